"""The card ranks as the player's language letters them (context "Cards"): on the cards, in
declarations and in the rules help alike."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def rank_word(rank: int) -> str:
    """A rank as the player's language writes it on a card (0 = seven ... 7 = ace)."""
    words = (
        QCoreApplication.translate("Cards", "7"),
        QCoreApplication.translate("Cards", "8"),
        QCoreApplication.translate("Cards", "9"),
        QCoreApplication.translate("Cards", "10"),
        QCoreApplication.translate("Cards", "J", "jack"),
        QCoreApplication.translate("Cards", "Q", "queen"),
        QCoreApplication.translate("Cards", "K", "king"),
        QCoreApplication.translate("Cards", "A", "ace"),
    )
    return words[rank]
