"""This deal's card points and tricks on the table (issue 37), at the real window, offscreen: under the contract
from the contract on, counted as each trick lands on its pile, in step with the engine's own count, the 162 of
a deal at its end; a setting, on by default; said to a screen reader and reached with Tab; and the cards played
(an aid, off by default) marked as they land, a match played with them counting apart in the statistics."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from belote_desktop.engine import PRESETS
from belote_desktop.engine.tricks import POINTS
from belote_desktop.i18n.language import LanguageManager
from belote_desktop.session.settings import GameSettings
from belote_desktop.storage.statistics import ALONE, ASSISTED
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import (
    bid_by_clicking,
    make_window,
    play_by_clicking,
    play_match,
    wait_for_human_or_end,
)
from tests.ui.test_table_layout import to_play


def expected(window: MainWindow) -> tuple[tuple[int, int], tuple[int, int]]:
    """The card points and tricks of the deal on the table so far, the player's team first, from the engine's tricks
    (the last trick's 10 with it)."""
    c = window.controller
    deal = c.deal
    points, tricks = [0, 0], [0, 0]
    for number, trick in enumerate(deal.tricks, 1):
        points[trick.winner & 1] += sum(POINTS[deal.mode][card] for card in trick.cards) + (10 if number == 8 else 0)
        tricks[trick.winner & 1] += 1
    ours = c.human_seat & 1
    return (points[ours], points[ours ^ 1]), (tricks[ours], tricks[ours ^ 1])


def drawn_tally(window: MainWindow) -> list[tuple[str, str, str]]:
    window.view.grab()  # painted as the player sees it
    return window.deal_panels.tally.drawn


def tricks(n: int) -> str:
    return "1 trick" if n == 1 else f"{n} tricks"


def rows(points: tuple[int, int], taken: tuple[int, int]) -> list[tuple[str, str, str]]:
    return [("Us", tricks(taken[0]), str(points[0])), ("Them", tricks(taken[1]), str(points[1]))]


@pytest.fixture
def english(qapp) -> Iterator[None]:
    """English as the program starts it: its plural forms loaded ("1 trick", "3 tricks")."""
    languages = LanguageManager()
    assert languages.set_language("en")
    yield
    languages.unload()


@pytest.mark.parametrize(("variant", "seed"), [("classic", 8), ("coinche", 2), ("contree", 5)])
def test_the_tally_counts_each_trick_as_it_lands(qtbot, english: None, variant: str, seed: int) -> None:
    window = make_window(qtbot, variant, target=3000, seed=seed)
    window.auto_continue = False
    c = window.controller
    tally = window.deal_panels.tally
    try:
        wait_for_human_or_end(qtbot, window)
        assert c.asking == "bid" and not tally.isVisible()  # nothing to count in the auction
        while c.asking == "bid":
            bid_by_clicking(qtbot, window)
            wait_for_human_or_end(qtbot, window)
        assert tally.isVisible() and tally.sceneBoundingRect().top() > window.scene.contract_panel.sceneBoundingRect(
            ).top()  # under the contract
        deal = c.deal
        while deal.phase == "playing":
            points, taken = expected(window)
            assert drawn_tally(window) == rows(points, taken), len(deal.tricks)
            assert window.deal_access.tally.accessibleName() == (
                f"This deal: Us {points[0]} points, {tricks(taken[0])}; Them {points[1]} points, {tricks(taken[1])}")
            if c.asking == "play":
                play_by_clicking(qtbot, window)
            qtbot.waitUntil(lambda: window.dialogs.summary is not None
                            or (c.asking == "play" and not window.scene.busy), timeout=20000)
        points, taken = expected(window)
        assert sum(points) == 162 and sum(taken) == 8
        ours = c.human_seat & 1
        assert points == (deal.card_points[ours] + 10 * (deal.tricks[-1].winner & 1 == ours),
                          deal.card_points[ours ^ 1] + 10 * (deal.tricks[-1].winner & 1 != ours))
        assert drawn_tally(window) == rows(points, taken)  # the whole deal, under its summary
    finally:
        c.shutdown()


def test_the_tally_is_a_setting_on_by_default(qtbot, english: None) -> None:
    assert GameSettings().deal_tally
    window = make_window(qtbot, "coinche", target=3000, seed=2)
    c = window.controller
    tally = window.deal_panels.tally
    try:
        to_play(qtbot, window)
        assert tally.isVisible() and window.deal_access.tally.isVisible()
        window.apply_settings(window.settings.with_(deal_tally=False))
        assert not tally.isVisible() and not window.deal_access.tally.isVisible()  # gone for a screen reader too
        qtbot.waitUntil(lambda: not window.scene.busy)
        play_by_clicking(qtbot, window)
        wait_for_human_or_end(qtbot, window)
        assert not tally.isVisible()
        window.apply_settings(window.settings.with_(deal_tally=True))
        assert tally.isVisible()
        assert drawn_tally(window) == rows(*expected(window))
    finally:
        c.shutdown()


def test_tab_reaches_the_tally_after_the_auction(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    c = window.controller
    try:
        to_play(qtbot, window)
        window.view.setFocus()
        reached = []
        for _ in range(14):
            focus = QApplication.focusWidget()
            reached.append(focus.objectName())
            if focus is window.deal_access.tally:
                break
            qtbot.keyClick(focus, Qt.Key.Key_Tab)
        assert reached[-2:] == ["auction_spot", "tally_spot"]
        window.view.grab()
        assert window.deal_panels.tally.focused
    finally:
        c.shutdown()


# -- the cards played ---------------------------------------------------------------------------------------------
def window_with(qtbot, tmp_path: Path, cards_played: bool, variant: str = "classic") -> MainWindow:
    settings = GameSettings(options=replace(PRESETS[variant], deals=1), speed="instant", partner_level="easy",
                            opponent_level="easy", cards_played=cards_played, auto_play=False)
    window = MainWindow(settings, seed=8, auto_continue=True, data_folder=tmp_path)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.start()
    return window


def drawn_played(window: MainWindow) -> set[int]:
    window.view.grab()
    panel = window.deal_panels.played
    assert len(panel.drawn) == 32  # every card of every suit, played or not
    return {card for card, (_rank, struck) in panel.drawn.items() if struck}


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_the_cards_played_are_marked_as_they_land(qtbot, tmp_path: Path, variant: str) -> None:
    window = window_with(qtbot, tmp_path, cards_played=True, variant=variant)
    c = window.controller
    panel = window.deal_panels.played
    try:
        wait_for_human_or_end(qtbot, window)
        assert not panel.isVisible()  # no card is played in the auction
        to_play(qtbot, window)
        assert panel.isVisible()
        for _ in range(6):
            assert drawn_played(window) == set(c.deal.plays)
            play_by_clicking(qtbot, window)
            wait_for_human_or_end(qtbot, window)
        assert len(c.deal.plays) >= 6 and drawn_played(window) == set(c.deal.plays)
        said = window.deal_access.played.accessibleName()
        assert said.startswith("Cards played: spades: ")
        assert said.count(";") == 3  # the four suits
        window.apply_settings(window.settings.with_(cards_played=False))
        assert not panel.isVisible()
    finally:
        c.shutdown()


@pytest.mark.parametrize("cards_played", [True, False])
def test_a_match_with_the_cards_played_counts_apart(qtbot, tmp_path: Path, cards_played: bool) -> None:
    window = window_with(qtbot, tmp_path, cards_played=cards_played)
    try:
        play_match(qtbot, window)  # one deal, by clicking
        rows = window.keeper.statistics.rows()
        assert [(key.play, counters.matches_played) for key, counters in rows] == [
            (ASSISTED if cards_played else ALONE, 1)]
    finally:
        window.controller.shutdown()


def test_turning_the_cards_played_on_makes_the_match_assisted(qtbot, tmp_path: Path) -> None:
    window = window_with(qtbot, tmp_path, cards_played=False)
    c = window.controller
    try:
        to_play(qtbot, window)
        assert window.keeper.key().play == ALONE
        window.apply_settings(window.settings.with_(cards_played=True))
        assert c.match.assisted and window.keeper.key().play == ASSISTED
        assert window.statusBar().currentMessage() == ("The cards played are shown: this match now counts as "
                                                      "assisted.")
        assert window.announcer.last() == window.statusBar().currentMessage()  # heard too
    finally:
        c.shutdown()
