"""Seats in turn and cards dealt in packets: the same in every game family (R1, R3; K1, K3).

A family says which packets it deals (belote classic 3-2 then 3, coinche and klaverjas 3-2-3, klaverjas
optionally 4-4) and in which direction; the arithmetic of who gets which deck position is here, once.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

BITS = tuple(1 << c for c in range(32))

_ORDERS = {
    (first, clockwise): tuple((first + i * (1 if clockwise else 3)) & 3 for i in range(4))
    for first in range(4) for clockwise in (True, False)
}


def seat_order(first: int, clockwise: bool) -> tuple[int, int, int, int]:
    """The four seats in playing order, starting with ``first`` (R1, K1)."""
    return _ORDERS[first, clockwise]  # type: ignore[return-value]


def packet_getters(packets: tuple[int, ...]) -> tuple[itemgetter, ...]:
    """For the k-th player from the dealer's left, a getter of the deck
    positions it is dealt in packets of the given sizes (R3, K3)."""
    positions: list[list[int]] = [[], [], [], []]
    pos = 0
    for n in packets:
        for k in range(4):
            positions[k] += range(pos, pos + n)
            pos += n
    return tuple(itemgetter(*p) for p in positions)


def deal_hands(deck: Sequence[int], order: Sequence[int], getters: tuple[itemgetter, ...]) -> list[int]:
    """The four hands (masks, by seat) that ``getters`` deal from ``deck`` to the seats of ``order``."""
    hands = [0, 0, 0, 0]
    for k in range(4):
        hands[order[k]] = sum(map(BITS.__getitem__, getters[k](deck)))
    return hands


def deck_dealing(hands: Sequence[int], order: Sequence[int], packets: tuple[int, ...]) -> list[int]:
    """The deck order that deals the four 8-card ``hands`` (masks, by seat) to the seats of ``order`` in
    ``packets`` (every card dealt before the calls: coinche, contrée, klaverjas)."""
    cards = [sorted(c for c in range(32) if h >> c & 1) for h in hands]
    if sorted(c for hand in cards for c in hand) != list(range(32)) or any(len(h) != 8 for h in cards):
        raise ValueError("four hands of eight different cards are needed")
    deck: list[int] = []
    pos = {s: 0 for s in order}
    for n in packets:
        for s in order:
            deck += cards[s][pos[s]:pos[s] + n]
            pos[s] += n
    return deck
