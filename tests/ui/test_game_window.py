"""The game window end to end: real clicks on real cards and buttons, offscreen, instant speed."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from belote_desktop.bots import Bot, Decision, SeatView, make_bot
from belote_desktop.engine import PASS_BID, PRESETS, Bid
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.cards.item import CardItem
from belote_desktop.ui.common.key_guard import KeyGuard
from belote_desktop.ui.dialogs.score_sheet import COL_TOTAL_THEM, COL_TOTAL_US, NUMBER_ROLE
from belote_desktop.ui.main_window import MainWindow

pytest.importorskip("pytestqt")


def make_window(qtbot, variant: str, target: int, seed: int = 11, level: str = "easy",
                data_folder: Path | None = None, auto_play: bool = False) -> MainWindow:
    # The player's only legal card is played for them only where a test asks for it (tests/ui/test_auto_play.py):
    # the others play each of their cards themselves, as they count.
    settings = GameSettings(options=replace(PRESETS[variant], target=target), speed="instant",
                            partner_level=level, opponent_level=level, auto_play=auto_play)
    window = MainWindow(settings, seed=seed, auto_continue=True, data_folder=data_folder)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


def visible_point(window: MainWindow, item: CardItem) -> QPoint:
    """A viewport point on ``item``'s face where no other card covers it (cards of a fan overlap)."""
    view = window.view
    rect = item.card_rect()
    for fx in (0.15, 0.25, 0.35, 0.5, 0.7, 0.85):
        for fy in (0.5, 0.3, 0.7):
            scene_point = item.mapToScene(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
            point = view.mapFromScene(scene_point)
            back = item.mapFromScene(view.mapToScene(point))
            if view.itemAt(point) is item and item.shape().contains(back):
                return point
    raise AssertionError(f"card {item.card} is hidden under other items")


def click_card(qtbot, window: MainWindow, item: CardItem) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=visible_point(window, item))


def human_items(window: MainWindow) -> list[CardItem]:
    return window.scene.hand_items(window.controller.human_seat)


def wait_for_human_or_end(qtbot, window: MainWindow, timeout: int = 20000) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.match.is_over or (c.asking in ("bid", "play") and not window.scene.busy),
                    timeout=timeout)


def bid_by_clicking(qtbot, window: MainWindow) -> None:
    panel = window.bidding_panel
    assert panel.isVisible()
    deal = window.controller.match.deal
    human = window.controller.human_seat
    already_bid = any(seat == human and bid != PASS_BID for seat, bid in deal.bids)
    button: QPushButton = panel.pass_button
    if not already_bid:
        takes = [b for b in panel.take_buttons if b.isVisible() and b.isEnabled()]
        trumps = [b for b in panel.trump_buttons if b.isVisible() and b.isEnabled()]
        if takes:
            button = takes[0]
        elif trumps:
            qtbot.mouseClick(trumps[0], Qt.MouseButton.LeftButton)
            button = panel.bid_button
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_by_clicking(qtbot, window: MainWindow) -> None:
    legal = [item for item in human_items(window) if item.highlighted]
    assert legal, "the human's turn shows its legal cards"
    before = window.controller.match.deal.cards_played
    click_card(qtbot, window, legal[0])
    assert window.controller.match.deal.cards_played == before + 1


def wait_for_input(qtbot, dialog: QWidget) -> None:
    """Until ``dialog``, one that comes up by itself, takes the player's keys and clicks (ui.common.key_guard)."""
    guard = dialog.findChild(KeyGuard)
    assert guard is not None
    qtbot.waitUntil(lambda: not guard.active)


