"""The score sheet shows the engine's numbers: each row what ``Match.history``
says the deal added, running totals that are its cumulative sums, and a
totals line equal to ``Match.totals``; the player's own team first.

The matches are real: a litige, a thrown-in deal and the deal that collects
the held points are built from the R9 layouts; the other deals are played
by four easy bots. The builders here are shared with the other summary tests.
"""

from __future__ import annotations

from itertools import accumulate

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTranslator
from PySide6.QtWidgets import QDialogButtonBox

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.engine import PRESETS, Deal, Match
from belote_desktop.engine.options import Options
from belote_desktop.ui.common.words import contract_text
from belote_desktop.ui.dialogs.score_sheet import (
    COL_CONTRACT,
    COL_DEAL,
    COL_DEALER,
    COL_DECLARATIONS,
    COL_POINTS_THEM,
    COL_POINTS_US,
    COL_RESULT,
    COL_TOTAL_THEM,
    COL_TOTAL_US,
    HTML_ROLE,
    NUMBER_ROLE,
    ScoreSheet,
    ScoreSheetDialog,
)
from tests.engine.helpers import bid_all
from tests.engine.test_r09_classic_scoring import CAPOT, CLASSIC, DEAL_A, deck_for, litige_match, play_tricks

pytest.importorskip("pytestqt")

HUMAN = 2  # South, as the game has it by default
# The controller's words for the seats when the human plays South.
NAMES = {0: "Partner", 1: "Right", 2: "You", 3: "Left"}


# ----- building real matches ---------------------------------------------------
def bots(seed: int = 0) -> list:
    return [make_bot("easy", seed + s) for s in range(4)]


def play_out(match: Match, players: list) -> Deal:
    """Deal the next hand and let the bots bid and play it to the end."""
    deal = match.start_deal()
    while not deal.is_over:
        seat = deal.turn
        apply(deal, seat, players[seat].decide(SeatView.of(deal, seat)))
    match.settle()  # the bots act on the deal: book it into the match
    return deal


def mixed_match(extra: int = 3) -> Match:
    """Deal 1 a litige (NS's 81 held), deal 2 thrown in, deal 3 made by NS who
    collect the 81, then ``extra`` deals played by bots."""
    match = litige_match()
    match.start_deal(deck=list(range(32)))
    bid_all(match.deal, ["pass"] * 8)
    match.start_deal(deck=deck_for(DEAL_A, match.options, dealer="W", taker="N", up="JH", rotate=2))
    bid_all(match.deal, ["take H"])
    play_tricks(match, DEAL_A.tricks, rotate=2)
    players = bots(3)
    for _ in range(extra):
        if match.is_over:
            break
        play_out(match, players)
    return match


def capot_match() -> Match:
    """One classic deal in which N takes hearts and NS take all eight tricks."""
    match = Match(CLASSIC, seed=1, first_dealer=3)
    match.start_deal(deck=deck_for(CAPOT, match.options, dealer="W", taker="N", up="JH"))
    bid_all(match.deal, ["take H"])
    play_tricks(match, CAPOT.tricks)
    return match


def surcoinche_match() -> Match:
    """Coinche: W bids 80 hearts, N coinches, W surcoinches; the bots play it."""
    match = Match(PRESETS["coinche"], seed=7)
    deal = match.start_deal()
    assert deal.turn == 3
    bid_all(deal, ["80 H", "coinche", "surcoinche"])
    players = bots()
    while not deal.is_over:
        seat = deal.turn
        apply(deal, seat, players[seat].decide(SeatView.of(deal, seat)))
    match.settle()
    return match


def bot_match(options: Options, seed: int) -> Match:
    match = Match(options, seed=seed)
    players = bots(seed)
    while not match.is_over:
        play_out(match, players)
    return match


# ----- reading the sheet -------------------------------------------------------
def cell(sheet: ScoreSheet, row: int, column: int) -> str:
    item = sheet.table.item(row, column)
    return "" if item is None else item.text()


def number(sheet: ScoreSheet, row: int, column: int) -> int:
    item = sheet.table.item(row, column)
    assert item is not None, (row, column)
    return int(item.data(NUMBER_ROLE))


