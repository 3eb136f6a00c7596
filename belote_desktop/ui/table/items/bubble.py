"""The speech bubbles: bids, and in gold the announcements ("Belote!", "Tierce")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...cards.glyphs import placed, suit_path
from ...cards.style import FOUR_COLOUR, TWO_COLOUR
from ...common.fonts import ui_font
from ..layout import Place
from .look import BUBBLE_GOLD, BUBBLE_INK, BUBBLE_PAPER, rounded


# -- speech bubbles --------------------------------------------------------------
class Bubble(QGraphicsObject):
    """A rounded bubble of text, its tail towards the speaker; ``gold`` for announcements."""

    _HEIGHT = 54.0
    _PAD = 20.0
    _TAIL = 15.0

    def __init__(self, tail: Place, gold: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._tail = tail
        self._gold = gold
        self._text = ""
        self._suit: int | None = None
        self._words: Callable[[], str] | None = None
        self._four_colour = False
        self._body = QRectF()
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.finished.connect(self._after_fade)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.timeout.connect(self._fade_out_now)
        self._fade_ms = 300
        self.setVisible(False)
        self._relayout()

    @property
    def text(self) -> str:
        return self._text

    @property
    def suit(self) -> int | None:
        return self._suit

    def set_content(self, text: str, suit: int | None = None, words: Callable[[], str] | None = None) -> None:
        """``suit`` (0..3) draws that suit's symbol after the text, as in "80 ♥". ``words`` says the text
        again in the current language (``reword``, after a language switch); without it the text stays."""
        self._text = text
        self._suit = suit
        self._words = words
        self._relayout()

    def reword(self) -> None:
        """The same bubble in the language now installed."""
        if self._words is not None:
            self.prepareGeometryChange()
            self._text = self._words()
            self._relayout()
            self.update()

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        self.update()

    def _font(self) -> QFont:
        return ui_font(self._HEIGHT * 0.48, bold=True)

    def _relayout(self) -> None:
        self.prepareGeometryChange()
        width = QFontMetricsF(self._font()).horizontalAdvance(self._text)
        if self._suit is not None:
            width += (8 if self._text else 0) + self._HEIGHT * 0.5
        width = max(width + 2 * self._PAD, self._HEIGHT * 1.4)
        self._body = QRectF(-width / 2, -self._HEIGHT / 2, width, self._HEIGHT)
        self.setTransformOriginPoint(self._tail_tip())
        self.update()

    def _tail_tip(self) -> QPointF:
        b, t = self._body, self._TAIL
        return {
            Place.BOTTOM: QPointF(0, b.bottom() + t),
            Place.TOP: QPointF(0, b.top() - t),
            Place.LEFT: QPointF(b.left() - t, 0),
            Place.RIGHT: QPointF(b.right() + t, 0),
        }[self._tail]

    def _outline(self) -> QPainterPath:
        b, t = self._body, self._TAIL
        tip = self._tail_tip()
        if self._tail in (Place.BOTTOM, Place.TOP):
            edge = b.bottom() if self._tail == Place.BOTTOM else b.top()
            base = [QPointF(-t * 0.8, edge), QPointF(t * 0.8, edge)]
        else:
            edge = b.left() if self._tail == Place.LEFT else b.right()
            base = [QPointF(edge, -t * 0.8), QPointF(edge, t * 0.8)]
        tail = QPainterPath()
        tail.addPolygon(QPolygonF([base[0], tip, base[1], base[0]]))
        body = rounded(b, b.height() / 2)
        return body.united(tail).simplified()

    def boundingRect(self) -> QRectF:
        m = self._TAIL + 6
        return self._body.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outline = self._outline()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(outline.translated(0, 4))
        fill = BUBBLE_GOLD if self._gold else BUBBLE_PAPER
        grad = QLinearGradient(0, self._body.top(), 0, self._body.bottom())
        grad.setColorAt(0.0, fill.lighter(104))
        grad.setColorAt(1.0, fill.darker(106))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1.5))
        painter.drawPath(outline)

        font = self._font()
        painter.setFont(font)
        painter.setPen(BUBBLE_INK)
        metrics = QFontMetricsF(font)
        text_w = metrics.horizontalAdvance(self._text)
        glyph = self._HEIGHT * 0.5 if self._suit is not None else 0.0
        gap = 8.0 if self._suit is not None and self._text else 0.0
        left = -(text_w + gap + glyph) / 2
        painter.drawText(QRectF(left, self._body.top(), text_w + 2, self._body.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self._text)
        if self._suit is not None:
            colour = (FOUR_COLOUR if self._four_colour else TWO_COLOUR)[self._suit]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            centre = QPointF(left + text_w + gap + glyph / 2, 0)
            painter.drawPath(placed(suit_path(self._suit), centre, glyph * 0.92, glyph))

    # -- showing and hiding ----------------------------------------------------
    def pop_in(self, ms: int) -> QVariantAnimation | None:
        """Show the bubble; the returned animation (``None`` when ``ms`` is 0) grows it from its tail."""
        self._hide_timer.stop()
        self._fade.stop()
        self.setVisible(True)
        if ms <= 0:
            self.setOpacity(1.0)
            self.setScale(1.0)
            return None
        grow = QPropertyAnimation(self, b"scale")
        grow.setStartValue(0.6)
        grow.setEndValue(1.0)
        grow.setDuration(ms)
        grow.setEasingCurve(QEasingCurve.Type.OutBack)
        self.setOpacity(1.0)
        self.setScale(0.6)
        return grow

    def hide_after(self, ms: int, fade_ms: int) -> None:
        """Fade out after ``ms``, on its own: a bubble's reading time never holds the queue."""
        self._fade_ms = fade_ms
        self._hide_timer.start(max(0, ms))

    def fade_out(self, fade_ms: int) -> None:
        self._fade_ms = fade_ms
        self._fade_out_now()

    def _fade_out_now(self) -> None:
        self._hide_timer.stop()
        if not self.isVisible():
            return
        if self._fade_ms <= 0:
            self.setVisible(False)
            return
        self._fade.stop()
        self._fade.setDuration(self._fade_ms)
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(0.0)
        self._fade.start()

    def hide_now(self) -> None:
        self._hide_timer.stop()
        self._fade.stop()
        self.setVisible(False)

    def _after_fade(self) -> None:
        if self.opacity() <= 0.01:
            self.setVisible(False)
            self.setOpacity(1.0)


