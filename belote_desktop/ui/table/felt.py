"""The table itself: a wooden rail, felt lit from above, a faint printed line round the play.

The felt comes in the colours of ``CLOTHS`` (the player's choice, ``GameSettings.felt``): each is
four stops of the lamp's fall-off, from the lit middle to the rail."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient

from . import layout
from .layout import RIM  # the rail's width is the layout's: the cards keep to the felt inside it

CORNER = 70.0

CLOTHS: dict[str, tuple[str, str, str, str]] = {
    "green": ("#2f8a55", "#237445", "#195a35", "#114428"),
    "blue": ("#2f5f8a", "#234c74", "#193a5a", "#112a44"),
    "burgundy": ("#8a2f3e", "#742333", "#5a1927", "#44111c"),
    # High contrast: a cloth near black, against which the white cards and the bright marks stand out most.
    "contrast": ("#1c1c1c", "#151515", "#0e0e0e", "#080808"),
}


def paint_felt(painter: QPainter, table: QRectF, cloth: str = "green") -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # The rail: dark polished wood, lighter along its top edge.
    outer = QPainterPath()
    outer.addRoundedRect(table, CORNER, CORNER)
    wood = QRadialGradient(table.center(), table.width() * 0.62)
    wood.setColorAt(0.0, QColor("#5a3a22"))
    wood.setColorAt(0.85, QColor("#3b2414"))
    wood.setColorAt(1.0, QColor("#24150b"))
    painter.fillPath(outer, QBrush(wood))
    # The felt: a lamp over the middle of the table, falling off to the rail.
    felt_rect = table.adjusted(RIM, RIM, -RIM, -RIM)
    felt = QPainterPath()
    felt.addRoundedRect(felt_rect, CORNER - RIM * 0.7, CORNER - RIM * 0.7)
    light = QRadialGradient(layout.at(*layout.CENTRE), table.width() * 0.6)
    for stop, ink in zip((0.0, 0.45, 0.8, 1.0), CLOTHS[cloth], strict=True):
        light.setColorAt(stop, QColor(ink))
    painter.fillPath(felt, QBrush(light))
    # The felt's edge where it meets the rail: a shadow, then a thin highlight.
    painter.setBrush(QBrush())
    painter.setPen(QPen(QColor(0, 0, 0, 90), 6.0))
    painter.drawPath(felt)
    painter.setPen(QPen(QColor(255, 235, 190, 40), 1.5))
    painter.drawRoundedRect(table.adjusted(3, 3, -3, -3), CORNER - 3, CORNER - 3)
    # A faint printed line round the playing area, as on a card-room cloth.
    painter.setPen(QPen(QColor(255, 255, 255, 22), 2.0))
    centre = layout.at(*layout.CENTRE)
    painter.drawEllipse(centre, table.width() * 0.17, table.height() * 0.235)
    painter.restore()
