"""Keys: no key is bound twice in any language, and every bid key works after any number of language switches."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QMenu

from belote_desktop.engine import PASS_BID, PRESETS
from belote_desktop.i18n.language import LANGUAGES, LanguageManager
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.main_window import MainWindow


def open_window(qtbot, languages: LanguageManager, variant: str = "coinche") -> MainWindow:
    settings = GameSettings(options=replace(PRESETS[variant], target=3000), speed="instant",
                            partner_level="easy", opponent_level="easy", auto_play=False)  # each card by a key
    window = MainWindow(settings, seed=4, languages=languages)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    window.start()
    return window


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def bound_keys(window: MainWindow, panel_shown: bool) -> Counter[str]:
    """Every key sequence that would act at once: the window's actions, and the panels' shortcuts while shown."""
    keys: Counter[str] = Counter()
    for action in window.findChildren(QAction):
        if action.isEnabled():
            for sequence in action.shortcuts():
                keys[sequence.toString(QKeySequence.SequenceFormat.PortableText)] += 1
    for shortcut in window.findChildren(QShortcut):
        owner = shortcut.parent()
        active = shortcut.isEnabled() and (panel_shown or owner is not window.bidding_panel)
        if active and owner is not window.declaration_panel:
            keys[shortcut.key().toString(QKeySequence.SequenceFormat.PortableText)] += 1
    return keys


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_key_and_no_mnemonic_is_bound_twice(qtbot, qm_dir, code: str) -> None:
    languages = LanguageManager(qm_dir)
    assert languages.set_language(code)
    window = open_window(qtbot, languages)
    try:
        for shown in (False, True):
            twice = [key for key, n in bound_keys(window, shown).items() if n > 1 and key]
            assert twice == [], f"{code}: bound twice {twice} (bidding panel shown: {shown})"
        titles = [mnemonic(a.text()) for a in window.menuBar().actions() if a.text()]
        panel = [mnemonic(b.text()) for b in window.bidding_panel.findChildren(QAbstractButton)]
        alt_keys = [m for m in titles + panel if m]
        assert len(alt_keys) == len(set(alt_keys)), f"{code}: an Alt+letter opens two things: {alt_keys}"
        for menu in window.menuBar().findChildren(QMenu):
            letters = [mnemonic(a.text()) for a in menu.actions() if a.text() and not a.isSeparator()]
            letters = [m for m in letters if m]
            assert len(letters) == len(set(letters)), f"{code}: {menu.title()!r} has two items on one letter"
    finally:
        languages.unload()
        languages.setParent(window)  # as in the program: gone with the window, never left to the collector
        window.controller.shutdown()


def test_every_bid_key_works_after_language_switches(qtbot, qm_dir) -> None:
    languages = LanguageManager(qm_dir)
    window = open_window(qtbot, languages)
    c = window.controller
    try:
        for code in ("nl", "de", "fr", "pl", "sv", "en", "fr"):
            assert languages.set_language(code)
        qtbot.waitUntil(lambda: c.asking == "bid" and not window.scene.busy, timeout=20000)
        panel = window.bidding_panel
        assert panel.isVisible()
        bids = len(c.match.deal.actions)
        qtbot.keyClick(window, Qt.Key.Key_P)
        qtbot.waitUntil(lambda: len(c.match.deal.actions) > bids, timeout=5000)
        assert c.match.deal.actions[bids].value == PASS_BID  # P passed, in French, after seven switches
    finally:
        languages.unload()
        languages.setParent(window)
        c.shutdown()
