"""R10 Scoring a coinche / contrée deal: made or failed against the bid,
doubled (coinche x2) and redoubled (surcoinche x4), capot bids worth 250,
sans atout and tout atout.

The whole deals are the hand-built layouts of the R9 tests (card points
summed there), plus a sans atout and a tout atout deal built here. Dealer W:
N bids first and leads trick 1; after a coinche by E, S then N may
surcoinche (W, the defence, has nothing more to say).
"""

from __future__ import annotations

from belote_desktop.engine import PRESETS, SCORED
from tests.engine.test_r09_classic_scoring import (
    CAPOT,
    DEAL_A,
    DEAL_C,
    DEAL_C_BELOTE,
    DEAL_D,
    DEAL_E,
    Layout,
    new_deal,
    play_tricks,
    team_points,
)

COINCHE = PRESETS["coinche"]
CONTREE = PRESETS["contree"]

UNDOUBLED = ("pass", "pass", "pass")
COINCHED = ("coinche", "pass", "pass")  # E coinches, S and N pass
SURCOINCHED = ("coinche", "surcoinche")  # E coinches, S surcoinches


def played(layout: Layout, bid: str, after=UNDOUBLED, options=COINCHE, announce: str = ""):
    """N bids ``bid``, then ``after``; the layout is played whole."""
    deal = new_deal(layout, options, [bid, *after])
    assert deal.contract is not None
    play_tricks(deal, layout.tricks, announce=announce)
    assert deal.phase == SCORED
    return deal


# NS hold the winners in hearts, spades and one club trick; EW the diamonds.
SANS_ATOUT_DEAL = Layout(
    {
        "N": "AH TH AS TS KD 7D 8C TC",
        "E": "KH QH KS 9S AD TD KC QC",
        "S": "JH 9H QS JS QD 8D 7C AC",
        "W": "8H 7H 8S 7S JD 9D 9C JC",
    },
    (
        "N:AH E:QH S:9H W:7H",  # NS 19+3+0+0 = 22
        "N:TH E:KH S:JH W:8H",  # NS 10+4+2+0 = 16
        "N:AS E:9S S:JS W:8S",  # NS 19+0+2+0 = 21
        "N:TS E:KS S:QS W:7S",  # NS 10+4+3+0 = 17
        "N:7D E:AD S:8D W:9D",  # EW 0+19+0+0 = 19
        "E:TD S:QD W:JD N:KD",  # EW 10+3+2+4 = 19
        "E:KC S:7C W:9C N:8C",  # EW 4
        "E:QC S:AC W:JC N:TC",  # NS 3+19+2+10 = 34, + 10 last trick
    ),
)  # sans atout points (A 19, 10 10, K 4, Q 3, J 2): NS 22+16+21+17+34+10 = 120; EW 42

# Tout atout: every suit ranks J 9 A 10 K Q 8 7 and counts J 14, 9 9, A 6,
# 10 5, K 3, Q 1; followers must beat the highest card of the led suit.
TOUT_ATOUT_DEAL = Layout(
    {
        "N": "JH 9H JS 9S 7D 8D AC TC",
        "E": "AH TH KS QS JD 9D 7C 8C",
        "S": "KH QH AS TS TD AD QC 9C",
        "W": "8H 7H 8S 7S KD QD JC KC",
    },
    (
        "N:JH E:TH S:QH W:7H",  # NS 14+5+1+0 = 20
        "N:9H E:AH S:KH W:8H",  # NS 9+6+3+0 = 18
        "N:JS E:QS S:TS W:7S",  # NS 14+1+5+0 = 20
        "N:9S E:KS S:AS W:8S",  # NS 9+3+6+0 = 18
        "N:7D E:JD S:TD W:QD",  # EW 0+14+5+1 = 20
        "E:9D S:AD W:KD N:8D",  # EW 9+6+3+0 = 18
        "E:7C S:QC W:JC N:TC",  # EW 0+1+14+5 = 20
        "W:KC N:AC E:8C S:9C",  # NS 3+6+0+9 = 18, + 10 last trick
    ),
)  # NS 20+18+20+18+18+10 = 104; EW 20+18+20 = 58

# N bids capot: N holds the carré of jacks (200) and NS take seven tricks,
# but E's TD wins the last one.
CAPOT_FAILS = Layout(
    {
        "N": "JH 9H AH JS JD JC AS AD",
        "E": "QH 8H QS 9S TD 9D KC QC",
        "S": "TH KH TS KS QD KD AC TC",
        "W": "7H 8S 7S 8D 7D 9C 8C 7C",
    },
    (
        "N:JH E:8H S:KH W:7H",  # NS 20+0+4+0 = 24
        "N:9H E:QH S:TH W:7C",  # NS 14+3+10+0 = 27
        "N:AS E:9S S:KS W:7S",  # NS 11+0+4+0 = 15
        "N:AD E:9D S:QD W:7D",  # NS 11+0+3+0 = 14
        "N:JS E:QS S:TS W:8S",  # NS 2+3+10+0 = 15
        "S:AC W:8C N:JC E:QC",  # NS 11+0+2+3 = 16
        "S:TC W:9C N:AH E:KC",  # NS 10+0+11+4 = 25
        "N:JD E:TD S:KD W:8D",  # EW 2+10+4+0 = 16, + 10 last trick
    ),
)  # NS 24+27+15+14+15+16+25 = 136; EW 26


