"""The hard and expert levels at klaverjas: belote's sampled-deal search, scoring K6 and K7.

For a card, the bot deals the cards it cannot see in many ways that fit what it knows (``knowledge``: the
voids and trumps K5 showed; ``outcome.call_weight``: who passed and who played), solves each deal with every
hand face up (``solver``: roem per trick, stuk, the last trick, pit), turns each card's value into the deal's
score (``outcome``: made or nat, exactly half nat unless ``half_is_made``) and plays the card best on average.

For the choice of trump it deals the three other hands the same way and values each call on every deal:
"ik speel" in a suit by the leaf estimate of the points the makers would take (``bots.leaf``, the card play
being belote's suit play), "ik pas" by what the players after it would do by the normal level's count of
their hands, and when all pass, what the forced player would play. The expert gives the two best calls a
second look with the deals solved to the end (where the compiled search was built), as its time allows.

Each decision has a budget (``budget`` seconds) and answers with the best found when it runs out or when the
caller's ``cancel`` is set. The deals are solved on ``workers`` threads (``hard.pool``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from ...engine.bidding import PASS, TAKE, Bid
from ...engine.cards import cards_of
from ...engine.tricks import POINTS, STRENGTH
from ..hard.play import SETTLE_AFTER, settled
from ..hard.pool import solve_in_pool
from ..leaf import make_leaf
from ..sampler import Sampler
from ..solver_driver import teams_won
from ..view import SeatView, played_by
from .base import KlaverjasBot
from .knowledge import deduce
from .normal import KlaverjasNormalBot
from .outcome import Outcome, call_weight
from .sense import PLAY_AT, trump_worth
from .solver import NATIVE, KlaverjasSolver, SearchTimeout

SEARCH_SHARE = 0.85  # of the budget: the rest covers setting up and the last search's overrun
CHECK_EVERY = 256
CALL_DEALS = 400  # deals at most for the choice of trump (each valued by the leaf estimate)
CLOSE_CALL = 15.0  # points: calls closer than this get the expert's second look
HARD_BUDGET = 0.3
EXPERT_BUDGET = 1.0


class CardJob(NamedTuple):
    options: Any
    trump: int
    makers: int
    next_seats: tuple[int, ...]
    hands: list[int]
    leader: int
    trick: tuple[int, ...]
    won: int
    moves: tuple[int, ...]
    deadline: float | None
    stop: Callable[[], bool] | None
    native: bool


def solve_card_job(job: CardJob) -> dict[int, int] | None:
    """Every move's value in one sampled deal, or None when the time ran out."""
    solver = KlaverjasSolver(job.options, job.trump, job.makers, job.next_seats, job.deadline, job.stop,
                             CHECK_EVERY, job.native)
    try:
        return solver.move_values(job.hands, job.leader, job.trick, job.won, job.moves)
    except SearchTimeout:
        return None


class ValueJob(NamedTuple):
    options: Any
    trump: int
    makers: int
    next_seats: tuple[int, ...]
    hands: list[int]
    leader: int
    deadline: float | None
    stop: Callable[[], bool] | None


def solve_value_job(job: ValueJob) -> int | None:
    """A whole deal's exact value from its first lead, or None when the time ran out."""
    solver = KlaverjasSolver(job.options, job.trump, job.makers, job.next_seats, job.deadline, job.stop,
                             CHECK_EVERY, True)
    try:
        return solver.value(job.hands, job.leader)
    except SearchTimeout:
        return None