def play_to_summary(qtbot, window: MainWindow, settle: bool = True) -> None:
    """Bid and play by clicking until the deal's summary is up (the window waits there for Continue); with
    ``settle``, until it also takes keys and clicks (ui.common.key_guard: not in its first moment)."""
    window.auto_continue = False
    c = window.controller
    for _ in range(300):
        qtbot.waitUntil(lambda: window.dialogs.summary is not None
                        or (c.asking in ("bid", "play") and not window.scene.busy), timeout=20000)
        summary = window.dialogs.summary
        if summary is not None:
            if settle:
                wait_for_input(qtbot, summary)
            return
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
        else:
            play_by_clicking(qtbot, window)
    raise AssertionError("the deal never ended")


def play_match(qtbot, window: MainWindow) -> None:
    c = window.controller
    for _ in range(2000):
        wait_for_human_or_end(qtbot, window)
        if c.match.is_over:
            break
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
        else:
            play_by_clicking(qtbot, window)
    assert c.match.is_over
    qtbot.waitUntil(lambda: not window.scene.busy)


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_a_short_match_played_through_the_window(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=300)
    winners: list[int] = []
    window.controller.match_over.connect(lambda team, totals: winners.append(team))
    play_match(qtbot, window)
    match = window.controller.match
    assert winners == [match.winner]
    # The human sits South: "us" on the score panel is NS.
    assert window.scene.score_panel.values == tuple(match.totals)
    # The score sheet, opened from the menu, ends on the same totals, one row per deal.
    window.sheet_action.trigger()
    table = window.dialogs.score_sheet.sheet.table
    assert table.rowCount() == len(match.deals)
    totals = window.dialogs.score_sheet.sheet.totals
    shown = [totals.item(0, col).data(NUMBER_ROLE) for col in (COL_TOTAL_US, COL_TOTAL_THEM)]
    assert shown == list(match.totals)
    assert max(match.totals) >= 300
    assert window.windowTitle() == "Belote Desktop"


def test_an_illegal_card_is_refused_with_its_rule(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=4)
    c = window.controller
    for _ in range(400):
        wait_for_human_or_end(qtbot, window)
        assert not c.match.is_over
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
            continue
        illegal = [item for item in human_items(window) if item.dimmed]
        if not illegal:
            play_by_clicking(qtbot, window)
            continue
        before = c.match.deal.cards_played
        with qtbot.waitSignal(c.human.illegal_card, timeout=2000) as blocker:
            click_card(qtbot, window, illegal[0])
        card, rule, reason = blocker.args
        assert card == illegal[0].card and rule.startswith("R6") and reason
        assert c.match.deal.cards_played == before
        assert c.asking == "play"
        assert window.statusBar().currentMessage()
        return
    pytest.fail("the human never held an illegal card")


class SleepyBot(Bot):
    """Waits until released, then passes: a bot still thinking when a new match starts."""

    level = "sleepy"

    def __init__(self, entered: threading.Event, release: threading.Event) -> None:
        self.entered, self.release = entered, release

    def choose_bid(self, view: SeatView) -> Bid:
        self.entered.set()
        self.release.wait(10)
        return PASS_BID

    def choose_card(self, view: SeatView) -> int:
        self.release.wait(10)
        return next(c for c in range(32) if view.legal >> c & 1)


class RecordingBot(Bot):
    """An easy bot that notes every decision it hands to the controller."""

    def __init__(self, seat: int, log: list[tuple[int, Decision]]) -> None:
        self.seat, self.log, self.inner = seat, log, make_bot("easy", seed=seat)

    def choose_bid(self, view: SeatView) -> Bid:
        return self.inner.choose_bid(view)

    def choose_card(self, view: SeatView) -> int:
        return self.inner.choose_card(view)

    def decide(self, view: SeatView) -> Decision:
        decision = super().decide(view)
        self.log.append((self.seat, decision))
        return decision


