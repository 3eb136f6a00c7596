"""GameSettings: the plain value the settings dialog edits and persistence stores."""

from __future__ import annotations

import json
from typing import Any

import pytest

from belote_desktop.bots import LEVELS
from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS
from belote_desktop.engine.families.klaverjas.options import KlaverjasOptions
from belote_desktop.engine.options import PRESETS, Options
from belote_desktop.session.settings import MAX_NAME, SPEEDS, GameSettings, SettingsError

# Every field differs from its default, so a field lost on the way shows.
NON_DEFAULT = GameSettings(
    options=Options(variant="contree", direction="counterclockwise", target=1234, deals=7, shuffle=True,
                    second_round_any_suit=True, declarations=False, auto_belote=False, tie="litige",
                    contract_on_card_points=True, round_to_ten=True, undertrump="optional",
                    second_round_dealer_any_suit=True, last_raise=True),
    partner_level="hard",
    opponent_level="easy",
    expert_seconds=2.0,
    player_name="Anna",
    partner_name="Bram",
    left_name="Cees",
    right_name="Dirk",
    speed="fast",
    four_colour=True,
    auto_announce=False,
    trump_first=True,
    card_back="red",
    felt="burgundy",
    short_announcements=True,
    large_cards=True,
    deal_tally=False,
    cards_played=True,
    auto_play=False,
    sound=False,
    sound_volume=35,
    older_reader_speech="on",
    game="klaverjas",
    klaverjas=KlaverjasOptions(trump_rule="rotterdams", undertrump="avoid", trump_choice="gedraaid",
                               first_speaker="dealer", gedraaid_all_pass="next_card", first_lead="maker",
                               deal_packets="4-4", four_low="none", four_jacks=100, auto_roem=False,
                               half_is_made=True, pit_any_team=True, double_spades=True, deals=None, target=750,
                               tie_extra_deal=True),
)


def test_non_default_really_differs_in_every_field() -> None:
    default, other = GameSettings().to_dict(), NON_DEFAULT.to_dict()
    assert all(default[key] != other[key] for key in default)
    assert all(default["options"][key] != other["options"][key] for key in default["options"])
    assert all(default["klaverjas"][key] != other["klaverjas"][key] for key in default["klaverjas"])


def test_klaverjas_is_chosen_with_its_own_rules_and_belotes_kept() -> None:
    """Issue 38: the game chosen, and each game's rules kept apart, through the stored form."""
    assert GameSettings().game == "belote" and GameSettings().klaverjas == KLAVERJAS_PRESETS["amsterdams"]
    assert GameSettings().match_options == PRESETS["classic"]
    settings = GameSettings(game="klaverjas", klaverjas=KLAVERJAS_PRESETS["rotterdams"], options=PRESETS["coinche"])
    back = GameSettings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert back == settings and back.match_options == KLAVERJAS_PRESETS["rotterdams"]
    assert back.with_(game="belote").match_options == PRESETS["coinche"]
    # Settings stored before klaverjas (no "game", no "klaverjas") read as belote with klaverjas's defaults.
    old = settings.to_dict()
    del old["game"], old["klaverjas"]
    assert GameSettings.from_dict(old).match_options == PRESETS["coinche"]
    with pytest.raises(SettingsError):
        GameSettings(game="skat")
    with pytest.raises(SettingsError):
        GameSettings.from_dict({**settings.to_dict(), "klaverjas": {"trump_rule": "haags"}})


def test_defaults() -> None:
    settings = GameSettings()
    assert settings.options == PRESETS["classic"]
    assert (settings.partner_level, settings.opponent_level, settings.speed) == ("normal", "normal", "normal")
    assert (settings.player_name, settings.partner_name, settings.left_name, settings.right_name) == ("",) * 4
    assert settings.four_colour is False
    assert settings.auto_announce is True
    assert settings.older_reader_speech == "auto"  # the game asks which screen reader listens
    # The table's aids (issue 37): the deal's tally and the forced card played by itself on, the cards played off.
    assert (settings.deal_tally, settings.cards_played, settings.auto_play) == (True, False, True)


# -- round trips -----------------------------------------------------------------


@pytest.mark.parametrize("settings", [
    GameSettings(),
    NON_DEFAULT,
    GameSettings(options=PRESETS["coinche"]),
    GameSettings(options=PRESETS["contree"], speed="instant"),
    GameSettings(player_name="x" * MAX_NAME, partner_name="Zoë Łukasz"),
], ids=["default", "non-default", "coinche", "contree", "names"])
def test_round_trip_through_dict(settings: GameSettings) -> None:
    assert GameSettings.from_dict(settings.to_dict()) == settings


