"""Telling assistive technology what just happened at the table (issue 17).

``Announcer.say(text)`` hands a sentence to the screen reader: as an announcement event where Qt
has them (6.8 and later; the reader speaks it without moving the focus), and otherwise as the
accessible description of the table view, which readers speak when it changes. Every sentence is
kept in ``history`` (the last few hundred) and emitted as ``spoken``, so the order of what a player
hears can be checked, and so it can be read again (Game > Say that again).

Sentences are only sent when accessibility is active (a reader or another client is listening):
otherwise Qt would do nothing with them anyway.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

try:  # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the description fallback below
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

HISTORY = 300


class Announcer(QObject):
    """Speaks through ``source``, a visible widget of the window (the table view)."""

    spoken = Signal(str)

    def __init__(self, source: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.short = False  # the player's choice: the short sentences (``speech``'s short forms)
        self.history: deque[str] = deque(maxlen=HISTORY)

    def say(self, text: str, urgent: bool = False) -> None:
        """``urgent``: interrupt what the reader is saying (a refused card), instead of waiting for it."""
        if not text:
            return
        self.history.append(text)
        self.spoken.emit(text)
        if not QAccessible.isActive():
            return
        if QAccessibleAnnouncementEvent is not None:
            event = QAccessibleAnnouncementEvent(self.source, text)
            if urgent:
                event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
            QAccessible.updateAccessibility(event)
        else:  # pragma: no cover - Qt before 6.8
            self.source.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self.source, QAccessible.Event.DescriptionChanged))

    def last(self) -> str:
        return self.history[-1] if self.history else ""


__all__ = ["Announcer"]