class KlaverjasHardBot(KlaverjasBot):
    level = "hard"

    def __init__(self, seed: int = 0, budget: float = HARD_BUDGET, workers: int = 1,
                 max_samples: int | None = None, native: bool = True, second_look: bool = False) -> None:
        self.seed = seed
        self.budget = budget
        self.workers = max(1, workers)
        self.max_samples = max_samples  # a cap on the deals per decision, with no clock (tests, replays)
        self.native = native and NATIVE
        self.second_look = second_look and self.native
        self._deadline: float | None = None
        self._cancel: Any = None
        self.last_samples = 0
        self.last_values: dict[object, float] = {}

    # ----- the interface -------------------------------------------------
    def decide(self, view: SeatView, cancel: Any = None) -> Any:  # type: ignore[override]
        self._deadline = time.perf_counter() + self.budget * SEARCH_SHARE
        self._cancel = cancel
        try:
            return super().decide(view)
        finally:
            self._deadline = None
            self._cancel = None

    def rng(self, view: SeatView) -> random.Random:
        played = len(view.tricks) * 4 + len(view.trick)
        return random.Random(f"klaverjas/{self.level}/{self.seed}/{view.seat}/{view.dealer}/{view.hand}/"
                             f"{len(view.bids)}/{played}")

    def stopped(self) -> bool:
        return self._cancel is not None and self._cancel.is_set()

    def out_of_time(self) -> bool:
        if self.stopped():
            return True
        return self.max_samples is None and self._deadline is not None and time.perf_counter() > self._deadline

    def _timed_deadline(self) -> float | None:
        return self._deadline if self.max_samples is None else None

    # ----- the card ------------------------------------------------------
    def choose_card(self, view: SeatView) -> int:
        self.last_values = {}
        legal = view.legal_mask()
        moves = cards_of(legal)
        if len(moves) == 1:
            return moves[0]
        if self._deadline is None:
            self._deadline = time.perf_counter() + self.budget * SEARCH_SHARE
        assert view.contract is not None
        trump, makers = view.contract.trump, view.contract.takers
        outcome = Outcome(view, makers, trump)
        played = played_by(view)
        sampler = Sampler(deduce(view), self.rng(view), call_weight(view, played))
        won = teams_won(t.winner for t in view.tricks)
        seen: dict[int, list[float]] = {c: [] for c in moves}
        n = 0
        limit = self.max_samples
        next_settle = SETTLE_AFTER
        while (limit is None or n < limit) and not (n > 0 and self.out_of_time()) and not self.stopped():
            count = self.workers if limit is None else min(self.workers, limit - n)
            deals = [sampler.deal() for _ in range(count)]
            # The first deals may run a budget past the clock (a decision on no deal at all is the normal
            # level's); later ones stop at it.
            deadline = self._timed_deadline()
            if deadline is not None and n == 0:
                deadline += self.budget
            jobs = [CardJob(view.options, trump, makers, view.next_seats, hands, view.trick_leader, view.trick, won,
                            tuple(moves), deadline, self.stopped, self.native)
                    for hands in deals]
            results = solve_in_pool(self.workers, jobs, solve_card_job)
            added = 0
            for values in results:
                if values is None:
                    break
                for c, v in values.items():
                    seen[c].append(outcome.utility(v))
                added += 1
            n += added
            if added < count:
                break
            if limit is None and n >= next_settle:
                if settled(seen):
                    break
                next_settle = n + 4
        self.last_samples = n
        if n == 0:
            return KlaverjasNormalBot(self.seed).choose_card(view)
        self.last_values = {c: sum(seen[c]) / n for c in moves}
        points, strength = POINTS[trump], STRENGTH[trump]
        return max(moves, key=lambda c: (round(self.last_values[c], 6), -points[c], -strength[c], -c))

    # ----- the choice of trump -----------------------------------------
    def choose_bid(self, view: SeatView) -> Bid:
        self.last_values = {}
        legal = list(view.legal_bids)
        if len(legal) == 1:
            return legal[0]
        if self._deadline is None:
            self._deadline = time.perf_counter() + self.budget * SEARCH_SHARE
        return _TrumpChoice(self, view).choose()