# ----- made -------------------------------------------------------------------------

def test_r10_made_undoubled_takers_score_points_plus_bid():
    """80 H by N on DEAL_A: NS 98 >= 80, made: NS 98 + 80, EW their 64."""
    deal = played(DEAL_A, "80 H")
    r = deal.result
    assert team_points(r) == (98, 64)
    assert r.made
    assert r.scores() == (178, 64)


def test_r10_made_undoubled_with_declarations_and_belote():
    """DEAL_D: NS 105 + N's tierce 20 = 125 >= 80: NS 125 + 80 = 205; EW
    keep their 57 card points and their belote: 77."""
    deal = played(DEAL_D, "80 H", announce="N")
    r = deal.result
    assert r.made
    assert r.scores() == (205, 77)


def test_r10_bid_reached_exactly_with_declarations_and_belote_is_made():
    """DEAL_C_BELOTE, 90 H by N: 50 card points + belote 20 + the best
    tierce 20 = 90 reaches the bid exactly: made, NS 90 + 90; EW score
    their 112 card points (E's tierce is beaten by N's)."""
    deal = played(DEAL_C_BELOTE, "90 H", announce="NE")
    r = deal.result
    assert team_points(r) == (50, 112)
    assert r.made
    assert r.scores() == (180, 112)


def test_r10_made_coinched_scores_160_plus_twice_the_bid():
    """DEAL_D, 80 H coinched: NS 160 + 80 x 2 + tierce 20 = 340; the
    defence scores only its belote 20 (not its 57 card points)."""
    deal = played(DEAL_D, "80 H", COINCHED, announce="N")
    assert deal.contract.multiplier == 2
    r = deal.result
    assert r.made
    assert r.scores() == (340, 20)


def test_r10_made_surcoinched_scores_160_plus_four_times_the_bid():
    """DEAL_D, 80 H surcoinched: NS 160 + 80 x 4 + 20 = 500; EW belote 20."""
    deal = played(DEAL_D, "80 H", SURCOINCHED, announce="N")
    assert deal.contract.multiplier == 4
    r = deal.result
    assert r.made
    assert r.scores() == (500, 20)


def test_r10_made_undoubled_defence_keeps_its_declarations():
    """DEAL_E, 80 H: NS 85 >= 80, made; E's tierce is the best declaration.
    Choice: "the defence scores its points" counts its scoring declarations
    and belote as R10's first line counts the takers': EW 77 + 20 = 97;
    NS 85 + 80 = 165."""
    deal = played(DEAL_E, "80 H", announce="E")
    r = deal.result
    assert deal.declaration_team == 1
    assert r.made
    assert r.scores() == (165, 97)


def test_r10_made_coinched_defence_loses_its_declarations():
    """DEAL_E, 80 H coinched and made: NS 160 + 160 = 320; the defence
    scores only its belote (none): E's tierce is lost."""
    deal = played(DEAL_E, "80 H", COINCHED, announce="E")
    assert deal.result.made
    assert deal.result.scores() == (320, 0)


def test_r10_defence_declarations_do_not_count_for_the_takers_bid():
    """DEAL_E, 90 H: 85 < 90, failed: EW 160 + 90 + their tierce 20."""
    deal = played(DEAL_E, "90 H", announce="E")
    assert not deal.result.made
    assert deal.result.scores() == (0, 270)


def test_r10_made_coinched_takers_belote_counts():
    """DEAL_C_BELOTE, 90 H coinched: made with exactly 90; NS 160 + 180 +
    tierce 20 + belote 20 = 380; EW nothing (no belote)."""
    deal = played(DEAL_C_BELOTE, "90 H", COINCHED, announce="NE")
    assert deal.result.made
    assert deal.result.scores() == (380, 0)


# ----- failed -----------------------------------------------------------------------

def test_r10_failed_defence_scores_160_plus_bid_and_all_declarations():
    """DEAL_D, 130 H by N: 125 < 130, failed. EW score 160 + 130 + N's
    tierce 20 + their belote 20 = 330; NS nothing."""
    deal = played(DEAL_D, "130 H", announce="N")
    r = deal.result
    assert not r.made
    assert r.scores() == (0, 330)


def test_r10_failed_coinched():
    """DEAL_D, 130 H coinched: EW 160 + 130 x 2 + 20 + 20 = 460."""
    deal = played(DEAL_D, "130 H", COINCHED, announce="N")
    r = deal.result
    assert not r.made
    assert r.scores() == (0, 460)


def test_r10_failed_surcoinched():
    """DEAL_D, 130 H surcoinched: EW 160 + 130 x 4 + 20 + 20 = 720."""
    deal = played(DEAL_D, "130 H", SURCOINCHED, announce="N")
    assert deal.result.scores() == (0, 720)