@pytest.mark.parametrize("settings", [GameSettings(), NON_DEFAULT], ids=["default", "non-default"])
def test_round_trip_through_json(settings: GameSettings) -> None:
    # Persistence stores to_dict's form as text; it must survive JSON unchanged.
    assert GameSettings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings


def test_to_dict_is_plain_data() -> None:
    data = NON_DEFAULT.to_dict()
    assert data["options"] == NON_DEFAULT.options.to_dict()
    assert isinstance(data["options"], dict)
    assert set(data) == {"options", "partner_level", "opponent_level", "expert_seconds", "player_name", "partner_name",
                         "left_name", "right_name", "speed", "four_colour", "auto_announce",
                         "trump_first", "card_back", "felt", "short_announcements", "large_cards",
                         "deal_tally", "cards_played", "auto_play", "sound", "sound_volume", "older_reader_speech",
                         "game", "klaverjas"}


def test_to_dict_is_a_copy() -> None:
    settings = GameSettings()
    data = settings.to_dict()
    data["options"]["target"] = 5
    data["speed"] = "fast"
    assert settings.options.target == 1001
    assert settings.speed == "normal"


def test_with_makes_a_changed_copy() -> None:
    settings = GameSettings()
    changed = settings.with_(speed="slow")
    assert changed.speed == "slow"
    assert settings.speed == "normal"
    with pytest.raises(SettingsError):
        settings.with_(speed="warp")


def test_settings_are_frozen() -> None:
    with pytest.raises(AttributeError):
        GameSettings().speed = "fast"  # type: ignore[misc]


# -- missing and unknown keys -------------------------------------------------------


def test_empty_dict_gives_the_defaults() -> None:
    assert GameSettings.from_dict({}) == GameSettings()


@pytest.mark.parametrize("missing", list(GameSettings().to_dict()))
def test_a_missing_key_takes_its_default(missing: str) -> None:
    data = NON_DEFAULT.to_dict()
    del data[missing]
    expected = NON_DEFAULT.with_(**{missing: getattr(GameSettings(), missing)})
    assert GameSettings.from_dict(data) == expected


def test_a_missing_rule_option_takes_its_default() -> None:
    data = NON_DEFAULT.to_dict()
    del data["options"]["tie"]
    assert GameSettings.from_dict(data).options == NON_DEFAULT.options.with_(tie="made")


def test_empty_rules_are_the_classic_defaults() -> None:
    assert GameSettings.from_dict({"options": {}}).options == PRESETS["classic"]


def test_unknown_keys_are_refused_by_name() -> None:
    data = GameSettings().to_dict() | {"volume": 3, "colour_blind": True}
    with pytest.raises(SettingsError, match=r"unknown setting.*colour_blind, volume"):
        GameSettings.from_dict(data)


def test_unknown_rule_options_are_refused_by_name() -> None:
    data = GameSettings().to_dict()
    data["options"]["trump_first"] = True
    with pytest.raises(SettingsError, match=r"rules: unknown rule option.*trump_first"):
        GameSettings.from_dict(data)


def test_a_non_text_key_is_refused_with_settings_error() -> None:
    with pytest.raises(SettingsError, match="unknown setting"):
        GameSettings.from_dict({1: "x", "speed": "fast"})
    with pytest.raises(SettingsError, match="rules: unknown rule option"):
        GameSettings.from_dict({"options": {2: 3, "variant": "classic"}})


@pytest.mark.parametrize("data", [None, [], "speed=fast", 3, [("speed", "fast")]])
def test_something_other_than_an_object_is_refused(data: Any) -> None:
    with pytest.raises(SettingsError, match="settings must be an object"):
        GameSettings.from_dict(data)


# -- bad values -------------------------------------------------------------------


