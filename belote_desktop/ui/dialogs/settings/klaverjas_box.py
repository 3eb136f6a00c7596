"""Klaverjas's rules on the settings dialog's Rules tab (issue 38): its presets (Amsterdams, the default,
Rotterdams, Utrechts, NKU toernooi) and every option of KLAVERJAS.md's K11 with its help text.

The box is shown instead of belote's rules when the game chosen is klaverjas. Its words have their own context,
``SettingsDialog``, as the dialog's; the Dutch game words are K10's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from ....engine.families.klaverjas import options as k
from ....engine.families.klaverjas.options import PRESETS, KlaverjasOptions
from .values import CUSTOM, MAX_DEALS, MAX_TARGET, MIN_DEALS, MIN_TARGET, combo, select, set_item_words

PRESET_KEYS: tuple[str, ...] = (*PRESETS, CUSTOM)
# The options chosen from a list, in the order the box shows them, with their values (K11).
CHOICES: dict[str, tuple] = {
    "trump_choice": k.TRUMP_CHOICES,
    "first_speaker": k.FIRST_SPEAKERS,
    "gedraaid_all_pass": k.GEDRAAID_ALL_PASS,
    "first_lead": k.FIRST_LEADS,
    "trump_rule": k.TRUMP_RULES,
    "undertrump": k.UNDERTRUMPS,
    "deal_packets": k.DEAL_PACKETS,
    "four_low": k.FOUR_LOWS,
    "four_jacks": k.FOUR_JACKS,
}
CHECKS = ("auto_roem", "half_is_made", "pit_any_team", "double_spades", "tie_extra_deal")


translate = QCoreApplication.translate  # lupdate reads translate("context", "text") calls


class KlaverjasBox(QGroupBox):
    """The klaverjas rules: a preset chooser that follows the options, and one widget per K11 option."""

    def __init__(self, edited: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("klaverjas_rules")
        self._edited = edited
        self._filling = False
        form = QFormLayout(self)
        self.preset_label = QLabel()
        self.preset_combo = combo(PRESET_KEYS)
        self.preset_label.setBuddy(self.preset_combo)
        form.addRow(self.preset_label, self.preset_combo)
        self.labels: dict[str, QLabel] = {}
        self.combos: dict[str, QComboBox] = {}
        for key, values in CHOICES.items():
            label, box = QLabel(), combo(values)
            box.setObjectName(key)
            label.setBuddy(box)
            self.labels[key], self.combos[key] = label, box
            form.addRow(label, box)
            box.currentIndexChanged.connect(self._on_edited)
        self.end_label = QLabel()
        self.deals_radio, self.target_radio = QRadioButton(), QRadioButton()
        self.end_group = QButtonGroup(self)
        self.end_group.addButton(self.deals_radio)
        self.end_group.addButton(self.target_radio)
        self.deals_spin = QSpinBox()
        self.deals_spin.setRange(MIN_DEALS, MAX_DEALS)
        self.target_spin = QSpinBox()
        self.target_spin.setRange(MIN_TARGET, MAX_TARGET)
        self.target_spin.setSingleStep(50)
        end = QWidget()
        grid = QGridLayout(end)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.deals_radio, 0, 0)
        grid.addWidget(self.deals_spin, 0, 1)
        grid.addWidget(self.target_radio, 1, 0)
        grid.addWidget(self.target_spin, 1, 1)
        grid.setColumnStretch(2, 1)
        form.addRow(self.end_label, end)
        # The switches two a row: the box keeps to the height of a small screen (800 x 600).
        self.checks: dict[str, QCheckBox] = {}
        switches = QWidget()
        two_columns = QGridLayout(switches)
        two_columns.setContentsMargins(0, 0, 0, 0)
        for index, key in enumerate(CHECKS):
            check = QCheckBox()
            check.setObjectName(key)
            self.checks[key] = check
            two_columns.addWidget(check, index // 2, index % 2)
            check.toggled.connect(self._on_edited)
        form.addRow(switches)
        for widget in (self.deals_radio, self.target_radio):
            widget.toggled.connect(self._on_edited)
        for spin in (self.deals_spin, self.target_spin):
            spin.valueChanged.connect(self._on_edited)
        self.preset_combo.currentIndexChanged.connect(self._on_preset)
        self.set_options(PRESETS["amsterdams"])

    # -- values -------------------------------------------------------------
    def options(self) -> KlaverjasOptions:
        """The klaverjas options as the box shows them now."""
        values = {key: box.currentData() for key, box in self.combos.items()}
        values.update({key: check.isChecked() for key, check in self.checks.items()})
        return KlaverjasOptions(deals=self.deals_spin.value() if self.deals_radio.isChecked() else None,
                                target=self.target_spin.value(), **values)

    def set_options(self, options: KlaverjasOptions) -> None:
        self._filling = True
        try:
            for key, box in self.combos.items():
                select(box, getattr(options, key))
            for key, check in self.checks.items():
                check.setChecked(getattr(options, key))
            # Settings stored by hand may exceed the usual range; widen it rather than change the value.
            self.deals_spin.setMaximum(max(MAX_DEALS, options.deals or 0))
            self.deals_spin.setValue(options.deals if options.deals is not None else k.DEFAULT_DEALS)
            self.target_spin.setValue(options.target)
            (self.deals_radio if options.deals is not None else self.target_radio).setChecked(True)
        finally:
            self._filling = False
        self._update_enabled()
        self._follow_preset()

    def preset(self) -> str:
        return self.preset_combo.currentData()

    # -- reactions ----------------------------------------------------------
    def _on_preset(self, _index: int) -> None:
        if not self._filling and self.preset_combo.currentData() in PRESETS:
            self.set_options(PRESETS[self.preset_combo.currentData()])
            self._edited()

    def _on_edited(self, *_args: object) -> None:
        if self._filling:
            return
        self._update_enabled()
        self._follow_preset()
        self._edited()

    def _update_enabled(self) -> None:
        proposes = self.combos["trump_choice"].currentData() in ("gedraaid",)
        self.combos["gedraaid_all_pass"].setEnabled(proposes)
        self.labels["gedraaid_all_pass"].setEnabled(proposes)
        # Nobody passes in the Utrechts way: who speaks first is always the voorhand's concern.
        speaks = self.combos["trump_choice"].currentData() != "verplicht"
        self.combos["first_speaker"].setEnabled(speaks)
        self.labels["first_speaker"].setEnabled(speaks)
        by_deals = self.deals_radio.isChecked()
        self.deals_spin.setEnabled(by_deals)
        self.target_spin.setEnabled(not by_deals)

    def _follow_preset(self) -> None:
        options = self.options()
        key = next((name for name, preset in PRESETS.items() if preset == options), CUSTOM)
        was, self._filling = self._filling, True
        try:
            select(self.preset_combo, key)
        finally:
            self._filling = was

    # -- words ----------------------------------------------------------------
    def retranslate(self) -> None:
        self.setTitle(translate("SettingsDialog", "Klaverjas rules"))
        self.preset_label.setText(translate("SettingsDialog", "Rules of:"))
        set_item_words(self.preset_combo, {
            "amsterdams": translate("SettingsDialog", "Amsterdams"),
            "rotterdams": translate("SettingsDialog", "Rotterdams"),
            "utrechts": translate("SettingsDialog", "Utrechts (forced to play)"),
            "nku_toernooi": translate("SettingsDialog", "NKU tournament"),
            CUSTOM: translate("SettingsDialog", "Custom"),
        })
        _tip(translate("SettingsDialog", "The usual rules of a city or a union; change any rule to make your own."),
             self.preset_label, self.preset_combo)
        for key, (label, tip, items) in _choice_words().items():
            self.labels[key].setText(label)
            set_item_words(self.combos[key], items)
            _tip(tip, self.labels[key], self.combos[key])
        self.end_label.setText(translate("SettingsDialog", "End of the match:"))
        self.deals_radio.setText(translate("SettingsDialog", "After a number of deals:"))
        self.target_radio.setText(translate("SettingsDialog", "First team to reach (points):"))
        self.deals_spin.setAccessibleName(translate("SettingsDialog", "Number of deals"))
        self.target_spin.setAccessibleName(translate("SettingsDialog", "Points to reach"))
        _tip(translate("SettingsDialog",
                       "A boompje is 16 deals: each player deals four times, and the higher total wins."),
             self.end_label, self.deals_radio, self.deals_spin)
        _tip(translate("SettingsDialog", "The first team to reach this score wins (1500 is usual)."),
             self.target_radio, self.target_spin)
        for key, (text, tip) in _check_words().items():
            self.checks[key].setText(text)
            self.checks[key].setToolTip(tip)


def _tip(text: str, *widgets: QWidget) -> None:
    for widget in widgets:
        widget.setToolTip(text)


def _choice_words() -> dict[str, tuple[str, str, dict]]:
    """Each list option's label, help text and item words."""
    voorhand = translate("SettingsDialog", "The voorhand")
    return {
        "trump_choice": (
            translate("SettingsDialog", "Choosing trump:"),
            translate("SettingsDialog",
                      "How trump is chosen. Free: each in turn plays (\"ik speel\", naming any suit) or passes "
                      "(\"ik pas\"); if all pass, the first to speak must play. Forced (Utrechts): the voorhand must "
                      "choose trump. Proposed suit: a suit is proposed and may be played or passed. Twents: as "
                      "proposed, but after four passes a second suit is imposed."),
            {"vrij": translate("SettingsDialog", "Free choice, with passing"),
             "verplicht": translate("SettingsDialog", "Forced: the voorhand chooses (Utrechts)"),
             "gedraaid": translate("SettingsDialog", "A proposed suit (gedraaid)"),
             "twents": translate("SettingsDialog", "Twents: a second suit imposed")}),
        "first_speaker": (
            translate("SettingsDialog", "First to speak:"),
            translate("SettingsDialog",
                      "Who speaks first in the choice of trump, and must play when all four pass: the voorhand "
                      "(left of the dealer) or, as in the NKU tournament rules, the dealer."),
            {"voorhand": voorhand, "dealer": translate("SettingsDialog", "The dealer")}),
        "gedraaid_all_pass": (
            translate("SettingsDialog", "All pass on the proposed suit:"),
            translate("SettingsDialog",
                      "With a proposed suit, when all four pass the voorhand must play: in any suit, in any suit "
                      "but the proposed one, or in the suit turned next."),
            {"choose_any": translate("SettingsDialog", "The voorhand names any suit"),
             "choose_other": translate("SettingsDialog", "Any suit but the proposed one"),
             "next_card": translate("SettingsDialog", "The suit turned next")}),
        "first_lead": (
            translate("SettingsDialog", "First lead:"),
            translate("SettingsDialog",
                      "Who leads the first trick: the voorhand, whoever chose trump, or the player who chose trump."),
            {"voorhand": voorhand, "maker": translate("SettingsDialog", "The player who chose trump")}),
        "trump_rule": (
            translate("SettingsDialog", "Trumping:"),
            translate("SettingsDialog",
                      "Amsterdams: with no card of the suit led and your partner winning the trick, you need not "
                      "trump. Rotterdams: you must trump (and overtrump) even your partner."),
            {"amsterdams": translate("SettingsDialog", "Amsterdams: partner not trumped"),
             "rotterdams": translate("SettingsDialog", "Rotterdams: trump even your partner")}),
        "undertrump": (
            translate("SettingsDialog", "Unable to overtrump:"),
            translate("SettingsDialog",
                      "What a player must do who has to trump but cannot beat the trump already played: play a "
                      "lower trump only when nothing else is left, or always play a lower trump."),
            {"by_trump_rule": translate("SettingsDialog", "As the trumping rule says"),
             "avoid": translate("SettingsDialog", "Lower trump only if nothing else"),
             "forced": translate("SettingsDialog", "Must play a lower trump")}),
        "deal_packets": (
            translate("SettingsDialog", "Dealing:"),
            translate("SettingsDialog", "How the eight cards are dealt: three, two and three, or four and four."),
            {"3-2-3": translate("SettingsDialog", "3, 2, 3 cards"), "4-4": translate("SettingsDialog", "4, 4 cards")}),
        "four_low": (
            translate("SettingsDialog", "Four nines, eights or sevens:"),
            translate("SettingsDialog",
                      "Roem for four cards of the same rank in one trick: four nines, eights or sevens count 100, "
                      "or nothing."),
            {"count": translate("SettingsDialog", "100 roem"), "none": translate("SettingsDialog", "No roem")}),
        "four_jacks": (
            translate("SettingsDialog", "Four jacks:"),
            translate("SettingsDialog", "Roem for the four jacks in one trick."),
            {200: translate("SettingsDialog", "200 roem"), 100: translate("SettingsDialog", "100 roem")}),
    }


def _check_words() -> dict[str, tuple[str, str]]:
    return {
        "auto_roem": (
            translate("SettingsDialog", "Count roem by itself"),
            translate("SettingsDialog",
                      "Roem in a trick counts for the team that wins it without being called. Off: call \"Roem!\" "
                      "while the trick lies on the table, or it is lost.")),
        "half_is_made": (
            translate("SettingsDialog", "Exactly half is made"),
            translate("SettingsDialog",
                      "The players who chose trump need as much as the others (points and roem), not more, to make "
                      "the deal; otherwise exactly half is nat.")),
        "pit_any_team": (
            translate("SettingsDialog", "Pit for either team"),
            translate("SettingsDialog",
                      "Taking all eight tricks (pit) earns 100 for either team, not only for the team that chose "
                      "trump.")),
        "double_spades": (
            translate("SettingsDialog", "Spades count double"),
            translate("SettingsDialog", "A deal played with spades as trump scores double.")),
        "tie_extra_deal": (
            translate("SettingsDialog", "An equal score plays one more deal"),
            translate("SettingsDialog",
                      "When the totals are equal after the last deal, deals are played until they differ; otherwise "
                      "the match is a draw.")),
    }


__all__ = ["KlaverjasBox"]
