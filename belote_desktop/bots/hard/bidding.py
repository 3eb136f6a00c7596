"""The bidding: deal the unseen cards hundreds of times, value each deal
by the solver's leaf estimate for the trumps worth a look, and make the call
worth most on average as if the auction ended with it. The expert solves the
deals to the end when calls are close (``exact_bids``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ...engine.bidding import (
    CAPOT_VALUE,
    COINCHE,
    CONTRACT,
    KEEP_BID,
    LAST_RAISE,
    PASS_BID,
    SURCOINCHE,
    TAKE,
    Bid,
    Contract,
)
from ...engine.cards import JACK, cards_of
from ...engine.options import Options
from ...engine.scoring import DOUBLED_BASE, round_to_ten
from ..evidence import _Evidence, hand_value
from ..knowledge import deduce
from ..leaf import make_leaf
from ..sampler import Sampler
from ..view import SeatView
from .exact_bids import BATCH, refine
from .outcome import _Outcome
from .pool import ValueJob, deal_value, solve_in_pool

if TYPE_CHECKING:
    from . import HardBot


class _Option(NamedTuple):
    bid: Bid
    value: float  # what it is compared by
    shown: float | None  # what the coach is told it is worth (None: nothing)
    mode: int | None  # the trump whose play decides its value (None: no play)


class _SampledDeal(NamedTuple):
    hands: list[int]  # all four, eight cards each
    values: dict[int, float]  # per mode: North-South's value of the play
    extras: dict[int, tuple[int | None, list[int], list[int]]]  # per mode: declarations and belote


# Points the takers lose against the face-up value of a deal in coinche:
# real play does not see the cards (about 5 points, measured with the normal
# level), and the best of many noisy estimates is optimistic. Classic takes
# need no such discount: replaying the hands where the hard and the normal
# level disagreed, taking paid even when the simulated score was somewhat
# below passing's (passing is not really worth nothing: the others then
# choose), hence the negative margin.
REALIZATION = 8.0
CLASSIC_REALIZATION = 0.0
TAKE_MARGIN = -25.0  # classic: take when the simulated score beats this
BID_MARGIN = 5.0  # coinche: a bid must beat letting the auction stand by this
SWITCH_MARGIN = 30.0  # ... and by this much more to replace the partner's trump
COINCHE_MARGIN = 30.0  # a coinche doubles the stakes on a guess about hidden hands
MAX_BID_SAMPLES = 400  # enough to tell bids apart; the rest of the budget is not needed
# Expert (``exact_bids``): calls within this many points of the best are close enough for a second
# look, with the deals solved to the end; with ``max_samples`` (tests, replays) at most this many
# deals are solved, with no clock.
EXACT_CLOSE = 40.0
EXACT_SAMPLES_CAPPED = 64
BID_MODES = 3  # coinche: the trumps simulated besides those already bid, best by a quick look


class _Bidder:
    """Simulates the deal for the trumps worth a look and makes the call
    worth most, as if the auction ended with it."""

    def __init__(self, bot: HardBot, view: SeatView) -> None:
        self.bot = bot
        self.view = view
        self.options = view.options
        self.k = deduce(view)
        self.first = view.next_seats[view.dealer]
        self._outcomes: dict[tuple[int, int], _Outcome] = {}
        # Coinche: per (team, trump), the sampled deals' counted points (``_counted_table``).
        self._tables: dict[tuple[int, int], list[tuple[float, float, int, int, int, int]]] = {}

    def choose(self) -> Bid:
        if self.options.is_classic:
            return self._classic()
        if self.view.auction_moment == LAST_RAISE:
            return self._last_raise()
        return self._coinche()

    # ----- sampling full deals ------------------------------------------
    def _deals(self, modes: list[int], taker: int) -> list[_SampledDeal]:
        """Sampled full deals with North-South's estimated value of each mode
        (classic: the up-card and the stack go out as if ``taker`` took).

        The value is the leaf estimate of the whole deal, without search: it
        is off by about 17 points on one deal but not biased, and what
        matters for a bid is the spread over the hidden hands, which only
        many deals measure (a search of the first trick costs fifty times
        more and is barely closer)."""
        bot, view = self.bot, self.view
        evidence = _Evidence(view, [0, 0, 0, 0])
        sampler = Sampler(self.k, bot.rng(view), evidence.weight if evidence else None)
        out: list[_SampledDeal] = []
        limit = bot.max_samples
        leaves = {m: make_leaf(m) for m in modes}
        outcomes = {m: self._outcome(Contract(taker, m)) for m in modes}
        first = self.first
        if limit is None:
            limit = MAX_BID_SAMPLES
        while len(out) < limit and not bot.out_of_time():
            full = self._complete(sampler.deal(), sampler, taker)
            values = {m: leaves[m](full, first) for m in modes}
            out.append(_SampledDeal(full, values, {m: outcomes[m].extras(full) for m in modes}))
        bot.last_samples = len(out)
        return out

    def _complete(self, hands: list[int], sampler: Sampler, taker: int) -> list[int]:
        """Classic bidding: give out the up-card and the stack as R3 does."""
        if not sampler.stock:
            return hands
        up = self.view.up_card
        assert up is not None
        full = list(hands)
        stock = cards_of(sampler.stock)
        stock_order = sampler.rng.sample(stock, len(stock))  # the stack's order is not seen either
        full[taker] |= 1 << up
        pos = 0
        seat = self.first
        for _ in range(4):
            n = 2 if seat == taker else 3
            for c in stock_order[pos:pos + n]:
                full[seat] |= 1 << c
            pos += n
            seat = self.view.next_seats[seat]
        return full

    def _outcome(self, contract: Contract) -> _Outcome:
        key = (contract.taker, contract.trump)
        if key not in self._outcomes:
            self._outcomes[key] = _Outcome(self.view, contract)
        return self._outcomes[key]

    def expected(self, deals: list[_SampledDeal], contract: Contract) -> float:
        """The mean score difference for the bot's side if ``contract`` is played."""
        outcome = self._outcome(contract)
        mode = contract.trump
        # The takers make less at the table than with every card face up.
        real = CLASSIC_REALIZATION if self.options.is_classic else REALIZATION
        shift = -real if contract.takers == 0 else real
        total = 0.0
        for d in deals:
            v = d.values[mode]
            if 0 <= v <= 162:
                v = min(162.0, max(0.0, v + shift))
            total += outcome.utility(v, d.extras[mode], contract)
        return total / len(deals)

    # ----- classic ------------------------------------------------------
    def _classic(self) -> Bid:
        view = self.view
        takes = [b for b in view.legal_bids if b.kind == TAKE]
        if not takes:
            return PASS_BID
        deals = self._deals([b.trump for b in takes], view.seat)
        if not deals:
            return _fallback_bid(view)

        def options() -> list[_Option]:
            # Passing leaves the choice to the others: not worth nothing (see
            # ``TAKE_MARGIN``). The coach is told the value the call is chosen
            # by, so that the hint and the review rank the calls as it does.
            out = [_Option(PASS_BID, TAKE_MARGIN, TAKE_MARGIN, None)]
            for bid in takes:
                value = self.expected(deals, Contract(view.seat, bid.trump))
                out.append(_Option(bid, value, value, bid.trump))
            return out

        return self._pick(self._second_look(deals, options))

    # ----- coinche and contrée -----------------------------------------
    def _coinche(self) -> Bid:
        view = self.view
        me = view.seat
        legal = list(view.legal_bids)
        highest, multiplier, bid_modes = self._auction()
        modes = self._modes(bid_modes, any(b.kind == CONTRACT for b in legal))
        if not modes:
            return PASS_BID
        deals = self._deals(modes, me)
        if not deals:
            return _fallback_bid(view)
        partner_bid = highest[1] if highest is not None and highest[0] == me ^ 2 else None
        standing = None if highest is None else highest[1].trump  # the trump a pass or a double plays in

        def options() -> list[_Option]:
            self._tables = {}  # the counted tables of these deals, as they are valued now
            # Passing lets the auction stand as it is (myopically: as if it ended now).
            if highest is None:
                pass_value = 0.0
            else:
                seat, bid = highest
                pass_value = self._expected_score(deals, seat, bid.trump, bid.value, multiplier)
            out = [_Option(PASS_BID, pass_value, pass_value, standing)]
            # Our side's counted points per mode bound the values worth trying.
            ceiling = {m: max(row[0] for row in self._counted_table(deals, me & 1, m)) for m in modes}
            for bid in legal:
                if bid.kind == CONTRACT:
                    value = self._bid_value(deals, bid, ceiling, partner_bid)
                    mode = bid.trump
                elif bid.kind in (COINCHE, SURCOINCHE) and highest is not None:
                    value = self._double_value(deals, bid, highest)
                    mode = standing
                else:
                    continue
                if value is not None:
                    out.append(_Option(bid, value, None if value == math.inf else value, mode))
            return out

        return self._pick(self._second_look(deals, options))

    # ----- the last raise (R5, ``last_raise``) ---------------------------
    def _last_raise(self) -> Bid:
        """Raise the contract once more, or keep it: each raise valued on the sampled deals as the contract
        played at that value, against keeping it as it is (myopically, as every call here: the opponents'
        chance to double that follows is left to the margin a bid must clear). ``HardBot(raises=False)``
        always keeps (the arena's baseline)."""
        view = self.view
        highest, _multiplier, _modes = self._auction()
        if not self.bot.raises or highest is None:
            return KEEP_BID
        me, kept = view.seat, highest[1]
        deals = self._deals([kept.trump], me)
        if not deals:
            return KEEP_BID

        def options() -> list[_Option]:
            self._tables = {}
            keep_value = self._expected_score(deals, me, kept.trump, kept.value, 1)
            out = [_Option(KEEP_BID, keep_value, keep_value, kept.trump)]
            ceiling = {kept.trump: max(row[0] for row in self._counted_table(deals, me & 1, kept.trump))}
            for bid in view.legal_bids:
                if bid.kind == CONTRACT:
                    value = self._bid_value(deals, bid, ceiling, None)
                    if value is not None:
                        out.append(_Option(bid, value, value, bid.trump))
            return out

        return self._pick(self._second_look(deals, options))

    # ----- choosing -----------------------------------------------------
    def _second_look(self, deals: list[_SampledDeal], options: Callable[[], list[_Option]]) -> list[_Option]:
        """The calls' values; for the expert (``bot.exact_bids``), when the
        best call leads another by at most ``EXACT_CLOSE``, valued again
        after the deals are solved exactly for the trumps of the close calls
        (``exact_bids``)."""
        first = options()
        bot = self.bot
        if not bot.exact_bids:
            return first
        best = max(o.value for o in first)
        close = [o for o in first if best - o.value <= EXACT_CLOSE]
        modes = sorted({o.mode for o in close if o.mode is not None})
        if len(close) < 2 or not modes:
            return first
        view = self.view
        next_seats = tuple(view.next_seats)
        optional = self.options.undertrump == "optional"
        timed = bot.max_samples is None
        deadline = bot.deadline if timed else None

        def solve(pairs: list[tuple[int, int]]) -> list[int | None]:
            jobs = [ValueJob(m, next_seats, optional, deals[i].hands, self.first, deadline, bot.stopped)
                    for i, m in pairs]
            return solve_in_pool(bot.workers, jobs, deal_value)

        limit = None if timed else EXACT_SAMPLES_CAPPED
        solved = refine([d.values for d in deals], [d.hands for d in deals], modes, solve,
                        bot.out_of_time if timed else _never, BATCH * bot.workers, limit)
        bot.last_exact = min(solved.values())
        return options()

    def _pick(self, options: list[_Option]) -> Bid:
        """The call worth most (the first of equals: passing before a bid),
        with what each was worth kept for the coach."""
        best = options[0]
        for option in options:
            if option.shown is not None:
                self.bot.last_values[option.bid] = option.shown
            if option.value > best.value:
                best = option
        return best.bid

    def _auction(self) -> tuple[tuple[int, Bid] | None, int, list[int]]:
        """The auction so far: the highest bid with its seat (None before
        any), its multiplier (2 once coinched, 4 once surcoinched) and the
        trumps bid, in the order first bid."""
        highest: tuple[int, Bid] | None = None
        multiplier = 1
        bid_modes = []
        for seat, bid in self.view.bids:
            if bid.kind == CONTRACT:
                highest = (seat, bid)
                if bid.trump not in bid_modes:
                    bid_modes.append(bid.trump)
            elif bid.kind == COINCHE:
                multiplier = 2
            elif bid.kind == SURCOINCHE:
                multiplier = 4
        return highest, multiplier, bid_modes

    def _modes(self, bid_modes: list[int], can_bid: bool) -> list[int]:
        """The trumps to simulate: those bid so far and, if the bot may still
        bid, the ``BID_MODES`` its hand reads best in (``hand_value``)."""
        allowed = list(range(6) if self.options.allows_sans_tout_atout else range(4))
        modes = list(bid_modes)
        if can_bid:
            ranked = sorted(allowed, key=lambda m: -hand_value(self.view.hand, m))
            modes += [m for m in ranked[:BID_MODES] if m not in modes]
        return modes

    def _expected_score(self, deals: list[_SampledDeal], taker: int, mode: int, value: int, factor: int) -> float:
        """The mean score difference for the bot's side if ``taker``'s bid
        of ``value`` in ``mode`` ends the auction, at ``factor`` (1, or 2
        coinched, 4 surcoinched)."""
        key = (taker & 1, mode)
        tables = self._tables
        if key not in tables:
            tables[key] = self._counted_table(deals, taker & 1, mode)
        mine = (self.view.seat ^ taker) & 1 == 0
        total = 0.0
        for row in tables[key]:
            score_t, score_d = coinche_scores(self.options, value, factor, *row)
            total += score_t - score_d if mine else score_d - score_t
        return total / len(deals)

    def _bid_value(self, deals: list[_SampledDeal], bid: Bid, ceiling: dict[int, float],
                   partner_bid: Bid | None) -> float | None:
        """What a bid of the bot's is worth, to beat passing; None when its
        trump is not simulated (``ceiling`` has the simulated ones) or its
        value is beyond reach. ``partner_bid``: the partner's bid, if it is
        the highest."""
        if bid.trump not in ceiling or bid.value > ceiling[bid.trump] + 10:
            return None
        value = self._expected_score(deals, self.view.seat, bid.trump, bid.value, 1) - BID_MARGIN
        if partner_bid is not None and bid.trump != partner_bid.trump:
            # Over the partner's trump, a trump of mine must be clearly
            # better: each partner sees its own suit best, and two
            # partners outbidding each other only climb.
            value -= SWITCH_MARGIN
        return value

    def _double_value(self, deals: list[_SampledDeal], bid: Bid, highest: tuple[int, Bid]) -> float | None:
        """What a coinche or surcoinche of the ``highest`` bid is worth, to
        beat passing; None when it is not to be made."""
        seat, hb = highest
        if hb.is_capot:
            # The estimate knows no capots: coinche one only holding a sure trick.
            if bid.kind == COINCHE and _sure_trick(self.view.hand, hb.trump):
                return math.inf
            return None
        factor = 2 if bid.kind == COINCHE else 4
        return self._expected_score(deals, seat, hb.trump, hb.value, factor) - COINCHE_MARGIN

    def _counted_table(self, deals: list[_SampledDeal], takers: int,
                       mode: int) -> list[tuple[float, float, int, int, int, int]]:
        """Per deal, what R10 scores from if team ``takers`` plays ``mode``:
        both sides' counted points (the takers' card points lowered by
        ``REALIZATION``), the takers' scoring declarations, all scoring
        declarations, and each side's belote."""
        rows = []
        for d in deals:
            ns = min(162.0, max(0.0, d.values[mode] + (-REALIZATION if takers == 0 else REALIZATION)))
            team, values, belote = d.extras[mode]
            scored = [values[0] if team == 0 else 0, values[1] if team == 1 else 0]
            points = (ns, 162.0 - ns)
            t, o = takers, takers ^ 1
            rows.append((points[t] + scored[t] + belote[t], points[o] + scored[o] + belote[o],
                         scored[t], scored[0] + scored[1], belote[t], belote[o]))
        return rows


