"""The look all the table's plates and panels share: their colours and the dark glass they are drawn on."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ...common.fonts import ui_font

OURS_COLOUR = QColor("#7cc7ff")
THEIRS_COLOUR = QColor("#ffa07a")
PANEL_FILL = QColor(8, 28, 18, 170)
PANEL_EDGE = QColor(255, 255, 255, 48)
TEXT = QColor("#f4f1e8")
TEXT_DIM = QColor(244, 241, 232, 165)
BUBBLE_PAPER = QColor("#fffdf8")
BUBBLE_GOLD = QColor("#f7d774")
BUBBLE_INK = QColor("#1d1d1d")
CHIP_RED = QColor("#c8102e")


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_panel(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The dark glass every panel and plate is drawn on, with a soft drop shadow."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 55))
    painter.drawPath(rounded(rect.translated(0, 3), radius))
    painter.setBrush(PANEL_FILL)
    painter.setPen(QPen(PANEL_EDGE, 1.5))
    painter.drawPath(rounded(rect, radius))


def paint_titled_panel(painter: QPainter, r: QRectF, title: str) -> tuple[float, float]:
    """A corner panel's plate and its dim title line; returns the side padding and the title's height."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_panel(painter, r, 16)
    pad = 18.0
    title_h = r.height() * 0.3
    painter.setFont(ui_font(title_h * 0.58, bold=True))
    painter.setPen(TEXT_DIM)
    painter.drawText(QRectF(r.left() + pad, r.top() + 4, r.width() - 2 * pad, title_h),
                     Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
    return pad, title_h


