"""The settings dialog's tabs, built into the dialog (its widgets become its attributes).

No text here: ``SettingsDialog.retranslate`` puts in every word, in the current language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ....bots import LEVELS
from ....engine.options import COMMON_TARGETS, DIRECTIONS, TIES, UNDERTRUMP, VARIANTS
from ....session.settings import CARD_BACKS, EXPERT_SECONDS, FELTS, GAMES, MAX_NAME, READER_SPEECH, SPEEDS
from .aids import build_aids_group
from .klaverjas_box import KlaverjasBox
from .sound_box import build_sound_group
from .values import (
    DEFAULT_DEALS,
    MAX_DEALS,
    MAX_TARGET,
    MIN_DEALS,
    PRESET_KEYS,
    TargetValidator,
)
from .values import (
    combo as _combo,
)

if TYPE_CHECKING:
    from .dialog import SettingsDialog


def build_rules_tab(d: SettingsDialog) -> QWidget:
    page = QWidget()
    # The game (issue 38): belote, with the boxes below, or klaverjas, with its own box instead.
    d.family_label = QLabel()
    d.family_combo = _combo(GAMES)
    d.family_combo.setObjectName("game")
    d.family_label.setBuddy(d.family_combo)
    d.preset_label = QLabel()
    d.preset_combo = _combo(PRESET_KEYS)
    d.preset_label.setBuddy(d.preset_combo)
    preset_form = QFormLayout()
    preset_form.addRow(d.family_label, d.family_combo)
    preset_form.addRow(d.preset_label, d.preset_combo)
    d.preset_form = preset_form

    d.variant_label = QLabel()
    d.variant_combo = _combo(VARIANTS)
    d.variant_label.setBuddy(d.variant_combo)
    d.direction_label = QLabel()
    d.direction_combo = _combo(DIRECTIONS)
    d.direction_label.setBuddy(d.direction_combo)

    d.end_label = QLabel()
    d.target_points_radio = QRadioButton()
    d.target_deals_radio = QRadioButton()
    d.end_group = QButtonGroup(d)
    d.end_group.addButton(d.target_points_radio)
    d.end_group.addButton(d.target_deals_radio)
    d.target_combo = QComboBox()
    d.target_combo.setEditable(True)
    # The list holds only the usual targets; a typed number is a one-off, not a new entry.
    d.target_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    # Inline completion would turn a typed "50" into "501" behind the player's back.
    d.target_combo.setCompleter(None)
    # Room for the largest target, "10000", which is not in the list the width is measured from.
    d.target_combo.setMinimumContentsLength(len(str(MAX_TARGET)) + 1)
    for target in COMMON_TARGETS:
        d.target_combo.addItem(str(target), target)
    d.target_combo.setValidator(TargetValidator(lambda: d.target_value, d.target_combo))
    d.deals_spin = QSpinBox()
    d.deals_spin.setRange(MIN_DEALS, MAX_DEALS)
    d.deals_spin.setValue(DEFAULT_DEALS)
    end_box = QWidget()
    end_grid = QGridLayout(end_box)
    end_grid.setContentsMargins(0, 0, 0, 0)
    end_grid.addWidget(d.target_points_radio, 0, 0)
    end_grid.addWidget(d.target_combo, 0, 1)
    end_grid.addWidget(d.target_deals_radio, 1, 0)
    end_grid.addWidget(d.deals_spin, 1, 1)
    end_grid.setColumnStretch(2, 1)

    d.shuffle_check = QCheckBox()
    d.second_round_check = QCheckBox()
    build_auction_options(d)
    d.undertrump_label = QLabel()
    d.undertrump_combo = _combo(UNDERTRUMP)
    d.undertrump_label.setBuddy(d.undertrump_combo)

    d.game_box = QGroupBox()
    game_form = QFormLayout(d.game_box)
    game_form.addRow(d.variant_label, d.variant_combo)
    game_form.addRow(d.direction_label, d.direction_combo)
    game_form.addRow(d.end_label, end_box)
    game_form.addRow(d.shuffle_check)
    game_form.addRow(d.second_round_check)
    game_form.addRow(d.second_round_dealer_check)
    game_form.addRow(d.last_raise_check)
    game_form.addRow(d.undertrump_label, d.undertrump_combo)

    d.declarations_check = QCheckBox()
    d.auto_belote_check = QCheckBox()
    d.auto_announce_check = QCheckBox()  # a setting, not a rule: beside its twin, announcing belote
    d.tie_label = QLabel()
    d.tie_combo = _combo(TIES)
    d.tie_label.setBuddy(d.tie_combo)
    d.contract_on_card_points_check = QCheckBox()
    d.round_to_ten_check = QCheckBox()

    d.scoring_box = QGroupBox()
    scoring_form = QFormLayout(d.scoring_box)
    scoring_form.addRow(d.declarations_check)
    scoring_form.addRow(d.auto_belote_check)
    scoring_form.addRow(d.auto_announce_check)
    scoring_form.addRow(d.tie_label, d.tie_combo)
    scoring_form.addRow(d.contract_on_card_points_check)
    scoring_form.addRow(d.round_to_ten_check)

    d.rules_note = QLabel()
    d.rules_note.setWordWrap(True)
    d.rules_now_note = QLabel()  # the rules of the match on the table, when they differ from these
    d.rules_now_note.setWordWrap(True)

    d.klaverjas_box = KlaverjasBox(d._on_rules_edited)
    # Scrolled when the screen is small (800 x 600): the dialog's buttons stay on it.
    d.klaverjas_scroll = QScrollArea()
    d.klaverjas_scroll.setWidgetResizable(True)
    d.klaverjas_scroll.setFrameShape(QFrame.Shape.NoFrame)
    d.klaverjas_scroll.setWidget(d.klaverjas_box)

    layout = QVBoxLayout(page)
    layout.addLayout(preset_form)
    layout.addWidget(d.game_box)
    layout.addWidget(d.scoring_box)
    layout.addWidget(d.klaverjas_scroll, 100)  # all the room there is (the stretch below takes the rest)
    layout.addWidget(d.rules_note)
    layout.addWidget(d.rules_now_note)
    layout.addStretch(1)
    return page

def build_auction_options(d: SettingsDialog) -> None:
    """The two options of the auctions added by issue 36: the dealer's free choice in classic's round two
    (R4) and the last raise of coinche and contrée (R5)."""
    d.second_round_dealer_check = QCheckBox()
    d.second_round_dealer_check.setObjectName("second_round_dealer_any_suit")
    d.last_raise_check = QCheckBox()
    d.last_raise_check.setObjectName("last_raise")


def build_players_tab(d: SettingsDialog) -> QWidget:
    page = QWidget()
    d.partner_level_label = QLabel()
    d.partner_level_combo = _combo(LEVELS)
    d.partner_level_label.setBuddy(d.partner_level_combo)
    d.opponent_level_label = QLabel()
    d.opponent_level_combo = _combo(LEVELS)
    d.opponent_level_label.setBuddy(d.opponent_level_combo)
    d.levels_box = QGroupBox()
    levels_form = QFormLayout(d.levels_box)
    levels_form.addRow(d.partner_level_label, d.partner_level_combo)
    levels_form.addRow(d.opponent_level_label, d.opponent_level_combo)
    d.expert_time_label = QLabel()
    d.expert_time_combo = _combo(EXPERT_SECONDS)
    d.expert_time_label.setBuddy(d.expert_time_combo)
    levels_form.addRow(d.expert_time_label, d.expert_time_combo)

    d.names_box = QGroupBox()
    names_form = QFormLayout(d.names_box)
    d.player_name_label, d.player_name_edit = _name_row(names_form)
    d.partner_name_label, d.partner_name_edit = _name_row(names_form)
    d.left_name_label, d.left_name_edit = _name_row(names_form)
    d.right_name_label, d.right_name_edit = _name_row(names_form)

    layout = QVBoxLayout(page)
    layout.addWidget(d.levels_box)
    layout.addWidget(d.names_box)
    layout.addStretch(1)
    return page


def build_table_tab(d: SettingsDialog) -> QWidget:
    """A tab of its own, so that the dialog stays short enough for an 800 x 600 screen."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.addWidget(build_table_group(d))
    layout.addWidget(build_aids_group(d))
    layout.addWidget(build_sound_group(d))
    layout.addStretch(1)
    return page

