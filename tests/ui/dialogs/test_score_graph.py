"""The score sheet's graph and its "Copy as text" (issue 37): the graph draws ``Match.history``'s running
totals in the teams' colours, a screen reader gets them in words, and the clipboard gets the whole sheet as
plain text by the button, Ctrl+Shift+C, or Ctrl+C wherever no deal is chosen (a chosen deal's Ctrl+C copies
its number, as before)."""

from __future__ import annotations

from itertools import accumulate

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import PRESETS
from belote_desktop.engine.deal_numbers import format_deal_number
from belote_desktop.ui.dialogs.score_sheet import COL_DEAL, COL_TOTAL_THEM, COL_TOTAL_US, ScoreSheetDialog
from belote_desktop.ui.dialogs.score_sheet.graph import running_totals
from belote_desktop.ui.table.felt import CLOTHS
from belote_desktop.ui.table.items.look import OURS_COLOUR, THEIRS_COLOUR
from tests.ui.dialogs.test_score_sheet import CLASSIC, HUMAN, NAMES, bot_match, mixed_match

pytest.importorskip("pytestqt")


def shown_dialog(qtbot, match, human: int = HUMAN, names: dict[int, str] = NAMES, cloth: str = "green",
                 size: tuple[int, int] = (980, 720)) -> ScoreSheetDialog:
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.refresh(match, names, human, cloth=cloth)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    QCoreApplication.processEvents()
    return dialog


def sums(match, order: tuple[int, int]) -> list[tuple[int, int]]:
    running = accumulate(match.history, lambda a, b: (a[0] + b[0], a[1] + b[1]), initial=(0, 0))
    return [(total[order[0]], total[order[1]]) for total in running]


def near(colour: QColor, wanted: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True))


def drawn_near(image, x: float, y: float, wanted: QColor, reach: int = 3) -> bool:
    return any(near(image.pixelColor(round(x) + dx, round(y) + dy), wanted)
               for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1))


