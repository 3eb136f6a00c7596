"""Your declarations at the first trick, when they are not announced for you.

The engine offers the hand's best split (R7); any part of it may be
announced, or nothing. Each declaration is a checkbox, ticked to begin with;
"Announce" says the ticked ones, "Say nothing" none. Keys: Enter announces,
N says nothing, 1-9 toggle a declaration.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import Declaration
from ..common.focus import let_go_of_focus
from ..common.spoken import declaration_said
from ..common.words import declaration_words


class DeclarationPanel(QWidget):
    """Emits ``announced(tuple[Declaration, ...])`` with the ticked declarations."""

    announced = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._offered: tuple[Declaration, ...] = ()
        self.checks: list[QCheckBox] = []
        self.setObjectName("declaration_panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#declaration_panel { background: rgba(12, 32, 22, 230); border: 1px solid #c9a64a;"
                           " border-radius: 10px; } #declaration_panel QLabel, #declaration_panel QCheckBox"
                           " { color: #f3ecd6; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        self._prompt = QLabel()
        outer.addWidget(self._prompt)
        self._list = QVBoxLayout()
        outer.addLayout(self._list)
        buttons = QHBoxLayout()
        self.announce_button = QPushButton()
        self.announce_button.setObjectName("announce")
        self.announce_button.setDefault(True)
        self.announce_button.clicked.connect(self._announce)
        self.nothing_button = QPushButton()
        self.nothing_button.setObjectName("say_nothing")
        self.nothing_button.clicked.connect(lambda: self._finish(()))
        buttons.addWidget(self.announce_button)
        buttons.addWidget(self.nothing_button)
        outer.addLayout(buttons)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self).activated.connect(self._announce)
        QShortcut(QKeySequence(Qt.Key.Key_N), self).activated.connect(self.nothing_button.click)
        for number in range(9):
            QShortcut(QKeySequence(Qt.Key(Qt.Key.Key_1 + number)), self).activated.connect(
                lambda n=number: self._toggle(n))
        self.retranslate()

    def offer(self, declarations: Sequence[Declaration]) -> None:
        """Show ``declarations`` (the best split of your hand), all ticked."""
        self._offered = tuple(declarations)
        for check in self.checks:
            self._list.removeWidget(check)
            check.deleteLater()
        self.checks = []
        for decl in self._offered:
            check = QCheckBox()
            self._word(check, decl)
            check.setChecked(True)
            self._list.addWidget(check)
            self.checks.append(check)
        # Tab goes through the panel in reading order: the declarations, then Announce and Say nothing (the check
        # boxes, made last, came after the cards of the hand).
        for first, second in itertools.pairwise((*self.checks, self.announce_button, self.nothing_button)):
            QWidget.setTabOrder(first, second)
        self.adjustSize()

    def offered(self) -> tuple[Declaration, ...]:
        return self._offered

    def retranslate(self) -> None:
        self._prompt.setText(self.tr("Your declarations (say them during the first trick):"))
        self.setAccessibleName(self.tr("Declarations"))
        self.announce_button.setText(self.tr("Announce"))
        self.announce_button.setToolTip(self.tr("Announce the ticked declarations (Enter)"))
        self.nothing_button.setText(self.tr("Say nothing"))
        self.nothing_button.setToolTip(self.tr("Keep your declarations to yourself (N)"))
        for check, decl in zip(self.checks, self._offered, strict=True):
            self._word(check, decl)

    @staticmethod
    def _word(check: QCheckBox, decl: Declaration) -> None:
        check.setText(declaration_words(decl))
        check.setAccessibleName(declaration_said(decl))  # read aloud in words, not symbols

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _toggle(self, index: int) -> None:
        if index < len(self.checks):
            self.checks[index].toggle()

    def _announce(self) -> None:
        self._finish(tuple(d for d, check in zip(self._offered, self.checks, strict=True) if check.isChecked()))

    def _finish(self, chosen: tuple[Declaration, ...]) -> None:
        if not self.isVisible():
            return
        let_go_of_focus(self)
        self.hide()
        self.announced.emit(chosen)
