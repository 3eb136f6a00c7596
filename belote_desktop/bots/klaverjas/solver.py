"""Perfect-information search of a klaverjas deal's card play (every hand face up), scoring K6 and K7.

For each sampled deal the hard bot asks what every card it may play is worth when all four then play
perfectly. The value is North-South's count minus East-West's from the trick in progress on: each trick's
card points and its roem (runs, stuk, four of a kind: ``PlayRules.trick_bonus``) for its winner, the last
trick's 10, and pit (100 for all eight tricks: only the makers' unless ``pit_any_team``). North-South
maximise it, East-West minimise it. A difference and not one team's count, because roem makes the total
vary with the play, and because the difference is what decides nat (K7: the makers need more than the
defenders); ``outcome`` turns it into the deal's score.

The search is alpha-beta with a transposition table of bounds at trick starts (where two move orders meet
again), written twice: here in Python, the reference, and in C (``bots/native/klaverjas.c``, compiled by
setup.py where a compiler is at hand; ``NATIVE`` says whether it was). Both order the moves the same way, so
they visit the same nodes; the tests compare their values on klaverjas positions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from ...engine.families.klaverjas.duties import legal_mask
from ...engine.tricks import BEATS, POINTS, POWER, STRENGTH
from ..solver_driver import EW_WON, NS_WON, SearchTimeout, exact_value
from ..view import play_rules_of

try:  # the same search compiled (setup.py builds it where a C compiler is at hand)
    from .. import _native_klaverjas
except ImportError:
    _native_klaverjas = None  # type: ignore[assignment]

NATIVE = _native_klaverjas is not None
INF = 100_000


class KlaverjasSolver:
    """Double-dummy search of one klaverjas deal: trump ``trump``, the makers' team ``makers`` (0 NS, 1 EW).

    ``deadline`` is a ``time.perf_counter()`` instant and ``stop()`` a caller's cancel: past either, the search
    raises ``SearchTimeout``. ``native`` None uses the compiled search where it was built.
    """

    def __init__(self, options: Any, trump: int, makers: int, next_seats: Sequence[int] = (1, 2, 3, 0),
                 deadline: float | None = None, stop: Callable[[], bool] | None = None, check_every: int = 1024,
                 native: bool | None = None) -> None:
        rules = play_rules_of(options)
        data = rules.data
        self.trump = trump
        self.makers = makers
        self.next_seats = tuple(next_seats)
        self.rotterdams = bool(data["rotterdams"])
        self.forced = bool(data["undertrump_forced"])
        self.run_roem: tuple[int, ...] = tuple(data["run_roem"])
        self.stuk_mask: int = data["stuk_mask"][trump]
        self.stuk: int = data["stuk"]
        self.fours: tuple[int, ...] = tuple(data["fours"])
        self.last_bonus = rules.last_trick
        self.pit_bonus = rules.sweep_bonus
        self.pit_any = not rules.sweep_makers_only
        self.deadline = deadline
        self.stop = stop
        self.check_every = check_every
        self._countdown = check_every
        self.nodes = 0
        self.hands = [0, 0, 0, 0]
        self.tt: dict[tuple[int, ...], list[int]] = {}  # trick starts: [lower bound, upper bound, best lead]
        self.native = (NATIVE if native is None else native) and NATIVE
        self._native: Any = None
        if self.native:
            self._native = _native_klaverjas.Search(
                trump, self.next_seats, makers, self.rotterdams, self.forced, self.pit_any, self.run_roem,
                self.stuk_mask, self.stuk, self.fours, self.last_bonus, self.pit_bonus, POWER[trump],
                POINTS[trump], BEATS[trump], STRENGTH[trump], check_every,
                self._check if deadline is not None or stop is not None else None)

    # ----- public API ----------------------------------------------------
    def move_values(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (), won: int = 0,
                    moves: Sequence[int] | None = None) -> dict[int, int]:
        """North-South's value (its count minus East-West's, from the trick in progress on) after each card
        the player to move may play (``moves``, by default all its legal cards), each exact."""
        seat, state = self._setup(hands, leader, trick)
        led, wc, ws, wp, tp, tm, n = state
        if moves is None:
            legal = legal_mask(self.hands[seat], self.trump, led, wc, ws == seat ^ 2, self.rotterdams, self.forced)
            moves = [c for c in range(32) if legal >> c & 1]
        out: dict[int, int] = {}
        guess = 0
        bound = self._bound()
        for c in moves:
            if self.native:
                def search(a: int, b: int, c: int = c) -> int:
                    return int(self._native.after(*self.hands, seat, c, n, led, wc, ws, wp, tp, tm, won, a, b))
            else:
                def search(a: int, b: int, c: int = c) -> int:
                    return self._after(seat, c, n, led, wc, ws, wp, tp, tm, won, a, b)
            out[c] = guess = exact_value(search, guess, -bound, bound)
        return out

    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (), won: int = 0) -> int:
        """North-South's value of the position (see the module doc)."""
        seat, state = self._setup(hands, leader, trick)
        led, wc, ws, wp, tp, tm, n = state
        if self.native:
            def search(a: int, b: int) -> int:
                return int(self._native.node(*self.hands, seat, n, led, wc, ws, wp, tp, tm, won, a, b))
        else:
            def search(a: int, b: int) -> int:
                return self._node(seat, n, led, wc, ws, wp, tp, tm, won, a, b)
        bound = self._bound()
        return exact_value(search, 0, -bound, bound)

    def _bound(self) -> int:
        """Beyond what the value can reach either way: every point and the last trick, a roem of the largest
        four of a kind (or a run and stuk) in each trick left, pit."""
        left = (self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]).bit_count() // 4 + 1
        return 162 + left * max(max(self.fours), 70) + self.pit_bonus

    @property
    def node_count(self) -> int:
        return int(self._native.nodes) if self.native else self.nodes

    # ----- the search --------------------------------------------------
    def _setup(self, hands: Sequence[int], leader: int,
               trick: Sequence[int]) -> tuple[int, tuple[int, int, int, int, int, int, int]]:
        self.hands[:] = list(hands)
        if not trick:
            return leader, (-1, -1, -1, -1, 0, 0, 0)
        row = POWER[self.trump][trick[0] >> 3]
        seat = leader
        wc, ws, wp, tp, tm = -1, -1, -1, 0, 0
        for c in trick:
            if row[c] > wp:
                wc, ws, wp = c, seat, row[c]
            tp += POINTS[self.trump][c]
            tm |= 1 << c
            seat = self.next_seats[seat]
        return seat, (trick[0] >> 3, wc, ws, wp, tp, tm, len(trick))

    def _check(self) -> None:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise SearchTimeout
        if self.stop is not None and self.stop():
            raise SearchTimeout

    def roem(self, mask: int) -> int:
        same = mask & mask >> 8 & mask >> 16 & mask >> 24 & 0xFF
        if same:
            return self.fours[same.bit_length() - 1]
        rr = self.run_roem
        value = rr[mask & 0xFF] + rr[mask >> 8 & 0xFF] + rr[mask >> 16 & 0xFF] + rr[mask >> 24 & 0xFF]
        if mask & self.stuk_mask == self.stuk_mask:
            value += self.stuk
        return value

    def _order(self, seat: int, legal: int, n: int, wp: int, ws: int, led: int) -> list[int]:
        """The cards to try, likely best first: a leader's strongest cards; a follower's cheapest winning
        cards, then its cheapest others; on the partner's trick its richest cards."""
        trump = self.trump
        strength = STRENGTH[trump]
        pts = POINTS[trump]
        cards = [c for c in range(32) if legal >> c & 1]
        if n == 0:
            cards.sort(key=lambda c: (-(strength[c] + (16 if c >> 3 == trump else 0)), c))
            return cards
        row = POWER[trump][led]
        if ws == seat ^ 2:
            cards.sort(key=lambda c: (-pts[c] * 16 + strength[c] + (256 if c >> 3 == trump else 0), c))
            return cards
        cards.sort(key=lambda c: ((0 if row[c] > wp else 1000) + pts[c] * 16 + strength[c], c))
        return cards

    def _after(self, seat: int, c: int, n: int, led: int, wc: int, ws: int, wp: int, tp: int, tm: int, won: int,
               alpha: int, beta: int) -> int:
        hands = self.hands
        hands[seat] ^= 1 << c
        try:
            if n == 0:
                led, wc, ws, wp = c >> 3, c, seat, POWER[self.trump][c >> 3][c]
            else:
                p = POWER[self.trump][led][c]
                if p > wp:
                    wc, ws, wp = c, seat, p
            tp += POINTS[self.trump][c]
            tm |= 1 << c
            if n == 3:
                return self._finish(ws, tp, tm, won, alpha, beta)
            return self._node(self.next_seats[seat], n + 1, led, wc, ws, wp, tp, tm, won, alpha, beta)
        finally:
            hands[seat] ^= 1 << c

    def _finish(self, winner: int, tp: int, tm: int, won: int, alpha: int, beta: int) -> int:
        hands = self.hands
        last = not (hands[0] | hands[1] | hands[2] | hands[3])
        gain = tp + self.roem(tm) + (self.last_bonus if last else 0)
        sg = -gain if winner & 1 else gain
        won |= EW_WON if winner & 1 else NS_WON
        if last:
            if won == NS_WON and (self.makers == 0 or self.pit_any):
                return sg + self.pit_bonus
            if won == EW_WON and (self.makers == 1 or self.pit_any):
                return sg - self.pit_bonus
            return sg
        return sg + self._node(winner, 0, -1, -1, -1, -1, 0, 0, won, alpha - sg, beta - sg)

    def _node(self, seat: int, n: int, led: int, wc: int, ws: int, wp: int, tp: int, tm: int, won: int,
              alpha: int, beta: int) -> int:
        self.nodes += 1
        self._countdown -= 1
        if self._countdown <= 0:
            self._countdown = self.check_every
            self._check()
        hands = self.hands
        key: tuple[int, ...] = ()
        entry = None
        if n == 0:
            key = (hands[0], hands[1], hands[2], hands[3], seat, won)
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, _first = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha = max(alpha, lo)
                beta = min(beta, hi)
        legal = legal_mask(hands[seat], self.trump, led, wc, ws == seat ^ 2, self.rotterdams, self.forced)
        maximise = not seat & 1
        best = -INF if maximise else INF
        a, b = alpha, beta
        moves = self._order(seat, legal, n, wp, ws, led)
        if entry is not None and entry[2] >= 0:
            # The lead that was best (or cut the search) here before is tried first.
            moves.remove(entry[2])
            moves.insert(0, entry[2])
        first = -1
        for c in moves:
            v = self._after(seat, c, n, led, wc, ws, wp, tp, tm, won, a, b)
            if maximise:
                if v > best:
                    best = v
                    first = c
                    if v > a:
                        a = v
            elif v < best:
                best = v
                first = c
                if v < b:
                    b = v
            if a >= b:
                break
        if n == 0:
            lo, hi = (entry[0], entry[1]) if entry is not None else (-INF, INF)
            if best <= alpha:
                hi = min(hi, best)
            elif best >= beta:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.tt[key] = [lo, hi, first]
        return best
