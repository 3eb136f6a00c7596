"""``DeclaredCards``: a player's declared cards, face up by their place, as players show them at trick 2.

Players say their declarations during the first trick and show the cards of those that score
when the second begins (R7). The item lays the cards of each declaration in a small overlapping
row, a gap between declarations, under a caption ("Tierce 20 · Four jacks 200"), on the table's
dark glass; it stays for a reading time and fades. The cards are painted from the shared faces,
not made into card items: they are pictures of cards still in the hand, and nothing about them
needs a life of its own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...cards.faces import CardFaces, card_height, default_faces
from ...common.fonts import ui_font
from .fading import Fading
from .look import TEXT, paint_panel

CARD_W = 76.0  # scene units: smaller than a hand's cards, big enough to read their corners
STEP = 0.5  # neighbouring cards of one declaration overlap by half
GAP = 0.35  # and declarations stand a third of a card further apart
PAD = 12.0
CAPTION_H = 30.0


class DeclaredCards(Fading):
    def __init__(self, faces: CardFaces | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._faces = faces if faces is not None else default_faces()
        self._groups: tuple[tuple[int, ...], ...] = ()
        self._caption = ""
        self._four_colour = False
        self._rect = QRectF()

    @property
    def groups(self) -> tuple[tuple[int, ...], ...]:
        """The cards shown, one tuple per declaration (empty when nothing is shown)."""
        return self._groups if self.isVisible() else ()

    @property
    def caption(self) -> str:
        return self._caption

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        self.update()

    def _font(self) -> QFont:
        return ui_font(20, bold=True)

    def show_cards(self, groups: Sequence[Sequence[int]], caption: str, hide_after_ms: int, fade_ms: int) -> None:
        self.prepareGeometryChange()
        self._groups = tuple(tuple(group) for group in groups if group)
        self._caption = caption
        if not self._groups:
            self.hide_now()
            return
        row = self._row_width()
        text = QFontMetricsF(self._font()).horizontalAdvance(caption)
        width = max(row, text) + 2 * PAD
        height = CAPTION_H + card_height(CARD_W) + 2 * PAD
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.appear(hide_after_ms, fade_ms)

    def _row_width(self) -> float:
        cards = sum(len(group) for group in self._groups)
        return CARD_W * (1 + STEP * (cards - 1) + GAP * (len(self._groups) - 1))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        if r.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        paint_panel(painter, r, 14)
        painter.setFont(self._font())
        painter.setPen(TEXT)
        painter.drawText(QRectF(r.left(), r.top() + PAD / 2, r.width(), CAPTION_H), Qt.AlignmentFlag.AlignCenter,
                         self._caption)
        # Pixmaps at the size the view shows them, as the card items do: sharp at every zoom.
        t = painter.worldTransform()
        pixels = max(8, min(600, round(CARD_W * math.hypot(t.m11(), t.m12()))))
        device = painter.device()
        dpr = device.devicePixelRatio() if device is not None else 1.0
        x = -self._row_width() / 2
        top = r.top() + PAD + CAPTION_H
        for i, group in enumerate(self._groups):
            if i:
                x += CARD_W * GAP
            for card in group:
                pixmap = self._faces.pixmap(card, pixels, dpr, self._four_colour)
                painter.drawPixmap(QRectF(x, top, CARD_W, card_height(CARD_W)), pixmap, QRectF(pixmap.rect()))
                x += CARD_W * STEP


__all__ = ["DeclaredCards"]
