"""The compiled search (bots/native/) against the Python one it was written
from: the same value for every card of random positions, its table emptied
and copied like the Python dict, a stop obeyed, bad arguments refused."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots import solver as solver_module
from belote_desktop.bots.solver import SearchTimeout, Solver
from belote_desktop.engine.tricks import BEATS, CAPOT_BONUS, LAST_TRICK_BONUS, POINTS, POWER, STRENGTH
from tests.bots.test_solver import CLOCKWISE, random_endgame

pytestmark = pytest.mark.skipif(not solver_module.NATIVE, reason="the compiled search was not built on this machine")


def both(position: tuple, capot: bool = True) -> tuple[dict[int, int], dict[int, int]]:
    hands, leader, trick, won, mode, nxt, uo = position
    compiled = Solver(mode, nxt, uo, capot=capot, native=True).move_values(hands, leader, trick, won)
    python = Solver(mode, nxt, uo, capot=capot, native=False).move_values(hands, leader, trick, won)
    return compiled, python


@pytest.mark.parametrize("tricks", [2, 3, 4, 5])
def test_every_card_is_worth_the_same_in_both_searches(tricks: int) -> None:
    rng = random.Random(f"native/{tricks}")
    for i in range(60 if tricks < 5 else 20):
        position = random_endgame(rng, tricks)
        compiled, python = both(position, capot=i % 3 != 0)
        assert compiled == python, position


def test_six_card_positions_in_every_mode_agree() -> None:
    rng = random.Random("native/6")
    modes_seen = set()
    while len(modes_seen) < 6:
        position = random_endgame(rng, 6)
        if position[4] in modes_seen:
            continue
        modes_seen.add(position[4])
        compiled, python = both(position)
        assert compiled == python, position


def test_value_and_windows_agree_at_a_trick_under_way() -> None:
    rng = random.Random("native/windows")
    for _ in range(40):
        hands, leader, trick, won, mode, nxt, uo = random_endgame(rng, 4)
        exact = Solver(mode, nxt, uo, native=False).value(hands, leader, trick, won)
        assert Solver(mode, nxt, uo, native=True).value(hands, leader, trick, won) == exact
        for alpha, beta in ((exact - 1, exact), (exact, exact + 1), (-5, 5)):
            v = Solver(mode, nxt, uo, native=True).value(hands, leader, trick, won, alpha, beta)
            # Fail-soft: exact inside the window, a true bound outside it.
            if v <= alpha:
                assert exact <= v
            elif v >= beta:
                assert exact >= v
            else:
                assert v == exact


def test_the_table_is_emptied_and_copied_like_a_dict() -> None:
    hands, leader, trick, won, mode, nxt, uo = random_endgame(random.Random("native/table"), 5)
    first = Solver(mode, nxt, uo, native=True)
    values = first.move_values(hands, leader, trick, won)
    assert len(first.tt) > 0
    second = Solver(mode, nxt, uo, native=True)
    second.tt.update(first.tt)
    assert len(second.tt) == len(first.tt)
    # What the first search proved serves the second: the same values, far fewer cards tried.
    assert second.move_values(hands, leader, trick, won) == values
    assert second.nodes < first.nodes
    second.tt.clear()
    assert len(second.tt) == 0
    assert second.move_values(hands, leader, trick, won) == values


def test_a_stop_ends_the_search_and_the_search_can_be_used_again() -> None:
    hands, leader, trick, won, mode, nxt, uo = random_endgame(random.Random("native/stop"), 6)
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) < 3

    solver = Solver(mode, nxt, uo, stop=stop, check_every=8, native=True)
    with pytest.raises(SearchTimeout):
        solver.move_values(hands, leader, trick, won)
    assert len(asked) == 1
    asked.extend([1, 1, 1])  # from now on the stop says go on
    assert solver.move_values(hands, leader, trick, won) == Solver(mode, nxt, uo, native=False).move_values(
        hands, leader, trick, won)


def test_bad_tables_are_refused_with_a_message() -> None:
    search = solver_module._native_search.Search
    args = [1, CLOCKWISE, False, True, 64, None, POWER[1], POINTS[1], BEATS[1], STRENGTH[1],
            LAST_TRICK_BONUS, CAPOT_BONUS]
    search(*args)  # the real tables are taken
    for index, bad in ((0, 9), (1, (1, 2, 3)), (1, (1, 2, 3, 7)), (7, POINTS[1][:31]), (6, POWER[1][:3])):
        wrong = list(args)
        wrong[index] = bad
        with pytest.raises(ValueError):
            search(*wrong)
    with pytest.raises(ValueError):
        search(*args).start(1, 2, 4, 8, 5, 0, -10, 10)  # no seat 5
    with pytest.raises(TypeError):
        search(*args).update({})


def test_hands_that_are_no_position_are_refused_not_searched() -> None:
    search = solver_module._native_search.Search(1, CLOCKWISE, False, True, 64, None, POWER[1], POINTS[1], BEATS[1],
                                                 STRENGTH[1], LAST_TRICK_BONUS, CAPOT_BONUS)
    two = [0b11, 0b1100, 0b110000, 0b11000000]
    assert isinstance(search.start(*two, 0, 0, -1000, 1000), int)
    for hands in ([0, 0, 0, 0],                       # nothing left
                  [0b111, 0b1100, 0b110000, 0b11000000],  # one hand longer
                  [0b11, 0b11, 0b110000, 0b11000000],     # a card twice
                  [(1 << 9) - 1, 0, 0, 0]):               # nine cards
        with pytest.raises(ValueError):
            search.start(*hands, 0, 0, -1000, 1000)
    # A trick under way: seat 0 led card 0, seat 1 is to play; seat 0 must hold one card fewer.
    after_lead = [0b10, 0b1100, 0b110000, 0b11000000]
    assert isinstance(search.node(*after_lead, 1, 1, 0, 0, 0, POWER[1][0][0], 0, 0, -1000, 1000), int)
    with pytest.raises(ValueError):
        search.node(*after_lead, 0, 1, 0, 0, 0, POWER[1][0][0], 0, 0, -1000, 1000)  # seat 0 has played
    with pytest.raises(ValueError):
        search.node(*two, 1, 1, 0, 0, 0, POWER[1][0][0], 0, 0, -1000, 1000)  # nobody is a card short
    with pytest.raises(ValueError):
        search.node(*after_lead, 1, 1, 0, 0, 7, POWER[1][0][0], 0, 0, -1000, 1000)  # no seat 7


def test_masks_of_the_high_cards_are_read_whole_in_every_mode() -> None:
    # Clubs are cards 24 to 31: their masks, and every contract's "beats" table, reach 2**31 and above, which
    # a 32-bit C long (Windows) cannot hold. The compiled search must read them whole and agree with Python.
    assert any(mask >= 1 << 31 for table in BEATS for mask in table)
    rng = random.Random("native/high-masks")
    for mode in range(6):
        for _ in range(5):
            cards = rng.sample(range(32), 16)
            if 31 not in cards:
                cards[0] = 31  # the top card of the top suit: the sign bit of a 32-bit int
            hands = [sum(1 << c for c in cards[seat::4]) for seat in range(4)]
            assert max(hands) >= 1 << 31
            compiled, python = both((hands, rng.randrange(4), (), 0, mode, CLOCKWISE, mode == 1), capot=True)
            assert compiled == python, (mode, hands)


def test_values_out_of_range_are_refused_not_wrapped() -> None:
    search = solver_module._native_search.Search
    args = [1, CLOCKWISE, False, True, 64, None, POWER[1], POINTS[1], BEATS[1], STRENGTH[1],
            LAST_TRICK_BONUS, CAPOT_BONUS]
    for index, position, bad in ((8, 3, 1 << 32), (8, 3, -1), (7, 0, 1 << 40), (9, 5, (1 << 32) + 3)):
        wrong = list(args)
        table = list(wrong[index])
        table[position] = bad
        wrong[index] = table
        with pytest.raises(OverflowError):
            search(*wrong)
    ready = search(*args)
    two = [0b11, 0b1100, 0b110000, 0b11000000]
    assert isinstance(ready.start(*two, 0, 0, -1000, 1000), int)
    for hand in ((1 << 32) | 0b11, -1):
        with pytest.raises(OverflowError):
            ready.start(hand, *two[1:], 0, 0, -1000, 1000)
        with pytest.raises(OverflowError):
            ready.node(*two[:3], hand, 1, 1, 0, 0, 0, POWER[1][0][0], 0, 0, -1000, 1000)
