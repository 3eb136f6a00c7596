"""The klaverjas search (K5 to K7): the Python reference against a plain minimax over the engine's own rules,
the compiled search against the Python one, and the values turned into the deal's score (nat, pit).

The plain minimax here tries every legal card (``PlayRules.legal_mask``), scores each finished trick with
``PlayRules.trick_bonus`` (roem), ``last_trick`` and ``sweep_bonus``, as the engine's deal does; it shares no
code with the search.
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.klaverjas.outcome import Outcome
from belote_desktop.bots.klaverjas.solver import NATIVE, KlaverjasSolver
from belote_desktop.bots.view import SeatView
from belote_desktop.engine import parse_card, parse_hand
from belote_desktop.engine.bidding import Bid, Contract
from belote_desktop.engine.families import family_named
from belote_desktop.engine.families.klaverjas.options import PRESETS, KlaverjasOptions
from belote_desktop.engine.play import PLAYING, Trick
from belote_desktop.engine.tricks import POINTS, winning_index

KLAVERJAS = family_named("klaverjas")
OPTIONS = {
    "amsterdams": PRESETS["amsterdams"],
    "rotterdams": PRESETS["rotterdams"],
    "pit_any_four_jacks_100": PRESETS["amsterdams"].with_(pit_any_team=True, four_jacks=100, four_low="none"),
    "amsterdams_undertrump_forced": PRESETS["amsterdams"].with_(undertrump="forced"),
}
NEXT = (1, 2, 3, 0)


def minimax(options: KlaverjasOptions, trump: int, makers: int, hands: list[int], seat: int,
            trick: tuple[int, ...], leader: int, won: int) -> int:
    """North-South's count minus East-West's from here on, every card tried."""
    rules = KLAVERJAS.play_rules(options)
    if len(trick) == 4:
        i = winning_index(trump, trick)
        winner = (leader + i) & 3
        last = not any(hands)
        mask = sum(1 << c for c in trick)
        gain = sum(POINTS[trump][c] for c in trick) + rules.trick_bonus(mask, trump) + (rules.last_trick if last else 0)
        signed = -gain if winner & 1 else gain
        won |= 2 if winner & 1 else 1
        if last:
            if won in (1, 2) and (not rules.sweep_makers_only or won - 1 == makers):
                signed += rules.sweep_bonus if won == 1 else -rules.sweep_bonus
            return signed
        return signed + minimax(options, trump, makers, hands, winner, (), winner, won)
    if trick:
        i = winning_index(trump, trick)
        win_seat, win_card = (leader + i) & 3, trick[i]
        legal = rules.legal_mask(hands[seat], trump, trick[0] >> 3, win_card, win_seat == seat ^ 2)
    else:
        legal = hands[seat]
    values = []
    for c in range(32):
        if legal >> c & 1:
            hands[seat] ^= 1 << c
            values.append(minimax(options, trump, makers, hands, (seat + 1) & 3, (*trick, c), leader, won))
            hands[seat] ^= 1 << c
    return max(values) if not seat & 1 else min(values)


def random_position(rng: random.Random, size: int, in_trick: int) -> tuple[list[int], int, tuple[int, ...]]:
    """Four hands of ``size`` cards, then ``in_trick`` cards of a trick played from them by legal-looking
    chance (the first hands after the leader lose a card each)."""
    cards = list(range(32))
    rng.shuffle(cards)
    hands = [sum(1 << c for c in cards[s * size:(s + 1) * size]) for s in range(4)]
    return hands, rng.randrange(4), ()


def play_into_trick(options: KlaverjasOptions, trump: int, hands: list[int], leader: int, n: int,
                    rng: random.Random) -> tuple[int, ...]:
    rules = KLAVERJAS.play_rules(options)
    trick: tuple[int, ...] = ()
    seat = leader
    for _ in range(n):
        if trick:
            i = winning_index(trump, trick)
            legal = rules.legal_mask(hands[seat], trump, trick[0] >> 3, trick[i], (leader + i) & 3 == seat ^ 2)
        else:
            legal = hands[seat]
        choices = [c for c in range(32) if legal >> c & 1]
        c = rng.choice(choices)
        hands[seat] ^= 1 << c
        trick = (*trick, c)
        seat = (seat + 1) & 3
    return trick


@pytest.mark.parametrize("name", OPTIONS)
def test_the_python_search_values_every_card_as_a_plain_minimax_does(name: str) -> None:
    options = OPTIONS[name]
    rng = random.Random(hash(name) & 0xFFFF)
    checked = 0
    for size in (2, 3):
        for _ in range(12):
            hands, leader, _ = random_position(rng, size, 0)
            trump, makers = rng.randrange(4), rng.randrange(2)
            n = rng.randrange(4)
            trick = play_into_trick(options, trump, hands, leader, n, rng)
            seat = (leader + n) & 3
            won = rng.choice((0, 1, 2, 3)) if size < 8 else 0
            solver = KlaverjasSolver(options, trump, makers, NEXT, native=False)
            values = solver.move_values(hands, leader, trick, won)
            for c, v in values.items():
                hands[seat] ^= 1 << c
                expected = minimax(options, trump, makers, hands, (seat + 1) & 3, (*trick, c), leader, won)
                hands[seat] ^= 1 << c
                assert v == expected, (name, size, trick, c)
                checked += 1
            assert solver.value(hands, leader, trick, won) == (max if not seat & 1 else min)(values.values())
    assert checked > 30


def test_a_trick_with_a_run_and_stuk_counts_its_roem_for_the_winner() -> None:
    # The last trick (KLAVERJAS.md example 2): trump hearts, W leads KH, N AH, E QH, S 8C. NS win 4 + 11 + 3 + 0
    # points, 10 for the last trick, Q K A of hearts (20) and stuk (20): 68 for North-South.
    options = PRESETS["amsterdams"]
    hands = [parse_hand("AH"), parse_hand("QH"), parse_hand("8C"), parse_hand("KH")]
    solver = KlaverjasSolver(options, 1, 0, NEXT, native=False)
    assert solver.value(hands, 3, won=3) == 18 + 10 + 40  # both teams took tricks before
    # Pit: NS, the makers, took every other trick too (won = NS only) -> 100 more; if EW made trump, none.
    assert solver.value(hands, 3, won=1) == 68 + 100
    assert KlaverjasSolver(options, 1, 1, NEXT, native=False).value(hands, 3, won=1) == 68
    assert KlaverjasSolver(options.with_(pit_any_team=True), 1, 1, NEXT, native=False).value(hands, 3, won=1) == 168


@pytest.mark.skipif(not NATIVE, reason="the compiled search was not built")
@pytest.mark.parametrize("name", OPTIONS)
def test_the_compiled_search_gives_the_python_searchs_values(name: str) -> None:
    options = OPTIONS[name]
    rng = random.Random(len(name))
    for size in (3, 4, 5):
        for _ in range(6):
            hands, leader, _ = random_position(rng, size, 0)
            trump, makers = rng.randrange(4), rng.randrange(2)
            n = rng.randrange(4)
            trick = play_into_trick(options, trump, hands, leader, n, rng)
            won = rng.randrange(4)
            python = KlaverjasSolver(options, trump, makers, NEXT, native=False)
            compiled = KlaverjasSolver(options, trump, makers, NEXT, native=True)
            assert compiled.native and not python.native
            assert compiled.move_values(hands, leader, trick, won) == python.move_values(hands, leader, trick, won)
            # The same order of moves: the same positions searched.
            assert compiled.node_count == python.nodes


@pytest.mark.skipif(not NATIVE, reason="the compiled search was not built")
def test_the_compiled_search_refuses_a_card_in_two_hands() -> None:
    solver = KlaverjasSolver(PRESETS["amsterdams"], 0, 0, NEXT, native=True)
    with pytest.raises(ValueError):
        solver.value([parse_hand("AS"), parse_hand("AS"), parse_hand("KS"), parse_hand("QS")], 0)


@pytest.mark.skipif(not NATIVE, reason="the compiled search was not built")
def test_the_compiled_search_takes_every_32_card_mask_and_refuses_values_out_of_range() -> None:
    """Belote's readers (native/python_glue.h): 64-bit reads, so the clubs of bit 31 are a hand where C long
    is 32 bits (Windows), and a value out of range is refused, never wrapped into another hand."""
    solver = KlaverjasSolver(PRESETS["amsterdams"], 3, 0, NEXT, native=True)
    hands = [parse_hand("AC"), parse_hand("KS"), parse_hand("QS"), parse_hand("JS")]
    assert hands[0] >= 1 << 31
    assert solver.value(hands, 0) == KlaverjasSolver(PRESETS["amsterdams"], 3, 0, NEXT, native=False).value(hands, 0)
    search = solver._native
    for bad in ((1 << 32) | hands[0], -1):
        with pytest.raises(OverflowError):
            search.node(bad, *hands[1:], 0, 0, -1, -1, -1, -1, 0, 0, 0, -1000, 1000)
    with pytest.raises(OverflowError):
        search.node(*hands, 0, 0, -1, -1, -1, -1, 0, 1 << 32, 0, -1000, 1000)  # the trick's mask
    with pytest.raises(OverflowError):
        search.node(*hands, 0, 0, -1, -1, -1, -1, 1 << 40, 0, 0, -1000, 1000)  # the trick's points


def outcome_view(options: KlaverjasOptions, tricks: tuple[Trick, ...], roem: tuple[int, int], seat: int = 0,
                 maker: int = 0) -> SeatView:
    return SeatView(options=options, seat=seat, dealer=3, phase=PLAYING, turn=seat, hand=0, up_card=None,
                    bids=((maker, Bid.take(1)),), legal_bids=(), contract=Contract(maker, 1), tricks=tricks,
                    trick_leader=0, trick=(), announced=(), shown=(), own_declarations=(), can_announce=False,
                    belote_seat=-1, next_seats=NEXT, roem_points=roem)


def test_exactly_half_is_nat_unless_half_is_made() -> None:
    # Nothing counted yet; the rest of the play leaves NS (the makers) and EW level: 81 - 81 = 0.
    view = outcome_view(PRESETS["amsterdams"], (), (0, 0))
    assert Outcome(view, 0, 1).utility(0) == -162  # nat: NS 0, EW 162
    view = outcome_view(PRESETS["amsterdams"].with_(half_is_made=True), (), (0, 0))
    assert Outcome(view, 0, 1).utility(0) == 0  # made: both 81
    # One point more for the makers: made, the score is the difference.
    assert Outcome(outcome_view(PRESETS["amsterdams"], (), (0, 0)), 0, 1).utility(2) == 2


def test_nat_gives_the_defenders_162_and_the_roem_counted() -> None:
    # Example 5: NS (makers) 95 + 20 roem, EW 67 + 70 roem: 115 against 137, nat: EW score 162 + 90.
    # A first trick NS took (7 points) and roem counted 20 NS, 70 EW; the rest worth 88 - 60 = 28 more to NS.
    trick = Trick(0, (parse_card("AS"), parse_card("7S"), parse_card("8S"), parse_card("9S")), 0)
    view = outcome_view(PRESETS["amsterdams"], (trick,), (20, 70), seat=1)
    outcome = Outcome(view, 0, 1)
    # So far NS 11 + 20, EW 70: the rest must leave NS more than 39 ahead. 28 ahead: nat.
    assert outcome.utility(28) == 162 + 90  # for East (a defender): EW 252, NS 0
    assert outcome.utility(40) == -(11 + 20 + 40 - 70)  # made by one point: NS ahead by 1


@pytest.mark.skipif(not NATIVE, reason="the compiled search was not built")
def test_the_self_test_compares_the_compiled_klaverjas_search_with_the_python_one(monkeypatch) -> None:
    from belote_desktop import self_test
    from belote_desktop.bots.klaverjas import solver

    lines: list[str] = []
    self_test._check_klaverjas_solver(lambda ok, what: lines.append(("ok " if ok else "FAIL ") + what), lines.append)
    assert lines == ["ok solver: the compiled klaverjas search is in and agrees with the Python one in every trump"]

    real = solver._native_klaverjas.Search

    class OffByOne:  # a compiled search that miscounts: the check must say so
        def __init__(self, *args: object) -> None:
            self.search = real(*args)

        def after(self, *args: int) -> int:
            return self.search.after(*args) + 1

    monkeypatch.setattr(solver._native_klaverjas, "Search", OffByOne)
    lines.clear()
    self_test._check_klaverjas_solver(lambda ok, what: lines.append(("ok " if ok else "FAIL ") + what), lines.append)
    assert len(lines) == 1 and lines[0].startswith("FAIL solver: the compiled klaverjas search")
