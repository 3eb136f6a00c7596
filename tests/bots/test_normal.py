"""The normal bot on constructed positions: what a club player would do.

Each test builds the deal by hand with ``make_deal``, plays the public
history, and asks the bot for its decision from ``SeatView.of(deal, seat)``.
"""

from __future__ import annotations

import pytest

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.evaluation import best_contracts, estimate_points, failure_chance
from belote_desktop.bots.normal import NormalBot
from belote_desktop.engine import COINCHE_BID, PASS_BID, PRESETS, Bid, Deal, card_name, cards_of, parse_hand
from belote_desktop.engine.bidding import CONTRACT
from belote_desktop.engine.declarations import best_declarations
from tests.bots.test_easy import play_match
from tests.engine.helpers import bid_all, make_deal, play, seat

COINCHE = PRESETS["coinche"]
CLASSIC = PRESETS["classic"]
BOT = NormalBot(seed=1)


def card_for(deal: Deal, s: str) -> str:
    view = SeatView.of(deal, seat(s))
    return card_name(BOT.choose_card(view))


def bid_for(deal: Deal, s: str) -> Bid:
    return BOT.choose_bid(SeatView.of(deal, seat(s)))


# ---------------------------------------------------------------- the play
# Trump H. N holds the master AS; S is void in spades, holds trumps and a
# ten to give.
PARTNER_MASTER = {
    "N": "AS KS QS 7H AD KD 8C 9C",
    "E": "8S 9S TS AH TH 8D 9D JC",
    "S": "JH 9H 8H TD 7D KC QC 7C",
    "W": "7S JS KH QH QD JD AC TC",
}


def test_does_not_ruff_the_partners_master_and_loads_it_when_last() -> None:
    deal = make_deal(COINCHE, "S", PARTNER_MASTER)  # W leads
    bid_all(deal, ["pass", "80 H", "pass", "pass", "pass"])
    play(deal, "7S AS 8S")
    card = card_for(deal, "S")
    assert card[1] != "H"
    assert card == "TD"  # the trick is safe: S throws its ten on it


def test_does_not_ruff_the_partners_master_with_an_opponent_still_to_play() -> None:
    deal = make_deal(COINCHE, "W", PARTNER_MASTER)  # N leads
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    play(deal, "AS 8S")
    assert card_for(deal, "S")[1] != "H"


# Trump H, N took. After JH has drawn a trump from E, N's 9H is the master.
DRAW_LAST = {
    "N": "JH 9H 8H AS AD AC 7S 7D",
    "E": "AH 7H KS QS 8D 9D 7C 8C",
    "S": "TH KH QH JS TS 9S 8S TD",
    "W": "JD QD KD 9C TC JC QC KC",
}


def test_the_taker_leads_the_master_trump_while_opponents_may_hold_trumps() -> None:
    deal = make_deal(COINCHE, "W", DRAW_LAST)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    assert card_for(deal, "N") == "JH"
    play(deal, "JH 7H QH 9C")
    assert card_for(deal, "N") == "9H"  # the master trump draws the last ones


def test_the_taker_stops_drawing_when_the_opponents_have_no_trump() -> None:
    hands = {
        "N": "JH 9H 8H AS AD AC 7S 7D",
        "E": "KS QS 8D 9D 7C 8C TC JC",
        "S": "TH KH QH AH 7H JS TS 9S",
        "W": "8S TD JD QD KD 9C QC KC",
    }
    deal = make_deal(COINCHE, "W", hands)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    play(deal, "JH 7C 7H 9C")  # E and W show out of trumps
    assert card_for(deal, "N") in {"AS", "AD", "AC"}  # cash a master instead


def test_discards_low_from_a_long_suit_and_keeps_its_guard() -> None:
    hands = {
        "N": "7S 8S 9S QS TD 7D AH KH",
        "E": "AC KC QC JC AS TS KS JS",
        "S": "9C 8C 7C AD KD QD JD 9D",
        "W": "TC 8D 7H 8H 9H TH JH QH",
    }
    deal = make_deal(COINCHE, "N", hands)  # E leads
    bid_all(deal, ["80 SA", "pass", "pass", "pass"])
    play(deal, "AC 7C TC")
    assert card_for(deal, "N") == "7S"


