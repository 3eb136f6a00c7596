"""The 32 card faces and the card back, drawn with QPainter and cached.

All drawing happens in a fixed design space of ``UNIT_W`` x ``UNIT_H`` units
(250 x 350, the 2.5:3.5 card) which the painter scales to the requested
pixel size, so one set of coordinates serves every size. Pixmaps are made
at ``width * dpr`` physical pixels and tagged with the device pixel ratio,
so they are sharp on high-DPI screens, and kept in a bounded LRU cache.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from ...engine.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    EIGHT,
    HEARTS,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    SPADES,
    TEN,
    rank_of,
    suit_of,
)
from .courts import draw_court
from .glyphs import RANK_LABELS, label_path, placed, suit_path
from .style import CARD_ASPECT, CX, CY, EDGE, FOUR_COLOUR, GOLD, PAPER, TWO_COLOUR, UNIT_H, UNIT_W

__all__ = ["CARD_ASPECT", "CardFaces", "card_height", "default_faces"]

# Corner index geometry: the rank label (ink height) and the small pip below.
_INDEX_X = 26.0
_INDEX_TOP = 14.0
_INDEX_H = 50.0
_INDEX_MAX_W = 44.0
_INDEX_PIP = 34.0

# Pip layouts for 7 8 9 10 on a grid of columns and rows (classic positions).
# Rows are spaced evenly between the top and bottom pip rows; the centre
# column's pips sit halfway between two rows.
_PIP_COLS = (79.0, CX, 171.0)
_PIP_TOP, _PIP_BOTTOM = 68.0, 282.0
_PIP_W = 43.0


def _rows(n: int) -> list[float]:
    step = (_PIP_BOTTOM - _PIP_TOP) / (n - 1)
    return [_PIP_TOP + i * step for i in range(n)]


def _pip_layout(rank: int) -> list[tuple[float, float]]:
    left, mid, right = _PIP_COLS
    three, four = _rows(3), _rows(4)
    upper3 = (three[0] + three[1]) / 2
    lower3 = (three[1] + three[2]) / 2
    sides3 = [(x, y) for y in three for x in (left, right)]
    sides4 = [(x, y) for y in four for x in (left, right)]
    layouts = {
        SEVEN: [*sides3, (mid, upper3)],
        EIGHT: [*sides3, (mid, upper3), (mid, lower3)],
        NINE: [*sides4, (mid, CY)],
        TEN: [*sides4, (mid, (four[0] + four[1]) / 2), (mid, (four[2] + four[3]) / 2)],
    }
    return layouts[rank]


def card_height(width: int) -> int:
    """The logical height of a card ``width`` wide."""
    return round(width / CARD_ASPECT)


class CardFaces:
    """Draws and caches card pixmaps (GUI thread only, like all QPixmaps).

    The cache is an LRU bounded by pixel memory rather than entry count: a
    hand at 2x DPR is far heavier than the same hand at 1x, and what matters
    is the memory held.
    """

    def __init__(
        self,
        max_bytes: int = 96 * 1024 * 1024,
        rank_labels: Iterable[str] = RANK_LABELS,
        use_font: bool = True,
    ) -> None:
        self._cache: OrderedDict[tuple[int | None, int, float, bool, str], QPixmap] = OrderedDict()
        self._back = "blue"
        self._bytes = 0
        self._max_bytes = max_bytes
        self._labels = tuple(rank_labels)
        if len(self._labels) != 8:
            raise ValueError(f"need 8 rank labels (7 8 9 10 J Q K A), got {self._labels!r}")
        # ``use_font=False`` draws ranks with the built-in stroked alphabet, as
        # on a system without fonts (and lets the preview show that case).
        self._use_font = use_font
        self._label_paths: tuple[QPainterPath, ...] | None = None

    def pixmap(self, card: int | None, width: int, dpr: float = 1.0, four_colour: bool = False) -> QPixmap:
        """The face of ``card`` (``None``: the back), ``width`` logical pixels wide."""
        if card is not None and not 0 <= card < 32:
            raise ValueError(f"not a card: {card!r}")
        width = max(8, int(width))
        # Screens report ratios like 1.2500000001; round so they share a key.
        dpr = round(max(dpr, 0.1), 3)
        # The back is the same in both schemes: one entry is enough.
        key = (card, width, dpr, four_colour and card is not None, self._back if card is None else "")
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pm = self._render(card, width, dpr, key[3])
        self._cache[key] = pm
        self._bytes += _bytes_of(pm)
        while self._bytes > self._max_bytes and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._bytes -= _bytes_of(old)
        return pm

    def clear(self) -> None:
        self._cache.clear()
        self._bytes = 0

    @property
    def rank_labels(self) -> tuple[str, ...]:
        return self._labels

    @property
    def back(self) -> str:
        return self._back

    def set_back(self, back: str) -> None:
        """The colour of every back drawn from now on, one of ``BACKS``; cached backs of the
        other colour simply age out of the cache."""
        if back not in BACKS:
            raise ValueError(f"unknown card back {back!r}; expected one of {tuple(BACKS)}")
        self._back = back

    def set_rank_labels(self, labels: Iterable[str]) -> None:
        """Letter the cards in the player's language (a French jack is a V); a label that cannot
        be drawn keeps the English one. Faces drawn before are dropped from the cache."""
        wanted = tuple(labels)
        if len(wanted) != 8:
            raise ValueError(f"need 8 rank labels (7 8 9 10 J Q K A), got {wanted!r}")
        usable = []
        for label, english in zip(wanted, RANK_LABELS, strict=True):
            try:
                label_path(label.strip(), self._use_font)
                usable.append(label.strip())
            except ValueError:
                usable.append(english)
        if tuple(usable) != self._labels:
            self._labels = tuple(usable)
            self._label_paths = None
            self.clear()

    def _render(self, card: int | None, width: int, dpr: float, four_colour: bool) -> QPixmap:
        height = card_height(width)
        pm = QPixmap(round(width * dpr), round(height * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(width / UNIT_W, height / UNIT_H)
        # One physical pixel in design units: hairlines stay one pixel wide
        # instead of vanishing on small cards or bloating on large ones.
        px = UNIT_W / (width * dpr)
        _draw_blank(p, px)
        if card is None:
            _draw_back(p, px, BACKS[self._back])
        else:
            colours = FOUR_COLOUR if four_colour else TWO_COLOUR
            if self._label_paths is None:
                # Built on first use: fonts need a running QGuiApplication.
                self._label_paths = tuple(label_path(t, self._use_font) for t in self._labels)
            _draw_face(p, card, colours[suit_of(card)], self._label_paths, px)
        p.end()
        return pm


_default: CardFaces | None = None


def default_faces() -> CardFaces:
    """The application's shared ``CardFaces``: one cache for every card item."""
    global _default
    if _default is None:
        _default = CardFaces()
    return _default


