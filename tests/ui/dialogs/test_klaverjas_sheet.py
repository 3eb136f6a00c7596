"""The klaverjas score sheet (issue 38), as a Dutch sheet is kept: each team's points (punten) and roem per deal
under the team's name, nat written where the makers' points stand, pit's 100 in the roem marked "pit", the
boompje's 16 deals as the sheet's rows, and the sums under the columns. Offscreen, through the game's window and
its Ctrl+Shift+S; fitting 800 x 600 in all six languages; named for a screen reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from belote_desktop.engine import Match
from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS
from belote_desktop.i18n.language import LanguageManager
from belote_desktop.ui.dialogs.score_sheet import KLAVERJAS_COLUMNS, NUMBER_ROLE, ScoreSheet
from tests.engine.klaverjas.test_klaverjas_deal_numbers import play_deals
from tests.ui.dialogs.test_score_sheet import HUMAN, NAMES, SIZES, shown_sheet
from tests.ui.test_klaverjas_window import klaverjas_window

pytest.importorskip("pytestqt")

COLUMNS = KLAVERJAS_COLUMNS


def klaverjas_match(deals: int, seed: int = 11) -> Match:
    """A klaverjas match of ``deals`` random deals: many nats, roem on both sides (seed 11: a pit too)."""
    match = Match(KLAVERJAS["amsterdams"], seed=7)
    play_deals(match, deals, seed=seed)
    return match


def accessible_names(widget) -> list[str]:
    """The names a screen reader gets for the children of ``widget`` (a table's header cells among them)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    names = []
    for i in range(interface.childCount()):
        child = interface.child(i)
        if child is not None:
            names.append(child.text(QAccessible.Text.Name))
    return names


def check_cells(sheet: ScoreSheet, match: Match) -> None:
    """Each scored deal: both teams' points and roem, adding up to what the deal added; nat and pit marked."""
    us = HUMAN & 1
    teams = ("You & Partner", "Opponents")
    table = sheet.table
    checked = 0
    for row, deal in enumerate(match.deals[:len(match.history)]):
        result = deal.result
        if table.item(row, COLUMNS.points[0]) is None:
            continue  # scored after the sheet was last refreshed (the bots play on)
        checked += 1
        for team, name, points, roem in zip((us, us ^ 1), teams, COLUMNS.points, COLUMNS.roem, strict=True):
            points_item, roem_item = table.item(row, points), table.item(row, roem)
            assert points_item.data(NUMBER_ROLE) + roem_item.data(NUMBER_ROLE) == match.history[row][team]
            nat = result.nat and team == result.makers
            assert points_item.text() == ("Nat" if nat else str(result.written(team)[0]))
            said = points_item.data(Qt.ItemDataRole.AccessibleTextRole)
            assert said == f"Points of {name}: {points_item.text()}"
            assert roem_item.data(Qt.ItemDataRole.AccessibleTextRole).startswith(f"Roem of {name}: ")
            if result.teams[team].pit and not nat:
                assert roem_item.text().endswith("(pit)")
            if result.nat and team != result.makers:  # the defenders write 162 and the roem of both teams
                both = result.teams[0].roem + result.teams[1].roem
                assert (points_item.data(NUMBER_ROLE), roem_item.data(NUMBER_ROLE)) == (162, both)
                assert "roem of both teams" in roem_item.toolTip() or not both
    assert checked


def test_the_window_s_sheet_writes_points_and_roem_per_team_and_the_boompje_s_rows(qtbot) -> None:
    window = klaverjas_window(qtbot, human_is_bot=True)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.match.history) >= 3, timeout=60000)
    QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.dialogs.score_sheet is not None and window.dialogs.score_sheet.isVisible())
    dialog = window.dialogs.score_sheet
    sheet = dialog.sheet
    match = c.match
    table = sheet.table
    assert table.columnCount() == COLUMNS.count
    header = [table.horizontalHeaderItem(column).text() for column in range(COLUMNS.count)]
    assert header[4:10] == ["Points", "Roem", "Total", "Points", "Roem", "Total"]
    # The team's name over its three columns, as on paper ("wij" / "zij").
    line = sheet.team_line
    assert line.isVisible()
    for first, name in zip(COLUMNS.points, ("You & Partner", "Opponents"), strict=True):
        assert line.item(0, first).text() == name and line.columnSpan(0, first) == 3
        assert line.columnWidth(first) == table.columnWidth(first)
    check_cells(sheet, match)
    # The boompje: sixteen rows from the start; those not yet dealt hold only their place, and nothing to choose.
    assert table.rowCount() == 16
    last = table.item(15, COLUMNS.deal)
    assert last.text() == "16" and not last.flags() & Qt.ItemFlag.ItemIsSelectable
    assert last.data(Qt.ItemDataRole.AccessibleTextRole) == "Deal 16 of 16, still to be played"
    assert "16 deals" in sheet.caption.text() and "to go" in sheet.caption.text()
    # A screen reader hears which team's points or roem a column holds.
    names = accessible_names(table)
    assert "Points of You & Partner" in names and "Roem of Opponents" in names
    assert table.horizontalHeaderItem(COLUMNS.roem[0]).toolTip().startswith("Roem of You & Partner in each deal")
    dialog.close()