def test_plays_a_master_card_second_in_hand() -> None:
    # Trump S. N leads 7D; E holds AD, the master, and S is unlikely to be
    # void in diamonds already: E takes the trick rather than play low.
    hands = {
        "N": "7D TD 9D JS 9S AS 8D KS",
        "E": "AD TS 7C 8C 9C 7H 8H 9H",
        "S": "KD QD TC JC QC 7S 8S QS",
        "W": "JD KC AC TH JH QH KH AH",
    }
    deal = make_deal(COINCHE, "W", hands)
    bid_all(deal, ["80 S", "pass", "pass", "pass"])
    play(deal, "7D")
    assert card_for(deal, "E") == "AD"


# ---------------------------------------------------------------- bidding
def test_the_estimate_ranks_hands_as_a_player_would() -> None:
    strong = parse_hand("JH 9H AH TH AS AD 7C 8C")
    jack_alone = parse_hand("JH 7S 8S 9S 7D 8D 7C 8C")
    assert estimate_points(strong, 1) > estimate_points(jack_alone, 1) + 40
    assert estimate_points(strong, 1) > estimate_points(strong, 0) + 40
    assert best_contracts(strong, range(6))[0].trump == 1
    # Belote is 20 sure points for the side that holds it.
    with_belote = estimate_points(parse_hand("KH QH 7H 7S 9S 7D 9D 7C"), 1)
    assert with_belote == pytest.approx(estimate_points(parse_hand("KH 8H 7H 7S 9S 7D 9D 7C"), 1) + 20)
    assert failure_chance(strong, 140, 1) > failure_chance(jack_alone, 140, 1) + 0.3


def test_classic_takes_a_strong_hand() -> None:
    hands = {
        "S": "AS 9H JH AH AD TH 7C 8C",
        "N": "7S 8S 9S TS JS QS KS 7H",
        "E": "8H QH KH 7D 8D 9D TD JD",
        "W": "QD KD 9C TC JC QC KC AC",
    }
    deal = make_deal(CLASSIC, "E", hands, up_card="TH", taker="S")  # S bids first
    assert bid_for(deal, "S") == Bid.take(1)


def test_classic_passes_a_weak_hand_even_with_the_jack_turned_up() -> None:
    hands = {
        "S": "7S 8S 7H 8D 9C TC JC QC",
        "N": "JD 9S TS JS QS KS AS AD",
        "E": "8H 9H TH JH QH KH AH 7D",
        "W": "9D TD QD KD 7C 8C KC AC",
    }
    deal = make_deal(CLASSIC, "E", hands, up_card="JD", taker="N")
    assert bid_for(deal, "S") == PASS_BID


def test_classic_names_its_best_suit_in_the_second_round() -> None:
    hands = {
        "S": "9S TS JS AS AD 7C 8C 9C",
        "N": "7H 7S 8S QS KS 8H 9H TH",
        "E": "JH QH KH AH 7D 8D 9D TD",
        "W": "JD QD KD TC JC QC KC AC",
    }
    deal = make_deal(CLASSIC, "E", hands, up_card="7H", taker="N")
    assert bid_for(deal, "S") == PASS_BID  # one small heart: no
    bid_all(deal, ["pass", "pass", "pass", "pass"])
    assert bid_for(deal, "S") == Bid.take(0)


STRONG_HEARTS = "JH 9H AH TH AS AD AC KS"
WEAK = "7S 8S 7H 8D 9D 7C 8C QS"


def coinche_deal(north: str) -> Deal:
    """N holds ``north``; E, S and W hold the rest in card order."""
    rest = [c for c in range(32) if not parse_hand(north) >> c & 1]
    hands = {"N": north}
    for i, s in enumerate("ESW"):
        hands[s] = " ".join(card_name(c) for c in rest[i * 8:(i + 1) * 8])
    assert all(len(cards_of(parse_hand(h))) == 8 for h in hands.values())
    return make_deal(COINCHE, "W", hands)  # N bids first


