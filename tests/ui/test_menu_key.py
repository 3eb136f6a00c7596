"""F10 opens the first menu (issue 35, D14): the way into the menus that keyboard and screen-reader players
know from GTK desktops and Windows; the shortcut list says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from belote_desktop.ui.dialogs.shortcuts import ShortcutsDialog
from tests.ui.test_game_window import make_window
from tests.ui.test_menus_stay_open import press

pytest.importorskip("pytestqt")


def test_f10_opens_the_file_menu_and_the_arrows_go_on(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # a window's shortcuts need it in front
    press(window, Qt.Key.Key_F10)  # through the window system, as a key the player presses
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.file_menu)
    press(window.file_menu, Qt.Key.Key_Right)  # on to the next menu, as in any menu bar
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.edit_menu)
    press(window.edit_menu, Qt.Key.Key_Escape)
    QCoreApplication.processEvents()
    assert QApplication.activePopupWidget() is None
    window.controller.shutdown()


def test_the_shortcut_list_names_f10(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001)
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    assert ("F10", "Open the first menu (the arrows go on to the others)") in dialog.rows()
    window.controller.shutdown()
