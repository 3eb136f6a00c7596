"""The record viewer's list of deals (issue 37): a row per deal with its points and number, a jump to any
deal's start (by the mouse, the keys and the button), the deal on show followed as the player steps, the
record's score sheet (button and Ctrl+Shift+S), and the review of a chosen deal."""

from __future__ import annotations

import json
from itertools import accumulate

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from belote_desktop.engine import PRESETS, Match
from belote_desktop.engine.deal_numbers import format_deal_number
from belote_desktop.engine.record import from_record, to_record
from belote_desktop.ui.dialogs.record_viewer import RecordViewer
from belote_desktop.ui.dialogs.record_viewer.deals import COL_CONTRACT, COL_DEAL, COL_NUMBER, COL_POINTS
from belote_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from tests.ui.dialogs.test_score_sheet import bot_match, bots, play_out

pytest.importorskip("pytestqt")


def recorded(preset: str = "coinche", deals: int = 5, seed: int = 5):
    """A bot match written as a game record and read back, as File > Open game record reads one."""
    return from_record(json.loads(json.dumps(to_record(bot_match(PRESETS[preset].with_(deals=deals), seed)))))


def open_viewer(qtbot, match) -> RecordViewer:
    viewer = RecordViewer(match, "match.json", speed="instant")
    qtbot.addWidget(viewer)
    viewer.resize(1100, 720)
    viewer.show()
    qtbot.waitExposed(viewer)
    QCoreApplication.processEvents()
    return viewer


def first_step(viewer: RecordViewer, index: int) -> int:
    return next(i for i, (deal, _action) in enumerate(viewer.player.steps) if deal == index)


@pytest.mark.parametrize("preset", ["classic", "coinche", "contree"])
def test_a_row_per_deal_with_its_points_and_number(qtbot, preset: str) -> None:
    match = recorded(preset)
    viewer = open_viewer(qtbot, match)
    deals = viewer.deals
    table = deals.table
    assert deals.isVisible() and viewer.deals_dock.isVisible()
    assert table.accessibleName() == "Deals of the record"
    assert table.rowCount() == len(match.deals)
    for row, deal in enumerate(match.deals):
        assert table.item(row, COL_DEAL).text() == str(row + 1)
        number = format_deal_number(match.deal_number(row))
        assert table.item(row, COL_NUMBER).data(Qt.ItemDataRole.AccessibleTextRole) == number
        assert number in table.item(row, COL_NUMBER).toolTip()
        added = match.history[row]
        if deal.result is None:
            assert table.item(row, COL_POINTS).text() == "–"
            assert table.item(row, COL_CONTRACT).text() == "Thrown in"
        else:
            assert table.item(row, COL_POINTS).text() == f"{added[0]} – {added[1]}"
            assert table.item(row, COL_POINTS).data(Qt.ItemDataRole.AccessibleTextRole) == \
                f"You & Partner {added[0]}, Opponents {added[1]}"
            assert " by " in table.item(row, COL_CONTRACT).text()
    assert deals.totals.text() == f"Total: You & Partner {match.totals[0]}, Opponents {match.totals[1]}"
    viewer.close()


