"""What the settings dialog and its tabs share: the combos' keys and the bounds of the match's end."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import QComboBox, QWidget

from ....engine.options import PRESETS

CUSTOM = "custom"
PRESET_KEYS: tuple[str, ...] = (*PRESETS, CUSTOM)
MIN_TARGET = 1
MAX_TARGET = 10000
MIN_DEALS = 1
MAX_DEALS = 100
# Shown in the deals box while the match is played to a points target, so
# switching to a fixed number of deals starts from a sensible length.
DEFAULT_DEALS = 12


def combo(keys: tuple[str, ...] | tuple[float, ...]) -> QComboBox:
    """A combo whose items carry the stored keys as data; ``retranslate`` fills in the words."""
    combo = QComboBox()
    for key in keys:
        combo.addItem(str(key), key)
    return combo


def select(combo: QComboBox, key: object) -> None:
    index = combo.findData(key)
    if index >= 0:
        combo.setCurrentIndex(index)


def set_item_words(combo: QComboBox, words: Mapping[Any, str]) -> None:
    for index in range(combo.count()):
        combo.setItemText(index, words[combo.itemData(index)])


def parse_target(text: str) -> int | None:
    text = text.strip()
    if not text.isascii() or not text.isdecimal():
        return None
    value = int(text)
    return value if MIN_TARGET <= value <= MAX_TARGET else None


class TargetValidator(QIntValidator):
    """Whole numbers of points; half-typed text is put back to the target in use when the player leaves the box."""

    def __init__(self, current: Callable[[], int], parent: QWidget) -> None:
        super().__init__(MIN_TARGET, MAX_TARGET, parent)
        self._current = current
        # Plain digits only: a locale's group separator would make "1.001" mean different things.
        self.setLocale(QLocale.c())

    def fixup(self, text: str) -> str:
        # Otherwise "" or "0" stays on screen while another number is the one used.
        return str(self._current())
