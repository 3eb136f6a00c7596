"""The settings dialog, driven through its real widgets offscreen: presets, every option, OK/Cancel, language."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from belote_desktop.bots import LEVELS
from belote_desktop.engine.options import PRESETS, Options
from belote_desktop.session.settings import EXPERT_SECONDS, MAX_NAME, SPEEDS, GameSettings
from belote_desktop.ui.dialogs.settings import SettingsDialog
from belote_desktop.ui.dialogs.settings.values import MAX_TARGET

pytest.importorskip("pytestqt")

# Every field differs from its default, so a field the dialog dropped or mixed up shows.
from tests.session.test_settings import NON_DEFAULT


@pytest.fixture
def open_dialog(qtbot) -> Callable[..., SettingsDialog]:
    def make(settings: GameSettings | None = None) -> SettingsDialog:
        dialog = SettingsDialog(settings if settings is not None else GameSettings())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def show_tab_of(dialog: SettingsDialog, widget: QWidget) -> None:
    for index in range(dialog.tabs.count()):
        if dialog.tabs.widget(index).isAncestorOf(widget):
            dialog.tabs.setCurrentIndex(index)
            return
    raise AssertionError(f"{widget!r} is on no tab")


def click(qtbot, dialog: SettingsDialog, button: QAbstractButton) -> None:
    """A real mouse click; on the indicator side, since a stretched check box ignores clicks past its text."""
    show_tab_of(dialog, button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def choose(dialog: SettingsDialog, combo: QComboBox, key: object) -> None:
    show_tab_of(dialog, combo)
    index = combo.findData(key)
    assert index >= 0, f"{key!r} is not offered"
    combo.setCurrentIndex(index)


def type_into(qtbot, dialog: SettingsDialog, edit: QLineEdit, text: str) -> None:
    show_tab_of(dialog, edit)
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def type_target(qtbot, dialog: SettingsDialog, text: str) -> None:
    line = dialog.target_combo.lineEdit()
    assert line is not None
    type_into(qtbot, dialog, line, text)


def option_checks(dialog: SettingsDialog) -> dict[str, QCheckBox]:
    return {
        "shuffle": dialog.shuffle_check,
        "second_round_any_suit": dialog.second_round_check,
        "second_round_dealer_any_suit": dialog.second_round_dealer_check,
        "last_raise": dialog.last_raise_check,
        "declarations": dialog.declarations_check,
        "auto_belote": dialog.auto_belote_check,
        "contract_on_card_points": dialog.contract_on_card_points_check,
        "round_to_ten": dialog.round_to_ten_check,
    }


# -- opening and round trips -------------------------------------------------


def test_default_settings_open_on_the_classic_preset(open_dialog) -> None:
    dialog = open_dialog()
    assert dialog.settings() == GameSettings()
    assert dialog.preset() == "classic"
    assert dialog.target_points_radio.isChecked()
    assert dialog.target_combo.isEnabled() and not dialog.deals_spin.isEnabled()


def test_every_field_shows_in_its_widget_and_comes_back_unchanged(open_dialog) -> None:
    dialog = open_dialog(NON_DEFAULT)
    rules = NON_DEFAULT.options
    assert dialog.variant_combo.currentData() == "contree"
    assert dialog.direction_combo.currentData() == "counterclockwise"
    assert dialog.target_deals_radio.isChecked()
    assert dialog.deals_spin.value() == 7
    assert dialog.target_combo.currentText() == "1234"
    for name, check in option_checks(dialog).items():
        assert check.isChecked() is getattr(rules, name), name
    assert dialog.tie_combo.currentData() == "litige"
    assert dialog.undertrump_combo.currentData() == "optional"
    assert dialog.partner_level_combo.currentData() == "hard"
    assert dialog.opponent_level_combo.currentData() == "easy"
    assert [e.text() for e in (dialog.player_name_edit, dialog.partner_name_edit, dialog.left_name_edit,
                               dialog.right_name_edit)] == ["Anna", "Bram", "Cees", "Dirk"]
    assert dialog.speed_combo.currentData() == "fast"
    assert dialog.four_colour_check.isChecked()
    assert not dialog.auto_announce_check.isChecked()
    assert dialog.trump_first_check.isChecked()
    assert dialog.preset() == "custom"
    assert dialog.settings() == NON_DEFAULT


@pytest.mark.parametrize("settings", [
    GameSettings(options=PRESETS["coinche"]),
    GameSettings(options=PRESETS["contree"], speed="instant"),
    GameSettings(options=Options(target=501)),
    GameSettings(options=Options(target=MAX_TARGET, deals=None)),
    GameSettings(options=Options(deals=100)),
    GameSettings(options=Options(variant="coinche", second_round_any_suit=True)),
    GameSettings(speed="slow", partner_level="easy", opponent_level="hard"),
], ids=["coinche", "contree", "target-501", "target-max", "deals-100", "hidden-second-round", "levels-speed"])
def test_settings_round_trip(open_dialog, settings: GameSettings) -> None:
    dialog = open_dialog(settings)
    assert dialog.settings() == settings


def test_out_of_range_stored_values_are_kept_rather_than_changed(open_dialog) -> None:
    # GameSettings has no upper bounds; a hand-edited store must not be silently altered by opening the dialog.
    settings = GameSettings(options=Options(target=25000, deals=150))
    dialog = open_dialog(settings)
    assert dialog.settings() == settings


# -- presets ------------------------------------------------------------------


@pytest.mark.parametrize("key", list(PRESETS))
def test_choosing_a_preset_sets_exactly_its_options(open_dialog, key: str) -> None:
    dialog = open_dialog(NON_DEFAULT)
    choose(dialog, dialog.preset_combo, key)
    assert dialog.settings().options == PRESETS[key]
    assert dialog.preset() == key
    assert dialog.target_points_radio.isChecked()
    # A rules preset leaves the players and the table alone.
    assert dialog.settings() == NON_DEFAULT.with_(options=PRESETS[key])


def test_preset_words_and_keys(open_dialog) -> None:
    dialog = open_dialog()
    combo = dialog.preset_combo
    assert [combo.itemData(i) for i in range(combo.count())] == ["classic", "coinche", "contree", "polish_classic",
                                                                  "contree_last_raise", "custom"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["Classic", "Coinche", "Contrée", "Polish classic",
                                                                  "Contrée with a last raise", "Custom"]


def test_choosing_custom_changes_no_option(open_dialog) -> None:
    dialog = open_dialog(GameSettings(options=PRESETS["coinche"]))
    choose(dialog, dialog.preset_combo, "custom")
    assert dialog.settings().options == PRESETS["coinche"]


EDITS: dict[str, Callable[[object, SettingsDialog], None]] = {
    "variant": lambda qtbot, d: choose(d, d.variant_combo, "contree"),
    "direction": lambda qtbot, d: choose(d, d.direction_combo, "counterclockwise"),
    "target": lambda qtbot, d: type_target(qtbot, d, "1500"),
    "common target": lambda qtbot, d: choose(d, d.target_combo, 1001),
    "deals": lambda qtbot, d: click(qtbot, d, d.target_deals_radio),
    "shuffle": lambda qtbot, d: click(qtbot, d, d.shuffle_check),
    "declarations": lambda qtbot, d: click(qtbot, d, d.declarations_check),
    "auto_belote": lambda qtbot, d: click(qtbot, d, d.auto_belote_check),
    "tie": lambda qtbot, d: choose(d, d.tie_combo, "failed"),
    "contract_on_card_points": lambda qtbot, d: click(qtbot, d, d.contract_on_card_points_check),
    "round_to_ten": lambda qtbot, d: click(qtbot, d, d.round_to_ten_check),
    "undertrump": lambda qtbot, d: choose(d, d.undertrump_combo, "optional"),
    "last_raise": lambda qtbot, d: click(qtbot, d, d.last_raise_check),
}


@pytest.mark.parametrize("edit", list(EDITS))
def test_editing_an_option_switches_to_custom(qtbot, open_dialog, edit: str) -> None:
    dialog = open_dialog(GameSettings(options=PRESETS["coinche"]))
    assert dialog.preset() == "coinche"
    EDITS[edit](qtbot, dialog)
    assert dialog.settings().options != PRESETS["coinche"]
    assert dialog.preset() == "custom"


def test_second_round_edit_in_classic_switches_to_custom(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    click(qtbot, dialog, dialog.second_round_check)
    assert dialog.settings().options.second_round_any_suit
    assert dialog.preset() == "custom"


def test_editing_back_to_a_preset_shows_that_preset_again(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    choose(dialog, dialog.variant_combo, "contree")
    assert dialog.preset() == "custom"
    type_target(qtbot, dialog, "701")
    assert dialog.preset() == "custom"
    click(qtbot, dialog, dialog.declarations_check)
    assert dialog.preset() == "contree"
    assert dialog.settings().options == PRESETS["contree"]


def test_non_rule_edits_leave_the_preset_alone(qtbot, open_dialog) -> None:
    dialog = open_dialog(GameSettings(options=PRESETS["contree"]))
    choose(dialog, dialog.speed_combo, "slow")
    click(qtbot, dialog, dialog.four_colour_check)
    type_into(qtbot, dialog, dialog.player_name_edit, "Eva")
    assert dialog.preset() == "contree"


# -- end of the match ---------------------------------------------------------


def test_fixed_number_of_deals_versus_points_target(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    click(qtbot, dialog, dialog.target_deals_radio)
    assert dialog.deals_spin.isEnabled() and not dialog.target_combo.isEnabled()
    dialog.deals_spin.selectAll()
    qtbot.keyClicks(dialog.deals_spin, "8")
    options = dialog.settings().options
    assert (options.deals, options.target) == (8, 1001)

    click(qtbot, dialog, dialog.target_points_radio)
    assert dialog.target_combo.isEnabled() and not dialog.deals_spin.isEnabled()
    options = dialog.settings().options
    assert (options.deals, options.target) == (None, 1001)
    assert dialog.preset() == "classic"


def test_deals_stay_within_one_to_a_hundred(qtbot, open_dialog) -> None:
    dialog = open_dialog(GameSettings(options=Options(deals=1)))
    spin: QSpinBox = dialog.deals_spin
    show_tab_of(dialog, spin)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Down)
    assert dialog.settings().options.deals == 1
    spin.selectAll()
    qtbot.keyClicks(spin, "500")
    assert 1 <= dialog.settings().options.deals <= 100


def test_usual_targets_are_offered(open_dialog) -> None:
    dialog = open_dialog()
    combo = dialog.target_combo
    assert combo.isEditable()
    assert [combo.itemData(i) for i in range(combo.count())] == [1001, 1000, 701, 501]


@pytest.mark.parametrize(("typed", "expected"), [("1500", 1500), ("50", 50), ("1", 1), ("10000", 10000)])
def test_a_typed_target_is_used(qtbot, open_dialog, typed: str, expected: int) -> None:
    dialog = open_dialog()
    type_target(qtbot, dialog, typed)
    assert dialog.settings().options.target == expected
    assert dialog.preset() == "custom"


# Each number typed on the way counts as soon as it is valid: "10001" passes through 1000.
@pytest.mark.parametrize(("typed", "kept"), [("", 640), ("0", 640), ("00", 640), ("abc", 640), ("-", 640),
                                             ("10001", 1000)])
def test_a_bad_target_keeps_the_last_good_one(qtbot, open_dialog, typed: str, kept: int) -> None:
    dialog = open_dialog()
    type_target(qtbot, dialog, "640")
    type_target(qtbot, dialog, typed)
    assert dialog.settings().options.target == kept
    # Enter puts back the number that is in use, so the screen never shows another one.
    qtbot.keyClick(dialog.target_combo.lineEdit(), Qt.Key.Key_Return)
    assert dialog.target_combo.currentText() == str(kept)


def test_leaving_a_half_typed_target_puts_back_the_one_in_use(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    type_target(qtbot, dialog, "0")
    dialog.shuffle_check.setFocus()
    qtbot.waitUntil(lambda: dialog.target_combo.currentText() == "1001")
    assert dialog.settings().options.target == 1001


def test_a_typed_target_is_not_added_to_the_list(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    type_target(qtbot, dialog, "777")
    line = dialog.target_combo.lineEdit()
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert dialog.target_combo.count() == 4
    assert dialog.settings().options.target == 777


# -- second round -------------------------------------------------------------


@pytest.mark.parametrize(("variant", "enabled"), [("classic", True), ("coinche", False), ("contree", False)])
def test_second_round_any_suit_only_for_classic(open_dialog, variant: str, enabled: bool) -> None:
    dialog = open_dialog()
    choose(dialog, dialog.variant_combo, variant)
    assert dialog.second_round_check.isEnabled() is enabled


def test_second_round_disabled_by_the_coinche_preset_and_kept_for_classic(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    click(qtbot, dialog, dialog.second_round_check)
    choose(dialog, dialog.variant_combo, "coinche")
    assert not dialog.second_round_check.isEnabled()
    click(qtbot, dialog, dialog.second_round_check)  # a click on a disabled box does nothing
    assert dialog.second_round_check.isChecked()
    choose(dialog, dialog.variant_combo, "classic")
    assert dialog.second_round_check.isEnabled()
    assert dialog.settings().options.second_round_any_suit
    choose(dialog, dialog.preset_combo, "coinche")
    assert not dialog.second_round_check.isEnabled()
    assert not dialog.settings().options.second_round_any_suit


def test_announcing_declarations_for_me_is_off_without_declarations(qtbot, open_dialog) -> None:
    """Issue 34, D14: the Contrée preset has no declarations, so nothing to announce for the player."""
    dialog = open_dialog(GameSettings(auto_announce=True))
    assert dialog.auto_announce_check.isEnabled()
    choose(dialog, dialog.preset_combo, "contree")
    assert not dialog.declarations_check.isChecked() and not dialog.auto_announce_check.isEnabled()
    click(qtbot, dialog, dialog.auto_announce_check)  # a click on a disabled box does nothing
    assert dialog.settings().auto_announce  # kept for a game with declarations
    click(qtbot, dialog, dialog.declarations_check)
    assert dialog.auto_announce_check.isEnabled()
    dialog.set_settings(GameSettings(options=PRESETS["contree"]))
    assert not dialog.auto_announce_check.isEnabled()


def where_on_screen(widget: QWidget) -> tuple[int, int, int, int]:
    top_left = widget.mapToGlobal(QPoint(0, 0))
    return top_left.x(), top_left.y(), widget.width(), widget.height()


def test_the_note_on_the_match_in_progress_moves_no_button(qtbot) -> None:
    """Issue 34, D14: the note showed up under the rules and pushed the buttons down under the pointer."""
    dialog = SettingsDialog(GameSettings(), rules_now=PRESETS["classic"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QCoreApplication.processEvents()  # the layout settles once shown
    note = dialog.rules_now_note
    assert not note.isVisible()
    buttons = [dialog.button_box.button(QDialogButtonBox.StandardButton.Ok), dialog.new_match_button]
    before = ([where_on_screen(b) for b in buttons], dialog.size())
    click(qtbot, dialog, dialog.round_to_ten_check)  # these rules now differ from the match's
    QCoreApplication.processEvents()
    assert note.isVisible() and "keeps its own rules" in note.text()
    assert ([where_on_screen(b) for b in buttons], dialog.size()) == before
    click(qtbot, dialog, dialog.round_to_ten_check)  # back to the match's rules
    QCoreApplication.processEvents()
    assert not note.isVisible()
    assert ([where_on_screen(b) for b in buttons], dialog.size()) == before


def test_no_note_on_a_match_in_progress_when_the_match_is_over(qtbot) -> None:
    """Through the real window: Settings opened once the match is over says nothing of its rules."""
    from dataclasses import replace

    from belote_desktop.ui.main_window import MainWindow
    from tests.ui.test_game_window import play_match

    settings = GameSettings(options=replace(PRESETS["classic"], deals=1), speed="instant",
                            partner_level="easy", opponent_level="easy")
    window = MainWindow(settings, seed=5, auto_continue=True)
    qtbot.addWidget(window)
    window.show()
    window.start()
    play_match(qtbot, window)
    window.settings_action.trigger()
    dialog = window.dialogs.settings_dialog
    assert dialog is not None
    choose(dialog, dialog.preset_combo, "contree")  # other rules than the match's
    QCoreApplication.processEvents()
    assert not dialog.rules_now_note.isVisible()
    dialog.reject()
    window.controller.shutdown()

# -- the options of issue 36: the dealer's free choice (R4), the last raise (R5) ---------------------------


@pytest.mark.parametrize(("variant", "dealer", "last_raise"), [("classic", True, False), ("coinche", False, True),
                                                                ("contree", False, True)])
def test_each_auction_option_only_where_it_applies(open_dialog, variant: str, dealer: bool, last_raise: bool) -> None:
    dialog = open_dialog()
    choose(dialog, dialog.variant_combo, variant)
    assert dialog.second_round_dealer_check.isEnabled() is dealer
    assert dialog.last_raise_check.isEnabled() is last_raise


def test_the_dealers_choice_means_nothing_once_anyone_may_name_any_suit(qtbot, open_dialog) -> None:
    """R4: with "any suit in the second round" on, everyone may: the dealer's option is greyed (and kept)."""
    dialog = open_dialog()
    click(qtbot, dialog, dialog.second_round_dealer_check)
    assert dialog.settings().options.second_round_dealer_any_suit
    click(qtbot, dialog, dialog.second_round_check)
    assert not dialog.second_round_dealer_check.isEnabled()
    assert dialog.settings().options.second_round_dealer_any_suit
    click(qtbot, dialog, dialog.second_round_check)
    assert dialog.second_round_dealer_check.isEnabled()


