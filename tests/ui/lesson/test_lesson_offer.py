"""The lesson is offered once, at the very first start (remembered in the settings), never in the tests or
the self-test; it can be reopened from Help; the player's match waits aside, and nothing of the lesson is
saved or counted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from belote_desktop.session.settings_store import GEOMETRY_KEY
from belote_desktop.storage import SAVE_NAME, STATISTICS_NAME
from belote_desktop.ui.window_lesson import NO_OFFER, OFFER_KEY, offer_wanted
from tests.ui.lesson.helpers import answer, click, driver, lesson_window, panel, play_through, wait_for_step

pytest.importorskip("pytestqt")


def settings_file(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def offered(window) -> bool:  # type: ignore[no-untyped-def]
    return window.lessons.offering and window.lessons.panel is not None and window.lessons.panel.isVisible()


def test_offered_at_the_very_first_start_and_not_again_once_declined(qtbot, tmp_path: Path) -> None:
    store = settings_file(tmp_path)
    window = lesson_window(qtbot, store=store, offer=True)
    window.start()
    assert offered(window)
    shown = panel(window)
    assert shown.caption.text() == "Welcome to Belote Desktop"
    assert "A guided first deal shows you how the game goes" in shown.text.text()
    assert "from Help > Learn to play." in shown.text.text()
    assert (shown.primary.text(), shown.secondary.text()) == ("Show me", "No, thanks")
    assert "A guided first deal" in window.announcer.last()  # heard, and the focus on its answer
    assert window.focusWidget() is shown.primary
    assert window.controller.match.deals == []  # the match waits for the answer
    click(qtbot, shown.secondary)
    qtbot.waitUntil(lambda: bool(window.controller.match.deals))
    assert not shown.isVisible() and not window.lessons.active
    assert store.value(OFFER_KEY) == "done"
    window.controller.shutdown()

    again = lesson_window(qtbot, store=store, offer=True)
    again.start()
    assert not offered(again) and again.controller.match.deals  # not offered again: the game begins
    again.controller.shutdown()


def test_the_offer_taken_then_the_lesson_left_is_not_offered_again(qtbot, tmp_path: Path) -> None:
    store = settings_file(tmp_path)
    window = lesson_window(qtbot, store=store, offer=True)
    window.start()
    click(qtbot, panel(window).primary)  # Show me
    assert window.lessons.active and window.controller.match.seed == "lesson/classic"
    assert wait_for_step(qtbot, window) == "next" and driver(window).step.key == "classic.deal"  # type: ignore[union-attr]
    assert store.value(OFFER_KEY) == "pending"  # not answered yet: a game closed now would offer it again
    assert panel(window).secondary.text() == "Leave the lesson"
    click(qtbot, panel(window).secondary)
    assert not window.lessons.active and store.value(OFFER_KEY) == "done"
    assert window.controller.match.seed != "lesson/classic" and window.controller.match.deals
    window.controller.shutdown()
    again = lesson_window(qtbot, store=store, offer=True)
    again.start()
    assert not offered(again)
    again.controller.shutdown()


def test_the_offer_finished_is_not_offered_again(qtbot, tmp_path: Path) -> None:
    store = settings_file(tmp_path)
    window = lesson_window(qtbot, "coinche", store=store, offer=True)
    window.start()
    click(qtbot, panel(window).primary)
    assert window.controller.match.options.variant == "coinche"  # the lesson of the variant in the settings
    play_through(qtbot, window)
    assert store.value(OFFER_KEY) == "done"
    window.controller.shutdown()


def test_an_offer_never_answered_comes_again(qtbot, tmp_path: Path) -> None:
    store = settings_file(tmp_path)
    window = lesson_window(qtbot, store=store, offer=True)
    window.start()
    assert offered(window)
    window.close()  # the game closed with the offer on the table (its size is saved now, too)
    again = lesson_window(qtbot, store=store, offer=True)
    again.start()
    assert offered(again)
    again.controller.shutdown()


def test_a_player_who_played_before_this_version_is_not_offered_it(qtbot, tmp_path: Path) -> None:
    store = settings_file(tmp_path)
    store.setValue(GEOMETRY_KEY, QByteArray(b"a window closed before"))
    window = lesson_window(qtbot, store=store, offer=True)
    window.start()
    assert not offered(window) and window.controller.match.deals
    assert store.value(OFFER_KEY) == "done"
    window.controller.shutdown()


def test_never_offered_in_the_tests_nor_the_self_test(qtbot, tmp_path: Path) -> None:
    assert offer_wanted({}) and not offer_wanted({NO_OFFER: "1"})
    store = settings_file(tmp_path)
    window = lesson_window(qtbot, store=store)  # as the tests and --self-test make it: no offer_lesson
    window.start()
    assert not offered(window) and window.controller.match.deals and store.value(OFFER_KEY) is None
    window.controller.shutdown()


def test_help_learn_to_play_holds_each_variant(qtbot) -> None:
    window = lesson_window(qtbot)
    window.start()
    menu = window.learn_menu
    assert menu.title() == "&Learn to play"
    assert menu.menuAction() in window.help_menu.actions()
    assert [action.text() for action in menu.actions()] == ["Classic belote", "Coinche", "Contrée"]
    window.learn_actions["contree"].trigger()
    assert window.lessons.active and window.controller.match.options.variant == "contree"
    window.learn_actions["classic"].trigger()  # another lesson, from its start
    assert window.controller.match.options.variant == "classic" and window.controller.match.deal.bids == []
    assert wait_for_step(qtbot, window) == "next" and driver(window).step.key == "classic.deal"  # type: ignore[union-attr]
    window.controller.shutdown()


def test_the_players_match_waits_aside_and_nothing_of_the_lesson_is_saved_or_counted(qtbot, tmp_path: Path) -> None:
    window = lesson_window(qtbot, data_folder=tmp_path)
    window.start()
    c = window.controller
    qtbot.waitUntil(lambda: c.asking in ("bid", "play") and not window.scene.busy)
    own = (c.match.seed, tuple(c.match.deals[0].deck), len(c.match.deals[0].actions))
    window.learn_actions["classic"].trigger()
    saved = (tmp_path / SAVE_NAME).read_text(encoding="utf-8")
    assert json.loads(saved)  # the player's match, saved as it stood
    play_through(qtbot, window, until="classic.undertrump")  # seven tricks: a save after each, were it the match's
    assert (tmp_path / SAVE_NAME).read_text(encoding="utf-8") == saved
    play_through(qtbot, window)
    assert not (tmp_path / STATISTICS_NAME).exists() and window.keeper.statistics.rows() == []  # type: ignore[union-attr]
    # The player's own match is back where it was, and said so.
    assert (c.match.seed, tuple(c.match.deals[0].deck), len(c.match.deals[0].actions)) == own
    assert window.announcer.last() == "Your match was resumed where you left it."
    assert not window.keeper.off_the_record  # type: ignore[union-attr]
    window.controller.shutdown()


def test_a_new_match_asked_for_in_a_lesson_brings_the_players_match_back_first(qtbot, tmp_path: Path) -> None:
    window = lesson_window(qtbot, data_folder=tmp_path)
    window.start()
    c = window.controller
    qtbot.waitUntil(lambda: c.asking in ("bid", "play") and not window.scene.busy)
    seed = c.match.seed
    window.learn_actions["classic"].trigger()
    for _ in range(4):
        answer(qtbot, window)
    window.new_action.trigger()  # Game > New match
    assert not window.lessons.active and c.human.gate is None and c.match.seed == seed
    window.controller.shutdown()


def test_the_offer_is_answered_from_the_keyboard(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    store = settings_file(tmp_path)
    window = lesson_window(qtbot, store=store, offer=True)
    window.start()
    shown = panel(window)
    assert window.focusWidget() is shown.primary
    qtbot.keyClick(shown.primary, Qt.Key.Key_Tab)  # from "Show me" to "No, thanks"
    assert window.focusWidget() is shown.secondary
    qtbot.keyClick(shown.secondary, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(window.controller.match.deals))
    assert not window.lessons.active and store.value(OFFER_KEY) == "done"
    window.controller.shutdown()
