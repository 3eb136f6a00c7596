"""The hard level: it plays the deal out in its head, many times.

For a card, the hard bot deals the cards it cannot see in many ways that fit
everything it knows (``sampler``: voids shown, cards played, the classic
up-card with its taker, the belote pair, and the bids, which make some deals
more likely than others), solves each deal with every hand face up
(``solver``), and plays the card whose outcome, averaged over the deals, is
best. The outcome is the deal's score for its side minus the other side's,
so a point matters most where it makes or breaks the contract.

For a bid, it deals the unseen cards the same way (hundreds of times: the
deals are judged by the solver's leaf estimate alone) and asks, for the
trumps worth a look, what each side would count, then makes the call worth
most on average as if the auction ended with it: taking or passing in
classic, the value and trump of a bid, coinche and surcoinche.

Each decision has a time budget (``budget`` seconds, 0.3 by default) and
answers with the best move found when it runs out or when the caller's
``cancel`` event is set; no call blocks much longer than the budget.
Randomness comes from the seed and the position only, so the same seed in
the same position makes the same choice when the number of deals it looks
at is fixed (``max_samples``).
"""

from __future__ import annotations

import math
import random
import time
from typing import NamedTuple, Protocol

from ..engine.bidding import (
    CAPOT_VALUE,
    COINCHE,
    CONTRACT,
    PASS,
    PASS_BID,
    SURCOINCHE,
    TAKE,
    Bid,
    Contract,
)
from ..engine.cards import ACE, JACK, KING, NINE, QUEEN, SANS_ATOUT, SUIT_MASK, TEN, cards_of
from ..engine.deal import BIDDING, PLAYING
from ..engine.declarations import CARRE, SEQUENCE, best_declarations
from ..engine.options import Options
from ..engine.scoring import DOUBLED_BASE, round_to_ten, score_deal
from ..engine.tricks import LAST_TRICK_BONUS, POINTS, STRENGTH
from .base import Bot, Decision
from .knowledge import Knowledge, deduce
from .leaf import make_leaf
from .sampler import Sampler
from .solver import EW_WON, NS_WON, SearchTimeout, Solver
from .view import SeatView

DEFAULT_BUDGET = 0.3
# Share of the budget spent searching; the rest covers setting up and the
# last search's overrun (the solver looks at the clock every few hundred nodes).
SEARCH_SHARE = 0.85
CHECK_EVERY = 256
# How deep to search, by the tricks left in the hand: down to trick starts
# where each hand holds this many cards, then the leaf estimate (0: to the
# end). The first depth is tried on the first deal; if that deal shows that
# fewer than ``MIN_SAMPLES`` deals would fit in the budget, the next one is
# used for the rest.
DEPTHS = {8: (6, 7), 7: (5, 6), 6: (3, 4), 5: (0, 3), 4: (0, 2)}
MIN_SAMPLES = 24
# A card decision stops before the budget once the leading card beats every
# other by a clear margin on the same deals (paired, so the luck of the deal
# cancels): more deals would not change the choice, and the table moves on.
SETTLE_AFTER = 16  # deals looked at before the first check
SETTLE_Z = 3.0  # how many standard errors the lead must clear
SETTLE_EQUAL = 2.0  # points: cards surely closer than this are as good as each other

_CARRE_RANK_ORDER = {ACE: 3, TEN: 2, KING: 1, QUEEN: 0, JACK: 0, NINE: 0}


class CancelEvent(Protocol):
    def is_set(self) -> bool: ...


