"""R5 Coinche and contrée bidding: value bids 80..160 and capot with a trump,
each higher than the last; sans atout / tout atout only in coinche; the
double (coinche) by an opponent of the highest bidder and the redouble
(surcoinche) by the bidding team; the end of the auction.

Positions: dealer W, so N speaks first (clockwise N, E, S, W). NS and EW
are the teams.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import (
    COINCHE_BID,
    PASS_BID,
    PLAYING,
    PRESETS,
    SANS_ATOUT,
    SURCOINCHE_BID,
    THROWN_IN,
    TOUT_ATOUT,
    Bid,
    IllegalBid,
    OutOfTurn,
)
from tests.engine.helpers import bid_all, make_deal, seat

COINCHE = PRESETS["coinche"]
CONTREE = PRESETS["contree"]
S_, H_, D_, C_ = 0, 1, 2, 3
VALUES = (80, 90, 100, 110, 120, 130, 140, 150, 160, 250)

HANDS = {
    "N": "AS KS QS JS AD KD QD JD",
    "E": "TS 9S 8S 7S TD 9D 8D 7D",
    "S": "7H 8H 9H TH AC KC QC JC",
    "W": "JH QH KH AH TC 9C 8C 7C",
}


def auction(options=COINCHE, dealer: str = "W"):
    return make_deal(options, dealer, HANDS)


def snapshot(deal):
    return (deal.phase, deal.turn, list(deal.bids), deal.contract, deal.legal_bids())


def refuse(deal, bid: str, rule: str, reason: str) -> None:
    before = snapshot(deal)
    with pytest.raises(IllegalBid) as err:
        deal.bid(Bid.parse(bid))
    assert (err.value.rule, err.value.reason) == (rule, reason)
    assert snapshot(deal) == before


# ---------------------------------------------------------------- values
def test_r5_1_opening_bids_are_80_to_160_and_capot_in_every_coinche_trump():
    """R5.1/R5.2: the first speaker (next to the dealer) may bid 80..160 or
    capot in S H D C SA TA, or pass; nothing to coinche yet."""
    deal = auction()
    assert deal.turn == seat("N")
    expected = {Bid.contract(v, t) for v in VALUES for t in range(6)} | {PASS_BID}
    assert set(deal.legal_bids()) == expected
    assert COINCHE_BID not in deal.legal_bids()


def test_r5_2_contree_bids_are_suits_only():
    """R5.2: contrée allows the four suits only."""
    deal = auction(CONTREE)
    expected = {Bid.contract(v, t) for v in VALUES for t in range(4)} | {PASS_BID}
    assert set(deal.legal_bids()) == expected


@pytest.mark.parametrize("bid", ["70 H", "85 H", "165 S", "170 D", "200 C", "0 S"])
def test_r5_1_bad_values_refused(bid):
    """R5.1: values are 80, 90, ..., 160 (tens) or capot; others are bad_value."""
    refuse(auction(), bid, "R5.1", "bad_value")


def test_r5_1_each_bid_must_be_higher():
    """R5.1: after 100 H, a bid of 100 (any trump) or lower is too low; 110 is fine."""
    deal = auction()
    bid_all(deal, ["100 H"])
    refuse(deal, "100 S", "R5.1", "bid_too_low")
    refuse(deal, "100 H", "R5.1", "bid_too_low")
    refuse(deal, "90 C", "R5.1", "bid_too_low")
    refuse(deal, "80 TA", "R5.1", "bid_too_low")
    assert Bid.contract(100, S_) not in deal.legal_bids()
    assert min(b.value for b in deal.legal_bids() if b.kind == "bid") == 110
    deal.bid(Bid.parse("110 S"))
    assert deal.turn == seat("S")


def test_r5_1_partner_must_also_bid_higher():
    """R5.1: the rule holds for the bidder's partner too."""
    deal = auction()
    bid_all(deal, ["120 D", "pass"])
    refuse(deal, "120 C", "R5.1", "bid_too_low")
    bid_all(deal, ["130 D"])
    assert deal.turn == seat("W")


def test_r5_1_capot_is_above_160_and_nothing_is_above_capot():
    """R5.1: capot (worth 250) beats 160; after capot only coinche/pass remain."""
    deal = auction()
    bid_all(deal, ["160 S"])
    assert Bid.parse("capot H") in deal.legal_bids()
    bid_all(deal, ["capot H"])
    refuse(deal, "capot S", "R5.1", "bid_too_low")
    refuse(deal, "160 TA", "R5.1", "bid_too_low")
    assert set(deal.legal_bids()) == {COINCHE_BID, PASS_BID}  # S is E's opponent
    bid_all(deal, ["pass", "pass", "pass"])
    assert deal.contract.value == 250
    assert deal.contract.is_capot
    assert deal.contract.taker == seat("E")


