"""The statistics window: the player's record per rule variant and computer-player levels.

Read-only view of a ``storage.Statistics``: one column per record (its rules and levels in the
column's heading), one row per figure, so a player with one or two records reads a narrow
table top to bottom instead of scrolling a wide one. Resetting is the caller's job: after the
player confirms, the dialog emits ``reset_requested`` (the caller clears and saves the
statistics) and empties its own table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...storage.statistics import ASSISTED, EXPERT, Counters, Statistics, StatsKey

(COL_VARIANT, COL_PARTNER, COL_OPPONENTS, COL_MATCHES, COL_WON, COL_WIN_RATE, COL_DEALS, COL_TAKEN, COL_MADE,
 COL_SUCCESS, COL_THEIR_TAKEN, COL_THEIR_MADE, COL_CAPOTS, COL_AVERAGE_US, COL_AVERAGE_THEM, COL_LAST_RAISES,
 COL_LAST_RAISES_MADE) = range(17)
COLUMNS = 17  # the figures of one record, by the COL_ numbers; the first three head its column
FIGURES = range(COL_MATCHES, COL_LAST_RAISES)  # the table's rows
# Rows shown only once a record holds a last raise (R5 ``last_raise``): most players never meet the rule.
LAST_RAISE_FIGURES = (COL_LAST_RAISES, COL_LAST_RAISES_MADE)
NO_VALUE = "–"  # a rate or an average with nothing to divide by


class StatisticsDialog(QDialog):
    """A table of ``Statistics.rows()``, a summary line, Reset statistics and Close."""

    reset_requested = Signal()

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self._rows: list[tuple[StatsKey, Counters]] = []
        self._texts: list[dict[int, str]] = []  # per record, every figure by its COL_ number

        self.summary = QLabel()
        self.summary.setObjectName("statisticsSummary")
        self.table = QTableWidget(len(FIGURES), 0)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the next control; the arrows move in the table
        self.table.setObjectName("statisticsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetStatisticsButton")
        self.reset_button.clicked.connect(self._ask_reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        # ResetRole: pressing it neither accepts nor closes the dialog.
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.set_statistics(stats)

    # ------------------------------------------------------------------ public
    def set_statistics(self, stats: Statistics) -> None:
        self._rows = stats.rows()  # copies: the caller's statistics may change while the dialog is open
        self.retranslate()

    def record_count(self) -> int:
        return len(self._texts)

    def cell_text(self, record: int, figure: int) -> str:
        """What the dialog shows of ``figure`` (a COL_ number) for the ``record``-th record."""
        figures = self.figures()
        if figure in figures:
            item = self.table.item(figures.index(figure), record)
            return "" if item is None else item.text()
        return self._texts[record][figure] if record < len(self._texts) else ""

    # ------------------------------------------------------------------ reset
    def _ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget the results of every match played so far? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._rows = []
        self._fill()
        self.reset_requested.emit()

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setAccessibleName(self.tr("Results by rules and levels"))  # named for a reader (issue 35, D9)
        self.reset_button.setText(self.tr("Reset statistics"))
        self.reset_button.setToolTip(self.tr("Forget every result kept so far."))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        headers = [
            (self.tr("Rules"), ""),
            (self.tr("Partner"), self.tr("Level of your computer partner")),
            (self.tr("Opponents"), self.tr("Level of the computer opponents")),
            (self.tr("Matches"), self.tr("Matches played to the end")),
            (self.tr("Won"), self.tr("Matches your team won")),
            (self.tr("Win rate"), ""),
            (self.tr("Deals"), self.tr("Deals played, not counting deals everyone passed")),
            (self.tr("Contracts"), self.tr("Contracts your team took")),
            (self.tr("Made"), self.tr("Contracts your team took and made")),
            (self.tr("Success"), self.tr("Share of your team's contracts that were made")),
            (self.tr("Their contracts"), self.tr("Contracts the opponents took")),
            (self.tr("Made by them"), self.tr("Contracts the opponents took and made")),
            (self.tr("Capots"), self.tr("Deals in which your team took all eight tricks")),
            (self.tr("Points per deal (us)"), self.tr("Average points your team scored per deal")),
            (self.tr("Points per deal (them)"), self.tr("Average points the opponents scored per deal")),
            (self.tr("Last raises"), self.tr("Contracts your team raised once more after three passes")),
            (self.tr("Made after a last raise"), self.tr("Raised contracts your team made")),
        ]
        self._headers = headers
        self._fill()

    def figures(self) -> list[int]:
        """The table's rows, by COL_ number: the last raise's once a record holds one."""
        raised = any(c.last_raises for _, c in self._rows)
        return [*FIGURES, *(LAST_RAISE_FIGURES if raised else ())]

    # ------------------------------------------------------------------ filling
    def _fill(self) -> None:
        self._texts = [{
            COL_VARIANT: self._variant_name(key.variant),
            COL_PARTNER: self._level_name(key.partner_level),
            COL_OPPONENTS: self._level_name(key.opponent_level),
            COL_MATCHES: _count(c.matches_played),
            COL_WON: _count(c.matches_won),
            COL_WIN_RATE: self._percent(c.win_rate),
            COL_DEALS: _count(c.deals_played),
            COL_TAKEN: _count(c.contracts_taken),
            COL_MADE: _count(c.contracts_made),
            COL_SUCCESS: self._percent(c.success_rate),
            COL_THEIR_TAKEN: _count(c.opponent_contracts_taken),
            COL_THEIR_MADE: _count(c.opponent_contracts_made),
            COL_CAPOTS: _count(c.capots),
            COL_AVERAGE_US: _average(c.average_us),
            COL_AVERAGE_THEM: _average(c.average_them),
            COL_LAST_RAISES: _count(c.last_raises),
            COL_LAST_RAISES_MADE: _count(c.last_raises_made),
        } for key, c in self._rows]
        figures = self.figures()
        self.table.setRowCount(len(figures))
        for row, figure in enumerate(figures):
            title, tip = self._headers[figure]
            header = QTableWidgetItem(title)
            header.setToolTip(tip)
            self.table.setVerticalHeaderItem(row, header)
        self.table.setColumnCount(len(self._texts))
        self.table.setVisible(bool(self._texts))
        for record, texts in enumerate(self._texts):
            # The record's rules and levels head its column, on three lines.
            lines = [texts[COL_VARIANT],
                     self.tr("%1: %2").replace("%1", self._headers[COL_PARTNER][0]).replace("%2", texts[COL_PARTNER]),
                     self.tr("%1: %2").replace("%1", self._headers[COL_OPPONENTS][0]).replace(
                         "%2", texts[COL_OPPONENTS])]
            play = self._rows[record][0].play
            if play == ASSISTED:  # hints, moves taken back, a deal played again, the cards played shown
                lines.append(self.tr("with hints, undo, replays or the cards played"))
            elif play == EXPERT:  # the deals the expert played again in the player's seat
                lines.append(self.tr("the expert in your seat"))
            heading = "\n".join(lines)
            self.table.setHorizontalHeaderItem(record, QTableWidgetItem(heading))
            for row, figure in enumerate(figures):
                item = QTableWidgetItem(texts[figure])
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, record, item)
        self._fit()
        matches = sum(c.matches_played for _, c in self._rows)
        won = sum(c.matches_won for _, c in self._rows)
        if not self._rows:
            self.summary.setText(self.tr("No statistics yet: they are kept from the first deal you play."))
        else:
            # %n picks the plural form for the matches; %1 is the number won.
            self.summary.setText(self.tr("%n matches played to the end, %1 won", "", matches)
                                 .replace("%1", _count(won)))
        self.reset_button.setEnabled(bool(self._rows))

    def _fit(self) -> None:
        """As big as the table needs, up to most of the screen: no scroll bar for a few records."""
        table = self.table
        table.resizeColumnsToContents()
        table.resizeRowsToContents()
        rows, columns = table.verticalHeader(), table.horizontalHeader()
        width = rows.sizeHint().width() + columns.length()
        height = columns.sizeHint().height() + rows.length()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        most_w, most_h = (screen.width() * 0.8, screen.height() * 0.8) if screen is not None else (1400, 900)
        table.setMinimumSize(int(min(width + 2 * table.frameWidth() + 4, most_w)),
                             int(min(height + 2 * table.frameWidth() + 4, most_h * 0.8)))
        self.adjustSize()

    def _percent(self, rate: float | None) -> str:
        if rate is None:
            return NO_VALUE
        return self.tr("%1%", "a percentage, e.g. 62%").replace("%1", QLocale().toString(round(rate * 100)))

    def _variant_name(self, variant: str) -> str:
        names = {"classic": self.tr("Classic"), "coinche": self.tr("Coinche"), "contree": self.tr("Contrée"),
                 "klaverjas": QCoreApplication.translate("Klaverjas", "Klaverjassen")}
        return names.get(variant, variant)

    def _level_name(self, level: str) -> str:
        names = {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard"),
                 "expert": self.tr("Expert")}
        return names.get(level, level)


def _count(n: int) -> str:
    return QLocale().toString(n)


def _average(value: float | None) -> str:
    return NO_VALUE if value is None else QLocale().toString(value, "f", 1)
