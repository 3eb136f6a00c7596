"""Undo and redo of the player's moves (issue 16): exact round trips of the position, through the controller.

The player plays a seeded classic deal (always the first thing offered); before each of their moves
the match's record is kept. After the move and the bots' answers, an undo must give back exactly
that record; a redo the record from before the undo; a move after an undo ends the redo.
"""

from __future__ import annotations

from typing import Any

from belote_desktop.controller import Ask, GameController, Levels
from belote_desktop.engine import PASS_BID, PLAYING, PRESETS, SCORED, SOUTH
from belote_desktop.engine.record import from_record, to_record
from tests.controller.fakes import FakeTable
from tests.controller.test_game_controller import pump

CLASSIC = PRESETS["classic"]


def make(table: FakeTable, seed: int = 11) -> GameController:
    return GameController(table, CLASSIC.with_(target=3000), seed, human_seat=SOUTH, levels=Levels("easy", "easy"))


def position(c: GameController) -> dict[str, Any]:
    record = to_record(c.match)
    record.pop("assisted", None)
    return record


def players_turn(c: GameController) -> bool:
    return c.asking in (Ask.BID, Ask.PLAY, Ask.ANNOUNCE) or c.deal.phase == SCORED


def move(c: GameController) -> None:
    """The player's move: pass in the bidding (take in round 2 so the deal is played), the first legal card."""
    if c.asking == Ask.BID:
        offered = c.deal.legal_bids()
        c.human.bid(PASS_BID if len(c.deal.bids) < 4 else next(b for b in offered if b != PASS_BID))
    elif c.asking == Ask.ANNOUNCE:
        c.human.announce(())
    else:
        c.human.play(c.legal_cards()[0])


def test_undo_gives_back_the_exact_position_at_every_move_of_a_deal_and_redo_the_one_after(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table)
    c.start()
    moves = 0
    pump(table, lambda: players_turn(c))
    while c.deal.phase != SCORED and moves < 20:
        before = position(c)
        move(c)
        moves += 1
        pump(table, lambda: players_turn(c) and not table.busy)
        if c.deal.phase == SCORED:
            assert not c.rewind.can_undo  # a scored deal is not taken back
            break
        after = position(c)
        assert c.rewind.can_undo and not c.rewind.can_redo
        assert c.rewind.undo()
        pump(table, lambda: players_turn(c) and not table.busy)
        assert position(c) == before, f"undo of move {moves}"
        assert c.match.assisted and c.rewind.can_redo
        assert c.rewind.redo()
        pump(table, lambda: players_turn(c) and not table.busy)
        assert position(c) == after, f"redo of move {moves}"
    assert moves >= 8  # the eight cards at least (the last one scores the deal and stays)
    c.shutdown()


def test_undo_goes_back_move_by_move_to_the_start_of_the_deal_and_no_further(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, seed=5)
    c.start()
    kept = []
    pump(table, lambda: players_turn(c))
    for _ in range(5):
        kept.append(position(c))
        move(c)
        pump(table, lambda: players_turn(c) and not table.busy)
    for expected in reversed(kept):
        assert c.rewind.undo()
        pump(table, lambda: players_turn(c) and not table.busy)
        assert position(c) == expected
    assert not c.rewind.can_undo and not c.rewind.undo()
    # Back at the player's first choice of the deal: before it, only the other seats (and the announcement
    # made for the player) had acted.
    assert c.asking in (Ask.BID, Ask.PLAY)
    assert all(a.seat != SOUTH or a.kind == "announce" for a in c.deal.actions)
    # Forward again, all five moves, in order.
    for expected in kept[1:]:
        assert c.rewind.redo()
        pump(table, lambda: players_turn(c) and not table.busy)
        assert position(c) == expected
    c.shutdown()


def test_a_move_after_an_undo_ends_the_redo_and_the_bots_play_on(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, seed=7)
    c.start()
    pump(table, lambda: players_turn(c))
    while c.deal.phase != PLAYING:
        move(c)
        pump(table, lambda: players_turn(c) and not table.busy)
    move(c)  # a card
    pump(table, lambda: players_turn(c) and not table.busy)
    assert c.rewind.undo()
    pump(table, lambda: players_turn(c) and not table.busy)
    actions = sum(len(d.actions) for d in c.match.deals)
    move(c)
    pump(table, lambda: players_turn(c) and not table.busy)
    assert not c.rewind.can_redo and not c.rewind.redo()
    assert sum(len(d.actions) for d in c.match.deals) > actions + 1  # the bots answered the new card
    c.shutdown()


def test_an_assisted_match_says_so_in_its_record(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, seed=9)
    c.start()
    pump(table, lambda: players_turn(c))
    assert "assisted" not in to_record(c.match)
    move(c)
    pump(table, lambda: players_turn(c) and not table.busy)
    c.rewind.undo()
    record = to_record(c.match)
    assert record["assisted"] is True and from_record(record).assisted
    c.new_match()
    assert not c.match.assisted and not c.rewind.can_redo
    c.shutdown()


def test_with_skip_forced_undo_goes_back_past_the_only_legal_cards_to_the_last_real_choice(qapp) -> None:
    """The window plays the player's only legal card by itself (issue 37): such a card is no choice, so an undo
    goes back to just before the player's last real choice, over the forced cards after it. Without the setting
    (``skip_forced`` off), each forced card is a move of its own, as before."""
    assert any(_undo_over_a_forced_card(seed) for seed in range(40)), "no forced card between two real choices"


def _undo_over_a_forced_card(seed: int) -> bool:
    """Play the seed's first deal until a forced card has come after a real choice, then undo; False if none came."""
    table = FakeTable(auto=True)
    c = make(table, seed=seed)
    c.rewind.skip_forced = True
    c.start()

    def settle() -> None:
        pump(table, lambda: players_turn(c) and not table.busy)

    try:
        settle()
        chosen: dict[str, Any] | None = None  # the position before the player's last real choice
        forced_since = 0
        while c.deal.phase != SCORED:
            if c.asking == Ask.PLAY and len(c.legal_cards()) == 1:
                forced_since += 1
            elif forced_since and chosen is not None and c.deal.phase == PLAYING:
                assert c.rewind.undo()
                settle()
                assert position(c) == chosen  # over the forced card(s), to the real choice
                c.rewind.skip_forced = False
                assert c.rewind.redo()
                settle()
                assert c.rewind.undo()  # the forced card is a move of its own again
                settle()
                assert c.asking == Ask.PLAY and len(c.legal_cards()) == 1 and position(c) != chosen
                return True
            else:
                chosen, forced_since = position(c), 0
            move(c)
            settle()
        return False
    finally:
        c.shutdown()
