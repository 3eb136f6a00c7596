"""Settings kept between runs: a round trip, and stored values that cannot be used."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from belote_desktop.engine import PRESETS
from belote_desktop.session.settings import GameSettings
from belote_desktop.session.settings_store import (
    SETTINGS_KEY,
    load_geometry,
    load_settings,
    save_geometry,
    save_settings,
)


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_settings_survive_a_restart(store: QSettings, tmp_path: Path) -> None:
    chosen = GameSettings(options=PRESETS["contree"].with_(target=501), partner_level="hard", player_name="Zoë",
                          speed="fast", four_colour=True, trump_first=True)
    save_settings(store, chosen)
    again = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert load_settings(again) == (chosen, None)


def test_nothing_stored_gives_the_defaults(store: QSettings) -> None:
    assert load_settings(store) == (GameSettings(), None)


@pytest.mark.parametrize("raw", ["{not json", "[1, 2]", json.dumps({"speed": "warp"}),
                                 json.dumps({"options": {"variant": "bridge"}}), json.dumps({"colour": "red"})])
def test_unusable_stored_settings_fall_back_to_the_defaults_with_a_reason(store: QSettings, raw: str) -> None:
    store.setValue(SETTINGS_KEY, raw)
    settings, reason = load_settings(store)
    assert settings == GameSettings()
    # In the game's words (and the player's language), never Python's: "Expecting property name enclosed in...".
    assert reason in ("they are cut short or not in the right format",
                      "a setting holds a value this version of the game does not know")


def test_stored_settings_naming_a_rule_twice_are_not_half_used(store: QSettings) -> None:
    # Which of the two targets did the player mean? Neither is guessed: the defaults, with the reason.
    store.setValue(SETTINGS_KEY, '{"options": {"target": 501, "variant": "coinche", "target": 1001}}')
    settings, reason = load_settings(store)
    assert settings == GameSettings()
    assert reason == "a setting is given twice"


def test_window_geometry_round_trip(store: QSettings) -> None:
    assert load_geometry(store) == (None, None)
    save_geometry(store, QByteArray(b"geo"), QByteArray(b"state"))
    assert load_geometry(store) == (QByteArray(b"geo"), QByteArray(b"state"))
