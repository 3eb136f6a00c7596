"""Every language complete, kept in step with the sources, and switchable while the window is open."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from belote_desktop.i18n.language import LANGUAGES, LanguageManager
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.dialogs.settings import SettingsDialog
from belote_desktop.ui.main_window import MainWindow
from tests.i18n.test_translations import tools

TRANSLATED = [code for code in LANGUAGES if code != "en"]


def messages(ts: Path) -> set[tuple[str, str, str]]:
    out = set()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out.add((name, message.findtext("source") or "", message.findtext("comment") or ""))
    return out


@pytest.mark.parametrize("code", [*TRANSLATED, "en"])
def test_each_ts_file_is_complete_and_keeps_placeholders_and_tags(code: str) -> None:
    ts = tools.ts_path(code)
    stats = tools.ts_stats(ts)
    assert stats.complete, f"{ts.name}: {stats}"
    assert stats.total > (0 if code == "en" else 400)
    assert tools.mismatches(ts) == []


def test_the_ts_files_hold_exactly_the_strings_of_the_sources(tmp_path: Path) -> None:
    # A string added to the code but never extracted would stay English in every language.
    for code in ("nl", "en"):
        shutil.copy(tools.ts_path(code), tmp_path)
    tools.update_ts(["nl", "en"], ts_dir=tmp_path)
    for code in ("nl", "en"):
        assert messages(tmp_path / f"belote_{code}.ts") == messages(tools.ts_path(code)), (
            f"run 'python packaging/translations.py update' and translate the new strings ({code})")


@pytest.mark.parametrize("code", TRANSLATED)
def test_known_strings_come_out_translated(qapp, code: str, qm_dir: Path) -> None:
    manager = LanguageManager(qm_dir=qm_dir)
    try:
        assert manager.set_language(code)
        samples = [("MainWindow", "&Game"), ("BiddingPanel", "&Pass"), ("RulesHelp", "Scoring in classic belote"),
                   ("SettingsDialog", "Rules"),
                   ("TableScene", "Take", "classic bid: take the up-card's suit")]
        for context, source, *comment in samples:
            assert QCoreApplication.translate(context, source, *comment) != source, (code, context, source)
    finally:
        manager.unload()


def test_switching_language_retranslates_the_open_window(qtbot, qm_dir: Path) -> None:
    manager = LanguageManager(qm_dir=qm_dir)
    window = MainWindow(GameSettings(speed="instant"), seed=2, languages=manager)
    qtbot.addWidget(window)
    window.show()
    window.rules_panel.show()
    dialog = SettingsDialog(window.settings, window)
    dialog.show()
    english = (window.game_menu.title(), window.bidding_panel.pass_button.text(),
               window.rules_panel.contents.item(0).text(), dialog.windowTitle())
    try:
        for code in TRANSLATED:
            action = next(a for a in window.language_menu.actions() if a.data() == code)
            action.trigger()
            assert manager.current() == code
            qtbot.wait(20)  # LanguageChange is posted to every widget, not sent at once
            shown = (window.game_menu.title(), window.bidding_panel.pass_button.text(),
                     window.rules_panel.contents.item(0).text(), dialog.windowTitle())
            assert all(a != b for a, b in zip(shown, english, strict=True)), (code, shown, english)
            assert action.isChecked()
        next(a for a in window.language_menu.actions() if a.data() == "en").trigger()
        qtbot.wait(20)
        assert (window.game_menu.title(), window.bidding_panel.pass_button.text(),
                window.rules_panel.contents.item(0).text(), dialog.windowTitle()) == english
    finally:
        manager.unload()
        window.controller.shutdown()


# -- run from a source checkout: the translations are compiled on the spot -----------------------------
def test_a_checkout_without_compiled_translations_compiles_them_at_start(tmp_path: Path) -> None:
    from belote_desktop.i18n.language import usable_qm_dir

    ts_dir, qm_dir = tmp_path / "translations", tmp_path / "package" / "translations"
    shutil.copytree(tools.TS_DIR, ts_dir)
    assert usable_qm_dir(qm_dir, ts_dir, cache=tmp_path / "cache") == qm_dir
    built = sorted(p.name for p in qm_dir.glob("*.qm"))
    assert built == sorted(f"belote_{lang}.qm" for lang in tools.ALL_TS)
    manager = LanguageManager(qm_dir)
    assert manager.missing() == []  # every language offered, none greyed out
    stamps = {p.name: p.stat().st_mtime_ns for p in qm_dir.glob("*.qm")}
    assert usable_qm_dir(qm_dir, ts_dir, cache=tmp_path / "cache") == qm_dir
    assert {p.name: p.stat().st_mtime_ns for p in qm_dir.glob("*.qm")} == stamps  # up to date: not again


def test_a_package_folder_that_cannot_be_written_compiles_into_the_cache(tmp_path: Path) -> None:
    from belote_desktop.i18n.language import usable_qm_dir

    ts_dir = tmp_path / "translations"
    shutil.copytree(tools.TS_DIR, ts_dir)
    blocked = tmp_path / "package"
    blocked.write_text("a file where the package's folder would be", encoding="utf-8")
    cache = tmp_path / "cache"
    assert usable_qm_dir(blocked / "translations", ts_dir, cache=cache) == cache
    assert len(list(cache.glob("*.qm"))) == len(tools.ALL_TS)


def test_an_installed_package_compiles_nothing(tmp_path: Path) -> None:
    from belote_desktop.i18n.language import usable_qm_dir

    qm_dir = tmp_path / "qm"
    assert usable_qm_dir(qm_dir, tmp_path / "no-translations-here", cache=tmp_path / "cache") == qm_dir
    assert not qm_dir.exists() and not (tmp_path / "cache").exists()
