"""R4 Classic bidding: round 1 take the up-card's suit or pass, round 2 name
another suit (option ``second_round_any_suit``: any suit) or pass; the first
take ends the auction; all pass twice and the cards are thrown in.

Positions: dealer N, so E speaks first (clockwise E, S, W, N). The up-card
is 7H, so hearts is the up-card's suit.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import (
    COINCHE_BID,
    PASS_BID,
    PLAYING,
    PRESETS,
    THROWN_IN,
    Bid,
    IllegalBid,
    OutOfTurn,
    parse_card,
    parse_hand,
)
from tests.engine.helpers import bid_all, make_deal, seat

CLASSIC = PRESETS["classic"]
ANY_SUIT = CLASSIC.with_(second_round_any_suit=True)
S_, H_, D_, C_ = 0, 1, 2, 3

HANDS = {
    "N": "AS KS QS JS AD KD QD JD",
    "E": "TS 9S 8S 7S TD 9D 8D 7D",
    "S": "7H 8H 9H TH AC KC QC JC",
    "W": "JH QH KH AH TC 9C 8C 7C",
}


def hands_for(taker: str) -> dict[str, str]:
    """HANDS with the up-card 7H moved into ``taker``'s hand (swapped with the
    first card listed for ``taker``)."""
    hands = {s: h.split() for s, h in HANDS.items()}
    if taker != "S":
        other = hands[taker][0]
        hands[taker][0], hands["S"][0] = "7H", other
    return {s: " ".join(h) for s, h in hands.items()}


def classic_deal(options=CLASSIC, taker: str = "S"):
    """Up-card 7H, laid out so that ``taker`` ends with hands_for(taker)[taker]."""
    return make_deal(options, "N", hands_for(taker), up_card="7H", taker=taker)


def snapshot(deal):
    return (deal.phase, deal.turn, list(deal.bids), list(deal.hands), deal.contract,
            deal.legal_bids())


def refuse(deal, bid: str, rule: str, reason: str) -> IllegalBid:
    before = snapshot(deal)
    with pytest.raises(IllegalBid) as err:
        deal.bid(Bid.parse(bid))
    assert (err.value.rule, err.value.reason) == (rule, reason)
    assert snapshot(deal) == before
    return err.value


# ---------------------------------------------------------------- round 1
def test_r4_1_round_one_take_up_card_suit_or_pass():
    """R4.1: in round 1 the only bids are taking the up-card's suit and passing."""
    deal = classic_deal()
    assert deal.up_card == parse_card("7H")
    assert deal.turn == seat("E")
    assert set(deal.legal_bids()) == {Bid.take(H_), PASS_BID}


@pytest.mark.parametrize("suit", ["S", "D", "C"])
def test_r4_1_round_one_other_suit_refused(suit):
    """R4.1: naming another suit than the up-card's in round 1 is refused
    (take_up_card_suit_only) and changes nothing."""
    deal = classic_deal()
    refuse(deal, f"take {suit}", "R4.1", "take_up_card_suit_only")
    deal.bid(PASS_BID)
    refuse(deal, f"take {suit}", "R4.1", "take_up_card_suit_only")


def test_r4_1_first_take_in_round_one_ends_bidding():
    """R4.1/R4: E passes, S takes hearts: the auction ends at once (W and N
    never speak), S is the taker with hearts as trump, NS the takers, and the
    play begins; S holds the up-card."""
    deal = classic_deal(taker="S")
    bid_all(deal, ["pass", "take H"])
    assert deal.phase == PLAYING
    assert deal.contract.taker == seat("S")
    assert deal.contract.trump == H_
    assert deal.contract.takers == 0  # NS
    assert deal.contract.value is None
    assert deal.contract.multiplier == 1
    assert [(s, str(b)) for s, b in deal.bids] == [(seat("E"), "pass"), (seat("S"), "take H")]
    assert deal.hands[seat("S")] >> parse_card("7H") & 1
    assert all(deal.hands[seat(s)] == parse_hand(HANDS[s]) for s in "NESW")
    assert deal.legal_bids() == []
    with pytest.raises(OutOfTurn) as err:
        deal.bid(PASS_BID)
    assert err.value.reason == "wrong_phase"


def test_r4_1_dealer_may_take_last_in_round_one():
    """R4.1: the dealer speaks last in round 1 and may take."""
    deal = classic_deal(taker="N")
    bid_all(deal, ["pass", "pass", "pass"])
    assert deal.turn == seat("N")
    deal.bid(Bid.parse("take H"))
    assert deal.contract.taker == seat("N")


