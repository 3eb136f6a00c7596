"""The perfect-information search (bots/solver.py): values of hand-checked
endgames, and agreement with a plain minimax written here on random ones."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.solver import EW_WON, INF, NS_WON, SearchTimeout, Solver
from belote_desktop.engine import parse_card, parse_hand
from belote_desktop.engine.tricks import POINTS, legal_mask, winning_index

pytestmark = pytest.mark.usefixtures("each_search")

CLOCKWISE = (1, 2, 3, 0)
COUNTERCLOCKWISE = (3, 0, 1, 2)
HEARTS, SANS_ATOUT, TOUT_ATOUT = 1, 4, 5
BOTH_WON = NS_WON | EW_WON  # both teams have a trick: no capot any more


def hands_of(n: str, e: str, s: str, w: str) -> list[int]:
    return [parse_hand(n), parse_hand(e), parse_hand(s), parse_hand(w)]


# ----- hand-checked endgames ----------------------------------------------------
def test_the_last_trick_goes_to_its_winner_with_ten_more() -> None:
    # Spades led by N, nobody ruffs: AS wins 11 + 0 + 10 + 4, and 10 for the last trick.
    solver = Solver(HEARTS, CLOCKWISE)
    assert solver.value(hands_of("AS", "7S", "TS", "KS"), 0, won=BOTH_WON) == 35


def test_two_tricks_cash_the_ace_first() -> None:
    # Hearts trump, N to lead. AS first: E must follow with TS, S with KS:
    # NS take 25; then 7S is ruffed by E's 8H and EW take QD + 10.
    # 7S first: E's TS wins the spades (14 for EW), E's 8H then wins the
    # last trick with AS and QD in it. So N leads the ace: 25 for NS.
    hands = hands_of("AS 7S", "TS 8H", "KS QD", "9S 7D")
    solver = Solver(HEARTS, CLOCKWISE)
    assert solver.value(hands, 0, won=BOTH_WON) == 25
    values = solver.move_values(hands, 0, won=BOTH_WON)
    assert values == {parse_card("AS"): 25, parse_card("7S"): 0}


def test_capot_adds_ninety() -> None:
    # NS hold every master: if they took every trick so far it is a capot.
    hands = hands_of("JH AS", "7H KS", "8S 7D", "TS QD")
    solver = Solver(HEARTS, CLOCKWISE)
    all_points = 20 + 11 + 4 + 10 + 3 + 10  # every card left and the last trick
    assert solver.value(hands, 0, won=NS_WON) == all_points + 90
    assert solver.value(hands, 0, won=BOTH_WON) == all_points
    assert Solver(HEARTS, CLOCKWISE, capot=False).value(hands, 0, won=NS_WON) == all_points


def test_leading_the_loser_first_catches_the_nine() -> None:
    # Hearts trump, N to lead. JH first takes 7H 8H 9H (34), then W's ace of
    # diamonds takes the last trick. 7D first gives W the diamonds (11), but
    # W must then lead its 9H into N's jack: 14 + 20 + 10 for the last = 44.
    hands = hands_of("JH 7D", "7H 8D", "8H 9D", "9H AD")
    solver = Solver(HEARTS, CLOCKWISE)
    assert solver.move_values(hands, 0, won=NS_WON) == {parse_card("JH"): 34, parse_card("7D"): 44}
    assert solver.value(hands, 0, won=NS_WON) == 44


def test_a_trick_in_progress() -> None:
    # Sans atout, N led AS, E played 7S; S to play with KS or AD, W holds TS QS.
    # S's KS cannot beat AS and S must follow spades; the second trick: N leads
    # again; values follow from the cards alone.
    hands = hands_of("AD", "8S", "KS 7D", "TS QS")
    solver = Solver(SANS_ATOUT, CLOCKWISE)
    trick = [parse_card("AS"), parse_card("7S")]
    # N and E have played: they hold one card, S and W two. Whatever W
    # follows with, N's aces take both tricks: 19 + 0 + 4 + 3 and
    # 19 + 0 + 0 + 10, plus 10 for the last trick (sans atout ace = 19).
    assert solver.value(hands, 0, trick=trick, won=BOTH_WON) == 65
    assert solver.move_values(hands, 0, trick=trick, won=BOTH_WON) == {parse_card("KS"): 65}


# ----- against a plain minimax -------------------------------------------------
def minimax(hands: list[int], leader: int, trick: list[int], won: int, mode: int, nxt: tuple[int, ...],
            undertrump_optional: bool, capot: bool) -> int:
    """North-South's value by trying every legal card, no pruning at all."""
    hands = list(hands)

    def rec(leader: int, trick: list[int], won: int) -> int:
        seat = leader
        for _ in trick:
            seat = nxt[seat]
        if len(trick) == 4:
            win_seat = leader
            for _ in range(winning_index(mode, trick)):
                win_seat = nxt[win_seat]
            points = sum(POINTS[mode][c] for c in trick)
            last = not any(hands)
            if last:
                points += 10
            won2 = won | (EW_WON if win_seat & 1 else NS_WON)
            gain = 0 if win_seat & 1 else points
            if last:
                if capot and won2 == NS_WON:
                    gain += 90
                if capot and won2 == EW_WON:
                    gain -= 90
                return gain
            return gain + rec(win_seat, [], won2)
        if trick:
            i = winning_index(mode, trick)
            win_seat = leader
            for _ in range(i):
                win_seat = nxt[win_seat]
            legal = legal_mask(hands[seat], mode, trick[0] >> 3, trick[i], win_seat == seat ^ 2,
                               undertrump_optional)
        else:
            legal = hands[seat]
        values = []
        for c in range(32):
            if legal >> c & 1:
                hands[seat] ^= 1 << c
                values.append(rec(leader, [*trick, c], won))
                hands[seat] ^= 1 << c
        return max(values) if seat & 1 == 0 else min(values)

    return rec(leader, list(trick), won)


