"""The command line's game (issue 38): ``--game {belote,klaverjas}`` and the klaverjas presets as ``--variant``
values, a variant of the other game refused in the player's language with exit status 2, and the settings a
start gets from them."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from belote_desktop import __main__ as command_line
from belote_desktop.app import with_command_line_rules
from belote_desktop.engine import PRESETS
from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS
from belote_desktop.session.settings import GAMES, GameSettings


def test_the_command_line_knows_every_game_and_klaverjas_preset() -> None:
    assert command_line.GAMES == GAMES
    assert tuple(KLAVERJAS_PRESETS) == command_line.KLAVERJAS_PRESETS
    assert set(command_line.VARIANTS) <= set(PRESETS)


@pytest.mark.parametrize(("argv", "game", "variant"), [
    (["--variant", "amsterdams"], "klaverjas", "amsterdams"),
    (["--variant", "utrechts"], "klaverjas", "utrechts"),
    (["--game", "klaverjas", "--variant", "rotterdams"], "klaverjas", "rotterdams"),
    (["--game", "klaverjas"], "klaverjas", None),
    (["--variant", "coinche"], "belote", "coinche"),
    (["--game", "belote", "--variant", "contree"], "belote", "contree"),
    ([], None, None),
])
def test_a_klaverjas_preset_chooses_klaverjas(argv: list[str], game: str | None, variant: str | None) -> None:
    args = command_line.parse_args(argv)
    assert (args.game, args.variant) == (game, variant)


@pytest.mark.parametrize(("argv", "words"), [
    (["--game", "klaverjas", "--variant", "coinche", "--lang", "nl"],
     "klaverjassen speel je niet met coinche, een variant van belote: kies een van amsterdams, rotterdams, utrechts, "
     "nku_toernooi, of laat --game weg"),
    (["--game", "belote", "--variant", "rotterdams", "--lang", "de"],
     "Belote wird nicht mit der Klaverjas-Voreinstellung rotterdams gespielt: Wähle eine von classic, coinche, "
     "contree oder lass --game weg"),
    (["--lang", "en", "--variant", "amsterdams", "--game", "belote"],
     "belote is not played with the klaverjas preset amsterdams: choose one of classic, coinche, contree, "
     "or leave out --game"),
])
def test_a_variant_of_the_other_game_exits_2_in_the_players_language(qapp, capsys, argv: list[str],
                                                                      words: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        command_line.main(argv)
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == f"belote-desktop: error: {words}"


def test_without_lang_the_refusal_is_in_the_systems_language() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANGUAGE": "fr", "LC_ALL": "fr_FR.UTF-8"}
    result = subprocess.run([sys.executable, "-m", "belote_desktop", "--game", "klaverjas", "--variant", "classic"],
                            capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 2
    assert "le klaverjas ne se joue pas avec la variante de belote classic" in result.stderr


def test_the_command_line_rules_replace_the_stored_ones() -> None:
    stored = GameSettings(game="klaverjas", klaverjas=KLAVERJAS_PRESETS["rotterdams"], options=PRESETS["coinche"])
    belote = with_command_line_rules(stored, "belote", "contree")
    assert (belote.game, belote.options, belote.klaverjas) == ("belote", PRESETS["contree"], stored.klaverjas)
    utrechts = with_command_line_rules(stored.with_(game="belote"), "klaverjas", "utrechts")
    assert (utrechts.game, utrechts.klaverjas) == ("klaverjas", KLAVERJAS_PRESETS["utrechts"])
    assert utrechts.options == stored.options  # belote's own rules kept for the next belote match
    # --game alone: the game, with its rules as the player last set them.
    again = with_command_line_rules(stored.with_(game="belote"), "klaverjas", None)
    assert (again.game, again.klaverjas) == ("klaverjas", stored.klaverjas)
    assert with_command_line_rules(stored, None, None) == stored


def test_the_self_test_plays_a_klaverjas_deal_from_the_command_line() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "belote_desktop", "--self-test", "--game", "klaverjas"],
                            capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok    one amsterdams deal played to its score" in result.stdout.splitlines()
