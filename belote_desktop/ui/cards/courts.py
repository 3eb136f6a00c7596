"""The jack, queen and king: framed, double-ended portraits of our own.

Each half of the frame holds a bust: rank-specific headgear (a feathered cap,
a coronet, a spiked crown), something held (a halberd, a flower, a sceptre),
a framed rank letter and a suit pip. The lower half is the upper one turned
180 degrees, as on a real deck, so the card reads the same from either end.
Shapes are bold and few so the portrait still reads on a 60-pixel card.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ...engine.cards import JACK, KING, QUEEN
from .glyphs import placed
from .style import CY, GOLD, HAIR, INK, PAPER, SKIN, UNIT_H, UNIT_W

FRAME = QRectF(52, 24, 146, 302)
_HEAD = QPointF(125, 99)
_HEAD_RX, _HEAD_RY = 20.0, 23.0


def draw_court(p: QPainter, rank: int, label: QPainterPath, pip: QPainterPath, colour: QColor, px: float) -> None:
    """Draw the framed portrait of ``rank`` (JACK, QUEEN or KING).

    ``label`` is the rank letter as a path from ``card_glyphs.label_path``.

    ``px`` is one physical pixel in design units: hairlines never go below it.
    """
    tint = QColor(colour)
    tint.setAlphaF(0.07)
    frame = QPainterPath()
    frame.addRoundedRect(FRAME, 6, 6)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(tint)
    p.drawPath(frame)
    for turned in (False, True):
        p.save()
        if turned:
            p.translate(UNIT_W, UNIT_H)
            p.rotate(180)
        p.setClipRect(QRectF(FRAME.left(), FRAME.top(), FRAME.width(), CY - FRAME.top()))
        _draw_bust(p, rank, label, pip, colour, px)
        p.restore()
    # The dividing line and the frame go on top so the halves meet cleanly.
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(INK, max(px, 1.6)))
    p.drawLine(QPointF(FRAME.left(), CY), QPointF(FRAME.right(), CY))
    p.setPen(QPen(colour, max(px, 2.4)))
    p.drawPath(frame)
    p.setPen(QPen(GOLD, max(px, 1.2)))
    p.drawRoundedRect(FRAME.adjusted(4, 4, -4, -4), 4, 4)


def _outline(px: float) -> QPen:
    pen = QPen(INK, max(px, 1.6))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _draw_bust(p: QPainter, rank: int, label: QPainterPath, pip: QPainterPath, colour: QColor, px: float) -> None:
    outline = _outline(px)
    p.setPen(outline)
    # Robe: square shoulders that fill the frame, so the two halves join
    # into one body rather than a ball.
    robe = QPainterPath()
    robe.moveTo(60, CY + 2)
    robe.lineTo(60, 150)
    robe.cubicTo(60, 134, 80, 128, 104, 126)
    robe.lineTo(146, 126)
    robe.cubicTo(170, 128, 190, 134, 190, 150)
    robe.lineTo(190, CY + 2)
    robe.closeSubpath()
    p.setBrush(colour)
    p.drawPath(robe)
    # A light chest panel keeps a black robe from reading as a blot.
    panel = QPainterPath()
    panel.moveTo(110, 126)
    panel.lineTo(140, 126)
    panel.lineTo(152, CY + 2)
    panel.lineTo(98, CY + 2)
    panel.closeSubpath()
    p.setBrush(PAPER)
    p.drawPath(panel)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(placed(pip, QPointF(125, 158), 17, 18))
    _HAIR_BEHIND[rank](p, outline)
    # Head, with just eyes and a mouth: features beyond that turn to mush
    # at small sizes.
    p.setPen(outline)
    p.setBrush(SKIN)
    p.drawEllipse(_HEAD, _HEAD_RX, _HEAD_RY)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawEllipse(QPointF(118, 98), 2.3, 2.8)
    p.drawEllipse(QPointF(132, 98), 2.3, 2.8)
    p.setPen(_thin(px))
    p.setBrush(Qt.BrushStyle.NoBrush)
    mouth = QPainterPath()
    mouth.moveTo(120, 110)
    mouth.quadTo(125, 114, 130, 110)
    p.drawPath(mouth)
    # Necklace: an ink band with a gold core reads as a collar at any size.
    necklace = QPainterPath()
    necklace.moveTo(104, 126)
    necklace.quadTo(125, 146, 146, 126)
    p.setPen(QPen(INK, 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(necklace)
    p.setPen(QPen(GOLD, 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(necklace)
    p.setPen(outline)
    _HEADGEAR[rank](p, colour, px)
    _HELD[rank](p, colour, px)
    # The framed rank letter (top left) and a suit pip (top right).
    box = QRectF(60, 32, 28, 32)
    p.setPen(QPen(colour, max(px, 1.4)))
    p.setBrush(PAPER)
    p.drawRoundedRect(box, 4, 4)
    text = label
    r = text.boundingRect()
    sx = min(20.0, 22.0 / r.width())
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(placed(text, QPointF(box.center().x() - r.width() * sx / 2, box.top() + 6), sx, 20))
    p.drawPath(placed(pip, QPointF(176, 48), 24, 26))


def _thin(px: float) -> QPen:
    pen = QPen(INK, max(px, 1.4))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


# Hair behind the head.
def _king_hair(p: QPainter, outline: QPen) -> None:
    p.setPen(outline)
    p.setBrush(HAIR)
    p.drawEllipse(QPointF(125, 98), 23, 25)


def _queen_hair(p: QPainter, outline: QPen) -> None:
    # Long hair falling to the shoulders.
    hair = QPainterPath()
    hair.moveTo(125, 74)
    hair.cubicTo(96, 74, 96, 110, 98, 136)
    hair.lineTo(152, 136)
    hair.cubicTo(154, 110, 154, 74, 125, 74)
    hair.closeSubpath()
    p.setPen(outline)
    p.setBrush(HAIR)
    p.drawPath(hair)


def _jack_hair(p: QPainter, outline: QPen) -> None:
    p.setPen(outline)
    p.setBrush(HAIR)
    p.drawEllipse(QPointF(125, 96), 22, 21)


# Headgear, drawn over the head.
def _king_crown(p: QPainter, colour: QColor, px: float) -> None:
    beard = QPainterPath()
    beard.moveTo(105, 102)
    beard.cubicTo(106, 134, 144, 134, 145, 102)
    beard.cubicTo(138, 116, 112, 116, 105, 102)
    beard.closeSubpath()
    p.setBrush(HAIR)
    p.drawPath(beard)
    crown = QPainterPath()
    crown.moveTo(103, 80)
    crown.lineTo(102, 50)
    crown.lineTo(114, 64)
    crown.lineTo(125, 44)
    crown.lineTo(136, 64)
    crown.lineTo(148, 50)
    crown.lineTo(147, 80)
    crown.closeSubpath()
    p.setBrush(GOLD)
    p.drawPath(crown)
    p.drawRect(QRectF(102, 72, 46, 9))
    for x, y in ((102, 48), (125, 42), (148, 48)):
        p.drawEllipse(QPointF(x, y), 3.8, 3.8)
    p.setBrush(colour)
    p.drawEllipse(QPointF(125, 76.5), 3.4, 3.4)


def _queen_crown(p: QPainter, colour: QColor, px: float) -> None:
    # Rounded arches: softer than the king's spikes.
    coronet = QPainterPath()
    coronet.moveTo(106, 82)
    coronet.lineTo(106, 66)
    coronet.quadTo(112, 56, 118, 66)
    coronet.quadTo(125, 52, 132, 66)
    coronet.quadTo(138, 56, 144, 66)
    coronet.lineTo(144, 82)
    coronet.closeSubpath()
    p.setBrush(GOLD)
    p.drawPath(coronet)
    for x, y in ((112, 58), (125, 53), (138, 58)):
        p.drawEllipse(QPointF(x, y), 3.2, 3.2)
    p.setBrush(colour)
    p.drawEllipse(QPointF(125, 74), 3.4, 3.4)


def _jack_cap(p: QPainter, colour: QColor, px: float) -> None:
    # A soft cap with a feather: no crown for the jack.
    feather = QPainterPath()
    feather.moveTo(130, 74)
    feather.cubicTo(132, 58, 140, 48, 152, 44)
    feather.cubicTo(148, 54, 144, 66, 140, 78)
    feather.closeSubpath()
    p.setBrush(GOLD)
    p.drawPath(feather)
    cap = QPainterPath()
    cap.moveTo(101, 88)
    cap.cubicTo(96, 62, 154, 58, 150, 86)
    cap.closeSubpath()
    p.setBrush(colour)
    p.drawPath(cap)
    p.setBrush(GOLD)
    p.drawRoundedRect(QRectF(100, 82, 50, 8), 3, 3)


# Things held at the right hand.
def _sceptre(p: QPainter, colour: QColor, px: float) -> None:
    p.setBrush(GOLD)
    p.drawRect(QRectF(171, 96, 6, CY - 96 + 2))
    p.drawEllipse(QPointF(174, 90), 6.5, 6.5)
    p.setBrush(colour)
    p.drawEllipse(QPointF(174, 90), 2.6, 2.6)


def _flower(p: QPainter, colour: QColor, px: float) -> None:
    p.setPen(QPen(INK, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(174, 100), QPointF(174, CY + 2))
    p.setPen(_outline(px))
    p.setBrush(colour)
    for dx, dy in ((0, -7), (6.7, -2.2), (4.1, 5.7), (-4.1, 5.7), (-6.7, -2.2)):
        p.drawEllipse(QPointF(174 + dx, 94 + dy), 4.6, 4.6)
    p.setBrush(GOLD)
    p.drawEllipse(QPointF(174, 94), 3.6, 3.6)


def _halberd(p: QPainter, colour: QColor, px: float) -> None:
    p.setPen(QPen(INK, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(176, 74), QPointF(176, CY + 2))
    blade = QPainterPath()
    blade.moveTo(176, 68)
    blade.lineTo(186, 84)
    blade.quadTo(180, 92, 186, 102)
    blade.lineTo(176, 100)
    blade.lineTo(166, 94)
    blade.quadTo(170, 88, 166, 82)
    blade.closeSubpath()
    p.setPen(_outline(px))
    p.setBrush(GOLD)
    p.drawPath(blade)


_Draw = Callable[[QPainter, QColor, float], None]
_HAIR_BEHIND: dict[int, Callable[[QPainter, QPen], None]] = {KING: _king_hair, QUEEN: _queen_hair, JACK: _jack_hair}
_HEADGEAR: dict[int, _Draw] = {KING: _king_crown, QUEEN: _queen_crown, JACK: _jack_cap}
_HELD: dict[int, _Draw] = {KING: _sceptre, QUEEN: _flower, JACK: _halberd}
