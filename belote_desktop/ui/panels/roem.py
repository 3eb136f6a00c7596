"""The "Roem!" panel (klaverjas with ``auto_roem`` off, KLAVERJAS.md K6): the player calls the roem of the trick
lying on the table, and gathers the last trick they won.

The button is there while a finished trick lies on the table, whatever the trick holds, so that it gives nothing
away; a call for a trick without roem is refused with its rule. After the eighth trick, when the player won it,
"Gather the trick" ends the deal (a "Roem!" gathers it too).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget


class RoemPanel(QWidget):
    """Emits ``roem_called`` for "Roem!" (key R) and ``gather_chosen`` for "Gather the trick" (Enter)."""

    roem_called = Signal()
    gather_chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roem_panel")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        self.roem_button = QPushButton()
        self.roem_button.setObjectName("roem")
        self.roem_button.clicked.connect(self.roem_called)
        self.gather_button = QPushButton()
        self.gather_button.setObjectName("gather")
        self.gather_button.clicked.connect(self.gather_chosen)
        row.addWidget(self.roem_button)
        row.addWidget(self.gather_button)
        # The bidding panel's dark plate with its gold edge, floating over the felt.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#roem_panel { background: rgba(12, 32, 22, 230); border: 1px solid #c9a64a;"
                           " border-radius: 10px; }")
        # R calls roem, as P passes in the bidding panel: only while the panel shows.
        QShortcut(QKeySequence(Qt.Key.Key_R), self, self.roem_button.click)
        # Enter gathers, as the button says, wherever the keyboard is on the table; only while the player is asked
        # to gather: while a trick lies, Enter is the card ring's.
        self._enter = [QShortcut(QKeySequence(key), self, self.gather_button.click)
                       for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)]
        for shortcut in self._enter:
            shortcut.setEnabled(False)
        self.gather_button.hide()
        self.retranslate()

    def show_for(self, lying: bool, gathering: bool) -> None:
        """``lying``: a trick lies and may be called; ``gathering``: the player is asked to gather the last trick."""
        self.roem_button.setVisible(lying)
        self.gather_button.setVisible(gathering)
        self.gather_button.setDefault(gathering)
        for shortcut in self._enter:
            shortcut.setEnabled(gathering)
        self.setVisible(lying or gathering)
        if self.isVisible():
            self.adjustSize()
            self.raise_()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Roem"))
        self.roem_button.setText(self.tr("Roem!"))
        self.roem_button.setToolTip(self.tr("Call the roem of the trick on the table (R); it counts for the team "
                                            "that won the trick."))
        self.gather_button.setText(self.tr("Gather the trick"))
        self.gather_button.setToolTip(self.tr("Take in the last trick and end the deal (Enter)."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["RoemPanel"]
