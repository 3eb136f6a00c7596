"""The score sheet: one row per deal of the match, read-only.

Each row shows the deal's place in the match, its dealer, the contract in words
with the trump symbol in its suit's colour, how it ended, what each team added,
each team's running total, the declarations and the deal's number (to play it
again: Ctrl+C copies it); a bold line under it, which never scrolls away,
gives the match totals. The numbers come from ``Match.history`` (what each
deal added, litige points included), never recomputed, so the sheet always
agrees with the match.

Every column is as wide as its widest cell, so no text runs into the next
column; the declarations take the width left and a cell too long for it ends
in "…" with the whole text in its tooltip, as a long deal number does.

Above the deals, a graph of both teams' running totals (``graph``), in a splitter the player
can drag; "Copy as text" puts the whole sheet on the clipboard as plain text (``text``). Ctrl+C
copies what is chosen: in the list of deals with a deal chosen, that deal's number (as before); anywhere
else in the sheet's window, or with no deal chosen, the whole sheet as text. Ctrl+Shift+C always copies
the whole sheet.

The player's own team comes first, as on a paper sheet kept by the player.
The words of contracts and results are ``ui.common.words``, shared with the
deal summary, so both describe a deal in the same words.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFontMetrics, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ....engine.deal_numbers import format_deal_number
from ....engine.families.klaverjas.result import KlaverjasScore
from ....engine.match import Match
from ....engine.scoring import DealScore
from ...common.deal_table import deals_table, shown_number
from ...common.inks import result_colour
from ...common.spoken import contract_words
from ...common.words import contract_text, declaration_short, default_team_names
from . import klaverjas as kj
from .cells import set_cell
from .columns import BELOTE_COLUMNS, SheetColumns, columns_of
from .graph import ScoreGraph
from .rich_cell import RichTextDelegate
from .text import result_words, sheet_text

# Columns of a belote sheet (``columns``: klaverjas's too); the team columns are in the player's order (own first).
COL_DEAL, COL_DEALER, COL_CONTRACT, COL_RESULT, COL_POINTS_US, COL_POINTS_THEM, COL_TOTAL_US, COL_TOTAL_THEM = range(8)
COL_DECLARATIONS = 8  # who declared what: a note beside the numbers
COL_NUMBER = 9  # the deal's number (engine.deal_numbers), to play it again: at the end, out of the figures' way
COLUMNS = 10
DEAL_NUMBER_ROLE = Qt.ItemDataRole.UserRole + 3  # the number in digits (a 37-digit one fits no Qt integer)
COPY_SHEET_KEY = "Ctrl+Shift+C"  # the whole sheet as text, wherever the keys are (Ctrl+C copies what is chosen)
GRAPH_LEAST, GRAPH_MOST = 110, 260  # pixels of the graph's first height


class ScoreSheet(QWidget):
    """The match's deals in a table; ``refresh`` rebuilds it from a ``Match``. A deal played to the end,
    double-clicked or chosen with Enter, asks for its review (``review_requested``, the deal's index)."""

    review_requested = Signal(int)
    copied = Signal()  # the whole sheet was put on the clipboard

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._names: dict[int, str] = {}
        self._human_seat = 2
        self._four_colour = False
        self._team_names: tuple[str, str] | None = None
        self._cloth = "green"

        self.caption = QLabel()
        self.caption.setObjectName("caption")
        self.caption.setWordWrap(True)
        self.columns = BELOTE_COLUMNS  # klaverjas's once a klaverjas match is shown (``_use_columns``)
        self.table = deals_table(COLUMNS, "sheet")
        self.table.setItemDelegateForColumn(COL_CONTRACT, RichTextDelegate(self.table))
        header = self.table.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

        self.table.cellActivated.connect(self._activated)
        self.graph = ScoreGraph(self)
        self.table.currentCellChanged.connect(lambda row, _c, _r, _p: self.graph.choose(row + 1 if row >= 0 else None))
        self._add_copy_number()
        self.totals = self._line_along("totals")
        self.team_line = self._line_along("team_names")  # klaverjas: each team's name over its columns
        self.team_line.hide()
        self._use_columns(BELOTE_COLUMNS, force=True)

        deals = QWidget()
        deals_layout = QVBoxLayout(deals)
        deals_layout.setContentsMargins(0, 0, 0, 0)
        deals_layout.setSpacing(0)
        deals_layout.addWidget(self.team_line)
        deals_layout.addWidget(self.table, 1)
        deals_layout.addWidget(self.totals)
        # The graph above the deals; the player drags the line between them to give either more room.
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setObjectName("graph_and_deals")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.graph)
        self.splitter.addWidget(deals)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 5)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.caption)
        layout.addSpacing(4)
        layout.addWidget(self.splitter, 1)
        self._split = False
        self.retranslate()

    def _line_along(self, name: str) -> QTableWidget:
        """A line outside the deals' scrolling, in view however many deals were played: the match totals under
        them, the team names over a klaverjas sheet. A one-row table whose columns follow the sheet's, so each
        cell stands under (or over) its column."""
        line = QTableWidget(1, COLUMNS)
        line.setObjectName(name)
        line.horizontalHeader().setVisible(False)
        line.verticalHeader().setVisible(False)
        line.setShowGrid(False)
        line.setWordWrap(False)
        line.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        line.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        line.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to choose in it: Tab goes past
        line.setTabKeyNavigation(False)
        line.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        line.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.sectionResized.connect(lambda column, _old, new: line.setColumnWidth(column, new))
        self.table.horizontalScrollBar().valueChanged.connect(line.horizontalScrollBar().setValue)
        return line

    def _use_columns(self, columns: SheetColumns, force: bool = False) -> None:
        """The columns of the match's family (``columns``): belote's, or klaverjas's points and roem per team."""
        if columns == self.columns and not force:
            return
        self.columns = columns
        for table in (self.table, self.totals, self.team_line):
            table.clearContents()
            table.clearSpans()
            table.setColumnCount(columns.count)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(columns.stretch, QHeaderView.ResizeMode.Stretch)
        # The match totals under these two are bold, so wider than any cell above them (short team names, as
        # French "Nous"/"Eux", left "12…"): sized by the code (``_fit_totals_line``), not by their cells alone.
        for column in columns.totals:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self.totals.setSpan(0, columns.deal, 1, columns.points[0])
        blocks = columns.team_blocks
        self.team_line.setVisible(blocks is not None)
        for first, width in blocks or ():
            self.team_line.setSpan(0, first, 1, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split and self.splitter.height() > 0:
            # The graph's share at first: a third of the height, readable and leaving the deals most of it.
            self._split = True
            height = self.splitter.height()
            graph = max(GRAPH_LEAST, min(GRAPH_MOST, height // 3))
            self.splitter.setSizes([graph, height - graph])

    def _fit_totals_line(self) -> None:
        columns = self.columns
        for column in columns.totals:
            needed = self.totals.sizeHintForColumn(column)
            if needed > self.table.columnWidth(column):
                self.table.setColumnWidth(column, needed)
        for (first, width), total in zip(columns.team_blocks or (), columns.totals, strict=False):
            # A team's name stands whole over its columns: its running total widens where the name is longer.
            item = self.team_line.item(0, first)
            if item is not None:
                name = QFontMetrics(item.font()).horizontalAdvance(item.text()) + 16
                short = name - sum(self.table.columnWidth(c) for c in range(first, first + width))
                if short > 0:
                    self.table.setColumnWidth(total, self.table.columnWidth(total) + short)
        lines = (self.totals, self.team_line) if columns.team_blocks else (self.totals,)
        for line in lines:
            for column in range(columns.count):
                line.setColumnWidth(column, self.table.columnWidth(column))
            line.resizeRowsToContents()
            line.setFixedHeight(line.rowHeight(0) + 2 * line.frameWidth())
            line.horizontalScrollBar().setValue(self.table.horizontalScrollBar().value())

    def _add_copy_number(self) -> None:
        """Ctrl+C (the platform's Copy) and the table's context menu copy the chosen deal's number; the menu
        copies the whole sheet too (Ctrl+Shift+C, the dialog's key)."""
        self.copy_number_action = QAction(self.table)
        self.copy_number_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Copy))
        self.copy_number_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_number_action.triggered.connect(self.copy_chosen)
        self.table.addAction(self.copy_number_action)
        # The whole sheet: Ctrl+Shift+C anywhere in its window, and in the table's context menu.
        self.copy_text_action = QAction(self)
        self.copy_text_action.setShortcut(QKeySequence(COPY_SHEET_KEY))
        self.copy_text_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.copy_text_action.triggered.connect(self.copy_text)
        self.addAction(self.copy_text_action)
        self.table.addAction(self.copy_text_action)
        # Ctrl+C outside the table (the graph, the buttons) is a key nobody takes: it comes up to the dialog
        # (``ScoreSheetDialog.keyPressEvent``), which copies the whole sheet. Not a second Copy shortcut: two
        # would be ambiguous in the table, and neither would fire.
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        # A table takes Copy for itself (the current cell's text) before any shortcut sees it.
        self.table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.matches(QKeySequence.StandardKey.Copy):
                self.copy_chosen()
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.table.currentRow() >= 0:
                # Enter on a deal reviews it, and only that: a table passes Enter on once it has acted on it,
                # and the dialog's default button (Close) closed the sheet under the review (seen under Xvfb).
                self._activated(self.table.currentRow(), self.table.currentColumn())
                return True
        return super().eventFilter(watched, event)

    def copy_chosen(self) -> None:
        """What is chosen: a deal's number; with no deal chosen, the whole sheet."""
        if self.chosen_number():
            self.copy_number()
        else:
            self.copy_text()

    def sheet_text(self) -> str:
        """The whole sheet as plain text (``text``); "" before a match is shown."""
        if self._match is None:
            return ""
        match = self._match
        return sheet_text(match, self._names, self._human_seat, self.team_names(), self.variant_and_target(match),
                          self.standing(match))

    def copy_text(self) -> None:
        text = self.sheet_text()
        if text:
            QApplication.clipboard().setText(text)
            self.copied.emit()

    def chosen_number(self) -> str:
        """The chosen deal's number, in groups of three digits ("" when no deal is chosen)."""
        row = self.table.currentRow()
        item = self.table.item(row, self.columns.number) if row >= 0 else None
        return "" if item is None else format_deal_number(int(item.data(DEAL_NUMBER_ROLE)), " ")

    def copy_number(self) -> None:
        number = self.chosen_number()
        if number:
            QApplication.clipboard().setText(number)

    def _set_number(self, row: int, number: int) -> None:
        shown, whole = shown_number(number)
        item = self._set(row, self.columns.number, shown, align_right=True)
        item.setData(DEAL_NUMBER_ROLE, str(number))
        item.setData(Qt.ItemDataRole.AccessibleTextRole, whole)
        copy = QKeySequence(QKeySequence.StandardKey.Copy).toString(QKeySequence.SequenceFormat.NativeText)
        item.setToolTip(self.tr("Deal number %1 (%2 copies it)").replace("%1", whole).replace("%2", copy))

    def _activated(self, row: int, _column: int) -> None:
        match = self._match
        if match is not None and row < len(match.deals) and match.deals[row].is_over:
            self.review_requested.emit(row)

    # ------------------------------------------------------------------ public
    def refresh(self, match: Match, names: dict[int, str], human_seat: int, four_colour: bool = False,
                team_names: tuple[str, str] | None = None, cloth: str = "green") -> None:
        """Rebuild the sheet from ``match``; ``team_names`` (own team first)
        replaces "You & Partner" / "Opponents"; ``cloth``: the table's, under the graph."""
        self._match = match
        self._cloth = cloth
        self._names = dict(names)
        self._human_seat = human_seat
        self._four_colour = four_colour
        self._team_names = team_names
        self._use_columns(columns_of(match.options.variant))
        self.retranslate()  # the headers too: a klaverjas match's columns of points and roem

    def team_order(self) -> tuple[int, int]:
        """The engine's team indexes (0 NS, 1 EW) in column order: the player's own first."""
        us = self._human_seat & 1
        return us, us ^ 1

    def team_names(self) -> tuple[str, str]:
        return self._team_names or default_team_names()

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.table.setToolTip(self.tr("Double-click a deal, or choose it and press Enter, to review its moves."))
        self.table.setAccessibleName(self.tr("Deals of the match"))  # named for a reader (issue 35, D9)
        self.totals.setAccessibleName(self.tr("Match total"))
        self.team_line.setAccessibleName(kj.teams_name())
        columns = self.columns
        us, them = self.team_names()
        labels = {columns.deal: self.tr("Deal"), columns.dealer: self.tr("Dealer"),
                  columns.contract: self.tr("Contract"), columns.result: self.tr("Result"),
                  columns.number: self.tr("Number")}
        header_tips = {columns.number: self.tr("The deal's number: Game > Play a deal by number deals its cards again")}
        said: dict[int, str] = {}  # to a screen reader, a column whose label does not name its team
        for name, points, total in zip((us, them), columns.points, columns.totals, strict=True):
            header_tips[total] = self.tr("Running total of %1").replace("%1", name)
            if columns.roem is None:
                labels[points] = name
                labels[total] = self.tr("Total\n%1").replace("%1", name)
                header_tips[points] = self.tr("Points this deal added to %1").replace("%1", name)
        if columns.declarations is not None:
            labels[columns.declarations] = self.tr("Declarations")
            header_tips[columns.declarations] = self.tr("The declarations that scored, and who declared them")
        if columns.roem is not None:  # klaverjas: "Points", "Roem", "Total" under each team's name
            for name, points, roem, total in zip((us, them), columns.points, columns.roem, columns.totals,
                                                 strict=True):
                labels[points], labels[roem] = kj.header_labels()
                labels[total] = self.tr("Total")
                header_tips[points], header_tips[roem] = kj.header_tips(name)
                said.update({points: kj.points_of(name), roem: kj.roem_of(name), total: header_tips[total]})
        self.table.setHorizontalHeaderLabels([labels[column] for column in range(columns.count)])
        self.copy_number_action.setText(self.tr("&Copy the deal's number"))
        self.copy_text_action.setText(self.tr("Copy the whole sheet as &text"))
        for column, tip in header_tips.items():
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)
                if column in said:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, said[column])
        # The rows hold translated words too: build them again.
        self._rebuild()

    # ------------------------------------------------------------------ building
    def variant_and_target(self, match: Match) -> str:
        """"Coinche, to 1000 points", "Classic belote, 12 deals". The plurals in this class's ``tr``: lupdate
        marks a message as a plural only there."""
        options = match.options
        variant = {
            "classic": self.tr("Classic belote"),
            "coinche": self.tr("Coinche"),
            "contree": self.tr("Contrée"),
            "klaverjas": QCoreApplication.translate("Klaverjas", "Klaverjassen"),
        }.get(options.variant, options.variant)
        if options.deals is not None:
            target = self.tr("%n deals", "", options.deals)
            left = options.deals - len(match.history)
            if options.variant == "klaverjas" and left > 0 and match.winner is None:  # the boompje counted down
                to_go = self.tr("%1, %n to go", "klaverjas: deals of the boompje still to play", left)
                target = to_go.replace("%1", target)
        else:
            target = self.tr("to %n points", "", options.target)
        return self.tr("%1, %2").replace("%1", variant).replace("%2", target)

    def standing(self, match: Match) -> list[str]:
        """How the match stands, in sentences: points a litige holds, and the winner once there is one."""
        parts = []
        names = self.team_names()
        if match.held:
            parts.append(self.tr("%n points held by a litige for the winner of the next deal.", "", match.held))
        if match.winner is not None:
            winner = names[0] if match.winner == self.team_order()[0] else names[1]
            parts.append(self.tr("%1 won the match.").replace("%1", winner))
        return parts

    def _caption_text(self, match: Match) -> str:
        return "  ·  ".join([self.variant_and_target(match), *self.standing(match)])

    def _rebuild(self) -> None:
        table = self.table
        table.clearContents()
        match = self._match
        self.totals.clearContents()
        self.team_line.clearContents()
        if match is None:
            table.setRowCount(0)
            self.caption.setText("")
            return
        self.caption.setText(self._caption_text(match))
        self.graph.show_match(match, self.team_order(), self.team_names(), self._cloth)
        columns = self.columns
        us, them = self.team_order()
        history = match.history
        deals = match.deals
        klaverjas = columns.roem is not None
        # A boompje is a sheet of its deals, as on paper: the deals still to play are rows already.
        rows = max(len(deals), match.options.deals or 0) if klaverjas else len(deals)
        table.setRowCount(rows)
        running = [0, 0]
        palette = table.palette()
        for row, deal in enumerate(deals):
            self._set(row, columns.deal, str(row + 1), centred=True)
            self._set(row, columns.dealer, self._names.get(deal.dealer, ""))
            self._set_number(row, match.deal_number(row))
            contract = deal.contract
            if contract is None and not deal.is_over:
                words = self.tr("Bidding…")
                self._set(row, columns.contract, words, html=escape(words))
            else:
                variant = match.options.variant
                item = self._set(row, columns.contract, contract_text(contract, self._names, variant=variant),
                                 html=contract_text(contract, self._names, True, palette, self._four_colour, variant))
                if contract is not None:  # a screen reader says "100 hearts by Left", not "100 black heart suit"
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, contract_words(contract, self._names, variant))
            declared = deal.declarations_shown()
            if declared and columns.declarations is not None:
                said = [self.tr("%1: %2").replace("%1", self._names.get(seat, "")).replace(
                    "%2", ", ".join(declaration_short(d) for d in decls)) for seat, decls in sorted(declared.items())]
                # Often longer than the width left for it: cut with "…", read whole in the tooltip.
                self._set(row, columns.declarations, "; ".join(said)).setToolTip("; ".join(said))
            if row >= len(history):
                # The deal being played: its contract is known, its points are not yet.
                self._set(row, columns.result, self.tr("In play"), dim=True)
                continue
            added = history[row]
            result = deal.result
            result_item = self._set(row, columns.result, result_words(result))
            colour = result_colour(result, palette)
            if colour is not None:
                result_item.setForeground(colour)
            running[0] += added[0]
            running[1] += added[1]
            if isinstance(result, KlaverjasScore) and klaverjas:
                kj.write_deal(table, row, result, columns, self.team_order(), self.team_names())
            else:
                for column, team in zip(columns.points, (us, them), strict=True):
                    shown = "–" if result is None else str(added[team])
                    item = self._set(row, column, shown, align_right=True, number=added[team], dim=result is None)
                    tip = self._points_tip(result, added, team)
                    if tip:
                        item.setToolTip(tip)
            for column, team in zip(columns.totals, (us, them), strict=True):
                self._set(row, column, str(running[team]), align_right=True, number=running[team])
        for row in range(len(deals), rows):
            kj.write_still_to_play(table, row, rows, columns)
        self._totals(match)
        # The contents decide the widths; the totals line takes them after.
        table.resizeColumnsToContents()
        self._fit_totals_line()
        # No current cell: a read-only sheet should not show a focus frame on deal 1.
        table.setCurrentIndex(QModelIndex())
        if klaverjas:
            self._scroll_to_current()
        else:
            table.scrollToBottom()

    def _scroll_to_current(self) -> None:
        """A boompje's deal being played (or the last) in view, with the rows still to play after it."""
        deals = len(self._match.deals) if self._match is not None else 0
        if deals:
            self.table.scrollTo(self.table.model().index(deals - 1, 0), QAbstractItemView.ScrollHint.PositionAtCenter)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.columns.roem is not None:  # built before the window had its size: scrolled again once it has it
            QTimer.singleShot(0, self, self._scroll_to_current)

    def _totals(self, match: Match) -> None:
        """The totals line: the match totals under the running totals; a klaverjas sheet's sums of points and
        roem under their columns too."""
        columns = self.columns
        order = self.team_order()
        self._set(0, columns.deal, self.tr("Total"), bold=True, into=self.totals)
        names = self.team_names()
        for column, team, name in zip(columns.totals, order, names, strict=True):
            item = self._set(0, column, str(match.totals[team]), align_right=True, bold=True,
                             number=match.totals[team], into=self.totals)
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         self.tr("%1: %2").replace("%1", name).replace("%2", str(match.totals[team])))
        if columns.roem is None:
            return
        results = [deal.result for deal in match.deals if isinstance(deal.result, KlaverjasScore)]
        kj.write_sums(self.team_line, self.totals, results, columns, order, names)

    def _points_tip(self, result: DealScore | None, added: tuple[int, int], team: int) -> str:
        """Why a cell differs from the deal's own score: points a litige held."""
        if result is None:
            return self.tr("Thrown in: nothing scored.")
        collected = added[team] - result.scores()[team]
        if collected > 0:
            return (self.tr("%1 for the deal and %2 collected from the litige")
                    .replace("%1", str(result.scores()[team])).replace("%2", str(collected)))
        return ""

    def _set(self, row: int, column: int, text: str, *, into: QTableWidget | None = None,
             **look: bool | int | str | None) -> QTableWidgetItem:
        """A cell of the sheet (``into``: of another table, the totals line); ``look``: as ``set_cell``'s."""
        return set_cell(self.table if into is None else into, row, column, text, **look)  # type: ignore[arg-type]