# ----------------------------------------------------------------------------- the graph
@pytest.mark.parametrize("preset", ["classic", "coinche", "contree"])
def test_the_graph_draws_the_running_totals_of_the_match(qtbot, preset: str) -> None:
    match = bot_match(PRESETS[preset].with_(deals=6), seed=11)
    dialog = shown_dialog(qtbot, match)
    graph = dialog.sheet.graph
    assert graph.isVisible() and graph.height() >= 96
    assert graph.points == sums(match, (0, 1)) == running_totals(match, (0, 1))
    assert graph.points[-1] == tuple(match.totals)
    # What the player sees: each team's mark, in its colour, where its total after each deal stands.
    image = graph.grab().toImage()
    area = graph.plot_area()
    for deal, (ours, theirs) in enumerate(graph.points[1:], start=1):
        for total, colour in ((ours, OURS_COLOUR), (theirs, THEIRS_COLOUR)):
            spot = graph.point_at(deal, total)
            assert area.adjusted(-1, -1, 1, 1).contains(spot)
            if ours != theirs:  # equal totals: one mark covers the other
                assert drawn_near(image, spot.x(), spot.y(), colour), (deal, total, colour.name())
    # The cloth under the lines is the table's.
    assert near(image.pixelColor(4, graph.height() // 2), QColor(CLOTHS["green"][3]), 12)
    dialog.reject()


def test_the_players_team_is_the_first_line_wherever_they_sit(qtbot) -> None:
    match = mixed_match()
    east = {1: "You", 3: "Partner", 2: "Left", 0: "Right"}
    dialog = shown_dialog(qtbot, match, human=1, names=east)
    assert dialog.sheet.graph.points == sums(match, (1, 0))
    assert dialog.sheet.graph.points[3] == (81 + 64, 179)  # EW: the litige's 81 and 64; NS: 98 and the 81 held
    dialog.reject()


def test_the_target_line_and_a_high_contrast_cloth(qtbot) -> None:
    match = mixed_match(extra=0)  # classic to 1001
    dialog = shown_dialog(qtbot, match, cloth="contrast")
    graph = dialog.sheet.graph
    assert graph.target == 1001 and graph.top_points() >= 1001
    image = graph.grab().toImage()
    assert near(image.pixelColor(4, graph.height() // 2), QColor(CLOTHS["contrast"][3]), 12)
    # The team colours keep a contrast of at least 4.5:1 on the near-black cloth (and on the green).
    for cloth in ("contrast", "green", "blue", "burgundy"):
        for colour in (OURS_COLOUR, THEIRS_COLOUR):
            assert contrast(colour, QColor(CLOTHS[cloth][3])) >= 4.5, (cloth, colour.name())
    dialog.reject()


def luminance(colour: QColor) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_a_screen_reader_gets_the_graph_in_words(qtbot) -> None:
    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    dialog = shown_dialog(qtbot, match)
    graph = dialog.sheet.graph
    assert graph.accessibleName() == "Graph of the running totals"
    words = graph.accessibleDescription()
    ours, theirs = match.totals
    leader = "You & Partner" if ours > theirs else "Opponents"
    assert words.startswith(f"{leader} lead by {abs(ours - theirs)} points after 4 deals.")
    for deal, (us, them) in enumerate(sums(match, (0, 1))[1:], start=1):
        assert f"After deal {deal}: You & Partner {us}, Opponents {them}." in words
    assert graph.focusPolicy() & Qt.FocusPolicy.TabFocus  # reached with Tab, so the reader reads it
    dialog.reject()


def test_the_deal_chosen_in_the_sheet_is_marked_on_the_graph(qtbot) -> None:
    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    dialog = shown_dialog(qtbot, match)
    sheet = dialog.sheet
    assert sheet.graph.chosen is None
    sheet.table.setFocus()
    sheet.table.setCurrentCell(2, COL_DEAL)
    assert sheet.graph.chosen == 3
    QTest.keyClick(sheet.table, Qt.Key.Key_Up)
    assert sheet.graph.chosen == 2
    dialog.reject()


# ----------------------------------------------------------------------------- copy as text
def check_copied(text: str, match) -> None:
    lines = text.splitlines()
    assert lines[0] == "Score sheet: Classic belote, 4 deals"
    assert lines[1] == "You & Partner (You and Partner) against Opponents (Left and Right)"
    header = lines[3].split()
    assert header[:4] == ["Deal", "Dealer", "Contract", "Result"] and header[-1] == "Number"
    rows = lines[4:4 + len(match.deals)]
    running = sums(match, (0, 1))
    for index, row in enumerate(rows):
        deal = match.deals[index]
        number = format_deal_number(match.deal_number(index), " ")
        assert row.startswith(f"{index + 1} ") and row.endswith(number)
        figures = row[: -len(number)].split()[-4:]
        added = match.history[index]
        assert figures == [str(added[0]), str(added[1]), str(running[index + 1][0]), str(running[index + 1][1])]
        assert NAMES[deal.dealer] in row
    total = lines[4 + len(match.deals)].split()
    assert total == ["Total", str(match.totals[0]), str(match.totals[1])]
    winner = "You & Partner" if match.winner == 0 else "Opponents"
    assert lines[-1] == f"{winner} won the match."


def test_copy_as_text_puts_the_whole_sheet_on_the_clipboard(qtbot) -> None:
    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    dialog = shown_dialog(qtbot, match)
    QApplication.clipboard().setText("")
    assert dialog.copy_button.text() == "Copy as &text"
    assert dialog.copy_button.accessibleName() == "Copy the score sheet as text"
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    check_copied(QApplication.clipboard().text(), match)
    assert dialog.note.text() == "The score sheet is on the clipboard."
    assert dialog.isVisible()  # copying does not close the sheet
    # By the keys: Tab to the button, Space.
    dialog.copy_button.setFocus()
    qtbot.waitUntil(dialog.copy_button.hasFocus)
    QApplication.clipboard().setText("")
    QTest.keyClick(dialog.copy_button, Qt.Key.Key_Space)
    check_copied(QApplication.clipboard().text(), match)
    dialog.reject()


def test_the_copied_lines_line_up(qtbot) -> None:
    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    dialog = shown_dialog(qtbot, match)
    lines = dialog.sheet.sheet_text().splitlines()
    table = lines[3:4 + len(match.deals) + 1]
    total_them = str(match.totals[1])
    column_end = table[-1].index(total_them) + len(total_them)
    running = sums(match, (0, 1))
    for index, line in enumerate(table[1:-1]):
        them = str(running[index + 1][1])
        assert line[column_end - len(them):column_end] == them
    dialog.reject()


def test_ctrl_c_copies_what_is_chosen_and_ctrl_shift_c_the_whole_sheet(qtbot) -> None:
    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    dialog = shown_dialog(qtbot, match)
    sheet, clipboard = dialog.sheet, QApplication.clipboard()
    dialog.activateWindow()
    # In the table, a deal chosen: its number (as before).
    sheet.table.setFocus()
    sheet.table.setCurrentCell(1, COL_DEAL)
    clipboard.setText("")
    QTest.keySequence(sheet.table, QKeySequence(QKeySequence.StandardKey.Copy))
    assert clipboard.text() == format_deal_number(match.deal_number(1), " ")
    # Ctrl+Shift+C there: the whole sheet.
    clipboard.setText("")
    QTest.keySequence(sheet.table, QKeySequence("Ctrl+Shift+C"))
    check_copied(clipboard.text(), match)
    # No deal chosen: Ctrl+C in the table copies the whole sheet.
    sheet.table.setCurrentCell(-1, -1)
    clipboard.setText("")
    QTest.keySequence(sheet.table, QKeySequence(QKeySequence.StandardKey.Copy))
    check_copied(clipboard.text(), match)
    # On the graph, where nothing is chosen: the whole sheet.
    sheet.graph.setFocus()
    qtbot.waitUntil(sheet.graph.hasFocus)
    clipboard.setText("")
    QTest.keySequence(sheet.graph, QKeySequence(QKeySequence.StandardKey.Copy))
    check_copied(clipboard.text(), match)
    # The table's context menu offers both.
    texts = [action.text() for action in sheet.table.actions()]
    assert texts == ["&Copy the deal's number", "Copy the whole sheet as &text"]
    dialog.reject()


def test_a_deal_in_play_and_a_litige_in_the_copied_text(qtbot) -> None:
    match = mixed_match(extra=0)
    match.start_deal()
    dialog = shown_dialog(qtbot, match)
    lines = dialog.sheet.sheet_text().splitlines()
    assert lines[0] == "Score sheet: Classic belote, to 1001 points"
    assert "Litige, 81 held" in lines[4] and "Thrown in" in lines[5] and " – " in lines[5]
    assert "In play" in lines[7]
    assert lines[-1].split() == ["Total", "179", "145"]
    dialog.reject()


@pytest.mark.parametrize("size", [(760, 540), (980, 720)])
def test_graph_deals_and_totals_fit_the_dialog(qtbot, size: tuple[int, int]) -> None:
    """At the size an 800 x 600 screen leaves, and at the default: the graph, several deals and the totals."""
    match = bot_match(CLASSIC.with_(deals=12), seed=5)
    dialog = shown_dialog(qtbot, match, size=size)
    sheet = dialog.sheet
    graph = sheet.graph.geometry()
    assert 96 <= graph.height() <= 270
    assert sheet.table.viewport().height() >= 4 * sheet.table.rowHeight(0)
    assert sheet.totals.isVisible() and dialog.copy_button.isVisible()
    dialog.reject()


@pytest.mark.parametrize(("language", "name", "first_line"), [
    ("de", "Grafik des laufenden Stands", "Punkteliste: Klassisches Belote, 4 Runden"),
    ("fr", "Graphique des totaux cumulés", "Feuille de marque : Belote classique, 4 donnes"),
])
def test_the_graph_and_the_text_in_another_language(qtbot, qm_dir, language: str, name: str,
                                                    first_line: str) -> None:
    from belote_desktop.i18n.language import LanguageManager

    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    languages = LanguageManager(qm_dir)
    dialog = shown_dialog(qtbot, match)
    try:
        assert languages.set_language(language)
        qtbot.waitUntil(lambda: dialog.sheet.graph.accessibleName() == name)
        words = dialog.sheet.graph.accessibleDescription()
        assert ("Vorsprung für" if language == "de" else "Avance de") in words and "4" in words
        first = dialog.sheet.sheet_text().splitlines()[0]
        assert first.replace("\u202f", " ").replace("\u00a0", " ") == first_line  # French: a no-break space before ":"
        assert dialog.copy_button.text() == ("Als &Text kopieren" if language == "de" else "Copier en &texte")
    finally:
        languages.set_language("en")
    dialog.reject()


def test_the_bold_totals_fit_under_short_team_names(qtbot) -> None:
    """Seen under Xvfb in French: the columns of "Total Nous" and "Total Eux" as wide as their cells' "1297",
    and the bold total under them cut to "12…". Here the headers are as short as they can be."""
    from tests.ui.dialogs.test_score_sheet import WordsTranslator, install, uninstall

    match = bot_match(CLASSIC.with_(deals=12), seed=5)
    assert min(match.totals) >= 100
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    translator = WordsTranslator({("ScoreSheet", "Total\n%1"): "%1", ("ScoreSheet", "You & Partner"): "N",
                                  ("ScoreSheet", "Opponents"): "E"})
    install(translator)
    try:
        dialog.refresh(match, NAMES, HUMAN)
        dialog.resize(980, 720)
        dialog.show()
        qtbot.waitExposed(dialog)
        QCoreApplication.processEvents()
        totals = dialog.sheet.totals
        assert dialog.sheet.table.horizontalHeaderItem(COL_TOTAL_US).text() == "N"
        for column in (COL_TOTAL_US, COL_TOTAL_THEM):
            assert totals.columnWidth(column) >= totals.sizeHintForColumn(column), column
            assert dialog.sheet.table.columnWidth(column) == totals.columnWidth(column)
    finally:
        uninstall(translator)
    dialog.reject()


def test_enter_on_a_deal_reviews_it_and_leaves_the_sheet_open(qtbot) -> None:
    """Seen under Xvfb: Enter on a deal opened its review and also pressed the sheet's default button, Close."""
    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    dialog = shown_dialog(qtbot, match)
    table = dialog.sheet.table
    table.setFocus()
    table.setCurrentCell(2, COL_DEAL)
    with qtbot.waitSignal(dialog.sheet.review_requested) as asked:
        QTest.keyClick(table, Qt.Key.Key_Return)
    assert asked.args == [2]
    QCoreApplication.processEvents()
    assert dialog.isVisible()
    # With no deal chosen, Enter is the dialog's again: Close.
    table.setCurrentCell(-1, -1)
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
