"""R4 option ``second_round_dealer_any_suit`` (seed 004, issue 36): in the second classic round the others
may not name the up-card's suit, but the dealer, who speaks last, may name any suit, that one included.

Positions as in ``test_r04_classic_bidding``: dealer N, so E speaks first (clockwise E, S, W, N); the
up-card is 7H, so hearts is the up-card's suit.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import PASS_BID, PLAYING, THROWN_IN, Bid, Match, parse_card
from belote_desktop.engine.cards import SEATS
from tests.engine.helpers import bid_all, seat
from tests.engine.test_r04_classic_bidding import CLASSIC, classic_deal, refuse

DEALER_ANY = CLASSIC.with_(second_round_dealer_any_suit=True)
BOTH = DEALER_ANY.with_(second_round_any_suit=True)
S_, H_, D_, C_ = 0, 1, 2, 3
EVERY_SUIT = {Bid.take(s) for s in range(4)} | {PASS_BID}
NOT_HEARTS = {Bid.take(S_), Bid.take(D_), Bid.take(C_), PASS_BID}


def test_r4_2_dealer_may_name_the_up_card_suit_in_round_two():
    """The dealer, last to speak in round 2, may name hearts (the up-card's suit) and takes with it; the
    up-card still goes to the taker."""
    deal = classic_deal(DEALER_ANY, taker="N")
    bid_all(deal, ["pass"] * 7)
    assert deal.turn == seat("N") == deal.dealer
    assert set(deal.legal_bids()) == EVERY_SUIT
    deal.bid(Bid.parse("take H"))
    assert deal.phase == PLAYING
    assert (deal.contract.taker, deal.contract.trump) == (seat("N"), H_)
    assert deal.hands[seat("N")] >> parse_card("7H") & 1


def test_r4_2_the_others_keep_the_restriction():
    """With the option on, E, S and W still may not name hearts in round 2; the refusal names the dealer's
    exception (``up_card_suit_dealer_only``) and changes nothing."""
    deal = classic_deal(DEALER_ANY)
    bid_all(deal, ["pass"] * 4)
    for who in "ESW":
        assert deal.turn == seat(who)
        assert set(deal.legal_bids()) == NOT_HEARTS
        err = refuse(deal, "take H", "R4.2", "up_card_suit_dealer_only")
        assert err.details == {"up_suit": H_, "dealer": seat("N")}
        deal.bid(PASS_BID)
    assert set(deal.legal_bids()) == EVERY_SUIT


def test_r4_2_the_dealer_may_name_other_suits_or_pass_as_well():
    deal = classic_deal(DEALER_ANY, taker="N")
    bid_all(deal, ["pass"] * 7 + ["take S"])
    assert (deal.contract.taker, deal.contract.trump) == (seat("N"), S_)
    deal = classic_deal(DEALER_ANY)
    bid_all(deal, ["pass"] * 8)
    assert deal.phase == THROWN_IN


def test_r4_1_round_one_is_unchanged_for_the_dealer():
    """The option is about round 2: in round 1 the dealer, like everyone, takes the up-card's suit or passes."""
    deal = classic_deal(DEALER_ANY, taker="N")
    bid_all(deal, ["pass"] * 3)
    assert deal.turn == seat("N")
    assert set(deal.legal_bids()) == {Bid.take(H_), PASS_BID}
    refuse(deal, "take S", "R4.1", "take_up_card_suit_only")


def test_r4_2_option_off_the_dealer_is_refused_too():
    """The default (seed 002): nobody, the dealer included, may name the up-card's suit in round 2."""
    deal = classic_deal(CLASSIC)
    bid_all(deal, ["pass"] * 7)
    assert deal.turn == deal.dealer
    assert set(deal.legal_bids()) == NOT_HEARTS
    refuse(deal, "take H", "R4.2", "up_card_suit_refused")


def test_r4_2_with_both_options_everyone_may_name_it():
    """RULES.md R4: with second_round_any_suit on too, everyone may name the up-card's suit; the dealer's
    option adds nothing."""
    deal = classic_deal(BOTH, taker="S")
    bid_all(deal, ["pass"] * 4)
    assert set(deal.legal_bids()) == EVERY_SUIT
    bid_all(deal, ["pass", "take H"])
    assert (deal.contract.taker, deal.contract.trump) == (seat("S"), H_)


@pytest.mark.parametrize("direction", ["clockwise", "counterclockwise"])
@pytest.mark.parametrize("dealer", range(4))
def test_r4_2_the_dealer_is_the_last_to_speak_whatever_the_seat_and_direction(direction, dealer):
    """Over a match, whoever deals: the fourth speaker of round 2 is the dealer, and only that seat is
    offered the up-card's suit."""
    match = Match(DEALER_ANY.with_(direction=direction), seed=36, first_dealer=dealer)
    deal = match.start_deal()
    up_suit = deal.up_card >> 3
    bid_all(deal, ["pass"] * 4)
    offered = []
    for _ in range(4):
        if Bid.take(up_suit) in deal.legal_bids():
            offered.append((len(deal.bids), deal.turn))
        deal.bid(PASS_BID)
    assert offered == [(7, dealer)], [(n, SEATS[s]) for n, s in offered]
