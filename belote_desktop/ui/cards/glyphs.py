"""The shapes the card faces are built from: suit symbols and rank labels.

Every shape is a ``QPainterPath`` in a unit box centred on the origin, so the
faces can place, scale and rotate them freely. Suit symbols are drawn from
curves rather than taken from a font: a system without fonts (a bare CI
runner, a stripped container) still shows hearts and spades. Rank labels come
from the system font when there is one, and otherwise from a small stroked
alphabet of our own, so a card never loses its rank.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainterPath, QPainterPathStroker, QTransform

from ...engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES

# The labels printed in the corners, by rank 7 8 9 T J Q K A. One table, so a
# translation (V D R for French courts, B D K for Dutch) replaces one tuple.
RANK_LABELS: tuple[str, ...] = ("7", "8", "9", "10", "J", "Q", "K", "A")


def _fit(path: QPainterPath, width: float, height: float) -> QPainterPath:
    """Scale ``path`` to fill a ``width`` x ``height`` box centred on the origin."""
    r = path.boundingRect()
    t = QTransform()
    t.scale(width / r.width(), height / r.height())
    t.translate(-r.center().x(), -r.center().y())
    return t.map(path)


def _big(path: QPainterPath) -> QPainterPath:
    """``path`` scaled up for a boolean operation.

    QPainterPath's boolean operations flatten curves with a fixed absolute
    tolerance: on a unit-sized shape that leaves visible polygons, at 1000
    units the facets are far below a pixel once scaled back down.
    """
    return QTransform.fromScale(1000, 1000).map(path)


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, 0.5)
    p.cubicTo(-0.08, 0.36, -0.5, 0.12, -0.5, -0.17)
    p.cubicTo(-0.5, -0.5, -0.08, -0.56, 0, -0.27)
    p.cubicTo(0.08, -0.56, 0.5, -0.5, 0.5, -0.17)
    p.cubicTo(0.5, 0.12, 0.08, 0.36, 0, 0.5)
    p.closeSubpath()
    return _fit(p, 0.96, 1.0)


def _diamond() -> QPainterPath:
    # Slightly concave sides: a plain rhombus reads as a "rotated square" at
    # small sizes, the pinch makes it read as a card diamond.
    p = QPainterPath()
    p.moveTo(0, -0.5)
    p.quadTo(0.14, -0.2, 0.4, 0)
    p.quadTo(0.14, 0.2, 0, 0.5)
    p.quadTo(-0.14, 0.2, -0.4, 0)
    p.quadTo(-0.14, -0.2, 0, -0.5)
    p.closeSubpath()
    return _fit(p, 0.8, 1.0)


def _stem(half_top: float, half_base: float, top: float, base: float) -> QPainterPath:
    """A flared stem for spades and clubs, from ``top`` down to ``base``."""
    p = QPainterPath()
    p.moveTo(-half_top, top)
    p.lineTo(half_top, top)
    p.cubicTo(half_top, base - 0.1, half_base * 0.6, base - 0.02, half_base, base)
    p.lineTo(-half_base, base)
    p.cubicTo(-half_base * 0.6, base - 0.02, -half_top, base - 0.1, -half_top, top)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    blade = QPainterPath()
    blade.moveTo(0, -0.5)
    blade.cubicTo(0.1, -0.32, 0.5, -0.1, 0.5, 0.14)
    blade.cubicTo(0.5, 0.38, 0.16, 0.44, 0.02, 0.24)
    blade.lineTo(-0.02, 0.24)
    blade.cubicTo(-0.16, 0.44, -0.5, 0.38, -0.5, 0.14)
    blade.cubicTo(-0.5, -0.1, -0.1, -0.32, 0, -0.5)
    blade.closeSubpath()
    shape = _big(blade).united(_big(_stem(0.05, 0.2, 0.15, 0.55)))
    return _fit(shape.simplified(), 0.96, 1.0)


def _club() -> QPainterPath:
    r = 0.235
    shape = QPainterPath()
    for cx, cy in ((0.0, -0.26), (-0.26, 0.07), (0.26, 0.07)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), r, r)
        shape = shape.united(_big(leaf))
    # Fill the gap between the three leaves so the centre is solid.
    core = QPainterPath()
    core.addEllipse(QPointF(0, 0.0), 0.16, 0.16)
    shape = shape.united(_big(core)).united(_big(_stem(0.05, 0.2, 0.05, 0.55)))
    return _fit(shape.simplified(), 1.0, 1.0)


@cache
def suit_path(suit: int) -> QPainterPath:
    """The suit symbol in a unit box centred on the origin (height 1)."""
    makers = {SPADES: _spade, HEARTS: _heart, DIAMONDS: _diamond, CLUBS: _club}
    return makers[suit]()


# A stroked alphabet for the rank labels when no font can be found. Each glyph
# is a list of strokes in a box 0..0.6 wide and 0..1 high (y down); an ``arc``
# stroke is (cx, cy, rx, ry, start_deg, sweep_deg) as QPainterPath.arcTo takes.
_Stroke = list[tuple[float, float]] | tuple[str, float, float, float, float, float, float]
_STROKES: dict[str, list[_Stroke]] = {
    "7": [[(0.02, 0.0), (0.58, 0.0), (0.22, 1.0)]],
    "8": [("arc", 0.3, 0.25, 0.24, 0.25, 0, 360), ("arc", 0.3, 0.73, 0.29, 0.27, 0, 360)],
    "9": [("arc", 0.3, 0.3, 0.28, 0.3, 0, 360), [(0.58, 0.3), (0.56, 0.7)],
          ("arc", 0.3, 0.7, 0.26, 0.3, 0, -150)],
    "1": [[(0.1, 0.2), (0.35, 0.0), (0.35, 1.0)]],
    "0": [("arc", 0.3, 0.5, 0.28, 0.5, 0, 360)],
    "J": [[(0.55, 0.0), (0.55, 0.72)], ("arc", 0.3, 0.72, 0.25, 0.28, 0, -180)],
    "Q": [("arc", 0.3, 0.48, 0.29, 0.48, 0, 360), [(0.34, 0.7), (0.6, 1.02)]],
    "K": [[(0.04, 0.0), (0.04, 1.0)], [(0.58, 0.0), (0.06, 0.6)], [(0.24, 0.4), (0.6, 1.0)]],
    "A": [[(0.0, 1.0), (0.3, 0.0), (0.6, 1.0)], [(0.12, 0.64), (0.48, 0.64)]],
}


def _stroked_glyph(ch: str, advance: float) -> QPainterPath:
    outline = QPainterPath()
    for stroke in _STROKES.get(ch, []):
        if isinstance(stroke, tuple):
            _, cx, cy, rx, ry, start, sweep = stroke
            box = QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry)
            # arcMoveTo starts a fresh subpath at the arc start: no stray line.
            outline.arcMoveTo(box, start)
            outline.arcTo(box, start, sweep)
        else:
            outline.moveTo(stroke[0][0], stroke[0][1])
            for x, y in stroke[1:]:
                outline.lineTo(x, y)
    stroker = QPainterPathStroker()
    stroker.setWidth(200)
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return _fit_back(stroker.createStroke(_big(outline)).simplified()).translated(advance, 0)


def _fit_back(path: QPainterPath) -> QPainterPath:
    return QTransform.fromScale(0.001, 0.001).map(path)


def _fallback_text_path(text: str) -> QPainterPath:
    path = QPainterPath()
    for i, ch in enumerate(text):
        path.addPath(_stroked_glyph(ch, i * 0.72))
    return path


def _font_text_path(text: str) -> QPainterPath:
    font = QFont()
    # A bold sans face stays legible at the 10-pixel indices of a small card.
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setFamilies(["DejaVu Sans", "Helvetica Neue", "Arial", "Segoe UI", "Liberation Sans"])
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 92)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


@cache
def label_path(text: str, use_font: bool = True) -> QPainterPath:
    """``text`` as a filled path with its ink box at the origin, 1 unit high.

    The ink box rather than the font's line box is used so every label has
    the same visual height whatever font the system picks; the caller limits
    the width (``10`` is wider than ``7``).
    """
    path = _font_text_path(text) if use_font else QPainterPath()
    if path.isEmpty() or path.boundingRect().height() <= 0:
        path = _fallback_text_path(text)
    r = path.boundingRect()
    if path.isEmpty() or r.height() <= 0:
        raise ValueError(f"no way to draw the rank label {text!r} (no font, no built-in glyph)")
    t = QTransform()
    t.scale(1 / r.height(), 1 / r.height())
    t.translate(-r.left(), -r.top())
    return t.map(path)


def placed(path: QPainterPath, center: QPointF, width: float, height: float, angle: float = 0.0) -> QPainterPath:
    """A unit-box path scaled to ``width`` x ``height``, rotated, at ``center``."""
    t = QTransform()
    t.translate(center.x(), center.y())
    if angle:
        t.rotate(angle)
    t.scale(width, height)
    return t.map(path)