def test_coinche_opens_a_strong_hand_and_passes_a_weak_one() -> None:
    bid = bid_for(coinche_deal(STRONG_HEARTS), "N")
    assert bid.kind == CONTRACT and bid.trump == 1 and bid.value >= 100
    assert bid_for(coinche_deal(WEAK), "N") == PASS_BID


def test_coinche_raises_the_partner_with_support() -> None:
    deal = coinche_deal(WEAK)
    # N passes, E passes, S opens 80 hearts, W passes: N is weak and passes.
    bid_all(deal, ["pass", "pass", "80 H", "pass"])
    assert bid_for(deal, "N") == PASS_BID
    deal = coinche_deal("9H AH AS AD AC 7S 8D 7C")
    bid_all(deal, ["pass", "pass", "80 H", "pass"])
    raised = bid_for(deal, "N")
    assert raised.kind == CONTRACT and raised.trump == 1 and raised.value >= 100


def test_coinches_a_contract_its_hand_makes_unreachable() -> None:
    # E bids 140 spades; N holds the top trumps of spades and three aces.
    deal = coinche_deal("JS 9S AS TS AH AD AC 7C")
    bid_all(deal, ["pass", "140 S", "pass", "pass"])
    assert bid_for(deal, "N") == COINCHE_BID


def test_does_not_coinche_with_an_ordinary_hand() -> None:
    deal = coinche_deal(WEAK)
    bid_all(deal, ["pass", "80 H", "pass", "pass"])
    assert bid_for(deal, "N") == PASS_BID


def test_coinches_a_capot_it_can_beat_with_one_sure_trick() -> None:
    deal = coinche_deal("JS 7S 7H 8H 7D 8D 7C 8C")
    bid_all(deal, ["pass", "capot S", "pass", "pass"])
    assert bid_for(deal, "N") == COINCHE_BID


def test_surcoinches_only_a_very_strong_hand() -> None:
    deal = coinche_deal("JH 9H AH TH KH QH AS AD")
    bid_all(deal, ["100 H", "coinche", "pass"])  # E coinches N's 100 H; S passes, N to speak
    assert bid_for(deal, "N").kind == "surcoinche"
    weak = coinche_deal("JH 9H 7S 8S 7D 8D 7C 8C")
    bid_all(weak, ["80 H", "coinche", "pass"])
    assert bid_for(weak, "N") == PASS_BID


# ---------------------------------------------------------------- announcing
@pytest.mark.parametrize("auto_belote", [True, False])
def test_announces_its_declarations_and_belote(auto_belote: bool) -> None:
    hands = {
        "N": "KH QH JH 7S 8S 9S AD AC",
        "E": "9H AH TH TS JS QS KS AS",
        "S": "7H 8H 7D 8D 9D TD JD QD",
        "W": "KD 7C 8C 9C TC JC QC KC",
    }
    deal = make_deal(COINCHE.with_(auto_belote=auto_belote), "W", hands)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    bots = [make_bot("normal", seed=s) for s in range(4)]
    first = bots[seat("N")].decide(SeatView.of(deal, seat("N")))
    assert first.declarations == best_declarations(deal.hands[seat("N")])
    assert first.declarations  # the tierce 7S 8S 9S and JH QH KH
    while not deal.is_over:
        s = deal.turn
        apply(deal, s, bots[s].decide(SeatView.of(deal, s)))
    assert deal.announced[seat("N")] == first.declarations
    assert deal.belote_points[0] == 20
    assert "belote" in deal.says.values() and "rebelote" in deal.says.values()


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_four_normal_bots_play_a_match(variant: str) -> None:
    match = play_match(("normal",) * 4, variant, deals=3, seed=3)
    assert match.deals_played >= 3 and match.winner is not None
