"""What stays on screen follows a language change and the match (newcomer-play-2.md D9): the status line's
rules of the match, the contract box's taker and the score box's title, in the real window; "(resumed)"
only while the resumed deal lasts."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import PRESETS
from belote_desktop.i18n.language import LanguageManager
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table import layout
from belote_desktop.ui.table.items.look import TITLE_SMALLEST, fitted_title, title_room
from belote_desktop.ui.table.items.panels import ContractPanel, ScorePanel
from tests.ui.test_game_window import bid_by_clicking, make_window, play_by_clicking, wait_for_human_or_end
from tests.ui.test_window_features import reach_play

ENGLISH_SEATS = {"You", "Partner", "Left", "Right"}
FRENCH_SEATS = {"Vous", "Partenaire", "Gauche", "Droite"}


@pytest.fixture
def language(qapp, qm_dir: Path) -> Iterator[LanguageManager]:
    manager = LanguageManager(qm_dir)
    yield manager
    manager.unload()


def eight_deals(qtbot, seed: int = 3) -> MainWindow:
    settings = GameSettings(options=replace(PRESETS["classic"], deals=8), speed="instant",
                            partner_level="easy", opponent_level="easy")
    window = MainWindow(settings, seed=seed, auto_continue=True)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


def test_the_status_line_and_the_contract_box_follow_a_language_change(qtbot, language: LanguageManager) -> None:
    window = eight_deals(qtbot)
    c = window.controller
    try:
        reach_play(qtbot, window)
        assert window.match_label.text() == "Classic belote · deal 1 of 8"
        taker = c.match.deal.contract.taker
        assert window.scene.contract_panel.contract[4] in ENGLISH_SEATS
        assert language.set_language("fr")  # as the Language menu does: every widget gets LanguageChange
        QApplication.processEvents()
        qtbot.waitUntil(lambda: not window.scene.busy)
        assert window.match_label.text() == "Belote classique · donne 1 sur 8"
        assert window.scene.contract_panel.contract[4] == window.presenter.names()[taker]
        assert window.scene.contract_panel.contract[4] in FRENCH_SEATS
        assert window.scene.plate(taker).name == window.presenter.names()[taker]
        assert window.scene.score_panel.title() == "Donne 1 sur 8"
        assert language.set_language("en")
        QApplication.processEvents()
        qtbot.waitUntil(lambda: not window.scene.busy)
        assert window.match_label.text() == "Classic belote · deal 1 of 8"
        assert window.scene.contract_panel.contract[4] in ENGLISH_SEATS
    finally:
        c.shutdown()


def test_resumed_is_shown_until_the_resumed_deal_ends(qtbot, tmp_path: Path) -> None:
    first = make_window(qtbot, "classic", target=3000, seed=8, data_folder=tmp_path)
    reach_play(qtbot, first, tricks=1)
    first.close()
    window = make_window(qtbot, "classic", target=3000, seed=8, data_folder=tmp_path)
    c = window.controller
    try:
        assert "(resumed)" in window.match_label.text()
        deal = c.match.deal
        for _ in range(40):
            wait_for_human_or_end(qtbot, window)
            if deal.is_over:
                break
            assert "(resumed)" in window.match_label.text()  # as long as the resumed deal is played
            if c.asking == "bid":
                bid_by_clicking(qtbot, window)
            else:
                play_by_clicking(qtbot, window)
        assert deal.is_over
        assert "(resumed)" not in window.match_label.text()
        assert window.match_label.text() == "Classic belote · to 3000 points"
    finally:
        c.shutdown()


def titles() -> list[str]:
    """Every title the score and contract boxes can show (a fixed number of deals up to 12, a target)."""
    score, contract = ScorePanel(layout.SCORE_PANEL), ContractPanel(layout.CONTRACT_PANEL)
    out = []
    for deals in (8, 12):
        for deal in (1, deals, deals + 1):
            score.set_progress(deal, deals)
            out.append(score.title())
    score.set_progress(1, None)
    for target in (1001, 701, 3000):
        score.set_target(target)
        out.append(score.title())
    out.append(contract.title())
    contract.set_contract("", 1, 100, 1, "Left", auction=True)
    out.append(contract.title())
    return out


@pytest.mark.parametrize("lang", ["en", "nl", "de", "sv", "pl", "fr"])
def test_the_score_and_contract_box_titles_fit_whole(language: LanguageManager, lang: str) -> None:
    # "Score · ronde 7 va…": the Dutch, German and French titles were cut. Each is drawn whole, at most a
    # little smaller than usual, within the box's title line.
    from PySide6.QtGui import QFontMetricsF

    assert language.set_language(lang)
    room = title_room(layout.SCORE_PANEL)
    usual = fitted_title(layout.SCORE_PANEL, "Score")[1].pixelSize()
    for title in titles():
        for rect in (layout.SCORE_PANEL, layout.CONTRACT_PANEL):
            text, font = fitted_title(rect, title)
            assert text == title, (lang, title)
            assert QFontMetricsF(font).horizontalAdvance(text) <= room.width(), (lang, title)
            assert font.pixelSize() >= usual * TITLE_SMALLEST, (lang, title, font.pixelSize())