def test_going_to_a_deal_lays_it_out_at_its_start(qtbot) -> None:
    match = recorded()
    viewer = open_viewer(qtbot, match)
    table = viewer.deals.table
    # A double-click on deal 4's row.
    rect = table.visualItemRect(table.item(3, COL_CONTRACT))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    shown = viewer.controller.match
    assert len(shown.deals) == 4 and list(shown.deal.deck) == list(match.deals[3].deck)
    assert not shown.deal.tricks and shown.deal.contract is None  # at its start: before the first bid
    assert viewer.position == first_step(viewer, 3)
    running = list(accumulate(match.history, lambda a, b: (a[0] + b[0], a[1] + b[1])))
    assert viewer.scene.score_panel.values == running[2]  # the totals before deal 4
    assert viewer.statusBar().currentMessage() == f"Deal 4, step {viewer.position} of {len(viewer.steps)}"
    assert table.currentRow() == 3
    # By the keys: Up to deal 2, Enter.
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Up)
    QTest.keyClick(table, Qt.Key.Key_Up)
    assert table.currentRow() == 1 and len(viewer.controller.match.deals) == 4  # chosen, not gone to yet
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert len(viewer.controller.match.deals) == 2 and viewer.position == first_step(viewer, 1)
    # The button goes to the chosen deal: the first.
    table.setCurrentCell(0, COL_DEAL)
    qtbot.mouseClick(viewer.deals.go_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 0 and len(viewer.controller.match.deals) == 1
    viewer.close()


def test_the_row_of_the_deal_on_show_follows_the_steps(qtbot) -> None:
    match = recorded()
    viewer = open_viewer(qtbot, match)
    table = viewer.deals.table
    assert table.currentRow() == 0
    viewer.go_to(first_step(viewer, 2) + 3)  # some way into deal 3
    assert table.currentRow() == 2
    viewer.end_action.trigger()
    assert table.currentRow() == len(match.deals) - 1
    viewer.start_action.trigger()
    assert table.currentRow() == 0
    viewer.close()


def test_the_records_score_sheet(qtbot, tmp_path) -> None:
    """Score sheet (the list's button, or Ctrl+Shift+S): the main window opens the record's sheet over the viewer."""
    from belote_desktop.ui.dialogs.review import ReviewDialog
    from tests.ui.test_game_window import make_window

    match = recorded(deals=6)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(to_record(match)), encoding="utf-8")
    window = make_window(qtbot, "classic", target=3000, seed=9, data_folder=tmp_path / "data")
    viewer = window.dialogs.open_record(path)
    assert isinstance(viewer, RecordViewer)
    with qtbot.waitSignal(viewer.sheet_requested):
        qtbot.mouseClick(viewer.deals.sheet_button, Qt.MouseButton.LeftButton)
    sheet = viewer.findChild(ScoreSheetDialog)
    assert sheet is not None and sheet.isVisible() and sheet.parent() is viewer
    assert sheet.sheet.table.rowCount() == len(match.deals)
    assert sheet.sheet.graph.points[-1] == tuple(match.totals)
    assert sheet.sheet.sheet_text().splitlines()[0] == "Score sheet: Coinche, 6 deals"
    sheet.close()
    # Ctrl+Shift+S, as in the game's window: the same sheet again.
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    QTest.keySequence(viewer, QKeySequence("Ctrl+Shift+S"))
    qtbot.waitUntil(sheet.isVisible)
    assert viewer.findChildren(ScoreSheetDialog) == [sheet]
    # A row of the sheet reviews the record's deal, over the viewer.
    sheet.sheet.table.cellActivated.emit(2, 0)
    review = next(d for d in viewer.findChildren(ReviewDialog) if d.isVisible())
    assert review.deal is viewer.match.deals[2] and review.parent() is sheet
    review.reject()
    sheet.close()
    viewer.close()
    window.controller.shutdown()


def test_review_the_chosen_deal_and_a_deal_not_played_to_the_end(qtbot) -> None:
    # A match saved in the middle of its fourth deal: three deals played, the fourth dealt.
    partial = Match(PRESETS["classic"].with_(target=5000), seed=5)
    players = bots(5)
    for _ in range(3):
        play_out(partial, players)
    partial.start_deal()
    record = from_record(json.loads(json.dumps(to_record(partial))))
    viewer = open_viewer(qtbot, record)
    deals = viewer.deals
    last = len(record.deals) - 1
    assert not record.deals[last].is_over
    deals.table.setCurrentCell(last, COL_DEAL)
    assert deals.go_button.isEnabled() and not deals.review_button.isEnabled()
    assert deals.table.item(last, COL_POINTS).text() == "–"
    deals.table.setCurrentCell(1, COL_DEAL)
    assert deals.review_button.isEnabled()
    with qtbot.waitSignal(viewer.review_requested) as asked:
        qtbot.mouseClick(deals.review_button, Qt.MouseButton.LeftButton)
    assert asked.args == [record, 1]
    viewer.close()


