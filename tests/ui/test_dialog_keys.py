"""Every dialog without a mouse (issue 17): opened from the menus by keyboard, each of its controls reached
with Tab (no table or list keeps the Tab key to itself), and closed with Escape."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QDialog, QMenu, QRadioButton, QWidget

from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import make_window, play_to_summary
from tests.ui.test_window_features import reach_play


def tab_stops(dialog: QWidget) -> set[QWidget]:
    """The controls a keyboard user must be able to reach: shown, enabled, taking focus by Tab."""
    return {w for w in dialog.findChildren(QWidget)
            if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.window() is dialog and w.focusProxy() is None
            # Of a group of radio buttons Tab reaches the chosen one; the arrows choose among them.
            and not (isinstance(w, QRadioButton) and not w.isChecked())}


def reached_by_tab(qtbot, dialog: QWidget) -> set[QWidget]:
    dialog.activateWindow()  # as a window manager does for a new dialog (the offscreen platform has none)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    stops = tab_stops(dialog)
    seen: set[QWidget] = set()
    first = QApplication.focusWidget()
    if first is None or first.window() is not dialog:
        dialog.focusNextChild()
    for _ in range(3 * len(stops) + 3):
        focus = QApplication.focusWidget()
        if focus is not None:
            seen.add(focus)
        QTest.keyClick(focus or dialog, Qt.Key.Key_Tab)
    return seen


def check_dialog(qtbot, dialog: QDialog, close: bool = True) -> None:
    qtbot.waitUntil(dialog.isVisible)
    for view in dialog.findChildren(QAbstractItemView):
        if view.isVisible():
            assert not view.tabKeyNavigation(), f"{view.objectName() or view}: Tab stays in its cells"
    missing = [w.objectName() or type(w).__name__ for w in tab_stops(dialog) - reached_by_tab(qtbot, dialog)]
    assert not missing, f"{dialog.objectName()}: Tab never reaches {missing}"
    if not close:
        return
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def open_by_menu(qtbot, window: MainWindow, menu: QMenu, action_text: str) -> None:
    """Alt and the menu's letter, then the item's letter: as a keyboard user opens it."""
    title = next(a.text() for a in window.menuBar().actions() if a.menu() is menu)
    letter = title[title.index("&") + 1]
    window.activateWindow()
    QTest.keyClick(window, letter, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(menu.isVisible)
    item = next(a for a in menu.actions() if a.text() == action_text)
    QTest.keyClick(menu, item.text()[item.text().index("&") + 1])
    qtbot.waitUntil(lambda: not menu.isVisible())


def new_dialog(window: MainWindow, before: set[QDialog]) -> QDialog:
    shown = [d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible() and d not in before]
    assert len(shown) == 1, shown
    return shown[0]


def shown_dialogs() -> set[QDialog]:
    return {d for d in QApplication.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible()}


MENUS: dict[str, tuple[Callable[[MainWindow], QMenu], str]] = {
    "settings": (lambda w: w.game_menu, "&Settings…"),
    "statistics": (lambda w: w.game_menu, "S&tatistics…"),
    "last trick": (lambda w: w.view_menu, "&Last trick"),
    "score sheet": (lambda w: w.view_menu, "&Score sheet"),
    "shortcuts": (lambda w: w.help_menu, "&Keyboard shortcuts"),
    "about": (lambda w: w.help_menu, "&About Belote Desktop"),
}


@pytest.mark.parametrize("name", list(MENUS))
def test_each_dialog_of_the_menus_works_by_keyboard(qtbot, tmp_path, name: str) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=3, data_folder=tmp_path)  # statistics need one
    c = window.controller
    reach_play(qtbot, window, tricks=1)
    menu, text = MENUS[name]
    before = shown_dialogs()
    open_by_menu(qtbot, window, menu(window), text)
    check_dialog(qtbot, new_dialog(window, before))
    c.shutdown()


def test_the_summary_and_the_review_work_by_keyboard(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=5)
    c = window.controller
    play_to_summary(qtbot, window)
    summary = window.dialogs.summary
    assert summary is not None
    check_dialog(qtbot, summary, close=False)
    before = shown_dialogs()
    review_button = next(b for b in summary.findChildren(QWidget) if b.objectName() == "review")
    review_button.setFocus()
    QTest.keyClick(review_button, Qt.Key.Key_Space)
    review = new_dialog(window, before)
    check_dialog(qtbot, review)
    QTest.keyClick(summary, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not summary.isVisible())
    c.shutdown()



def test_the_record_viewer_works_by_keyboard(qtbot, tmp_path) -> None:
    import json

    from belote_desktop.engine.record import to_record

    window = make_window(qtbot, "coinche", target=3000, seed=9, data_folder=tmp_path / "data")
    play_to_summary(qtbot, window)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(to_record(window.controller.match)), encoding="utf-8")
    window.dialogs.close_summary()
    viewer = window.dialogs.open_record(path)
    assert viewer is not None
    qtbot.waitUntil(viewer.isVisible)
    viewer.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer)
    missing = [w.objectName() or type(w).__name__ for w in tab_stops(viewer) - reached_by_tab(qtbot, viewer)]
    assert not missing, f"the record viewer: Tab never reaches {missing}"
    QTest.keyClick(QApplication.focusWidget() or viewer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not viewer.isVisible())
    window.controller.shutdown()
