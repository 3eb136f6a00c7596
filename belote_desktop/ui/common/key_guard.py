"""A dialog that comes up by itself, in the middle of play, does not take the play's keys meant for the table.

The deal summary opens as the last card lands. A player still playing by keyboard (the arrows move
the ring, Space or Return plays) presses on: the arrows would move the dialog's focus to another of
its buttons and Space would press it, Return or Escape would close the summary unread, and a key
held down goes on repeating into the dialog. So for a moment after the dialog shows (``GUARD_MS``),
the keys that play a card and the mouse buttons do nothing in it; after that, a key that was already
held when it opened stays ignored until it is let go and pressed again. Tab and the letters are let
through at once: they move nothing by accident.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

# Long enough to stop a key pressed on reflex as the dialog appears, short enough not to be felt.
GUARD_MS = 400
PLAY_KEYS = frozenset({
    Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Left,
    Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End,
})
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)
_MOUSE = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease)


class KeyGuard(QObject):
    """Guards ``dialog``: made once its widgets are built and before it is shown, and lives as long as it.

    Installed on the dialog and everything in it: a key goes to the focused button, not the dialog.
    """

    def __init__(self, dialog: QWidget, ms: int = GUARD_MS) -> None:
        super().__init__(dialog)
        self.ms = ms
        self._dialog = dialog
        self._shown = QElapsedTimer()
        self._fresh: set[int] = set()  # play keys pressed anew since the dialog came up
        for widget in (dialog, *dialog.findChildren(QWidget)):
            widget.installEventFilter(self)
        if dialog.isVisible():
            self._shown.start()

    @property
    def active(self) -> bool:
        """True while the dialog is too new to be acted on (or not yet shown)."""
        return not self._shown.isValid() or self._shown.elapsed() < self.ms

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and watched is self._dialog:
            self._shown.start()
            self._fresh.clear()
            return False
        if kind in _MOUSE:
            return self.active
        if kind not in _KEYS or not isinstance(event, QKeyEvent) or event.key() not in PLAY_KEYS:
            return False
        key = event.key()
        if self.active:
            return True  # the override too: no shortcut of the application takes the key either
        if kind == QEvent.Type.ShortcutOverride:
            return False
        if kind == QEvent.Type.KeyPress and not event.isAutoRepeat():
            self._fresh.add(key)
        # A key held since before the dialog opened: its repeats and its release are the table's.
        return key not in self._fresh
