"""Perfect-information search of the card play (every hand face up).

The hard bot deals the hidden cards many times (``sampler``) and asks this
module, for each deal, what every card it may play is worth when all four
players then play perfectly. Averaging over the deals picks its card.

Values are the points North-South take from the current trick on (card
points, 10 for the last trick), with the capot folded in: +90 when North-South
take all eight tricks of the deal, -90 when East-West do. East-West's value is
``remaining - value``, so the search is zero-sum with one number: North-South
maximise, East-West minimise, in whatever order the tricks make them play.

The search is an alpha-beta over bitmask hands, exact to the end of the deal:

- a transposition table at trick starts (the only place two move orders reach
  the same position) holds a lower and an upper bound and the best lead, so
  the null-window searches of MTD(f) (``_exact``) reuse each other's work;
- equivalent cards (``solver_tables``) are searched once when their points
  are equal, and bound each other when they differ by a few points;
- moves are ordered by likely winners (the table's best lead first, then
  strong leads, cheap winning cards, rich cards on a partner's trick);
- what is left to win bounds the value before any search, the last trick
  is counted without searching it, and the last two are searched by plain
  loops (``two_tricks``: at most sixteen ways to play the first of them),
  their exact value kept in the table.

The search is written twice, the same algorithm in both: in Python
(``solver_search``, the reference) and in C (``bots/native``, compiled by
setup.py where a compiler is at hand; ``NATIVE`` says whether it was). The
compiled one is used by default (``native=False`` asks for the Python one;
the tests run both) except for a depth-limited search, whose leaf estimate
is Python. It lets go of Python's lock while it searches, so threads can
solve deals side by side (``hard.pool``). Every lead of a whole 8-card deal
takes it a median of 25-35 ms on this two-core machine (95th percentile
0.2-0.8 s), where the Python search takes one to two seconds
(``benchmarks/solver_speed.py``).

It counts its nodes and raises ``SearchTimeout`` once the deadline has passed
(or ``stop()`` says so), so a caller can keep the answers it already has.

``horizon`` still allows a depth-limited search for callers short of time:
at a trick start where each hand holds that many cards, ``leaf.make_leaf``
estimates the rest (see there). The first solver, ``solver_v1``, is kept for
the benchmarks and the legacy hard bot.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..engine.tricks import BEATS, CAPOT_BONUS, LAST_TRICK_BONUS, POINTS, POWER, STRENGTH, legal_mask

# Shared with klaverjas's search; the won bits, teams_won and SearchTimeout are imported from here too.
from .solver_driver import BOTH_WON, EW_WON, NS_WON, SearchTimeout, exact_value, teams_won  # noqa: F401

try:  # the same search compiled (setup.py builds it where a C compiler is at hand)
    from . import _native_search
except ImportError:
    _native_search = None  # type: ignore[assignment]

NATIVE = _native_search is not None
# Whether a Solver made without ``native=`` uses it (the tests run the Python search too).
USE_NATIVE = NATIVE

INF = 10_000

class Solver:
    """Double-dummy search for one contract.

    ``next_seats[s]`` is the seat after ``s`` (R1 direction). ``capot`` adds
    the 90-point capot bonus to the values (R9); leave it on unless only card
    points matter. ``deadline`` is a ``time.perf_counter()`` instant.
    """

    def __init__(self, mode: int, next_seats: Sequence[int], undertrump_optional: bool = False,
                 capot: bool = True, deadline: float | None = None, check_every: int = 1024,
                 clock: Callable[[], float] = time.perf_counter, horizon: int = 0,
                 leaf: Callable[[list[int], int], float] | None = None,
                 stop: Callable[[], bool] | None = None, native: bool | None = None) -> None:
        self.mode = mode
        # Depth limit: at a trick start where each hand holds ``horizon`` cards
        # or fewer, ``leaf(hands, leader)`` estimates North-South's points from
        # the tricks left instead of searching them (0: search to the end).
        self.horizon = horizon if leaf is not None else 0
        self.leaf = leaf
        self.next_seats = tuple(next_seats)
        self.undertrump_optional = undertrump_optional
        self.capot = capot
        self.deadline = deadline
        self.check_every = check_every
        self.clock = clock
        self.stop = stop  # checked with the deadline: a caller's cancel button
        self._ticks = 0
        self.hands = [0, 0, 0, 0]
        self.tt: dict[tuple[int, ...], list[int]] | _native_search.Search = {}
        self._countdown = [check_every]
        self._trick_points = 0
        # The compiled search where it was built (``native=False``: the Python one, the reference the
        # tests compare it with); a depth-limited search calls its Python leaf, so it stays in Python.
        self.native = (USE_NATIVE if native is None else native) and NATIVE and self.horizon == 0
        self._node, self._start = self._build_native() if self.native else self._build()

    @property
    def nodes(self) -> int:
        """Cards tried so far (every ply of every trick searched)."""
        if isinstance(self.tt, dict):
            return self._ticks + self.check_every - self._countdown[0]
        return self.tt.nodes

    # ----- public API ----------------------------------------------------
    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (), won: int = 0,
              alpha: int = -INF, beta: int = INF) -> int:
        """North-South's value of the position (see the module doc); within
        the window (``alpha``, ``beta``) exact, outside it a bound on that side."""
        seat, state = self._setup(hands, leader, trick)
        if state is None:
            def search(a: int, b: int) -> int:
                return self._start(leader, won, a, b)
        else:
            led, wc, ws, wp, tp, n = state

            def search(a: int, b: int) -> int:
                return self._node(seat, n, led, wc, ws, wp, tp, won, a, b)
        if alpha != -INF or beta != INF:
            return search(alpha, beta)
        return self._exact(search, self._guess())

    def move_values(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (), won: int = 0,
                    moves: Sequence[int] | None = None) -> dict[int, int]:
        """North-South's value after each card the player to move may play
        (``moves``, by default all its legal cards), each exact.

        The transposition table is kept between the moves: the positions
        after different first cards meet again at later trick starts, and
        each card's search starts from the value of the card before.
        """
        seat, state = self._setup(hands, leader, trick)
        if state is None:
            led, wc, ws, wp, tp, n = -1, -1, -1, -1, 0, 0
        else:
            led, wc, ws, wp, tp, n = state
        if moves is None:
            legal = legal_mask(self.hands[seat], self.mode, led, wc, ws == seat ^ 2, self.undertrump_optional)
            moves = [c for c in range(32) if legal >> c & 1]
        out: dict[int, int] = {}
        guess = self._guess()
        for c in moves:
            def search(a: int, b: int, c: int = c) -> int:
                return self._after(seat, c, n, led, wc, ws, wp, tp, won, a, b)
            out[c] = guess = self._exact(search, guess)
        return out

    # ----- driving the search --------------------------------------------
    def _exact(self, search: Callable[[int, int], int], guess: int) -> int:
        """The exact value by MTD(f) (``solver_driver.exact_value``) within what it can be (``_range``)."""
        return exact_value(search, guess, *self._range())

    def _range(self) -> tuple[int, int]:
        """What the value can be at least and at most: nothing or all that is left, and the capot."""
        rest = self._rest()
        return (-CAPOT_BONUS, rest + CAPOT_BONUS) if self.capot else (0, rest)

    def _guess(self) -> int:
        return self._rest() // 2

    def _rest(self) -> int:
        """The points still to be taken (the trick on the table counts as left)."""
        pts = POINTS[self.mode]
        rest = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        return sum(pts[c] for c in range(32) if rest >> c & 1) + self._trick_points + LAST_TRICK_BONUS

    def _after(self, seat: int, c: int, n: int, led: int, wc: int, ws: int, wp: int, tp: int, won: int,
               alpha: int = -INF, beta: int = INF) -> int:
        """Value once ``seat`` has played ``c`` (the hands are as ``_setup`` left them)."""
        hands = self.hands
        hand = hands[seat]
        hands[seat] = hand ^ (1 << c)
        try:
            if n == 0:
                led = c >> 3
                wc, ws, wp = c, seat, POWER[self.mode][led][c]
            else:
                p = POWER[self.mode][led][c]
                if p > wp:
                    wc, ws, wp = c, seat, p
            tp += POINTS[self.mode][c]
            if n == 3:
                return self._finish_trick(ws, tp, won, alpha, beta)
            return self._node(self.next_seats[seat], n + 1, led, wc, ws, wp, tp, won, alpha, beta)
        finally:
            hands[seat] = hand

    def _setup(self, hands: Sequence[int], leader: int,
               trick: Sequence[int]) -> tuple[int, tuple[int, int, int, int, int, int] | None]:
        """Load the hands; return the seat to move and the trick state (None at a trick start)."""
        self.hands[:] = list(hands)
        self._trick_points = sum(POINTS[self.mode][c] for c in trick)
        if not trick:
            return leader, None
        row = POWER[self.mode][trick[0] >> 3]
        seat = leader
        wc, ws, wp, tp = -1, -1, -1, 0
        for c in trick:
            if row[c] > wp:
                wc, ws, wp = c, seat, row[c]
            tp += POINTS[self.mode][c]
            seat = self.next_seats[seat]
        return seat, (trick[0] >> 3, wc, ws, wp, tp, len(trick))

    def _finish_trick(self, winner: int, tp: int, won: int, alpha: int, beta: int) -> int:
        hands = self.hands
        last = not (hands[0] | hands[1] | hands[2] | hands[3])
        if last:
            tp += LAST_TRICK_BONUS
        gain = tp if not winner & 1 else 0
        won |= EW_WON if winner & 1 else NS_WON
        if last:
            return gain + self._capot(won)
        return gain + self._start(winner, won, alpha - gain, beta - gain)

    def _capot(self, won: int) -> int:
        if not self.capot:
            return 0
        return CAPOT_BONUS if won == NS_WON else -CAPOT_BONUS if won == EW_WON else 0

    # ----- the search itself ---------------------------------------------
    def _build(self) -> tuple[Callable[..., int], Callable[..., int]]:
        from .solver_search import build_search

        return build_search(self)

    def _build_native(self) -> tuple[Callable[..., int], Callable[..., int]]:
        mode = self.mode
        search = _native_search.Search(mode, self.next_seats, self.undertrump_optional, self.capot,
                                       self.check_every, self._check if self.deadline is not None or
                                       self.stop is not None else None,
                                       POWER[mode], POINTS[mode], BEATS[mode], STRENGTH[mode],
                                       LAST_TRICK_BONUS, CAPOT_BONUS)
        self.tt = search
        hands = self.hands

        def node(seat: int, n: int, led: int, wc: int, ws: int, wp: int, tp: int, won: int,
                 alpha: int, beta: int) -> int:
            return search.node(*hands, seat, n, led, wc, ws, wp, tp, won, alpha, beta)

        def start(leader: int, won: int, alpha: int, beta: int) -> int:
            return search.start(*hands, leader, won, alpha, beta)

        return node, start

    def _check(self) -> None:
        """Every ``check_every`` nodes, from either search: raises ``SearchTimeout`` once the
        deadline has passed or ``stop()`` says so."""
        if self.deadline is not None and self.clock() > self.deadline:
            raise SearchTimeout
        if self.stop is not None and self.stop():
            raise SearchTimeout

