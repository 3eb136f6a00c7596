"""The statistics dialog: the counts as the player sees them, Reset with its
confirmation, Close, and retranslation; every string goes through tr() literally."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

import belote_desktop.ui.dialogs.statistics as module
from belote_desktop.engine import DealScore, TeamScore
from belote_desktop.storage.statistics import Statistics
from belote_desktop.ui.dialogs.statistics import (
    COL_AVERAGE_THEM,
    COL_AVERAGE_US,
    COL_CAPOTS,
    COL_DEALS,
    COL_MADE,
    COL_MATCHES,
    COL_OPPONENTS,
    COL_PARTNER,
    COL_SUCCESS,
    COL_TAKEN,
    COL_THEIR_MADE,
    COL_THEIR_TAKEN,
    COL_VARIANT,
    COL_WIN_RATE,
    COL_WON,
    COLUMNS,
    NO_VALUE,
    StatisticsDialog,
)

pytest.importorskip("pytestqt")


def result(takers: int, made: bool, capot: int | None = None) -> DealScore:
    teams = (TeamScore(100, 10, 0, 0, 0, 110), TeamScore(52, 0, 0, 0, 0, 52))
    return DealScore(teams, takers, made, capot=capot)


def sample() -> Statistics:
    stats = Statistics()
    key = ("coinche", "hard", "easy")
    stats.record_deal(key, result(0, True), (110, 52), 0)
    stats.record_deal(key, result(0, False), (0, 162), 0)
    stats.record_deal(key, result(0, True, capot=0), (252, 0), 0)
    stats.record_deal(key, result(1, True), (40, 121), 0)
    stats.record_match(key, won=True)
    stats.record_match(key, won=False)
    stats.record_match(key, won=True)
    stats.record_match(("classic", "normal", "normal"), won=False)
    return stats


@pytest.fixture(autouse=True)
def english_numbers() -> Iterator[None]:
    # The numbers follow the default locale; pin it so "100.5" does not read "100,5" on a Dutch machine.
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


@pytest.fixture
def dialog(qtbot) -> StatisticsDialog:
    d = StatisticsDialog(sample())
    qtbot.addWidget(d)
    d.show()
    return d


def row_texts(d: StatisticsDialog, row: int) -> list[str]:
    return [d.cell_text(row, column) for column in range(COLUMNS)]


def test_shows_the_counts(dialog: StatisticsDialog) -> None:
    assert dialog.windowTitle() == "Statistics"
    assert dialog.record_count() == 2 and dialog.table.columnCount() == 2
    classic, coinche = row_texts(dialog, 0), row_texts(dialog, 1)
    assert classic[COL_VARIANT] == "Classic" and classic[COL_MATCHES] == "1" and classic[COL_WON] == "0"
    assert classic[COL_WIN_RATE] == "0%"
    assert classic[COL_SUCCESS] == NO_VALUE and classic[COL_AVERAGE_US] == NO_VALUE  # nothing to divide by
    expected = {
        COL_VARIANT: "Coinche", COL_PARTNER: "Hard", COL_OPPONENTS: "Easy",
        COL_MATCHES: "3", COL_WON: "2", COL_WIN_RATE: "67%", COL_DEALS: "4",
        COL_TAKEN: "3", COL_MADE: "2", COL_SUCCESS: "67%", COL_THEIR_TAKEN: "1", COL_THEIR_MADE: "1",
        COL_CAPOTS: "1", COL_AVERAGE_US: "100.5", COL_AVERAGE_THEM: "83.8",
    }
    assert {column: coinche[column] for column in expected} == expected
    # One column per record, headed by its rules and levels; one row per figure.
    figures = [dialog.table.verticalHeaderItem(r).text() for r in range(dialog.table.rowCount())]
    assert "Win rate" in figures and "Points per deal (us)" in figures and "" not in figures
    assert dialog.table.horizontalHeaderItem(1).text() == "Coinche\nPartner: Hard\nOpponents: Easy"
    assert dialog.summary.text() == "4 matches played to the end, 2 won"


def test_empty_statistics(qtbot) -> None:
    d = StatisticsDialog(Statistics())
    qtbot.addWidget(d)
    assert d.record_count() == 0 and d.table.isHidden()
    assert d.summary.text().startswith("No statistics yet")
    assert not d.reset_button.isEnabled()


def test_reset_after_yes(dialog: StatisticsDialog, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def yes(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    with qtbot.waitSignal(dialog.reset_requested, timeout=1000):
        qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert asked == ["Reset statistics"]
    assert dialog.record_count() == 0 and dialog.table.columnCount() == 0
    assert dialog.isVisible()  # reset is not close
    assert not dialog.reset_button.isEnabled()


def test_no_reset_after_no(dialog: StatisticsDialog, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    with qtbot.assertNotEmitted(dialog.reset_requested):
        qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.record_count() == 2


def test_the_callers_statistics_are_left_alone(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    stats = sample()
    d = StatisticsDialog(stats)
    qtbot.addWidget(d)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    d.reset_button.click()
    assert stats == sample()  # resetting them is the caller's answer to reset_requested


def test_close(dialog: StatisticsDialog, qtbot) -> None:
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None and close.text() == "Close"
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_language_change_retranslates(dialog: StatisticsDialog) -> None:
    dialog.setWindowTitle("stale")
    dialog.reset_button.setText("stale")
    dialog.table.horizontalHeaderItem(0).setText("stale")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.windowTitle() == "Statistics"
    assert dialog.reset_button.text() == "Reset statistics"
    assert dialog.cell_text(0, COL_VARIANT) == "Classic"
    assert dialog.table.horizontalHeaderItem(0).text().startswith("Classic\n")


def test_every_tr_call_has_literal_strings() -> None:
    # lupdate only sees literal strings; an f-string or a variable would stay untranslated.
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
             and n.func.attr == "tr"]
    assert len(calls) > 30
    for call in calls:
        texts = call.args[:2]
        assert all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in texts), ast.unparse(call)


def test_a_few_records_fit_without_a_scroll_bar(dialog: StatisticsDialog, qtbot) -> None:
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert not table.horizontalScrollBar().isVisible() and not table.verticalScrollBar().isVisible()
    for column in range(table.columnCount()):  # every heading and figure whole, not cut
        heading = table.horizontalHeaderItem(column).text()
        widest = max(table.fontMetrics().horizontalAdvance(line) for line in heading.split("\n"))
        assert table.columnWidth(column) >= widest


def test_matches_with_help_have_a_column_of_their_own(qtbot) -> None:
    from belote_desktop.storage.statistics import ASSISTED, StatsKey

    stats = Statistics()
    own = StatsKey("classic", "normal", "normal")
    stats.record_match(own, won=True)
    stats.record_match(own._replace(play=ASSISTED), won=True)
    d = StatisticsDialog(stats)
    qtbot.addWidget(d)
    headings = [d.table.horizontalHeaderItem(i).text() for i in range(d.table.columnCount())]
    assert headings == ["Classic\nPartner: Normal\nOpponents: Normal",
                        "Classic\nPartner: Normal\nOpponents: Normal\nwith hints, undo, replays or the cards played"]


def test_the_last_raise_rows_show_once_a_record_holds_a_raise(qtbot) -> None:
    """Most players never meet the last raise (R5): its two rows show only once a record holds one."""
    from belote_desktop.ui.dialogs.statistics import COL_LAST_RAISES, COL_LAST_RAISES_MADE

    plain = StatisticsDialog(sample())
    qtbot.addWidget(plain)
    assert COL_LAST_RAISES not in plain.figures()
    figures = [plain.table.verticalHeaderItem(r).text() for r in range(plain.table.rowCount())]
    assert "Last raises" not in figures
    stats = sample()
    key = ("contree", "hard", "hard")
    stats.record_deal(key, result(0, True), (230, 52), 0, raised=True)
    stats.record_deal(key, result(0, False), (0, 280), 0, raised=True)
    raised = StatisticsDialog(stats)
    qtbot.addWidget(raised)
    figures = [raised.table.verticalHeaderItem(r).text() for r in range(raised.table.rowCount())]
    assert figures[-2:] == ["Last raises", "Made after a last raise"]
    record = next(i for i in range(raised.record_count()) if raised.cell_text(i, COL_VARIANT) == "Contrée")
    assert (raised.cell_text(record, COL_LAST_RAISES), raised.cell_text(record, COL_LAST_RAISES_MADE)) == ("2", "1")
