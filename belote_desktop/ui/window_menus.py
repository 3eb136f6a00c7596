"""The main window's menus: File, Game, View, Language and Help, their actions and their keys.

Every action is an attribute of the window (``window.new_action``), as the window's slots and the
tests use them; the words keep the window's translation context, ``MainWindow``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from ..i18n.language import build_language_menu

if TYPE_CHECKING:
    from .main_window import MainWindow


def build_menus(w: MainWindow) -> None:
    bar = w.menuBar()
    w.file_menu = bar.addMenu("")
    w.export_action = QAction(w)
    # Not the platform's Save As key: on Linux that is Ctrl+Shift+S, the score sheet's key.
    w.export_action.setShortcut(QKeySequence("Ctrl+E"))
    w.export_action.triggered.connect(w.dialogs.export_match)
    w.open_action = QAction(w)
    w.open_action.setShortcut(QKeySequence.StandardKey.Open)
    w.open_action.triggered.connect(lambda: w.dialogs.open_record())
    w.file_menu.addAction(w.export_action)
    w.file_menu.addAction(w.open_action)
    w.game_menu = bar.addMenu("")
    w.new_action = QAction(w)
    w.new_action.setShortcut(QKeySequence.StandardKey.New)
    w.new_action.triggered.connect(w.ask_new_match)
    w.settings_action = QAction(w)
    w.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
    w.settings_action.triggered.connect(w.dialogs.show_settings)
    w.quit_action = QAction(w)
    w.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
    w.quit_action.triggered.connect(w.close)
    w.statistics_action = QAction(w)
    w.statistics_action.triggered.connect(w.dialogs.show_statistics)
    w.game_menu.addAction(w.new_action)
    w.game_menu.addAction(w.settings_action)
    w.game_menu.addAction(w.statistics_action)
    w.game_menu.addSeparator()
    w.game_menu.addAction(w.quit_action)

    w.view_menu = bar.addMenu("")
    w.last_trick_action = QAction(w)
    w.last_trick_action.setShortcut(QKeySequence("Ctrl+L"))
    w.last_trick_action.triggered.connect(w.dialogs.show_last_trick)
    w.sheet_action = QAction(w)
    w.sheet_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
    w.sheet_action.triggered.connect(w.dialogs.show_score_sheet)
    w.full_screen_action = QAction(w)
    w.full_screen_action.setCheckable(True)
    w.full_screen_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
                                      or [QKeySequence("F11")])
    w.full_screen_action.toggled.connect(w.set_full_screen)
    w.view_menu.addAction(w.last_trick_action)
    w.view_menu.addAction(w.sheet_action)
    w.view_menu.addAction(w.full_screen_action)

    w.language_menu = bar.addMenu("")
    w.language_menu.setObjectName("language_menu")
    build_language_menu(w.language_menu, w.languages)

    w.help_menu = bar.addMenu("")
    w.rules_action = QAction(w)
    w.rules_action.setCheckable(True)
    w.rules_action.toggled.connect(lambda shown: w.rules_panel.setVisible(shown))
    w.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
    w.help_menu.addAction(w.rules_action)
    w.view_menu.addAction(w.rules_action)
    w.shortcuts_action = QAction(w)
    w.shortcuts_action.triggered.connect(w.dialogs.show_shortcuts)
    w.help_menu.addAction(w.shortcuts_action)
    w.about_action = QAction(w)
    w.about_action.triggered.connect(w.dialogs.show_about)
    w.help_menu.addAction(w.about_action)


def retranslate_menus(w: MainWindow) -> None:
    translate = QCoreApplication.translate
    w.setWindowTitle(translate("MainWindow", "Belote Desktop"))
    w.file_menu.setTitle(translate("MainWindow", "&File"))
    w.export_action.setText(translate("MainWindow", "&Export match…"))
    w.open_action.setText(translate("MainWindow", "&Open game record…"))
    w.game_menu.setTitle(translate("MainWindow", "&Game"))
    w.statistics_action.setText(translate("MainWindow", "S&tatistics…"))
    w.new_action.setText(translate("MainWindow", "&New match"))
    w.settings_action.setText(translate("MainWindow", "&Settings…"))
    w.quit_action.setText(translate("MainWindow", "&Quit"))
    w.view_menu.setTitle(translate("MainWindow", "&View"))
    w.last_trick_action.setText(translate("MainWindow", "&Last trick"))
    w.sheet_action.setText(translate("MainWindow", "&Score sheet"))
    w.full_screen_action.setText(translate("MainWindow", "&Full screen"))
    w.shortcuts_action.setText(translate("MainWindow", "&Keyboard shortcuts"))
    w.language_menu.setTitle(translate("MainWindow", "&Language"))
    w.help_menu.setTitle(translate("MainWindow", "&Help"))
    w.rules_action.setText(translate("MainWindow", "&Rules"))
    w.about_action.setText(translate("MainWindow", "&About Belote Desktop"))


__all__ = ["build_menus", "retranslate_menus"]
