"""K1 table and direction, K2 cards and points, K3 dealing: what klaverjas shares with belote and where the
two differ (always clockwise; a shuffle before every deal; all eight cards at once, 3-2-3 or 4-4; no up-card).
"""

from __future__ import annotations

import random

from belote_desktop.engine import Match
from belote_desktop.engine.families.klaverjas.deal import KlaverjasDeal
from belote_desktop.engine.families.klaverjas.options import KlaverjasOptions
from belote_desktop.engine.tricks import CARD_POINTS_TOTAL, LAST_TRICK_BONUS, POINTS, STRENGTH

from .helpers import AMSTERDAMS, make_deal, seat

HANDS = {
    "N": "AS KS QS JS 7D 8D 9D TD",
    "E": "7S 8S 9S TS AD KD QD JD",
    "S": "AH TH 8C 7H 9C 7C 8H TC",
    "W": "JH 9H KH QH AC KC QC JC",
}


def test_k01_always_clockwise():
    assert AMSTERDAMS.direction == "clockwise"
    deal = make_deal(HANDS, dealer="S")
    assert [deal.next_seat(s) for s in range(4)] == [1, 2, 3, 0]  # N -> E -> S -> W -> N
    assert deal.first_seat == seat("W")  # the voorhand sits left of the dealer


def test_k01_partners_sit_opposite():
    deal = make_deal(HANDS)
    deal.bid(deal.legal_bids()[1])  # E plays in spades
    assert deal.contract.takers == 1  # E and W are the makers


def test_k02_card_order_and_points_are_belotes():
    """J 9 A T K Q 8 7 in trump, A T K Q J 9 8 7 otherwise; 62 in trumps, 30 a plain suit, 162 a deal."""
    hearts = 1
    trump_order = sorted(range(8, 16), key=lambda c: -STRENGTH[hearts][c])  # the hearts, strongest first
    assert [c & 7 for c in trump_order] == [4, 2, 7, 3, 6, 5, 1, 0]
    assert sum(POINTS[hearts][c] for c in range(8, 16)) == 62
    assert all(sum(POINTS[hearts][c] for c in range(s * 8, s * 8 + 8)) == 30 for s in (0, 2, 3))
    assert CARD_POINTS_TOTAL + LAST_TRICK_BONUS == 162


def test_k03_eight_cards_each_in_packets_of_3_2_3_from_the_voorhand():
    deck = list(range(32))
    deal = KlaverjasDeal(AMSTERDAMS, seat("N"), deck)
    east = sorted(c for c in range(32) if deal.hands[seat("E")] >> c & 1)
    assert east == [0, 1, 2, 12, 13, 20, 21, 22]  # 3 cards, then 2 after a round of 3, then 3 after 3 + 2 x 4
    four = KlaverjasDeal(KlaverjasOptions(deal_packets="4-4"), seat("N"), deck)
    assert sorted(c for c in range(32) if four.hands[seat("E")] >> c & 1) == [0, 1, 2, 3, 16, 17, 18, 19]
    assert all(bin(h).count("1") == 8 for h in deal.hands)


def test_k03_no_up_card_and_every_card_dealt_before_the_calls():
    deal = make_deal(HANDS)
    assert deal.up_card is None and deal.phase == "bidding"
    assert sum(bin(h).count("1") for h in deal.hands) == 32


def test_k03_a_shuffle_before_every_deal_and_the_deal_passes_clockwise():
    """Belote cuts the gathered cards; klaverjas shuffles each deal (K3): a deck is not a cut of the last
    deal's gathered cards (checked over a whole boompje)."""
    rnd = random.Random(7)
    match = Match(AMSTERDAMS, seed=7)
    cuts = 0
    while not match.is_over:
        deal = match.start_deal()
        if len(match.deals) > 1:
            gathered = match.deals[-2].gathered()
            cuts += any(list(deal.deck) == gathered[k:] + gathered[:k] for k in range(32))
            assert deal.dealer == (match.deals[-2].dealer + 1) & 3
        while deal.phase == "bidding":
            match.bid(rnd.choice(deal.legal_bids()))
        while deal.phase == "playing":
            match.play(rnd.choice(deal.legal_cards()))
    assert cuts == 0


def test_k03_a_match_is_dealt_again_the_same_from_its_seed():
    a, b = Match(AMSTERDAMS, seed="boompje"), Match(AMSTERDAMS, seed="boompje")
    assert a.first_dealer == b.first_dealer and a.start_deal().deck == b.start_deal().deck
    assert Match(AMSTERDAMS, seed=1).start_deal().deck != Match(AMSTERDAMS, seed=2).start_deal().deck


def test_k03_the_deal_is_never_thrown_in():
    deal = make_deal(HANDS)
    for _ in range(4):
        deal.bid(deal.legal_bids()[0])  # pass
    assert deal.phase == "bidding" and deal.legal_bids() and not deal.is_over  # somebody has to play
