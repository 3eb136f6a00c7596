"""``RefusalNote``: why a card may not be played, on the table next to the card, with the rule's link.

Two lines on the dark glass, pointing down at the refused card: the reason in words ("You must
play a higher trump.") and, in gold and underlined, "Why? See rule R6.1". A click anywhere on the
note asks for the rule (``rule_requested``); it fades by itself after a reading time, and the window
clears its status line with it (``faded``), so no lonely link stays behind.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...cards.style import GOLD
from ...common.fonts import ui_font
from .fading import Fading
from .look import TEXT, paint_panel

PAD = 16.0
TAIL = 12.0  # the point under the note, towards the card
RADIUS = 14.0  # of the note's corners: the point stays clear of them


class RefusalNote(Fading):
    rule_requested = Signal(str)
    gone = Signal()  # faded or hidden: the window's status line goes with it

    def __init__(self, max_width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._max_width = max_width
        self._reason = ""
        self._link = ""
        self._rule = ""
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def reason(self) -> str:
        return self._reason if self.isVisible() else ""

    @property
    def rule(self) -> str:
        return self._rule if self.isVisible() else ""

    @property
    def link_text(self) -> str:
        return self._link

    @property
    def clickable(self) -> bool:
        """The view shows the pointing hand over a note that links to a rule."""
        return self.isVisible() and bool(self._rule)

    def _fonts(self) -> tuple[QFont, QFont]:
        link = ui_font(20)
        link.setUnderline(bool(self._rule))  # a link only when it leads to a rule (a hint's line does not)
        return ui_font(24, bold=True), link

    def show_note(self, reason: str, rule: str, link: str, hide_after_ms: int, fade_ms: int) -> None:
        """``reason`` over ``link`` (the rule's words); the note's point is its position, above the card."""
        self.prepareGeometryChange()
        self._reason, self._rule, self._link = reason, rule, link
        big, small = self._fonts()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        room = QRectF(0, 0, self._max_width - 2 * PAD, 10_000)
        first = QFontMetricsF(big).boundingRect(room, flags, reason)
        second = QFontMetricsF(small).boundingRect(room, flags, link)
        width = max(first.width(), second.width()) + 2 * PAD
        height = first.height() + second.height() + 2 * PAD * 0.75
        self._rect = QRectF(-width / 2, -height - TAIL, width, height)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if rule else Qt.MouseButton.NoButton)
        self.appear(hide_after_ms, fade_ms)

    def keep_within(self, left: float, right: float) -> None:
        """Slide the note sideways to lie between scene x ``left`` and ``right``; its point stays on the card."""
        x, r = self.pos().x(), self._rect
        shift = min(0.0, right - (x + r.right()))  # back from the right limit
        shift = max(shift, left - (x + r.left()))  # and from the left one, first
        room = r.width() / 2 - TAIL - RADIUS  # the point never leaves the body's straight bottom edge
        shift = max(-room, min(room, r.center().x() + shift))
        if abs(shift - r.center().x()) > 1e-6:
            self.prepareGeometryChange()
            self._rect = QRectF(shift - r.width() / 2, r.top(), r.width(), r.height())

    def faded(self) -> None:
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.gone.emit()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._rule and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._rule and self.boundingRect().contains(event.pos()):
            rule = self._rule
            self.hide_now()  # the rules help now says it at length
            self.rule_requested.emit(rule)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, TAIL + 4)

    def _lines(self) -> tuple[QRectF, QRectF]:
        """Where the reason and the link are written, in the note's coordinates."""
        big, _small = self._fonts()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        inner = self._rect.adjusted(PAD, PAD * 0.75, -PAD, -PAD * 0.75)
        first = QFontMetricsF(big).boundingRect(QRectF(0, 0, inner.width(), 10_000), flags, self._reason)
        return (QRectF(inner.left(), inner.top(), inner.width(), first.height()),
                QRectF(inner.left(), inner.top() + first.height(), inner.width(), inner.height() - first.height()))

    def link_rect(self) -> QRectF:
        """Where the rule's link is written (its words' own box), under the reason, in the note's coordinates."""
        _big, small = self._fonts()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        return QFontMetricsF(small).boundingRect(self._lines()[1], flags, self._link)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        if r.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_panel(painter, r, RADIUS)
        tail = QPainterPath()
        bottom = r.bottom()
        tail.addPolygon(QPolygonF([QPointF(-TAIL, bottom), QPointF(TAIL, bottom), QPointF(0, bottom + TAIL)]))
        painter.fillPath(tail, painter.brush())
        big, small = self._fonts()
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
        reason, link = self._lines()
        painter.setFont(big)
        painter.setPen(TEXT)
        painter.drawText(reason, flags, self._reason)
        painter.setFont(small)
        painter.setPen(GOLD)
        painter.drawText(link, flags, self._link)


__all__ = ["RefusalNote"]