class HardBot(Bot):
    level = "hard"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, max_samples: int | None = None) -> None:
        self.seed = seed
        self.budget = budget
        self.max_samples = max_samples  # a cap on the deals per decision (tests, replays)
        self._deadline: float | None = None
        self._cancel: CancelEvent | None = None
        self.last_samples = 0  # deals looked at for the last decision

    # ----- the interface -------------------------------------------------
    def decide(self, view: SeatView, cancel: CancelEvent | None = None) -> Decision:
        """``Bot.decide`` with a budget and an optional ``cancel`` event (set
        from another thread): the best decision found so far is returned when
        either ends the search."""
        self._deadline = time.perf_counter() + self.budget * SEARCH_SHARE
        self._cancel = cancel
        try:
            return super().decide(view)
        finally:
            self._deadline = None
            self._cancel = None

    def choose_bid(self, view: SeatView) -> Bid:
        with _Clock(self):
            legal = view.legal_bids
            if len(legal) == 1:
                return legal[0]
            bidder = _Bidder(self, view)
            return bidder.choose()

    def choose_card(self, view: SeatView) -> int:
        with _Clock(self):
            legal = view.legal_mask()
            cards = cards_of(legal)
            if len(cards) == 1:
                return cards[0]
            return _CardChooser(self, view, legal).choose()

    # ----- time and randomness ------------------------------------------
    def rng(self, view: SeatView) -> random.Random:
        """Drawn from the seed and what the seat sees only (a string seed is
        hashed the same way in every run)."""
        played = len(view.tricks) * 4 + len(view.trick)
        return random.Random(f"hard/{self.seed}/{view.seat}/{view.dealer}/{view.hand}/{len(view.bids)}/{played}")

    def out_of_time(self) -> bool:
        if self._cancel is not None and self._cancel.is_set():
            return True
        return self._deadline is not None and time.perf_counter() > self._deadline

    def stopped(self) -> bool:
        return self._cancel is not None and self._cancel.is_set()

    @property
    def deadline(self) -> float:
        assert self._deadline is not None
        return self._deadline


class _Clock:
    """Starts the budget for a direct ``choose_*`` call (``decide`` has
    started it already)."""

    def __init__(self, bot: HardBot) -> None:
        self.bot = bot
        self.owner = False

    def __enter__(self) -> None:
        if self.bot._deadline is None:
            self.bot._deadline = time.perf_counter() + self.bot.budget * SEARCH_SHARE
            self.owner = True

    def __exit__(self, *exc: object) -> None:
        if self.owner:
            self.bot._deadline = None


# =================================================================== scoring
def _played_by(view: SeatView) -> list[int]:
    """The cards each seat has played so far, as masks."""
    out = [0, 0, 0, 0]
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        seat = leader
        for c in cards:
            out[seat] |= 1 << c
            seat = view.next_seats[seat]
    return out


def _announced_key(kind: str, value: int, length: int, top: int) -> tuple[int, int, int, int]:
    """R7 order of a declaration heard at the table (its suit is not said,
    so a trump sequence's edge over an equal plain one is not counted)."""
    if kind == CARRE:
        return (2, value, _CARRE_RANK_ORDER.get(top, 0), 0)
    return (1, length, top, 0)


def declaration_outcome(options: Options, mode: int, order: list[int], hands: list[int],
                        heard: dict[int, list[tuple[tuple[int, int, int, int], int]]]) -> tuple[int | None, list[int]]:
    """The team whose declarations score and each team's total (R7), for
    full dealt ``hands``; ``heard`` holds what seats have announced already
    (key, value), the others are taken to announce their best split."""
    if not options.declarations:
        return None, [0, 0]
    best: tuple[tuple[int, int, int, int], int] | None = None
    values = [0, 0]
    for position, seat in enumerate(order):
        if seat in heard:
            decls = heard[seat]
        else:
            decls = [(d.key(mode), d.value) for d in best_declarations(hands[seat])]
        for key, value in decls:
            values[seat & 1] += value
            candidate = (key, -position)
            if best is None or candidate > best[0]:
                best = (candidate, seat & 1)
    return (None if best is None else best[1]), values


