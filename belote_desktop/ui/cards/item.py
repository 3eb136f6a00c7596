"""One card on the table: a ``QGraphicsObject`` the scene moves and flips.

The item's origin is the card's centre, so ``pos`` places the centre and
``rotation`` turns the card about it. Its size is a card width in scene
units; the picture comes from ``CardFaces`` at the resolution the view
actually shows it (world transform x device pixel ratio), so a card stays
sharp however the view is scaled, and cheap because the faces are cached.

Animatable Qt properties: ``pos`` and ``rotation`` (inherited), ``flip``
(0 = back, 1 = face; the card narrows to an edge at 0.5 as if it turned over)
and ``card_width``. ``highlighted`` (a legal card: lifted, with a glow),
``dimmed`` (an illegal card: darker) and ``selected`` (keyboard focus ring;
our own flag, distinct from QGraphicsItem's selection, which is not used)
are plain boolean properties.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .faces import CARD_ASPECT, CardFaces, default_faces

# Decoration sizes as fractions of the card width, so they scale with it.
LIFT = 0.16  # how far a highlighted card rises, towards its own top edge
_GLOW = 0.07
_RING_GAP = 0.035
_MARGIN = 0.1  # room around the card for the glow and the focus ring
_CORNER = 14 / 250  # the faces' corner radius, as a fraction of the width

_GLOW_COLOUR = QColor(255, 232, 120)
_RING_COLOUR = QColor(64, 156, 255)
_DIM_COLOUR = QColor(0, 0, 0, 100)

# Pixmaps bigger than this (logical pixels) add nothing visible and cost a
# lot of memory when the view is zoomed far in.
_MAX_PIXMAP_WIDTH = 1200


class CardItem(QGraphicsObject):
    """A card face or back; emits ``clicked(card)`` when clickable and clicked."""

    clicked = Signal(int)

    def __init__(
        self,
        card: int | None = None,
        width: float = 90.0,
        *,
        face_up: bool = False,
        faces: CardFaces | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._card = card
        self._width = float(width)
        self._flip = 1.0 if face_up else 0.0
        self._highlighted = False
        self._dimmed = False
        self._selected = False
        self._clickable = False
        self._four_colour = False
        self._faces = faces if faces is not None else default_faces()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- the card -------------------------------------------------------
    @property
    def card(self) -> int | None:
        """The card shown by the face, or ``None`` for a card not yet known."""
        return self._card

    def set_card(self, card: int | None) -> None:
        # A face-down card learns its identity when it is played: setting it
        # while the back shows changes nothing visible until the flip.
        if card != self._card:
            self._card = card
            self.update()

    @property
    def clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, clickable: bool) -> None:
        self._clickable = clickable
        # Unclickable cards take no buttons at all, so a click falls through
        # to whatever lies beneath (the table, another card).
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton)
        # No item cursor (setCursor/unsetCursor): with the pointer over the view, Qt 6.11's
        # QGraphicsItem::unsetCursor reads the view's last mouse event, which can be gone, and
        # crashes (a segfault in QEventPoint::position, found by the soak when New match cleared the
        # cards). The view shows the hand over a clickable card itself (TableView.mouseMoveEvent).

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    def set_four_colour(self, four_colour: bool) -> None:
        if four_colour != self._four_colour:
            self._four_colour = four_colour
            self.update()

    # -- Qt properties (animatable) -------------------------------------
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        value = min(1.0, max(0.0, float(value)))
        if value != self._flip:
            self._flip = value
            self.update()

    flip = Property(float, _get_flip, _set_flip)

    def _get_card_width(self) -> float:
        return self._width

    def _set_card_width(self, value: float) -> None:
        value = max(1.0, float(value))
        if value != self._width:
            self.prepareGeometryChange()
            self._width = value
            self.update()

    card_width = Property(float, _get_card_width, _set_card_width)

    def _get_highlighted(self) -> bool:
        return self._highlighted

    def _set_highlighted(self, value: bool) -> None:
        self._set_decoration("_highlighted", bool(value))

    highlighted = Property(bool, _get_highlighted, _set_highlighted)

    def _get_dimmed(self) -> bool:
        return self._dimmed

    def _set_dimmed(self, value: bool) -> None:
        self._set_decoration("_dimmed", bool(value))

    dimmed = Property(bool, _get_dimmed, _set_dimmed)

    def _get_selected(self) -> bool:
        return self._selected

    def _set_selected(self, value: bool) -> None:
        self._set_decoration("_selected", bool(value))

    selected = Property(bool, _get_selected, _set_selected)

    def _set_decoration(self, attr: str, value: bool) -> None:
        if getattr(self, attr) != value:
            # Lift, glow and ring change the bounding rect.
            self.prepareGeometryChange()
            setattr(self, attr, value)
            self.update()

    # -- geometry --------------------------------------------------------
    @property
    def card_height(self) -> float:
        return self._width / CARD_ASPECT

    def card_rect(self) -> QRectF:
        """The card's rectangle in item coordinates, as drawn (lift included)."""
        w, h = self._width, self.card_height
        lift = LIFT * w if self._highlighted else 0.0
        return QRectF(-w / 2, -h / 2 - lift, w, h)

    def _squeeze(self) -> float:
        # cos gives the foreshortening of a card turning about its vertical
        # axis: fast at the edge-on moment, slow near flat, like a real flip.
        return abs(math.cos(math.pi * self._flip))

    def _shows_face(self) -> bool:
        return self._flip > 0.5 and self._card is not None

    def boundingRect(self) -> QRectF:
        rect = self.card_rect()
        if self._highlighted or self._selected:
            m = _MARGIN * self._width
            rect = rect.adjusted(-m, -m, m, m)
        return rect

    def shape(self) -> QPainterPath:
        rect = self.card_rect()
        sx = self._squeeze()
        rect = QRectF(rect.x() * sx, rect.y(), rect.width() * sx, rect.height())
        path = QPainterPath()
        r = _CORNER * self._width
        path.addRoundedRect(rect, r * sx, r)
        return path

    # -- painting --------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        sx = self._squeeze()
        if sx < 1e-3:
            return  # edge-on: nothing to see
        # The pixmap is chosen for the unsqueezed card: one cache entry serves
        # the whole flip, and the squeeze is the painter's job.
        t = painter.worldTransform()
        view_scale = math.hypot(t.m11(), t.m12())
        device = painter.device()
        dpr = device.devicePixelRatio() if device is not None else 1.0
        pixels = min(_MAX_PIXMAP_WIDTH, max(8, round(self._width * view_scale)))
        card = self._card if self._shows_face() else None
        pixmap = self._faces.pixmap(card, pixels, dpr, self._four_colour)

        rect = self.card_rect()
        r = _CORNER * self._width
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.scale(sx, 1.0)
        if self._highlighted:
            self._paint_glow(painter, rect, r)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        outline = QPainterPath()
        outline.addRoundedRect(rect, r, r)
        if self._dimmed:
            painter.fillPath(outline, _DIM_COLOUR)
        if self._highlighted:
            pen = QPen(_GLOW_COLOUR, 2.0)
            pen.setCosmetic(True)  # two screen pixels at any zoom
            painter.strokePath(outline, pen)
        if self._selected:
            gap = _RING_GAP * self._width
            ring = QPainterPath()
            ring.addRoundedRect(rect.adjusted(-gap, -gap, gap, gap), r + gap, r + gap)
            pen = QPen(_RING_COLOUR, 3.0)
            pen.setCosmetic(True)
            painter.strokePath(ring, pen)
        painter.restore()

    def _paint_glow(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        # Stacked translucent strokes fade outwards: a soft halo without a
        # QGraphicsEffect, which would re-render the item offscreen each frame.
        # The inner half of each stroke is hidden under the card drawn next.
        outline = QPainterPath()
        outline.addRoundedRect(rect, radius, radius)
        glow = _GLOW * self._width
        colour = QColor(_GLOW_COLOUR)
        colour.setAlpha(34)
        for i in range(8, 0, -1):
            painter.strokePath(outline, QPen(colour, 2 * glow * i / 8))

    # -- input -----------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Accepting the press is what makes the release come back to us. Qt offers the press to every card
        # within a screen pixel of the pointer, the topmost first: a card the pointer is not quite on lets it
        # go to the card under it, which the pointer is on (taken, the release below would not count: the
        # click on a card just beside the next one's edge did nothing).
        if (self._clickable and self._card is not None and event.button() == Qt.MouseButton.LeftButton
                and self.shape().contains(event.pos())):
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Like a button: the click counts only if released over the card.
        if (
            self._clickable
            and self._card is not None
            and event.button() == Qt.MouseButton.LeftButton
            and self.shape().contains(event.pos())
        ):
            self.clicked.emit(self._card)
        event.accept()

    def scene_center(self) -> QPointF:
        """Where the card's centre is in scene coordinates (as drawn)."""
        return self.mapToScene(self.card_rect().center())
