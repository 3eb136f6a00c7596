"""Sentences as status-bar notifications: what Orca 43.1 speaks (issue 35).

Orca 43.1 (Debian 12) does not listen to announcement events. Measured with it (its debug log, and
``benchmarks/screen_reader.py``): it speaks an object of role Notification each time one is shown,
whatever has the focus, and inside a status bar it says just the text, without the word
"notification" (its ``isStatusBarNotification``). It said nothing for a status bar's message, a
label's new name, an alert event, or the announcement itself; a description change is spoken only on
the focused object, which would garble that object.

Each sentence gets a notice of its own, never a renamed one: a reader reads the name when it gets to
the event, not when it was sent (one object renamed three times at once is heard as the last sentence),
and an AT-SPI client that does not follow name changes keeps the first name it read of an object
(measured with a plain pyatspi listener: a reused notice was heard with its old sentence). A notice
is born with its sentence (its accessible side answers with it: no name-change event) and is never
hidden, only deleted, ``LIFETIME_MS`` after it was shown or once ``KEEP`` newer ones exist: one event
per sentence for the reader to handle, where a rename and a hide made three. That matters: Orca stops
reading objects other than the focused one while more than 50 events wait (its "flood"), and a table
in play sends many. The notices take no room (0 by 0 pixels) and no mouse.
"""

from __future__ import annotations

from collections import deque

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QStatusBar, QWidget

LIFETIME_MS = 10000  # far longer than a reader takes to reach the event, even when it is busy
KEEP = 32

_role_installed = False


class Notice(QWidget):
    """One sentence, as a notification in the status bar that nobody sees: its accessible name is the sentence."""

    def __init__(self, bar: QStatusBar, sentence: str) -> None:
        super().__init__(bar)  # a plain child, not one of the bar's widgets: a status message never hides it
        self.sentence = sentence
        self.setObjectName("speech_notice")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(0, 0, 0, 0)
        self.hide()

    def say(self) -> None:
        self.show()  # the "showing" event is what the reader speaks
        QTimer.singleShot(LIFETIME_MS, self, self.deleteLater)


class NoticeFace(QAccessibleWidget):
    """A notice's accessible side: role Notification, named by its sentence from the start."""

    def text(self, kind: QAccessible.Text) -> str:
        widget = self.widget()
        if kind == QAccessible.Text.Name and isinstance(widget, Notice):
            return widget.sentence
        return super().text(kind)


def _notice_role(_class_name: str, widget: QObject) -> QAccessibleInterface | None:
    if isinstance(widget, Notice):
        return NoticeFace(widget, QAccessible.Role.Notification)
    return None


def install_notice_role() -> None:
    """Once per process: Qt asks this factory for every widget's accessible side; notices get role Notification."""
    global _role_installed
    if not _role_installed:
        QAccessible.installFactory(_notice_role)
        _role_installed = True


class NoticeBoard(QObject):
    """Says sentences through notices in ``bar``, one new notice each, in order."""

    def __init__(self, bar: QStatusBar, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else bar)
        install_notice_role()
        self.bar = bar
        self.notices: deque[Notice] = deque()  # the newest last

    def post(self, text: str) -> None:
        self.notices = deque(n for n in self.notices if shiboken6.isValid(n))  # those past their lifetime are gone
        notice = Notice(self.bar, text)
        self.notices.append(notice)
        notice.say()
        while len(self.notices) > KEEP:
            self.notices.popleft().deleteLater()


__all__ = ["KEEP", "LIFETIME_MS", "Notice", "NoticeBoard", "install_notice_role"]
