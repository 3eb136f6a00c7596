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
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
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
    """``lines`` are the rows' keys; ``teams`` the engine team of each number column (the player's first).

    The first column holds the captions, so a reader that reads a whole row at a time (Orca does by default)
    says "Card points, 88, 64"; they are the row headers too (of a header not shown), for readers that name a
    cell's row as they go down a column."""

    def __init__(self, lines: Sequence[str], teams: tuple[int, int], ruled: Iterable[str] = (),
                 bold_lines: Iterable[str] = (), parent: QWidget | None = None) -> None:
        super().__init__(len(lines), 1 + len(teams), parent)
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
        palette = self.palette()  # on the dialog's own background, as the labels were
        palette.setColor(QPalette.ColorRole.Base, palette.color(QPalette.ColorRole.Window))
        self.setPalette(palette)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionsClickable(False)
        header.setHighlightSections(False)
        header.setFrameShape(QHeaderView.Shape.NoFrame)
        header.setStyleSheet("QHeaderView::section { background: transparent; border: none; padding: 1px 0px; }")
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the numbers stand at the right edge
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        ruled_rows = {self.lines.index(key) for key in ruled}
        self.setItemDelegate(_RuleAbove(ruled_rows, self))
        for row, key in enumerate(self.lines):
            caption = QTableWidgetItem()
            caption.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.setItem(row, 0, caption)
            self.setVerticalHeaderItem(row, QTableWidgetItem())
            for column in range(1, self.columnCount()):
                value = QTableWidgetItem()
                value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(row, column, value)
            if key in self._bold:
                for column in range(self.columnCount()):
                    self.item(row, column).setFont(bold(self.font()))
        for column in range(self.columnCount()):
            title = QTableWidgetItem()
            title.setFont(bold(self.font()))
            title.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            self.setHorizontalHeaderItem(column, title)

    def _column(self, team: int) -> int:
        return 1 + self.teams.index(team)

    # ------------------------------------------------------------------ filling
    def set_team(self, team: int, name: str, role: str, said: str) -> None:
        """The column of engine team ``team``: its name, and under it its part in the deal ("takers"); ``said``:
        both as a reader says them ("You & Partner, takers"), not as two lines."""
        item = self.horizontalHeaderItem(self._column(team))
        item.setText(f"{name}\n{role}" if role else name)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said)

    def set_caption(self, key: str, text: str) -> None:
        row = self.lines.index(key)
        self.item(row, 0).setText(text)
        self.verticalHeaderItem(row).setText(text)

    def set_value(self, key: str, team: int, text: str) -> None:
        self.item(self.lines.index(key), self._column(team)).setText(text)

    def show_line(self, key: str, shown: bool) -> None:
        self.setRowHidden(self.lines.index(key), not shown)

    # ------------------------------------------------------------------ reading
    def value_text(self, key: str, team: int) -> str:
        return self.item(self.lines.index(key), self._column(team)).text()

    def caption_text(self, key: str) -> str:
        return self.item(self.lines.index(key), 0).text()

    def team_text(self, team: int) -> str:
        """The column header of engine team ``team`` (its name, a line break and its part)."""
        return self.horizontalHeaderItem(self._column(team)).text()

    def line_shown(self, key: str) -> bool:
        return not self.isRowHidden(self.lines.index(key))

    # ------------------------------------------------------------------ size
    def fit(self) -> None:
        """As tall as its shown lines, no scrolling; the numbers' columns as wide as their widest figure, the
        captions' at least as wide as the longest caption."""
        bold_metrics = QFontMetrics(bold(self.font()))  # the headers and the bold lines: the widest
        for column in range(1, self.columnCount()):
            texts = [self.horizontalHeaderItem(column).text(), *(self.item(r, column).text()
                                                                    for r in range(self.rowCount()))]
            widest = max((bold_metrics.horizontalAdvance(line) for t in texts for line in t.split("\n")), default=0)
            self.setColumnWidth(column, max(widest, bold_metrics.horizontalAdvance("0000")) + COLUMN_PADDING)
        self.setMinimumWidth(self._captions_width(bold_metrics) + COLUMN_PADDING
                             + sum(self.columnWidth(c) for c in range(1, self.columnCount())))
        self.resizeRowsToContents()
        height = self.horizontalHeader().sizeHint().height()
        height += sum(self.rowHeight(row) for row in range(self.rowCount()) if not self.isRowHidden(row))
        self.setFixedHeight(height + 2 * self.frameWidth() + 2)

    def _captions_width(self, metrics: QFontMetrics) -> int:
        return max((metrics.horizontalAdvance(self.item(r, 0).text()) for r in range(self.rowCount())), default=0)


__all__ = ["Breakdown"]