def check_numbers(sheet: ScoreSheet, match: Match, human_seat: int) -> None:
    """Every number on the sheet equals the engine's, in the player's team order."""
    us, them = human_seat & 1, (human_seat & 1) ^ 1
    history = match.history
    assert sheet.table.rowCount() == len(match.deals)
    running = list(accumulate(history, lambda a, b: (a[0] + b[0], a[1] + b[1])))
    for row, added in enumerate(history):
        assert number(sheet, row, COL_POINTS_US) == added[us]
        assert number(sheet, row, COL_POINTS_THEM) == added[them]
        if match.deals[row].result is None:
            assert cell(sheet, row, COL_POINTS_US) == cell(sheet, row, COL_POINTS_THEM) == "–"
        else:
            assert cell(sheet, row, COL_POINTS_US) == str(added[us])
            assert cell(sheet, row, COL_POINTS_THEM) == str(added[them])
        assert cell(sheet, row, COL_TOTAL_US) == str(running[row][us])
        assert cell(sheet, row, COL_TOTAL_THEM) == str(running[row][them])
        assert number(sheet, row, COL_TOTAL_US) == running[row][us]
    totals = sheet.totals  # the bold line under the deals
    assert totals.item(0, COL_DEAL).text() == "Total"
    assert totals.item(0, COL_DEAL).font().bold()
    assert totals.item(0, COL_TOTAL_US).text() == str(match.totals[us])
    assert totals.item(0, COL_TOTAL_THEM).text() == str(match.totals[them])
    assert totals.item(0, COL_TOTAL_US).data(NUMBER_ROLE) == match.totals[us]
    assert totals.item(0, COL_TOTAL_US).font().bold()


# ----- tests ---------------------------------------------------------------------
def test_every_row_equals_the_history_and_the_totals(qtbot) -> None:
    match = mixed_match()
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, NAMES, HUMAN)
    check_numbers(sheet, match, HUMAN)
    for row, deal in enumerate(match.deals):
        assert cell(sheet, row, COL_DEAL) == str(row + 1)
        assert cell(sheet, row, COL_DEALER) == NAMES[deal.dealer]


def test_litige_thrown_in_and_collected_rows_read_right(qtbot) -> None:
    match = mixed_match(extra=0)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, NAMES, HUMAN)
    # Deal 1: N (Partner) took hearts, a tie: the defence scores, NS's 81 wait.
    assert cell(sheet, 0, COL_CONTRACT) == "♥ by Partner"
    assert cell(sheet, 0, COL_RESULT) == "Litige, 81 held"
    assert (number(sheet, 0, COL_POINTS_US), number(sheet, 0, COL_POINTS_THEM)) == (0, 81)
    # Deal 2: everyone passed.
    assert cell(sheet, 1, COL_CONTRACT) == "Thrown in"
    assert (number(sheet, 1, COL_POINTS_US), number(sheet, 1, COL_POINTS_THEM)) == (0, 0)
    # Deal 3: S (You) made 98 and NS collect the 81 held: 179, as the history says.
    assert cell(sheet, 2, COL_CONTRACT) == "♥ by You"
    assert cell(sheet, 2, COL_RESULT) == "Made"
    assert match.history[2] == (179, 64)
    assert cell(sheet, 2, COL_POINTS_US) == "179"
    assert "81" in sheet.table.item(2, COL_POINTS_US).toolTip()
    assert match.totals == [179, 145]
    check_numbers(sheet, match, HUMAN)


def test_the_players_team_comes_first(qtbot) -> None:
    """Human East: EW is "You & Partner" and its numbers fill the first columns."""
    match = mixed_match()
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    names = {1: "You", 3: "Partner", 2: "Left", 0: "Right"}
    sheet.refresh(match, names, 1)
    assert sheet.team_order() == (1, 0)
    header = sheet.table.horizontalHeaderItem
    assert header(COL_POINTS_US).text() == "You & Partner"
    assert header(COL_POINTS_THEM).text() == "Opponents"
    assert "You & Partner" in header(COL_TOTAL_US).text()
    check_numbers(sheet, match, 1)
    assert cell(sheet, 0, COL_CONTRACT) == "♥ by Right"


