"""The look all the table's plates and panels share: their colours and the dark glass they are drawn on."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

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
# A corner panel's title that is too long for it (a language's longer words) is drawn smaller, down to this
# share of its size; only a title longer still is cut short with "…".
TITLE_SMALLEST = 0.8
PANEL_PAD = 18.0


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


def title_room(r: QRectF) -> QRectF:
    """Where a corner panel's title line is drawn."""
    return QRectF(r.left() + PANEL_PAD, r.top() + 4, r.width() - 2 * PANEL_PAD, r.height() * 0.3)


def fitted_title(r: QRectF, title: str) -> tuple[str, QFont]:
    """The title as drawn on panel ``r``, and its font: the usual size, or smaller (to ``TITLE_SMALLEST``) for a
    title that would not fit; the text is cut short only if it still does not."""
    room = title_room(r)
    size = room.height() * 0.58
    font = ui_font(size, bold=True)
    needed = QFontMetricsF(font).horizontalAdvance(title)
    if needed > room.width():
        # Whole pixels, rounded down: a size rounded up could be a hair too wide again.
        font = ui_font(max(math.floor(size * room.width() / needed), math.ceil(size * TITLE_SMALLEST)), bold=True)
    return QFontMetricsF(font).elidedText(title, Qt.TextElideMode.ElideRight, room.width()), font


def paint_titled_panel(painter: QPainter, r: QRectF, title: str) -> tuple[float, float]:
    """A corner panel's plate and its dim title line; returns the side padding and the title's height."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_panel(painter, r, 16)
    room = title_room(r)
    text, font = fitted_title(r, title)
    painter.setFont(font)
    painter.setPen(TEXT_DIM)
    painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
    return PANEL_PAD, room.height()
