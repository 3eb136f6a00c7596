"""R8 Belote-rebelote: king and queen of trump in one hand, 20 points, said
with the first of them and "rebelote" with the second; it counts for its
team whatever happens to the contract, is never compared like a
declaration, and does not exist in sans atout or tout atout. With
``auto_belote`` on it is announced automatically; off, only when the first
card is played with ``belote=True``.

Positions are built by hand; the whole deals are the R9/R10 layouts (card
points summed there). Dealer W: N bids first and leads trick 1.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import PRESETS, IllegalAnnouncement, card_name, parse_card
from tests.engine.helpers import bid_all, make_deal, seat
from tests.engine.test_r09_classic_scoring import (
    CAPOT,
    DEAL_A,
    DEAL_C_BELOTE,
    DEAL_D,
    Layout,
    new_deal,
    play_tricks,
)
from tests.engine.test_r10_coinche_scoring import SANS_ATOUT_DEAL, TOUT_ATOUT_DEAL

COINCHE = PRESETS["coinche"]
CLASSIC = PRESETS["classic"]
MANUAL = COINCHE.with_(auto_belote=False)


def says(deal) -> dict[str, str]:
    """card name -> "belote" / "rebelote" for the cards played with a say."""
    return {card_name(a.value): a.say for a in deal.actions if a.kind == "play" and a.say}


def refused_play(deal, card: str, belote: bool = True):
    before = (deal.turn, list(deal.hands), deal.trick, dict(deal.says), list(deal.belote_points))
    with pytest.raises(IllegalAnnouncement) as err:
        deal.play(parse_card(card), belote=belote)
    assert (deal.turn, list(deal.hands), deal.trick, dict(deal.says), list(deal.belote_points)) == before
    return err.value


# ----- said with the first card, rebelote with the second ----------------------------------

def test_r8_belote_with_the_first_card_rebelote_with_the_second():
    """DEAL_D, 80 H: W holds KH QH, plays QH in trick 1 and KH in trick 2.
    Choice (engine README): the 20 points count once both are played."""
    deal = new_deal(DEAL_D, COINCHE, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, DEAL_D.tricks[:1])
    assert says(deal) == {"QH": "belote"}
    assert deal.belote_points == [0, 0]
    play_tricks(deal, DEAL_D.tricks[1:2])
    assert says(deal) == {"QH": "belote", "KH": "rebelote"}
    assert deal.belote_points == [0, 20]


def test_r8_belote_with_the_king_first():
    """N leads KH (belote); it plays QH in trick 2 (rebelote)."""
    hands = {
        "N": "KH QH 7S 8S 7D 8D 7C 8C",
        "E": "JH 9H 9S TS 9D TD 9C TC",
        "S": "AH 7H JS QS JD QD JC QC",
        "W": "TH 8H KS AS KD AD KC AC",
    }
    deal = make_deal(COINCHE, "W", hands)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, ("N:KH E:JH S:7H W:8H", "E:9H S:AH W:TH N:QH"))
    assert says(deal) == {"KH": "belote", "QH": "rebelote"}
    assert deal.belote_points == [20, 0]


def test_r8_belote_only_in_the_hand_holding_both():
    """DEAL_A: W holds KH and S holds QH: no belote for anyone."""
    deal = new_deal(DEAL_A, COINCHE, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, DEAL_A.tricks)
    assert says(deal) == {}
    assert deal.belote_points == [0, 0]
    assert (deal.result.teams[0].belote, deal.result.teams[1].belote) == (0, 0)


# ----- it counts whatever happens to the contract ----------------------------------------

def test_r8_belote_counts_for_the_takers_when_the_classic_contract_fails():
    """DEAL_C_BELOTE, classic, N takes: 50 + belote 20 + tierce 20 = 90 <
    EW 112: failed, NS still score their belote 20."""
    deal = new_deal(DEAL_C_BELOTE, CLASSIC, ["take H"], taker="N", up="KH")
    play_tricks(deal, DEAL_C_BELOTE.tricks, announce="NE")
    r = deal.result
    assert not r.made
    assert r.teams[0].belote == 20
    assert r.scores() == (20, 182)


def test_r8_belote_counts_for_the_takers_when_the_coinche_contract_fails():
    """DEAL_C_BELOTE at 120 H coinched: failed; NS keep their 20."""
    deal = new_deal(DEAL_C_BELOTE, COINCHE, ["120 H", "coinche", "pass", "pass"])
    play_tricks(deal, DEAL_C_BELOTE.tricks)
    r = deal.result
    assert not r.made
    assert r.scores() == (20, 160 + 240)


def test_r8_belote_counts_for_the_defence_against_a_coinched_contract():
    """DEAL_D at 80 H coinched and made: the defence scores only its belote."""
    deal = new_deal(DEAL_D, COINCHE, ["80 H", "coinche", "pass", "pass"])
    play_tricks(deal, DEAL_D.tricks)
    assert deal.result.made
    assert deal.result.scores() == (160 + 160, 20)


def test_r8_belote_counts_for_a_team_without_a_trick():
    """CAPOT with W holding KH QH: NS take every trick (252) and EW, who took
    none, keep their belote 20 (R9: only their belote)."""
    layout = Layout(
        {**CAPOT.hands, "S": "7H 8H 9S 8S 7S JD 9D JC", "W": "QH KH 8D 7D QC 9C 8C 7C"},
        ("N:JH E:TH S:8H W:QH", "N:9H E:AH S:7H W:KH", *CAPOT.tricks[2:]),
    )
    deal = new_deal(layout, CLASSIC, ["take H"], taker="N", up="JH")
    play_tricks(deal, layout.tricks, announce="E")
    r = deal.result
    assert r.capot == 0
    assert (r.teams[1].declarations, r.teams[1].belote) == (0, 20)
    assert r.scores() == (252, 20)


# ----- auto_belote ---------------------------------------------------------------------------

def test_r8_auto_belote_on_by_default():
    assert COINCHE.auto_belote and CLASSIC.auto_belote


def test_r8_auto_belote_off_said_with_the_first_card():
    """DEAL_D, 80 H, auto_belote off: W plays QH with belote=True; KH then
    says rebelote by itself. NS 105 + 80 = 185, EW 57 + 20 = 77."""
    deal = new_deal(DEAL_D, MANUAL, ["80 H", "pass", "pass", "pass"])
    assert deal.turn == seat("N")
    play_tricks(deal, ["N:JH E:TH S:7H"])
    assert deal.can_say_belote(parse_card("QH"))
    assert deal.can_say_belote(parse_card("KH"))
    assert not deal.can_say_belote(parse_card("7S"))
    deal.play(parse_card("QH"), belote=True)
    play_tricks(deal, DEAL_D.tricks[1:])
    assert says(deal) == {"QH": "belote", "KH": "rebelote"}
    assert deal.result.scores() == (185, 77)


def test_r8_auto_belote_off_not_said_is_lost():
    """DEAL_D, auto_belote off, W plays QH without saying belote: given up.
    KH later says nothing, and saying it then is refused (R8 no_belote).
    NS 185, EW 57."""
    deal = new_deal(DEAL_D, MANUAL, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, DEAL_D.tricks[:1])
    play_tricks(deal, ["N:9H E:8H S:AH"])
    assert not deal.can_say_belote(parse_card("KH"))
    err = refused_play(deal, "KH")
    assert (err.rule, err.reason) == ("R8", "no_belote")
    deal.play(parse_card("KH"))
    play_tricks(deal, DEAL_D.tricks[2:])
    assert says(deal) == {}
    r = deal.result
    assert (r.teams[0].belote, r.teams[1].belote) == (0, 0)
    assert r.scores() == (185, 57)


def test_r8_auto_belote_on_says_it_without_asking():
    deal = new_deal(DEAL_D, COINCHE, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, DEAL_D.tricks)
    assert says(deal) == {"QH": "belote", "KH": "rebelote"}
    assert deal.result.scores() == (185, 77)


# ----- refusals ------------------------------------------------------------------------------

def test_r8_belote_with_another_card_refused():
    """N (no K+Q of trump) says belote with JH: refused, nothing changes."""
    deal = new_deal(DEAL_D, MANUAL, ["80 H", "pass", "pass", "pass"])
    err = refused_play(deal, "JH")
    assert (err.rule, err.reason) == ("R8", "no_belote")


def test_r8_belote_with_a_non_trump_card_of_the_holder_refused():
    """W holds KH QH; saying belote with 7S (trick 3) is refused."""
    deal = new_deal(DEAL_D, MANUAL, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, [DEAL_D.tricks[0].replace("W:QH", "W:QH!"), DEAL_D.tricks[1], "N:AS E:TS S:8S"])
    err = refused_play(deal, "7S")
    assert (err.rule, err.reason) == ("R8", "no_belote")


def test_r8_belote_with_king_and_queen_of_a_non_trump_suit_refused():
    """N holds KS QS, but spades are not trump (trick 4, N leads KS)."""
    deal = new_deal(DEAL_D, MANUAL, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, DEAL_D.tricks[:3])
    err = refused_play(deal, "KS")
    assert (err.rule, err.reason) == ("R8", "no_belote")


def test_r8_belote_with_only_one_of_king_and_queen_refused():
    """DEAL_A: S holds QH but W holds KH: S may not say belote."""
    deal = new_deal(DEAL_A, MANUAL, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, ["N:JH E:7H"])
    err = refused_play(deal, "QH")
    assert (err.rule, err.reason) == ("R8", "no_belote")


# ----- no belote in sans atout and tout atout --------------------------------------------------

def test_r8_no_belote_in_sans_atout():
    """E holds KH QH and KC QC; in sans atout nothing is said or scored."""
    deal = new_deal(SANS_ATOUT_DEAL, COINCHE, ["90 SA", "pass", "pass", "pass"])
    play_tricks(deal, SANS_ATOUT_DEAL.tricks)
    assert says(deal) == {}
    assert deal.belote_points == [0, 0]
    assert deal.result.scores() == (210, 42)


def test_r8_no_belote_in_sans_atout_saying_it_refused():
    deal = new_deal(SANS_ATOUT_DEAL, MANUAL, ["90 SA", "pass", "pass", "pass"])
    play_tricks(deal, ["N:AH"])
    err = refused_play(deal, "QH")
    assert (err.rule, err.reason) == ("R8", "no_belote")


def test_r8_no_belote_in_tout_atout():
    """S holds KH QH, E KS QS, W KD QD: in tout atout nobody has belote."""
    deal = new_deal(TOUT_ATOUT_DEAL, COINCHE, ["90 TA", "pass", "pass", "pass"])
    play_tricks(deal, TOUT_ATOUT_DEAL.tricks)
    assert says(deal) == {}
    assert deal.belote_points == [0, 0]
    assert deal.result.scores() == (194, 58)


def test_r8_no_belote_in_tout_atout_saying_it_refused():
    deal = new_deal(TOUT_ATOUT_DEAL, MANUAL, ["90 TA", "pass", "pass", "pass"])
    play_tricks(deal, ["N:JH E:TH"])
    err = refused_play(deal, "QH")
    assert (err.rule, err.reason) == ("R8", "no_belote")


# ----- never compared like a declaration -----------------------------------------------------

def test_r8_belote_is_not_compared_with_declarations():
    """DEAL_D, 80 H: N announces the tierce AS KS QS (20), W has belote (20).
    The tierce is the only declaration, so NS score it, and EW keep their
    belote: NS 105 + 20 + 80 = 205, EW 57 + 20 = 77."""
    deal = new_deal(DEAL_D, COINCHE, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, DEAL_D.tricks, announce="N")
    r = deal.result
    assert deal.declaration_team == 0
    assert (r.teams[0].declarations, r.teams[0].belote) == (20, 0)
    assert (r.teams[1].declarations, r.teams[1].belote) == (0, 20)
    assert r.scores() == (205, 77)


def test_r8_belote_alone_is_no_declaration():
    """DEAL_D without announcements: nobody has a declaration after trick 1,
    although W said belote."""
    deal = new_deal(DEAL_D, COINCHE, ["80 H", "pass", "pass", "pass"])
    play_tricks(deal, DEAL_D.tricks[:1])
    assert says(deal) == {"QH": "belote"}
    assert deal.declaration_team is None
    assert deal.declarations_shown() == {}
