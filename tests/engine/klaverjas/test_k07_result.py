"""K7 The result of a deal: made (more than the defenders), nat (exactly half is nat), pit (all eight tricks).

Worked examples 4, 5 and 6 of KLAVERJAS.md, the options ``half_is_made``, ``pit_any_team`` and
``double_spades``, and whole deals played to the end (a nat with roem claimed, a pit).
"""

from __future__ import annotations

from belote_desktop.engine.families.klaverjas.result import DEAL_POINTS, PIT_BONUS, score_deal

from .helpers import AMSTERDAMS, play, started

NS, EW = 0, 1
HEARTS, SPADES = 1, 0


def test_k07_example_4_made_both_teams_score_what_they_counted():
    """NS (makers) 102 points (last trick included), EW 60; roem 20 each: 122 > 80, made."""
    r = score_deal(AMSTERDAMS, NS, HEARTS, card_points=[92, 60], tricks_won=[5, 3], last_trick_team=NS,
                   roem=[20, 20])
    assert r.made and not r.nat and r.winner == NS and r.pit is None
    assert r.scores() == (122, 80)
    assert (r.teams[NS].points, r.teams[EW].points) == (102, 60)
    assert (r.teams[NS].counted, r.teams[EW].counted) == (122, 80)


def test_k07_example_5_nat_defenders_score_162_and_all_roem():
    """NS (makers) 95 points and 20 roem, EW 67 and 70 roem: 115 <= 137, nat. NS 0, EW 162 + 20 + 70."""
    r = score_deal(AMSTERDAMS, NS, HEARTS, card_points=[85, 67], tricks_won=[4, 4], last_trick_team=NS,
                   roem=[20, 70])
    assert r.nat and r.winner == EW
    assert r.scores() == (0, 252)
    # The record keeps what each team counted beside what it scored.
    assert (r.teams[NS].points, r.teams[NS].roem, r.teams[EW].points, r.teams[EW].roem) == (95, 20, 67, 70)


def test_k07_exactly_half_is_nat():
    """81 - 81 without roem: nat (sfranzen's <=, KJO-R's 82); EW score 162."""
    r = score_deal(AMSTERDAMS, NS, HEARTS, card_points=[71, 81], tricks_won=[4, 4], last_trick_team=NS,
                   roem=[0, 0])
    assert r.nat and r.scores() == (0, DEAL_POINTS)
    # Half of 162 plus all roem: NS 81 + 20 against EW 81 + 20 is nat too.
    r = score_deal(AMSTERDAMS, NS, HEARTS, [71, 81], [4, 4], NS, [20, 20])
    assert r.nat and r.scores() == (0, 202)


def test_k07_one_point_more_than_half_is_made():
    r = score_deal(AMSTERDAMS, NS, HEARTS, [72, 80], [4, 4], NS, [0, 0])
    assert r.made and r.scores() == (82, 80)


def test_k07_half_is_made_option():
    """``half_is_made`` (KJO-ORG "minimaal de helft"): 81 - 81 is made, both score 81."""
    r = score_deal(AMSTERDAMS.with_(half_is_made=True), NS, HEARTS, [71, 81], [4, 4], NS, [0, 0])
    assert r.made and r.scores() == (81, 81)


def test_k07_example_6_pit():
    """NS take all eight tricks: 162 points, 70 roem, 100 for pit: 332; EW 0."""
    r = score_deal(AMSTERDAMS, NS, HEARTS, [152, 0], [8, 0], NS, [70, 0])
    assert r.made and r.pit == NS and r.teams[NS].pit == PIT_BONUS
    assert r.scores() == (332, 0)


def test_k07_defenders_taking_every_trick_earn_no_pit_bonus_by_default():
    """Without ``pit_any_team`` the makers are simply nat: EW 162 + all roem, no 100 (sfranzen, KJ-SPEC)."""
    r = score_deal(AMSTERDAMS, NS, HEARTS, [0, 152], [0, 8], EW, [0, 50])
    assert r.nat and r.pit == EW and r.teams[EW].pit == 0
    assert r.scores() == (0, 212)


