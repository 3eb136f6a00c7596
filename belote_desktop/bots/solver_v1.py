"""The first perfect-information solver, kept as it was so that benchmarks
and arenas can measure the new one (``solver``) against it and the legacy
hard bot (``HardBot(legacy=True)``) still plays as before.

Perfect-information search of the card play (every hand face up).

The hard bot deals the hidden cards many times (``sampler``) and asks this
module, for each deal, what every card it may play is worth when all four
players then play perfectly. Averaging over the deals picks its card.

Values are the points North-South take from the current trick on (card
points, 10 for the last trick), with the capot folded in: +90 when North-South
take all eight tricks of the deal, -90 when East-West do. East-West's value is
``remaining - value``, so the search is zero-sum with one number: North-South
maximise, East-West minimise, in whatever order the tricks make them play.

Speed comes from bitmask hands, a transposition table at trick starts (the
only place two move orders reach the same position), equivalent-card pruning
and move ordering; everything hot is a closure over local tables, which is
what pure Python runs fastest. The search counts its nodes and raises
``SearchTimeout`` once the deadline has passed (or ``stop()`` says so), so a
caller can keep the answers it already has.

Pure Python solves five tricks exactly in about 10 ms and eight in seconds,
so early in a deal the search is depth-limited: ``horizon`` stops it at trick
starts where each hand holds that many cards, and ``leaf.make_leaf``
estimates the rest with a linear model of a few features (trumps and top
cards held, ruffs waiting, who leads) fitted on about 13,000 positions from
deals played by the normal level, each solved exactly (capot left out). Its
error is 10 to 18 points depending on the cards left, and it is not biased.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..engine.cards import BYTE_CARDS, SANS_ATOUT, SUIT_MASK, TOUT_ATOUT
from ..engine.tricks import (
    BEATS,
    CAPOT_BONUS,
    LAST_TRICK_BONUS,
    POINTS,
    POWER,
    STRENGTH,
    legal_mask,
)
from .solver import SearchTimeout  # one exception for both solvers: the hard bot catches either

INF = 10_000
NS_WON, EW_WON = 1, 2  # bits of ``won``: which teams already took a trick this deal




def _low_keep(index: int) -> int:
    """Of a player's worthless low cards (7 8 9 of a plain suit, 7 8 of a
    trump suit: the lowest in power and worth no points), the ones worth
    searching. ``index`` is the player's low cards (3 bits, rank order) plus
    the other players' low cards of the suit shifted by 3.

    Two of them with no other player's card between them in that order are
    the same card for the play: the same power against every outstanding
    card and the same (zero) points, so only one is searched. Higher cards
    differ in points, so swapping them could change the score.
    """
    own, others = index & 7, index >> 3
    keep = 0
    previous_own = False
    for r in range(3):
        if own >> r & 1:
            if not previous_own:
                keep |= 1 << r
            previous_own = True
        elif others >> r & 1:
            previous_own = False
    return keep


_LOW_KEEP = tuple(_low_keep(i) for i in range(64))


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
                 stop: Callable[[], bool] | None = None) -> None:
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
        self.nodes = 0
        self.hands = [0, 0, 0, 0]
        self.tt: dict[tuple[int, ...], list[int]] = {}
        self._node, self._boundary = self._build()

    # ----- public API ----------------------------------------------------
    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (), won: int = 0,
              alpha: int = -INF, beta: int = INF) -> int:
        """North-South's value of the position (see the module doc)."""
        seat, state = self._setup(hands, leader, trick)
        if state is None:
            return self._boundary(leader, won, alpha, beta)
        led, wc, ws, wp, tp, n = state
        return self._node(seat, n, led, wc, ws, wp, tp, won, alpha, beta)

    def move_values(self, hands: Sequence[int], leader: int, trick: Sequence[int] = (), won: int = 0,
                    moves: Sequence[int] | None = None) -> dict[int, int]:
        """North-South's value after each card the player to move may play
        (``moves``, by default all its legal cards), each searched exactly.

        The transposition table is kept between the moves: the positions
        after different first cards meet again at later trick starts.
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
        for c in moves:
            out[c] = self._after(seat, c, n, led, wc, ws, wp, tp, won)
        return out

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
        return gain + self._boundary(winner, won, alpha - gain, beta - gain)

    def _capot(self, won: int) -> int:
        if not self.capot:
            return 0
        return CAPOT_BONUS if won == NS_WON else -CAPOT_BONUS if won == EW_WON else 0

    # ----- the search itself ---------------------------------------------
    def _build(self) -> tuple[Callable[..., int], Callable[..., int]]:
        mode = self.mode
        pow_rows = POWER[mode]
        pts = POINTS[mode]
        beats = BEATS[mode]
        strength = STRENGTH[mode]
        suit_mask = SUIT_MASK
        suit_cards = BYTE_CARDS
        nxt = self.next_seats
        hands = self.hands
        tt = self.tt
        uo = self.undertrump_optional
        capot_on = self.capot
        low_masks = tuple(0b011 if mode in (TOUT_ATOUT, suit) else 0b111 for suit in range(4))
        low_keep = _LOW_KEEP
        suit_contract = mode < 4
        sans_atout = mode == SANS_ATOUT
        trump_mask = SUIT_MASK[mode] if suit_contract else 0
        check_every = self.check_every
        solver = self
        bonus = LAST_TRICK_BONUS
        capot_bonus = CAPOT_BONUS
        # Ordering keys, lower first. A leader tries its strongest cards first
        # (cashing winners is usually best and cuts the search early); a player
        # who cannot win sheds its cheapest card; one whose partner wins
        # "charges" its richest card.
        lead_key = [-(strength[c] + (16 if suit_contract and c >> 3 == mode else 0)) for c in range(32)]
        cheap_key = [pts[c] * 16 + strength[c] + (256 if suit_contract and c >> 3 == mode else 0)
                     for c in range(32)]
        rich_key = [-pts[c] * 16 + strength[c] + (256 if suit_contract and c >> 3 == mode else 0)
                    for c in range(32)]
        countdown = [check_every]
        horizon = self.horizon
        leaf = self.leaf

        def tick() -> None:
            countdown[0] = check_every
            solver.nodes += check_every
            if solver.deadline is not None and solver.clock() > solver.deadline:
                raise SearchTimeout
            if solver.stop is not None and solver.stop():
                raise SearchTimeout

        def ordered(seat: int, legal: int, n: int, led: int, wc: int, ws: int, wp: int) -> list[int]:
            hand = hands[seat]
            others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
            if wc >= 0:
                # The card winning the trick separates low cards too (a 9 beats a led 8, a 7 does not).
                others |= 1 << wc
            cs: list[int] = []
            for suit in (0, 1, 2, 3):
                b = legal >> (suit * 8) & 255
                if not b:
                    continue
                low = low_masks[suit]
                mine = b & low
                if mine & (mine - 1):
                    # Equivalent low cards: keep one of each run.
                    b = (b & ~low) | low_keep[mine | (others >> (suit * 8) & low) << 3]
                cs += suit_cards[suit][b]
            if len(cs) < 2:
                return cs
            if n == 0:
                cs.sort(key=lead_key.__getitem__)
                return cs
            if ws ^ seat == 2:
                cs.sort(key=rich_key.__getitem__)
                return cs
            row = pow_rows[led]
            win = [c for c in cs if row[c] > wp]
            if win:
                if len(win) == len(cs):
                    win.sort(key=strength.__getitem__)
                    return win
                lose = [c for c in cs if row[c] <= wp]
                win.sort(key=strength.__getitem__)
                lose.sort(key=cheap_key.__getitem__)
                return win + lose
            cs.sort(key=cheap_key.__getitem__)
            return cs

        def legal_of(hand: int, seat: int, led: int, wc: int, ws: int) -> int:
            if led < 0:
                return hand
            follow = hand & suit_mask[led]
            if suit_contract:
                if follow:
                    if led == mode:
                        return (follow & beats[wc]) or follow
                    return follow
                if ws ^ seat == 2:
                    return hand
                tr = hand & trump_mask
                if not tr:
                    return hand
                if wc >> 3 == mode:
                    over = tr & beats[wc]
                    if over:
                        return over
                    return hand if uo else tr
                return tr
            if sans_atout:
                return follow or hand
            if follow:
                return (follow & beats[wc]) or follow
            return hand

        def node(seat: int, n: int, led: int, wc: int, ws: int, wp: int, tp: int, won: int,
                 alpha: int, beta: int) -> int:
            countdown[0] -= 1
            if countdown[0] <= 0:
                tick()
            hand = hands[seat]
            legal = legal_of(hand, seat, led, wc, ws)
            moves = ordered(seat, legal, n, led, wc, ws, wp)
            maximize = not seat & 1
            best = -INF if maximize else INF
            nseat = nxt[seat]
            if n == 0:
                for c in moves:
                    hands[seat] = hand ^ (1 << c)
                    lrow = pow_rows[c >> 3]
                    v = node(nseat, 1, c >> 3, c, seat, lrow[c], pts[c], won, alpha, beta)
                    hands[seat] = hand
                    # Written out twice on purpose (hot loop): a helper call per node costs about a third of the speed.
                    if maximize:
                        if v > best:
                            best = v
                            if v > alpha:
                                alpha = v
                                if alpha >= beta:
                                    break
                    elif v < best:
                        best = v
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
                return best
            row = pow_rows[led]
            for c in moves:
                p = row[c]
                hands[seat] = hand ^ (1 << c)
                if p > wp:
                    nwc, nws, nwp = c, seat, p
                else:
                    nwc, nws, nwp = wc, ws, wp
                ntp = tp + pts[c]
                if n == 3:
                    if not hands[seat]:
                        # The eighth trick: nobody has a card left.
                        ntp += bonus
                        if nws & 1:
                            nwon = won | EW_WON
                            v = 0
                        else:
                            nwon = won | NS_WON
                            v = ntp
                        if capot_on:
                            if nwon == NS_WON:
                                v += capot_bonus
                            elif nwon == EW_WON:
                                v -= capot_bonus
                    elif nws & 1:
                        v = boundary(nws, won | EW_WON, alpha, beta)
                    else:
                        v = ntp + boundary(nws, won | NS_WON, alpha - ntp, beta - ntp)
                else:
                    v = node(nseat, n + 1, led, nwc, nws, nwp, ntp, won, alpha, beta)
                hands[seat] = hand
                # Written out twice on purpose (hot loop): a helper call per node costs about a third of the speed.
                if maximize:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
            return best

        def boundary(leader: int, won: int, alpha: int, beta: int) -> int:
            """Value of the tricks still to play, the next one led by ``leader``."""
            h0, h1, h2, h3 = hands
            if not capot_on or won == 3:
                won = 3  # capot decided: the flag no longer matters
            key = (h0, h1, h2, h3, leader, won)
            entry = tt.get(key)
            if entry is not None:
                lo, hi = entry
                if lo == hi or lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            else:
                lo, hi = -INF, INF
            if horizon and h0.bit_count() <= horizon:
                v = leaf(hands, leader)  # type: ignore[misc]
                tt[key] = [v, v]
                return v
            v = node(leader, 0, -1, -1, -1, -1, 0, won, alpha, beta)
            if v <= alpha:
                hi = v
            elif v >= beta:
                lo = v
            else:
                lo = hi = v
            tt[key] = [lo, hi]
            return v

        return node, boundary
