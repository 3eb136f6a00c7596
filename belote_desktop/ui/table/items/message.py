"""A short text in the middle of the table that fades by itself."""

from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...cards.style import GOLD
from ...common.fonts import ui_font
from .look import TEXT, rounded


class MessageBox(QGraphicsObject):
    """A short text in the middle of the table ("All passed"), fading out by itself."""

    def __init__(self, max_width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._max_width = max_width
        self._text = ""
        self._rect = QRectF()
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.finished.connect(self._after_fade)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_fade)
        self._fade_ms = 300
        self.setVisible(False)

    @property
    def text(self) -> str:
        return self._text

    def _font(self) -> QFont:
        return ui_font(28, bold=True)

    def show_text(self, text: str, hide_after_ms: int, fade_ms: int) -> None:
        self._timer.stop()
        self._fade.stop()
        self.prepareGeometryChange()
        self._text = text
        if not text:
            self.setVisible(False)
            return
        metrics = QFontMetricsF(self._font())
        # Long texts (the declarations that score, in German) wrap onto more lines: never cut short.
        width = min(self._max_width, metrics.horizontalAdvance(text) + 56)
        room = QRectF(0, 0, width - 56, 10_000)
        lines = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), text)
        height = max(60.0, lines.height() + 26)
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.setOpacity(1.0)
        self.setVisible(True)
        self._fade_ms = fade_ms
        if hide_after_ms > 0:
            self._timer.start(hide_after_ms)
        self.update()

    def _start_fade(self) -> None:
        if self._fade_ms <= 0:
            self.setVisible(False)
            return
        self._fade.setDuration(self._fade_ms)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _after_fade(self) -> None:
        self.setVisible(False)
        self.setOpacity(1.0)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        radius = min(r.height() / 2, 30.0)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(rounded(r.translated(0, 3), radius))
        painter.setBrush(QColor(10, 20, 14, 205))
        painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 150), 1.5))
        painter.drawPath(rounded(r, radius))
        painter.setFont(self._font())
        painter.setPen(TEXT)
        painter.drawText(r.adjusted(28, 13, -28, -13), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter),
                         self._text)