class _Outcome:
    """Turns North-South's value of the rest of the play into the deal's
    score for the bot's side minus the other side's."""

    def __init__(self, view: SeatView, contract: Contract) -> None:
        self.options = view.options
        self.contract = contract
        self.mode = contract.trump
        self.team = view.seat & 1
        points = POINTS[self.mode]
        self.past = [0, 0]
        self.won = 0
        for t in view.tricks:
            self.past[t.winner & 1] += sum(points[c] for c in t.cards)
            self.won |= EW_WON if t.winner & 1 else NS_WON
        if len(view.tricks) == 8:
            self.past[view.tricks[-1].winner & 1] += LAST_TRICK_BONUS
        # Points still to be taken: the trick on the table, the cards in hands
        # (152 in all) and the last trick.
        taken = sum(points[c] for t in view.tricks for c in t.cards)
        self.remaining = 152 - taken + LAST_TRICK_BONUS
        self.played_by = _played_by(view)
        self.order = self._trick_one_order(view)
        # Declarations are settled once trick 1 is over; before that each deal decides.
        self.fixed_declarations: tuple[int | None, list[int]] | None = None
        self.heard: dict[int, list[tuple[tuple[int, int, int, int], int]]] = {}
        if view.phase == PLAYING and view.tricks:
            values = [0, 0]
            team = None
            for s, decls in view.shown:
                team = s & 1
                values[s & 1] += sum(d.value for d in decls)
            self.fixed_declarations = (team, values)
        else:
            for s, decls in view.announced:
                self.heard[s] = [(_announced_key(a.kind, a.value, a.length, a.top), a.value) for a in decls]
            for s in range(4):
                if self.played_by[s] and s not in self.heard:
                    self.heard[s] = []  # played its first card without announcing
        self.fixed_belote: list[int] | None = None
        self.belote_pair = 0
        if 0 <= self.mode < 4:
            pair = (1 << (self.mode * 8 + KING)) | (1 << (self.mode * 8 + QUEEN))
            self.belote_pair = pair
            played = self.played_by[0] | self.played_by[1] | self.played_by[2] | self.played_by[3]
            if view.belote_seat >= 0:
                self.fixed_belote = [20, 0] if view.belote_seat & 1 == 0 else [0, 20]
            elif played & pair:
                # One of the pair fell without "belote": split, or given up.
                self.fixed_belote = [0, 0]
        else:
            self.fixed_belote = [0, 0]

    @staticmethod
    def _trick_one_order(view: SeatView) -> list[int]:
        first = view.tricks[0].leader if view.tricks else (
            view.trick_leader if view.phase == PLAYING else view.next_seats[view.dealer])
        order = [first]
        for _ in range(3):
            order.append(view.next_seats[order[-1]])
        return order

    def extras(self, hands: list[int]) -> tuple[int | None, list[int], list[int]]:
        """(declaration team, declaration values, belote) for the current
        ``hands`` of a deal."""
        if self.fixed_declarations is not None:
            team, values = self.fixed_declarations
        else:
            dealt = [hands[s] | self.played_by[s] for s in range(4)]
            team, values = declaration_outcome(self.options, self.mode, self.order, dealt, self.heard)
        if self.fixed_belote is not None:
            belote = self.fixed_belote
        else:
            belote = [0, 0]
            pair = self.belote_pair
            for s in range(4):
                if hands[s] & pair == pair:
                    belote[s & 1] = 20
        return team, values, belote

    def utility(self, ns_value: float, extras: tuple[int | None, list[int], list[int]],
                contract: Contract | None = None) -> float:
        """Score for the bot's side minus the other side's, when North-South
        get ``ns_value`` from the rest of the play (capot folded in)."""
        contract = contract or self.contract
        remaining = self.remaining
        capot = None
        if ns_value > remaining:
            ns_future, capot = float(remaining), 0
        elif ns_value < 0:
            ns_future, capot = 0.0, 1
        else:
            ns_future = ns_value
        totals = [self.past[0] + ns_future, self.past[1] + remaining - ns_future]
        if capot is not None:
            tricks = [8, 0] if capot == 0 else [0, 8]
            last_team = capot
        else:
            tricks = [4, 4]
            last_team = 0 if totals[0] >= LAST_TRICK_BONUS else 1
        card_points = list(totals)
        card_points[last_team] -= LAST_TRICK_BONUS
        team, values, belote = extras
        result = score_deal(self.options, contract, card_points, tricks, last_team, team, values, belote)  # type: ignore[arg-type]
        s = result.scores()
        return s[self.team] - s[self.team ^ 1]


