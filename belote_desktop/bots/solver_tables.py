"""Tables the solver (``solver``) builds once per trump mode: which cards of a
hand play alike, and the points of each suit's byte of cards.

Two cards of one hand are *equivalent* when they are of the same suit and no
card still in play (in any hand, or winning the trick on the table) lies
between them in the order of the suit: they beat and lose to exactly the same
cards, so every line of play with one has a twin with the other, with the
same trick winners. Only the points differ: the trick that gets the first
card gets ``d`` points more or less and the trick that gets the second one
the opposite, so the two values differ by at most ``d`` (the points between
them). With ``d = 0`` one of them is searched and the other skipped; with
``d > 0`` the search uses the first one's value as a bound for the second.
"""

from __future__ import annotations

from ..engine.cards import TOUT_ATOUT
from ..engine.tricks import PLAIN_ORDER, POINTS, TRUMP_ORDER

# For one suit: the own byte and the live byte (own | other hands | the trick's
# winner), packed as ``own | live << 8`` -> the own cards worth searching
# (card ints), weakest first, cheapest first and richest first, the mask of
# them, and for the cards that bound each other their class (the class's
# first card), or ``None`` when no class keeps two cards.
ClassEntry = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, dict[int, int] | None]


class SuitClasses(dict[int, ClassEntry]):
    """The equivalence classes of one suit under one contract, filled as met."""

    def __init__(self, mode: int, suit: int) -> None:
        super().__init__()
        trump = mode in (TOUT_ATOUT, suit)
        self.suit = suit
        self.order = TRUMP_ORDER if trump else PLAIN_ORDER  # ranks, weakest first
        self.points = tuple(POINTS[mode][suit * 8 + r] for r in range(8))

    def __missing__(self, key: int) -> ClassEntry:
        own, live = key & 255, key >> 8 | key & 255
        base = self.suit * 8
        kept_all: list[int] = []  # ranks, weakest first
        links: dict[int, int] = {}
        run: list[int] = []
        for r in [*self.order, -1]:  # -1 closes the last run
            if r >= 0 and own >> r & 1:
                run.append(r)
                continue
            if r >= 0 and not live >> r & 1:
                continue  # played already: does not break a run
            if run:
                # One card per distinct point value: equal points play exactly alike.
                chosen: dict[int, int] = {}
                for q in run:
                    chosen.setdefault(self.points[q], q)
                kept = list(chosen.values())
                kept_all += kept
                if len(kept) > 1:
                    for q in kept:
                        links[base + q] = base + kept[0]
                run = []
        strength = {r: i for i, r in enumerate(self.order)}
        weak = tuple(base + r for r in kept_all)
        cheap = tuple(sorted(weak, key=lambda c: (self.points[c - base], strength[c - base])))
        rich = tuple(sorted(weak, key=lambda c: (-self.points[c - base], strength[c - base])))
        mask = sum(1 << c for c in weak)
        entry = (weak, cheap, rich, mask, links or None)
        self[key] = entry
        return entry


_CLASSES: dict[int, tuple[SuitClasses, ...]] = {}


def suit_classes(mode: int) -> tuple[SuitClasses, ...]:
    """The four suits' classes for ``mode``, shared by every solver of the process."""
    tables = _CLASSES.get(mode)
    if tables is None:
        tables = _CLASSES[mode] = tuple(SuitClasses(mode, s) for s in range(4))
    return tables


def suit_points(mode: int) -> tuple[tuple[int, ...], ...]:
    """Per suit, the points of each byte of that suit's cards."""
    pts = POINTS[mode]
    return tuple(tuple(sum(pts[s * 8 + r] for r in range(8) if b >> r & 1) for b in range(256)) for s in range(4))


_STRENGTH_BYTES: dict[int, tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]] = {}


def _strength_bytes(mode: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per suit: each byte of that suit's cards rewritten in strength order
    (bit ``i`` is the card of strength ``i``, so a higher bit beats a lower
    one), and the points of each such strength byte."""
    out = []
    for suit in range(4):
        order = TRUMP_ORDER if mode in (TOUT_ATOUT, suit) else PLAIN_ORDER
        to_strength = tuple(sum(1 << i for i, r in enumerate(order) if b >> r & 1) for b in range(256))
        points = tuple(sum(POINTS[mode][suit * 8 + r] for i, r in enumerate(order) if b >> i & 1)
                       for b in range(256))
        out.append((to_strength, points))
    return tuple(out)


def strength_bytes(mode: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """``_strength_bytes``, built once per mode."""
    table = _STRENGTH_BYTES.get(mode)
    if table is None:
        table = _STRENGTH_BYTES[mode] = _strength_bytes(mode)
    return table
