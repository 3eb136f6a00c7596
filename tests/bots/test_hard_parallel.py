"""The hard bot's two solvers and its pool of threads: the exact solver and
the first one (``legacy=True``) both play legal cards, and with a fixed number
of deals the choice does not depend on how many threads solve them."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.hard import ExpertBot, HardBot
from belote_desktop.engine import PRESETS, Deal
from tests.engine.helpers import bid_all


def positions(seed: int, cards_played: tuple[int, ...]) -> list[SeatView]:
    """Views of one coinche deal at the given numbers of cards played (any legal cards)."""
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    deal = Deal(PRESETS["coinche"], 0, deck)
    bid_all(deal, ["90 H", "pass", "pass", "pass"])
    rng = random.Random(seed)
    out = []
    played = 0
    while not deal.is_over and len(out) < len(cards_played):
        if deal.can_announce():
            deal.announce(())
            continue
        if played in cards_played:
            out.append(SeatView.of(deal, deal.turn))
        deal.play(rng.choice(deal.legal_cards()))
        played += 1
    return out


@pytest.mark.slow
def test_the_choice_does_not_depend_on_the_workers() -> None:
    # Early (depth-limited), in the middle and late (exact to the end).
    weighed = 0  # positions with more than one card worth searching
    for view in positions(7, (1, 13, 18)):
        chosen, values = {}, {}
        for workers in (1, 2, 4):
            bot = HardBot(3, budget=120.0, max_samples=6, workers=workers)
            chosen[workers] = bot.choose_card(view)
            values[workers] = bot.last_values
        assert len(set(chosen.values())) == 1, chosen
        assert view.legal_mask() >> chosen[1] & 1
        # Not only the card: every card's average over the same deals, to the last bit.
        assert values[1] == values[2] == values[4]
        weighed += len(values[1]) > 1
    assert weighed >= 1


def test_the_legacy_level_plays_a_whole_deal() -> None:
    deck = list(range(32))
    random.Random(9).shuffle(deck)
    deal = Deal(PRESETS["classic"], 1, deck)
    bots = [make_bot("hard-legacy" if s & 1 else "hard", seed=s, budget=0.02) for s in range(4)]
    assert [b.legacy for b in bots] == [False, True, False, True]  # type: ignore[attr-defined]
    while not deal.is_over:
        seat = deal.turn
        apply(deal, seat, bots[seat].decide(SeatView.of(deal, seat)))
    assert deal.is_over


def test_exact_and_legacy_agree_on_a_late_card_with_the_same_deals() -> None:
    # Four cards each: both search to the end, so the same deals give the same values.
    for view in positions(11, (16, 17)):
        new = HardBot(5, budget=120.0, max_samples=8).choose_card(view)
        old = HardBot(5, budget=120.0, max_samples=8, legacy=True).choose_card(view)
        assert new == old


def test_the_levels_are_made_with_their_budget_search_and_threads() -> None:
    from belote_desktop.bots.hard import EXACT_DEPTHS, EXPERT_BUDGET, NATIVE_DEPTHS, ExpertBot, default_workers
    from belote_desktop.bots.solver import NATIVE

    expert = make_bot("expert", seed=1)
    assert isinstance(expert, ExpertBot) and expert.level == "expert"
    assert expert.budget == EXPERT_BUDGET and expert.workers == default_workers() >= 1
    hard = make_bot("hard", seed=1, workers=3)
    assert isinstance(hard, HardBot) and hard.budget == 0.3 and hard.workers == 3
    before = make_bot("hard-python", seed=1)
    assert isinstance(before, HardBot) and not before.native and before.workers == 1
    assert before.depths is not NATIVE_DEPTHS
    if NATIVE:
        assert hard.native and hard.depths is NATIVE_DEPTHS
        # Every sampled deal searched to the end, from the first card.
        assert expert.depths is EXACT_DEPTHS and all(d == (0,) for d in expert.depths.values())


@pytest.mark.slow
def test_the_expert_choice_does_not_depend_on_the_threads() -> None:
    weighed = 0
    for view in positions(11, (0, 6, 21)):
        chosen, values = {}, {}
        for workers in (1, 2, 4):
            bot = ExpertBot(5, budget=120.0, max_samples=8, workers=workers)
            chosen[workers] = bot.choose_card(view)
            values[workers] = bot.last_values
        assert len(set(chosen.values())) == 1, chosen
        assert view.legal_mask() >> chosen[1] & 1
        assert values[1] == values[2] == values[4]
        weighed += len(values[1]) > 1
    assert weighed >= 2


def test_an_expert_table_plays_a_whole_deal_in_each_variant() -> None:
    for variant in ("classic", "coinche", "contree"):
        deck = list(range(32))
        random.Random(variant).shuffle(deck)
        deal = Deal(PRESETS[variant], 2, deck)
        bots = [make_bot("expert" if s & 1 else "hard", seed=s, budget=0.03) for s in range(4)]
        while not deal.is_over:
            seat = deal.turn
            apply(deal, seat, bots[seat].decide(SeatView.of(deal, seat)))
        assert deal.is_over
