"""The child side of ``benchmarks/soak.py``: the real app, driven by a seeded storm of player input.

Run by soak.py, one process per "life" (a start of the program, a storm of
actions, a quit). It starts the program through its own entry point
(``belote_desktop.__main__.main``: real settings, data folder, exception
hook, bots in the worker process), with ``faulthandler`` writing the stacks
of every thread to ``faults.txt`` on a fatal signal (and on SIGUSR1, which
soak.py sends when the event loop stops moving).

Every input goes in as a player's would: key presses and mouse clicks are
handed to the window under them through Qt's window-system layer
(``QTest`` on the ``QWindow``), so modal dialogs block what they block,
shortcuts fire as they fire, popups close when clicked outside. The storm
reads the window only to aim (where a card is, whether a bot thinks, which
dialog is in front); it never calls the game's methods. Each action is
written to ``actions.jsonl`` before it is done, so a death leaves the exact
list behind it.

Standard output carries the heartbeat soak.py watches: ``beat N`` four
times a second from the event loop (N actions done), ``quitting`` once the
storm has asked the program to quit, ``returned RC`` when the program's
main function is back.
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import os
import random
import signal
import sys
import time
import traceback
from pathlib import Path
from typing import Any

import soak_klaverjas as klaverjas  # beside this file: the script's folder is on the path

BEAT_MS = 250
MIN_WIDTH, MIN_HEIGHT, MAX_WIDTH, MAX_HEIGHT = 800, 600, 1920, 1080

# Keys a player presses over the table (and, with a dialog in front, over the dialog).
TABLE_KEYS = ("Left", "Right", "Home", "End", "Return", "Enter", "Space", "P", "T", "R", "1", "2", "3", "4", "5", "6",
              "Up", "Down", "Plus", "Minus", "C", "S", "Escape", "Tab", "A", "N")
DIALOG_KEYS = ("Escape", "Return", "Space", "Tab", "Backtab", "Up", "Down", "Left", "Right", "PageDown", "Home")
# Shortcuts of the main window (Ctrl+Q is kept for the quit at the end of a life).
# Ctrl+N has its own kind of action, timed to bad moments, and rarer: the deals must also get to their ends.
SHORTCUTS = (("L", "Ctrl"), ("S", "Ctrl+Shift"), ("F1", ""), ("O", "Ctrl"), ("W", "Ctrl"),
             ("Z", "Ctrl"), ("Z", "Ctrl+Shift"), ("Y", "Ctrl"), ("F11", ""), ("H", ""),  # undo, redo, hint
             ("R", "Ctrl"))  # say that again (a screen reader's)
# Bursts: the same key again and again, fast (a player hammering Enter to hurry the game on).
BURST_KEYS = ("Return", "Right", "Space", "Left", "P", "Return")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True, help="the storm's seed (soak.py derives it per life)")
    parser.add_argument("--actions", type=int, required=True, help="actions before the storm quits the program")
    parser.add_argument("--out", type=Path, required=True, help="folder for actions.jsonl and faults.txt")
    parser.add_argument("--records", type=Path, required=True, help="folder where exported records go")
    parser.add_argument("--pace", type=float, default=1.0, help="scale of the pauses between actions")
    parser.add_argument("--input", choices=("qt", "x11"), default="qt",
                        help="qt: events handed to the window through Qt's window-system layer; x11: real X events "
                             "(xdotool, through the X server and the window manager)")
    parser.add_argument("--called-roem", action="store_true",
                        help="klaverjas: turn auto roem off in the settings (and start a match with it) to call roem")
    parser.add_argument("--gc-probe", action="store_true",
                        help="diagnosis: after every action, list the Qt objects that Python's cycle collector would "
                             "free (kept alive instead), in gc-probe.txt")
    parser.add_argument("app_args", nargs="*", help="arguments for belote-desktop (after --)")
    return parser.parse_args(argv)


class Storm:
    """Picks and performs one action per tick; quits the program when its budget is spent."""

    def __init__(self, rng: random.Random, budget: int, out: Path, records: Path, pace: float,
                 x11: bool = False, called_roem: bool = False) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        self.rng = rng
        self.budget = budget
        self.records = records
        self.pace = pace
        self.x11 = x11
        self.gc_probe: Any = None
        self.done = 0
        self.quitting = False
        self.quit_tries = 0
        self._log = open(out / "actions.jsonl", "w", encoding="utf-8", buffering=1)  # noqa: SIM115 (as long as the storm)
        self._errors = open(out / "storm-errors.txt", "w", encoding="utf-8")  # noqa: SIM115
        self._burst: list[tuple[str, str]] = []  # keys still to press in a burst
        self._burst_gap = (15, 120)  # ms between its presses
        self._goal: list[str] = []  # a short story still to play: "settings" (open, change, OK), "new match"
        self._goal_ticks = 0
        self._await: tuple[str, int] | None = None  # ("thinking" | "busy", ticks left): New match when it happens
        self.called_roem = called_roem  # klaverjas: auto roem off, the roem called with Roem! (soak.py's case)
        self.roem_stories = 0  # times the storm has set out to turn auto roem off in this life
        app = QApplication.instance()
        # Both timers are children of the application: they die with it, never after it.
        self._timer = QTimer(app)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.tick)
        self._beat = QTimer(app)
        self._beat.setInterval(BEAT_MS)
        self._beat.timeout.connect(lambda: print(f"beat {self.done}", flush=True))

    def start(self) -> None:
        self._beat.start()
        self._timer.start(300)

    def stop(self) -> None:
        self._timer.stop()
        self._beat.stop()
        self._log.close()
        self._errors.close()

    # ------------------------------------------------------------------ the loop
    def tick(self) -> None:
        # Armed first: a modal dialog opened by this action runs a nested event loop, and the storm
        # must go on inside it, as a player goes on clicking in the dialog.
        self._timer.start(self._pause())
        window = self.main_window()
        if window is None:
            return  # not shown yet (or already gone)
        try:
            if self.done >= self.budget:
                self.quit_step(window)
                return
            if self._await is not None and self.waiting(window):
                return  # still waiting for the moment of a New match: that is not another action
            self.done += 1
            self.act(window)
            if self.gc_probe is not None:
                self.gc_probe()
        except Exception:  # the storm's own fault, not the program's: kept apart so the two are never mixed up
            self._errors.write(traceback.format_exc() + "\n")
            self._errors.flush()
            print("storm-error", flush=True)

    def _pause(self) -> int:
        if self._burst:
            return int(self.rng.uniform(*self._burst_gap) * self.pace)
        if self._await is not None:
            return 5
        roll = self.rng.random()
        if roll < 0.08:
            return int(self.rng.uniform(400, 2000) * self.pace)  # the player watches the table for a while
        return int(self.rng.uniform(20, 160) * self.pace)

    def record(self, kind: str, **detail: Any) -> None:
        self._log.write(json.dumps({"n": self.done, "t": round(time.monotonic(), 3), "kind": kind, **detail}) + "\n")

    # ------------------------------------------------------------------ what to do
    def act(self, window: Any) -> None:
        from PySide6.QtWidgets import QApplication

        if self.called_roem and not self._goal and self.roem_stories < 3:
            # Klaverjas with Roem! to call: the player turns auto roem off and starts a match with it.
            goal = klaverjas.roem_off_goal(window)
            if goal:
                self.roem_stories += 1
                self._goal, self._goal_ticks = goal, 0
                self.record("story", goal=list(goal))
        if self._goal and self.pursue(window):
            return
        popup = QApplication.activePopupWidget()
        if popup is not None:
            self.in_popup(popup)
            return
        modal = QApplication.activeModalWidget()
        if modal is not None:
            self.in_dialog(modal)
            return
        if self._burst:
            key, modifiers = self._burst.pop()
            self.key(window, key, modifiers, burst=True)
            return
        others = [w for w in QApplication.topLevelWidgets()
                  if w.isVisible() and w is not window and w.windowHandle() is not None and not w.isModal()
                  and w.windowType() != _popup_type()]
        if others and self.rng.random() < 0.15:
            self.in_other_window(self.rng.choice(others))
            return
        self.on_table(window)

    def on_table(self, window: Any) -> None:
        rng = self.rng
        kinds = ("play", "card", "click", "key", "burst", "shortcut", "menu", "new_match", "resize", "pause",
                 "story")
        kind = rng.choices(kinds, weights=(34, 8, 5, 16, 8, 5, 8, 0.6, 3, 2, 2))[0]
        if kind == "play":
            self.play(window)
        elif kind == "card":
            self.click_card(window)
        elif kind == "click":
            x, y = rng.randrange(max(1, window.width())), rng.randrange(max(1, window.height()))
            self.click(window, x, y, "window")
        elif kind == "key":
            self.key(window, rng.choice(TABLE_KEYS), "")
        elif kind == "burst":
            key = rng.choice(BURST_KEYS)
            self._burst, self._burst_gap = [(key, "")] * rng.randint(3, 14), (15, 120)
            roll = rng.random()
            if roll < 0.3:  # Enter and Right together, as a player hurrying through a deal
                self._burst = [(rng.choice(("Return", "Right")), "") for _ in self._burst]
            elif roll < 0.45:  # Enter, Right, Enter, Right... every quarter of a second, through a whole deal
                self._burst = [("Return", ""), ("Right", "")] * rng.randint(10, 40)
                self._burst_gap = (240, 260)
                key = "Return+Right"
            self.record("burst", key=key, presses=len(self._burst))
        elif kind == "shortcut":
            key, modifiers = rng.choice(SHORTCUTS)
            self.key(window, key, modifiers)
        elif kind == "menu":
            self.open_menu(window)
        elif kind == "new_match":
            when = rng.choice(("now", "thinking", "busy"))
            if when == "now":
                self.key(window, "N", "Ctrl", why="new match")
            else:
                self._await = (when, 400)
                self.record("await", when=when)
        elif kind == "resize":
            self.resize(window)
        elif kind == "story":
            # Settings changed (a preset, the speed, the deck, the levels) and then, often, a New match
            # while the deal goes on: the way the first of the reported crashes came.
            self._goal = ["settings", "new match"] if rng.random() < 0.4 else ["settings"]
            self._goal_ticks = 0
            self.record("story", goal=list(self._goal))
            self.pursue(window)
        else:
            self.record("pause")

    def pursue(self, window: Any) -> bool:
        """One step of the current story; False when it cannot go on (the storm then does something else)."""
        from PySide6.QtWidgets import QApplication, QDialogButtonBox

        from belote_desktop.ui.dialogs.settings import SettingsDialog

        self._goal_ticks += 1
        if self._goal_ticks > 40:  # something else came in between: the story is over
            self._goal = []
            return False
        goal = self._goal[0]
        popup, modal = QApplication.activePopupWidget(), QApplication.activeModalWidget()
        if goal in klaverjas.GOALS:
            return klaverjas.pursue(self, window, goal, popup, modal)
        if goal == "new match":
            if popup is None and modal is None:
                self._goal = []
                self._await = (self.rng.choice(("playing", "busy", "thinking")), 400)
                self.record("await", when=self._await[0])
                return True
            return False
        # goal == "settings"
        if isinstance(modal, SettingsDialog):
            rng = self.rng
            if rng.random() < 0.3:
                self._goal.pop(0)
                self._goal_ticks = 0
                button = modal.button_box.button(QDialogButtonBox.StandardButton.Ok)
                self.click_widget(button, "settings OK")
                return True
            if QApplication.activePopupWidget() is not None:
                return False  # a combo's list is open: the popup step chooses in it
            names = ("preset_combo", "speed_combo", "partner_level_combo", "opponent_level_combo",
                     "expert_time_combo", "four_colour_check", "variant_combo", "auto_announce_check",
                     "trump_first_check")
            # Klaverjas's own rules too while the dialog shows them: its preset, the choice of trump, auto roem.
            control = rng.choice([getattr(modal, name) for name in names] + klaverjas.rule_controls(modal))
            if self.show_tab_of(modal, control):
                return True
            self.click_widget(control, "settings " + control.objectName() + type(control).__name__)
            return True
        if modal is not None:
            return False
        self.open_settings(window, popup)
        return True

    def open_settings(self, window: Any, popup: Any) -> None:
        """One step towards the settings dialog, as a player opens it: the Game menu, then Settings."""
        menu = window.game_menu
        if popup is menu:
            centre = menu.actionGeometry(window.settings_action).center()
            self.click(menu, centre.x(), centre.y(), "menu item", item=window.settings_action.text())
            return
        if popup is not None:
            self.key(popup, "Escape", "", why="story: close the other menu")
            return
        bar = window.menuBar()
        where = bar.mapTo(window, bar.actionGeometry(menu.menuAction()).center())
        self.click(window, where.x(), where.y(), "menu", menu=menu.title())

    def show_tab_of(self, dialog: Any, control: Any) -> bool:
        """Click the tab of ``dialog`` that holds ``control`` when it is hidden; False when it shows already."""
        if control.isVisible():
            return False
        tabs = dialog.tabs
        for index in range(tabs.count()):
            if tabs.widget(index).isAncestorOf(control):
                bar = tabs.tabBar()
                where = bar.mapTo(dialog, bar.tabRect(index).center())
                self.click(dialog, where.x(), where.y(), "settings tab", tab=index)
                return True
        return False

    def waiting(self, window: Any) -> bool:
        """New match at the moment a bot starts thinking, or while cards move; True while that moment is to come."""
        from PySide6.QtWidgets import QApplication

        assert self._await is not None
        when, left = self._await
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
            self._await = None  # a dialog came up meanwhile: the keys go there now
            return False
        controller, scene = window.controller, window.scene
        if when == "thinking":
            happening = controller.thinking_handle is not None
        elif when == "playing":  # cards on the table: a trick under way
            happening = bool(scene.trick_items())
        else:
            happening = scene.busy
        if happening or left <= 0:
            self._await = None
            self.done += 1
            self.key(window, "N", "Ctrl", why=f"new match while {when}" if happening else "new match (timed out)")
            return True
        self._await = (when, left - 1)
        return True

    # ------------------------------------------------------------------ the table
    def play(self, window: Any) -> None:
        """What a player of the game does most of the time: bid with the panel's buttons, announce, or click
        a card that may be played (now and then one that may not). It keeps the deals going to their ends:
        summaries, match ends, statistics and saves are stormed too."""
        from PySide6.QtWidgets import QPushButton

        # Klaverjas: "ik speel" / "ik pas" and the suit are the bidding panel's; Roem! and Gather the Roem panel's.
        for panel in (window.bidding_panel, window.declaration_panel, window.roem_panel):
            if panel.isVisible():
                buttons = [b for b in panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
                if buttons:
                    self.click_widget(self.rng.choice(buttons), "panel button")
                    return
        self.click_card(window, legal_only=self.rng.random() < 0.85)

    def click_card(self, window: Any, legal_only: bool = False) -> None:
        scene, view, controller = window.scene, window.view, window.controller
        items = scene.hand_items(controller.human_seat)
        if legal_only:
            items = [item for item in items if item.highlighted] or items
        if not items:
            self.record("card", card=None)
            return
        item = self.rng.choice(items)
        point = _visible_point(view, item)
        where = view.viewport().mapTo(window, point)
        self.click(window, where.x(), where.y(), "card", card=item.card)

    def resize(self, window: Any) -> None:
        rng = self.rng
        roll = rng.random()
        if roll < 0.1:
            self.record("resize", to="maximized")
            window.showMaximized()
        elif roll < 0.15:
            self.record("resize", to="full screen")
            window.showFullScreen()
        else:
            width, height = rng.randint(MIN_WIDTH, MAX_WIDTH), rng.randint(MIN_HEIGHT, MAX_HEIGHT)
            self.record("resize", to=[width, height])
            window.showNormal()
            window.resize(width, height)

    def open_menu(self, window: Any) -> None:
        bar = window.menuBar()
        actions = [a for a in bar.actions() if a.isVisible() and not a.isSeparator()]
        if not actions:
            return
        action = self.rng.choice(actions)
        centre = bar.actionGeometry(action).center()
        where = bar.mapTo(window, centre)
        self.click(window, where.x(), where.y(), "menu", menu=action.text())

    # ------------------------------------------------------------------ popups and dialogs
    def in_popup(self, popup: Any) -> None:
        from PySide6.QtWidgets import QAbstractItemView, QMenu

        rng = self.rng
        if rng.random() < 0.12:
            self.key(popup, "Escape", "")
            return
        if isinstance(popup, QMenu):
            actions = [a for a in popup.actions() if a.isVisible() and a.isEnabled() and not a.isSeparator()]
            window = self.main_window()
            # A life ends by its plan, seldom on the way by the menu; a new match now and then, not at every
            # visit of the Game menu (the deals must get to their ends too).
            for rare, keep in (("quit_action", 0.05), ("new_action", 0.25)):
                action = getattr(window, rare, None)
                if action in actions and rng.random() > keep:
                    actions.remove(action)
            if actions:
                action = rng.choice(actions)
                centre = popup.actionGeometry(action).center()
                self.click(popup, centre.x(), centre.y(), "menu item", item=action.text())
                return
        views = [v for v in popup.findChildren(QAbstractItemView) if v.isVisible()]
        if views:
            view = views[0]
            model = view.model()
            rows = model.rowCount() if model is not None else 0
            if rows:
                index = model.index(rng.randrange(rows), view.modelColumn() if hasattr(view, "modelColumn") else 0)
                rect = view.visualRect(index)
                if rect.isValid() and view.viewport().rect().intersects(rect):
                    where = view.viewport().mapTo(popup, rect.center())
                    self.click(popup, where.x(), where.y(), "list item", row=index.row())
                    return
        self.key(popup, rng.choice(("Down", "Up", "Return", "Escape")), "")

    def in_dialog(self, dialog: Any) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        if isinstance(dialog, QFileDialog):
            self.in_file_dialog(dialog)
        elif isinstance(dialog, QMessageBox):
            self.in_message_box(dialog)
        else:
            self.monkey(dialog)

    def in_file_dialog(self, dialog: Any) -> None:
        """Type a file name in the records folder and press Enter, or cancel. Never a click: the dialog could
        browse the real file system, and the storm must write nowhere else."""
        from PySide6.QtWidgets import QFileDialog, QLineEdit

        rng = self.rng
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        if edit is None or rng.random() < 0.25:
            self.key(dialog, "Escape", "", why="cancel the file dialog")
            return
        saving = dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
        existing = sorted(self.records.glob("*.json"))
        if saving or not existing:
            name = self.records / f"record-{rng.randrange(6)}.json"
        else:
            name = rng.choice(existing)
        self.record("file", path=str(name), saving=saving)
        _type_text(edit, str(name))
        self.key(dialog, "Return", "", why="accept the file dialog")

    def in_message_box(self, box: Any) -> None:
        from PySide6.QtWidgets import QAbstractButton

        rng = self.rng
        buttons = [b for b in box.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if buttons and rng.random() < 0.7:
            self.click_widget(rng.choice(buttons), "message box button")
        else:
            self.key(box, rng.choice(("Escape", "Return", "Space", "Tab")), "")

    def monkey(self, top: Any) -> None:
        """Any dialog or window: click one of its controls, press a key, or close it."""
        from PySide6.QtWidgets import (
            QAbstractButton,
            QAbstractItemView,
            QAbstractSpinBox,
            QComboBox,
            QLineEdit,
            QTabBar,
            QTextBrowser,
        )

        rng = self.rng
        roll = rng.random()
        if roll < 0.08:
            self.record("close", window=type(top).__name__)
            top.close()  # the window manager's close button
            return
        if roll < 0.3:
            self.key(top, rng.choice(DIALOG_KEYS), "")
            return
        kinds = (QAbstractButton, QComboBox, QTabBar, QAbstractItemView, QAbstractSpinBox, QLineEdit, QTextBrowser)
        controls = [w for kind in kinds for w in top.findChildren(kind)
                    if w.isVisible() and w.isEnabled() and w.window() is top]
        if not controls:
            self.key(top, rng.choice(DIALOG_KEYS), "")
            return
        control = rng.choice(controls)
        if isinstance(control, QLineEdit) and rng.random() < 0.5:
            text = rng.choice(("Anna", "Émile", "Łukasz", "Zoë", "x" * 30, "", "Jöns Ångström", "1000", "-5"))
            self.record("type", text=text)
            _type_text(control, text)
            return
        self.click_widget(control, type(control).__name__)

    def in_other_window(self, top: Any) -> None:
        """A window beside the table (score sheet, last trick, a record viewer): use it, or close it."""
        if self.rng.random() < 0.3:
            self.record("close", window=type(top).__name__)
            top.close()
            return
        self.monkey(top)

    # ------------------------------------------------------------------ the end of a life
    def quit_step(self, window: Any) -> None:
        """Close what is in front, then quit as a player does (Ctrl+Q, or the window's close button)."""
        from PySide6.QtWidgets import QApplication

        self.quit_tries += 1
        popup = QApplication.activePopupWidget()
        modal = QApplication.activeModalWidget()
        if popup is not None:
            self.key(popup, "Escape", "", why="quit: close the popup")
            return
        if modal is not None:
            if self.quit_tries % 4:
                self.key(modal, "Escape", "", why="quit: close the dialog")
            else:
                self.record("close", window=type(modal).__name__, why="quit: the dialog's close button")
                modal.close()
            return
        if not self.quitting:
            self.quitting = True
            print("quitting", flush=True)
        if self.rng.random() < 0.7 or self.quit_tries > 20:
            self.key(window, "Q", "Ctrl", why="quit")
        else:
            self.record("close", window="MainWindow", why="quit: the window's close button")
            window.close()

    # ------------------------------------------------------------------ input, as a player gives it
    def main_window(self) -> Any:
        from PySide6.QtWidgets import QApplication

        from belote_desktop.ui.main_window import MainWindow

        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                return widget
        return None

    def key(self, widget: Any, key: str, modifiers: str, why: str = "", burst: bool = False) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        top = widget.window()
        handle = top.windowHandle()
        self.record("key", key=key, modifiers=modifiers, to=type(top).__name__,
                    **({"why": why} if why else {}), **({"burst": True} if burst else {}))
        if self.x11:
            held = [X11_MODIFIERS[name] for name in filter(None, modifiers.split("+"))]
            _xdotool("key", "--clearmodifiers", "+".join([*held, X11_KEYS.get(key, key.lower())]))
            return
        if handle is None:
            return
        mods = Qt.KeyboardModifier.NoModifier
        for name in filter(None, modifiers.split("+")):
            mods |= getattr(Qt.KeyboardModifier, f"{'Control' if name == 'Ctrl' else name}Modifier")
        QTest.keyClick(handle, getattr(Qt.Key, f"Key_{key}"), mods)

    def click(self, top: Any, x: int, y: int, what: str, **detail: Any) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        handle = top.windowHandle()
        self.record("click", what=what, at=[x, y], to=type(top).__name__, **detail)
        if self.x11:
            where = top.mapToGlobal(QPoint(x, y))
            # No --sync: xdotool then waits for a pointer motion that never comes when the pointer is there already.
            _xdotool("mousemove", str(where.x()), str(where.y()), "click", "1")
            return
        if handle is None:
            return
        QTest.mouseClick(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(x, y))

    def click_widget(self, widget: Any, what: str) -> None:
        from PySide6.QtCore import QPoint

        rect = widget.rect()
        # Somewhere inside, not always the middle: a tab bar's tabs, a list's rows, a combo's arrow.
        x = self.rng.randrange(max(1, rect.width()))
        y = self.rng.randrange(max(1, rect.height()))
        top = widget.window()
        where = widget.mapTo(top, QPoint(x, y))
        self.click(top, where.x(), where.y(), what, text=_text_of(widget))


X11_MODIFIERS = {"Ctrl": "ctrl", "Shift": "shift", "Alt": "alt"}
X11_KEYS = {"Return": "Return", "Enter": "KP_Enter", "Space": "space", "Escape": "Escape", "Tab": "Tab",
            "Backtab": "shift+Tab", "Left": "Left", "Right": "Right", "Up": "Up", "Down": "Down", "Home": "Home",
            "End": "End", "PageDown": "Page_Down", "Plus": "plus", "Minus": "minus", "F1": "F1", "F11": "F11"}


def _xdotool(*args: str) -> None:
    import contextlib
    import subprocess

    # A short limit: the storm waits in the event loop's thread, and soak.py calls a silent loop a hang.
    # On a machine busy with other work xdotool itself can take longer: that input is then lost, as a
    # keystroke into a stalled desktop would be, and the storm goes on (it is not the program's fault).
    with contextlib.suppress(subprocess.TimeoutExpired):
        subprocess.run(["xdotool", *args], check=False, timeout=2, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)


def _type_text(edit: Any, text: str) -> None:
    """Select what the field holds and type ``text`` over it, one key event per character (any script)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    edit.setFocus()
    edit.selectAll()
    for char in text:
        # QTest.keyClicks knows only ASCII: a key event that carries the character works for every letter.
        QTest.sendKeyEvent(QTest.KeyAction.Click, edit, Qt.Key.Key_unknown, char, Qt.KeyboardModifier.NoModifier)


def _popup_type() -> Any:
    from PySide6.QtCore import Qt

    return Qt.WindowType.Popup


def _text_of(widget: Any) -> str:
    text = getattr(widget, "text", None)
    try:
        return str(text()) if callable(text) else ""
    except TypeError:
        return ""


def _visible_point(view: Any, item: Any) -> Any:
    """A viewport point on ``item`` that no other card covers (a fan overlaps), else its centre."""
    from PySide6.QtCore import QPointF

    rect = item.card_rect()
    for fx in (0.15, 0.3, 0.5, 0.7, 0.85):
        point = view.mapFromScene(item.mapToScene(QPointF(rect.left() + rect.width() * fx, rect.center().y())))
        if view.itemAt(point) is item:
            return point
    return view.mapFromScene(item.mapToScene(rect.center()))


def _gc_probe(path: Path, storm: Storm) -> Any:
    """What the cycle collector would free, kept alive instead (DEBUG_SAVEALL): Qt wrappers in that garbage
    are objects whose C++ side Python would delete at a moment nobody chose."""
    import gc

    import shiboken6

    out = open(path, "w", encoding="utf-8")  # noqa: SIM115 (open until the process ends)
    gc.set_debug(gc.DEBUG_SAVEALL)
    kept: list[object] = []  # alive for good, so each piece of garbage is reported once and never freed

    def probe() -> None:
        gc.collect()
        for obj in gc.garbage:
            if isinstance(obj, shiboken6.Object):
                valid = shiboken6.isValid(obj)
                owned = valid and shiboken6.ownedByPython(obj)
                out.write(f"{storm.done}\t{type(obj).__module__}.{type(obj).__qualname__}\tvalid={valid}"
                          f"\tpython-owned={owned}\t{shiboken6.dump(obj).splitlines()[0] if valid else ''}\n")
        out.flush()
        kept.extend(gc.garbage)
        gc.garbage.clear()

    return probe


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    args.out.mkdir(parents=True, exist_ok=True)
    faults = open(args.out / "faults.txt", "w", encoding="utf-8")  # noqa: SIM115 (open until the process ends)
    faulthandler.enable(file=faults, all_threads=True)
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, file=faults, all_threads=True)

    from PySide6.QtWidgets import QApplication

    # The program takes the running application (app.py: QApplication.instance() or a new one); making it
    # here lets the storm's timers exist before the program's main function runs its event loop.
    QApplication([sys.argv[0]])
    storm = Storm(random.Random(args.seed), args.actions, args.out, args.records, args.pace, x11=args.input == "x11",
                  called_roem=args.called_roem)
    if args.gc_probe:
        storm.gc_probe = _gc_probe(args.out / "gc-probe.txt", storm)
    storm.start()
    from belote_desktop.__main__ import main as program

    rc = program(list(args.app_args))
    storm.stop()
    print(f"returned {rc} after {storm.done} actions", flush=True)
    del storm
    return rc


if __name__ == "__main__":  # the bot worker process (spawn) imports this file again: nothing to run there
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    os.environ.setdefault("PYTHONFAULTHANDLER", "1")
    raise SystemExit(main())
