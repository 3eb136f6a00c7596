"""The leaf estimate of a depth-limited search (``Solver``'s ``horizon``).

At a trick start where each hand holds few enough cards, the search stops and
``make_leaf`` estimates North-South's points from the tricks left with a
linear model of a few features (``leaf_features``: trumps and top cards held,
ruffs waiting, who leads) fitted on about 13,000 positions from deals played
by the normal level, each solved exactly (capot left out). Its error is 10 to
18 points depending on the cards left, and it is not biased. The hard bot's
bidding values whole deals with it alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine.cards import SANS_ATOUT, SUIT_MASK, TOUT_ATOUT
from ..engine.tricks import LAST_TRICK_BONUS, PLAIN_ORDER, POINTS, TRUMP_ORDER


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
