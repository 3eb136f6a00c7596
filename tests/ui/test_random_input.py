"""A seeded storm of random input on the real window: clicks, keys, resizes, menus, languages.

Bounded in count; it must end with no exception (pytest-qt fails the test on
any exception raised in a Qt slot or event handler) and a consistent game:
what the table shows is what the engine holds.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QPushButton

from belote_desktop.engine import PRESETS, cards_of
from belote_desktop.i18n.language import LanguageManager
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.dialogs.settings import SettingsDialog
from belote_desktop.ui.main_window import MainWindow

ACTIONS = 300
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Return, Qt.Key.Key_Space,
        Qt.Key.Key_P, Qt.Key.Key_T, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_Up,
        Qt.Key.Key_Down, Qt.Key.Key_C, Qt.Key.Key_S, Qt.Key.Key_N, Qt.Key.Key_Escape, Qt.Key.Key_A]


@pytest.mark.parametrize("variant,seed", [("classic", 1), ("coinche", 2), ("contree", 3)])
def test_random_input_leaves_a_consistent_game(qtbot, tmp_path: Path, monkeypatch, variant: str, seed: int) -> None:
    rng = random.Random(seed)
    # Dialogs would wait for a person: the settings dialog is accepted at once, file dialogs cancel.
    monkeypatch.setattr(SettingsDialog, "open", lambda self: self.accept())
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    languages = LanguageManager()
    settings = GameSettings(options=replace(PRESETS[variant], target=600), speed="instant",
                            partner_level="easy", opponent_level="easy", auto_announce=seed % 2 == 0)
    window = MainWindow(settings, seed=seed, auto_continue=True, languages=languages, data_folder=tmp_path)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.start()
    menu_actions = [window.new_action, window.last_trick_action, window.sheet_action, window.rules_action,
                    window.statistics_action, window.settings_action, window.export_action, window.open_action,
                    *window.language_menu.actions()]
    counts = dict.fromkeys(("click", "card", "key", "resize", "menu", "button", "language"), 0)
    try:
        for _ in range(ACTIONS):
            kind = rng.choices(list(counts), weights=[3, 4, 4, 1, 1, 3, 1])[0]
            counts[kind] += 1
            view = window.view
            if kind == "click":
                point = QPoint(rng.randrange(view.width()), rng.randrange(view.height()))
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
            elif kind == "card":
                items = window.scene.hand_items(window.controller.human_seat)
                if items:
                    item = rng.choice(items)
                    centre = view.mapFromScene(item.scene_center())
                    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
            elif kind == "key":
                qtbot.keyClick(view, rng.choice(KEYS))
            elif kind == "resize":
                window.resize(rng.randrange(800, 1700), rng.randrange(600, 1100))
            elif kind == "menu":
                rng.choice(menu_actions).trigger()
            elif kind == "language":
                rng.choice(window.language_menu.actions()).trigger()
            else:
                panels = [p for p in (window.bidding_panel, window.declaration_panel) if p.isVisible()]
                buttons = [b for p in panels for b in p.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
                if buttons:
                    qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
            qtbot.wait(rng.choice((0, 1, 5)))
        # Let the table settle, then compare it with the engine.
        qtbot.waitUntil(lambda: not window.scene.busy, timeout=10000)
        c = window.controller
        deal = c.match.deal
        assert sorted(window.scene.human_cards()) == sorted(cards_of(deal.hands[c.human_seat]))
        for seat in range(4):
            assert len(window.scene.hand_items(seat)) == deal.hands[seat].bit_count()
        assert window.scene.score_panel.values == tuple(c.match.totals)
        assert sum(counts.values()) == ACTIONS and all(counts.values())
    finally:
        languages.unload()
        window.controller.shutdown()
        for viewer in list(window.dialogs.viewers):
            viewer.close()
