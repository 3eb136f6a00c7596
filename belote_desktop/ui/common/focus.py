"""Where the keyboard focus goes when a panel over the table is done with.

A panel whose focused button is disabled or hidden hands the focus on down Qt's focus chain, and
the next in the chain is one of the hand's card slots (``ui.access``): the slot takes it as the
player's choice and rings that card, so a mouse player's bid or announcement put a ring on a card
nobody chose. The focus is let go of first; the window gives it to the table.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget


def let_go_of_focus(panel: QWidget) -> None:
    """Take the focus from whatever inside ``panel`` has it, without passing it on."""
    focus = QApplication.focusWidget()
    if focus is not None and panel.isAncestorOf(focus):
        focus.clearFocus()


__all__ = ["let_go_of_focus"]