def test_the_options_lead_to_their_presets(qtbot, open_dialog) -> None:
    """Ticking the last raise on the contrée preset is the preset "Contrée with a last raise"; the dealer's
    choice on classic to 1000 is "Polish classic"."""
    dialog = open_dialog(GameSettings(options=PRESETS["contree"]))
    click(qtbot, dialog, dialog.last_raise_check)
    assert dialog.preset() == "contree_last_raise"
    assert dialog.settings().options == PRESETS["contree_last_raise"]
    click(qtbot, dialog, dialog.last_raise_check)
    assert dialog.preset() == "contree"
    dialog = open_dialog()
    type_target(qtbot, dialog, "1000")
    click(qtbot, dialog, dialog.second_round_dealer_check)
    assert dialog.preset() == "polish_classic"
    assert dialog.settings().options.second_round_dealer_any_suit


def test_the_auction_options_are_named_and_explained(open_dialog) -> None:
    dialog = open_dialog()
    assert dialog.second_round_dealer_check.text() == "The dealer may name any suit in the second round"
    assert dialog.last_raise_check.text() == "Last raise after three passes"
    assert "dealer" in dialog.second_round_dealer_check.toolTip()
    assert "three passes" in dialog.last_raise_check.toolTip()


# -- players and table ----------------------------------------------------------


