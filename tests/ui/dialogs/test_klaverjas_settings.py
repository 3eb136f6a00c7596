"""Choosing klaverjas in the settings dialog (issue 38): the game, its presets (Amsterdams the default, Rotterdams,
Utrechts, NKU toernooi), every K11 option with its help text, each game keeping its own rules; driven through the
real widgets, offscreen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox

from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS
from belote_desktop.engine.families.klaverjas.options import KlaverjasOptions
from belote_desktop.engine.options import PRESETS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.dialogs.settings import SettingsDialog
from belote_desktop.ui.dialogs.settings.klaverjas_box import CHECKS, CHOICES
from tests.session.test_settings import NON_DEFAULT

pytest.importorskip("pytestqt")

K11 = ("trump_rule", "undertrump", "trump_choice", "first_speaker", "gedraaid_all_pass", "first_lead",
       "deal_packets", "four_low", "four_jacks", "auto_roem", "half_is_made", "pit_any_team", "double_spades",
       "tie_extra_deal")


def dialog_for(qtbot, settings: GameSettings | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings or GameSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(combo: QComboBox, key: object) -> None:
    combo.setCurrentIndex(combo.findData(key))  # as the player's choice in the list does


def test_choosing_klaverjas_shows_its_rules_instead_of_belotes(qtbot) -> None:
    d = dialog_for(qtbot)
    assert d.family_combo.currentData() == "belote" and not d.klaverjas_box.isVisible() and d.game_box.isVisible()
    choose(d.family_combo, "klaverjas")
    assert d.klaverjas_box.isVisible() and not d.game_box.isVisible() and not d.scoring_box.isVisible()
    assert not d.preset_combo.isVisible()  # belote's presets are belote's
    box = d.klaverjas_box
    assert box.preset() == "amsterdams"  # the default preset
    settings = d.settings()
    assert settings.game == "klaverjas" and settings.match_options == KLAVERJAS["amsterdams"]
    assert settings.options == PRESETS["classic"]  # belote's rules kept as they were


@pytest.mark.parametrize("preset", ["amsterdams", "rotterdams", "utrechts", "nku_toernooi"])
def test_each_preset_sets_exactly_its_options(qtbot, preset: str) -> None:
    d = dialog_for(qtbot, GameSettings(game="klaverjas", klaverjas=KLAVERJAS["amsterdams"].with_(double_spades=True)))
    box = d.klaverjas_box
    assert box.preset() == "custom"
    choose(box.preset_combo, preset)
    assert box.options() == KLAVERJAS[preset] and d.settings().klaverjas == KLAVERJAS[preset]
    assert box.preset() == preset


def test_utrechts_is_the_forced_choice_and_rotterdams_trumps_the_partner(qtbot) -> None:
    d = dialog_for(qtbot, GameSettings(game="klaverjas"))
    box = d.klaverjas_box
    choose(box.preset_combo, "utrechts")
    assert box.combos["trump_choice"].currentData() == "verplicht"
    assert not box.combos["first_speaker"].isEnabled()  # nobody passes: nobody else speaks first
    choose(box.preset_combo, "rotterdams")
    assert box.combos["trump_rule"].currentData() == "rotterdams" and box.options().undertrump_forced
    # An edit by hand makes the rules the player's own.
    box.checks["double_spades"].click()
    assert box.preset() == "custom" and box.options().double_spades


def test_every_k11_option_has_a_widget_with_help_text_and_comes_back_unchanged(qtbot) -> None:
    assert set(CHOICES) | set(CHECKS) | {"deals", "target"} == set(KlaverjasOptions().to_dict())
    assert set(CHOICES) | set(CHECKS) == set(K11)
    d = dialog_for(qtbot, NON_DEFAULT)
    box = d.klaverjas_box
    for key in K11:
        widget = box.combos.get(key) or box.checks[key]
        assert widget.toolTip().strip(), key
        assert widget.objectName() == key
        if isinstance(widget, QComboBox):
            for i in range(widget.count()):  # words, not the stored keys (the packets are their own words)
                assert widget.itemText(i) and (widget.itemText(i) != str(widget.itemData(i))
                                               or widget.itemData(i) in ("3-2-3", "4-4")), key
        else:
            assert isinstance(widget, QCheckBox) and widget.text()
    assert d.settings() == NON_DEFAULT  # every K11 value, the match's end to a target included


def test_a_boompje_by_default_and_a_target_on_request(qtbot) -> None:
    d = dialog_for(qtbot, GameSettings(game="klaverjas"))
    box = d.klaverjas_box
    assert box.deals_radio.isChecked() and box.deals_spin.value() == 16 and not box.target_spin.isEnabled()
    box.target_radio.click()
    box.target_spin.setValue(1500)
    assert box.options().deals is None and box.options().target == 1500 and box.preset() == "custom"


def test_restore_defaults_goes_back_to_belote_and_amsterdams(qtbot) -> None:
    d = dialog_for(qtbot, NON_DEFAULT)
    d.restore_button.click()
    assert d.settings().game == "belote" and d.settings().klaverjas == KLAVERJAS["amsterdams"]