def test_r10_failed_takers_score_only_their_belote():
    """DEAL_C_BELOTE, 100 H: 50 + 20 + 20 = 90 < 100, failed: NS keep their
    belote 20; EW 160 + 100 + N's tierce 20 = 280."""
    deal = played(DEAL_C_BELOTE, "100 H", announce="NE")
    r = deal.result
    assert not r.made
    assert r.scores() == (20, 280)


def test_r10_failed_with_a_tierce_on_each_side():
    """DEAL_C, 80 H: 50 + 20 = 70 < 80. Choice (as in R9): only the best
    team's declarations score at all, so the defence gets 160 + 80 + N's
    tierce 20 = 260 (E's weaker tierce scores for nobody)."""
    deal = played(DEAL_C, "80 H", announce="NE")
    r = deal.result
    assert not r.made
    assert r.scores() == (0, 260)


def test_r10_card_points_alone_do_not_decide_against_the_defence():
    """The takers need only reach the bid (R10 does not compare with the
    defence): DEAL_C_BELOTE at 80 H is made with 90 although EW have 112."""
    deal = played(DEAL_C_BELOTE, "80 H", announce="NE")
    assert deal.result.made
    assert deal.result.scores() == (170, 112)


# ----- capot bids ------------------------------------------------------------------

def test_r10_capot_bid_made_counts_250():
    """Capot H by N and NS take all eight tricks: 252 + 250 = 502; EW 0."""
    deal = played(CAPOT, "capot H")
    r = deal.result
    assert deal.contract.is_capot
    assert r.capot == 0
    assert r.made
    assert r.scores() == (502, 0)


def test_r10_capot_bid_coinched():
    """Capot H coinched and made: 160 + 250 x 2 = 660; EW 0."""
    deal = played(CAPOT, "capot H", COINCHED)
    assert deal.result.made
    assert deal.result.scores() == (660, 0)


def test_r10_capot_bid_needs_all_eight_tricks():
    """NS count 136 + carré of jacks 200 = 336, more than 250, but E takes
    the last trick: the capot bid fails. EW score 160 + 250 + the carré
    200 = 610 (their own 26 card points are not added); NS 0."""
    deal = played(CAPOT_FAILS, "capot H", announce="N")
    r = deal.result
    assert team_points(r) == (136, 26)
    assert deal.declaration_team == 0
    assert r.capot is None
    assert not r.made
    assert r.scores() == (0, 610)


def test_r10_same_cards_make_a_value_bid_of_160():
    """CAPOT_FAILS at 160 H: 336 >= 160, made: NS 336 + 160 = 496, EW 26."""
    deal = played(CAPOT_FAILS, "160 H", announce="N")
    r = deal.result
    assert r.made
    assert r.scores() == (496, 26)


# ----- sans atout and tout atout ------------------------------------------------------

def test_r10_sans_atout_deal():
    """90 SA by N: sans atout card points (A 19): NS 110 + 10 = 120, EW 42;
    made: NS 120 + 90 = 210, EW 42."""
    deal = played(SANS_ATOUT_DEAL, "90 SA")
    r = deal.result
    assert team_points(r) == (120, 42)
    assert r.made
    assert r.scores() == (210, 42)


def test_r10_sans_atout_failed_coinched():
    """130 SA coinched: 120 < 130: EW 160 + 260 = 420."""
    deal = played(SANS_ATOUT_DEAL, "130 SA", COINCHED)
    assert not deal.result.made
    assert deal.result.scores() == (0, 420)


def test_r10_tout_atout_deal():
    """90 TA by N: tout atout card points (J 14, 9 9): NS 94 + 10 = 104,
    EW 58; made: NS 104 + 90 = 194, EW 58."""
    deal = played(TOUT_ATOUT_DEAL, "90 TA")
    r = deal.result
    assert team_points(r) == (104, 58)
    assert r.made
    assert r.scores() == (194, 58)


def test_r10_tout_atout_surcoinched_made():
    """100 TA surcoinched: 104 >= 100: NS 160 + 400 = 560; EW 0."""
    deal = played(TOUT_ATOUT_DEAL, "100 TA", SURCOINCHED)
    assert deal.result.made
    assert deal.result.scores() == (560, 0)


# ----- contrée -----------------------------------------------------------------------

def test_r10_contree_scores_like_coinche_without_declarations():
    """Contrée (declarations off): DEAL_D at 80 H: NS 105 + 80 = 185; EW
    57 + belote 20 = 77 (belote is never turned off)."""
    deal = played(DEAL_D, "80 H", options=CONTREE)
    assert deal.result.made
    assert deal.result.scores() == (185, 77)


def test_r10_contree_coinched_failed():
    """Contrée, DEAL_D at 110 H coinched: 105 < 110, failed: EW 160 + 220 +
    belote 20 = 400."""
    deal = played(DEAL_D, "110 H", COINCHED, options=CONTREE)
    assert not deal.result.made
    assert deal.result.scores() == (0, 400)
