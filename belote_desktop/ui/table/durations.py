"""Every animation duration of the table, in one place.

Durations are milliseconds at the ``"normal"`` speed; the animation-speed
setting multiplies them. ``"instant"`` multiplies by zero: the scene then
places items at once and builds no animation at all (the tests use it).

Reading times (how long a bubble or a message stays up) are not animations:
they never hold the animation queue, and at ``"instant"`` they keep the
``"fast"`` length, because a text that vanished at once could not be read.
"""

from __future__ import annotations

SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}

DURATIONS: dict[str, int] = {
    # Dealing
    "collect": 380,  # the previous deal's cards gathered into the deck
    "deal_packet": 300,  # one packet's flight from the deck to a hand
    "deal_stagger": 45,  # between the cards of one packet, so they leave one by one
    "up_card": 380,  # the up-card turned over in the middle, or flown to the taker
    "refan": 220,  # a hand closing up or re-sorting
    # Bidding
    "bubble_in": 160,  # a speech bubble popping up
    "bid_pause": 550,  # a bid stays readable before the next player's
    "announce_pause": 650,  # "Belote!" is seen before the card lands
    # Play
    "card_flight": 340,  # a card from a hand to its trick spot
    "trick_pause": 750,  # the full trick stays visible before it is gathered
    "trick_gather": 240,  # the four cards slide together
    "trick_to_pile": 380,  # the gathered trick flies to the winners' pile
    "forced_card_pause": 700,  # the player's only legal card is seen raised before it is played for them
    # Cosmetic, never queued
    "fade_out": 300,  # a bubble or message disappearing
    "turn_glow": 200,  # a name plate lighting up
    "thinking_cycle": 1100,  # one period of the thinking dots (not scaled)
    # Reading times (see the module docstring)
    "announcement_time": 1800,
    "message_time": 2200,
    "declared_time": 4500,  # the declared cards by their owner's place
    "refusal_time": 5000,  # why a card was refused, and the rule's link
}

_READING = frozenset({"announcement_time", "message_time", "declared_time", "refusal_time"})
_UNSCALED = frozenset({"thinking_cycle"})  # a spinner's pace does not follow the game's speed


def factor(speed: str) -> float:
    """The multiplier of ``speed``; raises ``ValueError`` for an unknown name."""
    try:
        return FACTORS[speed]
    except KeyError:
        raise ValueError(f"unknown animation speed {speed!r}; expected one of {SPEEDS}") from None


def duration(name: str, speed: str = "normal") -> int:
    """How long ``name`` lasts at ``speed``, in whole milliseconds."""
    try:
        base = DURATIONS[name]
    except KeyError:
        raise ValueError(f"unknown duration {name!r}") from None
    if name in _UNSCALED:
        factor(speed)  # still reject a bad speed name
        return base
    f = factor(speed)
    if name in _READING and f == 0.0:
        f = FACTORS["fast"]
    return round(base * f)


def is_instant(speed: str) -> bool:
    return factor(speed) == 0.0
