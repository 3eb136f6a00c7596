"""The rules help docked beside the table (``ui.window_rules``): kept to a share of a small window,
in step with Help > Rules however it is closed, and about the match on the table even when the
match changed before the help was first opened."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTextBrowser

from belote_desktop.engine import PRESETS
from belote_desktop.ui.window_rules import MOST_OF_WINDOW
from tests.ui.test_game_window import make_window


def test_a_wide_dock_is_narrowed_on_a_small_window_and_let_be_on_a_big_one(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=3)
    window.show_rule("R6")
    panel = window.rules_panel
    assert panel.isVisible() and window.rules_action.isChecked()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: abs(window.width() - 1920) < 2 or window.width() >= 1900)
    window.resizeDocks([panel], [int(window.width() * 0.55)], Qt.Orientation.Horizontal)  # the player drags it
    QApplication.processEvents()
    wide = panel.width()
    assert wide > window.width() * MOST_OF_WINDOW  # let be while the window stays as it is
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() < 900)
    QApplication.processEvents()
    assert panel.width() <= window.width() * MOST_OF_WINDOW + 2
    assert window.view.width() >= window.width() * (1 - MOST_OF_WINDOW) - 20
    window.controller.shutdown()


def test_closing_the_dock_itself_unchecks_the_menu_item(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=1001, seed=4)
    window.rules_action.trigger()
    assert window.rules_panel.isVisible() and window.rules_action.isChecked()
    window.rules_panel.close()  # its own close button
    assert not window.rules_action.isChecked()
    window.rules_action.trigger()  # and the item opens it again, not closes it
    assert window.rules_panel.isVisible()
    window.controller.shutdown()


def test_the_help_built_late_is_about_the_match_on_the_table(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=5)
    assert not window.rules_dock.built
    window.settings = replace(window.settings, options=replace(PRESETS["contree"], target=2001))
    window.new_match()
    assert not window.rules_dock.built  # a new match does not build the help
    assert window.rules_panel._options == window.controller.match.options
    assert window.rules_panel._options.variant == "contree"
    window.controller.shutdown()


def broken_words(browser: QTextBrowser) -> list[str]:
    """Every line of the laid-out page that starts in the middle of a word: "counterclock|wise"."""
    broken = []
    block = browser.document().begin()
    while block.isValid():
        text, lines = block.text(), block.layout()
        for i in range(1, lines.lineCount()):
            start = lines.lineAt(i).textStart()
            if 0 < start < len(text) and text[start - 1].isalnum() and text[start].isalnum():
                broken.append(text[:start].split()[-1] + "|" + text[start:].split()[0])
        block = block.next()
    return broken


@pytest.mark.parametrize("code", ["en", "nl", "de", "sv", "pl", "fr"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_rule_options_table_breaks_lines_between_words_only(qtbot, qm_dir, code: str,
                                                               size: tuple[int, int]) -> None:
    # At the dock's own width a table column used to be narrower than its longest word, which Qt then cut:
    # "counterclock wise", "Declaration s". German and Dutch compounds are the longest.
    from belote_desktop.i18n.language import LanguageManager

    window = make_window(qtbot, "classic", target=1001, seed=3)
    languages = LanguageManager(qm_dir)
    try:
        assert languages.set_language(code)
        window.resize(*size)
        window.show_rule("R11")
        panel = window.rules_panel
        qtbot.waitUntil(lambda: panel.isVisible() and panel.browser.viewport().width() > 50)
        QApplication.processEvents()
        assert panel.current_section() == "options"
        assert "<table" in panel.browser.toHtml()
        assert broken_words(panel.browser) == []
        for section in panel.section_ids():  # the other tables too: points, scores, worked examples
            panel.show_section(section)
            assert broken_words(panel.browser) == [], section
    finally:
        languages.unload()
        window.controller.shutdown()
