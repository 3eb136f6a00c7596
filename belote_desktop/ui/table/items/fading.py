"""``Fading``: a table item that shows for a reading time, then fades out by itself.

The message, the declared cards and a refused card's note share it. The timer and the fade
are the item's own children, so they die with it: nothing outlives the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation, QTimer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject


class Fading(QGraphicsObject):
    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.finished.connect(self._after_fade)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_fade)
        self._fade_ms = 300
        self.setVisible(False)

    def appear(self, hide_after_ms: int, fade_ms: int) -> None:
        """Show at full strength; after ``hide_after_ms`` (0: stay) fade out over ``fade_ms``."""
        self._timer.stop()
        self._fade.stop()
        self.setOpacity(1.0)
        self.setVisible(True)
        self._fade_ms = fade_ms
        if hide_after_ms > 0:
            self._timer.start(hide_after_ms)
        self.update()

    def hide_now(self) -> None:
        self._timer.stop()
        self._fade.stop()
        self._after_fade()

    def _start_fade(self) -> None:
        if self._fade_ms <= 0:
            self._after_fade()
            return
        self._fade.setDuration(self._fade_ms)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _after_fade(self) -> None:
        self.setVisible(False)
        self.setOpacity(1.0)
        self.faded()

    def faded(self) -> None:
        """Called once the item is gone from view (faded, or hidden at once)."""


__all__ = ["Fading"]