# ============================================================ bids as evidence
def hand_value(hand: int, mode: int) -> float:
    """A quick reading of what a hand is worth to its side as ``mode``, on
    about the scale of a bid (a random hand reads about 63, one in ten above
    85): the weights a club player gives the jack and nine of trump, trump
    length, belote, side aces and tens, and voids to ruff with. Only used to
    judge how well a sampled hand fits the calls its player made, so it is
    rough on purpose."""
    value = 36.0
    if 0 <= mode < 4:
        t = hand >> (8 * mode) & 255
        n = t.bit_count()
        value += 22 * (t >> JACK & 1) + 13 * (t >> NINE & 1) + 8 * (t >> ACE & 1) + 6 * (t >> TEN & 1)
        value += 3.5 * (t & (1 << KING | 1 << QUEEN | 3)).bit_count() + 5 * max(0, n - 3)
        if t >> KING & 1 and t >> QUEEN & 1:
            value += 20  # belote
        ruffing = min(n, 3) / 3
        for s in range(4):
            if s == mode:
                continue
            b = hand >> (8 * s) & 255
            value += 11 * (b >> ACE & 1) + (6 if b >> TEN & 1 and b >> ACE & 1 else 3 if b >> TEN & 1 and
                                            b.bit_count() >= 2 else 0)
            if not b:
                value += 6 * ruffing
        return value
    top, second = (ACE, TEN) if mode == SANS_ATOUT else (JACK, NINE)
    value -= 2
    for s in range(4):
        b = hand >> (8 * s) & 255
        value += 21 * (b >> top & 1) + 10 * (b >> second & 1 and b >> top & 1)
        value += 4 * (b >> second & 1 and not b >> top & 1 and b.bit_count() >= 2)
        if b >> top & 1:
            value += 4 * max(0, b.bit_count() - 3)
    return value