def random_endgame(rng: random.Random, tricks: int) -> tuple:
    """Hands of ``tricks`` cards, a leader and 0-3 cards of the trick played legally."""
    mode = rng.randrange(6)
    nxt = CLOCKWISE if rng.random() < 0.5 else COUNTERCLOCKWISE
    undertrump_optional = rng.random() < 0.3
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * tricks:(i + 1) * tricks]) for i in range(4)]
    leader = rng.randrange(4)
    trick: list[int] = []
    seat = leader
    for _ in range(rng.randrange(4)):
        if trick:
            i = winning_index(mode, trick)
            win_seat = leader
            for _ in range(i):
                win_seat = nxt[win_seat]
            legal = legal_mask(hands[seat], mode, trick[0] >> 3, trick[i], win_seat == seat ^ 2,
                               undertrump_optional)
        else:
            legal = hands[seat]
        c = rng.choice([c for c in range(32) if legal >> c & 1])
        hands[seat] ^= 1 << c
        trick.append(c)
        seat = nxt[seat]
    won = rng.randrange(4)
    return hands, leader, trick, won, mode, nxt, undertrump_optional


@pytest.mark.parametrize("tricks", [1, 2, 3])
def test_the_solver_equals_minimax(tricks: int) -> None:
    rng = random.Random(tricks)
    for _ in range(60 if tricks < 3 else 25):
        hands, leader, trick, won, mode, nxt, uo = random_endgame(rng, tricks)
        capot = rng.random() < 0.7
        solver = Solver(mode, nxt, uo, capot=capot)
        expected = minimax(hands, leader, trick, won, mode, nxt, uo, capot)
        assert solver.value(hands, leader, trick, won) == expected


def test_every_move_value_equals_minimax() -> None:
    rng = random.Random(11)
    for _ in range(25):
        hands, leader, trick, won, mode, nxt, uo = random_endgame(rng, 2)
        solver = Solver(mode, nxt, uo)
        values = solver.move_values(hands, leader, trick, won)
        seat = leader
        for _ in trick:
            seat = nxt[seat]
        assert values
        for card, value in values.items():
            after = list(hands)
            after[seat] ^= 1 << card
            assert value == minimax(after, leader, [*trick, card], won, mode, nxt, uo, True)
        best = max(values.values()) if seat & 1 == 0 else min(values.values())
        assert best == solver.value(hands, leader, trick, won)


def test_a_narrow_window_bounds_the_value() -> None:
    rng = random.Random(12)
    for _ in range(40):
        hands, leader, trick, won, mode, nxt, uo = random_endgame(rng, 3)
        exact = Solver(mode, nxt, uo).value(hands, leader, trick, won)
        for alpha, beta in ((exact - 1, exact + 1), (exact, exact + 5), (exact - 5, exact), (-INF, 0), (100, INF)):
            v = Solver(mode, nxt, uo).value(hands, leader, trick, won, alpha, beta)
            if alpha < exact < beta:
                assert v == exact
            elif exact <= alpha:
                assert exact <= v <= alpha
            else:
                assert beta <= v <= exact


def test_the_deadline_stops_the_search() -> None:
    rng = random.Random(13)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * 8:(i + 1) * 8]) for i in range(4)]
    # The solver's own clock, read every 64 nodes: past the deadline at the third look, whatever the machine.
    looks = iter(range(10**9))
    solver = Solver(HEARTS, CLOCKWISE, deadline=2.5, check_every=64, clock=lambda: float(next(looks)))
    with pytest.raises(SearchTimeout):
        solver.move_values(hands, 0)
    assert solver.nodes <= 4 * 64
    stopped = Solver(HEARTS, CLOCKWISE, stop=lambda: True, check_every=16)
    with pytest.raises(SearchTimeout):
        stopped.value(hands, 0)


def test_the_depth_limit_takes_the_leaf_estimate() -> None:
    rng = random.Random(14)
    for _ in range(20):
        hands, leader, _trick, _won, mode, nxt, uo = random_endgame(rng, 3)
        if any(h.bit_count() != 3 for h in hands):
            continue
        # A leaf worth nothing: only the first trick's points count.
        shallow = Solver(mode, nxt, uo, capot=False, horizon=2, leaf=lambda hands, leader: 0)
        first_trick = Solver(mode, nxt, uo, capot=False)
        value = shallow.value(hands, leader, (), BOTH_WON)
        # The same with a minimax that stops after one trick.
        best = _one_trick(hands, leader, mode, nxt, uo)
        assert value == best
        assert first_trick.value(hands, leader, (), BOTH_WON) >= 0


def _one_trick(hands: list[int], leader: int, mode: int, nxt: tuple[int, ...], uo: bool) -> int:
    hands = list(hands)

    def rec(trick: list[int]) -> int:
        seat = leader
        for _ in trick:
            seat = nxt[seat]
        if len(trick) == 4:
            win_seat = leader
            for _ in range(winning_index(mode, trick)):
                win_seat = nxt[win_seat]
            return 0 if win_seat & 1 else sum(POINTS[mode][c] for c in trick)
        if trick:
            i = winning_index(mode, trick)
            win_seat = leader
            for _ in range(i):
                win_seat = nxt[win_seat]
            legal = legal_mask(hands[seat], mode, trick[0] >> 3, trick[i], win_seat == seat ^ 2, uo)
        else:
            legal = hands[seat]
        values = []
        for c in range(32):
            if legal >> c & 1:
                hands[seat] ^= 1 << c
                values.append(rec([*trick, c]))
                hands[seat] ^= 1 << c
        return max(values) if seat & 1 == 0 else min(values)

    return rec([])
