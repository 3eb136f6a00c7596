"""The deal summary shows the engine's ``TeamScore`` fields line by line, the
points a litige held or paid out, how the contract ended and the totals
after the deal; "Continue" accepts and "Score sheet" asks for the sheet."""

from __future__ import annotations

from itertools import accumulate

import pytest
from PySide6.QtWidgets import QDialog

from belote_desktop.engine import PRESETS, Match
from belote_desktop.ui.dialogs.deal_summary import LINES, DealSummaryDialog
from tests.ui.dialogs.test_score_sheet import (
    HUMAN,
    NAMES,
    WordsTranslator,
    bot_match,
    capot_match,
    install,
    mixed_match,
    surcoinche_match,
    uninstall,
)

pytest.importorskip("pytestqt")

# TeamScore fields behind each line of the breakdown.
FIELDS = {
    "card_points": "card_points",
    "last_trick": "last_trick",
    "capot_bonus": "capot_bonus",
    "declarations": "declarations",
    "belote": "belote",
    "counted": "counted",
    "score": "score",
}


def summary(qtbot, match: Match, index: int, human_seat: int = HUMAN, names: dict[int, str] = NAMES
            ) -> DealSummaryDialog:
    dialog = DealSummaryDialog(match, index, names, human_seat)
    qtbot.addWidget(dialog)
    return dialog


def shown(dialog: DealSummaryDialog, key: str, team: int) -> str:
    return dialog.value_text(key, team)


def check_lines(dialog: DealSummaryDialog, match: Match, index: int) -> None:
    """Each line equals the TeamScore field; the totals equal the history's sums."""
    result = match.deals[index].result
    assert result is not None
    running = list(accumulate(match.history, lambda a, b: (a[0] + b[0], a[1] + b[1])))
    for team in (0, 1):
        for key, field in FIELDS.items():
            assert shown(dialog, key, team) == str(getattr(result.teams[team], field)), (index, key, team)
        assert shown(dialog, "total", team) == str(running[index][team])
        collected = match.history[index][team] - result.scores()[team]
        assert shown(dialog, "collected", team) == str(collected)


def test_every_line_equals_the_engine_for_every_deal(qtbot) -> None:
    match = mixed_match(extra=4)
    for index, deal in enumerate(match.deals):
        if deal.result is None:
            continue
        dialog = summary(qtbot, match, index)
        check_lines(dialog, match, index)
    last = len(match.deals) - 1
    dialog = summary(qtbot, match, last)
    us, them = HUMAN & 1, (HUMAN & 1) ^ 1
    assert (shown(dialog, "total", us), shown(dialog, "total", them)) == (
        str(match.totals[us]), str(match.totals[them]))


@pytest.mark.parametrize("preset", ["classic", "coinche", "contree"])
def test_bot_matches(qtbot, preset: str) -> None:
    match = bot_match(PRESETS[preset].with_(deals=5), seed=21)
    for index, deal in enumerate(match.deals):
        if deal.result is not None:
            check_lines(summary(qtbot, match, index), match, index)


def test_litige_says_what_is_held(qtbot) -> None:
    match = mixed_match(extra=0)
    dialog = summary(qtbot, match, 0)
    check_lines(dialog, match, 0)
    assert "Litige" in dialog.outcome_label.text()
    assert dialog.litige_label.isVisibleTo(dialog)
    assert "81 points are held" in dialog.litige_label.text()
    assert not dialog.breakdown.line_shown("collected")
    assert dialog.team_role(0) == "takers"
    assert dialog.team_role(1) == "defence"
    assert dialog.breakdown.team_text(0) == "You & Partner\ntakers"  # the column's header says both


def test_points_collected_from_a_litige(qtbot) -> None:
    """Deal 3 pays NS the 81 held: the history shows more than the deal's score."""
    match = mixed_match(extra=0)
    dialog = summary(qtbot, match, 2)
    check_lines(dialog, match, 2)
    assert dialog.collected() == (81, 0)
    assert dialog.breakdown.line_shown("collected")
    assert shown(dialog, "collected", 0) == "81"
    assert shown(dialog, "score", 0) == "98"
    assert shown(dialog, "total", 0) == "179"
    assert dialog.litige_label.text() == "The 81 points held by the litige go to You & Partner, who won this deal."
    assert dialog.outcome_label.text().startswith("Contract made by You & Partner.")
    assert "♥" in dialog.contract_label.text() and "by You" in dialog.contract_label.text()
    assert dialog.contract_label.accessibleName().startswith("Contract: ")  # in words for a screen reader
    assert "hearts by You" in dialog.contract_label.accessibleName()


def test_thrown_in_deal(qtbot) -> None:
    match = mixed_match(extra=0)
    dialog = summary(qtbot, match, 1)
    assert "Everyone passed" in dialog.outcome_label.text()
    assert not dialog.breakdown.isVisibleTo(dialog)
    assert "Thrown in" in dialog.contract_label.text()


def test_failed_doubled_contract(qtbot) -> None:
    match = surcoinche_match()
    dialog = summary(qtbot, match, 0)
    check_lines(dialog, match, 0)
    result = match.deals[0].result
    assert "80" in dialog.contract_label.text() and "surcoinched" in dialog.contract_label.text()
    word = "made" if result.made else "failed"
    assert f"Contract {word} by Opponents" in dialog.outcome_label.text()
    counted = result.teams[1].counted
    assert f"They counted {counted} for a bid of 80." in dialog.outcome_label.text()


