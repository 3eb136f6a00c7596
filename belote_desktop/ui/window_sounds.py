"""The window's part of the sounds (``ui.sound``): the table's sounds, and Game > Sounds with its key, M,
to switch them off and on at once (the volume is in Settings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from ..session.settings_store import save_settings
from .sound.players import SoundPlayer
from .sound.table_sounds import TableSounds
from .window_access import tell

if TYPE_CHECKING:
    from .main_window import MainWindow


def install_sounds(w: MainWindow, player: SoundPlayer | None = None) -> None:
    """After the menus: the action goes into the Game menu, below Settings."""
    w.sounds = TableSounds(w, w.controller, w.scene, w.settings.sound, w.settings.sound_volume, player)
    w.sound_action = QAction(w)
    w.sound_action.setObjectName("sound_action")
    w.sound_action.setCheckable(True)
    w.sound_action.setChecked(w.settings.sound)
    # One letter, as the hint's H: Ctrl+M minimizes windows on macOS, and M is the usual mute key of games.
    w.sound_action.setShortcut(QKeySequence("M"))
    w.sound_action.toggled.connect(lambda on: switch_sounds(w, on))
    actions = w.game_menu.actions()
    after = actions.index(w.settings_action) + 1
    w.game_menu.insertAction(actions[after] if after < len(actions) else None, w.sound_action)


def retranslate_sounds(w: MainWindow) -> None:
    translate = QCoreApplication.translate
    w.sound_action.setText(translate("MainWindow", "S&ounds"))
    w.sound_action.setToolTip(translate("MainWindow", "Sounds on or off (the volume is in Settings)"))


def switch_sounds(w: MainWindow, on: bool) -> None:
    """Game > Sounds: kept in the settings, as if changed there."""
    if on == w.settings.sound:
        return
    w.settings = w.settings.with_(sound=on)
    w.sounds.set_sound(on, w.settings.sound_volume)
    if w.store is not None:
        save_settings(w.store, w.settings)
    translate = QCoreApplication.translate
    tell(w, translate("MainWindow", "Sounds on.") if on else translate("MainWindow", "Sounds off."))


def apply_sound_settings(w: MainWindow) -> None:
    """Settings' OK: the volume and the switch, the menu's tick following."""
    s = w.settings
    w.sounds.set_sound(s.sound, s.sound_volume)
    if w.sound_action.isChecked() != s.sound:
        w.sound_action.setChecked(s.sound)  # switch_sounds then finds nothing to change


__all__ = ["apply_sound_settings", "install_sounds", "retranslate_sounds", "switch_sounds"]
