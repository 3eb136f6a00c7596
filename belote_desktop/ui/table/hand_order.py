"""The order the human's hand is shown in.

Suits are grouped with their colours alternating (black, red, black, red) so
two suits of one colour never sit side by side and get mixed up; within a
suit the cards go from the strongest to the weakest for the contract, left
to right (trumps J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7). Before a
contract every suit uses the plain order.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise, permutations
from typing import Literal

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, SANS_ATOUT, SPADES, TOUT_ATOUT
from ...engine.tricks import STRENGTH

# The preferred order when several arrangements alternate equally well.
SUIT_ORDER: tuple[int, ...] = (SPADES, HEARTS, CLUBS, DIAMONDS)
RED_SUITS = frozenset({HEARTS, DIAMONDS})

TrumpPosition = Literal["first", "last"]


def _colour_changes(suits: tuple[int, ...]) -> int:
    return sum((a in RED_SUITS) != (b in RED_SUITS) for a, b in pairwise(suits))


def suit_sequence(
    suits: Iterable[int], trump_mode: int | None = None, trump_position: TrumpPosition = "last"
) -> tuple[int, ...]:
    """The order of the given suits: colours alternating, the trump suit at one end.

    Only the suits actually held matter (with no diamonds, spades hearts
    clubs alternates perfectly), so the best arrangement is searched among
    the held suits: at most 24 orders.
    """
    held = sorted(set(suits), key=SUIT_ORDER.index)
    trump = trump_mode if trump_mode is not None and trump_mode < 4 and trump_mode in held else None

    def acceptable(order: tuple[int, ...]) -> bool:
        if trump is None:
            return True
        return order[-1] == trump if trump_position == "last" else order[0] == trump

    candidates = [p for p in permutations(held) if acceptable(p)]
    if not candidates:
        return ()
    # Most colour changes first; among equals, the one nearest SUIT_ORDER.
    return max(candidates, key=lambda p: (_colour_changes(p), [-SUIT_ORDER.index(s) for s in p]))


def sort_hand(
    cards: Iterable[int], trump_mode: int | None = None, trump_position: TrumpPosition = "last"
) -> list[int]:
    """``cards`` in display order, left to right.

    ``trump_mode`` is the contract's (0..3 a suit, ``SANS_ATOUT``,
    ``TOUT_ATOUT``) or ``None`` before there is one.
    """
    if trump_position not in ("first", "last"):
        raise ValueError(f"trump_position must be 'first' or 'last', not {trump_position!r}")
    cards = list(cards)
    # Sans atout ranks every suit the plain way, which is also the order to
    # show before a contract.
    mode = SANS_ATOUT if trump_mode is None else trump_mode
    if not 0 <= mode <= TOUT_ATOUT:
        raise ValueError(f"not a trump mode: {trump_mode!r}")
    suits = suit_sequence((c >> 3 for c in cards), trump_mode, trump_position)
    rank_of_suit = {s: i for i, s in enumerate(suits)}
    strength = STRENGTH[mode]
    return sorted(cards, key=lambda c: (rank_of_suit[c >> 3], -strength[c]))
