"""Typed refusals: every illegal action names its rule and a reason code.

The reason is a stable machine-readable word the GUI translates; ``details``
carries the facts a message needs (the led suit, the card to beat, ...).
"""

from __future__ import annotations

from typing import Any


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
}
