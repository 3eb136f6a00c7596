"""The coach's hint (issue 16): the hard bot's choice from the player's own view, never from hidden cards.

The twin deals of ``test_information_hiding`` look the same from the player's seat but deal the other
hands differently; the coach must give the same advice in both. Its move is legal, its values come
from the deals it looked at, and its reasons hold in positions built for them.
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots import SeatView
from belote_desktop.bots.coach import (
    CHEAP,
    DRAW_TRUMPS,
    GIVE_POINTS,
    ONLY_CARD,
    SHORT_DISCARD,
    WINS_TRICK,
    Advice,
    Coach,
    card_reason,
)
from belote_desktop.engine import PRESETS, Bid
from belote_desktop.engine.cards import parse_card
from tests.bots.test_information_hiding import OBSERVED, checkpoints, drive, shuffled, twin
from tests.engine.helpers import bid_all, make_deal, play


def advice_of(view: SeatView) -> Advice:
    # A budget far above what 10 deals need: on a loaded machine the clock must not cut a search short.
    decision = Coach(seed=3, budget=60, max_samples=10).decide(view)
    assert isinstance(decision.advice, Advice)
    return decision.advice


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_the_hint_is_the_same_whatever_the_hidden_cards_are(variant: str) -> None:
    options = PRESETS[variant]
    rng = random.Random(11)
    compared = 0
    for seed in range(3):
        deck, dealer = shuffled(seed), seed % 4
        for history in checkpoints(options, deck, dealer, ("normal", "easy", "normal", "normal")):
            original = drive(options, deck, dealer, history)
            other = twin(options, deck, dealer, history, rng)
            if other is None:
                continue
            view, other_view = SeatView.of(original, OBSERVED), SeatView.of(other, OBSERVED)
            if view.can_announce:
                continue
            assert view == other_view
            assert advice_of(view) == advice_of(other_view)
            compared += 1
    assert compared >= 8


def test_the_hinted_move_is_legal_and_the_alternatives_are_ranked() -> None:
    options = PRESETS["classic"]
    seen_card = seen_bid = False
    for seed in range(3):
        deck = shuffled(seed + 20)
        for history in checkpoints(options, deck, 0, ("normal", "normal", "normal", "normal")):
            deal = drive(options, deck, 0, history)
            view = SeatView.of(deal, OBSERVED)
            if view.can_announce:
                continue
            advice = advice_of(view)
            best = advice.best
            if isinstance(best, Bid):
                assert best in view.legal_bids
                seen_bid = True
            else:
                assert view.legal_mask() >> best & 1
                seen_card = True
            values = [v for _m, v in advice.options[1:] if v is not None]
            assert values == sorted(values, reverse=True)
            assert len({m for m, _v in advice.options}) == len(advice.options) <= 3
    assert seen_card and seen_bid


CONTREE = PRESETS["contree"]  # no declarations: the play starts at once


def s_to_play(hands: dict[str, str], trick: str) -> SeatView:
    """South's view in trick 1 of a contrée deal (W bid 80 hearts, the others passed; W leads), after ``trick``."""
    deal = make_deal(CONTREE, "S", hands)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    play(deal, trick)
    assert deal.turn == 2
    return SeatView.of(deal, 2)


HANDS = {
    "W": "7S TS JS TD JD QD KD AD",
    "N": "AS KS 8S 8C 9C TC JC QC",
    "E": "9S QS KC AC 9H TH JH QH",
    "S": "7C 7D 8D 9D AH KH 7H 8H",
}


def test_a_discard_from_the_shortest_side_suit_while_the_partner_wins() -> None:
    view = s_to_play(HANDS, "7S AS 9S")  # N's ace holds the trick; South has no spade
    assert card_reason(view, parse_card("7C")) == SHORT_DISCARD
    assert card_reason(view, parse_card("7D")) is None  # diamonds are not the short suit


def test_points_for_the_partner_and_a_trick_won_last() -> None:
    hands = {
        "W": "7S JS TD JD QD KD AD 7C",
        "N": "AS KS 8S 8C 9C TC JC QC",
        "E": "QS KC AC AH 9H TH JH QH",
        "S": "TS 9S 7D 8D 9D KH 7H 8H",
    }
    view = s_to_play(hands, "7S AS QS")
    assert card_reason(view, parse_card("TS")) == GIVE_POINTS  # partner's ace is the best spade: give the ten
    view = s_to_play(hands, "7S 8S QS")
    assert card_reason(view, parse_card("TS")) == WINS_TRICK  # last to play, the ten beats the queen


def test_a_lost_trick_gets_the_cheapest_card() -> None:
    hands = {
        "W": "7S JS TD JD QD KD AD 7C",
        "N": "8S KS 7H 8C 9C TC JC QC",
        "E": "AS QS KC AC 9H TH JH QH",
        "S": "TS 9S 7D 8D 9D KH AH 8H",
    }
    view = s_to_play(hands, "7S 8S AS")  # East's ace wins; South must follow with the ten or the nine
    assert card_reason(view, parse_card("9S")) == CHEAP
    assert card_reason(view, parse_card("TS")) is None


def test_the_only_card_and_drawing_trumps() -> None:
    hands = {
        "W": "7S JS TD JD QD KD AD 7C",
        "N": "AS KS 8S 8C 9C TC JC QC",
        "E": "QS 9S KC AC 9H TH JH QH",
        "S": "TS 7D 8D 9D KH AH 7H 8H",
    }
    view = s_to_play(hands, "7S AS QS")
    assert card_reason(view, parse_card("TS")) == ONLY_CARD
    deal = make_deal(CONTREE, "S", hands)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    play(deal, "7S 8S QS TS")  # South's ten takes the trick and South leads
    view = SeatView.of(deal, 2)
    assert view.turn == 2 and not view.trick
    assert card_reason(view, parse_card("AH")) == DRAW_TRUMPS  # the opponents may still hold hearts
