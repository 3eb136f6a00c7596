"""Deal numbers and replays in the controller: numbered matches, a finished deal dealt again, and the
expert's replay of a deal in the worker (controller.replays)."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication

from belote_desktop.bots.easy import EasyBot
from belote_desktop.bots.hard import ExpertBot
from belote_desktop.controller import Ask, GameController, Levels, RecordPlayer
from belote_desktop.controller.replays import ExpertReplay, can_deal_again, deal_again
from belote_desktop.engine import PASS_BID, PRESETS, SCORED, SOUTH, Match
from belote_desktop.engine.deal_numbers import deck_of, number_from_seed
from tests.controller.fakes import FakeTable, PlainBot
from tests.controller.test_game_controller import pump, seat_plain_bots

COINCHE = PRESETS["coinche"]


def numbered(table: FakeTable, seed: str = "n") -> GameController:
    c = GameController(table, COINCHE, seed, human_seat=SOUTH, levels=Levels("easy", "easy"), numbered=True)
    c.start()
    return c


def play_the_deal(c: GameController, table: FakeTable) -> None:
    """Plain bots take or pass, the player passes and plays the first legal card, until the deal is scored."""
    seat_plain_bots(c)
    for _ in range(100):
        if c.deal.phase == SCORED:
            return
        pump(table, lambda: c.deal.phase == SCORED or (c.asking in (Ask.BID, Ask.PLAY) and not table.busy))
        if c.asking == Ask.BID:
            c.human.bid(PASS_BID)
        elif c.asking == Ask.PLAY:
            c.human.play(c.legal_cards()[0])
    raise AssertionError("the deal did not end")


def test_a_numbered_controller_deals_from_its_seed_s_number_or_the_one_chosen(qapp) -> None:
    table = FakeTable()
    c = numbered(table)
    assert c.match.number == number_from_seed("n") and list(c.deal.deck) == deck_of(c.match.number)
    c.new_match(number=424242)
    assert c.match.number == 424242 and list(c.deal.deck) == deck_of(424242)
    c.shutdown()


def test_a_numbered_match_laid_out_again_keeps_dealing_its_numbers(qapp) -> None:
    table = FakeTable()
    c = numbered(table)
    play_the_deal(c, table)
    recorded = c.match
    again = GameController(FakeTable(), COINCHE, "other", human_seat=SOUTH, levels=Levels("easy", "easy"))
    RecordPlayer(again, recorded).lay_out()
    assert again.match.number == recorded.number
    again.match.start_deal()
    recorded.start_deal()
    assert again.match.deal.deck == recorded.deal.deck  # the cut drawn from the number, not from the seed
    c.shutdown()
    again.shutdown()


def test_a_deal_is_dealt_again_only_once_scored_with_its_cards_and_dealer(qapp) -> None:
    table = FakeTable()
    c = numbered(table)
    rewound = []
    c.rewound.connect(lambda: rewound.append(True))
    assert not can_deal_again(c) and not deal_again(c)  # in play: nothing to deal again
    play_the_deal(c, table)
    deal = c.deal
    assert can_deal_again(c)
    assert deal_again(c)
    assert (c.deal.deck, c.deal.dealer, c.deal.actions) == (deal.deck, deal.dealer, [])
    assert c.match.assisted and c.match.history == [] and rewound == [True]
    pump(table, lambda: c.asking in (Ask.BID, Ask.PLAY) or bool(c.deal.actions))  # play goes on
    c.shutdown()


def test_the_replay_s_bots_are_the_match_s_with_the_expert_in_the_player_s_seat(qapp) -> None:
    table = FakeTable()
    c = numbered(table)
    bots = c.replay_bots("expert")
    assert isinstance(bots[SOUTH], ExpertBot)
    assert all(isinstance(bots[seat], EasyBot) for seat in range(4) if seat != SOUTH)
    c.shutdown()


def test_the_expert_s_replay_plays_the_same_cards_to_the_end_in_the_worker(qapp) -> None:
    table = FakeTable()
    c = numbered(table)
    play_the_deal(c, table)
    replay = ExpertReplay(c.deal, {seat: PlainBot(takes=seat == SOUTH) for seat in range(4)}, c.runner)
    done, progress = [], []
    replay.finished.connect(done.append)
    replay.progress.connect(progress.append)
    replay.start()
    assert replay.running and not done  # asked of the worker: start() returns at once
    end = time.monotonic() + 20
    while not done and time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.002)
    expert = done[0]
    assert expert.deck == c.deal.deck and expert.dealer == c.deal.dealer and expert.phase == SCORED
    assert expert.contract is not None and expert.contract.taker == SOUTH  # the player's seat bid for itself
    assert progress == list(range(1, 33)) and not replay.running
    assert c.match.deal.phase == SCORED and len(c.match.deals) == 1  # the match is untouched
    c.shutdown()


def test_a_cancelled_replay_applies_no_late_answer(qapp) -> None:
    table = FakeTable()
    c = numbered(table)
    play_the_deal(c, table)
    replay = ExpertReplay(c.deal, {seat: PlainBot() for seat in range(4)}, c.runner)
    replay.start()
    replay.cancel()
    for _ in range(50):
        QCoreApplication.processEvents()
        time.sleep(0.002)
    assert not replay.deal.bids and not replay.running
    c.shutdown()


def test_an_unnumbered_controller_deals_as_before(qapp) -> None:
    table = FakeTable()
    c = GameController(table, COINCHE, 5, human_seat=SOUTH, levels=Levels("easy", "easy"))
    c.start()
    assert c.match.number is None and c.deal.deck == Match(COINCHE, 5).start_deal().deck
    c.shutdown()
