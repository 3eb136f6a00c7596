"""The main window's menus: File, Edit, Game, View, Language and Help, their actions and their keys.

Every action is an attribute of the window (``window.new_action``), as the window's slots and the
tests use them; the words keep the window's translation context, ``MainWindow``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

from ..i18n.language import build_language_menu
from .hints import ask_for_hint
from .table.rewind_motion import glide_from, places
from .window_access import tell
from .window_changes import say_taken_back
from .window_replays import ask_deal_number

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

    # Edit: the player's moves taken back and played again (controller.rewind), with the platform's keys.
    w.edit_menu = bar.addMenu("")
    w.undo_action = QAction(w)
    w.undo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo) or [QKeySequence("Ctrl+Z")])
    w.undo_action.triggered.connect(lambda: take_back(w))
    w.redo_action = QAction(w)
    # The platform's Redo keys, and both common ones wherever the platform names only one.
    redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    for extra in (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")):
        if extra not in redo_keys:
            redo_keys.append(extra)
    w.redo_action.setShortcuts(redo_keys)
    w.redo_action.triggered.connect(lambda: play_again(w))
    w.edit_menu.addAction(w.undo_action)
    w.edit_menu.addAction(w.redo_action)
    w.edit_menu.aboutToShow.connect(lambda: update_rewind(w))
    w.game_menu = bar.addMenu("")
    w.new_action = QAction(w)
    w.new_action.setShortcut(QKeySequence.StandardKey.New)
    w.new_action.triggered.connect(w.ask_new_match)
    w.deal_number_action = QAction(w)
    w.deal_number_action.setObjectName("deal_number_action")
    w.deal_number_action.triggered.connect(lambda: ask_deal_number(w))
    w.settings_action = QAction(w)
    # The system's key for preferences; Ctrl+, where it has none (Linux outside KDE and GNOME).
    w.settings_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
                                   or [QKeySequence("Ctrl+,")])
    w.settings_action.triggered.connect(w.dialogs.show_settings)
    w.quit_action = QAction(w)
    # The platform's Quit key, and Ctrl+Q where the platform names none (Windows, the offscreen platform).
    w.quit_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")])
    # From any of the game's windows (the score sheet, the last trick, a record): Ctrl+Q quits the game, as
    # desktop programs do; a modal dialog still blocks it (found by the soak: a sheet in front ate every Ctrl+Q).
    w.quit_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
    w.quit_action.triggered.connect(w.close)
    w.hint_action = QAction(w)
    w.hint_action.setShortcut(QKeySequence("H"))
    w.hint_action.triggered.connect(lambda: ask_for_hint(w))
    w.statistics_action = QAction(w)
    w.statistics_action.triggered.connect(w.dialogs.show_statistics)
    w.statistics_action.setEnabled(w.keeper is not None)  # no data folder, no statistics: not a click that does nothing
    w.game_menu.addAction(w.new_action)
    w.game_menu.addAction(w.deal_number_action)
    w.game_menu.addAction(w.hint_action)
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

    # F10 opens the first menu, as on GTK desktops and Windows: the way in that keyboard and screen reader
    # players know (Alt+letter opens one menu by its name; issue 35, D14).
    w.menu_key_action = QAction(w)
    w.menu_key_action.setShortcut(QKeySequence(Qt.Key.Key_F10))
    w.menu_key_action.triggered.connect(lambda: open_first_menu(w))
    w.addAction(w.menu_key_action)


def open_first_menu(w: MainWindow) -> None:
    bar = w.menuBar()
    first = next((action for action in bar.actions() if action.isVisible() and action.isEnabled()), None)
    if first is not None:
        bar.setActiveAction(first)


def retranslate_menus(w: MainWindow) -> None:
    translate = QCoreApplication.translate
    w.setWindowTitle(translate("MainWindow", "Belote Desktop"))
    w.file_menu.setTitle(translate("MainWindow", "&File"))
    w.edit_menu.setTitle(translate("MainWindow", "&Edit"))
    w.undo_action.setText(translate("MainWindow", "&Undo move"))
    w.redo_action.setText(translate("MainWindow", "&Redo move"))
    w.export_action.setText(translate("MainWindow", "&Export match…"))
    w.open_action.setText(translate("MainWindow", "&Open game record…"))
    w.game_menu.setTitle(translate("MainWindow", "&Game"))
    w.statistics_action.setText(translate("MainWindow", "S&tatistics…"))
    w.new_action.setText(translate("MainWindow", "&New match"))
    w.deal_number_action.setText(translate("MainWindow", "Play a &deal by number…"))
    w.hint_action.setText(translate("MainWindow", "&Hint"))
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


def update_rewind(w: MainWindow) -> None:
    """Undo and Redo offered only when they can act (a disabled action's key does nothing, as it should)."""
    rewind = w.controller.rewind
    w.undo_action.setEnabled(rewind.can_undo)
    w.redo_action.setEnabled(rewind.can_redo)


def take_back(w: MainWindow) -> None:
    translate = QCoreApplication.translate
    before = places(w.scene)
    match = w.controller.match  # as it stands: the undo lays a new one out
    if w.controller.rewind.can_undo:
        w.table_access.hold_words()  # the reader hears the hand once it is laid out, not on the way
    if w.controller.rewind.undo():
        glide_from(w.scene, before)  # the cards go back the way they came
        tell(w, lambda: translate("MainWindow", "Move taken back: this match now counts as assisted."))
        say_taken_back(w, match)  # which moves, and what is on the table again
    else:
        tell(w, lambda: translate("MainWindow", "There is no move of yours in this deal to take back."))
    update_rewind(w)


def play_again(w: MainWindow) -> None:
    translate = QCoreApplication.translate
    before = places(w.scene)
    if w.controller.rewind.can_redo:
        # Said first: the moves played again are told after it, one by one, as the game told them the first time.
        tell(w, lambda: translate("MainWindow", "Move played again."))
        w.table_access.hold_words()
        w.controller.rewind.redo()
        glide_from(w.scene, before)
    else:
        tell(w, lambda: translate("MainWindow", "Nothing to play again: you have moved since."))
    update_rewind(w)


__all__ = ["build_menus", "open_first_menu", "retranslate_menus", "update_rewind"]
