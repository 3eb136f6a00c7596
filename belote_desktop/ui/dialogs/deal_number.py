"""Game > Play a deal by number: the player types a deal's number (engine.deal_numbers) and a match starts
on it. A text that is no deal number keeps the dialog open with the reason, in the player's language, under
the box and said to a screen reader (``say``); the box keeps the focus, its text selected to retype.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.deal_numbers import (
    EMPTY,
    NOT_A_NUMBER,
    SHORT_MAX,
    DealNumberError,
    format_deal_number,
    parse_deal_number,
)
from ..common.inks import problem_colour


class DealNumberDialog(QDialog):
    """Asks for a deal number; ``number_chosen`` (an int, possibly 37 digits long) once a good one is given."""

    number_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None, say: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deal_number_dialog")
        self._say = say
        self._reason: str | None = None
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.box = QLineEdit()
        self.box.setObjectName("deal_number")
        self.box.setMaxLength(80)  # a long number in groups of three, with room for spaces pasted around it
        self.box.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly)
        self.box.textEdited.connect(self._clear_problem)
        self.label = QLabel()
        self.label.setBuddy(self.box)
        self.problem = QLabel()
        self.problem.setObjectName("deal_number_problem")
        self.problem.setWordWrap(True)
        palette = self.problem.palette()
        palette.setColor(self.problem.foregroundRole(), problem_colour(palette))
        self.problem.setPalette(palette)
        self.problem.hide()
        self.play_button = QPushButton()
        self.play_button.setObjectName("play_deal")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self._try)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.label, self.box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.play_button.setDefault(True)  # once in the dialog: a button not yet in one cannot be its default
        self.box.setFocus()  # the keys go to the box at once, and Enter plays the deal typed
        self.retranslate()

    def _try(self) -> None:
        try:
            number = parse_deal_number(self.box.text())
        except DealNumberError as error:
            self._show_problem(error.reason)
            return
        self.accept()
        self.number_chosen.emit(number)

    def _show_problem(self, reason: str) -> None:
        self._reason = reason
        text = self._problem_text(reason)
        self.problem.setText(text)
        self.problem.show()
        self.adjustSize()  # taller by the message's lines: nothing above it is squeezed
        self.box.setAccessibleDescription(text)
        self.box.setFocus()
        self.box.selectAll()
        if self._say is not None:
            self._say(text)

    def _clear_problem(self) -> None:
        self._reason = None
        self.problem.hide()
        self.adjustSize()
        self.box.setAccessibleDescription("")

    def _problem_text(self, reason: str) -> str:
        if reason == EMPTY:
            return self.tr("Type the number of the deal you want to play.")
        if reason == NOT_A_NUMBER:
            return self.tr("A deal number holds digits only (spaces between groups of digits are fine).")
        return self.tr("There is no deal with this number. Deal numbers go from 1 to %1; a deal dealt from the "
                       "gathered cards has a number of 37 digits.").replace("%1", format_deal_number(SHORT_MAX))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Play a deal by number"))
        self.intro.setText(self.tr("Every deal has a number, shown in its summary and on the score sheet. The same "
                                   "number deals the same cards by the same dealer. A new match starts with that "
                                   "deal, under the rules chosen in Settings."))
        self.label.setText(self.tr("Deal &number:"))
        self.box.setAccessibleName(self.tr("Deal number"))
        self.play_button.setText(self.tr("&Play this deal"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setText(self.tr("Cancel"))
        if self._reason is not None:
            self.problem.setText(self._problem_text(self._reason))
            self.box.setAccessibleDescription(self.problem.text())


__all__ = ["DealNumberDialog"]