def test_capot_line_shows_only_for_a_capot(qtbot) -> None:
    match = capot_match()
    dialog = summary(qtbot, match, 0)
    check_lines(dialog, match, 0)
    assert shown(dialog, "capot_bonus", 0) == "90"
    assert dialog.breakdown.line_shown("capot_bonus")
    assert "Capot for You & Partner" in dialog.outcome_label.text()
    plain = summary(qtbot, mixed_match(extra=0), 2)
    assert not plain.breakdown.line_shown("capot_bonus")


def test_own_team_is_the_first_column(qtbot) -> None:
    match = mixed_match(extra=0)
    for human in (2, 1):
        dialog = summary(qtbot, match, 2, human_seat=human)
        table = dialog.breakdown
        assert table.horizontalHeaderItem(1).text().split("\n")[0] == "You & Partner"
        assert table.horizontalHeaderItem(2).text().split("\n")[0] == "Opponents"
        # The captions, then the human team's numbers, on every line.
        for row, key in enumerate(LINES):
            assert table.item(row, 0).text() == dialog.breakdown.caption_text(key)
            assert table.item(row, 1).text() == shown(dialog, key, human & 1)
            assert table.item(row, 2).text() == shown(dialog, key, (human & 1) ^ 1)


def test_buttons(qtbot) -> None:
    match = mixed_match(extra=0)
    dialog = summary(qtbot, match, 2)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.grab().isNull()
    with qtbot.waitSignal(dialog.score_sheet_requested):
        dialog.sheet_button.click()
    assert dialog.isVisible()  # the summary stays while the sheet is looked at
    with qtbot.waitSignal(dialog.accepted):
        dialog.continue_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_language_change_retranslates(qtbot) -> None:
    match = mixed_match(extra=0)
    dialog = summary(qtbot, match, 2)
    translator = WordsTranslator({
        ("DealSummaryDialog", "Card points"): "Kaartpunten",
        ("DealSummaryDialog", "&Continue"): "&Verder",
        ("ScoreSheet", "You & Partner"): "Wij",
    })
    install(translator)
    try:
        assert dialog.breakdown.caption_text("card_points") == "Kaartpunten"
        assert dialog.continue_button.text() == "&Verder"
        assert dialog.breakdown.team_text(0).split("\n")[0] == "Wij"
        check_lines(dialog, match, 2)
    finally:
        uninstall(translator)
    assert dialog.breakdown.caption_text("card_points") == "Card points"


def test_the_summary_names_who_declared_what(qtbot) -> None:
    match = bot_match(PRESETS["classic"].with_(deals=12), seed=5)
    declared = [i for i, deal in enumerate(match.deals) if deal.result is not None and deal.declarations_shown()]
    plain = [i for i, deal in enumerate(match.deals) if deal.result is not None and not deal.declarations_shown()]
    assert declared and plain, "pick a seed with deals of both kinds"
    for index in declared:
        dialog = summary(qtbot, match, index)
        text = dialog.declarations_label.text()
        assert not dialog.declarations_label.isHidden()
        for seat, decls in match.deals[index].declarations_shown().items():
            assert NAMES[seat] in text and all(f"({d.value})" in text for d in decls)
    assert summary(qtbot, match, plain[0]).declarations_label.isHidden()


def test_a_reader_reads_the_figures_as_a_table_with_its_headers(qtbot) -> None:
    """Issue 35, D10: each figure is a table cell whose row header is its line and whose column header is its
    team and the team's part, the player's team first; the table is reached with Tab."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAccessible

    match = mixed_match(extra=0)
    for human in (2, 1):
        dialog = summary(qtbot, match, 2, human_seat=human)
        dialog.show()
        qtbot.waitExposed(dialog)
        table = QAccessible.queryAccessibleInterface(dialog.breakdown)
        assert table.role() == QAccessible.Role.Table
        assert table.text(QAccessible.Text.Name) == "Points of deal 3"
        assert dialog.breakdown.focusPolicy() & Qt.FocusPolicy.TabFocus
        us = human & 1
        heads = {us: "You & Partner, " + dialog.team_role(us), us ^ 1: "Opponents, " + dialog.team_role(us ^ 1)}
        cells = {}
        for i in range(table.childCount()):
            child = table.child(i)
            cell = child.tableCellInterface() if child is not None else None
            if cell is None or child.state().invisible:
                continue
            rows = [h.text(QAccessible.Text.Name) for h in cell.rowHeaderCells()]
            columns = [h.text(QAccessible.Text.Name) for h in cell.columnHeaderCells()]
            cells[(rows[0], columns[0])] = child.text(QAccessible.Text.Name)
            if cell.columnIndex() == 0:  # a row read whole starts with its caption
                assert child.text(QAccessible.Text.Name) == rows[0]
        captions = {key: dialog.breakdown.caption_text(key) for key in LINES}
        for key in LINES:
            if not dialog.breakdown.line_shown(key):
                continue
            for team in (0, 1):
                assert cells[(captions[key], heads[team])] == str(dialog.line_value(key, team)), (key, team)
        assert (captions["capot_bonus"], heads[0]) not in cells  # a line not shown is not read either
        dialog.close()