def test_contract_words_and_coloured_trump(qtbot) -> None:
    match = surcoinche_match()
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, NAMES, HUMAN)
    assert cell(sheet, 0, COL_CONTRACT) == "80 ♥ by Left, surcoinched"
    # Read aloud in words (issue 17).
    spoken = sheet.table.item(0, COL_CONTRACT).data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken == "80 hearts by Left, surcoinched"
    html = sheet.table.item(0, COL_CONTRACT).data(HTML_ROLE)
    # The heart is drawn in the card's red; the words stay in the text colour.
    assert '<span style="color:#c8102e' in html and "♥</span>" in html
    assert "by Left, surcoinched" in html
    check_numbers(sheet, match, HUMAN)
    contract = match.deals[0].contract
    assert contract_text(contract.__class__(3, 5, 120, 2), NAMES) == "120 TA by Left, coinched"
    assert contract_text(contract.__class__(0, 4, 250), NAMES) == "Capot SA by Partner"


def test_names_are_escaped_in_the_rich_text(qtbot) -> None:
    match = mixed_match(extra=0)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, {**NAMES, 0: "<b>Bob</b>"}, HUMAN)
    assert cell(sheet, 0, COL_CONTRACT) == "♥ by <b>Bob</b>"
    assert "&lt;b&gt;Bob&lt;/b&gt;" in sheet.table.item(0, COL_CONTRACT).data(HTML_ROLE)


def test_capot_is_named(qtbot) -> None:
    match = capot_match()
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, NAMES, HUMAN)
    assert match.deals[0].result.capot == 0
    assert cell(sheet, 0, COL_RESULT) == "Made, capot"
    check_numbers(sheet, match, HUMAN)


def test_caption_names_the_target_and_the_winner(qtbot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(mixed_match(extra=0), NAMES, HUMAN)
    assert "to 1001 points" in sheet.caption.text()
    match = bot_match(CLASSIC.with_(deals=4), seed=5)
    sheet.refresh(match, NAMES, HUMAN)
    assert "4 deals" in sheet.caption.text()
    assert match.winner is not None
    winner = "You & Partner" if match.winner == HUMAN & 1 else "Opponents"
    assert f"{winner} won the match." in sheet.caption.text()
    check_numbers(sheet, match, HUMAN)


@pytest.mark.parametrize("preset", ["classic", "coinche", "contree"])
def test_whole_bot_matches(qtbot, preset: str) -> None:
    match = bot_match(PRESETS[preset].with_(deals=6), seed=11)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, NAMES, HUMAN)
    check_numbers(sheet, match, HUMAN)


def test_a_deal_in_play_has_a_row_without_points(qtbot) -> None:
    match = mixed_match(extra=0)
    match.start_deal()  # dealt, not yet bid
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, NAMES, HUMAN)
    row = len(match.deals) - 1
    assert cell(sheet, row, COL_RESULT) == "In play"
    assert cell(sheet, row, COL_POINTS_US) == ""
    check_numbers(sheet, match, HUMAN)


def test_dialog_refreshes_in_place_and_closes(qtbot) -> None:
    match = mixed_match(extra=0)
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.refresh(match, NAMES, HUMAN)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Score sheet"
    assert dialog.sheet.table.rowCount() == 3
    play_out(match, bots())
    dialog.refresh(match, NAMES, HUMAN)
    assert dialog.sheet.table.rowCount() == 4
    check_numbers(dialog.sheet, match, HUMAN)
    assert not dialog.grab().isNull()
    with qtbot.waitSignal(dialog.rejected):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()
    assert not dialog.isVisible()


