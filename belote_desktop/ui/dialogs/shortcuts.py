"""Help > Keyboard shortcuts: every key of the game in one table, in the player's language.

The menus' keys are read from the window's own actions when the dialog opens, so the table can
never disagree with them; the keys of the table, the bidding and the declarations (shortcuts of
their panels, which have no menu item) are listed here with their words. Key names are Qt's
native text ("Ctrl+N", "Strg+N" in German), translated with Qt's own catalogue.

Only keys of an ordinary keyboard are listed. The platform gives a standard action more keys
than that (on X11 Undo is also F14, the Sun keyboard's Undo key, and the Undo and Exit keys of
multimedia keyboards): they still work, but a player looking for a key to press would only
wonder where they are.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenuBar,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..access import query_keys as asking
from ..common.fonts import bold
from ..common.on_screen import fitting_size

Row = tuple[str, str]  # the keys, what they do


# The keys every keyboard has, beside those that type a character: Escape to Page Down (Tab,
# Backspace, Enter, Insert, Delete, Home, End, the arrows, ...) and F1 to F12.
ORDINARY_KEYS = range(int(Qt.Key.Key_Escape), int(Qt.Key.Key_PageDown) + 1)
FUNCTION_KEYS = range(int(Qt.Key.Key_F1), int(Qt.Key.Key_F12) + 1)
TYPED = int(Qt.Key.Key_Escape)  # below it, a key is named by the character it types


def pressable(sequence: QKeySequence) -> bool:
    """Whether every key of ``sequence`` is on an ordinary keyboard (not F13 and up, nor a
    multimedia or a Sun keyboard's Undo, Redo, Open, Help or Exit key)."""
    if sequence.isEmpty():
        return False
    for index in range(sequence.count()):
        key = int(sequence[index].key())
        if not (key < TYPED or key in ORDINARY_KEYS or key in FUNCTION_KEYS):
            return False
    return True


def native(*sequences: QKeySequence | str | Qt.Key) -> str:
    """Keys as the platform writes them, joined by " / "."""
    return " / ".join(QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText) for s in sequences)


def menu_rows(menu_bar: QMenuBar) -> list[Row]:
    """Every menu item that has a key, in menu order, each once (Rules is in two menus)."""
    rows: list[Row] = []
    seen: set[int] = set()
    for menu_action in menu_bar.actions():
        menu = menu_action.menu()
        if menu is None:
            continue
        for action in menu.actions():
            shortcuts = [s for s in action.shortcuts() if pressable(s)] if isinstance(action, QAction) else []
            if not shortcuts or id(action) in seen:
                continue
            seen.add(id(action))
            names = [s.toString(QKeySequence.SequenceFormat.NativeText) for s in shortcuts]
            keys = " / ".join(dict.fromkeys(names))  # each once, in the action's order
            words = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()
            rows.append((keys, words))
    return rows


def asking_rows() -> list[Row]:
    """The keys that ask the table and go to a suit (``access.query_keys``, which the window binds too)."""
    rows = [(native(key), asking.question_words(question)) for key, question in asking.QUESTIONS]
    rows.append((native(asking.BACK_KEY, asking.FORWARD_KEY), asking.back_words()))
    rows.append((native(*asking.SUIT_KEYS), asking.suit_words()))
    rows.append((native(asking.PREVIOUS_SUIT_KEY, asking.NEXT_SUIT_KEY), asking.suit_step_words()))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, menu_bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self._menu_bar = menu_bar
        self.table = QTableWidget(0, 2)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the next control; the arrows move in the table
        self.table.setObjectName("shortcuts")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setShowGrid(False)
        self.table.verticalHeader().setVisible(False)
        # A long description wraps onto a second line rather than being cut short with "…".
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.resize(fitting_size(self, 620, 640))
        self.retranslate()

    def sections(self) -> list[tuple[str, list[Row]]]:
        return [
            (self.tr("Menus"), [
                (native(Qt.Key.Key_F10), self.tr("Open the first menu (the arrows go on to the others)")),
                *menu_rows(self._menu_bar),
            ]),
            (self.tr("At the table"), [
                (native(Qt.Key.Key_Left, Qt.Key.Key_Right), self.tr("Choose one of your cards")),
                (native(Qt.Key.Key_Home, Qt.Key.Key_End), self.tr("Choose your first or last card")),
                (native(Qt.Key.Key_Return, Qt.Key.Key_Space),
                 self.tr("At your turn, play the chosen card; with none chosen, your first playable card")),
                (native(Qt.Key.Key_Tab), self.tr("Go from card to card (a screen reader reads each one)")),
                (native(Qt.Key.Key_Escape), self.tr("Leave full screen")),
            ]),
            (self.tr("Asking the table"), asking_rows()),
            (self.tr("Bidding"), [
                ("P", self.tr("Pass")),
                ("T", self.tr("Take: the up-card's suit, or the first suit allowed")),
                (native("1", "2", "3", "4"), self.tr("Choose a suit (classic, second round: take it)")),
                (native("5", "6"), self.tr("Sans atout, tout atout")),
                (native(Qt.Key.Key_Up, Qt.Key.Key_Down, "+", "-"), self.tr("Raise or lower the bid")),
                (native(Qt.Key.Key_Return),
                 self.tr("Make the call the hint set up (marked in gold), or bid the value and trump chosen")),
                ("C", self.tr("Coinche (contre in contrée)")),
                ("S", self.tr("Surcoinche (surcontre in contrée)")),
                ("K", self.tr("Keep the contract at the last raise")),
            ]),
            (self.tr("Declarations"), [
                (native("1", "2", "3"), self.tr("Tick or untick a declaration")),
                (native(Qt.Key.Key_Return), self.tr("Announce the ticked declarations")),
                ("N", self.tr("Keep your declarations to yourself")),
            ]),
            (self.tr("Game record"), [
                (native(Qt.Key.Key_Left, Qt.Key.Key_Right), self.tr("A card back or forward")),
                (native(Qt.Key.Key_PageUp, Qt.Key.Key_PageDown), self.tr("A trick back or forward")),
                (native(QKeySequence(QKeySequence.StandardKey.MoveToStartOfDocument),
                        QKeySequence(QKeySequence.StandardKey.MoveToEndOfDocument)),
                 self.tr("The start or the end of the record")),
                (native(QKeySequence(QKeySequence.StandardKey.Close), Qt.Key.Key_Escape), self.tr("Close the record")),
            ]),
        ]

    def rows(self) -> list[Row]:
        """Every key and its words, sections included (a section is a row with no key)."""
        out: list[Row] = []
        for title, rows in self.sections():
            out.append(("", title))
            out.extend(rows)
        return out

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))  # named for a reader (issue 35, D9)
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        rows = self.rows()
        self.table.clearSpans()
        self.table.setRowCount(len(rows))
        for row, (keys, words) in enumerate(rows):
            if not keys:  # a section's title, in bold across the table
                title = QTableWidgetItem(words)
                title.setFont(bold(self.table.font()))
                self.table.setItem(row, 0, title)
                self.table.setItem(row, 1, QTableWidgetItem(""))
                self.table.setSpan(row, 0, 1, 2)
                continue
            self.table.setItem(row, 0, QTableWidgetItem(keys))
            self.table.setItem(row, 1, QTableWidgetItem(words))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["ShortcutsDialog", "asking_rows", "menu_rows", "pressable"]
