"""The table's items other than cards: name plates, speech bubbles, panels, the message.

Each is a ``QGraphicsObject`` with its origin at its centre and its size in
scene units, so ``layout`` places it and the view scales it with the table;
text is drawn as text (not pixmaps) and stays sharp at every zoom. Every
word shown goes through ``QCoreApplication.translate`` with the context
``"TableScene"``, the one context of the whole table.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..cards.glyphs import placed, suit_path
from ..cards.style import FOUR_COLOUR, GOLD, TWO_COLOUR
from ..common.fonts import ui_font
from ..common.inks import suit_colour
from ..common.words import suit_name, trump_badge_text
from .layout import PLATE_SIZE, Place

# -- shared look ---------------------------------------------------------------
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


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _paint_panel(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The dark glass every panel and plate is drawn on, with a soft drop shadow."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 55))
    painter.drawPath(_rounded(rect.translated(0, 3), radius))
    painter.setBrush(PANEL_FILL)
    painter.setPen(QPen(PANEL_EDGE, 1.5))
    painter.drawPath(_rounded(rect, radius))


def _paint_titled_panel(painter: QPainter, r: QRectF, title: str) -> tuple[float, float]:
    """A corner panel's plate and its dim title line; returns the side padding and the title's height."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_panel(painter, r, 16)
    pad = 18.0
    title_h = r.height() * 0.3
    painter.setFont(ui_font(title_h * 0.58, bold=True))
    painter.setPen(TEXT_DIM)
    painter.drawText(QRectF(r.left() + pad, r.top() + 4, r.width() - 2 * pad, title_h),
                     Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
    return pad, title_h


# -- name plate ----------------------------------------------------------------
class NamePlate(QGraphicsObject):
    """A player's name, with the dealer chip, the thinking dots and the turn glow."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        w, h = PLATE_SIZE
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self._name = ""
        self._dealer = False
        self._thinking = False
        self._ours = False
        self._turn = False
        self._glow = 0.0
        self._phase = 0.0
        # The dots run on their own looping animation, outside the queue:
        # thinking lasts as long as the bot does, not a fixed time.
        self._spinner = QVariantAnimation(self)
        self._spinner.setStartValue(0.0)
        self._spinner.setEndValue(1.0)
        self._spinner.setLoopCount(-1)
        self._spinner.valueChanged.connect(self._set_phase)
        self._glow_animation = QPropertyAnimation(self, b"glow", self)
        self._glow_animation.setEasingCurve(QEasingCurve.Type.OutCubic)

    # -- state -----------------------------------------------------------
    @property
    def name(self) -> str:
        return self._name

    def set_name(self, name: str) -> None:
        self._name = name
        self.update()

    @property
    def dealer(self) -> bool:
        return self._dealer

    def set_dealer(self, dealer: bool) -> None:
        self._dealer = dealer
        self.setToolTip(QCoreApplication.translate("TableScene", "Dealer") if dealer else "")
        self.update()

    def set_ours(self, ours: bool) -> None:
        self._ours = ours
        self.update()

    @property
    def thinking(self) -> bool:
        return self._thinking

    def set_thinking(self, thinking: bool, cycle_ms: int = 1100) -> None:
        if thinking == self._thinking:
            return
        self._thinking = thinking
        if thinking:
            self._spinner.setDuration(max(1, cycle_ms))
            self._spinner.start()
        else:
            self._spinner.stop()
            self._phase = 0.0
        self.update()

    @property
    def turn(self) -> bool:
        return self._turn

    def set_turn(self, turn: bool, fade_ms: int = 0) -> None:
        self._turn = turn
        target = 1.0 if turn else 0.0
        self._glow_animation.stop()
        if fade_ms <= 0:
            self._set_glow(target)
            return
        self._glow_animation.setDuration(fade_ms)
        self._glow_animation.setStartValue(self._glow)
        self._glow_animation.setEndValue(target)
        self._glow_animation.start()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = float(value)
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def _set_phase(self, value: object) -> None:
        self._phase = float(value)  # type: ignore[arg-type]
        self.update()

    # -- painting --------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-14, -22, 22, 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        radius = r.height() / 2
        if self._glow > 0.01:
            # Widening translucent strokes: a halo around whose turn it is.
            halo = QColor(GOLD)
            for i in range(6, 0, -1):
                halo.setAlphaF(0.10 * self._glow)
                painter.setPen(QPen(halo, i * 3.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(_rounded(r, radius))
        _paint_panel(painter, r, radius)
        if self._glow > 0.01:
            edge = QColor(GOLD)
            edge.setAlphaF(self._glow)
            painter.setPen(QPen(edge, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_rounded(r, radius))

        # Team dot: which side this player is on, at a glance.
        dot = QPointF(r.left() + radius, 0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(OURS_COLOUR if self._ours else THEIRS_COLOUR)
        painter.drawEllipse(dot, 6.5, 6.5)

        dots_w = 42.0 if self._thinking else 0.0
        text_rect = QRectF(dot.x() + 14, r.top(), r.right() - radius * 0.6 - dots_w - dot.x() - 14, r.height())
        font = ui_font(r.height() * 0.44, bold=True)
        painter.setFont(font)
        painter.setPen(TEXT)
        name = QFontMetricsF(font).elidedText(self._name, Qt.TextElideMode.ElideRight, text_rect.width())
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)

        if self._thinking:
            self._paint_dots(painter, QPointF(r.right() - radius * 0.6 - dots_w / 2, 0))
        if self._dealer:
            self._paint_chip(painter, QPointF(r.right() - 6, r.top() - 2))

    def _paint_dots(self, painter: QPainter, centre: QPointF) -> None:
        # Three dots light up in turn, a wave running left to right.
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(3):
            t = (self._phase - i / 3) % 1.0
            strength = max(0.0, 1.0 - abs(t - 0.25) * 3)
            colour = QColor(TEXT)
            colour.setAlphaF(0.3 + 0.7 * strength)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(centre.x() + (i - 1) * 13, centre.y() - 3 * strength), 4.5, 4.5)

    def _paint_chip(self, painter: QPainter, centre: QPointF) -> None:
        radius = 16.0
        grad = QRadialGradient(centre + QPointF(-5, -5), radius * 1.4)
        grad.setColorAt(0.0, QColor("#fff2bf"))
        grad.setColorAt(0.55, GOLD)
        grad.setColorAt(1.0, QColor("#a8740f"))
        painter.setPen(QPen(QColor(60, 40, 0, 160), 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QColor("#3a2600"))
        painter.setFont(ui_font(radius * 1.15, bold=True))
        label = QCoreApplication.translate("TableScene", "D", "the dealer's chip: first letter of Dealer")
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt.AlignmentFlag.AlignCenter, label)


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

    def set_content(self, text: str, suit: int | None = None) -> None:
        """``suit`` (0..3) draws that suit's symbol after the text, as in "80 ♥"."""
        self._text = text
        self._suit = suit
        self._relayout()

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
        body = _rounded(b, b.height() / 2)
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


# -- panels ----------------------------------------------------------------------
class ScorePanel(QGraphicsObject):
    """The match totals, the human's team first."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self.setPos(rect.center())
        self._ours = 0
        self._theirs = 0
        self._target: int | None = None

    @property
    def values(self) -> tuple[int, int]:
        return self._ours, self._theirs

    def set_values(self, ours: int, theirs: int) -> None:
        self._ours, self._theirs = ours, theirs
        self.update()

    def set_target(self, target: int | None) -> None:
        self._target = target
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        title = QCoreApplication.translate("TableScene", "Score")
        if self._target:
            title = QCoreApplication.translate("TableScene", "Score to %1").replace("%1", str(self._target))
        pad, title_h = _paint_titled_panel(painter, r, title)
        row_h = (r.height() - title_h - 8) / 2
        rows = (
            (QCoreApplication.translate("TableScene", "Us", "the human's team"), self._ours, OURS_COLOUR),
            (QCoreApplication.translate("TableScene", "Them", "the other team"), self._theirs, THEIRS_COLOUR),
        )
        for i, (label, value, colour) in enumerate(rows):
            top = r.top() + title_h + i * row_h
            row = QRectF(r.left() + pad, top, r.width() - 2 * pad, row_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(row.left() + 6, row.center().y()), 6, 6)
            painter.setPen(TEXT)
            painter.setFont(ui_font(row_h * 0.56, bold=False))
            painter.drawText(row.adjusted(20, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             label)
            painter.setFont(ui_font(row_h * 0.62, bold=True))
            painter.drawText(row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(value))


class ContractPanel(QGraphicsObject):
    """The contract: trump symbol (or SA / TA), the bid value, x2 / x4, and who took it."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self.setPos(rect.center())
        self._caption: str | None = None
        self._trump = 0
        self._value: int | None = None
        self._multiplier = 1
        self._taker = ""
        self._ours = False
        self._four_colour = False
        self.setVisible(False)

    @property
    def contract(self) -> tuple[str | None, int, int | None, int, str]:
        return self._caption, self._trump, self._value, self._multiplier, self._taker

    def set_contract(self, caption: str | None, trump_mode: int, value: int | None, multiplier: int,
                     taker: str, ours: bool = False) -> None:
        self._caption = caption
        self._trump, self._value, self._multiplier, self._taker, self._ours = (
            trump_mode, value, multiplier, taker, ours)
        # No contract yet (bidding) or none at all (thrown in): the corner stays bare.
        self.setVisible(caption is not None)
        self.update()

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        pad, title_h = _paint_titled_panel(painter, r, self._caption or QCoreApplication.translate("TableScene",
                                                                                                   "Contract"))

        main_h = r.height() * 0.38
        main = QRectF(r.left() + pad, r.top() + title_h, r.width() - 2 * pad, main_h)
        x = main.left()
        glyph_h = main_h * 0.86
        if self._trump < 4:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(suit_colour(self._trump, self._four_colour))
            painter.drawPath(placed(suit_path(self._trump), QPointF(x + glyph_h * 0.46, main.center().y()),
                                    glyph_h * 0.92, glyph_h))
            x += glyph_h + 10
        else:
            badge = trump_badge_text(self._trump)
            font = ui_font(main_h * 0.6, bold=True)
            painter.setFont(font)
            w = QFontMetricsF(font).horizontalAdvance(badge) + 18
            box = QRectF(x, main.center().y() - main_h * 0.42, w, main_h * 0.84)
            painter.setPen(QPen(GOLD, 2))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(GOLD)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, badge)
            x += w + 12
        if self._value is None and self._trump < 4:
            # Classic has no bid value: the suit's name fills the line instead.
            font = ui_font(main_h * 0.56, bold=True)
            painter.setFont(font)
            painter.setPen(TEXT)
            painter.drawText(QRectF(x, main.top(), main.right() - x, main_h), Qt.AlignmentFlag.AlignVCenter,
                             suit_name(self._trump))
        if self._value is not None:
            font = ui_font(main_h * 0.78, bold=True)
            painter.setFont(font)
            painter.setPen(TEXT)
            text = str(self._value)
            w = QFontMetricsF(font).horizontalAdvance(text)
            painter.drawText(QRectF(x, main.top(), w + 4, main_h), Qt.AlignmentFlag.AlignVCenter, text)
            x += w + 12
        if self._multiplier > 1:
            label = QCoreApplication.translate("TableScene", "×%1", "doubled (coinche) or redoubled").replace(
                "%1", str(self._multiplier))
            font = ui_font(main_h * 0.5, bold=True)
            painter.setFont(font)
            w = QFontMetricsF(font).horizontalAdvance(label) + 16
            box = QRectF(x, main.center().y() - main_h * 0.32, w, main_h * 0.64)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CHIP_RED)
            painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

        if self._taker:
            line = QRectF(r.left() + pad, main.bottom(), r.width() - 2 * pad, r.bottom() - main.bottom() - 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(OURS_COLOUR if self._ours else THEIRS_COLOUR)
            painter.drawEllipse(QPointF(line.left() + 6, line.center().y()), 6, 6)
            font = ui_font(line.height() * 0.62)
            painter.setFont(font)
            painter.setPen(TEXT)
            text = QCoreApplication.translate("TableScene", "by %1", "taker of the contract").replace("%1", self._taker)
            text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, line.width() - 20)
            painter.drawText(line.adjusted(20, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             text)


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
        width = min(self._max_width, metrics.horizontalAdvance(text) + 56)
        self._rect = QRectF(-width / 2, -30, width, 60)
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
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(_rounded(r.translated(0, 3), r.height() / 2))
        painter.setBrush(QColor(10, 20, 14, 205))
        painter.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 150), 1.5))
        painter.drawPath(_rounded(r, r.height() / 2))
        font = self._font()
        painter.setFont(font)
        painter.setPen(TEXT)
        text = QFontMetricsF(font).elidedText(self._text, Qt.TextElideMode.ElideRight, r.width() - 40)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