def test_levels_store_keys_and_show_words(open_dialog) -> None:
    dialog = open_dialog()
    for combo in (dialog.partner_level_combo, dialog.opponent_level_combo):
        assert [combo.itemData(i) for i in range(combo.count())] == list(LEVELS)
        assert [combo.itemText(i) for i in range(combo.count())] == ["Easy", "Normal", "Hard", "Expert"]


def test_the_expert_thinking_time_is_kept_and_only_offered_with_an_expert(open_dialog) -> None:
    dialog = open_dialog(GameSettings(partner_level="hard", opponent_level="normal"))
    combo = dialog.expert_time_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(EXPERT_SECONDS)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "About half a second a card", "About a second a card", "About two seconds a card",
        "About four seconds a card"]
    assert not combo.isEnabled() and not dialog.expert_time_label.isEnabled()
    choose(dialog, dialog.opponent_level_combo, "expert")
    assert combo.isEnabled()
    choose(dialog, combo, 4.0)
    assert dialog.settings().expert_seconds == 4.0 and dialog.settings().opponent_level == "expert"
    again = open_dialog(dialog.settings())
    assert again.expert_time_combo.currentData() == 4.0 and again.expert_time_combo.isEnabled()


def test_speed_stores_keys(open_dialog) -> None:
    dialog = open_dialog()
    combo = dialog.speed_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(SPEEDS)


