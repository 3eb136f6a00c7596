"""Playing a lesson through the window, as a player does: what the table waits for, and each kind of answer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import PRESETS
from belote_desktop.lesson import NEXT
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.lesson.driver import LessonDriver
from belote_desktop.ui.lesson.panel import LessonPanel
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import click_card


def lesson_window(qtbot, variant: str = "classic", data_folder: Path | None = None, store: QSettings | None = None,
                  offer: bool = False, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    settings = GameSettings(options=PRESETS[variant], speed="instant", partner_level="easy", opponent_level="easy")
    window = MainWindow(settings, seed=5, data_folder=data_folder, store=store, offer_lesson=offer)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def driver(window: MainWindow) -> LessonDriver:
    assert window.lessons.driver is not None
    return window.lessons.driver


def panel(window: MainWindow) -> LessonPanel:
    assert window.lessons.panel is not None
    return window.lessons.panel


def waiting_for(window: MainWindow) -> str:
    """What the table waits for now: "next" (a step to read), "bid", "announce" or "play" (the player's
    move, its step on show), "end" (the lesson is over), or "" (still moving)."""
    if not window.lessons.active:
        return "end"
    d = driver(window)
    if window.scene.busy or d.step is None:
        return ""
    if d.step.wait == NEXT:
        return "next" if panel(window).primary.isVisible() else ""
    asking = str(window.controller.asking)
    return asking if asking in ("bid", "announce", "play") else ""


def wait_for_step(qtbot, window: MainWindow) -> str:
    qtbot.waitUntil(lambda: waiting_for(window) != "", timeout=10000)
    QApplication.processEvents()  # what is said after the step (a refusal) is said on the next turn of the loop
    return waiting_for(window)


def click(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def play_card(qtbot, window: MainWindow, card: int) -> None:
    item = window.scene.card_item(card)
    assert item is not None and card in window.scene.human_cards()
    click_card(qtbot, window, item)


def answer(qtbot, window: MainWindow) -> str:
    """Do what the table waits for, the lesson's way (by mouse); what it was."""
    waiting = wait_for_step(qtbot, window)
    d = driver(window) if window.lessons.active else None
    if waiting == "next":
        click(qtbot, panel(window).primary)
    elif waiting == "bid":
        assert d is not None
        bid = d.expected()
        if window.controller.options.is_classic:
            click(qtbot, window.bidding_panel.take_buttons[bid.trump])  # type: ignore[union-attr]
        else:
            click(qtbot, window.bidding_panel.trump_buttons[bid.trump])  # type: ignore[union-attr]
            click(qtbot, window.bidding_panel.bid_button)
    elif waiting == "announce":
        click(qtbot, window.declaration_panel.announce_button)
    elif waiting == "play":
        assert d is not None
        play_card(qtbot, window, d.expected())  # type: ignore[arg-type]
    return waiting


def play_through(qtbot, window: MainWindow, until: str = "end") -> None:
    """Answer the lesson until the step ``until`` is on show (its key), or to its end."""
    while window.lessons.active:
        d = driver(window)
        if wait_for_step(qtbot, window) != "end" and d.step is not None and d.step.key == until:
            return
        answer(qtbot, window)
