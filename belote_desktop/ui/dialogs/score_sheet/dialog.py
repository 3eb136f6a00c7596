"""The score sheet in a window of its own: the sheet, "Copy as text" and Close, and a word when the sheet
is on the clipboard."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ....engine.match import Match
from ...common.on_screen import fitting_size
from .sheet import COPY_SHEET_KEY, ScoreSheet

NOTE_MS = 5000  # how long "on the clipboard" stays under the sheet


class ScoreSheetDialog(QDialog):
    """The score sheet in its own window with "Copy as text" and Close; the main window
    keeps one and calls ``refresh`` after each deal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet = ScoreSheet(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copy_as_text")
        self.copy_button.setAutoDefault(False)  # Enter in the table reviews a deal; it never copies
        self.copy_button.clicked.connect(self.sheet.copy_text)
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        # Said where the player looks after copying, for a few seconds.
        self.note = QLabel()
        self.note.setObjectName("copied_note")
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.setInterval(NOTE_MS)
        self._note_timer.timeout.connect(self.note.clear)
        self.sheet.copied.connect(self._tell_copied)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sheet, 1)
        layout.addLayout(bottom)
        # Wide enough for every column of a coinche match and tall enough for the graph and ten deals where the
        # screen allows; the totals stay in view below the deals at any size.
        self.resize(fitting_size(self, 980, 720))
        self.sheet.table.setFocus()  # the keys start in the deals (arrows, Enter to review), as before the graph
        self.retranslate()

    def refresh(self, match: Match, names: dict[int, str], human_seat: int, four_colour: bool = False,
                team_names: tuple[str, str] | None = None, cloth: str = "green") -> None:
        self.sheet.refresh(match, names, human_seat, four_colour, team_names, cloth)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.sheet.copy_text()  # from outside the table, where nothing is chosen
            return
        super().keyPressEvent(event)

    def _tell_copied(self) -> None:
        self.note.setText(self.tr("The score sheet is on the clipboard."))
        self._note_timer.start()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self.copy_button.setText(self.tr("Copy as &text"))
        key = QKeySequence(COPY_SHEET_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        self.copy_button.setToolTip(self.tr("Put the whole score sheet on the clipboard as plain text (%1)")
                                    .replace("%1", key))
        self.copy_button.setAccessibleName(self.tr("Copy the score sheet as text"))