def _has_run(hand: int, length: int, top: int) -> bool:
    """Whether ``hand`` holds a sequence of exactly ``length`` cards up to
    rank ``top`` in some suit (sequence order: rank order)."""
    run = ((1 << length) - 1) << (top - length + 1)
    for s in range(4):
        b = hand >> (8 * s) & 255
        if b & run == run and not (b >> (top + 1) & 1) and not (top - length >= 0 and b >> (top - length) & 1):
            return True
    return False


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class _Evidence:
    """How likely a deal makes the other players' calls: a seat that bid a
    trump likely holds a hand worth about its bid in it, a seat that passed
    likely held nothing worth bidding, a seat that announced a sequence
    holds one of that length and height. Used to weight the sampled deals.

    Each rule of a seat is (mode, threshold, sign): its hand reads at least
    (sign +1) or below (sign -1) ``threshold`` by ``hand_value``; the weight
    is a product of soft steps, so a deal that breaks a rule is rare, not
    impossible (people bid on hunches, and the reading is rough).
    """

    SOFT = 5.0  # ``hand_value`` points per unit of the logistic step

    def __init__(self, view: SeatView, played_by: list[int]) -> None:
        self.played_by = played_by
        self.up = view.up_card if view.options.is_classic and view.phase == BIDDING else None
        rules: dict[tuple[int, int, int], float] = {}

        def add(seat: int, mode: int, threshold: float, sign: int) -> None:
            key = (seat, mode, sign)
            old = rules.get(key)
            # Keep the strictest reading of the seat's calls.
            if old is None or (threshold - old) * sign > 0:
                rules[key] = threshold

        # The thresholds follow how the normal level's calls read on
        # ``hand_value`` over a few thousand auctions: a bid of V opens with a
        # hand reading about V / 2 + 36 (a quarter read below V / 2 + 30); a
        # pass below about 0.4 x the current bid + 46.
        if view.options.is_classic:
            up_suit = view.up_card >> 3 if view.up_card is not None else -1
            for i, (seat, bid) in enumerate(view.bids):
                if seat == view.seat:
                    continue
                if bid.kind == TAKE:
                    # Read on the eight cards it plays with (the up-card among them).
                    add(seat, bid.trump, 76.0, 1)
                elif bid.kind == PASS and self.up is not None:
                    if i < 4:
                        add(seat, up_suit, 68.0, -1)  # its five cards and the up-card did not fit
                    else:
                        for m in range(4):
                            if m != up_suit:
                                add(seat, m, 72.0, -1)
        else:
            floor = 70
            team_bid = [False, False]
            team_modes: tuple[set[int], set[int]] = (set(), set())
            modes = range(6) if view.options.allows_sans_tout_atout else range(4)
            for seat, bid in view.bids:
                if bid.kind == CONTRACT:
                    if seat != view.seat:
                        if bid.value == CAPOT_VALUE:
                            add(seat, bid.trump, 110.0, 1)
                        elif bid.trump in team_modes[seat & 1]:
                            # Raising the partner's trump: support, weaker evidence.
                            add(seat, bid.trump, 70.0, 1)
                        else:
                            add(seat, bid.trump, min(bid.value / 2 + 33.0, 100.0), 1)
                    team_bid[seat & 1] = True
                    team_modes[seat & 1].add(bid.trump)
                    floor = max(floor, bid.value)
                elif bid.kind == PASS and seat != view.seat and not team_bid[seat & 1] and floor < 160:
                    for m in modes:
                        add(seat, m, min(0.4 * floor + 46.0, 94.0), -1)
        self.by_seat: dict[int, list[tuple[int, float, int]]] = {}
        for (seat, mode, sign), threshold in rules.items():
            self.by_seat.setdefault(seat, []).append((mode, threshold, sign))
        # Announced sequences (R7): the table hears the length and the top
        # card's rank, not the suit. Carrés name their cards (``deduce``).
        self.sequences: dict[int, list[tuple[int, int]]] = {}
        for seat, heard in view.announced:
            if seat != view.seat:
                runs = [(a.length, a.top) for a in heard if a.kind == SEQUENCE]
                if runs:
                    self.sequences[seat] = runs
                    self.by_seat.setdefault(seat, [])

    def weight(self, seat: int, hand: int) -> float:
        """How well ``hand`` (what the seat holds now) fits the seat's calls."""
        rules = self.by_seat.get(seat)
        if not rules:
            return 1.0
        w = 1.0
        soft = self.SOFT
        hand |= self.played_by[seat] | (0 if self.up is None else 1 << self.up)
        for mode, threshold, sign in rules:
            w *= _sigmoid(sign * (hand_value(hand, mode) - threshold) / soft)
        for length, top in self.sequences.get(seat, ()):
            if not _has_run(hand, length, top):
                w *= 0.01
        return w

    def __bool__(self) -> bool:
        return bool(self.by_seat)


# =================================================================== the play
def _root_moves(view: SeatView, k: Knowledge, legal: int) -> list[int]:
    """The legal cards worth searching: of worthless low cards (7 8 9 of a
    plain suit, 7 8 of a trump suit) next to each other in power with no
    unseen card between them, which play exactly alike in every deal, only
    the lowest."""
    assert view.contract is not None
    mode = view.contract.trump
    strength = STRENGTH[mode]
    points = POINTS[mode]
    _win_seat, win_card = view.trick_winner()
    outside = k.unseen | (1 << win_card if win_card >= 0 else 0)
    moves: list[int] = []
    for suit in range(4):
        cards = sorted(cards_of(legal & SUIT_MASK[suit]), key=strength.__getitem__)
        prev = -1
        for c in cards:
            if prev >= 0 and points[c] == 0 and points[prev] == 0:
                between = 0
                for o in cards_of(outside & SUIT_MASK[suit]):
                    if strength[prev] < strength[o] < strength[c]:
                        between += 1
                if not between:
                    prev = c
                    continue
            moves.append(c)
            prev = c
    return moves


