"""A menu stays open under the player's hands, and the keys stay where the player put them (issue 35, D2).

What took an open menu, or the keys, away from a keyboard player, most often while the computer players
were playing, and most of all with a screen reader (the next Return then played a card, or nothing):

- With a screen reader listening to the keys (AT-SPI), Qt holds back each key press until the reader has
  seen it, and posts it again afterwards. If the window is busy when Alt+G is pressed, Alt and G wait in
  the queue together: G's shortcut opens the Game menu at once, and Alt's press comes afterwards, into
  the open menu, where Alt closes a menu (under Xvfb with AT-SPI, 8 of 40 menus opened during play closed
  that way). ``guard_menus`` has each menu drop that one late Alt press: the Alt of the keys that opened it.
- The game put the focus on a card at the player's turn even while a menu was open or a dialog had the
  keys. ``keys_elsewhere`` says when it must not.
- A dialog that comes up by itself (a deal's summary, a notice) closes an open menu (2 of the 40).
  ``after_popups`` holds it back until the player has left the menus.
- Leaving the menus could leave the keys with the menu bar (``MenuBarKeys``), and looking through them
  emptied the status line (``KeepStatus``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeyEvent, QStatusTipEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget

# How long after a menu opens the late Alt press may still come: the reader's answer comes within the
# bridge's 100 ms time-out of the window reading the key, and the window reads it before it shows the menu.
LATE_ALT_MS = 1000


class LateAltFilter(QObject):
    """On one menu: drops the late copy of the Alt press of the Alt+letter that opened it."""

    def __init__(self, menu: QMenu) -> None:
        super().__init__(menu)
        self._due = False  # opened with Alt held: its Alt press may still come
        self._shown = QElapsedTimer()
        menu.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show:
            # The modifiers as of the last key the window read: Alt+G's, when the keys opened the menu.
            self._due = bool(QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.AltModifier)
            self._shown.start()
        elif kind == QEvent.Type.Hide:
            self._due = False
        elif kind == QEvent.Type.KeyPress and self._due and isinstance(event, QKeyEvent):
            self._due = False  # whatever key comes first: after it, an Alt is the player's own
            # A press the window system gave is the player's; the held-back copy is posted again by Qt.
            late = event.key() == Qt.Key.Key_Alt and not event.spontaneous()
            return late and self._shown.elapsed() < LATE_ALT_MS
        return False


class MenuBarKeys(QObject):
    """On the menu bar: gives the keys back (``give_back``) when the menu bar is left holding them with no menu.

    Leaving the menus (Escape), the menu bar gives the keys back to the widget that had them when Alt was
    pressed; if that widget has gone meanwhile (the card whose slot had the focus was played, the hand
    emptied) the menu bar keeps them, lit by nothing, and every key after it did nothing: Return at the next
    turn played no card, and nothing said why (found under Xvfb, after a deal's last card)."""

    def __init__(self, bar: QMenuBar, give_back: Callable[[], None]) -> None:
        super().__init__(bar)
        self._bar = bar
        self._give_back = give_back
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.FocusIn):
            QTimer.singleShot(0, self, self._check)  # once the menu bar has done with the key
        return False

    def _check(self) -> None:
        bar = self._bar
        lit = bar.activeAction() is not None or QApplication.activePopupWidget() is not None
        if QApplication.focusWidget() is bar and not lit:
            self._give_back()


class KeepStatus(QObject):
    """On the main window: a menu item passed over does not empty the status line. Qt shows each item's status
    tip there, and the game's items have none, so a look through the menus wiped "Your turn to bid." for good
    (D12: a player who switched the language found the line empty)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.StatusTip and isinstance(event, QStatusTipEvent) and not event.tip()


def guard_menus(window: QWidget, bar: QMenuBar, give_back: Callable[[], None]) -> None:
    """Every menu of ``window`` (its menu bar's, and their submenus) keeps its late Alt out; ``bar`` never keeps
    the keys once the player has left the menus: ``give_back()`` puts them where the game is; the status line
    keeps its words while the menus are looked through."""
    for menu in window.findChildren(QMenu):
        if menu.findChild(LateAltFilter) is None:
            LateAltFilter(menu)
    MenuBarKeys(bar, give_back)
    KeepStatus(window)


def in_menus() -> bool:
    """The player is in the menus: one is open (or another popup), or the menu bar has the keys (Escape closed a
    menu opened with Alt and left its title lit; the arrows go on to the next menu)."""
    return QApplication.activePopupWidget() is not None or isinstance(QApplication.focusWidget(), QMenuBar)


def keys_elsewhere(widget: QWidget) -> bool:
    """The player's keys are not with ``widget``'s window now: the player is in the menus, or another window (a
    dialog) is the active one. The game then moves no focus there: the player is reading or choosing."""
    if in_menus():
        return True
    active = QApplication.activeWindow()
    return active is not None and active is not widget.window()


class _AfterMenus(QObject):
    """Waits, as a child of ``owner``, until the player has left the menus; then calls back once."""

    def __init__(self, owner: QObject, callback: Callable[[], None]) -> None:
        super().__init__(owner)
        self._callback: Callable[[], None] | None = callback
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._later)  # the menu bar letting go of the keys
        self._watch()

    def _later(self, *_args: object) -> None:
        # Looked at once the menus are done: a submenu closing leaves its parent menu open, and a menu's chosen
        # item is acted on right after the menu hides.
        QTimer.singleShot(0, self, self._watch)

    def _watch(self) -> None:
        if in_menus():
            popup = QApplication.activePopupWidget()
            if popup is not None:
                popup.installEventFilter(self)
            return
        callback, self._callback = self._callback, None
        self.deleteLater()
        if callback is not None:
            callback()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide:
            watched.removeEventFilter(self)
            self._later()
        return False


def after_popups(owner: QObject, callback: Callable[[], None]) -> None:
    """``callback()`` now, or once the player has left the menus (``in_menus``): a window shown now would close
    the open menu under the player's hands, or take the keys from the menu bar. Never, if ``owner`` is deleted
    first."""
    if in_menus():
        _AfterMenus(owner, callback)
    else:
        callback()


__all__ = ["KeepStatus", "LateAltFilter", "MenuBarKeys", "after_popups", "guard_menus", "in_menus", "keys_elsewhere"]
