"""Perfect-information search of the card play (every hand face up).

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
starts where each hand holds that many cards, and ``make_leaf`` estimates the
rest with a linear model of a few features (trumps and top cards held, ruffs
waiting, who leads) fitted on about 13,000 positions from deals played by the
normal level, each solved exactly (capot left out). Its error is 10 to 18
points depending on the cards left, and it is not biased.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..engine.cards import BYTE_CARDS, SANS_ATOUT, SUIT_MASK, TOUT_ATOUT
from ..engine.tricks import (
    BEATS,
    CAPOT_BONUS,
    LAST_TRICK_BONUS,
    PLAIN_ORDER,
    POINTS,
    POWER,
    STRENGTH,
    TRUMP_ORDER,
    legal_mask,
)

INF = 10_000
NS_WON, EW_WON = 1, 2  # bits of ``won``: which teams already took a trick this deal


class SearchTimeout(Exception):
    """The deadline passed in the middle of a search."""


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


# ----- the leaf estimate of a depth-limited search ---------------------------
def _top_run(ns: int, ew: int, mode: int, suit: int) -> tuple[int, int]:
    """The top of a suit, from North-South's and East-West's bytes of it: how
    many cards one team holds from the top down before the other team's first
    card (positive for North-South), and their points."""
    trump = mode in (TOUT_ATOUT, suit)
    pts = POINTS[mode]
    sign = 0
    run = run_pts = 0
    for r in reversed(TRUMP_ORDER if trump else PLAIN_ORDER):
        if ns >> r & 1:
            side = 1
        elif ew >> r & 1:
            side = -1
        else:
            continue
        if sign == 0:
            sign = side
        elif side != sign:
            break
        run += 1
        run_pts += pts[suit * 8 + r]
    return (sign * run, sign * run_pts)


def leaf_features(hands: Sequence[int], leader: int, mode: int) -> tuple[float, ...]:
    """What the leaf estimate weighs, each as North-South minus East-West.

    Suit contract: trumps held, trump points, the run of top trumps, side
    points, the runs of top side cards (count and points), ruffs waiting
    (a void hand with trumps facing the opponents' cards of that suit: count
    and their points), and who leads. Sans atout and tout atout: points, the
    top runs (count and points), length in suits whose top the team holds,
    and who leads.
    """
    ns = hands[0] | hands[2]
    ew = hands[1] | hands[3]
    pts = POINTS[mode]
    lead = 1.0 if not leader & 1 else -1.0
    point_diff = 0
    m = ns
    while m:
        b = m & -m
        point_diff += pts[b.bit_length() - 1]
        m ^= b
    m = ew
    while m:
        b = m & -m
        point_diff -= pts[b.bit_length() - 1]
        m ^= b
    if mode < 4:
        tm = SUIT_MASK[mode]
        tn, te = ns & tm, ew & tm
        t_run, _ = _top_run(tn >> (8 * mode) & 255, te >> (8 * mode) & 255, mode, mode)
        t_pts = 0
        m = tn
        while m:
            b = m & -m
            t_pts += pts[b.bit_length() - 1]
            m ^= b
        m = te
        while m:
            b = m & -m
            t_pts -= pts[b.bit_length() - 1]
            m ^= b
        side_runs = side_run_pts = 0
        ruffs = ruff_pts = 0
        for s in range(4):
            if s == mode:
                continue
            sm = SUIT_MASK[s]
            r, rp = _top_run(ns >> (8 * s) & 255, ew >> (8 * s) & 255, mode, s)
            side_runs += r
            side_run_pts += rp
            for team_seats, opp in (((0, 2), ew), ((1, 3), ns)):
                opp_s = opp & sm
                if not opp_s:
                    continue
                if any(not hands[p] & sm and hands[p] & tm for p in team_seats):
                    sign = 1 if team_seats[0] == 0 else -1
                    ruffs += sign
                    q = 0
                    while opp_s:
                        b = opp_s & -opp_s
                        q += pts[b.bit_length() - 1]
                        opp_s ^= b
                    ruff_pts += sign * q
        longest = (max((hands[0] & tm).bit_count(), (hands[2] & tm).bit_count())
                   - max((hands[1] & tm).bit_count(), (hands[3] & tm).bit_count()))
        return (tn.bit_count() - te.bit_count(), t_pts, t_run, point_diff - t_pts, side_runs, side_run_pts,
                ruffs, ruff_pts, lead, longest)
    runs = run_pts = long = second = 0
    for s in range(4):
        nb, eb = ns >> (8 * s) & 255, ew >> (8 * s) & 255
        r, rp = _top_run(nb, eb, mode, s)
        runs += r
        run_pts += rp
        # The length behind a suit's top: its small cards win once the top is out.
        if r > 0:
            long += nb.bit_count()
            if eb.bit_count() >= 2:
                second -= 1  # a guarded card of the other team stops the suit
        elif r < 0:
            long -= eb.bit_count()
            if nb.bit_count() >= 2:
                second += 1
    return (point_diff, runs, run_pts, long, second, lead)


# Fitted weights of ``leaf_features`` per family of contract and cards left in
# each hand: North-South's points from the tricks left are estimated as half
# of what is left plus the weighted features (see ``benchmarks`` for the fit).
LEAF_WEIGHTS: dict[str, dict[int, tuple[float, ...]]] = {
    "suit": {
        1: (-3.11, 0.493, 7.537, -0.249, 0.885, 0.693, -1.151, 0.758, 3.222, 2.752),
        2: (-3.11, 0.493, 7.537, -0.249, 0.885, 0.693, -1.151, 0.758, 3.222, 2.752),
        3: (-0.0, 0.617, 4.649, -0.193, -0.135, 0.768, -3.716, 0.648, 3.571, 4.606),
        4: (0.054, 0.757, 3.119, -0.066, -0.191, 0.72, -3.43, 0.599, 4.973, 5.457),
        5: (0.96, 0.783, 2.634, -0.045, -0.099, 0.706, -3.516, 0.58, 5.294, 5.194),
        6: (0.531, 0.796, 2.71, -0.014, -0.596, 0.729, -2.716, 0.53, 5.775, 5.602),
        7: (-0.034, 0.598, 4.175, -0.131, -2.548, 1.096, -3.066, 0.548, 6.249, 7.707),
        8: (-0.034, 0.598, 4.175, -0.131, -2.548, 1.096, -3.066, 0.548, 6.249, 7.707),
    },
    "sa": {
        1: (-0.191, -1.201, 0.386, 5.448, -1.143, 8.948),
        2: (-0.191, -1.201, 0.386, 5.448, -1.143, 8.948),
        3: (-0.162, -0.633, 0.431, 3.869, -0.559, 8.821),
        4: (-0.011, 0.786, 0.241, 3.263, 0.163, 9.296),
        5: (0.392, 0.544, -0.197, 4.734, 1.245, 10.173),
        6: (0.397, 0.616, -0.084, 3.89, 1.356, 10.223),
        7: (0.48, 1.429, -0.359, 4.326, -0.806, 9.553),
        8: (0.48, 1.429, -0.359, 4.326, -0.806, 9.553),
    },
    "ta": {
        1: (0.045, -0.111, 0.085, 5.511, -0.726, 9.483),
        2: (0.045, -0.111, 0.085, 5.511, -0.726, 9.483),
        3: (0.034, 0.089, 0.22, 3.963, -0.92, 10.296),
        4: (0.017, 0.959, 0.242, 3.095, -0.541, 10.78),
        5: (0.101, 0.391, 0.218, 3.637, 1.224, 12.163),
        6: (0.077, 0.881, 0.246, 2.902, -0.499, 11.957),
        7: (-0.059, 0.841, 0.345, 2.481, -0.298, 11.498),
        8: (-0.059, 0.841, 0.345, 2.481, -0.298, 11.498),
    },
}


def family(mode: int) -> str:
    return "sa" if mode == SANS_ATOUT else "ta" if mode == TOUT_ATOUT else "suit"


_SUIT_POINTS: dict[int, tuple[tuple[int, ...], ...]] = {}
_RUN_TABLES: dict[tuple[int, int], dict[int, tuple[int, int]]] = {}


def _suit_points(mode: int) -> tuple[tuple[int, ...], ...]:
    """Per suit, the points of each byte of that suit's cards."""
    table = _SUIT_POINTS.get(mode)
    if table is None:
        pts = POINTS[mode]
        table = _SUIT_POINTS[mode] = tuple(
            tuple(sum(pts[s * 8 + r] for r in range(8) if b >> r & 1) for b in range(256)) for s in range(4))
    return table