def _bytes_of(pm: QPixmap) -> int:
    return pm.width() * pm.height() * 4


def _card_outline(inset: float) -> QPainterPath:
    path = QPainterPath()
    r = 14.0 - inset
    path.addRoundedRect(QRectF(inset, inset, UNIT_W - 2 * inset, UNIT_H - 2 * inset), r, r)
    return path


def _draw_blank(p: QPainter, px: float) -> None:
    pen_w = max(px, 1.6)
    p.setPen(QPen(EDGE, pen_w))
    p.setBrush(PAPER)
    p.drawPath(_card_outline(pen_w / 2))


def _draw_face(p: QPainter, card: int, colour: QColor, labels: tuple[QPainterPath, ...], px: float) -> None:
    suit, rank = suit_of(card), rank_of(card)
    pip = suit_path(suit)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    _draw_indices(p, labels[rank], pip)
    if rank == ACE:
        _draw_ace(p, pip, colour, px)
    elif rank in (JACK, QUEEN, KING):
        draw_court(p, rank, labels[rank], pip, colour, px)
    else:
        for x, y in _pip_layout(rank):
            # Pips below the middle face the other way, as on a real deck, so
            # the card reads the same from both ends.
            angle = 180.0 if y > CY + 1 else 0.0
            p.drawPath(placed(pip, QPointF(x, y), _PIP_W, _PIP_W * 1.1, angle))


def _index_path(text: QPainterPath, pip: QPainterPath) -> QPainterPath:
    r = text.boundingRect()
    sx = min(_INDEX_H, _INDEX_MAX_W / r.width()) if r.width() else _INDEX_H
    path = QPainterPath()
    path.addPath(placed(text, QPointF(_INDEX_X - r.width() * sx / 2, _INDEX_TOP), sx, _INDEX_H))
    path.addPath(placed(pip, QPointF(_INDEX_X, _INDEX_TOP + _INDEX_H + 10 + _INDEX_PIP / 2), _INDEX_PIP, _INDEX_PIP))
    return path


