"""Fonts: the table's own (drawn in scene units) and the bold copy of a widget's font."""

from __future__ import annotations

from PySide6.QtGui import QFont

# The bundled DejaVu Sans first (resources.py loads it), then what each system has.
_FAMILIES = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans", "Noto Sans"]


def ui_font(pixel_size: float, bold: bool = False) -> QFont:
    """The table's font at ``pixel_size`` scene units: the view scales it with the table."""
    font = QFont()
    font.setFamilies(_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(pixel_size)))
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font


def bold(font: QFont, on: bool = True) -> QFont:
    """A copy of ``font`` in bold (or not): headings and totals in the dialogs."""
    out = QFont(font)
    out.setBold(on)
    return out
