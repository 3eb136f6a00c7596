"""What the hint's numbers are, said in plain words (issue 34, D6; translations-2 N4): the value of each card
is the deal's expected score, the player's team's minus the other's, and it is averaged over possible
layouts of the hidden cards, not over deals played before. The status bar and the note over the card say
it in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from belote_desktop.bots.coach import Advice
from tests.ui.test_game_window import make_window
from tests.ui.test_window_features import reach_play


def hint_for_a_card(qtbot, window) -> Advice:
    reach_play(qtbot, window, tricks=1)
    with qtbot.waitSignal(window.controller.hinted, timeout=30000) as hinted:
        QTest.keyClick(window.view, Qt.Key.Key_H)
    return hinted.args[0]


def test_the_hint_says_what_its_numbers_are(qtbot, qm_dir) -> None:
    from belote_desktop.i18n.language import LanguageManager

    languages = LanguageManager(qm_dir)
    assert languages.set_language("en")  # the English plural forms
    window = make_window(qtbot, "classic", target=3000, seed=8)
    try:
        advice = hint_for_a_card(qtbot, window)
        message = window.statusBar().currentMessage()
        if advice.samples:
            layouts = "layout" if advice.samples == 1 else "layouts"
            assert (f"Expected score of this deal, your team's minus theirs, over {advice.samples} possible {layouts} "
                    "of the hidden cards: ") in message
        assert "Worth on average" not in message and " deals" not in message
    finally:
        window.controller.shutdown()


@pytest.mark.parametrize(("lang", "words"), [("nl", "mogelijke verdeling"), ("de", "mögliche Verteilung"),
                                             ("sv", "fördelning"), ("pl", "rozkład"), ("fr", "répartition")])
def test_the_hints_numbers_are_explained_in_every_language(qtbot, qm_dir, lang: str, words: str) -> None:
    from belote_desktop.i18n.language import LanguageManager

    languages = LanguageManager(qm_dir)
    window = make_window(qtbot, "classic", target=3000, seed=8)
    try:
        hinted = hint_for_a_card(qtbot, window)
        assert languages.set_language(lang)
        window.hints.show(Advice(((hinted.best, -119.0),), None, 13))  # D6's figures, on the card hinted
        message = window.statusBar().currentMessage()
        assert words in message and " 13 " in message and "-119" in message and "layouts" not in message
    finally:
        languages.set_language("en")
        window.controller.shutdown()