def test_new_match_while_a_bot_thinks_drops_its_late_answer(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=2)
    c = window.controller
    entered, release = threading.Event(), threading.Event()
    for seat in c.bot_seats():
        c.set_bot(seat, SleepyBot(entered, release))
    try:
        for _ in range(4):  # the human may bid before the first bot
            qtbot.waitUntil(lambda: entered.is_set() or c.asking == "bid", timeout=5000)
            if entered.is_set():
                break
            qtbot.mouseClick(window.bidding_panel.pass_button, Qt.MouseButton.LeftButton)
        assert entered.is_set()
        old_match, old_handle = c.match, c.thinking_handle
        old_bids = list(old_match.deal.bids)
        window.new_action.trigger()
        log: list[tuple[int, Decision]] = []
        for seat in c.bot_seats():
            c.set_bot(seat, RecordingBot(seat, log))
    finally:
        release.set()
    assert old_handle is not None
    qtbot.waitUntil(old_handle.done, timeout=5000)
    wait_for_human_or_end(qtbot, window)
    qtbot.wait(50)  # let the late answer's queued signal be delivered
    assert old_match.deal.bids == old_bids  # nothing landed on the old match
    bot_bids = [(seat, d.bid) for seat, d in log if d.bid is not None]
    new_bids = [(seat, bid) for seat, bid in c.match.deal.bids if seat != c.human_seat]
    assert new_bids == bot_bids[: len(new_bids)] and len(new_bids) == len(bot_bids)


def test_a_click_while_cards_move_waits_for_the_humans_turn(qtbot) -> None:
    """At a real speed: a card clicked while the table animates is applied once, at the human's turn."""
    window = make_window(qtbot, "classic", target=1001, seed=4)
    window.scene.set_speed("fast")
    c = window.controller
    refused: list[tuple[str, str]] = []
    c.human.illegal_card.connect(lambda _card, rule, reason: refused.append((rule, reason)))
    for _ in range(100):
        wait_for_human_or_end(qtbot, window, timeout=30000)
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
            continue
        if len(c.match.deal.tricks) < 2:
            play_by_clicking(qtbot, window)
            continue
        break
    # The human plays, then clicks another card while its own card still flies.
    deal = c.match.deal
    play_by_clicking(qtbot, window)
    assert window.scene.busy and c.asking == ""
    early = human_items(window)[0]
    early_card = early.card
    click_card(qtbot, window, early)

    def human_cards() -> list[int]:
        return [card for seat, card in deal.played_cards() if seat == c.human_seat]

    before = len(human_cards())
    # The next human turn: the early click is applied there, once (played if legal, else refused).
    qtbot.waitUntil(lambda: len(human_cards()) > before or bool(refused), timeout=30000)
    if refused:
        assert early_card not in human_cards() and c.asking == "play"
    else:
        assert human_cards()[-1] == early_card
    assert c.queued_click is None
    # Stop the bots and the running animations before the window is deleted.
    c.shutdown()
    window.scene.reset()


def test_the_keyboard_passes_and_takes(qtbot) -> None:
    for seed in range(20):  # a deal where the human is asked to bid (no bot took before)
        window = make_window(qtbot, "classic", target=1001, seed=seed)
        c = window.controller
        wait_for_human_or_end(qtbot, window)
        if c.asking == "bid":
            break
        c.shutdown()
    assert c.asking == "bid"
    window.activateWindow()
    take = next((b for b in window.bidding_panel.take_buttons if b.isEnabled()), None)
    key = Qt.Key.Key_T if take is not None else Qt.Key.Key_P
    bids_before = len(c.match.deal.bids)
    qtbot.keyClick(window.bidding_panel, key)
    qtbot.waitUntil(lambda: len(c.match.deal.bids) > bids_before or c.match.deal.phase != "bidding")
    seat, bid = c.match.deal.bids[bids_before]
    assert seat == c.human_seat
    assert bid.kind == ("take" if key == Qt.Key.Key_T else "pass")


@pytest.mark.parametrize("argv", [["--speed", "warp"], ["--variant", "poker"]])
def test_a_bad_command_line_exits_2(argv: list[str]) -> None:
    from belote_desktop.__main__ import main

    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