def test_k07_pit_any_team_option():
    """``pit_any_team`` (BGA): the defenders' sweep earns the 100 too."""
    r = score_deal(AMSTERDAMS.with_(pit_any_team=True), NS, HEARTS, [0, 152], [0, 8], EW, [0, 50])
    assert r.nat and r.teams[EW].pit == PIT_BONUS and r.scores() == (0, 312)


def test_k07_double_spades_doubles_both_scores_after_made_or_nat():
    """``double_spades``: a deal in spades counts double, decided as usual first (made with 122 - 80)."""
    doubling = AMSTERDAMS.with_(double_spades=True)
    r = score_deal(doubling, NS, SPADES, [92, 60], [5, 3], NS, [20, 20])
    assert r.made and r.doubled and r.scores() == (244, 160)
    r = score_deal(doubling, NS, SPADES, [85, 67], [4, 4], NS, [20, 70])
    assert r.nat and r.scores() == (0, 504)
    r = score_deal(doubling, NS, HEARTS, [92, 60], [5, 3], NS, [20, 20])
    assert not r.doubled and r.scores() == (122, 80)


def test_k07_the_score_sheet_writes_points_and_roem_that_add_up_to_the_score():
    """The sheet's two columns of a team (punten, roem): made, each its own; nat, nothing for the makers and
    162 with the roem of both teams for the defenders (example 5); pit's 100 in the roem; doubled in spades."""
    made = score_deal(AMSTERDAMS, NS, HEARTS, [92, 60], [5, 3], NS, [20, 0])
    assert (made.written(NS), made.written(EW)) == ((102, 20), (60, 0))
    nat = score_deal(AMSTERDAMS, NS, HEARTS, [85, 67], [4, 4], NS, [20, 70])
    assert (nat.written(NS), nat.written(EW)) == ((0, 0), (DEAL_POINTS, 90))
    pit = score_deal(AMSTERDAMS, NS, HEARTS, [152, 0], [8, 0], NS, [70, 0])
    assert (pit.written(NS), pit.written(EW)) == ((162, 170), (0, 0))
    swept = score_deal(AMSTERDAMS.with_(pit_any_team=True), NS, HEARTS, [0, 152], [0, 8], EW, [0, 50])
    assert (swept.written(NS), swept.written(EW)) == ((0, 0), (162, 150))
    doubled = score_deal(AMSTERDAMS.with_(double_spades=True), NS, SPADES, [85, 67], [4, 4], NS, [20, 70])
    assert doubled.written(EW) == (2 * DEAL_POINTS, 180)
    for r in (made, nat, pit, swept, doubled):
        assert tuple(sum(r.written(team)) for team in (NS, EW)) == r.scores()


# ----- whole deals ----------------------------------------------------------------------------------------
SWEEP = {  # E (the voorhand) holds every trump and the aces: E plays in hearts and takes all eight tricks
    "E": "JH 9H AH TH KH QH AS AD",
    "S": "7S 8S 9S TS 7D 8D 9D TD",
    "W": "JS QS KS JD QD KD 8H 7H",
    "N": "7C 8C 9C TC JC QC KC AC",
}


def test_k07_a_whole_deal_ending_in_pit():
    deal = started(SWEEP, "H")
    play(deal, "JH 7S 7H 7C  9H 8S 8H 8C")  # E draws trumps
    while deal.phase == "playing":
        deal.play(deal.legal_cards()[-1] if deal.turn == 1 else deal.legal_cards()[0])
    r = deal.result
    assert deal.tricks_won == [0, 8] and r.made and r.pit == EW
    roem = sum(deal.roem_points)
    assert r.scores() == (0, 162 + roem + 100)


def test_k07_a_deal_is_scored_the_moment_its_eighth_trick_is_taken():
    deal = started(SWEEP, "H")
    while deal.phase == "playing":
        assert deal.result is None
        deal.play(deal.legal_cards()[0])
    assert deal.phase == "scored" and deal.is_over and deal.legal == 0
