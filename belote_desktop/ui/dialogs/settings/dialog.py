"""The settings dialog: the rules (R11) with their presets, the computer players, and the table's look.

It edits a copy of a ``GameSettings`` and hands back a new one from
``settings()``; the caller decides what to do with it (apply, persist).
Every widget can only hold a value that ``GameSettings`` accepts, so
``settings()`` never raises.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ....engine.families.klaverjas.options import KlaverjasOptions
from ....engine.options import PRESETS, Options
from ....session.settings import GameSettings
from .aids import aids_values, retranslate_aids, set_aids
from .sound_box import retranslate_sound_group, show_sound, sound_values
from .tabs import build_players_tab, build_rules_tab, build_table_tab
from .values import (
    CUSTOM,
    MAX_DEALS,
    parse_target,
    select,
    set_item_words,
)


class SettingsDialog(QDialog):
    """Edits ``GameSettings`` on three tabs: Rules, Players and Table.

    Rule changes take effect from the next match (the caller's job); the note
    on the Rules tab tells the player so.
    """

    # "OK and start a new match with these rules now": accepted first (so they are applied), then this.
    new_match_requested = Signal()

    def __init__(self, settings: GameSettings, parent: QWidget | None = None,
                 rules_now: Options | KlaverjasOptions | None = None) -> None:
        super().__init__(parent)
        # The rules of the match on the table, to say when they differ (None: no match is being played).
        self._rules_now = rules_now
        # True while the dialog itself writes into the widgets: those writes
        # are not the player's edits and must not flip the preset to Custom.
        self._filling = False
        # The last valid points target: the editable combo may hold half-typed text.
        self._target_value = settings.options.target

        self.tabs = QTabWidget()
        self.tabs.addTab(build_rules_tab(self), "")
        self.tabs.addTab(build_players_tab(self), "")
        self.tabs.addTab(build_table_tab(self), "")
        # The points box's label for a screen reader (issue 35, D9). What it holds is said on screen by the radio
        # button beside it, but a reader takes a combo box's name only from a label tied to it (its own name is
        # its value, "701"): this label is that tie, and is not shown, as the radio button already says it.
        self.target_label = QLabel(self.target_combo.parentWidget())
        self.target_label.setBuddy(self.target_combo)
        self.target_label.hide()

        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        # Not the standard RestoreDefaults button: the box resets standard buttons to Qt's own
        # words on every language change, after our retranslate, which would undo our text.
        self.restore_button = QPushButton()
        self.button_box.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.new_match_button = QPushButton()
        self.new_match_button.setObjectName("new_match_now")
        self.button_box.addButton(self.new_match_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_match_button.clicked.connect(self._new_match_now)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_defaults)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.button_box)

        self._connect_rules()
        for level_combo in (self.partner_level_combo, self.opponent_level_combo):
            level_combo.currentIndexChanged.connect(self._show_expert_time)
        self.retranslate()
        self.set_settings(settings)

    # -- building ---------------------------------------------------------

    def _connect_rules(self) -> None:
        self.family_combo.currentIndexChanged.connect(self._show_game)
        self.preset_combo.currentIndexChanged.connect(self._on_preset_chosen)
        for combo in (self.variant_combo, self.direction_combo, self.tie_combo, self.undertrump_combo):
            combo.currentIndexChanged.connect(self._on_rules_edited)
        checks: tuple[QAbstractButton, ...] = (
            self.shuffle_check, self.second_round_check, self.second_round_dealer_check, self.last_raise_check,
            self.declarations_check, self.auto_belote_check,
            self.contract_on_card_points_check, self.round_to_ten_check, self.target_points_radio,
            self.target_deals_radio,
        )
        for check in checks:
            check.toggled.connect(self._on_rules_edited)
        self.deals_spin.valueChanged.connect(self._on_rules_edited)
        self.target_combo.currentTextChanged.connect(self._on_target_text)

    # -- values -----------------------------------------------------------
    @property
    def target_value(self) -> int:
        """The points target in use (the editable box may hold half-typed text meanwhile)."""
        return self._target_value


    def settings(self) -> GameSettings:
        """The settings as the widgets show them now."""
        return GameSettings(
            options=self.options(),
            game=self.family_combo.currentData(),
            klaverjas=self.klaverjas_box.options(),
            partner_level=self.partner_level_combo.currentData(),
            opponent_level=self.opponent_level_combo.currentData(),
            expert_seconds=self.expert_time_combo.currentData(),
            # Surrounding spaces are never meant, and a blank name should fall back to the table's word.
            player_name=self.player_name_edit.text().strip(),
            partner_name=self.partner_name_edit.text().strip(),
            left_name=self.left_name_edit.text().strip(),
            right_name=self.right_name_edit.text().strip(),
            speed=self.speed_combo.currentData(),
            four_colour=self.four_colour_check.isChecked(),
            short_announcements=self.short_announcements_check.isChecked(),
            older_reader_speech=self.reader_speech_combo.currentData(),
            large_cards=self.large_cards_check.isChecked(),
            auto_announce=self.auto_announce_check.isChecked(),
            trump_first=self.trump_first_check.isChecked(),
            card_back=self.back_combo.currentData(),
            felt=self.felt_combo.currentData(),
            **aids_values(self),
            **sound_values(self),
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
            second_round_dealer_any_suit=self.second_round_dealer_check.isChecked(),
            last_raise=self.last_raise_check.isChecked(),
            declarations=self.declarations_check.isChecked(),
            auto_belote=self.auto_belote_check.isChecked(),
            tie=self.tie_combo.currentData(),
            contract_on_card_points=self.contract_on_card_points_check.isChecked(),
            round_to_ten=self.round_to_ten_check.isChecked(),
            undertrump=self.undertrump_combo.currentData(),
        )

    def _show_expert_time(self) -> None:
        """The expert's thinking time matters only while a seat plays at the expert level."""
        on = "expert" in (self.partner_level_combo.currentData(), self.opponent_level_combo.currentData())
        self.expert_time_label.setEnabled(on)
        self.expert_time_combo.setEnabled(on)

    def set_settings(self, settings: GameSettings) -> None:
        """Shows ``settings`` in every widget."""
        self.set_options(settings.options)
        self.klaverjas_box.set_options(settings.klaverjas)
        self._filling = True
        try:
            select(self.family_combo, settings.game)
            select(self.partner_level_combo, settings.partner_level)
            select(self.opponent_level_combo, settings.opponent_level)
            select(self.expert_time_combo, settings.expert_seconds)
            self.player_name_edit.setText(settings.player_name)
            self.partner_name_edit.setText(settings.partner_name)
            self.left_name_edit.setText(settings.left_name)
            self.right_name_edit.setText(settings.right_name)
            select(self.speed_combo, settings.speed)
            self.four_colour_check.setChecked(settings.four_colour)
            self.short_announcements_check.setChecked(settings.short_announcements)
            select(self.reader_speech_combo, settings.older_reader_speech)
            self.large_cards_check.setChecked(settings.large_cards)
            self.auto_announce_check.setChecked(settings.auto_announce)
            self.trump_first_check.setChecked(settings.trump_first)
            select(self.back_combo, settings.card_back)
            select(self.felt_combo, settings.felt)
            set_aids(self, settings)
            show_sound(self, settings)
        finally:
            self._filling = False
        self._show_expert_time()
        self._show_game()

    def match_options(self) -> Options | KlaverjasOptions:
        """The rules of the game chosen, as the Rules tab shows them."""
        return self.klaverjas_box.options() if self.family_combo.currentData() == "klaverjas" else self.options()

    def _show_game(self) -> None:
        """Belote's rules or klaverjas's, as the game chosen says."""
        klaverjas = self.family_combo.currentData() == "klaverjas"
        self.klaverjas_scroll.setVisible(klaverjas)
        for widget in (self.game_box, self.scoring_box, self.preset_label, self.preset_combo):
            widget.setVisible(not klaverjas)
        self._show_rules_now()

    def set_options(self, options: Options) -> None:
        """Shows ``options`` on the Rules tab; the preset chooser follows."""
        self._filling = True
        try:
            select(self.variant_combo, options.variant)
            select(self.direction_combo, options.direction)
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
            self.second_round_dealer_check.setChecked(options.second_round_dealer_any_suit)
            self.last_raise_check.setChecked(options.last_raise)
            self.declarations_check.setChecked(options.declarations)
            self.auto_belote_check.setChecked(options.auto_belote)
            select(self.tie_combo, options.tie)
            self.contract_on_card_points_check.setChecked(options.contract_on_card_points)
            self.round_to_ten_check.setChecked(options.round_to_ten)
            select(self.undertrump_combo, options.undertrump)
        finally:
            self._filling = False
        self._update_enabled()
        self._follow_preset()
        self._show_rules_now()

    def restore_defaults(self) -> None:
        """Every setting back to its default, on both tabs."""
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
        value = parse_target(text)
        if value is not None:
            self._target_value = value
            self._on_rules_edited()

    def _on_rules_edited(self, *_args: object) -> None:
        self._update_enabled()
        if not self._filling:
            self._follow_preset()
        self._show_rules_now()

    def _show_rules_now(self) -> None:
        now = self._rules_now
        if now is not None:
            self.rules_now_note.setText(self.tr("The match in progress keeps its own rules: %1.").replace(
                "%1", self._rules_words(now)))
        # Its room is kept while it is hidden, so the dialog never grows and its buttons never move
        # under the pointer when a rule is changed; with no match in progress it can never show.
        policy = self.rules_now_note.sizePolicy()
        policy.setRetainSizeWhenHidden(now is not None)
        self.rules_now_note.setSizePolicy(policy)
        self.rules_now_note.setVisible(now is not None and now != self.match_options())

    def _rules_words(self, options: Options | KlaverjasOptions) -> str:
        variant = {"classic": self.tr("Classic"), "coinche": self.tr("Coinche"),
                   "contree": self.tr("Contrée"), "klaverjas": self.tr("Klaverjassen")}[options.variant]
        if options.deals is not None:
            return self.tr("%1, %2 deals").replace("%1", variant).replace("%2", str(options.deals))
        return self.tr("%1, to %2 points").replace("%1", variant).replace("%2", str(options.target))

    def _new_match_now(self) -> None:
        self.accept()
        self.new_match_requested.emit()

    def _update_enabled(self) -> None:
        classic = self.variant_combo.currentData() == "classic"
        self.second_round_check.setEnabled(classic)
        # The dealer's exception means nothing once everyone may name the up-card's suit (R4).
        self.second_round_dealer_check.setEnabled(classic and not self.second_round_check.isChecked())
        self.last_raise_check.setEnabled(not classic)
        # Nothing to announce without declarations; the choice is kept for a game that has them.
        self.auto_announce_check.setEnabled(self.declarations_check.isChecked())
        by_deals = self.target_deals_radio.isChecked()
        self.target_combo.setEnabled(not by_deals)
        self.deals_spin.setEnabled(by_deals)

    def _follow_preset(self) -> None:
        options = self.options()
        key = next((name for name, preset in PRESETS.items() if preset == options), CUSTOM)
        was_filling = self._filling
        self._filling = True
        try:
            select(self.preset_combo, key)
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
        self.tabs.setAccessibleName(self.tr("Settings"))  # it reports its tab bar's focus: named like the dialog
        self.tabs.setTabText(0, self.tr("Rules"))
        self.tabs.setTabText(1, self.tr("Players"))
        self.tabs.setTabText(2, self.tr("Table"))
        self.restore_button.setText(self.tr("Restore defaults"))
        self.new_match_button.setText(self.tr("OK, and a new match now"))
        self.new_match_button.setToolTip(self.tr("Keep these settings and start a new match with these rules at once "
                                                 "(the match in progress ends)."))
        self.restore_button.setToolTip(self.tr("Put every setting on every tab back to its default."))

        self.family_label.setText(self.tr("Game:"))
        set_item_words(self.family_combo, {"belote": self.tr("Belote"), "klaverjas": self.tr("Klaverjassen")})
        self._tip(self.tr("Belote, the French game, or klaverjassen, the Dutch game with roem; each keeps its own "
                          "rules below."), self.family_label, self.family_combo)
        self.klaverjas_box.retranslate()
        self.preset_label.setText(self.tr("Preset:"))
        set_item_words(self.preset_combo, {
            "classic": self.tr("Classic"),
            "coinche": self.tr("Coinche"),
            "contree": self.tr("Contrée"),
            "polish_classic": self.tr("Polish classic"),
            "contree_last_raise": self.tr("Contrée with a last raise"),
            CUSTOM: self.tr("Custom"),
        })
        self._tip(self.tr("Fill in every rule the usual way for a game; change any rule to make your own."),
                  self.preset_label, self.preset_combo)

        self.game_box.setTitle(self.tr("Game"))
        self.variant_label.setText(self.tr("Variant:"))
        set_item_words(self.variant_combo, {
            "classic": self.tr("Classic (take the turned-up card)"),
            "coinche": self.tr("Coinche (bids, sans atout and tout atout)"),
            "contree": self.tr("Contrée (bids, suits only)"),
        })
        self._tip(self.tr("Classic takes a trump from a turned-up card; coinche and contrée bid for points."),
                  self.variant_label, self.variant_combo)

        self.direction_label.setText(self.tr("Direction of play:"))
        set_item_words(self.direction_combo, {
            "clockwise": self.tr("Clockwise"),
            "counterclockwise": self.tr("Counterclockwise"),
        })
        self._tip(self.tr("Which way the deal, the bidding and the play go round the table."),
                  self.direction_label, self.direction_combo)

        self.end_label.setText(self.tr("End of the match:"))
        self.target_points_radio.setText(self.tr("First team to reach (points):"))
        self.target_deals_radio.setText(self.tr("After a fixed number of deals:"))
        # A radio button is no label a reader ties to the box beside it: the boxes say what they hold (issue 35, D9).
        target_words = self.tr("Points to reach")
        self.target_label.setText(target_words)
        self.target_combo.setAccessibleName(target_words)
        line = self.target_combo.lineEdit()
        if line is not None:  # the part that takes the keys, and the reader's focus
            line.setAccessibleName(target_words)
        self.deals_spin.setAccessibleName(self.tr("Number of deals"))
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
        self._retranslate_auction_options()
        self.undertrump_label.setText(self.tr("Unable to overtrump:"))
        set_item_words(self.undertrump_combo, {
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
        set_item_words(self.tie_combo, {
            "made": self.tr("The contract is made"),
            "failed": self.tr("The contract fails"),
            "litige": self.tr("Litige: the takers' points wait for the next deal"),
        })
        self._tip(self.tr("What happens when the takers score exactly as much as the defence."),
                  self.tie_label, self.tie_combo)
        self.contract_on_card_points_check.setText(self.tr("Contract decided by card points only"))
        self._tip(self.tr("The takers make the contract with at least 81 of the 162 points of cards and last trick; "
                          "declarations and belote do not help."),
                  self.contract_on_card_points_check)
        self.round_to_ten_check.setText(self.tr("Round deal scores to the nearest ten"))
        self._tip(self.tr("Each deal's score is rounded to the nearest ten, with 5 rounding up."),
                  self.round_to_ten_check)

        self.rules_note.setText(self.tr("Rule changes apply from the next match."))
        self._show_rules_now()

        self.levels_box.setTitle(self.tr("Computer players"))
        levels = {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal", "bot level"),
            "hard": self.tr("Hard"),
            "expert": self.tr("Expert"),
        }
        self.partner_level_label.setText(self.tr("Partner's level:"))
        set_item_words(self.partner_level_combo, levels)
        self._tip(self.tr("How well your partner plays. Expert thinks for as long as its thinking time below "
                          "allows, on every core of the computer."), self.partner_level_label, self.partner_level_combo)
        self.opponent_level_label.setText(self.tr("Opponents' level:"))
        set_item_words(self.opponent_level_combo, levels)
        self._tip(self.tr("How well the two opponents play. Expert thinks for as long as its thinking time "
                          "below allows, on every core of the computer."),
                  self.opponent_level_label, self.opponent_level_combo)

        self.expert_time_label.setText(self.tr("Expert's thinking time:"))
        set_item_words(self.expert_time_combo, {
            0.5: self.tr("About half a second a card"),
            1.0: self.tr("About a second a card"),
            2.0: self.tr("About two seconds a card"),
            4.0: self.tr("About four seconds a card"),
        })
        self._tip(self.tr("The longer the expert level thinks, the more deals it looks at, and the better it "
                          "plays."), self.expert_time_label, self.expert_time_combo)

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

        self.table_box.setTitle(self.tr("Table"))
        self.back_label.setText(self.tr("Card back:"))
        set_item_words(self.back_combo, {"blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green")})
        self._tip(self.tr("The colour of the cards' backs."), self.back_label, self.back_combo)
        self.felt_label.setText(self.tr("Table cloth:"))
        set_item_words(self.felt_combo, {"green": self.tr("Green", "cloth"), "blue": self.tr("Blue", "cloth"),
                                         "burgundy": self.tr("Burgundy", "cloth"),
                                         "contrast": self.tr("High contrast (near black)", "cloth")})
        self._tip(self.tr("The colour of the cloth on the table."), self.felt_label, self.felt_combo)
        self.speed_label.setText(self.tr("Animation speed:"))
        set_item_words(self.speed_combo, {
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
        self.large_cards_check.setText(self.tr("Large cards"))
        self._tip(self.tr("Draw your hand and the cards on the table bigger."), self.large_cards_check)
        self.short_announcements_check.setText(self.tr("Short announcements for screen readers"))
        self._tip(self.tr("A screen reader hears each event in a few words (\"Left: 100 hearts\") instead of a "
                          "sentence (\"Left bids 100 hearts.\")."), self.short_announcements_check)
        self.reader_speech_label.setText(self.tr("Speech for older screen readers:"))
        set_item_words(self.reader_speech_combo, {
            "auto": self.tr("Automatic"),
            "on": self.tr("On", "speech for older screen readers"),
            "off": self.tr("Off", "speech for older screen readers"),
        })
        self._tip(self.tr("Older screen readers, such as Orca before version 45, do not speak the game's "
                          "announcements. For them each sentence is said as a notification in the status bar "
                          "instead, never both. Automatic: on Linux the game asks the accessibility bus which "
                          "screen reader is listening."), self.reader_speech_label, self.reader_speech_combo)
        self.trump_first_check.setText(self.tr("Trumps at the left of my hand"))
        self._tip(self.tr("Sort your trumps first, at the left end of your hand, instead of last."),
                  self.trump_first_check)
        retranslate_aids(self)
        retranslate_sound_group(self)

    def _retranslate_auction_options(self) -> None:
        """The options of issue 36 (R4 and R5)."""
        self.second_round_dealer_check.setText(self.tr("The dealer may name any suit in the second round"))
        self._tip(self.tr("Classic only: the dealer, who speaks last in the second round, may name the turned-up "
                          "card's suit too; the others may not."), self.second_round_dealer_check)
        self.last_raise_check.setText(self.tr("Last raise after three passes"))
        self._tip(self.tr("Coinche and contrée: when a bid is followed by three passes, its bidder may raise it "
                          "once more or keep it; then each opponent may double."), self.last_raise_check)

    @staticmethod
    def _tip(text: str, *widgets: QWidget) -> None:
        for widget in widgets:
            widget.setToolTip(text)
