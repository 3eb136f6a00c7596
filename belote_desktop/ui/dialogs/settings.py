"""The settings dialog: the rules (R11) with their presets, the computer players, and the table's look.

It edits a copy of a ``GameSettings`` and hands back a new one from
``settings()``; the caller decides what to do with it (apply, persist).
Every widget can only hold a value that ``GameSettings`` accepts, so
``settings()`` never raises.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...bots import LEVELS
from ...engine.options import COMMON_TARGETS, DIRECTIONS, PRESETS, TIES, UNDERTRUMP, VARIANTS, Options
from ...session.settings import MAX_NAME, SPEEDS, GameSettings

CUSTOM = "custom"
PRESET_KEYS: tuple[str, ...] = (*PRESETS, CUSTOM)
MIN_TARGET = 1
MAX_TARGET = 10000
MIN_DEALS = 1
MAX_DEALS = 100
# Shown in the deals box while the match is played to a points target, so
# switching to a fixed number of deals starts from a sensible length.
DEFAULT_DEALS = 12


def _combo(keys: tuple[str, ...]) -> QComboBox:
    """A combo whose items carry the stored keys as data; ``retranslate`` fills in the words."""
    combo = QComboBox()
    for key in keys:
        combo.addItem(key, key)
    return combo


def _select(combo: QComboBox, key: object) -> None:
    index = combo.findData(key)
    if index >= 0:
        combo.setCurrentIndex(index)


def _set_item_words(combo: QComboBox, words: dict[str, str]) -> None:
    for index in range(combo.count()):
        combo.setItemText(index, words[combo.itemData(index)])


def _parse_target(text: str) -> int | None:
    text = text.strip()
    if not text.isascii() or not text.isdecimal():
        return None
    value = int(text)
    return value if MIN_TARGET <= value <= MAX_TARGET else None


class _TargetValidator(QIntValidator):
    """Whole numbers of points; half-typed text is put back to the target in use when the player leaves the box."""

    def __init__(self, current: Callable[[], int], parent: QWidget) -> None:
        super().__init__(MIN_TARGET, MAX_TARGET, parent)
        self._current = current
        # Plain digits only: a locale's group separator would make "1.001" mean different things.
        self.setLocale(QLocale.c())

    def fixup(self, text: str) -> str:
        # Otherwise "" or "0" stays on screen while another number is the one used.
        return str(self._current())


class SettingsDialog(QDialog):
    """Edits ``GameSettings`` on three tabs: Rules, Players and Table.

    Rule changes take effect from the next match (the caller's job); the note
    on the Rules tab tells the player so.
    """

    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # True while the dialog itself writes into the widgets: those writes
        # are not the player's edits and must not flip the preset to Custom.
        self._filling = False
        # The last valid points target: the editable combo may hold half-typed text.
        self._target_value = settings.options.target

        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_rules_tab(), "")
        self.tabs.addTab(self._build_players_tab(), "")
        self.tabs.addTab(self._build_table_tab(), "")

        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        # Not the standard RestoreDefaults button: the box resets standard buttons to Qt's own
        # words on every language change, after our retranslate, which would undo our text.
        self.restore_button = QPushButton()
        self.button_box.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_defaults)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.button_box)

        self._connect_rules()
        self.retranslate()
        self.set_settings(settings)

    # -- building ---------------------------------------------------------

    def _build_rules_tab(self) -> QWidget:
        page = QWidget()
        self.preset_label = QLabel()
        self.preset_combo = _combo(PRESET_KEYS)
        self.preset_label.setBuddy(self.preset_combo)
        preset_form = QFormLayout()
        preset_form.addRow(self.preset_label, self.preset_combo)

        self.variant_label = QLabel()
        self.variant_combo = _combo(VARIANTS)
        self.variant_label.setBuddy(self.variant_combo)
        self.direction_label = QLabel()
        self.direction_combo = _combo(DIRECTIONS)
        self.direction_label.setBuddy(self.direction_combo)

        self.end_label = QLabel()
        self.target_points_radio = QRadioButton()
        self.target_deals_radio = QRadioButton()
        self.end_group = QButtonGroup(self)
        self.end_group.addButton(self.target_points_radio)
        self.end_group.addButton(self.target_deals_radio)
        self.target_combo = QComboBox()
        self.target_combo.setEditable(True)
        # The list holds only the usual targets; a typed number is a one-off, not a new entry.
        self.target_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # Inline completion would turn a typed "50" into "501" behind the player's back.
        self.target_combo.setCompleter(None)
        # Room for the largest target, "10000", which is not in the list the width is measured from.
        self.target_combo.setMinimumContentsLength(len(str(MAX_TARGET)) + 1)
        for target in COMMON_TARGETS:
            self.target_combo.addItem(str(target), target)
        self.target_combo.setValidator(_TargetValidator(lambda: self._target_value, self.target_combo))
        self.deals_spin = QSpinBox()
        self.deals_spin.setRange(MIN_DEALS, MAX_DEALS)
        self.deals_spin.setValue(DEFAULT_DEALS)
        end_box = QWidget()
        end_grid = QGridLayout(end_box)
        end_grid.setContentsMargins(0, 0, 0, 0)
        end_grid.addWidget(self.target_points_radio, 0, 0)
        end_grid.addWidget(self.target_combo, 0, 1)
        end_grid.addWidget(self.target_deals_radio, 1, 0)
        end_grid.addWidget(self.deals_spin, 1, 1)
        end_grid.setColumnStretch(2, 1)

        self.shuffle_check = QCheckBox()
        self.second_round_check = QCheckBox()
        self.undertrump_label = QLabel()
        self.undertrump_combo = _combo(UNDERTRUMP)
        self.undertrump_label.setBuddy(self.undertrump_combo)

        self.game_box = QGroupBox()
        game_form = QFormLayout(self.game_box)
        game_form.addRow(self.variant_label, self.variant_combo)
        game_form.addRow(self.direction_label, self.direction_combo)
        game_form.addRow(self.end_label, end_box)
        game_form.addRow(self.shuffle_check)
        game_form.addRow(self.second_round_check)
        game_form.addRow(self.undertrump_label, self.undertrump_combo)

        self.declarations_check = QCheckBox()
        self.auto_belote_check = QCheckBox()
        self.tie_label = QLabel()
        self.tie_combo = _combo(TIES)
        self.tie_label.setBuddy(self.tie_combo)
        self.contract_on_card_points_check = QCheckBox()
        self.round_to_ten_check = QCheckBox()

        self.scoring_box = QGroupBox()
        scoring_form = QFormLayout(self.scoring_box)
        scoring_form.addRow(self.declarations_check)
        scoring_form.addRow(self.auto_belote_check)
        scoring_form.addRow(self.tie_label, self.tie_combo)
        scoring_form.addRow(self.contract_on_card_points_check)
        scoring_form.addRow(self.round_to_ten_check)

        self.rules_note = QLabel()
        self.rules_note.setWordWrap(True)

        layout = QVBoxLayout(page)
        layout.addLayout(preset_form)
        layout.addWidget(self.game_box)
        layout.addWidget(self.scoring_box)
        layout.addWidget(self.rules_note)
        layout.addStretch(1)
        return page

    def _build_players_tab(self) -> QWidget:
        page = QWidget()
        self.partner_level_label = QLabel()
        self.partner_level_combo = _combo(LEVELS)
        self.partner_level_label.setBuddy(self.partner_level_combo)
        self.opponent_level_label = QLabel()
        self.opponent_level_combo = _combo(LEVELS)
        self.opponent_level_label.setBuddy(self.opponent_level_combo)
        self.levels_box = QGroupBox()
        levels_form = QFormLayout(self.levels_box)
        levels_form.addRow(self.partner_level_label, self.partner_level_combo)
        levels_form.addRow(self.opponent_level_label, self.opponent_level_combo)

        self.names_box = QGroupBox()
        names_form = QFormLayout(self.names_box)
        self.player_name_label, self.player_name_edit = self._name_row(names_form)
        self.partner_name_label, self.partner_name_edit = self._name_row(names_form)
        self.left_name_label, self.left_name_edit = self._name_row(names_form)
        self.right_name_label, self.right_name_edit = self._name_row(names_form)

        layout = QVBoxLayout(page)
        layout.addWidget(self.levels_box)
        layout.addWidget(self.names_box)
        layout.addStretch(1)
        return page

    @staticmethod
    def _name_row(form: QFormLayout) -> tuple[QLabel, QLineEdit]:
        label = QLabel()
        edit = QLineEdit()
        edit.setMaxLength(MAX_NAME)
        edit.setClearButtonEnabled(True)
        label.setBuddy(edit)
        form.addRow(label, edit)
        return label, edit

    def _build_table_tab(self) -> QWidget:
        page = QWidget()
        self.speed_label = QLabel()
        self.speed_combo = _combo(SPEEDS)
        self.speed_label.setBuddy(self.speed_combo)
        self.four_colour_check = QCheckBox()
        self.auto_announce_check = QCheckBox()
        self.trump_first_check = QCheckBox()
        form = QFormLayout()
        form.addRow(self.speed_label, self.speed_combo)
        form.addRow(self.four_colour_check)
        form.addRow(self.auto_announce_check)
        form.addRow(self.trump_first_check)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addStretch(1)
        return page

    def _connect_rules(self) -> None:
        self.preset_combo.currentIndexChanged.connect(self._on_preset_chosen)
        for combo in (self.variant_combo, self.direction_combo, self.tie_combo, self.undertrump_combo):
            combo.currentIndexChanged.connect(self._on_rules_edited)
        checks: tuple[QAbstractButton, ...] = (
            self.shuffle_check, self.second_round_check, self.declarations_check, self.auto_belote_check,
            self.contract_on_card_points_check, self.round_to_ten_check, self.target_points_radio,
            self.target_deals_radio,
        )
        for check in checks:
            check.toggled.connect(self._on_rules_edited)
        self.deals_spin.valueChanged.connect(self._on_rules_edited)
        self.target_combo.currentTextChanged.connect(self._on_target_text)

    # -- values -----------------------------------------------------------

    def settings(self) -> GameSettings:
        """The settings as the widgets show them now."""
        return GameSettings(
            options=self.options(),
            partner_level=self.partner_level_combo.currentData(),
            opponent_level=self.opponent_level_combo.currentData(),
            # Surrounding spaces are never meant, and a blank name should fall back to the table's word.
            player_name=self.player_name_edit.text().strip(),
            partner_name=self.partner_name_edit.text().strip(),
            left_name=self.left_name_edit.text().strip(),
            right_name=self.right_name_edit.text().strip(),
            speed=self.speed_combo.currentData(),
            four_colour=self.four_colour_check.isChecked(),
            auto_announce=self.auto_announce_check.isChecked(),
            trump_first=self.trump_first_check.isChecked(),
        )

    def options(self) -> Options:
        """The rule options as the Rules tab shows them now."""
        return Options(
            variant=self.variant_combo.currentData(),
            direction=self.direction_combo.currentData(),
            target=self._target_value,
            deals=self.deals_spin.value() if self.target_deals_radio.isChecked() else None,
            shuffle=self.shuffle_check.isChecked(),
            # Kept as set even while disabled (not classic), so switching back to classic keeps the choice.
            second_round_any_suit=self.second_round_check.isChecked(),
            declarations=self.declarations_check.isChecked(),
            auto_belote=self.auto_belote_check.isChecked(),
            tie=self.tie_combo.currentData(),
            contract_on_card_points=self.contract_on_card_points_check.isChecked(),
            round_to_ten=self.round_to_ten_check.isChecked(),
            undertrump=self.undertrump_combo.currentData(),
        )

    def set_settings(self, settings: GameSettings) -> None:
        """Shows ``settings`` in every widget."""
        self.set_options(settings.options)
        self._filling = True
        try:
            _select(self.partner_level_combo, settings.partner_level)
            _select(self.opponent_level_combo, settings.opponent_level)
            self.player_name_edit.setText(settings.player_name)
            self.partner_name_edit.setText(settings.partner_name)
            self.left_name_edit.setText(settings.left_name)
            self.right_name_edit.setText(settings.right_name)
            _select(self.speed_combo, settings.speed)
            self.four_colour_check.setChecked(settings.four_colour)
            self.auto_announce_check.setChecked(settings.auto_announce)
            self.trump_first_check.setChecked(settings.trump_first)
        finally:
            self._filling = False

    def set_options(self, options: Options) -> None:
        """Shows ``options`` on the Rules tab; the preset chooser follows."""
        self._filling = True
        try:
            _select(self.variant_combo, options.variant)
            _select(self.direction_combo, options.direction)
            self._show_target(options.target)
            if options.deals is None:
                self.target_points_radio.setChecked(True)
            else:
                # Settings stored by hand may exceed the usual range; widen it rather than change the value.
                self.deals_spin.setMaximum(max(MAX_DEALS, options.deals))
                self.deals_spin.setValue(options.deals)
                self.target_deals_radio.setChecked(True)
            self.shuffle_check.setChecked(options.shuffle)
            self.second_round_check.setChecked(options.second_round_any_suit)
            self.declarations_check.setChecked(options.declarations)
            self.auto_belote_check.setChecked(options.auto_belote)
            _select(self.tie_combo, options.tie)
            self.contract_on_card_points_check.setChecked(options.contract_on_card_points)
            self.round_to_ten_check.setChecked(options.round_to_ten)
            _select(self.undertrump_combo, options.undertrump)
        finally:
            self._filling = False
        self._update_enabled()
        self._follow_preset()

    def restore_defaults(self) -> None:
        """Every setting back to its default, on all three tabs."""
        self.set_settings(GameSettings())

    def preset(self) -> str:
        """The key the preset chooser shows: a key of ``PRESETS`` or ``"custom"``."""
        return self.preset_combo.currentData()

    def _show_target(self, target: int) -> None:
        index = self.target_combo.findData(target)
        if index >= 0:
            self.target_combo.setCurrentIndex(index)
        self.target_combo.setEditText(str(target))
        self._target_value = target

    # -- reactions --------------------------------------------------------

    def _on_preset_chosen(self, _index: int) -> None:
        if self._filling:
            return
        key = self.preset_combo.currentData()
        if key in PRESETS:
            self.set_options(PRESETS[key])

    def _on_target_text(self, text: str) -> None:
        value = _parse_target(text)
        if value is not None:
            self._target_value = value
            self._on_rules_edited()

    def _on_rules_edited(self, *_args: object) -> None:
        self._update_enabled()
        if not self._filling:
            self._follow_preset()

    def _update_enabled(self) -> None:
        self.second_round_check.setEnabled(self.variant_combo.currentData() == "classic")
        by_deals = self.target_deals_radio.isChecked()
        self.target_combo.setEnabled(not by_deals)
        self.deals_spin.setEnabled(by_deals)

    def _follow_preset(self) -> None:
        options = self.options()
        key = next((name for name, preset in PRESETS.items() if preset == options), CUSTOM)
        was_filling = self._filling
        self._filling = True
        try:
            _select(self.preset_combo, key)
        finally:
            self._filling = was_filling

    # -- language ---------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Sets every visible text in the current language; combo items keep their data."""
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("Rules"))
        self.tabs.setTabText(1, self.tr("Players"))
        self.tabs.setTabText(2, self.tr("Table"))
        self.restore_button.setText(self.tr("Restore defaults"))
        self.restore_button.setToolTip(self.tr("Put every setting on every tab back to its default."))

        self.preset_label.setText(self.tr("Preset:"))
        _set_item_words(self.preset_combo, {
            "classic": self.tr("Classic"),
            "coinche": self.tr("Coinche"),
            "contree": self.tr("Contrée"),
            CUSTOM: self.tr("Custom"),
        })
        self._tip(self.tr("Fill in every rule the usual way for a game; change any rule to make your own."),
                  self.preset_label, self.preset_combo)

        self.game_box.setTitle(self.tr("Game"))
        self.variant_label.setText(self.tr("Variant:"))
        _set_item_words(self.variant_combo, {
            "classic": self.tr("Classic (take the turned-up card)"),
            "coinche": self.tr("Coinche (bids, sans atout and tout atout)"),
            "contree": self.tr("Contrée (bids, suits only)"),
        })
        self._tip(self.tr("Classic takes a trump from a turned-up card; coinche and contrée bid for points."),
                  self.variant_label, self.variant_combo)

        self.direction_label.setText(self.tr("Direction of play:"))
        _set_item_words(self.direction_combo, {
            "clockwise": self.tr("Clockwise"),
            "counterclockwise": self.tr("Counterclockwise"),
        })
        self._tip(self.tr("Which way the deal, the bidding and the play go round the table."),
                  self.direction_label, self.direction_combo)

        self.end_label.setText(self.tr("End of the match:"))
        self.target_points_radio.setText(self.tr("First team to reach (points):"))
        self.target_deals_radio.setText(self.tr("After a fixed number of deals:"))
        self.end_label.setToolTip(self.tr("Play to a points target, or a set number of deals."))
        self._tip(self.tr("The first team to reach this score wins; pick a usual target or type your own."),
                  self.target_points_radio, self.target_combo)
        self._tip(self.tr("The team with the higher score after this many deals wins; a tie plays one more."),
                  self.target_deals_radio, self.deals_spin)

        self.shuffle_check.setText(self.tr("Shuffle between deals"))
        self._tip(self.tr("Shuffle the cards before each deal instead of only cutting them."), self.shuffle_check)
        self.second_round_check.setText(self.tr("Any suit in the second bidding round"))
        self._tip(self.tr("Classic only: in the second round the turned-up card's suit may be named too."),
                  self.second_round_check)
        self.undertrump_label.setText(self.tr("Unable to overtrump:"))
        _set_item_words(self.undertrump_combo, {
            "forced": self.tr("Must still play a lower trump"),
            "optional": self.tr("May discard any card"),
        })
        self._tip(self.tr("What a player must do who has to trump but cannot beat the trump already played."),
                  self.undertrump_label, self.undertrump_combo)

        self.scoring_box.setTitle(self.tr("Declarations and scoring"))
        self.declarations_check.setText(self.tr("Declarations (sequences and carrés)"))
        self._tip(self.tr("Score sequences and four of a kind announced at the first trick."),
                  self.declarations_check)
        self.auto_belote_check.setText(self.tr("Announce belote for me"))
        self._tip(self.tr("Say belote and rebelote for you when you play the king and queen of trump."),
                  self.auto_belote_check)
        self.tie_label.setText(self.tr("When the takers tie:"))
        _set_item_words(self.tie_combo, {
            "made": self.tr("The contract is made"),
            "failed": self.tr("The contract fails"),
            "litige": self.tr("Litige: the takers' points wait for the next deal"),
        })
        self._tip(self.tr("What happens when the takers score exactly as much as the defence."),
                  self.tie_label, self.tie_combo)
        self.contract_on_card_points_check.setText(self.tr("Contract decided by card points only"))
        self._tip(self.tr("Only the takers' card points count for the contract: more than 81 makes it, exactly 81 "
                          "is a tie; declarations do not help."),
                  self.contract_on_card_points_check)
        self.round_to_ten_check.setText(self.tr("Round deal scores to the nearest ten"))
        self._tip(self.tr("Each deal's score is rounded to the nearest ten, with 5 rounding up."),
                  self.round_to_ten_check)

        self.rules_note.setText(self.tr("Rule changes apply from the next match."))

        self.levels_box.setTitle(self.tr("Computer players"))
        levels = {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal", "bot level"),
            "hard": self.tr("Hard"),
        }
        self.partner_level_label.setText(self.tr("Partner's level:"))
        _set_item_words(self.partner_level_combo, levels)
        self._tip(self.tr("How well your partner plays."), self.partner_level_label, self.partner_level_combo)
        self.opponent_level_label.setText(self.tr("Opponents' level:"))
        _set_item_words(self.opponent_level_combo, levels)
        self._tip(self.tr("How well the two opponents play."), self.opponent_level_label, self.opponent_level_combo)

        self.names_box.setTitle(self.tr("Names"))
        self.player_name_label.setText(self.tr("Your name:"))
        self.player_name_edit.setPlaceholderText(self.tr("You"))
        self.partner_name_label.setText(self.tr("Partner:"))
        self.partner_name_edit.setPlaceholderText(self.tr("Partner"))
        self.left_name_label.setText(self.tr("Left opponent:"))
        self.left_name_edit.setPlaceholderText(self.tr("Left"))
        self.right_name_label.setText(self.tr("Right opponent:"))
        self.right_name_edit.setPlaceholderText(self.tr("Right"))
        name_tip = self.tr("The name shown on the table; leave it empty for the word in grey.")
        for widget in (self.player_name_label, self.player_name_edit, self.partner_name_label,
                       self.partner_name_edit, self.left_name_label, self.left_name_edit,
                       self.right_name_label, self.right_name_edit):
            widget.setToolTip(name_tip)

        self.speed_label.setText(self.tr("Animation speed:"))
        _set_item_words(self.speed_combo, {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal", "animation speed"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant (no animation)"),
        })
        self._tip(self.tr("How fast cards move on the table."), self.speed_label, self.speed_combo)
        self.four_colour_check.setText(self.tr("Four-colour deck"))
        self._tip(self.tr("Give each suit its own colour so suits are told apart at a glance."),
                  self.four_colour_check)
        self.auto_announce_check.setText(self.tr("Announce my declarations for me"))
        self._tip(self.tr("Announce your sequences and carrés at the first trick without asking."),
                  self.auto_announce_check)
        self.trump_first_check.setText(self.tr("Trumps at the left of my hand"))
        self._tip(self.tr("Sort your trumps first, at the left end of your hand, instead of last."),
                  self.trump_first_check)

    @staticmethod
    def _tip(text: str, *widgets: QWidget) -> None:
        for widget in widgets:
            widget.setToolTip(text)