@pytest.mark.parametrize(("key", "value", "message"), [
    ("partner_level", "master", r"partner_level must be one of easy, normal, hard, expert, not 'master'"),
    ("opponent_level", "", r"opponent_level must be one of easy, normal, hard, expert, not ''"),
    ("opponent_level", None, r"opponent_level must be one of easy, normal, hard, expert, not None"),
    ("partner_level", "Hard", r"partner_level must be one of easy, normal, hard, expert, not 'Hard'"),
    ("speed", "warp", r"speed must be one of slow, normal, fast, instant, not 'warp'"),
    ("speed", 2, r"speed must be one of slow, normal, fast, instant, not 2"),
    ("speed", ["fast"], r"speed must be one of slow, normal, fast, instant"),
    ("player_name", None, r"player_name must be text of at most 24 characters"),
    ("partner_name", 7, r"partner_name must be text of at most 24 characters"),
    ("left_name", "x" * (MAX_NAME + 1), r"left_name must be text of at most 24 characters"),
    ("right_name", b"Dirk", r"right_name must be text of at most 24 characters"),
    ("four_colour", 1, r"four_colour must be true or false"),
    ("four_colour", "true", r"four_colour must be true or false"),
    ("auto_announce", None, r"auto_announce must be true or false"),
    ("trump_first", "yes", r"trump_first must be true or false"),
    ("cards_played", 1, r"cards_played must be true or false"),
    ("auto_play", "yes", r"auto_play must be true or false"),
    ("deal_tally", None, r"deal_tally must be true or false"),
    ("expert_seconds", 3.0, r"expert_seconds must be one of 0.5, 1.0, 2.0, 4.0, not 3.0"),
    ("expert_seconds", True, r"expert_seconds must be one of"),
    ("expert_seconds", "1", r"expert_seconds must be one of"),
    ("sound", 1, r"sound must be true or false"),
    ("sound_volume", 101, r"sound_volume must be a whole number from 0 to 100"),
    ("sound_volume", -1, r"sound_volume must be a whole number from 0 to 100"),
    ("sound_volume", 50.0, r"sound_volume must be a whole number from 0 to 100"),
    ("sound_volume", True, r"sound_volume must be a whole number from 0 to 100"),
    ("older_reader_speech", "yes", r"older_reader_speech must be one of auto, on, off, not 'yes'"),
    ("older_reader_speech", True, r"older_reader_speech must be one of auto, on, off, not True"),
])
def test_a_bad_value_is_refused_with_a_clear_message(key: str, value: Any, message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        GameSettings.from_dict({key: value})
    with pytest.raises(SettingsError, match=message):
        GameSettings(**{key: value})


@pytest.mark.parametrize(("rules", "message"), [
    ({"variant": "skat"}, r"rules: variant must be one of classic, coinche, contree, not 'skat'"),
    ({"direction": "up"}, r"rules: direction must be one of clockwise, counterclockwise"),
    ({"target": 0}, r"rules: target must be a whole number of points from 1 to 50000, not 0"),
    ({"target": "701"}, r"rules: target must be a whole number of points from 1 to 50000, not '701'"),
    ({"target": True}, r"rules: target must be a whole number of points from 1 to 50000, not True"),
    ({"target": 701.0}, r"rules: target must be a whole number of points from 1 to 50000"),
    ({"deals": 0}, r"rules: deals must be a whole number from 1 to 500 or null, not 0"),
    ({"deals": "8"}, r"rules: deals must be a whole number from 1 to 500 or null"),
    ({"shuffle": "yes"}, r"rules: shuffle must be true or false, not 'yes'"),
    ({"round_to_ten": 0}, r"rules: round_to_ten must be true or false, not 0"),
    ({"tie": "draw"}, r"rules: tie must be one of made, failed, litige, not 'draw'"),
    ({"undertrump": None}, r"rules: undertrump must be one of forced, optional, not None"),
], ids=lambda v: v if isinstance(v, str) and not v.startswith("rules") else None)
def test_a_bad_rule_option_is_refused_with_a_clear_message(rules: dict[str, Any], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        GameSettings.from_dict({"options": rules})


@pytest.mark.parametrize("rules", [None, [], "classic", 3])
def test_rules_that_are_not_an_object_are_refused(rules: Any) -> None:
    with pytest.raises(SettingsError, match="rules: rules must be an object"):
        GameSettings.from_dict({"options": rules})


@pytest.mark.parametrize("options", [None, {}, "classic", PRESETS["classic"].to_dict()])
def test_options_must_be_an_options_value(options: Any) -> None:
    with pytest.raises(SettingsError, match="options must be rule options"):
        GameSettings(options=options)


def test_settings_error_is_a_value_error() -> None:
    # Callers that already guard against ValueError for bad input keep working.
    assert issubclass(SettingsError, ValueError)


# -- accepted edges -----------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("key", ["partner_level", "opponent_level"])
def test_every_level_is_accepted(key: str, level: str) -> None:
    assert getattr(GameSettings.from_dict({key: level}), key) == level


@pytest.mark.parametrize("speed", SPEEDS)
def test_every_speed_is_accepted(speed: str) -> None:
    assert GameSettings.from_dict({"speed": speed}).speed == speed


def test_a_name_of_exactly_the_maximum_length_is_accepted() -> None:
    assert GameSettings(left_name="x" * MAX_NAME).left_name == "x" * MAX_NAME


def test_a_fixed_number_of_deals_is_kept_with_its_target() -> None:
    data = {"options": {"deals": 12, "target": 501}}
    options = GameSettings.from_dict(data).options
    assert (options.deals, options.target) == (12, 501)
