"""The klaverjas part of the soak's storm (``soak_storm.py``, issue 38).

The klaverjas table is played with the same panels as belote's ("ik speel" / "ik pas" and the suit are the
bidding panel's buttons, the cards the hand's), plus the Roem panel ("Roem!", "Gather the trick") that shows only
with ``auto_roem`` off. A case that wants the roem called (soak.py's ``--called-roem``) has the player turn auto
roem off as a player does: the Game menu, Settings, the Rules tab, the check box, OK, then New match (and "Start a
new match" in the box that asks). The storm's random settings story reaches klaverjas's own rules here too.
"""

from __future__ import annotations

from typing import Any

ROEM_OFF = "roem off"  # open the settings, untick auto roem, OK
NEW_MATCH_NOW = "new match now"  # Ctrl+N at once, and start the new match in the box that asks
CONFIRM = "confirm new match"
GOALS = (ROEM_OFF, NEW_MATCH_NOW, CONFIRM)


def roem_off_goal(window: Any) -> list[str]:
    """What is left to do before the roem is called on this table: nothing when the game is not klaverjas (the
    player chose belote meanwhile) or auto roem is off in the match being played."""
    settings = window.settings
    if settings.game != "klaverjas":
        return []
    if settings.klaverjas.auto_roem:
        return [ROEM_OFF, NEW_MATCH_NOW]
    playing = window.controller.options
    if getattr(playing, "family", "") == "klaverjas" and playing.auto_roem:
        return [NEW_MATCH_NOW]  # turned off in the settings, not yet in a match
    return []


def rule_controls(dialog: Any) -> list[Any]:
    """Klaverjas's controls the random settings story may click: its preset, the choice of trump (gedraaid and
    twents propose a suit), auto roem. Only while the dialog shows klaverjas's rules."""
    if dialog.family_combo.currentData() != "klaverjas":
        return []
    box = dialog.klaverjas_box
    return [box.preset_combo, box.combos["trump_choice"], box.checks["auto_roem"]]


def pursue(storm: Any, window: Any, goal: str, popup: Any, modal: Any) -> bool:
    """One step of a klaverjas goal; False when something else is in front (the storm deals with it)."""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    from belote_desktop.ui.dialogs.settings import SettingsDialog

    if goal == ROEM_OFF:
        if isinstance(modal, SettingsDialog):
            check = modal.klaverjas_box.checks["auto_roem"]
            if modal.family_combo.currentData() == "klaverjas" and check.isChecked():
                if storm.show_tab_of(modal, check):
                    return True
                modal.klaverjas_scroll.ensureWidgetVisible(check)  # the player scrolls to it
                storm.record("scroll", to="auto_roem")
                click_check(storm, check, "settings auto_roem")
                return True
            done(storm)
            storm.click_widget(modal.button_box.button(QDialogButtonBox.StandardButton.Ok), "settings OK")
            return True
        if modal is not None:
            return False
        storm.open_settings(window, popup)
        return True
    if goal == NEW_MATCH_NOW:
        if popup is not None or modal is not None:
            return False
        storm._goal[0] = CONFIRM
        storm.key(window, "N", "Ctrl", why="new match with the roem called")
        return True
    # CONFIRM: the box that asks before a match in progress is thrown away (none when nothing was played yet)
    box = window.dialogs.confirm_box
    done(storm)
    if isinstance(modal, QMessageBox) and modal is box:
        start = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        storm.click_widget(start, "start a new match")
        return True
    return False


def done(storm: Any) -> None:
    storm._goal.pop(0)
    storm._goal_ticks = 0


def click_check(storm: Any, check: Any, what: str) -> None:
    """Click a check box on its box (a click beside its text does nothing)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    option = QStyleOptionButton()
    option.initFrom(check)
    box = check.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, check)
    top = check.window()
    where = check.mapTo(top, box.center() if box.isValid() else QPoint(8, check.height() // 2))
    storm.click(top, where.x(), where.y(), what, text=check.text())