def test_the_totals_line_sums_points_and_roem_under_their_columns() -> None:
    match = klaverjas_match(16)
    sheet = ScoreSheet()
    sheet.refresh(match, NAMES, HUMAN)
    check_cells(sheet, match)
    us = HUMAN & 1
    results = [deal.result for deal in match.deals]
    assert any(r.nat for r in results) and any(r.made for r in results)
    for team, points, roem, total in zip((us, us ^ 1), COLUMNS.points, COLUMNS.roem, COLUMNS.totals, strict=True):
        written = [r.written(team) for r in results]
        assert sheet.totals.item(0, points).data(NUMBER_ROLE) == sum(p for p, _r in written)
        assert sheet.totals.item(0, roem).data(NUMBER_ROLE) == sum(r for _p, r in written)
        assert sheet.totals.item(0, total).text() == str(match.totals[team])
    assert sheet.totals.item(0, COLUMNS.roem[1]).data(Qt.ItemDataRole.AccessibleTextRole).startswith(
        "Roem of Opponents: ")
    # The whole boompje played: no row still to play, the last deal in the last row.
    assert sheet.table.rowCount() == 16 and sheet.table.item(15, COLUMNS.result).text()


def test_copied_as_text_the_sheet_has_each_team_s_points_and_roem() -> None:
    match = klaverjas_match(5)
    sheet = ScoreSheet()
    sheet.refresh(match, NAMES, HUMAN)
    lines = sheet.sheet_text().splitlines()
    header = next(line for line in lines if line.startswith("Deal"))
    assert "Points of You & Partner" in header and "Roem of Opponents" in header
    nat_rows = [line for line in lines[3:8] if " Nat " in line]
    assert nat_rows and all(line.count("Nat") == 2 for line in nat_rows)  # the result, and the makers' points


@pytest.mark.parametrize("size", SIZES)
def test_the_sheet_fits_800_by_600_in_every_language(qtbot, qm_dir, size: tuple[int, int]) -> None:
    """Every column as wide as its widest cell and its header, no sideways scrolling, each team's name whole over
    its columns: at the size an 800 x 600 screen leaves (760 x 540) and the default, in all six languages."""
    match = klaverjas_match(16)
    dialog = shown_sheet(qtbot, match, size)
    languages = LanguageManager(qm_dir)
    sheet = dialog.sheet
    table, header = sheet.table, sheet.table.horizontalHeader()
    try:
        for language in ("en", "nl", "de", "sv", "pl", "fr"):
            assert languages.set_language(language)
            QCoreApplication.processEvents()
            for column in range(COLUMNS.count):
                if column != COLUMNS.stretch:
                    needed = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
                    assert table.columnWidth(column) >= needed, (language, column)
            assert table.horizontalScrollBar().maximum() == 0, language
            for first in COLUMNS.points:
                item = sheet.team_line.item(0, first)
                room = sum(table.columnWidth(c) for c in range(first, first + 3))
                assert sheet.team_line.fontMetrics().horizontalAdvance(item.text()) < room, language
    finally:
        languages.set_language("en")


def test_the_deal_being_played_is_in_view_when_the_sheet_opens(qtbot) -> None:
    """Deal 13 of a boompje on a small screen: the sheet opens on it, not on deal 1, the rows still to play below."""
    match = klaverjas_match(12)
    match.start_deal()
    dialog = shown_sheet(qtbot, match, SIZES[0])
    table = dialog.sheet.table
    current = table.model().index(12, COLUMNS.deal)
    qtbot.waitUntil(lambda: table.viewport().rect().contains(table.visualRect(current)))
    assert not table.viewport().rect().contains(table.visualRect(table.model().index(0, COLUMNS.deal)))
