"""The dialog shown after an unexpected error: a calm sentence, the details on request, a way to copy them.

The player is told the game goes on and where the report was saved; the
technical details stay folded away until asked for, since they are meant for
a bug report rather than for reading during a game.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

# How many reports the details box holds; further errors are only counted, so an error that repeats
# on every timer tick cannot make the box (and the memory behind it) grow without end.
MAX_REPORTS_SHOWN = 10


class ErrorDialog(QDialog):
    """One error report (and any that follow while it is open), with Copy details and Close."""

    def __init__(self, details: str, log_path: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("error_dialog")
        self.setMinimumWidth(440)  # the sentence and the log's path on two or three lines, not five
        self.log_path = log_path
        self.reports = 1
        self.not_shown = 0  # reports past MAX_REPORTS_SHOWN: counted, not added

        self.message = QLabel()
        self.message.setObjectName("error_message")
        self.message.setWordWrap(True)
        # The log's path can be selected and pasted into a file manager or a bug report.
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.more = QLabel()
        self.more.setObjectName("error_more")
        self.more.setWordWrap(True)  # a long count sentence must not run past the edge
        self.more.hide()
        self.details_box = QPlainTextEdit(details.rstrip("\n"))
        self.details_box.setObjectName("error_details")
        self.details_box.setReadOnly(True)
        self.details_box.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # tracebacks read by their lines
        self.details_box.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details_box.setMinimumSize(560, 220)  # wide enough for a traceback's usual lines
        self.details_box.hide()

        self.toggle_button = QPushButton()
        self.toggle_button.setObjectName("toggle_details")
        self.toggle_button.setCheckable(True)
        self.toggle_button.toggled.connect(self.show_details)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copy_details")
        self.copy_button.clicked.connect(self.copy_details)
        self.close_button = QPushButton()
        self.close_button.setObjectName("close_error")
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)

        buttons = QHBoxLayout()
        buttons.addWidget(self.toggle_button)
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.more)
        layout.addWidget(self.details_box, 1)
        layout.addLayout(buttons)
        self.retranslate()

    def details(self) -> str:
        return self.details_box.toPlainText()

    def append_details(self, report: str) -> None:
        """Another error happened while this dialog was open: add it below the first."""
        self.reports += 1
        if self.reports <= MAX_REPORTS_SHOWN:
            self.details_box.appendPlainText("\n" + report.rstrip("\n"))
        else:
            self.not_shown += 1
        self._update_more()

    def copy_details(self) -> None:
        clipboard = QApplication.clipboard()
        text = self.details()
        if self.not_shown:
            text += "\n" + self._not_shown_text()
        clipboard.setText(text)

    def show_details(self, shown: bool) -> None:
        self.details_box.setVisible(shown)
        self._update_toggle()
        self.adjustSize()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Belote Desktop: error"))
        if self.log_path is not None:
            self.message.setText(self.tr("Something went wrong. The game can go on; the details were saved to %1.")
                                 .replace("%1", str(self.log_path)))
        else:
            self.message.setText(self.tr("Something went wrong. The game can go on; the details could not be "
                                         "saved, so please copy them from here."))
        self.copy_button.setText(self.tr("&Copy details"))
        self.close_button.setText(self.tr("Close"))
        self._update_toggle()
        self._update_more()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_toggle(self) -> None:
        shown = self.toggle_button.isChecked()
        self.toggle_button.setText(self.tr("Hide &details") if shown else self.tr("Show &details"))

    def _update_more(self) -> None:
        if self.reports <= 1:
            return
        # %n rather than %1: Qt picks the translation's plural form from the number.
        text = self.tr("%n more error(s) happened while this window was open.", "", self.reports - 1)
        if self.not_shown:
            text += " " + self._not_shown_text()
        self.more.setText(text)
        self.more.show()

    def _not_shown_text(self) -> str:
        return self.tr("The last %n are not shown here.", "", self.not_shown)
