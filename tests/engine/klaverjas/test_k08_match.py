"""K8 The end of the match: a boompje of 16 deals (or N deals), or a target (1500); ties.

Worked example 7 of KLAVERJAS.md, the options ``match_end`` (``deals`` / ``target``) and ``tie_extra_deal``,
and whole matches played with random legal calls and cards.
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.engine import Match, OutOfTurn
from belote_desktop.engine.families import family_of
from belote_desktop.engine.family import MatchEnd

from .helpers import AMSTERDAMS

END = family_of(AMSTERDAMS).match_end


def test_k08_example_7_after_16_deals_the_higher_total_wins():
    assert END(AMSTERDAMS, (1874, 1790), 16) == MatchEnd(True, 0)
    assert END(AMSTERDAMS, (1874, 1790), 15) == MatchEnd(False)
    assert END(AMSTERDAMS, (1790, 1874), 16) == MatchEnd(True, 1)


def test_k08_the_boompje_ignores_the_target():
    assert END(AMSTERDAMS, (2500, 100), 15) == MatchEnd(False)


def test_k08_equal_totals_after_the_boompje_are_a_draw():
    """No rule page covers it; a program spec (KJ-SPEC) calls it a draw, and so do we."""
    assert END(AMSTERDAMS, (1800, 1800), 16) == MatchEnd(True, None)


def test_k08_tie_extra_deal_plays_on_until_the_totals_differ():
    extra = AMSTERDAMS.with_(tie_extra_deal=True)
    assert END(extra, (1800, 1800), 16) == MatchEnd(False)
    assert END(extra, (1800, 1800), 17) == MatchEnd(False)
    assert END(extra, (1800, 1900), 17) == MatchEnd(True, 1)


def test_k08_target_1500_first_to_reach_wins():
    target = AMSTERDAMS.with_(deals=None)
    assert target.target == 1500
    assert END(target, (1499, 1400), 30) == MatchEnd(False)
    assert END(target, (1500, 1400), 9) == MatchEnd(True, 0)
    assert END(target, (1600, 1700), 9) == MatchEnd(True, 1)  # both passed it: the higher total
    assert END(target, (1600, 1600), 9) == MatchEnd(False)  # equal: another deal (as R12)


def test_k08_n_deals():
    eight = AMSTERDAMS.with_(deals=8)
    assert END(eight, (700, 600), 8) == MatchEnd(True, 0)
    assert END(eight, (700, 600), 7) == MatchEnd(False)


def play_match(options, seed: int) -> Match:
    rnd = random.Random(seed)
    match = Match(options, seed=seed)
    while not match.is_over:
        deal = match.start_deal()
        while deal.phase == "bidding":
            match.bid(rnd.choice(deal.legal_bids()))
        while deal.phase == "playing":
            match.play(rnd.choice(deal.legal_cards()))
    return match


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_k08_a_whole_boompje(seed):
    match = play_match(AMSTERDAMS, seed)
    assert len(match.deals) == 16 and match.deals_played == 16
    assert match.totals == [sum(h[0] for h in match.history), sum(h[1] for h in match.history)]
    if match.totals[0] == match.totals[1]:
        assert match.drawn and match.winner is None
    else:
        assert match.winner == (0 if match.totals[0] > match.totals[1] else 1) and not match.drawn
    with pytest.raises(OutOfTurn) as err:
        match.start_deal()
    assert (err.value.rule, err.value.reason) == ("K8", "match_over")


def test_k08_each_player_deals_four_times_clockwise():
    match = play_match(AMSTERDAMS, 5)
    dealers = [d.dealer for d in match.deals]
    assert all(dealers[i + 1] == (dealers[i] + 1) & 3 for i in range(15))
    assert sorted(dealers.count(s) for s in range(4)) == [4, 4, 4, 4]


def test_k08_a_match_to_a_target():
    match = play_match(AMSTERDAMS.with_(deals=None, target=600), 6)
    assert max(match.totals) >= 600 and match.winner is not None
    before = [sum(h[t] for h in match.history[:-1]) for t in (0, 1)]
    assert max(before) < 600 or before[0] == before[1]


def test_k08_a_draw_ends_the_match_without_a_winner():
    """A boompje of two deals played at random from seed 1 ends 162 - 162: over, drawn,
    no winner, no further deal."""
    match = play_match(AMSTERDAMS.with_(deals=2), 1)
    assert match.totals == [162, 162]
    assert match.is_over and match.drawn and match.winner is None
    with pytest.raises(OutOfTurn):
        match.start_deal()
    extra = play_match(AMSTERDAMS.with_(deals=2, tie_extra_deal=True), 1)
    assert len(extra.deals) > 2 and extra.winner is not None and not extra.drawn
