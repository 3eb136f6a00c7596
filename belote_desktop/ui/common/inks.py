"""Colours that carry meaning: a suit's ink on any background, and how a deal ended."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from ...engine.scoring import DealScore
from ..cards.style import FOUR_COLOUR, TWO_COLOUR

MADE_COLOUR = QColor("#2e8b57")
FAILED_COLOUR = QColor("#c0392b")
LITIGE_COLOUR = QColor("#b7791f")


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def suit_colour(suit: int, four_colour: bool) -> QColor:
    """The suit's ink, lightened for a dark panel (the table's plates): pure black would vanish on it."""
    colour = (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]
    if colour.lightness() < 60:
        return QColor("#f4f1e8")
    return colour.lighter(135)


def suit_ink(suit: int, palette: QPalette, four_colour: bool = False) -> QColor:
    """The suit's colour for text on ``palette``'s background: the card's own ink on a light background,
    the table's lightened ink on a dark one (black spades would vanish on a dark theme)."""
    if is_dark(palette):
        return suit_colour(suit, four_colour)
    return QColor((FOUR_COLOUR if four_colour else TWO_COLOUR)[suit])


def result_colour(result: DealScore | None, palette: QPalette | None = None) -> QColor | None:
    """Green made, red failed, amber litige; lightened on a dark background to stay readable."""
    if result is None:
        return None
    colour = LITIGE_COLOUR if result.litige else MADE_COLOUR if result.made else FAILED_COLOUR
    if palette is not None and is_dark(palette):
        return colour.lighter(145)
    return QColor(colour)


def problem_colour(palette: QPalette) -> QColor:
    """What went wrong, under a box the player typed in: the failed contract's red, lightened on a dark background."""
    return FAILED_COLOUR.lighter(145) if is_dark(palette) else QColor(FAILED_COLOUR)
