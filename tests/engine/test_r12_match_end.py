"""R12 End of the match: the first team to reach the target wins; both over
it on the same deal, the higher wins; equal, another deal. With a fixed
number of deals the higher after the last deal wins; equal, another deal.

Matches are classic, first dealer W; the deals are the hand-built layouts of
the R9 tests, injected with ``start_deal(deck=...)``. The dealer moves one
seat clockwise each deal, so deal k uses the layout turned k-1 seats
(``rotate``) and the seat next to the dealer still takes in round 1.
Known results (R9 tests): DEAL_A 98 to 64 for the takers' team, DEAL_B
81 to 81, DEAL_D with N's tierce announced 125 to 77.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import PRESETS, Match, OutOfTurn
from tests.engine.helpers import bid_all, seat
from tests.engine.test_r09_classic_scoring import DEAL_A, DEAL_B, DEAL_D, deck_for, play_tricks

CLASSIC = PRESETS["classic"]


def new_match(**options) -> Match:
    return Match(CLASSIC.with_(**options), seed=3, first_dealer=seat("W"))


def play_deal(match: Match, layout, announce: str = "") -> None:
    """The next deal is ``layout`` turned to the current dealer; the seat
    next to the dealer takes hearts (the up-card JH) and the deal is played."""
    rotate = len(match.deals)
    match.start_deal(deck=deck_for(layout, match.options, dealer="W", taker="N", up="JH", rotate=rotate))
    bid_all(match.deal, ["take H"])
    play_tricks(match, layout.tricks, rotate=rotate, announce=announce)


def throw_in(match: Match) -> None:
    match.start_deal(deck=list(range(32)))
    bid_all(match.deal, ["pass"] * 8)
    assert match.deal.result is None


# ----- a points target ---------------------------------------------------------------

def test_r12_first_team_to_reach_the_target_wins():
    """Target 98: NS's 98 reaches it exactly, EW's 64 does not: NS win."""
    match = new_match(target=98)
    play_deal(match, DEAL_A)
    assert match.totals == [98, 64]
    assert match.is_over
    assert match.winner == 0


def test_r12_no_winner_below_the_target():
    match = new_match(target=99)
    play_deal(match, DEAL_A)
    assert match.totals == [98, 64]
    assert not match.is_over
    assert match.winner is None


def test_r12_target_reached_on_a_later_deal():
    """Target 150: after deal 1 NS 98 - EW 64; deal 2 (DEAL_A turned, E
    takes) brings EW to 64 + 98 = 162 and NS to 98 + 64 = 162 -- both
    equal over the target: no winner, another deal; deal 3 (S takes) ends
    it at 260 to 226 for NS."""
    match = new_match(target=150)
    play_deal(match, DEAL_A)
    assert not match.is_over
    play_deal(match, DEAL_A)
    assert match.totals == [162, 162]
    assert not match.is_over
    assert match.winner is None
    play_deal(match, DEAL_A)
    assert match.totals == [260, 226]
    assert match.winner == 0


def test_r12_both_over_the_target_on_the_same_deal_higher_wins():
    """Target 150: deal 1 NS 98 - EW 64. Deal 2 is DEAL_D turned one seat:
    E takes with the tierce, EW make 125 and NS 77 with the belote. Both
    pass 150 on this deal (NS 175, EW 189): the higher, EW, wins although
    NS led before it."""
    match = new_match(target=150)
    play_deal(match, DEAL_A)
    play_deal(match, DEAL_D, announce="N")
    assert match.deal.result.scores() == (77, 125)
    assert match.totals == [175, 189]
    assert match.winner == 1


def test_r12_both_over_the_target_and_equal_another_deal_is_played():
    """Target 80: DEAL_B ends 81 to 81 (tie made): both reach the target,
    equal: no winner; deal 2 (DEAL_A turned, E takes, 98 to 64) decides."""
    match = new_match(target=80)
    play_deal(match, DEAL_B)
    assert match.totals == [81, 81]
    assert not match.is_over
    assert match.winner is None
    play_deal(match, DEAL_A)
    assert match.totals == [81 + 64, 81 + 98]
    assert match.winner == 1


# ----- a fixed number of deals ----------------------------------------------------------

def test_r12_fixed_number_of_deals_higher_after_the_last_deal_wins():
    """deals=2 (the target of 50 is then ignored): after deal 1 NS lead 98
    to 64, no winner yet; after deal 2 (DEAL_D turned: EW 125, NS 77) EW
    lead 189 to 175 and win."""
    match = new_match(deals=2, target=50)
    play_deal(match, DEAL_A)
    assert match.totals == [98, 64]
    assert not match.is_over
    play_deal(match, DEAL_D, announce="N")
    assert match.totals == [175, 189]
    assert match.is_over
    assert match.winner == 1


def test_r12_fixed_number_of_deals_equal_another_deal():
    """deals=1 and DEAL_B ends 81 to 81: another deal is played."""
    match = new_match(deals=1)
    play_deal(match, DEAL_B)
    assert match.totals == [81, 81]
    assert not match.is_over
    play_deal(match, DEAL_A)
    assert match.totals == [81 + 64, 81 + 98]
    assert match.winner == 1


def test_r12_thrown_in_deals_do_not_count_toward_the_number_of_deals():
    """Choice (engine README): thrown-in deals do not count. deals=1: a
    thrown-in deal leaves the match running; the played deal 2 ends it."""
    match = new_match(deals=1)
    throw_in(match)
    assert not match.is_over
    assert match.deals_played == 0
    play_deal(match, DEAL_A)
    assert match.deals_played == 1
    assert match.totals == [64, 98]
    assert match.winner == 1


def test_r12_thrown_in_deal_does_not_end_a_points_match():
    match = new_match(target=1)
    throw_in(match)
    assert match.totals == [0, 0]
    assert not match.is_over


# ----- after the end ----------------------------------------------------------------------

def test_r12_no_new_deal_after_the_match_is_over():
    match = new_match(target=98)
    play_deal(match, DEAL_A)
    assert match.is_over
    with pytest.raises(OutOfTurn) as err:
        match.start_deal()
    assert (err.value.rule, err.value.reason) == ("R12", "match_over")
    assert len(match.deals) == 1
    assert match.totals == [98, 64]
    assert match.winner == 0


def test_r12_no_new_deal_after_a_fixed_number_of_deals():
    match = new_match(deals=1)
    play_deal(match, DEAL_A)
    with pytest.raises(OutOfTurn) as err:
        match.start_deal(deck=list(range(32)))
    assert (err.value.rule, err.value.reason) == ("R12", "match_over")
    assert len(match.deals) == 1
