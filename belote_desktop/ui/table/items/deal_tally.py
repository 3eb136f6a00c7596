"""``DealTally``: the card points and tricks each team has taken so far in the deal (issue 37).

Under the contract, so the player reads how the contract is going where the contract is: a twin of
the score panel, the player's team first ("This deal · Us 3 tricks 42 · Them 1 trick 20"). Card
points only, the last trick's 10 included once it is won: declarations and belote are counted in
the deal's summary, as the rules count them (R9, R10). In klaverjas each trick's roem is added as it
counts (K6), since the makers' points and roem together decide made or nat (K7).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...cards.style import GOLD
from ...common.fonts import ui_font
from .look import OURS_COLOUR, TEXT, TEXT_DIM, THEIRS_COLOUR, paint_titled_panel

GAP = 10.0  # between a row's words


class DealTally(QGraphicsObject):
    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self.setPos(rect.center())
        self._points = (0, 0)  # the player's team's, the other team's
        self._tricks = (0, 0)
        self._focused = False
        self.drawn: list[tuple[str, str, str]] = []  # each row as the last paint drew it: name, tricks, points
        self.drawn_spans: list[tuple[tuple[float, float], ...]] = []  # and where, left to right, each of the three
        self.setVisible(False)

    @property
    def focused(self) -> bool:
        return self._focused

    @property
    def points(self) -> tuple[int, int]:
        """Card points so far: the player's team's, the other team's."""
        return self._points

    @property
    def tricks(self) -> tuple[int, int]:
        return self._tricks

    def set_values(self, points: tuple[int, int], tricks: tuple[int, int]) -> None:
        self._points, self._tricks = points, tricks
        self.update()

    def set_focused(self, on: bool) -> None:
        self._focused = on
        self.update()

    def title(self) -> str:
        return QCoreApplication.translate("TableScene", "This deal", "the tally panel's title: the deal in play")

    def tricks_text(self, tricks: int) -> str:
        """"3 tricks", in the language's plural forms (lupdate marks a plural only in a ``QObject``'s ``tr``: the
        context is this class's name)."""
        return self.tr("%n trick(s)", "the tricks a team took in the deal", tricks)

    def rows(self) -> list[tuple[str, str, str]]:
        """Each team's line as drawn: its name, its tricks, its card points."""
        us = QCoreApplication.translate("TableScene", "Us", "the human's team")
        them = QCoreApplication.translate("TableScene", "Them", "the other team")
        return [(name, self.tricks_text(tricks), str(points))
                for name, tricks, points in ((us, self._tricks[0], self._points[0]),
                                             (them, self._tricks[1], self._points[1]))]

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        pad, title_h = paint_titled_panel(painter, r, self.title())
        if self._focused:
            painter.setPen(QPen(GOLD, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 18, 18)
        row_h = (r.height() - title_h - 6) / 2
        self.drawn, self.drawn_spans = [], []
        for i, ((name, tricks, points), colour) in enumerate(zip(self.rows(), (OURS_COLOUR, THEIRS_COLOUR),
                                                                 strict=True)):
            row = QRectF(r.left() + pad, r.top() + title_h + i * row_h, r.width() - 2 * pad, row_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(row.left() + 6, row.center().y()), 6, 6)
            value_font = ui_font(row_h * 0.64, bold=True)
            value_w = QFontMetricsF(value_font).horizontalAdvance("888")  # room for any deal's points, kept still
            name_font = ui_font(row_h * 0.56)
            name_w = QFontMetricsF(name_font).horizontalAdvance(name)
            painter.setFont(name_font)
            painter.setPen(TEXT)
            painter.drawText(row.adjusted(20, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             name)
            tricks_font = ui_font(row_h * 0.5)
            metrics = QFontMetricsF(tricks_font)
            left = row.left() + 20 + name_w + GAP
            room = QRectF(left, row.top(), row.right() - value_w - GAP - left, row_h)
            tricks = metrics.elidedText(tricks, Qt.TextElideMode.ElideRight, room.width())
            painter.setFont(tricks_font)
            painter.setPen(TEXT_DIM)
            painter.drawText(room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, tricks)
            painter.setFont(value_font)
            painter.setPen(TEXT)
            painter.drawText(row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, points)
            points_w = QFontMetricsF(value_font).horizontalAdvance(points)
            self.drawn.append((name, tricks, points))
            self.drawn_spans.append(((row.left() + 20, row.left() + 20 + name_w),
                                     (room.right() - metrics.horizontalAdvance(tricks), room.right()),
                                     (row.right() - points_w, row.right())))

__all__ = ["DealTally"]
