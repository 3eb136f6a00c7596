"""The design space and palette shared by the card drawing modules.

Faces are drawn in a fixed space of ``UNIT_W`` x ``UNIT_H`` units (the
2.5:3.5 card) that the painter scales to the pixel size asked for, so one set
of coordinates serves every size and device pixel ratio.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

CARD_ASPECT = 2.5 / 3.5  # width / height
UNIT_W, UNIT_H = 250.0, 350.0
CX, CY = UNIT_W / 2, UNIT_H / 2

# Ink colours per suit S H D C. Four-colour decks tell diamonds from hearts and
# clubs from spades at a glance; blue and green are the usual bridge choice.
TWO_COLOUR = (QColor("#1a1a1a"), QColor("#c8102e"), QColor("#c8102e"), QColor("#1a1a1a"))
FOUR_COLOUR = (QColor("#1a1a1a"), QColor("#c8102e"), QColor("#1559b7"), QColor("#1b7f3b"))

PAPER = QColor("#fffdf8")
EDGE = QColor("#7a7a7a")
GOLD = QColor("#e0a526")
INK = QColor("#222222")
SKIN = QColor("#f7e2c6")
HAIR = QColor("#7a4a22")
