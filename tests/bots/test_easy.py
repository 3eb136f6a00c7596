"""The easy bot: legal, plausible, a beginner's mistakes, repeatable by seed."""

from __future__ import annotations

import pytest

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.easy import EasyBot
from belote_desktop.engine import COINCHE_BID, PASS_BID, PRESETS, SURCOINCHE_BID, Bid, Match, card_name
from tests.engine.helpers import bid_all, make_deal, play, seat

COINCHE = PRESETS["coinche"]
CLASSIC = PRESETS["classic"]


def play_match(levels: tuple[str, str, str, str], variant: str, deals: int, seed: int) -> Match:
    """A short match driven only through ``decide``/``apply``; any illegal
    decision raises."""
    match = Match(PRESETS[variant].with_(deals=deals), seed=seed)
    bots = [make_bot(levels[s], seed=seed * 10 + s) for s in range(4)]
    while not match.is_over:
        deal = match.start_deal()
        while not deal.is_over:
            s = deal.turn
            apply(deal, s, bots[s].decide(SeatView.of(deal, s)))
        match.settle()
    return match


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_four_easy_bots_play_a_match(variant: str) -> None:
    match = play_match(("easy",) * 4, variant, deals=3, seed=11)
    assert match.deals_played >= 3 and match.winner is not None


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_easy_and_normal_play_a_match_together(variant: str) -> None:
    match = play_match(("easy", "normal", "easy", "normal"), variant, deals=3, seed=5)
    assert match.deals_played >= 3 and match.winner is not None


def test_takes_on_a_jack_alone() -> None:
    hands = {
        "S": "7S 8S 7H 8D 9C TC JC QC",
        "N": "JD 9S TS JS QS KS AS AD",
        "E": "8H 9H TH JH QH KH AH 7D",
        "W": "9D TD QD KD 7C 8C KC AC",
    }
    deal = make_deal(CLASSIC, "E", hands, up_card="JD", taker="N")  # S bids first
    view = SeatView.of(deal, seat("S"))
    assert all(EasyBot(seed).choose_bid(view) == Bid.take(2) for seed in range(10))


def test_never_coinches() -> None:
    for seed in range(20):
        match = Match(COINCHE, seed=seed)
        deal = match.start_deal()
        bots = [EasyBot(seed * 4 + s) for s in range(4)]
        while not deal.is_over:
            s = deal.turn
            decision = bots[s].decide(SeatView.of(deal, s))
            assert decision.bid not in (COINCHE_BID, SURCOINCHE_BID)
            apply(deal, s, decision)


def test_passes_with_nothing_in_coinche() -> None:
    hands = {
        "N": "7S 8S 7H 8H 7D 8D 7C 8C",
        "E": "9S TS JS QS 9H TH JH QH",
        "S": "KS AS KH AH 9D TD JD QD",
        "W": "KD AD 9C TC JC QC KC AC",
    }
    deal = make_deal(COINCHE, "W", hands)
    view = SeatView.of(deal, seat("N"))
    assert all(EasyBot(seed).choose_bid(view) == PASS_BID for seed in range(10))


# Trump H, W leads; N wins with the master AS; S could ruff or discard.
PARTNER_MASTER = {
    "N": "AS KS QS 7H AD KD 8C 9C",
    "E": "8S 9S TS AH TH 8D 9D JC",
    "S": "JH 9H 8H TD 7D KC QC 7C",
    "W": "7S JS KH QH QD JD AC TC",
}


def test_sometimes_ruffs_its_partners_winning_trick() -> None:
    deal = make_deal(COINCHE, "S", PARTNER_MASTER)
    bid_all(deal, ["pass", "80 H", "pass", "pass", "pass"])
    play(deal, "7S AS 8S")
    view = SeatView.of(deal, seat("S"))
    suits = {card_name(EasyBot(seed).choose_card(view))[1] for seed in range(40)}
    assert "H" in suits and suits - {"H"}


def test_often_leads_its_highest_card() -> None:
    deal = make_deal(COINCHE, "W", PARTNER_MASTER)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    view = SeatView.of(deal, seat("N"))
    leads = [card_name(EasyBot(seed).choose_card(view)) for seed in range(40)]
    assert leads.count("AS") + leads.count("AD") >= 10


def test_the_same_seed_and_view_give_the_same_decision() -> None:
    deal = make_deal(COINCHE, "W", PARTNER_MASTER)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    view = SeatView.of(deal, seat("N"))
    for seed in range(10):
        bot = EasyBot(seed)
        first = bot.decide(view)
        bot.decide(SeatView.of(deal, seat("N")))
        assert EasyBot(seed).decide(view) == first == bot.decide(view)
    assert len({EasyBot(seed).choose_card(view) for seed in range(20)}) > 1
