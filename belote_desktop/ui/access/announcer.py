"""Telling assistive technology what just happened at the table (issues 17 and 35).

``Announcer.say(text)`` hands a sentence to the screen reader one way, never two (a reader that
understands both would say it twice):

- as an announcement event where Qt has them (6.8 and later): NVDA, VoiceOver and Orca 45 or later
  speak it without moving the focus (on Qt before 6.8, as the table view's accessible description);
- or, for older readers, as a notification in the status bar (``notices``), which Orca 43.1, the
  one Debian 12 ships, speaks, and which it does not do for announcements.

Which one is the player's setting "Speech for older screen readers": ``on``, ``off``, or ``auto``
(the default), where the AT-SPI registry says whether the reader listening is an older one
(``readers``). Until the first answer comes (milliseconds) sentences wait, in order, so the first
ones are not lost; the question is asked again every few seconds while sentences flow, so a reader
started after the game is found.

Every sentence is kept in ``history`` (the last few hundred) and emitted as ``spoken``, so the order
of what a player hears can be checked, and so it can be read again (Game > Say that again).
Sentences are only sent when accessibility is active (a reader or another client is listening):
otherwise Qt would do nothing with them anyway.
"""

from __future__ import annotations

import time
from collections import deque

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QStatusBar, QWidget

from .notices import NoticeBoard
from .readers import TIMEOUT, ReaderCheck

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the description fallback below
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

HISTORY = 300
OLDER_READERS = ("auto", "on", "off")  # the setting's values (session.settings.READER_SPEECH)
ASK_AGAIN_S = 5.0  # while sentences flow, the readers are asked about again after this long

# Qt's doors to the readers, as names here so that tests can watch them.
accessibility_active = QAccessible.isActive
send_event = QAccessible.updateAccessibility

_shared_check: ReaderCheck | None = None


def shared_reader_check() -> ReaderCheck:
    """One question to the registry for the whole program (the table and every record viewer)."""
    global _shared_check
    if _shared_check is None:
        _shared_check = ReaderCheck(parent=QCoreApplication.instance())
    return _shared_check


class Announcer(QObject):
    """Speaks through ``source``, a visible widget of the window (the table view), or the notices of
    ``bar``, the window's status bar."""

    spoken = Signal(str)

    def __init__(self, source: QWidget, bar: QStatusBar | None = None, parent: QObject | None = None,
                 readers: ReaderCheck | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.short = False  # the player's choice: the short sentences (``speech``'s short forms)
        self.history: deque[str] = deque(maxlen=HISTORY)
        self.notices = NoticeBoard(bar, self) if bar is not None else None
        self.readers = readers if readers is not None else shared_reader_check()
        self.readers.answered.connect(self._release)
        self.older_readers = "auto"
        self._held: deque[tuple[str, bool]] = deque()  # sentences waiting for the readers' answer
        self._give_up = QTimer(self)  # no answer in time: the announcements, as before the question
        self._give_up.setSingleShot(True)
        self._give_up.setInterval(int(TIMEOUT * 2000))
        self._give_up.timeout.connect(self._release)
        if self.readers.answer is None:
            self.readers.check()

    def set_older_readers(self, mode: str) -> None:
        """The setting: ``auto``, ``on`` (always the notices) or ``off`` (always the announcements)."""
        if mode not in OLDER_READERS:
            raise ValueError(f"older readers: {mode!r}")
        self.older_readers = mode
        if mode == "auto" and self.readers.answer is None:
            self.readers.check()
        self._release()

    def uses_notices(self) -> bool | None:
        """Whether sentences go to the notices now; None while the readers' answer is awaited."""
        if self.notices is None or self.older_readers == "off":
            return False
        if self.older_readers == "on":
            return True
        return self.readers.answer

    def say(self, text: str, urgent: bool = False) -> None:
        """``urgent``: interrupt what the reader is saying (a refused card), instead of waiting for it."""
        if not text:
            return
        self.history.append(text)
        self.spoken.emit(text)
        if not accessibility_active():
            return
        if self.older_readers == "auto" and time.monotonic() - self.readers.asked_at > ASK_AGAIN_S:
            self.readers.check()  # a reader may have started, or stopped, since
        if self._held or self.uses_notices() is None:
            self._held.append((text, urgent))
            if not self._give_up.isActive():
                self._give_up.start()
            return
        self._deliver(text, urgent)

    def _release(self, _answer: bool = False) -> None:
        self._give_up.stop()
        while self._held:
            self._deliver(*self._held.popleft())

    def _deliver(self, text: str, urgent: bool) -> None:
        if self.uses_notices() and self.notices is not None:
            self.notices.post(text)
        elif QAccessibleAnnouncementEvent is not None:
            event = QAccessibleAnnouncementEvent(self.source, text)
            if urgent:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            send_event(event)
        else:  # pragma: no cover - Qt before 6.8
            self.source.setAccessibleDescription(text)
            send_event(QAccessibleEvent(self.source, QAccessible.Event.DescriptionChanged))

    def last(self) -> str:
        return self.history[-1] if self.history else ""


__all__ = ["OLDER_READERS", "Announcer", "shared_reader_check"]
