"""K4 Choosing trump: "ik speel" (``take <suit>``) or "ik pas" (``pass``) in turn; nobody throws the cards in.

North deals: East, the voorhand, speaks first (unless ``first_speaker`` is the dealer) and leads trick 1 (unless
``first_lead`` is the maker). Every refusal names K4.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import PASS_BID, PLAYING, Bid, IllegalBid, Match, OutOfTurn
from belote_desktop.engine.bidding import OPEN
from belote_desktop.engine.families.klaverjas.choosing import FORCED
from belote_desktop.engine.families.klaverjas.options import PRESETS

from .helpers import AMSTERDAMS, make_deal, seat, suit

HANDS = {
    "N": "AS KS QS JS 7D 8D 9D TD",
    "E": "7S 8S 9S TS AD KD QD JD",
    "S": "AH TH 8C 7H 9C 7C 8H TC",
    "W": "JH 9H KH QH AC KC QC JC",
}
ALL_TAKES = [Bid.take(s) for s in range(4)]
GEDRAAID = AMSTERDAMS.with_(trump_choice="gedraaid")
TWENTS = AMSTERDAMS.with_(trump_choice="twents")


def calls(deal, *texts: str) -> None:
    for text in texts:
        deal.bid(Bid.parse(text))


def refuse(deal, text: str, reason: str) -> None:
    before = (deal.turn, list(deal.bids), deal.auction_moment, deal.phase)
    with pytest.raises(IllegalBid) as err:
        deal.bid(Bid.parse(text))
    assert (err.value.rule, err.value.reason) == ("K4", reason)
    assert (deal.turn, list(deal.bids), deal.auction_moment, deal.phase) == before


def test_k04_vrij_the_voorhand_speaks_first_and_may_play_any_suit_or_pass():
    deal = make_deal(HANDS)
    assert deal.phase == "bidding" and deal.turn == seat("E") and deal.speaker == seat("E")
    assert deal.legal_bids() == [PASS_BID, *ALL_TAKES]
    assert deal.auction_moment == OPEN


def test_k04_the_first_player_who_plays_is_the_maker_and_ends_the_choosing():
    deal = make_deal(HANDS)
    calls(deal, "pass", "take D")  # E passes, S plays in diamonds
    assert deal.phase == PLAYING
    assert str(deal.contract) == "D by S" and deal.contract.takers == 0
    assert deal.bid_moments() == [OPEN, OPEN]
    assert deal.legal_bids() == [] and deal.auction_moment == ""


def test_k04_all_four_pass_the_first_speaker_must_play_any_suit():
    deal = make_deal(HANDS)
    calls(deal, "pass", "pass", "pass", "pass")
    assert deal.turn == seat("E") and deal.auction_moment == FORCED
    assert deal.legal_bids() == ALL_TAKES
    refuse(deal, "pass", "must_play")
    calls(deal, "take S")
    assert str(deal.contract) == "S by E" and deal.bid_moments() == [OPEN] * 4 + [FORCED]


def test_k04_no_throw_in_and_no_belote_calls():
    deal = make_deal(HANDS)
    for text in ("80 H", "coinche", "keep", "capot S"):
        refuse(deal, text, "not_a_klaverjas_call")
    assert not deal.auction.thrown_in


def test_k04_first_speaker_dealer_nku():
    """``first_speaker = dealer`` (NKU): the dealer speaks first and is forced after four passes; the
    voorhand still leads the first trick."""
    deal = make_deal(HANDS, PRESETS["nku_toernooi"])
    assert deal.turn == seat("N")
    calls(deal, "pass", "pass", "pass", "pass")
    assert deal.turn == seat("N") and deal.auction_moment == FORCED
    calls(deal, "take C")
    assert str(deal.contract) == "C by N" and deal.turn == seat("E")


def test_k04_verplicht_utrechts_the_voorhand_must_play_at_once():
    deal = make_deal(HANDS, PRESETS["utrechts"])
    assert deal.turn == seat("E") and deal.auction_moment == FORCED and deal.legal_bids() == ALL_TAKES
    refuse(deal, "pass", "must_play")
    calls(deal, "take H")
    assert str(deal.contract) == "H by E"


def test_k04_gedraaid_only_the_proposed_suit_before_four_passes():
    deal = make_deal(HANDS, GEDRAAID, proposals="DH")
    assert deal.proposed == suit("D") and deal.imposed is None
    assert deal.legal_bids() == [PASS_BID, Bid.take(suit("D"))]
    refuse(deal, "take H", "proposed_suit_only")
    calls(deal, "pass", "take D")
    assert str(deal.contract) == "D by S"


@pytest.mark.parametrize("all_pass, allowed", [
    ("choose_any", "SHDC"),
    ("choose_other", "SHC"),
    ("next_card", "H"),
])
def test_k04_gedraaid_after_four_passes(all_pass, allowed):
    """``gedraaid_all_pass``: the voorhand names any suit, any but the proposed one, or the suit turned
    next."""
    deal = make_deal(HANDS, GEDRAAID.with_(gedraaid_all_pass=all_pass), proposals="DH")
    calls(deal, "pass", "pass", "pass", "pass")
    assert deal.turn == seat("E")
    assert deal.legal_bids() == [Bid.take(suit(s)) for s in allowed]
    assert deal.imposed == (suit("H") if all_pass == "next_card" else None)
    for s in "SHDC":
        if s not in allowed:
            refuse(deal, f"take {s}", "imposed_suit_only" if all_pass == "next_card" else "proposed_suit_refused")


def test_k04_twents_imposes_a_second_random_suit_after_four_passes():
    """``twents``: as gedraaid, but after four passes the second proposal is imposed on the voorhand
    (whatever ``gedraaid_all_pass`` says); it may be the proposed suit again, as a turned card may be."""
    deal = make_deal(HANDS, TWENTS.with_(gedraaid_all_pass="choose_other"), proposals="DD")
    calls(deal, "pass", "pass", "pass", "pass")
    assert deal.legal_bids() == [Bid.take(suit("D"))]
    refuse(deal, "take S", "imposed_suit_only")
    calls(deal, "take D")
    assert str(deal.contract) == "D by E"


def test_k04_the_first_deal_of_a_match_proposes_clubs_then_random_suits():
    proposed = []
    match = Match(GEDRAAID.with_(deals=8), seed=4)
    while not match.is_over:
        deal = match.start_deal()
        proposed.append(deal.proposed)
        _play_out(match)
    assert proposed[0] == suit("C")
    assert len(set(proposed[1:])) > 1  # drawn, not fixed


def test_k04_vrij_and_verplicht_propose_nothing():
    assert make_deal(HANDS).proposed is None
    assert Match(AMSTERDAMS, seed=3).start_deal().proposals is None


def test_k04_the_voorhand_leads_even_when_another_chose_trump():
    deal = make_deal(HANDS)
    calls(deal, "pass", "pass", "take S")  # W chose
    assert deal.turn == seat("E") and deal.trick_leader == seat("E")


def test_k04_first_lead_maker():
    deal = make_deal(HANDS, AMSTERDAMS.with_(first_lead="maker"))
    calls(deal, "pass", "pass", "take S")
    assert deal.turn == seat("W")


def test_k04_out_of_turn_and_after_the_choice():
    deal = make_deal(HANDS)
    with pytest.raises(OutOfTurn) as err:
        deal.bid(PASS_BID, seat=seat("S"))
    assert (err.value.rule, err.value.reason) == ("K1", "not_your_turn")
    calls(deal, "take H")
    with pytest.raises(OutOfTurn) as err:
        deal.bid(PASS_BID)
    assert (err.value.rule, err.value.reason) == ("K4", "wrong_phase")


def _play_out(match: Match) -> None:
    deal = match.deal
    while deal.phase == "bidding":
        match.bid(deal.legal_bids()[-1])
    while deal.phase == PLAYING:
        match.play(deal.legal_cards()[0])


def test_k04_gedraaid_with_the_dealer_first_the_dealer_is_the_one_forced():
    """Our reading where KLAVERJAS.md says "the voorhand" for gedraaid: the player forced after four passes
    (and the one a second suit is imposed on) is the first speaker, the dealer under ``first_speaker =
    dealer``, as in ``vrij``."""
    deal = make_deal(HANDS, GEDRAAID.with_(first_speaker="dealer", gedraaid_all_pass="next_card"), proposals="DH")
    assert deal.turn == seat("N")
    calls(deal, "pass", "pass", "pass", "pass")
    assert deal.turn == seat("N") and deal.legal_bids() == [Bid.take(suit("H"))]
    calls(deal, "take H")
    assert str(deal.contract) == "H by N" and deal.turn == seat("E")  # the voorhand leads