# ---------------------------------------------------------------- SA / TA
@pytest.mark.parametrize(("text", "mode"), [("90 SA", SANS_ATOUT), ("90 TA", TOUT_ATOUT)])
def test_r5_2_sans_atout_and_tout_atout_allowed_in_coinche(text, mode):
    """R5.2: coinche allows sans atout and tout atout contracts."""
    deal = auction()
    bid_all(deal, [text, "pass", "pass", "pass"])
    assert deal.phase == PLAYING
    assert deal.contract.trump == mode
    assert deal.contract.value == 90


@pytest.mark.parametrize("text", ["80 SA", "90 TA", "capot SA", "capot TA"])
def test_r5_2_sans_atout_and_tout_atout_refused_in_contree(text):
    """R5.2: contrée allows suits only: SA/TA bids are refused (trump_not_allowed)."""
    refuse(auction(CONTREE), text, "R5.2", "trump_not_allowed")


def test_r5_2_contree_suit_bids_work():
    """R5.2: the four suits are fine in contrée."""
    deal = auction(CONTREE)
    bid_all(deal, ["80 C", "90 D", "100 H", "110 S", "pass", "pass", "pass"])
    assert deal.contract.taker == seat("W")
    assert (deal.contract.trump, deal.contract.value) == (S_, 110)


# ---------------------------------------------------------------- coinche
def test_r5_3_nothing_to_coinche_before_a_bid():
    """R5.3: with no bid yet there is nothing to double."""
    deal = auction()
    refuse(deal, "coinche", "R5.3", "nothing_to_coinche")
    bid_all(deal, ["pass"])
    refuse(deal, "coinche", "R5.3", "nothing_to_coinche")


def test_r5_3_coinche_only_by_an_opponent_of_the_highest_bidder():
    """R5.3: N bids 80 H; E (opponent) may coinche; S (N's partner) may not."""
    deal = auction()
    bid_all(deal, ["80 H"])
    assert COINCHE_BID in deal.legal_bids()  # E
    bid_all(deal, ["pass"])
    assert deal.turn == seat("S")
    assert COINCHE_BID not in deal.legal_bids()
    refuse(deal, "coinche", "R5.3", "coinche_own_team")
    bid_all(deal, ["pass"])
    assert COINCHE_BID in deal.legal_bids()  # W
    bid_all(deal, ["coinche"])
    assert deal.phase == "bidding"


def test_r5_3_coinche_follows_the_highest_bidder():
    """R5.3: who may coinche depends on the latest highest bid: N 80 H, E 90 S;
    now S (opponent of E) may coinche and W (E's partner) may not."""
    deal = auction()
    bid_all(deal, ["80 H", "90 S"])
    assert COINCHE_BID in deal.legal_bids()
    bid_all(deal, ["pass"])
    refuse(deal, "coinche", "R5.3", "coinche_own_team")
    bid_all(deal, ["pass"])
    assert deal.turn == seat("N")
    bid_all(deal, ["coinche"])
    assert deal.phase == "bidding"


def test_r5_3_after_coinche_only_surcoinche_or_pass():
    """R5.3 (004: a double ends the bidding): after E coinches N's 80 H, S may
    surcoinche or pass; new value bids and a second coinche are refused."""
    deal = auction()
    bid_all(deal, ["80 H", "coinche"])
    assert deal.turn == seat("S")
    assert set(deal.legal_bids()) == {SURCOINCHE_BID, PASS_BID}
    refuse(deal, "90 H", "R5.3", "auction_closed_by_coinche")
    refuse(deal, "capot TA", "R5.3", "auction_closed_by_coinche")
    refuse(deal, "coinche", "R5.3", "already_coinched")


def test_r5_3_surcoinche_by_bidding_team_ends_auction_x4():
    """R5.3: N 80 H, E coinche, S surcoinche: the auction ends, the contract is
    80 H by N, multiplier 4, doubled by E; the play starts with N."""
    deal = auction()
    bid_all(deal, ["80 H", "coinche", "surcoinche"])
    assert deal.phase == PLAYING
    c = deal.contract
    assert (c.taker, c.trump, c.value, c.multiplier, c.coincher) == (seat("N"), H_, 80, 4, seat("E"))
    assert deal.turn == seat("N")


def test_r5_3_surcoinche_by_the_bidder_itself():
    """R5.3: N 80 H, E coinche, S passes; W (defence) has nothing more to say,
    so N speaks next and may surcoinche."""
    deal = auction()
    bid_all(deal, ["80 H", "coinche", "pass"])
    assert deal.turn == seat("N")
    assert set(deal.legal_bids()) == {SURCOINCHE_BID, PASS_BID}
    bid_all(deal, ["surcoinche"])
    assert deal.contract.multiplier == 4


