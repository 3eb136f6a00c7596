"""The deal summary's figures as a real table (issue 35, D10): a line per count, a column per team.

Laid out as labels in a grid, the numbers were loose texts to a screen reader: it read "103" with
no line and no team, and a dialog's reading skipped them. In a table each figure is a cell with
its line's caption as the row header and its team (and the team's part, takers or defence) as
the column header, so a reader says "Card points, You & Partner, 103" and the arrows walk it.
It still looks like the figures of a sum: no grid, captions on the left, numbers on the right,
the bold lines bold and a rule drawn above the lines that add up the ones before them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...common.fonts import bold

COLUMN_PADDING = 28  # room between the number columns, as the grid's spacing was


class _RuleAbove(QStyledItemDelegate):
    """Draws a rule along the top of the given rows, as under a column of figures to add."""

    def __init__(self, rows: set[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
              ) -> None:
        super().paint(painter, option, index)
        if index.row() in self.rows:
            painter.save()
            painter.setPen(option.palette.color(QPalette.ColorRole.Mid))  # type: ignore[attr-defined]
            rect = option.rect  # type: ignore[attr-defined]
            painter.drawLine(rect.topLeft(), rect.topRight())
            painter.restore()


class Breakdown(QTableWidget):
    """``lines`` are the rows' keys; ``teams`` the engine team of each column (the player's first)."""

    def __init__(self, lines: Sequence[str], teams: tuple[int, int], ruled: Iterable[str] = (),
                 bold_lines: Iterable[str] = (), parent: QWidget | None = None) -> None:
        super().__init__(len(lines), len(teams), parent)
        self.lines = tuple(lines)
        self.teams = teams
        self._bold = set(bold_lines)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)  # Tab goes on to the buttons; the arrows move in the table
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a reader Tabs into it and walks it with the arrows
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setFrameShape(QTableWidget.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setCornerButtonEnabled(False)
        self.setStyleSheet("QTableCornerButton::section { background: transparent; border: none; }")
        palette = self.palette()  # on the dialog's own background, as the labels were
        palette.setColor(QPalette.ColorRole.Base, palette.color(QPalette.ColorRole.Window))
        self.setPalette(palette)
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionsClickable(False)
            header.setHighlightSections(False)
            header.setFrameShape(QHeaderView.Shape.NoFrame)
            header.setStyleSheet("QHeaderView::section { background: transparent; border: none; padding: 1px 0px; }")
        self.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        ruled_rows = {self.lines.index(key) for key in ruled}
        self.setItemDelegate(_RuleAbove(ruled_rows, self))
        for row, key in enumerate(self.lines):
            caption = QTableWidgetItem()
            caption.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.setVerticalHeaderItem(row, caption)
            for column in range(len(teams)):
                value = QTableWidgetItem()
                value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, column, value)
            if key in self._bold:
                for item in (caption, *(self.item(row, c) for c in range(len(teams)))):
                    item.setFont(bold(self.font()))
        for column in range(len(teams)):
            header = QTableWidgetItem()
            header.setFont(bold(self.font()))
            header.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            self.setHorizontalHeaderItem(column, header)

    # ------------------------------------------------------------------ filling
    def set_team(self, team: int, name: str, role: str, said: str) -> None:
        """The column of engine team ``team``: its name, and under it its part in the deal ("takers"); ``said``:
        both as a reader says them ("You & Partner, takers"), not as two lines."""
        item = self.horizontalHeaderItem(self.teams.index(team))
        item.setText(f"{name}\n{role}" if role else name)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said)

    def set_caption(self, key: str, text: str) -> None:
        self.verticalHeaderItem(self.lines.index(key)).setText(text)

    def set_value(self, key: str, team: int, text: str) -> None:
        self.item(self.lines.index(key), self.teams.index(team)).setText(text)

    def show_line(self, key: str, shown: bool) -> None:
        self.setRowHidden(self.lines.index(key), not shown)

    # ------------------------------------------------------------------ reading
    def value_text(self, key: str, team: int) -> str:
        return self.item(self.lines.index(key), self.teams.index(team)).text()

    def caption_text(self, key: str) -> str:
        return self.verticalHeaderItem(self.lines.index(key)).text()

    def team_text(self, team: int) -> str:
        """The column header of engine team ``team`` (its name, a line break and its part)."""
        return self.horizontalHeaderItem(self.teams.index(team)).text()

    def line_shown(self, key: str) -> bool:
        return not self.isRowHidden(self.lines.index(key))

    # ------------------------------------------------------------------ size
    def fit(self) -> None:
        """As tall as its shown lines, no scrolling; the numbers' columns as wide as their widest figure."""
        metrics = self.fontMetrics()
        bold_metrics = QFontMetrics(bold(self.font()))  # the headers and the bold lines
        for column in range(self.columnCount()):
            texts = [self.horizontalHeaderItem(column).text(), *(self.item(r, column).text()
                                                                    for r in range(self.rowCount()))]
            widest = max((bold_metrics.horizontalAdvance(line) for t in texts for line in t.split("\n")), default=0)
            self.setColumnWidth(column, max(widest, metrics.horizontalAdvance("0000")) + COLUMN_PADDING)
        self.horizontalHeader().resizeSections(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        height = self.horizontalHeader().sizeHint().height()
        height += sum(self.rowHeight(row) for row in range(self.rowCount()) if not self.isRowHidden(row))
        self.setFixedHeight(height + 2 * self.frameWidth() + 2)
        self._stretch_captions()

    def _stretch_captions(self) -> None:
        # The captions take the room the numbers leave, so the numbers stand at the right edge.
        numbers = sum(self.columnWidth(column) for column in range(self.columnCount()))
        wanted = max(self.verticalHeader().sizeHint().width(), self.width() - 2 * self.frameWidth() - numbers)
        if self.verticalHeader().width() != wanted:
            self.verticalHeader().setFixedWidth(wanted)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._stretch_captions()


__all__ = ["Breakdown"]
