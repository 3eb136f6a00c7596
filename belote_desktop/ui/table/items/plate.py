"""A player's name plate: the name, the dealer chip, the thinking dots and the turn glow."""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...cards.style import GOLD
from ...common.fonts import ui_font
from ..layout import PLATE_SIZE
from .look import OURS_COLOUR, TEXT, THEIRS_COLOUR, paint_panel, rounded

CHIP_RADIUS = 16.0  # the dealer's chip at the plate's end


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

    def _chip_centre(self) -> QPointF:
        return QPointF(self._rect.right() - 6, self._rect.top() - 2)

    def outline(self) -> QPainterPath:
        """What the plate covers of the table (its turn glow aside), in its own coordinates: the plate, and the
        dealer's chip when its player deals. Nothing else may lie over it (the player's large cards did)."""
        path = rounded(self._rect, self._rect.height() / 2)
        if self._dealer:
            path.addEllipse(self._chip_centre(), CHIP_RADIUS, CHIP_RADIUS)
        return path

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
                painter.drawPath(rounded(r, radius))
        paint_panel(painter, r, radius)
        if self._glow > 0.01:
            edge = QColor(GOLD)
            edge.setAlphaF(self._glow)
            painter.setPen(QPen(edge, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(rounded(r, radius))

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
            self._paint_chip(painter, self._chip_centre())

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
        radius = CHIP_RADIUS
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


