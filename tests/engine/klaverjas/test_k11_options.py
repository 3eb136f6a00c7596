"""K11 The klaverjas rule options, their defaults, the presets, and the refusal of bad values."""

from __future__ import annotations

from dataclasses import fields

import pytest

from belote_desktop.engine import OptionsError
from belote_desktop.engine.families import family_named, family_of
from belote_desktop.engine.families.klaverjas.options import PRESETS, KlaverjasOptions


def test_k11_defaults():
    o = KlaverjasOptions()
    assert o.to_dict() == {
        "trump_rule": "amsterdams", "undertrump": "by_trump_rule", "trump_choice": "vrij",
        "first_speaker": "voorhand", "gedraaid_all_pass": "choose_any", "first_lead": "voorhand",
        "deal_packets": "3-2-3", "four_low": "count", "four_jacks": 200, "auto_roem": True,
        "half_is_made": False, "pit_any_team": False, "double_spades": False, "deals": 16, "target": 1500,
        "tie_extra_deal": False,
    }
    assert o.shuffle and o.direction == "clockwise" and o.family == "klaverjas"


def test_k11_presets_amsterdams_first_rotterdams_utrechts_nku():
    assert list(PRESETS) == ["amsterdams", "rotterdams", "utrechts", "nku_toernooi"]
    assert PRESETS["amsterdams"] == KlaverjasOptions()
    assert PRESETS["rotterdams"] == KlaverjasOptions(trump_rule="rotterdams")
    assert PRESETS["utrechts"] == KlaverjasOptions(trump_choice="verplicht")
    assert PRESETS["nku_toernooi"] == KlaverjasOptions(first_speaker="dealer")
    assert family_named("klaverjas").presets is PRESETS


def test_k11_undertrump_follows_the_trump_rule_unless_overridden():
    assert not PRESETS["amsterdams"].undertrump_forced
    assert PRESETS["rotterdams"].undertrump_forced
    assert PRESETS["amsterdams"].with_(undertrump="forced").undertrump_forced
    assert not PRESETS["rotterdams"].with_(undertrump="avoid").undertrump_forced


@pytest.mark.parametrize("name, bad", [
    ("trump_rule", "haags"), ("undertrump", "optional"), ("trump_choice", "kraken"), ("first_speaker", "N"),
    ("gedraaid_all_pass", "redeal"), ("first_lead", "dealer"), ("deal_packets", "1-1"), ("four_low", 100),
    ("four_jacks", 150), ("four_jacks", True), ("auto_roem", 1), ("deals", 0), ("deals", 501), ("target", 0),
    ("target", 50_001), ("tie_extra_deal", "yes"), ("half_is_made", None),
])
def test_k11_bad_values_are_refused(name, bad):
    with pytest.raises(OptionsError) as err:
        KlaverjasOptions(**{name: bad})
    assert name in str(err.value)


def test_k11_from_dict_refuses_unknown_options_and_belotes():
    with pytest.raises(OptionsError):
        KlaverjasOptions.from_dict({"variant": "classic"})
    assert KlaverjasOptions.from_dict(PRESETS["rotterdams"].to_dict()) == PRESETS["rotterdams"]
    assert family_of(KlaverjasOptions()).options_from_dict({"trump_rule": "rotterdams"}) == PRESETS["rotterdams"]


def test_k11_every_option_has_its_default_first():
    """The first value of each K11 row is the default (KLAVERJAS.md's table)."""
    defaults = {f.name: f.default for f in fields(KlaverjasOptions)}
    assert defaults["trump_rule"] == "amsterdams" and defaults["trump_choice"] == "vrij"
    assert defaults["four_jacks"] == 200 and defaults["deals"] == 16
