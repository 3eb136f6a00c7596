"""A dialog that comes up by itself in the middle of play does not take the keys meant for the table: for
its first moment the play's keys and the mouse do nothing in it, and a key held down since before it opened
never acts in it (ui.common.key_guard)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QHBoxLayout, QLineEdit, QPushButton

from belote_desktop.ui.common.key_guard import KeyGuard
from tests.ui.test_game_window import make_window, play_to_summary


def guarded_dialog(qtbot, ms: int = 300) -> tuple[QDialog, QPushButton, QPushButton, KeyGuard]:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QHBoxLayout(dialog)
    ok = QPushButton("OK")
    ok.setDefault(True)
    ok.clicked.connect(dialog.accept)
    other = QPushButton("Other")
    other.clicked.connect(dialog.reject)
    layout.addWidget(ok)
    layout.addWidget(other)
    guard = KeyGuard(dialog, ms)
    dialog.open()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    ok.setFocus()
    return dialog, ok, other, guard


def test_the_play_keys_and_clicks_do_nothing_at_first(qtbot) -> None:
    dialog, ok, other, guard = guarded_dialog(qtbot, ms=60_000)  # the moment lasts the whole test
    assert guard.active
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Enter):
        QTest.keyClick(ok, key)
    QTest.keyClick(ok, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is ok
    QTest.keyClick(ok, Qt.Key.Key_Tab)  # Tab moves nothing by accident: it is let through
    assert QApplication.focusWidget() is other
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)  # (Qt gives the focus to what is clicked before any filter)
    assert dialog.isVisible() and dialog.result() == 0


def test_after_the_moment_the_dialog_takes_keys(qtbot) -> None:
    dialog, ok, _other, guard = guarded_dialog(qtbot)
    qtbot.waitUntil(lambda: not guard.active)
    QTest.keyClick(ok, Qt.Key.Key_Return)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted


def test_after_the_moment_clicks_work(qtbot) -> None:
    dialog, _ok, other, guard = guarded_dialog(qtbot)
    qtbot.waitUntil(lambda: not guard.active)
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected


def test_a_key_held_from_before_stays_the_tables_until_pressed_again(qtbot) -> None:
    dialog, ok, _other, guard = guarded_dialog(qtbot)
    qtbot.waitUntil(lambda: not guard.active)
    for _ in range(3):  # what a held key sends: repeated presses, then its release
        QApplication.sendEvent(ok, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return,
                                             Qt.KeyboardModifier.NoModifier, "\r", True))
    QApplication.sendEvent(ok, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))
    assert dialog.isVisible()
    QTest.keyClick(ok, Qt.Key.Key_Return)  # let go and pressed anew: meant for the dialog
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted


def test_typing_is_never_held_back(qtbot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    field = QLineEdit(dialog)
    KeyGuard(dialog, 60_000)
    dialog.open()
    QTest.keyClicks(field, "Belote")
    assert field.text() == "Belote"


def test_the_deal_summary_ignores_keys_still_playing(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=5)
    c = window.controller
    play_to_summary(qtbot, window, settle=False)
    summary = window.dialogs.summary
    assert summary is not None
    guard = summary.findChild(KeyGuard)
    assert guard is not None and guard.active
    deals = len(c.match.deals)
    QTest.keyClick(QApplication.focusWidget() or summary, Qt.Key.Key_Return)  # the key that played the last card
    QTest.keyClick(QApplication.focusWidget() or summary, Qt.Key.Key_Right)
    QTest.keyClick(QApplication.focusWidget() or summary, Qt.Key.Key_Space)
    assert summary.isVisible() and window.dialogs.summary is summary
    assert len(c.match.deals) == deals
    qtbot.waitUntil(lambda: not guard.active)
    QTest.keyClick(QApplication.focusWidget() or summary, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.dialogs.summary is None)
    qtbot.waitUntil(lambda: len(c.match.deals) == deals + 1, timeout=20000)
    c.shutdown()
