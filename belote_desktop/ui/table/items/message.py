"""A short text in the middle of the table that fades by itself."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...cards.style import GOLD
from ...common.fonts import ui_font
from .fading import Fading
from .look import TEXT, rounded

MIN_HEIGHT = 60.0


class MessageBox(Fading):
    """A short text in the middle of the table ("All passed"), fading out by itself."""

    def __init__(self, max_width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._max_width = max_width
        self._text = ""
        self._rect = QRectF()

    @property
    def text(self) -> str:
        return self._text

    def _font(self) -> QFont:
        return ui_font(28, bold=True)

    def show_text(self, text: str, hide_after_ms: int, fade_ms: int) -> None:
        self.prepareGeometryChange()
        self._text = text
        if not text:
            self.hide_now()
            return
        metrics = QFontMetricsF(self._font())
        # Long texts (the declarations that score, in German) wrap onto more lines: never cut short.
        width = min(self._max_width, metrics.horizontalAdvance(text) + 56)
        room = QRectF(0, 0, width - 56, 10_000)
        lines = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), text)
        height = max(MIN_HEIGHT, lines.height() + 26)
        # One line is centred on the point; more lines grow upwards, away from the player's hand.
        self._rect = QRectF(-width / 2, MIN_HEIGHT / 2 - height, width, height)
        self.appear(hide_after_ms, fade_ms)

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
