"""Typed refusals: every illegal action names its rule and a reason code.

The reason is a stable machine-readable word the GUI translates; ``details``
carries the facts a message needs (the led suit, the card to beat, ...).
"""

from __future__ import annotations

import reprlib
from typing import Any

# Values read from a file are quoted in messages at most this long (plus "…"),
# so that a megabyte-long bad field still gives a one-line message.
QUOTE_LIMIT = 40



class _ShortRepr(reprlib.Repr):
    def repr_int(self, x: int, level: int) -> str:
        # repr() of an int above 4,300 digits raises ValueError (and costs time long before).
        if abs(x).bit_length() > 4 * self.maxlong:
            return f"<an integer of {len(str(abs(x)))} digits>" if abs(x).bit_length() < 14_000 else (
                f"<an integer of about {int(abs(x).bit_length() * 0.30103)} digits>")
        return super().repr_int(x, level)


_REPR = _ShortRepr()
_REPR.maxlevel = 2
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = QUOTE_LIMIT + 2
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = 6


def quote(value: Any, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)``, cut to ``limit`` characters plus "…"; cheap for any size of value."""
    # A slice before repr: repr of a 100 MB string would cost 100 MB first.
    text = repr(value[: limit + 1]) if isinstance(value, str) else _REPR.repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


class IllegalAction(Exception):
    """An action the rules forbid; the game state is left unchanged."""

    def __init__(self, rule: str, reason: str, message: str, **details: Any) -> None:
        super().__init__(f"{message} ({rule} {reason})")
        self.rule = rule
        self.reason = reason
        self.message = message
        self.details = details


class IllegalBid(IllegalAction):
    pass


class IllegalCard(IllegalAction):
    pass


class IllegalAnnouncement(IllegalAction):
    pass


class OutOfTurn(IllegalAction):
    """The action is not the one the deal is waiting for (wrong seat or phase)."""


# Plain-English explanations for logs and the command line; the GUI shows its
# own translated texts, keyed by the same reason codes.
REASON_TEXT = {
    "not_in_hand": "that card is not in the player's hand",
    "must_follow_suit": "the player holds the led suit and must follow it",
    "must_play_higher": "the player must play a higher card of the led suit",
    "must_trump": "the player cannot follow suit and must trump",
    "must_overtrump": "the player cannot follow suit and must trump higher than the trick's trump",
    "must_undertrump": "the player cannot follow suit or overtrump and must still play a trump",
    # Klaverjas (K5.3, K5.4): a trump below the trick's highest while the hand holds another card.
    "no_undertrump": "the player may not play a trump lower than the trick's highest trump while holding another card",
}
