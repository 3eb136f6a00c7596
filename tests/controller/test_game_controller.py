"""The controller on its own: a recording fake table, stub bots in threads, the player's seat driven directly.

These are the rules behind "the game never runs ahead of the table, and no input is lost or applied
twice": a click before the player's turn, late bot answers, bots that fail, all-pass redeals,
restoring a record to a given action, the next deal while the table is busy, shutting down.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QTimer

from belote_desktop.controller import Ask, GameController, Levels, RecordPlayer
from belote_desktop.engine import NORTH, PASS_BID, PLAYING, PRESETS, SCORED, SOUTH, Bid, Match
from belote_desktop.engine.record import from_record, to_record
from tests.controller.fakes import FailingBot, FakeTable, IllegalBot, PlainBot, SleepyBot

CLASSIC = PRESETS["classic"]


def make(table: FakeTable, options=CLASSIC, seed: int | str = 3, human_bot: bool = False) -> GameController:
    levels = Levels("easy", "easy", "easy" if human_bot else None)
    c = GameController(table, options, seed, human_seat=SOUTH, levels=levels)
    # As the window does after each deal's summary: the next deal, once the table is still.
    c.deal_scored.connect(lambda *_: QTimer.singleShot(0, c, c.next_deal))
    return c


def pump(table: FakeTable, until: Callable[[], bool], timeout: float = 10.0) -> None:
    """Let the table catch up and the bots answer until ``until()`` holds."""
    end = time.monotonic() + timeout
    while not until():
        if time.monotonic() > end:
            raise AssertionError("the game did not get there in time")
        table.catch_up()
        QCoreApplication.processEvents()
        time.sleep(0.002)


def seat_plain_bots(c: GameController, partner_takes: bool = True) -> None:
    for seat in c.bot_seats():
        c.set_bot(seat, PlainBot(takes=partner_takes and seat == NORTH))


def to_the_play(c: GameController, table: FakeTable) -> None:
    """Classic: the partner takes, the player passes; back when the play has begun."""
    seat_plain_bots(c)
    pump(table, lambda: c.deal.phase == PLAYING or c.asking == Ask.BID)
    while c.deal.phase != PLAYING:
        if c.asking == Ask.BID:
            c.human.bid(PASS_BID)
        pump(table, lambda: c.deal.phase == PLAYING or c.asking == Ask.BID)


def test_a_click_before_the_players_turn_is_applied_once_at_that_turn(qapp) -> None:
    table = FakeTable()
    c = make(table)
    c.start()
    to_the_play(c, table)
    while True:  # on to a moment when another seat is to play
        pump(table, lambda: c.asking == Ask.PLAY or (c.deal.turn != SOUTH and c.asking == Ask.NONE))
        if c.asking != Ask.PLAY:
            break
        pump(table, lambda: not table.busy)
        c.human.play(c.deal.legal_cards()[0])
    hand = c.deal.hands[SOUTH]
    card = next(x for x in range(32) if hand >> x & 1)
    earlier = len(table.of("card_played"))
    table.card_clicked.emit(card)  # too early: kept
    assert c.queued_click == card and c.deal.hands[SOUTH] == hand

    def played() -> list[tuple]:
        return [args for args in table.of("card_played")[earlier:] if args[0] == SOUTH]

    # Keep clicking legal cards whenever asked, so the test goes on even if the early card was refused.
    refused: list[tuple[str, str]] = []
    c.human.illegal_card.connect(lambda _card, rule, reason: refused.append((rule, reason)))
    pump(table, lambda: bool(played()) or bool(refused))
    if refused:  # not legal at its turn: refused once with its rule, and nothing was played for it
        assert len(refused) == 1 and not played() and c.asking == Ask.PLAY
    else:
        assert played() == [(SOUTH, card, None)]
    assert c.queued_click is None
    c.shutdown()


def test_an_illegal_card_is_refused_and_changes_nothing(qapp) -> None:
    table = FakeTable()
    c = make(table)
    c.start()
    to_the_play(c, table)
    pump(table, lambda: c.asking == Ask.PLAY and not table.busy)
    hand, legal = c.deal.hands[SOUTH], c.deal.legal
    not_legal = [x for x in range(32) if hand >> x & 1 and not legal >> x & 1]
    not_mine = next(x for x in range(32) if not hand >> x & 1)
    refused: list[tuple[str, str]] = []
    c.human.illegal_card.connect(lambda _card, rule, reason: refused.append((rule, reason)))
    before = c.deal.cards_played
    for card in [*not_legal[:1], not_mine]:
        c.human.play(card)
    assert len(refused) == len(not_legal[:1]) + 1 and all(rule.startswith("R6") for rule, _ in refused)
    assert c.deal.cards_played == before and c.asking == Ask.PLAY
    c.shutdown()


def test_a_late_bot_answer_after_a_new_match_is_ignored(qapp) -> None:
    table = FakeTable()
    c = make(table, human_bot=True)
    c.start()
    entered, release = threading.Event(), threading.Event()
    for seat in c.bot_seats():
        c.set_bot(seat, SleepyBot(entered, release))
    pump(table, entered.is_set)
    old_match, old_handle = c.match, c.thinking_handle
    assert old_handle is not None
    c.new_match(seed=4)
    seat_plain_bots(c, partner_takes=False)
    release.set()
    pump(table, old_handle.done)
    pump(table, lambda: bool(c.match.deal.actions))
    assert c.match is not old_match
    assert old_match.deal.actions == []  # the old match never got the late answer
    assert old_handle.result(0).bid is not None  # though the sleepy bot did answer it
    c.shutdown()


@pytest.mark.parametrize("bad", [FailingBot, IllegalBot])
def test_a_bot_that_fails_or_cheats_is_replaced_by_a_legal_move(qapp, bad) -> None:
    table = FakeTable(auto=True)
    c = make(table, human_bot=True)
    c.start()
    for seat in c.bot_seats():
        c.set_bot(seat, bad(takes=seat == NORTH) if seat != SOUTH else PlainBot(takes=False))
    pump(table, lambda: c.deal.phase == SCORED, timeout=20)
    assert len(c.deal.tricks) == 8  # every card came, from the fallback where the bot failed
    c.shutdown()


def test_an_all_pass_deal_is_dealt_again(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, human_bot=True)
    c.start()
    for seat in c.bot_seats():
        c.set_bot(seat, PlainBot(takes=False))
    pump(table, lambda: len(c.match.deals) >= 3)
    assert len(table.of("all_passed")) >= 2
    assert len(table.of("deal_started")) == len(c.match.deals)
    # Thrown-in deals go by without a score: the match is still at 0-0.
    assert tuple(c.match.totals) == (0, 0)
    c.shutdown()


def test_the_next_deal_waits_for_the_table(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, options=replace(CLASSIC, target=3000), human_bot=True)
    c.start()
    seat_plain_bots(c)
    pump(table, lambda: c.deal.phase == SCORED, timeout=20)
    deals = len(c.match.deals)
    table.auto = False
    table._told("turn", None)  # something still moves on the table
    c._waiting = True  # as after an action whose animations are playing
    c.next_deal()
    assert len(c.match.deals) == deals  # refused while busy
    c._waiting = False
    table.catch_up()
    c.next_deal()
    assert len(c.match.deals) == deals + 1
    c.shutdown()


@pytest.mark.parametrize("upto", [0, 1, 5, 17, 40])
def test_a_record_laid_out_to_action_n_shows_exactly_n_actions(qapp, upto: int) -> None:
    table = FakeTable(auto=True)
    c = make(table, options=replace(CLASSIC, target=3000), human_bot=True)
    c.start()
    seat_plain_bots(c)
    pump(table, lambda: sum(len(d.actions) for d in c.match.deals) >= 45, timeout=20)
    record = to_record(c.match)
    c.shutdown()

    viewer_table = FakeTable()
    viewer = make(viewer_table)
    player = RecordPlayer(viewer, from_record(record))
    player.lay_out(upto)
    shown = sum(len(d.actions) for d in viewer.match.deals)
    assert player.position == upto and shown == upto
    told = [n for n in viewer_table.names() if n in ("bid", "announced", "card_played")]
    current = len(viewer.match.deals) - 1
    assert len(told) == len(viewer.match.deals[current].actions)  # the current deal is shown, action by action
    assert viewer.asking == Ask.NONE and viewer.thinking_handle is None  # nobody is asked to act
    viewer_table.catch_up()
    assert viewer.asking == Ask.NONE and viewer.thinking_handle is None
    assert viewer_table.speed == "normal"  # laid out at the instant speed, then back
    viewer.shutdown()


def test_a_resumed_record_plays_on_from_where_it_was(qapp) -> None:
    from belote_desktop.controller import resume

    table = FakeTable(auto=True)
    c = make(table, human_bot=True)
    c.start()
    seat_plain_bots(c)
    pump(table, lambda: len(c.deal.actions) >= 10)
    recorded = from_record(to_record(c.match))
    c.shutdown()
    table2 = FakeTable(auto=True)
    d = make(table2, human_bot=True)
    resume(d, recorded)
    assert to_record(d.match) == to_record(recorded)
    seat_plain_bots(d)
    before = len(d.deal.actions)
    pump(table2, lambda: len(d.deal.actions) > before)
    d.shutdown()


def test_shutting_down_while_a_bot_thinks_leaves_nothing_running(qapp) -> None:
    before = set(threading.enumerate())
    table = FakeTable()
    c = make(table, human_bot=True)
    c.start()
    entered, release = threading.Event(), threading.Event()
    for seat in c.bot_seats():
        c.set_bot(seat, SleepyBot(entered, release))
    pump(table, entered.is_set)
    handle = c.thinking_handle
    assert handle is not None
    seat, calls = c.deal.turn, len(table.calls)
    c.shutdown()
    assert table.calls[calls:] == [("thinking", (seat, False))]  # the dots stop, and that is all
    release.set()
    handle.result(5)
    for _ in range(20):  # whatever the event loop still delivers: nobody is asked, nothing is told
        table.catch_up()
        QCoreApplication.processEvents()
        time.sleep(0.005)
    assert c.thinking_handle is None and c.asking == Ask.NONE
    assert [n for n in table.names()[calls:] if n != "thinking"] == []
    assert [t for t in set(threading.enumerate()) - before if t.is_alive()] == []


def test_the_player_may_only_bid_what_is_offered(qapp) -> None:
    table = FakeTable()
    c = make(table)
    c.start()
    seat_plain_bots(c, partner_takes=False)
    pump(table, lambda: c.asking == Ask.BID)
    offered, before = c.deal.legal_bids(), len(c.deal.actions)
    c.human.bid(Bid.contract(80, 0))  # a coinche bid in a classic auction: not offered
    assert c.asking == Ask.BID and len(c.deal.actions) == before
    c.human.bid(offered[0])
    assert c.asking == Ask.NONE and len(c.deal.actions) == before + 1
    c.shutdown()


def test_a_match_is_told_to_the_table_in_the_games_words(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, options=replace(CLASSIC, deals=1), human_bot=True)
    c.start()
    seat_plain_bots(c)
    pump(table, lambda: c.match.is_over, timeout=20)
    names = table.names()
    assert names[:3] == ["match_started", "progress", "deal_started"]
    assert table.of("progress") == [(1, 1)]  # the one deal of a one-deal match
    assert names.count("card_played") == 32 and names.count("trick_won") == 8
    assert table.of("scores")[-1] == tuple(c.match.totals)
    assert table.of("contract")[0][0] == c.deal.contract
    assert isinstance(c.match, Match)
    c.shutdown()


def test_the_expert_bots_get_the_chosen_thinking_time(qtbot) -> None:
    from belote_desktop.bots.hard import ExpertBot, HardBot

    table = FakeTable()
    c = GameController(table, CLASSIC, 3, human_seat=SOUTH, levels=Levels("expert", "hard", None, 2.0))
    c.new_match()
    bots = c.bots
    partner = bots[SOUTH ^ 2]
    assert isinstance(partner, ExpertBot) and partner.budget == 2.0
    for seat in (SOUTH ^ 1, SOUTH ^ 3):
        assert isinstance(bots[seat], HardBot) and not isinstance(bots[seat], ExpertBot)
        assert bots[seat].budget == 0.3  # the hard level keeps its own
    c.shutdown()
