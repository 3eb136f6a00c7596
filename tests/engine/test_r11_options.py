"""R11 Rule options and presets: the presets hold the values R11 gives,
``Options`` refuses values the rules do not know with ``OptionsError`` and a
message naming the option and the value, and ``to_dict`` / ``from_dict``
round-trip (the game record stores the rules this way)."""

from __future__ import annotations

import pytest

from belote_desktop.engine import PRESETS, Options, OptionsError

# R11's table: each option and its default (the first value listed).
DEFAULTS = {
    "variant": "classic",
    "direction": "clockwise",
    "target": 1001,
    "deals": None,  # a points target, not a fixed number of deals
    "shuffle": False,
    "second_round_any_suit": False,
    "second_round_dealer_any_suit": False,
    "last_raise": False,
    "declarations": True,
    "auto_belote": True,
    "tie": "made",
    "contract_on_card_points": False,
    "round_to_ten": False,
    "undertrump": "forced",
}


# ----- presets and defaults -----------------------------------------------------------------

def test_r11_defaults_are_the_first_value_of_each_option():
    assert Options().to_dict() == DEFAULTS


def test_r11_preset_classic_is_the_defaults():
    assert PRESETS["classic"] == Options()
    assert PRESETS["classic"].to_dict() == DEFAULTS


def test_r11_preset_coinche():
    assert PRESETS["coinche"].to_dict() == {**DEFAULTS, "variant": "coinche", "target": 701}


def test_r11_preset_contree():
    assert PRESETS["contree"].to_dict() == {
        **DEFAULTS, "variant": "contree", "target": 701, "declarations": False,
    }


def test_r11_preset_polish_classic_lets_the_dealer_name_any_suit():
    """Seed 004 (issue 36): classic to 1000 in which the dealer alone may name the up-card's suit in round two."""
    assert PRESETS["polish_classic"].to_dict() == {**DEFAULTS, "target": 1000, "second_round_dealer_any_suit": True}


def test_r11_preset_contree_last_raise():
    """Seed 003 (issue 36): the contrée preset with the highest bidder's last raise."""
    assert PRESETS["contree_last_raise"].to_dict() == {
        **DEFAULTS, "variant": "contree", "target": 701, "declarations": False, "last_raise": True,
    }


def test_r11_the_presets():
    """R11's three, and the two combinations of the seeds that issue 36 adds."""
    assert list(PRESETS) == ["classic", "coinche", "contree", "polish_classic", "contree_last_raise"]
    assert len(set(PRESETS.values())) == len(PRESETS)  # no two alike: the settings dialog tells them apart


# ----- accepted values ------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("variant", "classic"), ("variant", "coinche"), ("variant", "contree"),
        ("direction", "clockwise"), ("direction", "counterclockwise"),
        ("target", 1001), ("target", 1000), ("target", 701), ("target", 501), ("target", 300),
        ("deals", 4), ("deals", 1), ("deals", None), ("target", 50_000), ("deals", 500),
        ("shuffle", True), ("shuffle", False),
        ("second_round_any_suit", True),
        ("second_round_dealer_any_suit", True), ("last_raise", True),
        ("declarations", False),
        ("auto_belote", False),
        ("tie", "made"), ("tie", "failed"), ("tie", "litige"),
        ("contract_on_card_points", True),
        ("round_to_ten", True),
        ("undertrump", "forced"), ("undertrump", "optional"),
    ],
)
def test_r11_every_listed_value_is_accepted(name, value):
    options = Options(**{name: value})
    assert getattr(options, name) == value
    assert PRESETS["coinche"].with_(**{name: value}).to_dict()[name] == value


# ----- refused values -------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("variant", "belote"), ("variant", "Classic"), ("variant", None),
        ("direction", "left"), ("direction", "clockwise "),
        ("tie", "draw"), ("tie", ""),
        ("undertrump", "never"),
        ("target", 0), ("target", -501), ("target", "1001"), ("target", 1001.0), ("target", True),
        ("target", None), ("target", 50_001), ("target", 10**20),
        ("deals", 0), ("deals", 501), ("deals", 10**9), ("deals", -2), ("deals", "3"), ("deals", 2.5), ("deals", True),
        ("shuffle", "on"), ("shuffle", 1), ("shuffle", None),
        ("second_round_any_suit", "off"),
        ("second_round_dealer_any_suit", 1), ("last_raise", "on"), ("last_raise", None),
        ("declarations", "off"), ("declarations", 0),
        ("auto_belote", "yes"),
        ("contract_on_card_points", 1),
        ("round_to_ten", None),
    ],
)
def test_r11_unknown_value_refused_with_a_clear_message(name, value):
    with pytest.raises(OptionsError) as err:
        Options(**{name: value})
    message = str(err.value)
    assert name in message
    assert repr(value) in message


