"""The exact solver (bots/solver.py) against a brute-force minimax on small
endings, on hand-built positions whose best card is known, and against the
first solver (bots/solver_v1.py) on random positions searched to the end."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.solver import BOTH_WON, EW_WON, INF, NS_WON, Solver
from belote_desktop.bots.solver_tables import SuitClasses
from belote_desktop.bots.solver_v1 import Solver as SolverV1
from belote_desktop.engine import parse_card, parse_hand
from tests.bots.test_solver import CLOCKWISE, minimax, random_endgame

pytestmark = pytest.mark.usefixtures("each_search")

HEARTS, SANS_ATOUT, TOUT_ATOUT = 1, 4, 5
MODES = [0, 1, 2, 3, SANS_ATOUT, TOUT_ATOUT]


def hands_of(n: str, e: str, s: str, w: str) -> list[int]:
    return [parse_hand(n), parse_hand(e), parse_hand(s), parse_hand(w)]


def endgame_in_mode(rng: random.Random, tricks: int, mode: int) -> tuple:
    """``random_endgame`` in one trump mode (it picks the mode itself: redeal until it comes up)."""
    while True:
        position = random_endgame(rng, tricks)
        if position[4] == mode:
            return position


def to_move(leader: int, trick: list[int], nxt: tuple[int, ...]) -> int:
    seat = leader
    for _ in trick:
        seat = nxt[seat]
    return seat


# ----- against brute force ------------------------------------------------------
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("tricks", [2, 3])
def test_every_card_value_equals_minimax(mode: int, tricks: int) -> None:
    rng = random.Random(100 * tricks + mode)
    for _ in range(60 if tricks == 2 else 25):
        hands, leader, trick, won, _mode, nxt, uo = endgame_in_mode(rng, tricks, mode)
        capot = rng.random() < 0.8
        values = Solver(mode, nxt, uo, capot=capot).move_values(hands, leader, trick, won)
        seat = to_move(leader, trick, nxt)
        for card, value in values.items():
            after = list(hands)
            after[seat] ^= 1 << card
            assert value == minimax(after, leader, [*trick, card], won, mode, nxt, uo, capot), (hands, card)
        best = max(values.values()) if seat & 1 == 0 else min(values.values())
        assert Solver(mode, nxt, uo, capot=capot).value(hands, leader, trick, won) == best


@pytest.mark.parametrize("mode", MODES)
def test_four_card_endings_equal_minimax(mode: int) -> None:
    rng = random.Random(400 + mode)
    for _ in range(4):
        hands, leader, trick, won, _mode, nxt, uo = endgame_in_mode(rng, 4, mode)
        expected = minimax(hands, leader, trick, won, mode, nxt, uo, True)
        assert Solver(mode, nxt, uo).value(hands, leader, trick, won) == expected


@pytest.mark.parametrize("seed", range(6))
def test_null_windows_bound_the_value(seed: int) -> None:
    # Fail-soft: inside the window the value, outside it a bound on the right side.
    rng = random.Random(500 + seed)
    for _ in range(15):
        hands, leader, trick, won, mode, nxt, uo = random_endgame(rng, 3)
        exact = minimax(hands, leader, trick, won, mode, nxt, uo, True)
        solver = Solver(mode, nxt, uo)  # one table for every window: bounds must stay true
        for test in (exact - 7, exact, exact + 1, exact + 12, 0, 60):
            v = solver.value(hands, leader, trick, won, test - 1, test)
            if v >= test:
                assert exact >= v
            else:
                assert exact <= v
        assert solver.value(hands, leader, trick, won, -INF, INF) == exact


# ----- hand-built positions -----------------------------------------------------
def test_a_leader_with_only_masters_takes_everything_and_the_capot() -> None:
    # Hearts trump; N holds the two top trumps and the top spades; E-W's only
    # trump falls under the jack. All four tricks and the capot for N-S.
    hands = hands_of("JH 9H AS TS", "7H KS QS 8S", "7D 8D 9D TD", "7C 8C 9C TC")
    everything = 20 + 14 + 11 + 10 + 0 + 4 + 3 + 0 + 10 + 10 + 10
    solver = Solver(HEARTS, CLOCKWISE)
    assert solver.value(hands, 0, won=NS_WON) == everything + 90
    assert solver.value(hands, 0, won=BOTH_WON) == everything
    assert Solver(HEARTS, CLOCKWISE).value(hands, 0, won=EW_WON) == everything


def test_side_masters_wait_for_the_trumps_to_be_drawn() -> None:
    # N's spades are masters, but E is void in spades with a trump: leading
    # the ace first lets E ruff it, so N draws the trump with the jack first.
    hands = hands_of("JH AS TS", "7H 7D 8D", "KS 8C 9C", "QS 7C TC")
    values = Solver(HEARTS, CLOCKWISE).move_values(hands, 0, won=BOTH_WON)
    jack, ace = parse_card("JH"), parse_card("AS")
    assert values[jack] == 20 + 11 + 10 + 4 + 3 + 10 + 10  # every card N-S and E-W hold, and the last trick
    assert values[ace] < values[jack]


def test_a_nine_beats_the_led_eight_where_the_seven_does_not() -> None:
    # The first solver once took N's 7S and 9S for the same card after E's
    # 8S, which lies between them: only the nine wins the trick.
    hands = hands_of("7S 9S", "KD AH", "AD 7H", "QD")
    trick = [parse_card("8S")]  # led by W
    values = Solver(SANS_ATOUT, CLOCKWISE).move_values(hands, 3, trick, won=BOTH_WON)
    seven, nine = parse_card("7S"), parse_card("9S")
    assert values[nine] > values[seven]
    for card in (seven, nine):
        after = list(hands)
        after[0] ^= 1 << card
        assert values[card] == minimax(after, 3, [*trick, card], BOTH_WON, SANS_ATOUT, CLOCKWISE, False, True)


def test_ace_and_ten_together_are_worth_a_point_apart_at_most() -> None:
    # N holds the top two spades: playing the ace or the ten changes who wins
    # nothing, only which trick gets the extra point.
    hands = hands_of("AS TS", "7S 8S", "KD QD", "KS 7D")
    values = Solver(SANS_ATOUT, CLOCKWISE).move_values(hands, 0, won=BOTH_WON)
    ace, ten = parse_card("AS"), parse_card("TS")
    assert abs(values[ace] - values[ten]) <= 1
    assert values == {c: minimax([h ^ (1 << c) if i == 0 else h for i, h in enumerate(hands)], 0, [c], BOTH_WON,
                                 SANS_ATOUT, CLOCKWISE, False, True) for c in values}


def test_equivalent_cards_of_a_suit() -> None:
    # Plain suit (sans atout: 7 8 9 J Q K T A): N holds 7 8 and J Q K; the
    # 9 and the T are out. 7 and 8 are the same card (both worth nothing),
    # J Q K bound each other (2, 3, 4 points).
    classes = SuitClasses(SANS_ATOUT, 0)
    own = parse_hand("7S 8S JS QS KS")
    live = own | parse_hand("9S TS")
    weak, cheap, rich, mask, links = classes[own | live << 8]
    assert weak == tuple(parse_card(x) for x in ("7S", "JS", "QS", "KS"))
    assert cheap[0] == parse_card("7S") and rich[0] == parse_card("KS")
    assert mask == sum(1 << c for c in weak)
    assert links is not None and links[parse_card("QS")] == links[parse_card("KS")] == parse_card("JS")
    assert parse_card("7S") not in links


# ----- against the first solver ------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("tricks", [5, 6])
def test_new_and_old_solvers_agree_to_the_end(tricks: int) -> None:
    rng = random.Random(600 + tricks)
    for i in range(12 if tricks == 5 else 6):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[j * tricks:(j + 1) * tricks]) for j in range(4)]
        mode = MODES[i % len(MODES)]
        leader = rng.randrange(4)
        won = rng.choice((NS_WON, EW_WON, BOTH_WON))
        new = Solver(mode, CLOCKWISE).move_values(hands, leader, won=won)
        old = SolverV1(mode, CLOCKWISE).move_values(hands, leader, won=won)
        assert new == old
