"""The hard bot's bidding (bots/hard/bidding.py): legal calls in coinche
(surcoinche, over a capot) and in both classic rounds, and its quick coinche
score equal to the engine's."""

from __future__ import annotations

import random

from belote_desktop.bots import SeatView
from belote_desktop.bots.hard import HardBot
from belote_desktop.engine import PRESETS, Deal
from belote_desktop.engine.bidding import PASS_BID
from tests.bots.test_hard import TINY, shuffled
from tests.engine.helpers import bid_all


def test_coinche_capot_and_surcoinche_bids_are_legal() -> None:
    deal = Deal(PRESETS["coinche"], 3, shuffled(41))
    bid_all(deal, ["80 H", "coinche"])
    # N's partner S may surcoinche or pass; the hard bot answers one of them.
    bot = HardBot(1, budget=TINY)
    view = SeatView.of(deal, deal.turn)
    decision = bot.decide(view)
    assert decision.bid in view.legal_bids
    deal2 = Deal(PRESETS["coinche"], 3, shuffled(42))
    bid_all(deal2, ["capot TA"])
    view2 = SeatView.of(deal2, deal2.turn)
    assert HardBot(2, budget=TINY).decide(view2).bid in view2.legal_bids


def test_it_bids_in_both_classic_rounds() -> None:
    deal = Deal(PRESETS["classic"], 0, shuffled(43))
    for _ in range(4):
        view = SeatView.of(deal, deal.turn)
        bid = HardBot(3, budget=TINY).decide(view).bid
        assert bid in view.legal_bids
        deal.bid(PASS_BID)
    view = SeatView.of(deal, deal.turn)  # round 2: another suit or pass
    bid = HardBot(3, budget=TINY).decide(view).bid
    assert bid in view.legal_bids and (bid.kind == "pass" or bid.trump != deal.up_card >> 3)


def test_the_quick_coinche_score_matches_the_engine() -> None:
    from belote_desktop.bots.hard import coinche_scores
    from belote_desktop.engine.bidding import Contract
    from belote_desktop.engine.scoring import score_deal

    rng = random.Random(3)
    for options in (PRESETS["coinche"], PRESETS["coinche"].with_(round_to_ten=True)):
        for _ in range(300):
            takers = rng.randrange(2)
            value = rng.choice((80, 90, 100, 110, 120, 130, 140, 150, 160))
            factor = rng.choice((1, 2, 4))
            points_t = rng.randrange(10, 153)  # some trick on each side: no capot
            card_points = [0, 0]
            card_points[takers], card_points[takers ^ 1] = points_t, 152 - points_t
            team = rng.choice((None, 0, 1))
            values = [rng.choice((0, 20, 50, 100)), rng.choice((0, 20, 50))]
            belote = [rng.choice((0, 20)), 0]
            result = score_deal(options, Contract(takers * 1, 1, value, factor), card_points, [4, 4], takers,
                                team, values, belote)
            scored = [values[i] if team == i else 0 for i in (0, 1)]
            counted = [card_points[i] + (10 if i == takers else 0) + scored[i] + belote[i] for i in (0, 1)]
            t, d = takers, takers ^ 1
            quick = coinche_scores(options, value, factor, counted[t], counted[d], scored[t], scored[0] + scored[1],
                                   belote[t], belote[d])
            assert quick == (result.teams[t].score, result.teams[d].score)