class _CardChooser:
    def __init__(self, bot: HardBot, view: SeatView, legal: int) -> None:
        assert view.contract is not None
        self.bot = bot
        self.view = view
        self.legal = legal
        self.contract = view.contract
        self.mode = view.contract.trump
        self.k = deduce(view)
        self.outcome = _Outcome(view, view.contract)

    def choose(self) -> int:
        bot, view, k = self.bot, self.view, self.k
        moves = _root_moves(view, k, self.legal)
        if len(moves) == 1:
            return moves[0]
        evidence = _Evidence(view, self.outcome.played_by)
        sampler = Sampler(k, bot.rng(view), evidence.weight if evidence else None)
        ladder = DEPTHS.get(view.hand.bit_count(), (0,))
        rung = 0
        solver = self._solver(ladder[rung])
        totals = dict.fromkeys(moves, 0.0)
        seen: dict[int, list[float]] = {c: [] for c in moves}
        n = 0
        limit = bot.max_samples
        start = time.perf_counter()
        while (limit is None or n < limit) and not bot.out_of_time():
            hands = sampler.deal()
            solver.tt.clear()
            try:
                values = solver.move_values(hands, view.trick_leader, view.trick, self.outcome.won, moves)
            except SearchTimeout:
                break
            extras = self.outcome.extras(hands)
            for c, v in values.items():
                u = self.outcome.utility(v, extras)
                totals[c] += u
                seen[c].append(u)
            n += 1
            if limit is None and n >= SETTLE_AFTER and n % 4 == 0 and settled(seen):
                break
            if n == 1 and limit is None and rung + 1 < len(ladder):
                # Too few deals would fit at this depth: many shallower
                # searches beat a handful of deep ones.
                spent = time.perf_counter() - start
                if spent * MIN_SAMPLES > bot.deadline - start:
                    rung += 1
                    solver = self._solver(ladder[rung])
        bot.last_samples = n
        if n == 0:
            return _fallback_card(view, self.legal)
        points = POINTS[self.mode]
        strength = STRENGTH[self.mode]
        # Ties go to the cheaper card.
        return max(moves, key=lambda c: (round(totals[c] / n, 6), -points[c], -strength[c], -c))

    def _solver(self, horizon: int) -> Solver:
        view, bot = self.view, self.bot
        return Solver(self.mode, view.next_seats, view.options.undertrump == "optional", capot=True,
                      deadline=bot.deadline, check_every=CHECK_EVERY, horizon=horizon,
                      leaf=make_leaf(self.mode) if horizon else None, stop=bot.stopped)


def settled(seen: dict[int, list[float]]) -> bool:
    """Whether more deals would not change the card: the card with the best
    mean leads each other card by more than ``SETTLE_Z`` standard errors of
    the per-deal difference, or is surely within ``SETTLE_EQUAL`` points of
    it (then either card will do)."""
    best = max(seen, key=lambda c: sum(seen[c]))
    ahead = seen[best]
    n = len(ahead)
    for card, values in seen.items():
        if card == best:
            continue
        diffs = [a - b for a, b in zip(ahead, values, strict=True)]
        mean = sum(diffs) / n
        error = SETTLE_Z * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
        if mean - error <= 0 and mean + error >= SETTLE_EQUAL:
            return False
    return True


def _fallback_card(view: SeatView, legal: int) -> int:
    """No deal could be searched in time: play as the normal level would."""
    try:
        from .normal import NormalBot

        card = NormalBot(0).choose_card(view)
        if legal >> card & 1:
            return card
    except Exception:  # any failure falls through to the simplest safe card
        pass
    assert view.contract is not None
    mode = view.contract.trump
    return min(cards_of(legal), key=lambda c: (POINTS[mode][c], STRENGTH[mode][c]))