def _run_table(mode: int, suit: int) -> dict[int, tuple[int, int]]:
    """``_top_run`` of (North-South's byte | East-West's byte << 8), filled as met."""
    key = (mode, suit)
    table = _RUN_TABLES.get(key)
    if table is None:
        table = _RUN_TABLES[key] = {}
    return table


def make_leaf(mode: int) -> Callable[[list[int], int], float]:
    """The depth-limited search's estimate of North-South's points from the
    tricks left, at a trick start led by ``leader``: half of what is left plus
    the weighted ``leaf_features``, kept within what is left. The features are
    computed inline here (the leaf is most of a shallow search's time); a
    test checks that both give the same value."""
    weights = LEAF_WEIGHTS[family(mode)]
    sp = _suit_points(mode)
    sp0, sp1, sp2, sp3 = sp
    runs = [_run_table(mode, s) for s in range(4)]

    def run(s: int, nb: int, eb: int) -> tuple[int, int]:
        table = runs[s]
        key = nb | eb << 8
        out = table.get(key)
        if out is None:
            out = table[key] = _top_run(nb, eb, mode, s)
        return out

    if mode < 4:
        trump = mode
        shift = 8 * trump
        plain = [s for s in range(4) if s != trump]
        spt = sp[trump]

        def leaf(hands: list[int], leader: int) -> float:
            h0, h1, h2, h3 = hands
            ns = h0 | h2
            ew = h1 | h3
            pn = sp0[ns & 255] + sp1[ns >> 8 & 255] + sp2[ns >> 16 & 255] + sp3[ns >> 24]
            pe = sp0[ew & 255] + sp1[ew >> 8 & 255] + sp2[ew >> 16 & 255] + sp3[ew >> 24]
            total = LAST_TRICK_BONUS + pn + pe
            tn = ns >> shift & 255
            te = ew >> shift & 255
            t0, t1, t2, t3 = h0 >> shift & 255, h1 >> shift & 255, h2 >> shift & 255, h3 >> shift & 255
            t_pts = spt[tn] - spt[te]
            t_run = run(trump, tn, te)[0]
            side_runs = side_run_pts = ruffs = ruff_pts = 0
            points = sp
            for s in plain:
                sh = 8 * s
                nb = ns >> sh & 255
                eb = ew >> sh & 255
                r, rp = run(s, nb, eb)
                side_runs += r
                side_run_pts += rp
                if eb and ((t0 and not h0 >> sh & 255) or (t2 and not h2 >> sh & 255)):
                    ruffs += 1
                    ruff_pts += points[s][eb]
                if nb and ((t1 and not h1 >> sh & 255) or (t3 and not h3 >> sh & 255)):
                    ruffs -= 1
                    ruff_pts -= points[s][nb]
            count = tn.bit_count() - te.bit_count()
            lead = 1 if not leader & 1 else -1
            longest = (max(t0.bit_count(), t2.bit_count()) - max(t1.bit_count(), t3.bit_count()))
            w = weights[h0.bit_count()]
            v = (total / 2 + w[0] * count + w[1] * t_pts + w[2] * t_run + w[3] * (pn - pe - t_pts)
                 + w[4] * side_runs + w[5] * side_run_pts + w[6] * ruffs + w[7] * ruff_pts + w[8] * lead
                 + w[9] * longest)
            # The estimate must stay a possible split of what is left.
            return 0.0 if v < 0 else total if v > total else v

        return leaf

    def leaf_nt(hands: list[int], leader: int) -> float:
        h0, h1, h2, h3 = hands
        ns = h0 | h2
        ew = h1 | h3
        pn = pe = 0
        n_runs = run_pts = long = second = 0
        for s in (0, 1, 2, 3):
            sh = 8 * s
            nb = ns >> sh & 255
            eb = ew >> sh & 255
            table = sp[s]
            pn += table[nb]
            pe += table[eb]
            r, rp = run(s, nb, eb)
            n_runs += r
            run_pts += rp
            if r > 0:
                long += nb.bit_count()
                if eb.bit_count() >= 2:
                    second -= 1
            elif r < 0:
                long -= eb.bit_count()
                if nb.bit_count() >= 2:
                    second += 1
        total = LAST_TRICK_BONUS + pn + pe
        w = weights[h0.bit_count()]
        v = (total / 2 + w[0] * (pn - pe) + w[1] * n_runs + w[2] * run_pts + w[3] * long + w[4] * second
             + w[5] * (1 if not leader & 1 else -1))
        return 0.0 if v < 0 else total if v > total else v

    return leaf_nt
