"""The window and its dialogs come up wholly on the screen (``ui.window_size``, ``ui.common.on_screen``):
the first start on a small screen fills it rather than running off its edges, a saved size the screen
cannot take is not half used, and a dialog whose frame leaves the screen is moved (or shrunk) back."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect, QSettings, QSize
from PySide6.QtWidgets import QApplication, QDialog, QVBoxLayout, QWidget

from belote_desktop.session.settings import GameSettings
from belote_desktop.session.settings_store import GEOMETRY_KEY
from belote_desktop.ui.common.on_screen import fit_frame, fitting_size, install_keep_on_screen
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.window_size import PREFERRED, first_size, show_placed


@pytest.mark.parametrize(("screen", "expected"), [
    (QSize(1920, 1080), PREFERRED), (QSize(2560, 1440), PREFERRED), (QSize(1440, 900), PREFERRED),
    (QSize(1366, 768), None), (QSize(1280, 1024), None), (QSize(800, 600), None), (QSize(1024, 768), None),
])
def test_the_first_size_is_the_preferred_one_only_where_it_fits(screen: QSize, expected: QSize | None) -> None:
    assert first_size(QRect(0, 0, screen.width(), screen.height())) == expected


@pytest.mark.parametrize(("frame", "expected"), [
    (QRect(100, -20, 585, 593), QRect(100, 0, 585, 593)),  # the title bar above the top edge
    (QRect(-50, 100, 300, 200), QRect(0, 100, 300, 200)),
    (QRect(700, 500, 300, 200), QRect(500, 400, 300, 200)),  # off the bottom right corner
    (QRect(100, 100, 300, 200), QRect(100, 100, 300, 200)),  # inside: as it was
    (QRect(-10, -10, 900, 700), QRect(0, 0, 800, 600)),  # larger than the screen: made to fit
])
def test_a_frame_is_moved_the_least_to_lie_on_the_screen(frame: QRect, expected: QRect) -> None:
    assert fit_frame(frame, QRect(0, 0, 800, 600)) == expected


@pytest.fixture
def keeper(qapp: QApplication):
    keeper = install_keep_on_screen(qapp)
    yield keeper
    qapp.removeEventFilter(keeper)
    keeper.deleteLater()


def test_a_dialog_shown_off_the_screen_is_brought_back(qtbot, keeper) -> None:
    available = QApplication.primaryScreen().availableGeometry()
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(300, 200)
    dialog.move(available.left() - 120, available.bottom() - 50)
    dialog.show()
    qtbot.waitUntil(lambda: available.contains(dialog.frameGeometry()), timeout=3000)
    assert dialog.size() == QSize(300, 200)
    # One too tall for the screen fits it, its content shrunk to what is left.
    tall = QDialog()
    qtbot.addWidget(tall)
    QVBoxLayout(tall).addWidget(QWidget())
    tall.resize(300, available.height() + 150)
    tall.move(available.left() + 10, available.top())
    tall.show()
    qtbot.waitUntil(lambda: available.contains(tall.frameGeometry()), timeout=3000)
    assert tall.frameGeometry().height() <= available.height()


def test_a_dialog_on_the_screen_is_not_moved(qtbot, keeper) -> None:
    available = QApplication.primaryScreen().availableGeometry()
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.resize(200, 150)
    dialog.move(available.left() + 37, available.top() + 41)
    dialog.show()
    where = dialog.pos()
    qtbot.wait(1100)  # every look has been taken
    assert dialog.pos() == where


def test_a_first_start_on_a_small_screen_fills_it(qtbot) -> None:
    window = MainWindow(GameSettings(speed="instant"), seed=1)
    qtbot.addWidget(window)
    show_placed(window, restored=False)
    available = window.screen().availableGeometry()
    if first_size(available) is None:
        qtbot.waitUntil(window.isMaximized)
    else:
        assert window.size() == PREFERRED
    window.controller.shutdown()


def test_a_saved_size_the_screen_refuses_opens_as_the_first_time(qtbot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue(GEOMETRY_KEY, QByteArray(b"not a geometry Qt wrote"))
    window = MainWindow(GameSettings(speed="instant"), seed=1, store=store)
    qtbot.addWidget(window)
    assert not window.geometry_restored
    # A geometry Qt wrote on this very screen is taken.
    window.resize(500, 400)
    saved = window.saveGeometry()
    window.controller.shutdown()
    store.setValue(GEOMETRY_KEY, saved)
    again = MainWindow(GameSettings(speed="instant"), seed=1, store=store)
    qtbot.addWidget(again)
    assert again.geometry_restored and again.size() == QSize(500, 400)
    again.controller.shutdown()


def test_the_big_windows_ask_for_no_more_than_the_screen_has(qtbot, tmp_path: Path) -> None:
    # The offscreen screen is 800 x 800: the shortcuts (640 high) and the record viewer (1100 wide)
    # would pass its edges at their own sizes.
    from belote_desktop.ui.dialogs.shortcuts import ShortcutsDialog

    window = MainWindow(GameSettings(speed="instant"), seed=1)
    qtbot.addWidget(window)
    window.show()
    available = window.screen().availableGeometry()
    shortcuts = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(shortcuts)
    assert shortcuts.width() <= available.width() * 0.95 and shortcuts.height() <= available.height() * 0.9
    size = fitting_size(window, 1100, 720)
    assert size.width() <= available.width() * 0.95 < 1100 and size.height() == min(720, int(available.height() * 0.9))
    window.controller.shutdown()
