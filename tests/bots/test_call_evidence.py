"""How the calls weight the hard bot's sampled deals (bots/evidence.py). In the play of a classic
deal every call is read by the curve fitted to the hard level's own calls (``call_readings.py``):
the taker by its round's take curve, each pass by what it declined; the first readings (arena level
"hard-first-readings") read a taker at 76 and the passes not at all."""

from __future__ import annotations

import math

from belote_desktop.bots import SeatView, make_bot
from belote_desktop.bots.evidence import (
    FIRST_ROUND_TAKE,
    SECOND_ROUND_PASS,
    SECOND_ROUND_TAKE,
    _Evidence,
    hand_value,
)
from belote_desktop.engine import PRESETS, parse_card, parse_hand
from belote_desktop.engine.cards import TRUMP_NAMES
from belote_desktop.engine.deal import PLAYING
from tests.engine.helpers import bid_all, make_deal, seat

HANDS = {
    "N": "7S 8S 9S 7H 8H 9H 7D 8D",
    "E": "QS KS AS QH KH AH 9D TD",
    "S": "JS TS JH TH JD QD KD AD",  # takes the up-card, the jack of hearts
    "W": "7C 8C 9C TC JC QC KC AC",
}


def first_round_take():
    deal = make_deal(PRESETS["classic"], "W", HANDS, up_card="JH", taker="S")
    bid_all(deal, ["pass", "pass", "take H"])  # N and E pass, S takes
    assert deal.phase == PLAYING
    return deal


def rules_of(evidence: _Evidence) -> dict[int, set[tuple[tuple[int, ...], float, int, float]]]:
    return {s: set(rules) for s, rules in evidence.by_seat.items()}


def step(value: float, curve: tuple[float, float], sign: int) -> float:
    threshold, soft = curve
    return 1 / (1 + math.exp(-sign * (value - threshold) / soft))


def test_a_first_round_auction_reads_the_taker_and_both_passes_by_the_fitted_curve() -> None:
    deal = first_round_take()
    hearts = TRUMP_NAMES.index("H")  # the up-card's suit
    assert deal.up_card == parse_card("JH") and deal.contract is not None and deal.contract.trump == hearts
    view = SeatView.of(deal, seat("W"))
    threshold, soft = FIRST_ROUND_TAKE
    assert rules_of(_Evidence(view, [0, 0, 0, 0])) == {
        seat("N"): {((hearts,), threshold, -1, soft)},
        seat("E"): {((hearts,), threshold, -1, soft)},
        seat("S"): {((hearts,), threshold, 1, soft)},
    }
    # As first written: the taker at 76 with a softness of 5, nothing of the passes in the play.
    assert rules_of(_Evidence(view, [0, 0, 0, 0], first_readings=True)) == {
        seat("S"): {((hearts,), 76.0, 1, _Evidence.SOFT)}}


def test_a_first_round_pass_makes_a_strong_trump_hand_unlikely() -> None:
    view = SeatView.of(first_round_take(), seat("W"))
    evidence = _Evidence(view, [0, 0, 0, 0])
    strong = parse_hand("9H AH TH QH KH 7D 8D 9D")  # no jack: the taker has it
    weak = parse_hand("7H 8H 7D 8D 9D 7S 8S 9S")
    for hand in (strong, weak):
        assert math.isclose(evidence.weight(seat("N"), hand), step(hand_value(hand, 1), FIRST_ROUND_TAKE, -1))
    assert evidence.weight(seat("N"), strong) < 0.01 < 0.5 < evidence.weight(seat("N"), weak)


def test_a_second_round_auction_reads_each_pass_by_its_round() -> None:
    deal = make_deal(PRESETS["classic"], "W", HANDS, up_card="JH", taker="S")
    bid_all(deal, ["pass", "pass", "pass", "pass", "pass", "pass", "take D"])  # S names diamonds
    assert deal.phase == PLAYING
    hearts, diamonds = 1, 2
    others = (0, 2, 3)
    view = SeatView.of(deal, seat("E"))
    up_pass = ((hearts,), FIRST_ROUND_TAKE[0], -1, FIRST_ROUND_TAKE[1])
    no_suit = (others, SECOND_ROUND_PASS[0], -1, SECOND_ROUND_PASS[1])
    assert rules_of(_Evidence(view, [0, 0, 0, 0])) == {
        seat("N"): {up_pass, no_suit},
        seat("W"): {up_pass},  # the dealer's first-round pass; its second turn never came
        seat("S"): {up_pass, ((diamonds,), SECOND_ROUND_TAKE[0], 1, SECOND_ROUND_TAKE[1])},
    }
    # A second-round pass reads the best of the three other suits: a hand strong in one of them weighs less.
    evidence = _Evidence(view, [0, 0, 0, 0])
    plain = parse_hand("7S 8S 7H 8H 7C 8C 9C 9D")
    clubs = parse_hand("JC 9C AC TC 7S 8S 7H 8H")
    best = max(hand_value(clubs, m) for m in others)
    expected = step(hand_value(clubs, hearts), FIRST_ROUND_TAKE, -1) * step(best, SECOND_ROUND_PASS, -1)
    assert math.isclose(evidence.weight(seat("N"), clubs), expected)
    assert evidence.weight(seat("N"), clubs) < evidence.weight(seat("N"), plain)


def test_the_auction_is_read_as_before_while_it_goes_on() -> None:
    # The fitted curves are for the play's eight-card hands; during the auction both readings agree.
    deal = make_deal(PRESETS["classic"], "W", HANDS, up_card="JH", taker="S")
    bid_all(deal, ["pass", "pass", "pass", "pass", "pass"])
    view = SeatView.of(deal, seat("S"))
    assert rules_of(_Evidence(view, [0, 0, 0, 0])) == rules_of(_Evidence(view, [0, 0, 0, 0], first_readings=True))
    assert rules_of(_Evidence(view, [0, 0, 0, 0]))


def test_only_the_comparison_level_reads_as_first_written() -> None:
    assert not make_bot("hard", workers=1).first_readings
    assert not make_bot("expert", workers=1).first_readings
    assert make_bot("hard-first-readings", workers=1).first_readings
