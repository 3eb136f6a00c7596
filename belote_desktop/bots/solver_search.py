"""The solver's search (``solver.Solver``): closures over local tables, which
is what pure Python runs fastest. ``start`` is a trick start (transposition
table, bounds, the leads), ``node`` a player following in a trick."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.cards import SANS_ATOUT, SUIT_MASK
from ..engine.tricks import BEATS, CAPOT_BONUS, LAST_TRICK_BONUS, POINTS, POWER, STRENGTH
from .solver_driver import BOTH_WON, EW_WON, NS_WON
from .solver_tables import strength_bytes, suit_classes, suit_points

if TYPE_CHECKING:
    from .solver import Solver

INF = 10_000


def build_search(solver: Solver) -> tuple[Callable[..., int], Callable[..., int]]:
    mode = solver.mode
    pow_rows = POWER[mode]
    pts = POINTS[mode]
    beats = BEATS[mode]
    strength = STRENGTH[mode]
    suit_mask = SUIT_MASK
    nxt = solver.next_seats
    hands = solver.hands
    tt = solver.tt
    uo = solver.undertrump_optional
    capot_on = solver.capot
    classes = suit_classes(mode)
    sp0, sp1, sp2, sp3 = _points_of(mode)
    to_strength = [t for t, _ in strength_bytes(mode)]
    strength_points = [p for _, p in strength_bytes(mode)]
    trump_shift = 8 * mode if mode < 4 else 0
    trump_strength = to_strength[mode] if mode < 4 else to_strength[0]
    trump_points = strength_points[mode] if mode < 4 else strength_points[0]
    suit_contract = mode < 4
    sans_atout = mode == SANS_ATOUT
    trump_mask = SUIT_MASK[mode] if suit_contract else 0
    check_every = solver.check_every
    countdown = solver._countdown
    bonus = LAST_TRICK_BONUS
    capot_bonus = CAPOT_BONUS
    horizon = solver.horizon
    leaf = solver.leaf
    leaf_values: dict[tuple[int, ...], int] = {}
    # Ordering keys, lower first. A leader tries its strongest cards first
    # (cashing winners is usually best and cuts the search early); a player
    # who cannot win sheds its cheapest card; one whose partner wins
    # "charges" its richest card.
    trumpish = [suit_contract and c >> 3 == mode for c in range(32)]
    lead_key = [-(strength[c] + (16 if trumpish[c] else 0)) for c in range(32)]
    cheap_key = [pts[c] * 16 + strength[c] + (256 if trumpish[c] else 0) for c in range(32)]
    rich_key = [-pts[c] * 16 + strength[c] + (256 if trumpish[c] else 0) for c in range(32)]

    def tick() -> None:
        countdown[0] = check_every
        solver._ticks += check_every
        solver._check()  # the deadline and the caller's stop, as the compiled search asks them

    def ordered(seat: int, legal: int, n: int, led: int, wc: int, ws: int,
                wp: int) -> tuple[list[int] | tuple[int, ...], dict[int, int] | None]:
        """The cards worth trying, best first, and for cards that bound each
        other (equivalent, different points) their class."""
        hand = hands[seat]
        live = hands[0] | hands[1] | hands[2] | hands[3]
        if n:
            live |= 1 << wc
            s = (legal.bit_length() - 1) >> 3
            sh = s * 8
            if not legal & ((1 << sh) - 1):
                # One suit (following, or trumps only): the table's orders serve.
                weak, cheap, rich, _mask, links = classes[s][hand >> sh & 255 | (live >> sh & 255) << 8]
                if legal >> sh != hand >> sh & 255:
                    weak = [c for c in weak if legal >> c & 1]
                    cheap = [c for c in cheap if legal >> c & 1]
                    rich = [c for c in rich if legal >> c & 1]
                if ws ^ seat == 2:
                    return rich, links
                row = pow_rows[led]
                if len(weak) < 2 or row[weak[-1]] <= wp:
                    return cheap, links
                if row[weak[0]] > wp:
                    return weak, links
                return [c for c in weak if row[c] > wp] + [c for c in cheap if row[c] <= wp], links
        cs: list[int] = []
        links = None
        for suit in (0, 1, 2, 3):
            sh = suit * 8
            if not legal >> sh & 255:
                continue
            weak, _cheap, _rich, _mask, link = classes[suit][hand >> sh & 255 | (live >> sh & 255) << 8]
            cs += weak
            if link is not None:
                if links is None:
                    links = dict(link)
                else:
                    links.update(link)
        if len(cs) < 2:
            return cs, links
        if n == 0:
            cs.sort(key=lead_key.__getitem__)
            return cs, links
        if ws ^ seat == 2:
            cs.sort(key=rich_key.__getitem__)
            return cs, links
        row = pow_rows[led]
        win = [c for c in cs if row[c] > wp]
        if win:
            if len(win) == len(cs):
                win.sort(key=strength.__getitem__)
                return win, links
            lose = [c for c in cs if row[c] <= wp]
            win.sort(key=strength.__getitem__)
            lose.sort(key=cheap_key.__getitem__)
            return win + lose, links
        cs.sort(key=cheap_key.__getitem__)
        return cs, links

    def legal_of(hand: int, seat: int, led: int, wc: int, ws: int) -> int:
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
        """A player following (``n`` cards of the trick played already)."""
        countdown[0] -= 1
        if countdown[0] <= 0:
            tick()
        hand = hands[seat]
        moves, links = ordered(seat, legal_of(hand, seat, led, wc, ws), n, led, wc, ws, wp)
        maximize = not seat & 1
        best = -INF if maximize else INF
        nseat = nxt[seat]
        row = pow_rows[led]
        seen: dict[int, tuple[int, int]] | None = {} if links is not None else None
        for c in moves:
            k = -1
            if links is not None:
                k = links.get(c, -1)
                if k >= 0:
                    ref = seen.get(k)  # type: ignore[union-attr]
                    if ref is not None:
                        # An equivalent card was searched: its value bounds this one.
                        d = pts[c] - pts[ref[0]]
                        if d < 0:
                            d = -d
                        if maximize:
                            bound = ref[1] + d
                            if bound <= alpha:
                                if bound > best:
                                    best = bound
                                continue
                        else:
                            bound = ref[1] - d
                            if bound >= beta:
                                if bound < best:
                                    best = bound
                                continue
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
                    v = start(nws, won | EW_WON, alpha, beta)
                else:
                    v = ntp + start(nws, won | NS_WON, alpha - ntp, beta - ntp)
            else:
                v = node(nseat, n + 1, led, nwc, nws, nwp, ntp, won, alpha, beta)
            hands[seat] = hand
            if k >= 0:
                seen[k] = (c, v)  # type: ignore[index]
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

    def last_trick(leader: int, won: int) -> int:
        """One card each: the trick plays itself."""
        c = hands[leader].bit_length() - 1
        row = pow_rows[c >> 3]
        wp, ws, tp = row[c], leader, pts[c] + bonus
        s = leader
        for _ in (1, 2, 3):
            s = nxt[s]
            c = hands[s].bit_length() - 1
            tp += pts[c]
            if row[c] > wp:
                wp, ws = row[c], s
        if ws & 1:
            v, won = 0, won | EW_WON
        else:
            v, won = tp, won | NS_WON
        if capot_on:
            if won == NS_WON:
                v += capot_bonus
            elif won == EW_WON:
                v -= capot_bonus
        return v

    def two_tricks(leader: int, won: int) -> int:
        """Two cards each: the last two tricks searched exactly by plain loops (no table, no bounds, no
        ordering): there are at most sixteen ways to play the first of them, and the generic search spent
        most of its time here on its own bookkeeping."""
        s1 = nxt[leader]
        s2 = nxt[s1]
        s3 = nxt[s2]
        hl, h1, h2, h3 = hands[leader], hands[s1], hands[s2], hands[s3]
        max0, max1, max2, max3 = not leader & 1, not s1 & 1, not s2 & 1, not s3 & 1
        best0 = -INF if max0 else INF
        m0 = hl
        while m0:
            b0 = m0 & -m0
            m0 ^= b0
            c0 = b0.bit_length() - 1
            led = c0 >> 3
            row = pow_rows[led]
            hands[leader] = hl ^ b0
            best1 = -INF if max1 else INF
            m1 = legal_of(h1, s1, led, c0, leader)
            while m1:
                b1 = m1 & -m1
                m1 ^= b1
                c1 = b1.bit_length() - 1
                if row[c1] > row[c0]:
                    wc1, ws1 = c1, s1
                else:
                    wc1, ws1 = c0, leader
                hands[s1] = h1 ^ b1
                best2 = -INF if max2 else INF
                m2 = legal_of(h2, s2, led, wc1, ws1)
                while m2:
                    b2 = m2 & -m2
                    m2 ^= b2
                    c2 = b2.bit_length() - 1
                    if row[c2] > row[wc1]:
                        wc2, ws2 = c2, s2
                    else:
                        wc2, ws2 = wc1, ws1
                    hands[s2] = h2 ^ b2
                    best3 = -INF if max3 else INF
                    m3 = legal_of(h3, s3, led, wc2, ws2)
                    tp = pts[c0] + pts[c1] + pts[c2]
                    while m3:
                        b3 = m3 & -m3
                        m3 ^= b3
                        c3 = b3.bit_length() - 1
                        ws = s3 if row[c3] > row[wc2] else ws2
                        hands[s3] = h3 ^ b3
                        if ws & 1:
                            v = last_trick(ws, won | EW_WON)
                        else:
                            v = tp + pts[c3] + last_trick(ws, won | NS_WON)
                        if max3:
                            if v > best3:
                                best3 = v
                        elif v < best3:
                            best3 = v
                    hands[s3] = h3
                    if max2:
                        if best3 > best2:
                            best2 = best3
                    elif best3 < best2:
                        best2 = best3
                hands[s2] = h2
                if max1:
                    if best2 > best1:
                        best1 = best2
                elif best2 < best1:
                    best1 = best2
            hands[s1] = h1
            if max0:
                if best1 > best0:
                    best0 = best1
            elif best1 < best0:
                best0 = best1
        hands[leader] = hl
        return best0

    def start(leader: int, won: int, alpha: int, beta: int) -> int:
        """Value of the tricks still to play, the next one led by ``leader``."""
        h0, h1, h2, h3 = hands
        if horizon and h0.bit_count() <= horizon:
            # Whole points: the null-window searches step by one, and the
            # estimate is only good to ten points or so anyway.
            lkey = (h0, h1, h2, h3, leader)
            v = leaf_values.get(lkey)
            if v is None:
                v = leaf_values[lkey] = int(leaf(hands, leader) + 0.5)  # type: ignore[misc]
            return v
        if not h0 & (h0 - 1):
            return last_trick(leader, won)
        if not capot_on or won == BOTH_WON:
            won = BOTH_WON  # capot decided: the flag no longer matters
        key = (h0, h1, h2, h3, leader, won)
        entry = tt.get(key)
        if entry is None and h0.bit_count() == 2:
            v = two_tricks(leader, won)
            tt[key] = [v, v, -1]
            return v
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha or lo == hi:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            first = -1
            live = h0 | h1 | h2 | h3
            rest = sp0[live & 255] + sp1[live >> 8 & 255] + sp2[live >> 16 & 255] + sp3[live >> 24] + bonus
            # What is left bounds the value: nothing or everything, and the
            # capot for a team that has every trick so far.
            ns_capot = capot_on and not won & EW_WON
            ew_capot = capot_on and not won & NS_WON
            lo = -capot_bonus if ew_capot else 0
            hi = rest + capot_bonus if ns_capot else rest
            # Cards that cannot lose: a team's top trumps win their tricks
            # whenever they are played; the leader can cash its masters
            # (side suits once the other team's trumps are drawn), and one
            # who holds only masters takes every trick.
            hand = hands[leader]
            cash = side = 0
            claim = True
            for sh in (0, 8, 16, 24):
                b = hand >> sh & 255
                if b:
                    table = to_strength[sh >> 3]
                    bs = table[b]
                    others = table[live >> sh & 255] ^ bs
                    if others:
                        top = bs & ~((1 << others.bit_length()) - 1)
                        if top != bs:
                            claim = False
                    else:
                        top = bs
                    if top:
                        if sh == trump_shift and suit_contract:
                            cash += strength_points[sh >> 3][top]
                        else:
                            side += strength_points[sh >> 3][top]
            if suit_contract:
                tn = trump_strength[(h0 | h2) >> trump_shift & 255]
                te = trump_strength[(h1 | h3) >> trump_shift & 255]
                opp = (hands[leader ^ 1] & trump_mask).bit_count()
                t = (hands[leader ^ 3] & trump_mask).bit_count()
                if t > opp:
                    opp = t
                mine = hand >> trump_shift & 255
                if opp:
                    bs = trump_strength[mine]
                    others = (tn | te) ^ bs
                    masters = (bs & ~((1 << others.bit_length()) - 1)).bit_count()
                    if masters < opp:
                        side = 0
                        claim = claim and not hand & ~trump_mask
                if tn > te:
                    sure = trump_points[tn & ~((1 << te.bit_length()) - 1)]
                    if sure > lo:
                        lo = sure
                    ew_capot = False
                elif te:
                    sure = trump_points[te & ~((1 << tn.bit_length()) - 1)]
                    if rest - sure < hi:
                        hi = rest - sure
                    ns_capot = False
            if claim:
                if leader & 1:
                    v = -capot_bonus if ew_capot else 0
                else:
                    v = rest + capot_bonus if ns_capot else rest
                tt[key] = [v, v, -1]
                return v
            cash += side
            if cash:
                if leader & 1:
                    if rest - cash < hi:
                        hi = rest - cash
                elif cash > lo:
                    lo = cash
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
        hand = hands[leader]
        moves, links = ordered(leader, hand, 0, -1, -1, -1, -1)
        if first >= 0 and moves[0] != first:
            moves = list(moves)
            moves.remove(first)
            moves.insert(0, first)
        maximize = not leader & 1
        best = -INF if maximize else INF
        best_card = -1
        nseat = nxt[leader]
        seen: dict[int, tuple[int, int]] | None = {} if links is not None else None
        a, b = alpha, beta
        for c in moves:
            k = -1
            if links is not None:
                k = links.get(c, -1)
                if k >= 0:
                    ref = seen.get(k)  # type: ignore[union-attr]
                    if ref is not None:
                        d = pts[c] - pts[ref[0]]
                        if d < 0:
                            d = -d
                        if maximize:
                            bound = ref[1] + d
                            if bound <= a:
                                if bound > best:
                                    best = bound
                                continue
                        else:
                            bound = ref[1] - d
                            if bound >= b:
                                if bound < best:
                                    best = bound
                                continue
            hands[leader] = hand ^ (1 << c)
            s = c >> 3
            v = node(nseat, 1, s, c, leader, pow_rows[s][c], pts[c], won, a, b)
            hands[leader] = hand
            if k >= 0:
                seen[k] = (c, v)  # type: ignore[index]
            if maximize:
                if v > best:
                    best, best_card = v, c
                    if v > a:
                        a = v
                        if a >= b:
                            break
            elif v < best:
                best, best_card = v, c
                if v < b:
                    b = v
                    if a >= b:
                        break
        if best_card < 0:
            best_card = first
        if best <= alpha:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        tt[key] = [lo, hi, best_card]
        return best

    return node, start


_POINTS_OF: dict[int, tuple[tuple[int, ...], ...]] = {}


def _points_of(mode: int) -> tuple[tuple[int, ...], ...]:
    table = _POINTS_OF.get(mode)
    if table is None:
        table = _POINTS_OF[mode] = suit_points(mode)
    return table