def test_names_typed_by_the_player(qtbot, open_dialog) -> None:
    dialog = open_dialog(NON_DEFAULT)
    type_into(qtbot, dialog, dialog.player_name_edit, "  Zoe ")
    type_into(qtbot, dialog, dialog.partner_name_edit, "")
    type_into(qtbot, dialog, dialog.left_name_edit, "x" * (MAX_NAME + 10))
    settings = dialog.settings()
    assert settings.player_name == "Zoe"
    assert settings.partner_name == ""
    assert settings.left_name == "x" * MAX_NAME
    assert settings.right_name == "Dirk"


def test_names_keep_letters_beyond_ascii(open_dialog) -> None:
    # QTest cannot type these, so the setter stands in for the keyboard.
    dialog = open_dialog()
    dialog.partner_name_edit.setText("Zoë Łukasz")
    assert dialog.settings().partner_name == "Zoë Łukasz"


def test_name_boxes_show_the_default_words(open_dialog) -> None:
    dialog = open_dialog()
    edits = (dialog.player_name_edit, dialog.partner_name_edit, dialog.left_name_edit, dialog.right_name_edit)
    assert [e.placeholderText() for e in edits] == ["You", "Partner", "Left", "Right"]
    assert all(e.maxLength() == MAX_NAME for e in edits)


