"""Help > Keyboard shortcuts lists keys a player can press (issue 34, D12): not the platform's other
names for a standard action (F14, the Undo, Redo, Help and Exit keys of X11), in the player's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from belote_desktop.i18n.language import LanguageManager
from belote_desktop.ui.dialogs.shortcuts import ShortcutsDialog
from tests.ui.test_game_window import make_window

# What Qt on X11 gives the standard actions (seen in the review: "Ctrl+Z / F14 / Undo", "Ctrl+Q / Exit").
X11_KEYS = {
    "undo_action": ["Ctrl+Z", Qt.Key.Key_F14, Qt.Key.Key_Undo],
    "redo_action": ["Ctrl+Shift+Z", Qt.Key.Key_Redo, "Ctrl+Y"],
    "quit_action": ["Ctrl+Q", Qt.Key.Key_Exit],
    "rules_action": [Qt.Key.Key_F1, Qt.Key.Key_Help],
    "new_action": ["Ctrl+N", Qt.Key.Key_New],
}
SHOWN = {"undo_action": "Ctrl+Z", "redo_action": "Ctrl+Shift+Z / Ctrl+Y", "quit_action": "Ctrl+Q",
         "rules_action": "F1", "new_action": "Ctrl+N"}
ALIASES = ("F14", "Undo", "Redo", "Exit", "Help", "New")


def rows_with_x11_keys(qtbot) -> tuple[object, dict[str, str]]:
    window = make_window(qtbot, "classic", target=1001, seed=2)
    for name, keys in X11_KEYS.items():
        getattr(window, name).setShortcuts([QKeySequence(k) for k in keys])
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    words = {name: getattr(window, name).text().replace("&", "").rstrip("…").strip() for name in X11_KEYS}
    keys_of = {words[name]: keys for keys, w in dialog.rows() for name in X11_KEYS if w == words[name]}
    return window, {name: keys_of[words[name]] for name in X11_KEYS}


def test_only_keys_of_an_ordinary_keyboard_are_listed(qtbot) -> None:
    window, shown = rows_with_x11_keys(qtbot)
    assert shown == SHOWN
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    for keys, _words in dialog.rows():
        for alias in ALIASES:
            assert alias not in keys.split(" / "), keys
    window.controller.shutdown()


@pytest.mark.parametrize(("sequence", "ordinary"), [
    ("Ctrl+Z", True), ("Ctrl+,", True), ("Alt+Backspace", True), ("F11", True), ("F12", True), ("Esc", True),
    ("Ctrl+Home", True), ("PgDown", True), ("H", True), ("F13", False), ("F14", False),
    (Qt.Key.Key_Undo, False), (Qt.Key.Key_Exit, False), (Qt.Key.Key_Help, False), (Qt.Key.Key_Open, False)])
def test_pressable_keys(sequence: str | Qt.Key, ordinary: bool) -> None:
    from belote_desktop.ui.dialogs.shortcuts import pressable

    assert pressable(QKeySequence(sequence)) is ordinary


def test_the_keys_are_named_in_the_players_language(qtbot, qm_dir) -> None:
    languages = LanguageManager(qm_dir)
    assert languages.set_language("de")
    try:
        window, shown = rows_with_x11_keys(qtbot)
        assert shown["undo_action"] == "Strg+Z"  # Qt's own German name of the Ctrl key
        assert shown["redo_action"] == "Strg+Umschalt+Z / Strg+Y"
        window.controller.shutdown()
    finally:
        languages.set_language("en")