def test_r5_3_coinche_then_bidding_team_passes_ends_auction_x2():
    """R5.3: after E's coinche, S and N (the bidding team) pass: the auction
    ends with 80 H by N doubled (x2). Choice (README): the defence does not
    speak again after its coinche, so W is skipped."""
    deal = auction()
    bid_all(deal, ["80 H", "coinche", "pass"])
    assert deal.turn == seat("N")
    assert deal.turn != seat("W")
    bid_all(deal, ["pass"])
    assert deal.phase == PLAYING
    c = deal.contract
    assert (c.taker, c.value, c.multiplier, c.coincher) == (seat("N"), 80, 2, seat("E"))
    assert [s for s, _ in deal.bids] == [seat("N"), seat("E"), seat("S"), seat("N")]


def test_r5_3_defence_cannot_surcoinche_and_is_skipped_after_its_coinche():
    """R5.3: E bids 90 C, S and W pass, N (defence) coinches. Only EW may now
    speak: E is next; a surcoinche claimed by S is refused as not its turn;
    after E passes, S (defence) is skipped (README choice) and W speaks; W's
    pass ends the auction, doubled."""
    deal = auction()
    bid_all(deal, ["pass", "90 C", "pass", "pass", "coinche"])
    assert deal.turn == seat("E")
    with pytest.raises(OutOfTurn) as err:
        deal.bid(SURCOINCHE_BID, seat=seat("S"))
    assert (err.value.rule, err.value.reason) == ("R1", "not_your_turn")
    bid_all(deal, ["pass"])
    assert deal.turn == seat("W")
    bid_all(deal, ["pass"])
    c = deal.contract
    assert (c.taker, c.trump, c.value, c.multiplier, c.coincher) == (seat("E"), C_, 90, 2, seat("N"))


def test_r5_3_surcoinche_without_coinche_refused():
    """R5.3: only a doubled contract can be redoubled."""
    deal = auction()
    refuse(deal, "surcoinche", "R5.3", "nothing_to_surcoinche")
    bid_all(deal, ["80 H", "pass"])
    refuse(deal, "surcoinche", "R5.3", "nothing_to_surcoinche")


def test_r5_3_no_coinche_in_contree_before_a_bid_but_allowed_after():
    """R5.3 contrée: the double ('contre') works the same way."""
    deal = auction(CONTREE)
    refuse(deal, "coinche", "R5.3", "nothing_to_coinche")
    bid_all(deal, ["100 S", "coinche", "pass", "pass"])
    assert deal.contract.multiplier == 2
    assert deal.contract.coincher == seat("E")


# ---------------------------------------------------------------- the end
def test_r5_4_three_passes_after_a_bid_end_the_auction():
    """R5.4: N 80 H then E, S, W pass: 80 H by N, not doubled; N leads."""
    deal = auction()
    bid_all(deal, ["80 H", "pass", "pass"])
    assert deal.phase == "bidding"
    bid_all(deal, ["pass"])
    assert deal.phase == PLAYING
    c = deal.contract
    assert (c.taker, c.trump, c.value, c.multiplier, c.coincher) == (seat("N"), H_, 80, 1, None)
    assert deal.turn == seat("N")
    with pytest.raises(OutOfTurn) as err:
        deal.bid(PASS_BID)
    assert err.value.reason == "wrong_phase"


def test_r5_4_passes_before_the_first_bid_do_not_count():
    """R5.4: N passes, E bids 80 S; the auction needs three passes after the
    bid (S, W, N), so N speaks once more."""
    deal = auction()
    bid_all(deal, ["pass", "80 S", "pass", "pass"])
    assert deal.phase == "bidding"
    assert deal.turn == seat("N")
    bid_all(deal, ["pass"])
    assert deal.contract.taker == seat("E")


def test_r5_4_a_new_bid_restarts_the_count_of_passes():
    """R5.4: N 80, E pass, S pass, W 90 D: the passes start again; it ends only
    after N, E, S pass. The highest bidder is the taker."""
    deal = auction()
    bid_all(deal, ["80 H", "pass", "pass", "90 D", "pass", "pass"])
    assert deal.phase == "bidding"
    assert deal.turn == seat("S")
    bid_all(deal, ["pass"])
    c = deal.contract
    assert (c.taker, c.trump, c.value) == (seat("W"), D_, 90)
    assert c.takers == 1


def test_r5_4_four_passes_without_a_bid_thrown_in():
    """R5.4: four passes with no bid throw the cards in."""
    deal = auction()
    bid_all(deal, ["pass", "pass", "pass"])
    assert deal.phase == "bidding"
    bid_all(deal, ["pass"])
    assert deal.phase == THROWN_IN
    assert deal.contract is None
    assert deal.legal_bids() == []


def test_r5_4_bidding_starts_next_to_the_dealer():
    """R5/R3: dealer S, so W speaks first; counterclockwise: E."""
    assert auction(dealer="S").turn == seat("W")
    assert auction(COINCHE.with_(direction="counterclockwise"), dealer="S").turn == seat("E")


def test_r5_take_is_not_a_coinche_bid():
    """R5: a classic 'take' is not a bid in coinche."""
    deal = auction()
    before = snapshot(deal)
    with pytest.raises(IllegalBid):
        deal.bid(Bid.parse("take H"))
    assert snapshot(deal) == before