def test_table_tab_widgets(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    choose(dialog, dialog.speed_combo, "instant")
    click(qtbot, dialog, dialog.four_colour_check)
    click(qtbot, dialog, dialog.auto_announce_check)
    choose(dialog, dialog.partner_level_combo, "easy")
    choose(dialog, dialog.opponent_level_combo, "hard")
    assert dialog.settings() == GameSettings(speed="instant", four_colour=True, auto_announce=False,
                                             partner_level="easy", opponent_level="hard")


# -- buttons ------------------------------------------------------------------


def test_restore_defaults(qtbot, open_dialog) -> None:
    dialog = open_dialog(NON_DEFAULT)
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.settings() == GameSettings()
    assert dialog.preset() == "classic"
    assert dialog.isVisible()
    assert dialog.target_combo.isEnabled() and not dialog.deals_spin.isEnabled()
    assert dialog.second_round_check.isEnabled()


def test_cancel_returns_rejected(qtbot, open_dialog) -> None:
    dialog = open_dialog(NON_DEFAULT)
    click(qtbot, dialog, dialog.shuffle_check)
    cancel = dialog.button_box.button(QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert not dialog.isVisible()


def test_cancel_ends_a_modal_run_with_rejected(qtbot) -> None:
    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    cancel = dialog.button_box.button(QDialogButtonBox.StandardButton.Cancel)
    QTimer.singleShot(0, lambda: qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton))
    assert dialog.exec() == QDialog.DialogCode.Rejected


def test_escape_rejects(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_ok_accepts_with_the_edited_settings(qtbot, open_dialog) -> None:
    dialog = open_dialog()
    choose(dialog, dialog.preset_combo, "contree")
    ok = dialog.button_box.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.settings().options == PRESETS["contree"]


# -- texts and language ---------------------------------------------------------


def test_every_option_has_a_one_line_tooltip(open_dialog) -> None:
    dialog = open_dialog()
    widgets: list[QWidget] = [
        dialog.preset_combo, dialog.variant_combo, dialog.direction_combo, dialog.target_points_radio,
        dialog.target_combo, dialog.target_deals_radio, dialog.deals_spin, dialog.tie_combo,
        dialog.undertrump_combo, *option_checks(dialog).values(), dialog.partner_level_combo,
        dialog.opponent_level_combo, dialog.player_name_edit, dialog.speed_combo, dialog.four_colour_check,
        dialog.auto_announce_check,
    ]
    for widget in widgets:
        tip = widget.toolTip()
        assert tip and "\n" not in tip, widget.objectName() or type(widget).__name__


def test_rules_tab_says_changes_apply_from_the_next_match(open_dialog) -> None:
    dialog = open_dialog()
    assert "next match" in dialog.rules_note.text()


class ShoutingTranslator(QTranslator):
    """Stands in for a loaded .qm: the dialog's texts in capitals, so a text left untranslated shows."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source.upper() if context == "SettingsDialog" else ""

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def shouting(qtbot) -> Iterator[ShoutingTranslator]:
    translator = ShoutingTranslator()
    yield translator
    QCoreApplication.removeTranslator(translator)


def visible_texts(dialog: SettingsDialog) -> list[str]:
    own_buttons = {dialog.button_box.button(b) for b in (QDialogButtonBox.StandardButton.Ok,
                                                         QDialogButtonBox.StandardButton.Cancel)}
    texts = [dialog.windowTitle()]
    texts += [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    texts += [w.text() for w in dialog.findChildren(QLabel)]
    # OK and Cancel are Qt's own words, translated by Qt's catalogue, not ours.
    texts += [w.text() for w in dialog.findChildren(QAbstractButton) if w not in own_buttons and w.text()]
    texts += [w.title() for w in dialog.findChildren(QGroupBox)]
    texts += [w.toolTip() for w in dialog.findChildren(QWidget) if w.toolTip()]
    texts += [w.placeholderText() for w in dialog.findChildren(QLineEdit) if w.placeholderText()]
    for combo in dialog.findChildren(QComboBox):
        texts += [combo.itemText(i) for i in range(combo.count())]
    return [t for t in texts if t]


def test_retranslate_on_language_change_updates_every_text(qtbot, open_dialog, shouting) -> None:
    dialog = open_dialog(NON_DEFAULT)
    english = visible_texts(dialog)
    assert any(t != t.upper() for t in english)
    QCoreApplication.installTranslator(shouting)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "SETTINGS")
    shouted = visible_texts(dialog)
    assert shouted == [t.upper() for t in english]
    # The words changed, the values did not.
    assert dialog.settings() == NON_DEFAULT
    assert dialog.variant_combo.currentText() == "CONTRÉE (BIDS, SUITS ONLY)"
    QCoreApplication.removeTranslator(shouting)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings")
    assert visible_texts(dialog) == english


def test_retranslate_can_be_called_directly(open_dialog) -> None:
    dialog = open_dialog(NON_DEFAULT)
    dialog.retranslate()
    assert dialog.settings() == NON_DEFAULT
    assert dialog.preset() == "custom"


def test_radio_buttons_pick_the_end_of_the_match(open_dialog) -> None:
    dialog = open_dialog()
    assert isinstance(dialog.target_points_radio, QRadioButton)
    assert dialog.target_points_radio.group() is dialog.target_deals_radio.group()
