"""The words of what the screen reader says, in every language (translations-2.md): a trick's points as a
plural ("1 point", French "0 point"), the teams named in sentences with the same words the window shows at
the match's end ("Capot för dina motståndare", not the column label "Motståndare"), and the coach's advice to
take worded as advice ("Tips: ta hjärter", not "tar hjärter")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from belote_desktop.engine import Bid
from belote_desktop.engine.bidding import TAKE
from belote_desktop.engine.scoring import DealScore, TeamScore
from belote_desktop.i18n.language import LanguageManager
from belote_desktop.ui.access import speech
from belote_desktop.ui.common.spoken import advice_words, move_words, spoken_start
from belote_desktop.ui.common.words import default_team_names, team_in_sentence

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "nl", "de", "sv", "pl", "fr")
NAMES = {0: "Partner", 1: "Right", 2: "You", 3: "Left"}
TRICK_MESSAGES = ("Trick to %1, %n points", "You win the trick, %n points.", "%1 wins the trick, %n points.")


@pytest.fixture
def language(qapp, qm_dir: Path) -> Iterator[LanguageManager]:
    manager = LanguageManager(qm_dir)
    yield manager
    manager.unload()


@pytest.mark.parametrize("lang", [*LANGUAGES[1:], "en"])
def test_the_trick_points_are_plural_messages_in_every_ts_file(lang: str) -> None:
    tree = ET.parse(ROOT / "translations" / f"belote_{lang}.ts")
    speech_context = next(c for c in tree.getroot().iter("context") if c.findtext("name") == "Speech")
    forms = {m.findtext("source"): [f.text for f in m.iter("numerusform")]
             for m in speech_context.iter("message") if m.get("numerus") == "yes"}
    for source in TRICK_MESSAGES:
        assert len(forms[source]) == (3 if lang == "pl" else 2), source
        assert all(form and "%n" in form for form in forms[source]), (source, forms[source])


@pytest.mark.parametrize(("lang", "points", "said"), [
    ("en", 1, "Left wins the trick, 1 point."), ("en", 0, "Left wins the trick, 0 points."),
    ("en", 25, "Left wins the trick, 25 points."), ("fr", 0, "Gauche remporte le pli, 0 point."),
    ("fr", 1, "Gauche remporte le pli, 1 point."), ("fr", 2, "Gauche remporte le pli, 2 points."),
    ("nl", 1, "Links wint de slag, 1 punt."), ("de", 1, "Links gewinnt den Stich, 1 Punkt."),
    ("pl", 1, "Lewy bierze lewę, 1 punkt."), ("pl", 3, "Lewy bierze lewę, 3 punkty."),
    ("pl", 0, "Lewy bierze lewę, 0 punktów."), ("pl", 22, "Lewy bierze lewę, 22 punkty."),
    ("pl", 12, "Lewy bierze lewę, 12 punktów."), ("sv", 1, "Vänster vinner sticket, 1 poäng.")])
def test_a_tricks_points_are_said_with_the_languages_plural(language: LanguageManager, lang: str, points: int,
                                                            said: str) -> None:
    assert language.set_language(lang)
    names = {seat: QCoreApplication.translate("TablePresenter", name) for seat, name in NAMES.items()}
    assert speech.trick_sentence(3, points, names, 2, short=False) == said
    assert str(points) in speech.trick_sentence(3, points, names, 2, short=True)
    assert re.search(rf"\b{points}\b", speech.trick_sentence(2, points, names, 2, short=False))


def capot_result(capot_team: int) -> DealScore:
    teams = (TeamScore(252, 0, 0, 0, 0, 252), TeamScore(0, 0, 0, 0, 0, 0))
    if capot_team == 1:
        teams = teams[::-1]
    return DealScore(teams=teams, takers=capot_team, made=True, litige=False, held=0, capot=capot_team)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_spoken_sentences_name_the_teams_as_the_match_end_does(language: LanguageManager, lang: str) -> None:
    # The human sits South (team 0). The sheet's column labels are not words of a sentence: "Capot för
    # Motståndare". The sentences use the words the window shows when the match ends.
    assert language.set_language(lang)
    ours, theirs = team_in_sentence(True), team_in_sentence(False)
    assert speech.team_names(0) == (ours, theirs) and speech.team_names(1) == (theirs, ours)
    teams = speech.team_names(0)
    heard = [speech.result_sentence(capot_result(1), teams, (0, 252), short=False),
             speech.match_sentence(1, teams, (1001, 850)), speech.match_sentence(0, teams, (1001, 850))]
    for sentence, team in zip(heard, (theirs, theirs, ours), strict=True):
        assert team in sentence or spoken_start(team) in sentence, (team, sentence)
    for sentence in heard:
        assert sentence[:1].isupper()
        for label in default_team_names():  # "Motståndare", "Eux": a column's label, not a sentence's words
            if label not in ours and label not in theirs:
                assert label not in sentence[1:], (label, sentence)


def test_swedish_capot_and_match_end_sentences(language: LanguageManager) -> None:
    assert language.set_language("sv")
    teams = speech.team_names(0)
    capot = speech.result_sentence(capot_result(1), teams, (0, 252), short=False)
    assert "Dina motståndare tog alla stick: capot." in capot
    assert "Capot för Motståndare" not in capot
    assert speech.match_sentence(1, teams, (1001, 850)) == "Matchen är slut: dina motståndare vann med 1001 mot 850."


def test_the_match_end_shown_uses_the_spoken_team_words(qtbot, language: LanguageManager) -> None:
    from tests.ui.test_game_window import make_window

    window = make_window(qtbot, "classic", target=1001, seed=3)
    try:
        assert language.set_language("fr")
        window.auto_continue = True  # the sentence only, no summary dialog
        shown = window.dialogs.show_match_over(1, (850, 1001), window.new_match)
        assert shown == "Partie remportée par vos adversaires, 1001 à 850."
        assert team_in_sentence(False) in shown
        assert language.set_language("en")
        assert window.dialogs.show_match_over(0, (1001, 850), window.new_match) == \
            "You and your partner won the match, 1001 to 850."
    finally:
        window.controller.shutdown()


@pytest.mark.parametrize(("lang", "advice", "said"), [
    ("sv", "ta hjärter", "tar hjärter"), ("pl", "weź kier", "biorę kier"), ("en", "take hearts", "take hearts")])
def test_the_coach_advises_a_take_in_the_words_of_advice(language: LanguageManager, lang: str, advice: str,
                                                         said: str) -> None:
    assert language.set_language(lang)
    take = Bid(TAKE, 1)
    assert advice_words(take, "classic") == advice
    assert move_words(take, "classic") == said  # a player's own take, told at the table, stays as it was
    assert advice_words(Bid("pass"), "classic") == move_words(Bid("pass"), "classic")