# =================================================================== bidding
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

    def choose(self) -> Bid:
        if self.options.is_classic:
            return self._classic()
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
        # Passing leaves the choice to the others; on average that is worth
        # about nothing to either side (a throw-in is exactly nothing).
        best_bid, best_value = PASS_BID, TAKE_MARGIN
        for bid in takes:
            value = self.expected(deals, Contract(view.seat, bid.trump))
            if value > best_value:
                best_bid, best_value = bid, value
        return best_bid

    # ----- coinche and contrée -----------------------------------------
    def _coinche(self) -> Bid:
        view = self.view
        me = view.seat
        legal = list(view.legal_bids)
        allowed = list(range(6) if self.options.allows_sans_tout_atout else range(4))
        highest: tuple[int, Bid] | None = None
        multiplier = 1
        bid_modes = []
        for seat, bid in view.bids:
            if bid.kind == CONTRACT:
                highest = (seat, bid)
                if bid.trump not in bid_modes:
                    bid_modes.append(bid.trump)
            elif bid.kind == COINCHE:
                multiplier = 2
            elif bid.kind == SURCOINCHE:
                multiplier = 4
        can_bid = any(b.kind == CONTRACT for b in legal)
        modes = list(bid_modes)
        if can_bid:
            ranked = sorted(allowed, key=lambda m: -hand_value(view.hand, m))
            modes += [m for m in ranked[:BID_MODES] if m not in modes]
        if not modes:
            return PASS_BID
        deals = self._deals(modes, me)
        if not deals:
            return _fallback_bid(view)

        tables: dict[tuple[int, int], list[tuple[float, float, int, int, int, int]]] = {}

        def expected(taker: int, mode: int, value: int, factor: int) -> float:
            key = (taker & 1, mode)
            if key not in tables:
                tables[key] = self._counted_table(deals, taker & 1, mode)
            mine = (me ^ taker) & 1 == 0
            total = 0.0
            for row in tables[key]:
                score_t, score_d = coinche_scores(self.options, value, factor, *row)
                total += score_t - score_d if mine else score_d - score_t
            return total / len(deals)

        # Passing lets the auction stand as it is (myopically: as if it ended now).
        if highest is None:
            pass_value = 0.0
        else:
            seat, bid = highest
            pass_value = expected(seat, bid.trump, bid.value, multiplier)
        best_bid, best_value = PASS_BID, pass_value
        partners = highest is not None and highest[0] == me ^ 2
        # Our side's counted points per mode bound the values worth trying.
        ceiling = {m: max(row[0] for row in self._counted_table(deals, me & 1, m)) for m in modes}
        for bid in legal:
            if bid.kind == CONTRACT:
                if bid.trump not in modes or bid.value > ceiling[bid.trump] + 10:
                    continue
                value = expected(me, bid.trump, bid.value, 1) - BID_MARGIN
                if partners and bid.trump != highest[1].trump:  # type: ignore[index]
                    # Over the partner's trump, a trump of mine must be clearly
                    # better: each partner sees its own suit best, and two
                    # partners outbidding each other only climb.
                    value -= SWITCH_MARGIN
            elif bid.kind in (COINCHE, SURCOINCHE) and highest is not None:
                seat, hb = highest
                if hb.is_capot:
                    # The estimate knows no capots: coinche one only holding a sure trick.
                    if bid.kind == COINCHE and _sure_trick(view.hand, hb.trump):
                        best_bid, best_value = bid, math.inf
                    continue
                factor = 2 if bid.kind == COINCHE else 4
                value = expected(seat, hb.trump, hb.value, factor) - COINCHE_MARGIN
            else:
                continue
            if value > best_value:
                best_bid, best_value = bid, value
        return best_bid

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


def _fallback_bid(view: SeatView) -> Bid:
    try:
        from .normal import NormalBot

        bid = NormalBot(0).choose_bid(view)
        if bid in view.legal_bids:
            return bid
    except Exception:  # fall back to passing
        pass
    return PASS_BID if PASS_BID in view.legal_bids else view.legal_bids[0]


__all__ = ["DEFAULT_BUDGET", "HardBot", "declaration_outcome", "hand_value"]