def test_through_the_window_the_list_reviews_a_deal_over_the_viewer(qtbot, tmp_path) -> None:
    """File > Open game record: the viewer's list, and its Review, whose review comes up over the viewer."""
    from belote_desktop.ui.dialogs.review import ReviewDialog
    from tests.ui.test_game_window import make_window, play_to_summary

    window = make_window(qtbot, "coinche", target=3000, seed=9, data_folder=tmp_path / "data")
    play_to_summary(qtbot, window)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(to_record(window.controller.match)), encoding="utf-8")
    window.dialogs.close_summary()
    viewer = window.dialogs.open_record(path)
    assert isinstance(viewer, RecordViewer)
    assert viewer.deals.table.rowCount() == 1
    assert viewer.deals.table.item(0, COL_NUMBER).data(Qt.ItemDataRole.AccessibleTextRole) == \
        format_deal_number(window.controller.match.deal_number(0))
    viewer.deals.table.setCurrentCell(0, COL_DEAL)
    qtbot.mouseClick(viewer.deals.review_button, Qt.MouseButton.LeftButton)
    review = next(d for d in viewer.findChildren(ReviewDialog) if d.isVisible())
    assert review.parent() is viewer
    review.reject()
    viewer.close()
    window.controller.shutdown()


def test_the_list_in_swedish_and_polish(qtbot, qm_dir) -> None:
    from belote_desktop.i18n.language import LanguageManager

    viewer = open_viewer(qtbot, recorded())
    languages = LanguageManager(qm_dir)
    deals = viewer.deals
    try:
        assert languages.set_language("sv")
        qtbot.waitUntil(lambda: deals.go_button.text() == "&Gå till den här given")
        assert viewer.deals_dock.windowTitle() == "Givar"
        assert deals.table.horizontalHeaderItem(COL_DEAL).text() == "Giv"
        assert deals.totals.text().startswith("Totalt: ")
        assert languages.set_language("pl")
        qtbot.waitUntil(lambda: deals.table.accessibleName() == "Rozdania zapisu gry")
        assert deals.sheet_button.text() == "&Tabela wyników"
        assert deals.table.horizontalHeaderItem(COL_POINTS).text() == "Punkty"
    finally:
        languages.set_language("en")
    qtbot.waitUntil(lambda: deals.go_button.text() == "&Go to this deal")
    viewer.close()


def test_a_klaverjas_record_lists_its_deals_steps_through_and_has_its_sheet(qtbot) -> None:
    """A klaverjas record (issue 38) in the viewer: a row per deal with its points and number, a jump to a
    deal, and the record's score sheet, as for belote."""
    from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS
    from tests.engine.klaverjas.test_klaverjas_deal_numbers import play_deals

    match = Match(KLAVERJAS["rotterdams"], seed=3)
    play_deals(match, 3, seed=3)
    match = from_record(json.loads(json.dumps(to_record(match))))
    viewer = open_viewer(qtbot, match)
    table = viewer.deals.table
    assert table.rowCount() == 3
    for row in range(3):
        assert table.item(row, COL_NUMBER).data(Qt.ItemDataRole.AccessibleTextRole) == format_deal_number(
            match.deal_number(row))
        scores = match.history[row]
        points = table.item(row, COL_POINTS)
        assert all(str(score) in points.text() for score in scores)
        # As on the score sheet: nat and pit marked, each team's points and roem said in words.
        result = match.deals[row].result
        assert ("Nat" in points.text()) == result.nat and ("pit" in points.text()) == (result.pit is not None)
        said = points.data(Qt.ItemDataRole.AccessibleTextRole)
        assert said == points.toolTip() and said.startswith("Made by" if result.made else "Nat:")
        assert ("points" in said) == result.made and (" roem" in said) == any(team.roem for team in result.teams)
        assert all(f"{team}: " in said for team in ("You & Partner", "Opponents"))
    table.setFocus()
    table.setCurrentCell(2, COL_DEAL)
    QTest.keyClick(table, Qt.Key.Key_Return)  # deal 3, at its start: no up-card, no call yet
    shown = viewer.controller.match
    assert len(shown.deals) == 3 and list(shown.deal.deck) == list(match.deals[2].deck)
    assert not shown.deal.tricks and viewer.position == first_step(viewer, 2)
    with qtbot.waitSignal(viewer.sheet_requested):  # the window opens the record's sheet (a klaverjas one)
        qtbot.mouseClick(viewer.deals.sheet_button, Qt.MouseButton.LeftButton)
