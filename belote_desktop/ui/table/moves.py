"""A card or a call in a few characters ("J♥", "100 ♠", "Pass"), in the player's language: the hint,
the deal review and their tests say moves the same way."""

from __future__ import annotations

from ...engine import Bid
from ...i18n.card_words import rank_word
from ..common.words import SUIT_SYMBOLS
from .presenter import bid_text


def move_text(move: int | Bid, variant: str) -> str:
    if isinstance(move, Bid):
        text, suit = bid_text(move, variant)  # the table's words for a call (its speech bubble)
        return text if suit is None else f"{text} {SUIT_SYMBOLS[suit]}"
    return f"{rank_word(move & 7)}{SUIT_SYMBOLS[move >> 3]}"


__all__ = ["move_text"]