# ---------------------------------------------------------------- round 2
def test_r4_2_round_two_starts_next_to_dealer_with_other_suits():
    """R4.2: after four passes, round 2 starts again with the player next to
    the dealer; the bids are the three other suits and pass (option off)."""
    deal = classic_deal()
    bid_all(deal, ["pass"] * 4)
    assert deal.phase == "bidding"
    assert deal.turn == seat("E")
    assert set(deal.legal_bids()) == {Bid.take(S_), Bid.take(D_), Bid.take(C_), PASS_BID}


def test_r4_2_up_card_suit_refused_in_round_two():
    """R4.2 (second_round_any_suit off, the default): naming the up-card's
    suit in round 2 is refused (up_card_suit_refused), state unchanged."""
    deal = classic_deal()
    assert CLASSIC.second_round_any_suit is False
    bid_all(deal, ["pass"] * 4)
    err = refuse(deal, "take H", "R4.2", "up_card_suit_refused")
    assert err.details.get("up_suit") == H_
    bid_all(deal, ["pass"])
    refuse(deal, "take H", "R4.2", "up_card_suit_refused")


def test_r4_2_round_two_take_other_suit():
    """R4.2: in round 2 S names clubs: S is the taker with clubs as trump,
    the up-card (7H) still goes to S."""
    deal = classic_deal(taker="S")
    bid_all(deal, ["pass"] * 5 + ["take C"])
    assert deal.phase == PLAYING
    assert deal.contract.taker == seat("S")
    assert deal.contract.trump == C_
    assert deal.hands[seat("S")] >> parse_card("7H") & 1
    assert all(deal.hands[seat(s)] == parse_hand(HANDS[s]) for s in "NESW")


def test_r4_2_option_second_round_any_suit_allows_up_card_suit():
    """R4.2 option second_round_any_suit=on: the up-card's suit may be named
    in round 2 as well."""
    deal = classic_deal(ANY_SUIT, taker="W")
    bid_all(deal, ["pass"] * 4)
    assert set(deal.legal_bids()) == {Bid.take(s) for s in range(4)} | {PASS_BID}
    bid_all(deal, ["pass", "pass", "take H"])
    assert deal.contract.taker == seat("W")
    assert deal.contract.trump == H_


def test_r4_2_option_does_not_change_round_one():
    """R4.1 with second_round_any_suit=on: round 1 is still up-card suit or pass."""
    deal = classic_deal(ANY_SUIT)
    assert set(deal.legal_bids()) == {Bid.take(H_), PASS_BID}
    refuse(deal, "take S", "R4.1", "take_up_card_suit_only")


# ---------------------------------------------------------------- thrown in
def test_r4_all_pass_twice_thrown_in():
    """R4: eight passes (two rounds) throw the cards in: no contract, no play,
    no further bids."""
    deal = classic_deal()
    for i in range(8):
        assert deal.phase == "bidding", i
        deal.bid(PASS_BID)
    assert deal.phase == THROWN_IN
    assert deal.contract is None
    assert deal.is_over
    assert deal.legal_bids() == []
    assert deal.result is None
    with pytest.raises(OutOfTurn) as err:
        deal.bid(PASS_BID)
    assert err.value.reason == "wrong_phase"


def test_r4_seven_passes_not_yet_thrown_in():
    """R4: after seven passes the dealer may still name a suit in round 2."""
    deal = classic_deal(taker="N")
    bid_all(deal, ["pass"] * 7)
    assert deal.turn == seat("N")
    deal.bid(Bid.parse("take S"))
    assert deal.contract.taker == seat("N")
    assert deal.contract.trump == S_


# ---------------------------------------------------------------- not classic bids
@pytest.mark.parametrize("bid", ["80 H", "100 S", "capot H", "coinche", "surcoinche"])
def test_r4_coinche_bids_refused_in_classic(bid):
    """R4: classic bidding knows only taking a suit or passing."""
    deal = classic_deal()
    refuse(deal, bid, "R4", "not_a_classic_bid")


def test_r4_coinche_refused_in_classic_round_two():
    """R4: a double is not a classic bid, also in round 2."""
    deal = classic_deal()
    bid_all(deal, ["pass"] * 4)
    before = snapshot(deal)
    with pytest.raises(IllegalBid) as err:
        deal.bid(COINCHE_BID)
    assert err.value.rule == "R4"
    assert snapshot(deal) == before