def _name_row(form: QFormLayout) -> tuple[QLabel, QLineEdit]:
    label = QLabel()
    edit = QLineEdit()
    edit.setMaxLength(MAX_NAME)
    edit.setClearButtonEnabled(True)
    label.setBuddy(edit)
    form.addRow(label, edit)
    return label, edit

def build_table_group(d: SettingsDialog) -> QGroupBox:
    """The table's look: speed, deck, card back, cloth, where the trumps go in the hand."""
    d.table_box = QGroupBox()
    d.speed_label = QLabel()
    d.speed_combo = _combo(SPEEDS)
    d.speed_label.setBuddy(d.speed_combo)
    d.back_label = QLabel()
    d.back_combo = _combo(CARD_BACKS)
    d.back_label.setBuddy(d.back_combo)
    d.felt_label = QLabel()
    d.felt_combo = _combo(FELTS)
    d.felt_label.setBuddy(d.felt_combo)
    d.four_colour_check = QCheckBox()
    d.trump_first_check = QCheckBox()
    d.large_cards_check = QCheckBox()
    d.large_cards_check.setObjectName("large_cards")
    d.short_announcements_check = QCheckBox()
    d.short_announcements_check.setObjectName("short_announcements")
    d.reader_speech_label = QLabel()
    d.reader_speech_combo = _combo(READER_SPEECH)
    d.reader_speech_combo.setObjectName("older_reader_speech")
    d.reader_speech_label.setBuddy(d.reader_speech_combo)
    form = QFormLayout(d.table_box)
    form.addRow(d.speed_label, d.speed_combo)
    form.addRow(d.back_label, d.back_combo)
    form.addRow(d.felt_label, d.felt_combo)
    form.addRow(d.four_colour_check)
    form.addRow(d.trump_first_check)
    form.addRow(d.large_cards_check)
    form.addRow(d.short_announcements_check)
    form.addRow(d.reader_speech_label, d.reader_speech_combo)
    return d.table_box
