"""The settings of the table's aids (issue 37), on the Table tab: this deal's tally, the cards played, and
the player's only legal card played by itself. Their words keep the dialog's context, ``SettingsDialog``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout

from ....session.settings import GameSettings

if TYPE_CHECKING:
    from .dialog import SettingsDialog


def build_aids_group(d: SettingsDialog) -> QGroupBox:
    d.aids_box = QGroupBox()
    d.deal_tally_check = QCheckBox()
    d.deal_tally_check.setObjectName("deal_tally")
    d.cards_played_check = QCheckBox()
    d.cards_played_check.setObjectName("cards_played")
    d.auto_play_check = QCheckBox()
    d.auto_play_check.setObjectName("auto_play")
    column = QVBoxLayout(d.aids_box)
    for check in (d.deal_tally_check, d.auto_play_check, d.cards_played_check):
        column.addWidget(check)
    return d.aids_box


def set_aids(d: SettingsDialog, settings: GameSettings) -> None:
    d.deal_tally_check.setChecked(settings.deal_tally)
    d.cards_played_check.setChecked(settings.cards_played)
    d.auto_play_check.setChecked(settings.auto_play)


def aids_values(d: SettingsDialog) -> dict[str, Any]:
    """The aids as the dialog shows them, ``GameSettings``'s fields."""
    return {"deal_tally": d.deal_tally_check.isChecked(), "cards_played": d.cards_played_check.isChecked(),
            "auto_play": d.auto_play_check.isChecked()}


def retranslate_aids(d: SettingsDialog) -> None:
    translate = QCoreApplication.translate
    d.aids_box.setTitle(translate("SettingsDialog", "Help at the table"))
    d.deal_tally_check.setText(translate("SettingsDialog", "Show the points and tricks of this deal"))
    d.deal_tally_check.setToolTip(translate(
        "SettingsDialog", "Under the contract, the card points and the tricks each team has taken so far in the deal."))
    d.auto_play_check.setText(translate("SettingsDialog", "Play my only legal card by itself"))
    d.auto_play_check.setToolTip(translate(
        "SettingsDialog", "When only one of your cards may be played, it is played for you after a short pause."))
    d.cards_played_check.setText(translate("SettingsDialog", "Show the cards played (counts as assisted play)"))
    d.cards_played_check.setToolTip(translate(
        "SettingsDialog", "A panel showing which cards of each suit are out. A match played with it counts apart in "
                          "the statistics, as a match with hints does."))


__all__ = ["aids_values", "build_aids_group", "retranslate_aids", "set_aids"]