class _TrumpChoice:
    """Values each call of ``view.legal_bids`` over sampled deals of the other hands."""

    def __init__(self, bot: KlaverjasHardBot, view: SeatView) -> None:
        self.bot = bot
        self.view = view
        self.me = view.seat
        self.options = view.options
        self.first = view.dealer if view.options.first_speaker == "dealer" else view.next_seats[view.dealer]
        self.voorhand = view.next_seats[view.dealer]
        self.leaves = {s: make_leaf(s) for s in range(4)}

    def leader(self, maker: int) -> int:
        return maker if self.options.first_lead == "maker" else self.voorhand

    def choose(self) -> Bid:
        bot, view = self.bot, self.view
        sampler = Sampler(deduce(view), bot.rng(view), call_weight(view, [0, 0, 0, 0]))
        calls = list(view.legal_bids)
        totals = dict.fromkeys(calls, 0.0)
        deals: list[list[int]] = []
        plays: dict[Bid, list[tuple[int, int]]] = {}  # the call -> (maker, trump) on each deal
        limit = bot.max_samples if bot.max_samples is not None else CALL_DEALS
        forced_suit = self._my_forced_suit()
        while len(deals) < limit and not (deals and bot.out_of_time()):
            hands = sampler.deal()
            deals.append(hands)
            for call in calls:
                maker, trump = self._after(call, hands, forced_suit)
                plays.setdefault(call, []).append((maker, trump))
                totals[call] += self._estimate(hands, maker, trump)
        n = len(deals)
        values = {c: totals[c] / n for c in calls}
        if bot.second_look and n >= 4:
            values = self._second_look(deals, plays, values)
        bot.last_samples = n
        bot.last_values = dict(values)
        # Ties go to passing, then to the lower suit.
        return max(calls, key=lambda c: (round(values[c], 6), c.kind == PASS, -(c.trump if c.kind == TAKE else 9)))

    def _my_forced_suit(self) -> int:
        """The suit this seat would name if it has to play later (after four passes): its best by its count."""
        suits = range(4)
        if self.view.imposed is not None:
            return self.view.imposed
        if self.view.proposed is not None and self.options.gedraaid_all_pass == "choose_other":
            suits = [s for s in range(4) if s != self.view.proposed]
        return max(suits, key=lambda s: (trump_worth(self.view.hand, s), -s))

    def _after(self, call: Bid, hands: list[int], forced_suit: int) -> tuple[int, int]:
        """Who plays in what after ``call``: the caller, or the next player whose hand the normal level would
        play (the proposed suit only, in gedraaid), or the forced player after four passes."""
        if call.kind == TAKE:
            return self.me, call.trump
        view = self.view
        passes = sum(1 for _, b in view.bids if b.kind == PASS) + 1
        seat = view.next_seats[self.me]
        proposed = view.proposed
        while passes < 4:
            suits = (proposed,) if proposed is not None else tuple(range(4))
            best = max(suits, key=lambda s: (trump_worth(hands[seat], s), -s))
            if trump_worth(hands[seat], best) >= PLAY_AT:
                return seat, best
            passes += 1
            seat = view.next_seats[seat]
        forced = self.first
        if forced == self.me:
            return forced, forced_suit
        return forced, _forced_choice(self.options, hands[forced], proposed, view)

    def _estimate(self, hands: list[int], maker: int, trump: int) -> float:
        """This team's score minus the other's if ``maker`` plays in ``trump``, by the leaf estimate."""
        ns = self.leaves[trump](hands, self.leader(maker))
        return self._score(2 * ns - 162, maker, trump)

    def _score(self, ns_minus_ew: float, maker: int, trump: int) -> float:
        makers = maker & 1
        ahead = ns_minus_ew if makers == 0 else -ns_minus_ew
        made = ahead >= 0 if self.options.half_is_made else ahead > 0
        makers_minus = ahead if made else -162
        value = makers_minus if makers == self.me & 1 else -makers_minus
        return value * (2 if self.options.double_spades and trump == 0 else 1)

    def _second_look(self, deals: list[list[int]], plays: dict[Bid, list[tuple[int, int]]],
                     values: dict[Bid, float]) -> dict[Bid, float]:
        """The expert's: the two best calls, if close, valued again on the same deals solved to the end."""
        ranked = sorted(values, key=values.__getitem__, reverse=True)
        if values[ranked[0]] - values[ranked[1]] > CLOSE_CALL:
            return values
        bot = self.bot
        pair = ranked[:2]
        exact = {c: 0.0 for c in pair}
        n = 0
        for i, hands in enumerate(deals):
            if bot.out_of_time():
                break
            jobs = []
            for c in pair:
                maker, trump = plays[c][i]
                jobs.append(ValueJob(self.options, trump, maker & 1, self.view.next_seats, hands, self.leader(maker),
                                     bot._timed_deadline(), bot.stopped))
            results = solve_in_pool(bot.workers, jobs, solve_value_job)
            if any(r is None for r in results):
                break
            for c, r in zip(pair, results, strict=True):
                maker, trump = plays[c][i]
                exact[c] += self._score(r, maker, trump)  # type: ignore[arg-type]
            n += 1
        if n < 4:
            return values
        out = dict(values)
        for c in pair:
            out[c] = exact[c] / n
        return out


def _forced_choice(options: Any, hand: int, proposed: int | None, view: SeatView) -> int:
    if view.imposed is not None:
        return view.imposed
    suits = list(range(4))
    if proposed is not None and options.gedraaid_all_pass == "choose_other":
        suits.remove(proposed)
    return max(suits, key=lambda s: (trump_worth(hand, s), -s))


class KlaverjasExpertBot(KlaverjasHardBot):
    """The hard level with more time, every core, and a second look at close calls."""

    level = "expert"


__all__ = ["EXPERT_BUDGET", "HARD_BUDGET", "KlaverjasExpertBot", "KlaverjasHardBot"]