class WordsTranslator(QTranslator):
    """A translator from a dict (context, source) -> words, to see a widget retranslate."""

    def __init__(self, words: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self.words = words

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        # None, not "": an empty string would be taken as the translation.
        return self.words.get((context, source))

    def isEmpty(self) -> bool:
        return False  # Qt skips a translator with no loaded catalogue


def install(translator: QTranslator) -> None:
    QCoreApplication.installTranslator(translator)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def uninstall(translator: QTranslator) -> None:
    QCoreApplication.removeTranslator(translator)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def test_language_change_retranslates(qtbot) -> None:
    match = mixed_match(extra=0)
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.refresh(match, NAMES, HUMAN)
    translator = WordsTranslator({
        ("ScoreSheet", "Deal"): "Spel",
        ("ScoreSheet", "You & Partner"): "Wij",
        ("ScoreSheet", "Made"): "Gehaald",
        ("ScoreSheetDialog", "Score sheet"): "Scorebriefje",
    })
    install(translator)
    try:
        sheet = dialog.sheet
        assert dialog.windowTitle() == "Scorebriefje"
        assert sheet.table.horizontalHeaderItem(COL_DEAL).text() == "Spel"
        assert sheet.table.horizontalHeaderItem(COL_POINTS_US).text() == "Wij"
        assert cell(sheet, 2, COL_RESULT) == "Gehaald"
        check_numbers(sheet, match, HUMAN)
    finally:
        uninstall(translator)
    assert dialog.sheet.table.horizontalHeaderItem(COL_DEAL).text() == "Deal"


def test_the_declarations_column_says_who_declared_what_that_scored(qtbot) -> None:
    match = bot_match(PRESETS["classic"].with_(deals=12), seed=5)
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(match, NAMES, HUMAN)
    rows_with = 0
    for row, deal in enumerate(match.deals):
        shown = deal.declarations_shown()
        text = cell(sheet, row, COL_DECLARATIONS)
        if not shown:
            assert text == ""
            continue
        rows_with += 1
        for seat, decls in shown.items():
            assert NAMES[seat] in text
            assert all(f"({d.value})" in text for d in decls)
    assert rows_with > 0, "no declaration scored in twelve deals: pick another seed"


# ----- fitting the sheet on the screen (issue 34, D8) ----------------------------------------------------
# The dialog's size on an 800 x 600 screen (what ``fitting_size`` leaves) and its default on a large one.
SIZES = [(760, 540), (980, 560)]


def shown_sheet(qtbot, match: Match, size: tuple[int, int]) -> ScoreSheetDialog:
    dialog = ScoreSheetDialog()
    qtbot.addWidget(dialog)
    dialog.refresh(match, NAMES, HUMAN)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    QCoreApplication.processEvents()  # the columns take their widths on the first layout
    return dialog


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("preset", ["classic", "coinche"])
def test_no_cell_runs_into_the_next_column(qtbot, preset: str, size: tuple[int, int]) -> None:
    """Seen in the review: "♣ by RighMade", the contract cut by the result beside it."""
    match = bot_match(PRESETS[preset].with_(deals=10), seed=5)
    dialog = shown_sheet(qtbot, match, size)
    sheet = dialog.sheet
    table, header = sheet.table, sheet.table.horizontalHeader()
    for column in range(COL_DECLARATIONS):
        needed = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert table.columnWidth(column) >= needed, (column, table.columnWidth(column), needed)


def test_a_long_declaration_is_cut_with_its_whole_text_in_the_tooltip(qtbot) -> None:
    match = bot_match(PRESETS["classic"].with_(deals=12), seed=5)
    dialog = shown_sheet(qtbot, match, SIZES[0])
    sheet = dialog.sheet
    assert sheet.table.textElideMode() == Qt.TextElideMode.ElideRight
    written = [sheet.table.item(row, COL_DECLARATIONS) for row in range(sheet.table.rowCount())]
    written = [item for item in written if item is not None and item.text()]
    assert written, "no declaration scored in twelve deals: pick another seed"
    assert all(item.toolTip() == item.text() for item in written)


@pytest.mark.parametrize("size", SIZES)
def test_the_totals_stay_in_view_under_their_columns(qtbot, size: tuple[int, int]) -> None:
    """Ten deals and more: the totals line is on screen, above the Close button, each total under its column."""
    match = bot_match(PRESETS["classic"].with_(deals=14), seed=5)
    dialog = shown_sheet(qtbot, match, size)
    sheet = dialog.sheet
    totals = sheet.totals
    assert totals.isVisible() and sheet.table.rowCount() == len(match.deals)
    line = totals.geometry().translated(totals.parentWidget().mapTo(dialog, totals.geometry().topLeft())
                                        - totals.geometry().topLeft())
    assert dialog.rect().contains(line)
    assert line.bottom() < dialog.buttons.geometry().top()
    for column in (COL_TOTAL_US, COL_TOTAL_THEM):
        cell_rect = totals.visualItemRect(totals.item(0, column))
        assert totals.viewport().rect().contains(cell_rect)
        assert totals.columnViewportPosition(column) == sheet.table.columnViewportPosition(column)
        assert totals.columnWidth(column) == sheet.table.columnWidth(column)
    # Scrolled sideways, the totals go along.
    bar = sheet.table.horizontalScrollBar()
    bar.setValue(bar.maximum())
    assert totals.horizontalScrollBar().value() == bar.value()
