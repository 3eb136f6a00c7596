"""The expert's second look at a close call (bots/hard/exact_bids.py): the
sampled deals' estimates replaced by exact values, the rest shifted by the
solved deals' mean difference; and the bidder taking that look only for the
expert, only when calls are close, the same on one thread or two."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest

from belote_desktop.bots import SeatView, make_bot
from belote_desktop.bots.hard import ExpertBot, HardBot, bidding
from belote_desktop.bots.hard.exact_bids import MIN_FOR_SHIFT, card_points, refine
from belote_desktop.bots.hard.pool import DealJob, ValueJob, deal_value, solve_deal, solve_in_pool
from belote_desktop.bots.solver import NATIVE, Solver
from belote_desktop.engine import PRESETS, Deal
from belote_desktop.engine.bidding import PASS_BID, Bid
from belote_desktop.engine.cards import cards_of
from tests.bots.test_hard import shuffled

NEXT = (1, 2, 3, 0)


def _fake(values: list[dict[int, float]]) -> dict[tuple[int, int], int]:
    """Exact values that differ from the estimates by a known amount: +10 in mode 0, -6 in mode 1."""
    return {(i, m): round(row[m]) + (10 if m == 0 else -6) for i, row in enumerate(values) for m in row}


def test_solved_deals_get_their_exact_value_and_the_rest_the_mean_difference() -> None:
    rng = random.Random(1)
    values = [{0: float(rng.randrange(20, 140)), 1: float(rng.randrange(20, 140))} for _ in range(40)]
    before = [dict(row) for row in values]
    exact = _fake(values)
    calls: list[list[tuple[int, int]]] = []

    def solve(pairs: list[tuple[int, int]]) -> list[int | None]:
        calls.append(pairs)
        return [exact[p] for p in pairs]

    solved = refine(values, [[0, 0, 0, 0]] * 40, [0, 1], solve, lambda: False, batch=6, limit=12)
    assert solved == {0: 12, 1: 12}
    assert all(len(c) <= 6 for c in calls)
    for i in range(40):
        for m, shift in ((0, 10), (1, -6)):
            if i < 12:
                assert values[i][m] == exact[i, m]
            else:
                assert values[i][m] == pytest.approx(before[i][m] + shift)


def test_too_few_solved_deals_shift_nothing_and_a_cut_search_ends_the_look() -> None:
    values = [{2: 50.0} for _ in range(20)]
    answers = iter([70] * (MIN_FOR_SHIFT - 1) + [None])

    def solve(pairs: list[tuple[int, int]]) -> list[int | None]:
        return [next(answers) for _ in pairs]

    solved = refine(values, [[0, 0, 0, 0]] * 20, [2], solve, lambda: False, batch=1)
    assert solved == {2: MIN_FOR_SHIFT - 1}
    assert [row[2] for row in values] == [70.0] * (MIN_FOR_SHIFT - 1) + [50.0] * (20 - MIN_FOR_SHIFT + 1)


def test_out_of_time_before_the_first_batch_changes_nothing() -> None:
    values = [{0: 80.0}, {0: 90.0}]
    assert refine(values, [[0] * 4] * 2, [0], lambda pairs: [0] * len(pairs), lambda: True, batch=2) == {0: 0}
    assert values == [{0: 80.0}, {0: 90.0}]


def test_a_capot_counts_as_all_or_none_of_the_card_points() -> None:
    assert card_points(252) == 162.0 and card_points(-90) == 0.0 and card_points(97) == 97.0


def test_a_deal_is_valued_as_the_solver_values_it_and_not_after_its_time() -> None:
    deck = shuffled(5)
    hands = [sum(1 << c for c in deck[s * 8:(s + 1) * 8]) for s in range(4)]
    for mode in (1, 4, 5):
        job = ValueJob(mode, NEXT, False, hands, 2, None)
        assert deal_value(job) == Solver(mode, NEXT, capot=True).value(hands, 2)
    assert deal_value(ValueJob(1, NEXT, False, hands, 2, time.perf_counter())) is None


def test_a_job_started_after_the_decisions_deadline_does_not_search() -> None:
    # With one worker a batch's jobs run one after another: a job that starts once the decision's
    # deadline has passed must stop at once, not get a time of its own from its start.
    deck = shuffled(7)
    hands = [sum(1 << c for c in deck[s * 8:(s + 1) * 8]) for s in range(4)]
    deadline = time.perf_counter() + 0.05
    jobs = [ValueJob(mode, NEXT, False, hands, 2, deadline) for mode in (0, 4, 5)]
    plays = [DealJob(1, NEXT, False, 0, hands, 2, (), 0, (c,), deadline, False) for c in cards_of(hands[2])[:2]]
    while time.perf_counter() <= deadline:
        time.sleep(0.01)
    assert solve_in_pool(1, jobs, deal_value) == [None, None, None]
    assert solve_in_pool(1, plays, solve_deal) == [None, None]


def _first_call(variant: str, samples: int, wanted: Callable[[dict[Bid, float]], bool]) -> tuple[int, SeatView]:
    """The first dealer's left hand's opening call (seed, view), of deals 0 to 199, whose values on the
    estimate (the hard level's, with ``samples`` deals and the same seed) are ``wanted``."""
    for seed in range(200):
        deal = Deal(PRESETS[variant], 0, shuffled(seed))
        view = SeatView.of(deal, deal.turn)
        bot = HardBot(seed, budget=120.0, max_samples=samples)
        bot.choose_bid(view)
        if wanted(bot.last_values):
            return seed, view
    raise AssertionError(f"no such call in 200 {variant} deals")


def _close(values: dict[Bid, float]) -> bool:
    """A classic take close to passing (which is compared at ``TAKE_MARGIN``)."""
    take = [v for b, v in values.items() if b != PASS_BID]
    return bool(take) and abs(take[0] - bidding.TAKE_MARGIN) < bidding.EXACT_CLOSE / 2


def _clear(values: dict[Bid, float]) -> bool:
    """A best call ahead of every other by more than ``EXACT_CLOSE``."""
    ordered = sorted(values.values(), reverse=True)
    return len(ordered) > 1 and ordered[0] - ordered[1] > bidding.EXACT_CLOSE


@pytest.mark.skipif(not NATIVE, reason="the second look needs the compiled search")
def test_only_the_expert_looks_again_and_only_at_a_close_call() -> None:
    seed, view = _first_call("classic", 48, _close)
    hard = HardBot(seed, budget=120.0, max_samples=48)
    hard.choose_bid(view)
    assert hard.last_exact == 0
    looks = {}
    for workers in (1, 2):
        expert = ExpertBot(seed, budget=120.0, max_samples=48, workers=workers)
        looks[workers] = (expert.choose_bid(view), dict(expert.last_values))
        assert expert.last_exact == 48  # all of them: fewer than the cap without a clock
    assert looks[1] == looks[2]
    # The second look changed what the take is worth (the solved deals replaced the estimates).
    take = next(b for b in looks[1][1] if b != PASS_BID)
    assert looks[1][1][take] != hard.last_values[take]


@pytest.mark.skipif(not NATIVE, reason="the second look needs the compiled search")
def test_a_clear_call_gets_no_second_look() -> None:
    seed, view = _first_call("coinche", 32, _clear)
    expert = ExpertBot(seed, budget=120.0, max_samples=32)
    assert expert.choose_bid(view) == HardBot(seed, budget=120.0, max_samples=32).choose_bid(view)
    assert expert.last_exact == 0


@pytest.mark.skipif(not NATIVE, reason="the second look needs the compiled search")
def test_the_arenas_expert_without_the_look_bids_as_the_hard_level() -> None:
    seed, view = _first_call("classic", 48, _close)
    no_look = make_bot("expert-no-look", seed=seed, workers=1)
    assert isinstance(no_look, ExpertBot) and not no_look.exact_bids
    assert make_bot("expert", seed=seed, workers=1).exact_bids  # type: ignore[attr-defined]
    no_look.max_samples, no_look.budget = 48, 120.0
    hard = HardBot(seed, budget=120.0, max_samples=48)
    assert no_look.choose_bid(view) == hard.choose_bid(view)
    assert no_look.last_exact == 0 and no_look.last_values == hard.last_values
