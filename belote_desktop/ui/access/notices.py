"""Sentences as status-bar notifications: what Orca 43.1 speaks (issue 35).

Orca 43.1 (Debian 12) does not listen to announcement events. Measured with it (the candidates and
``benchmarks/screen_reader.py``): it speaks an object of role Notification each time one is shown,
whatever has the focus, and inside a status bar it says just the text, without the word
"notification" (its ``isStatusBarNotification``). It said nothing for a status bar's message, a
label's new name, an alert event, or the announcement itself; a description change is spoken only on
the focused object, which would garble that object.

Orca reads a notification's name when it gets to the event, not when it was sent, so one object
renamed three times at once is heard as the last sentence three times, or once. Each sentence
therefore gets its own ``Notice`` from a small ring, and a notice is not used again until ``HOLD_MS``
after it was shown (a sentence waits in order if the whole ring is that busy); each is hidden again
after that time, so old sentences do not stay in the tree.
"""

from __future__ import annotations

import time
from collections import deque

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QStatusBar, QWidget

RING = 16
HOLD_MS = 1500

_role_installed = False


class Notice(QWidget):
    """One sentence, as an invisible notification in the status bar: its accessible name is the sentence."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)  # a plain child, not one of the bar's widgets: a status message never hides it
        self.setObjectName("speech_notice")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(0, 0, 1, 1)
        self.shown_at = float("-inf")
        self.hide()

    def say(self, text: str) -> None:
        self.hide()  # shown again below: the "showing" event is what the reader speaks
        self.setAccessibleName(text)
        self.shown_at = time.monotonic()
        self.show()


def _notice_role(_class_name: str, widget: QObject) -> QAccessibleInterface | None:
    if isinstance(widget, Notice):
        return QAccessibleWidget(widget, QAccessible.Role.Notification)
    return None


def install_notice_role() -> None:
    """Once per process: Qt asks this factory for every widget's accessible side; notices get role Notification."""
    global _role_installed
    if not _role_installed:
        QAccessible.installFactory(_notice_role)
        _role_installed = True


class NoticeBoard(QObject):
    """Says sentences through the notices of ``bar``, one notice each, in order."""

    def __init__(self, bar: QStatusBar, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else bar)
        install_notice_role()
        self.notices = [Notice(bar) for _ in range(RING)]
        self._next = 0
        self._waiting: deque[str] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def post(self, text: str) -> None:
        self._waiting.append(text)
        self._tick()

    def _tick(self) -> None:
        now = time.monotonic()
        while self._waiting:
            notice = self.notices[self._next]
            wait = notice.shown_at + HOLD_MS / 1000 - now
            if wait > 0:
                break
            notice.say(self._waiting.popleft())
            self._next = (self._next + 1) % RING
        for notice in self.notices:  # shown long enough: out of the tree
            if not notice.isHidden() and notice.shown_at + HOLD_MS / 1000 <= now:
                notice.hide()
        pending = [n.shown_at + HOLD_MS / 1000 - now for n in self.notices if not n.isHidden()]
        if self._waiting:
            pending.append(self.notices[self._next].shown_at + HOLD_MS / 1000 - now)
        if pending:
            self._timer.start(max(1, int(min(pending) * 1000) + 1))


__all__ = ["HOLD_MS", "RING", "Notice", "NoticeBoard", "install_notice_role"]
