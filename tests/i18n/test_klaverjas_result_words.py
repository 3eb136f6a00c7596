"""Klaverjas's made / nat said with either team as the subject (issue 38): both teams' names are plural ("jij en je
partner", "je tegenstanders"), and in French "vous" takes a verb of its own, so the sentence must read right for
both teams in every language, not only the one a test happened to deal."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from belote_desktop.i18n.language import LanguageManager
from belote_desktop.ui.access import speech
from tests.i18n.test_translations import tools

EXPECTED = {
    "nl": ("Jij en je partner hebben het gehaald.", "Je tegenstanders zijn nat gegaan."),
    "de": ("Du und dein Partner haben erfüllt.", "Deine Gegner sind nat gegangen."),
    "fr": ("Réussi pour vous et votre partenaire.", "Nat pour vos adversaires."),
}


@pytest.mark.parametrize("code", sorted(EXPECTED))
def test_made_and_nat_agree_with_either_team(qapp, tmp_path: Path, code: str) -> None:
    tools.build_qm(tmp_path)
    manager = LanguageManager(qm_dir=tmp_path)
    try:
        assert manager.set_language(code)
        teams = speech.team_names(0)  # the player's team first
        made = speech.klaverjas_result_words(SimpleNamespace(makers=0, made=True, pit=None), teams)
        nat = speech.klaverjas_result_words(SimpleNamespace(makers=1, made=False, pit=None), teams)
        assert (made, nat) == EXPECTED[code]
    finally:
        manager.unload()
