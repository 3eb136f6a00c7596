"""Cards as they are said aloud: "jack of hearts" (a screen reader's words, issue 17; context "Speech").

Shared by the sentences a screen reader is told (``ui.access.speech``) and the accessible names of
the panels' controls (a declaration's check box), so a card is named the same everywhere.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .words import fill

translate = QCoreApplication.translate


def rank_name(rank: int) -> str:
    """A rank in full (0 = seven ... 7 = ace), as it is said in a card's name."""
    return (
        translate("Speech", "seven", "a card's rank, in its name"),
        translate("Speech", "eight", "a card's rank, in its name"),
        translate("Speech", "nine", "a card's rank, in its name"),
        translate("Speech", "ten", "a card's rank, in its name"),
        translate("Speech", "jack", "a card's rank, in its name"),
        translate("Speech", "queen", "a card's rank, in its name"),
        translate("Speech", "king", "a card's rank, in its name"),
        translate("Speech", "ace", "a card's rank, in its name"),
    )[rank]


def suit_word(suit: int) -> str:
    """A suit as it is said in a card's name and in a bid ("the jack of hearts", "100 hearts")."""
    return (
        translate("Speech", "spades", "a suit, in a card's name and in a bid"),
        translate("Speech", "hearts", "a suit, in a card's name and in a bid"),
        translate("Speech", "diamonds", "a suit, in a card's name and in a bid"),
        translate("Speech", "clubs", "a suit, in a card's name and in a bid"),
    )[suit]


def card_name(card: int) -> str:
    """E.g. "jack of hearts" (the template lets a language join the words its own way)."""
    return fill(translate("Speech", "%1 of %2", "a card's name: %1 its rank, %2 its suit"), rank_name(card & 7),
                suit_word(card >> 3))


__all__ = ["card_name", "rank_name", "suit_word"]
