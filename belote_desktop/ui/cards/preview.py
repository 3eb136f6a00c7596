"""Render every card face and the back into one PNG, to look at the deck.

    python -m belote_desktop.ui.cards.preview out.png [--four-colour] [--width 90] [--dpr 2]
    python -m belote_desktop.ui.cards.preview out.png --items   # CardItem flip and states

Runs without a display (it selects Qt's offscreen platform unless one is set).
One row per suit, ranks 7 to A left to right, the back at the end of the
first row. With ``--items``: one card as a ``CardItem`` in a scene at flip
0, 0.25, 0.5, 0.75 and 1, then highlighted, dimmed and selected.
"""

from __future__ import annotations

import argparse
import os
import sys

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from ...engine.cards import parse_card
from .faces import CardFaces, card_height
from .item import CardItem


def render_sheet(width: int, dpr: float, four_colour: bool, no_font: bool = False) -> QImage:
    faces = CardFaces(use_font=not no_font)
    gap = max(6, width // 10)
    height = card_height(width)
    cols, rows = 9, 4
    sheet = QImage(round((cols * (width + gap) + gap) * dpr), round((rows * (height + gap) + gap) * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    sheet.setDevicePixelRatio(dpr)
    # Baize green, as on the table, so the card edges show as they will.
    sheet.fill(QColor("#1e5b3a"))
    p = QPainter(sheet)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for suit in range(4):
        for rank in range(8):
            pm = faces.pixmap(suit * 8 + rank, width, dpr, four_colour)
            p.drawPixmap(QPointF(gap + rank * (width + gap), gap + suit * (height + gap)), pm)
    p.drawPixmap(QPointF(gap + 8 * (width + gap), gap), faces.pixmap(None, width, dpr))
    p.end()
    return sheet


def render_items(width: int, dpr: float, four_colour: bool) -> QImage:
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor("#1e5b3a"))
    states = [("flip", 0.0), ("flip", 0.25), ("flip", 0.5), ("flip", 0.75), ("flip", 1.0),
              ("highlighted", True), ("dimmed", True), ("selected", True)]
    step = width * 1.35
    for i, (name, value) in enumerate(states):
        item = CardItem(parse_card("KH"), width, face_up=True)
        item.set_four_colour(four_colour)
        setattr(item, name, value)
        item.setPos(step * (i + 0.5), width * 1.0)
        scene.addItem(item)
    # A fixed rect so the lifted card keeps its place in the picture.
    source = QRectF(0, 0, step * len(states), width * 2.0)
    scene.setSceneRect(source)
    image = QImage(round(source.width() * dpr), round(source.height() * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    scene.render(p, QRectF(0, 0, source.width(), source.height()), source)
    p.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="preview_cards", description="Render the deck to a PNG.")
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--four-colour", action="store_true", help="four-colour deck")
    parser.add_argument("--width", type=int, default=90, help="card width in logical pixels (default 90)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (default 1)")
    parser.add_argument("--items", action="store_true", help="render CardItem flip steps and states instead")
    parser.add_argument("--no-font", action="store_true", help="draw ranks with the fallback stroked alphabet")
    args = parser.parse_args(argv)
    # Only the QApplication picks the platform: setting it here is in time.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - keeps Qt alive
    if args.items:
        sheet = render_items(args.width, args.dpr, args.four_colour)
    else:
        sheet = render_sheet(args.width, args.dpr, args.four_colour, args.no_font)
    if not sheet.save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