def test_r11_the_bounds_are_named_in_the_refusal():
    # A match to a billion points would never end, and its save and record would be refused on the
    # next start: the options refuse it first, saying what is allowed.
    for name, value, bound in (("target", 50_001, "1 to 50000"), ("deals", 501, "1 to 500")):
        with pytest.raises(OptionsError, match=bound):
            Options(**{name: value})


@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("variant", "belote", ["classic", "coinche", "contree"]),
        ("direction", "left", ["clockwise", "counterclockwise"]),
        ("tie", "draw", ["made", "failed", "litige"]),
        ("undertrump", "never", ["forced", "optional"]),
    ],
)
def test_r11_choice_refusal_lists_the_allowed_values(name, value, allowed):
    with pytest.raises(OptionsError) as err:
        Options(**{name: value})
    for a in allowed:
        assert a in str(err.value)


def test_r11_with_refuses_unknown_values_too():
    with pytest.raises(OptionsError):
        PRESETS["classic"].with_(tie="draw")
    with pytest.raises(OptionsError):
        PRESETS["coinche"].with_(target=0)


def test_r11_options_error_is_a_value_error():
    assert issubclass(OptionsError, ValueError)


# ----- to_dict / from_dict --------------------------------------------------------------------

@pytest.mark.parametrize("preset", list(PRESETS))
def test_r11_presets_round_trip(preset):
    options = PRESETS[preset]
    assert Options.from_dict(options.to_dict()) == options


def test_r11_custom_options_round_trip():
    options = Options(
        variant="coinche", direction="counterclockwise", target=501, deals=6, shuffle=True,
        second_round_any_suit=True, declarations=False, auto_belote=False, tie="litige",
        contract_on_card_points=True, round_to_ten=True, undertrump="optional",
    )
    data = options.to_dict()
    assert data == {
        "variant": "coinche", "direction": "counterclockwise", "target": 501, "deals": 6,
        "shuffle": True, "second_round_any_suit": True, "declarations": False, "auto_belote": False,
        "tie": "litige", "contract_on_card_points": True, "round_to_ten": True, "undertrump": "optional",
        "second_round_dealer_any_suit": False, "last_raise": False,
    }
    assert Options.from_dict(data) == options


def test_r11_settings_written_before_the_later_options_read_with_them_off():
    """Issue 36: settings saved before ``second_round_dealer_any_suit`` and ``last_raise`` existed keep their
    meaning: both options off."""
    old = {k: v for k, v in PRESETS["contree"].to_dict().items()
           if k not in ("second_round_dealer_any_suit", "last_raise")}
    assert Options.from_dict(old) == PRESETS["contree"]


def test_r11_last_raise_is_an_option_of_the_auctions_with_values_only():
    """R11: ``last_raise`` is for coinche and contrée; kept as set in classic (the settings keep a choice made for
    another variant), it changes nothing there."""
    assert PRESETS["contree"].with_(last_raise=True).has_last_raise
    assert PRESETS["coinche"].with_(last_raise=True).has_last_raise
    assert not PRESETS["classic"].with_(last_raise=True).has_last_raise
    assert not PRESETS["contree"].has_last_raise


def test_r11_to_dict_is_a_copy():
    options = PRESETS["classic"]
    data = options.to_dict()
    data["tie"] = "litige"
    assert options.tie == "made"
    assert PRESETS["classic"].to_dict()["tie"] == "made"


@pytest.mark.parametrize("unknown", ["belote_bonus", "Variant", "trump"])
def test_r11_unknown_option_names_refused(unknown):
    data = {**PRESETS["classic"].to_dict(), unknown: True}
    with pytest.raises(OptionsError) as err:
        Options.from_dict(data)
    assert unknown in str(err.value)


def test_r11_several_unknown_option_names_all_named():
    with pytest.raises(OptionsError) as err:
        Options.from_dict({"variant": "coinche", "zeta": 1, "alpha": 2})
    assert "alpha" in str(err.value) and "zeta" in str(err.value)


def test_r11_from_dict_refuses_unknown_values():
    data = {**PRESETS["classic"].to_dict(), "tie": "draw"}
    with pytest.raises(OptionsError) as err:
        Options.from_dict(data)
    assert "tie" in str(err.value) and "'draw'" in str(err.value)


@pytest.mark.parametrize("data", [None, [], "classic", [("variant", "classic")]])
def test_r11_from_dict_refuses_what_is_not_an_object(data):
    with pytest.raises(OptionsError):
        Options.from_dict(data)
