"""Every step has its words, with a place for each thing the step fills in, and every refusal belongs to a step
where the player moves; in every language the game speaks."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from belote_desktop.i18n.language import LANGUAGES, LanguageManager
from belote_desktop.lesson import LESSONS, NEXT
from belote_desktop.ui.lesson.texts import refusal_words, step_words

STEPS = {step.key: step for lesson in LESSONS.values() for step in lesson.steps}


def places(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"%(\d)", text)}


@pytest.fixture(params=LANGUAGES)
def language(request, qapp, qm_dir: Path) -> Iterator[str]:
    manager = LanguageManager(qm_dir)
    assert manager.set_language(request.param)
    yield request.param
    manager.unload()


def test_each_step_has_words_filling_each_of_its_places(language: str) -> None:
    words = step_words()
    assert set(words) == set(STEPS)
    for key, step in STEPS.items():
        assert places(words[key]) == set(range(1, len(step.fill) + 1)), (language, key)


def test_each_refusal_belongs_to_a_move_and_fills_only_its_places(language: str) -> None:
    for key, text in refusal_words().items():
        step = STEPS[key]
        assert step.wait != NEXT, key
        assert places(text) <= set(range(1, len(step.fill) + 1)), (language, key)


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != "en"])
def test_every_step_is_written_in_each_language(qapp, qm_dir: Path, code: str) -> None:
    english = {**step_words(), **{f"{key}!": text for key, text in refusal_words().items()}}
    manager = LanguageManager(qm_dir)
    try:
        assert manager.set_language(code)
        there = {**step_words(), **{f"{key}!": text for key, text in refusal_words().items()}}
    finally:
        manager.unload()
    assert [key for key in english if there[key] == english[key]] == []


def test_the_step_on_show_and_the_offer_follow_a_language_change(qtbot, qm_dir: Path, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tests.ui.lesson.helpers import lesson_window, panel, wait_for_step

    manager = LanguageManager(qm_dir)
    try:
        store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = lesson_window(qtbot, store=store, offer=True)
        window.start()
        english_offer = panel(window).text.text()
        assert manager.set_language("fr")
        QApplication.processEvents()
        assert panel(window).caption.text() == "Bienvenue dans Belote Desktop"
        assert panel(window).text.text() != english_offer and "Aide > Apprendre à jouer" in panel(window).text.text()
        assert panel(window).primary.text() == "Montrez-moi"
        panel(window).primary.click()  # Show me: the lesson, in French
        assert wait_for_step(qtbot, window) == "next"
        assert panel(window).caption.text() == "Leçon\u00a0: étape 1 sur 17"
        assert panel(window).text.text().startswith("Une donne guidée")
        assert panel(window).primary.text() == "Suivant"
        assert window.announcer.last().startswith("Une donne guidée")  # heard in French too
        assert manager.set_language("de")
        QApplication.processEvents()
        assert panel(window).text.text().startswith("Eine geführte Runde")  # the step on show, in its new words
        assert panel(window).primary.text() == "Weiter"
        window.controller.shutdown()
    finally:
        manager.unload()