def _draw_indices(p: QPainter, label: QPainterPath, pip: QPainterPath) -> None:
    index = _index_path(label, pip)
    p.drawPath(index)
    p.save()
    p.translate(UNIT_W, UNIT_H)
    p.rotate(180)
    p.drawPath(index)
    p.restore()


def _draw_ace(p: QPainter, pip: QPainterPath, colour: QColor, px: float) -> None:
    # A thin double ring framed by four small pips: ornament of our own that
    # makes the ace the showpiece without competing with the big pip.
    ring = QColor(colour)
    ring.setAlphaF(0.45)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(ring, max(px, 1.4)))
    p.drawEllipse(QPointF(CX, CY), 78, 78)
    p.drawEllipse(QPointF(CX, CY), 71, 71)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ring)
    for dx, dy, angle in ((0, -92, 0), (0, 92, 180), (-92, 0, 270), (92, 0, 90)):
        p.drawPath(placed(pip, QPointF(CX + dx, CY + dy), 13, 14, angle))
    p.setBrush(colour)
    p.drawPath(placed(pip, QPointF(CX, CY), 96, 104))


class BackInks(NamedTuple):
    """The colours of one card back: the panel's gradient, the lattice, its dots, the medallion."""

    edge: str
    middle: str
    lattice: str
    dot: str
    medallion: str


# The same pattern in three colours; the player picks one in Settings (GameSettings.card_back).
BACKS: dict[str, BackInks] = {
    "blue": BackInks("#1f4a9a", "#183a7c", "#6f95dc", "#b8cbf2", "#142f66"),
    "red": BackInks("#9a1f2c", "#7c1822", "#dc6f7c", "#f2b8c0", "#661420"),
    "green": BackInks("#1f7a4a", "#18603a", "#6fcc98", "#b8f0d0", "#144f30"),
}


def _draw_back(p: QPainter, px: float, inks: BackInks) -> None:
    # A deep panel with a diamond lattice and a medallion of the four
    # suits: our own pattern, symmetric so it looks the same either way up.
    panel_rect = QRectF(13, 13, UNIT_W - 26, UNIT_H - 26)
    panel = QPainterPath()
    panel.addRoundedRect(panel_rect, 8, 8)
    grad = QLinearGradient(panel_rect.topLeft(), panel_rect.bottomRight())
    grad.setColorAt(0.0, QColor(inks.edge))
    grad.setColorAt(0.5, QColor(inks.middle))
    grad.setColorAt(1.0, QColor(inks.edge))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawPath(panel)
    p.save()
    p.setClipPath(panel)
    lattice = QColor(inks.lattice)
    lattice.setAlphaF(0.55)
    p.setPen(QPen(lattice, max(px, 2.0)))
    # Two families of diagonals through the centre, so the lattice is
    # symmetric about it; dots sit on the crossings.
    step = 25.0
    for n in range(-24, 25):
        d = n * step
        p.drawLine(QPointF(CX + d - CY, 0), QPointF(CX + d - CY + UNIT_H, UNIT_H))
        p.drawLine(QPointF(CX + d + CY, 0), QPointF(CX + d + CY - UNIT_H, UNIT_H))
    dot = QColor(inks.dot)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(dot)
    half = step / 2
    for m in range(-12, 13):
        for n in range(-16, 17):
            if (m + n) % 2 == 0:
                p.drawEllipse(QPointF(CX + m * half, CY + n * half), 2.4, 2.4)
    p.restore()
    # Inner border lines.
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#e8eefb"), max(px, 2.0)))
    p.drawRoundedRect(panel_rect.adjusted(7, 7, -7, -7), 5, 5)
    p.setPen(QPen(GOLD, max(px, 1.2)))
    p.drawRoundedRect(panel_rect.adjusted(11, 11, -11, -11), 3, 3)
    # Medallion.
    p.setPen(QPen(GOLD, max(px, 2.5)))
    p.setBrush(QColor(inks.medallion))
    p.drawEllipse(QPointF(CX, CY), 52, 68)
    p.setPen(QPen(QColor("#e8eefb"), max(px, 1.2)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(CX, CY), 45, 61)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#e8eefb"))
    for suit, dx, dy in ((SPADES, 0, -30), (HEARTS, 22, 0), (CLUBS, 0, 30), (DIAMONDS, -22, 0)):
        p.drawPath(placed(suit_path(suit), QPointF(CX + dx, CY + dy), 20, 22))