def _sure_trick(hand: int, mode: int) -> bool:
    """A card that takes a trick whatever the others do: the jack of trump
    wins any trick it is played to. (An ace in sans atout or a jack in tout
    atout wins only if its suit is led, which the takers can avoid.)"""
    return 0 <= mode < 4 and bool(hand >> (mode * 8 + JACK) & 1)


def coinche_scores(options: Options, value: int, factor: int, counted_t: float, counted_d: float,
                   declarations_t: int, declarations: int, belote_t: int, belote_d: int) -> tuple[float, float]:
    """(takers' score, defence's score) of a coinche or contrée deal (R10),
    from both sides' counted points; the same rules as ``score_deal``
    without building its records, for the thousands of trials of a bid."""
    if value == CAPOT_VALUE:
        made = False  # the estimate has no capots: never counted on
    else:
        made = counted_t >= value
    if made and factor == 1:
        score_t, score_d = counted_t + value, counted_d
    elif made:
        score_t, score_d = DOUBLED_BASE + value * factor + declarations_t + belote_t, float(belote_d)
    else:
        score_t, score_d = float(belote_t), DOUBLED_BASE + value * factor + declarations + belote_d
    if options.round_to_ten:
        return round_to_ten(score_t), round_to_ten(score_d)  # type: ignore[arg-type]
    return score_t, score_d


def _never() -> bool:
    return False


def _fallback_bid(view: SeatView) -> Bid:
    try:
        from ..normal import NormalBot

        bid = NormalBot(0).choose_bid(view)
        if bid in view.legal_bids:
            return bid
    except Exception:  # fall back to passing
        pass
    for quiet in (PASS_BID, KEEP_BID):
        if quiet in view.legal_bids:
            return quiet
    return view.legal_bids[0]
