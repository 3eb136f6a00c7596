"""The translation machinery: packaging/translations.py and belote_desktop/i18n/language.py.

The real .ts files are never edited here: translations for the tests go into
copies under tmp_path, compiled there, and the manager is pointed at them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QDialogButtonBox, QMenu

from belote_desktop.i18n import language
from belote_desktop.i18n.language import LANGUAGES, LanguageManager, build_language_menu, qt_translations_dir
from tests.packaging import load_script

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "translations.py"


# By path, as setup.py does: "packaging" is also the name of a PyPI package.
tools = load_script(SCRIPT, "belote_translations")
TS_FILES = [tools.ts_path(lang) for lang in tools.ALL_TS]


@dataclass(frozen=True)
class Sample:
    """One message given a test translation in the copies of the .ts files."""

    context: str
    source: str
    comment: str | None
    translations: dict[str, str]


@dataclass(frozen=True)
class Built:
    qm_dir: Path
    sample: Sample


def _first_plain_message(ts: Path) -> tuple[str, str, str | None]:
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            if message.get("numerus") != "yes":
                comment = message.find("comment")
                return context.findtext("name", ""), message.findtext("source", ""), (
                    comment.text if comment is not None else None)
    raise AssertionError(f"{ts} has no plain message")


def _translate_in_copy(ts: Path, context: str, source: str, text: str) -> None:
    tree = ET.parse(ts)
    for ctx in tree.getroot().iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            if message.findtext("source") == source:
                translation = message.find("translation")
                assert translation is not None
                translation.attrib.pop("type", None)  # finished
                translation.text = text
    tree.write(ts, encoding="utf-8", xml_declaration=True)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """Copies of the .ts files with one test translation in nl and de, compiled."""
    ts_dir = tmp_path_factory.mktemp("ts")
    copies = [Path(shutil.copy(ts, ts_dir)) for ts in TS_FILES]
    context, source, comment = _first_plain_message(copies[0])
    translations = {"nl": f"[nl] {source}", "de": f"[de] {source}"}
    for lang, text in translations.items():
        _translate_in_copy(tools.ts_path(lang, ts_dir), context, source, text)
    qm_dir = tmp_path_factory.mktemp("qm")
    tools.build_qm(qm_dir, copies)
    return Built(qm_dir, Sample(context, source, comment, translations))


@pytest.fixture
def manager(qapp: QCoreApplication, built: Built) -> Iterator[LanguageManager]:
    manager = LanguageManager(qm_dir=built.qm_dir)
    yield manager
    manager.set_language("en")  # translators are process-wide: leave English for the next test


def _tr(sample: Sample) -> str:
    return QCoreApplication.translate(sample.context, sample.source, sample.comment)


# --- packaging/translations.py ---------------------------------------------------------


def test_the_script_and_the_menu_offer_the_same_languages() -> None:
    assert {tools.SOURCE_LANGUAGE, *tools.TARGET_LANGUAGES} == set(LANGUAGES)
    assert all(ts.is_file() for ts in TS_FILES)


def test_build_writes_one_qm_per_language(tmp_path: Path) -> None:
    built = tools.build_qm(tmp_path)
    assert sorted(p.name for p in built) == sorted(f"belote_{lang}.qm" for lang in tools.ALL_TS)
    assert all(p.parent == tmp_path.resolve() and p.stat().st_size > 0 for p in built)


def test_build_from_the_command_line(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(SCRIPT), "build", "--out", str(tmp_path)],
                            capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.glob("*.qm")) == sorted(
        f"belote_{lang}.qm" for lang in tools.ALL_TS)


def test_build_without_lrelease_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(tools.qt_tools, "_pyside_dirs", list)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(tools.ToolMissing, match="lrelease"):
        tools.find_tool("lrelease")
    assert tools.main(["build", "--out", str(tmp_path)]) == 2
    assert "lrelease was not found" in capsys.readouterr().err
    assert not list(tmp_path.glob("*.qm"))


TS_SAMPLE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>A</name>
    <message><source>one</source><translation>jeden</translation></message>
    <message><source>two</source><translation type="unfinished"></translation></message>
    <message><source>three</source><translation type="unfinished">trzy?</translation></message>
    <message><source>gone</source><translation type="obsolete">stary</translation></message>
    <message><source>gone too</source><translation type="vanished">znikł</translation></message>
    <message><source>blank</source><translation></translation></message>
    <message numerus="yes"><source>%n trick(s)</source>
        <translation><numerusform>%n lewa</numerusform><numerusform>%n lewy</numerusform>
        <numerusform>%n lew</numerusform></translation></message>
    <message numerus="yes"><source>%n deal(s)</source>
        <translation><numerusform>%n rozdanie</numerusform><numerusform></numerusform>
        <numerusform></numerusform></translation></message>
</context>
</TS>
"""


def test_ts_stats_counts_each_kind_once(tmp_path: Path) -> None:
    ts = tmp_path / "belote_pl.ts"
    ts.write_text(TS_SAMPLE, encoding="utf-8")
    stats = tools.ts_stats(ts)
    assert (stats.finished, stats.unfinished, stats.obsolete, stats.empty) == (2, 2, 2, 2)
    assert stats.total == 8
    assert not stats.complete


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_ts_stats_agree_with_the_xml(ts: Path) -> None:
    root = ET.parse(ts).getroot()
    messages = list(root.iter("message"))
    stats = tools.ts_stats(ts)
    assert stats.total == len(messages) > 0
    kinds = [m.find("translation").get("type", "") for m in messages]  # type: ignore[union-attr]
    assert stats.unfinished == kinds.count("unfinished")
    assert stats.obsolete == kinds.count("obsolete") + kinds.count("vanished")
    assert root.get("sourcelanguage") == "en"
    assert root.get("language") == ts.stem.split("_")[1]


def test_check_fails_until_every_message_is_finished(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    incomplete = tmp_path / "belote_pl.ts"
    incomplete.write_text(TS_SAMPLE, encoding="utf-8")
    complete = tmp_path / "belote_nl.ts"
    complete.write_text(TS_SAMPLE.replace('language="pl"', 'language="nl"').split("<message><source>two")[0]
                        + "</context>\n</TS>\n", encoding="utf-8")
    assert tools.check([complete]) == 0
    assert tools.check([complete, incomplete]) == 1
    out = capsys.readouterr().out
    assert "belote_nl.ts: 1 finished, 0 unfinished, 0 obsolete, 0 empty (of 1)" in out
    assert "belote_pl.ts: 2 finished, 2 unfinished, 2 obsolete, 2 empty (of 8)" in out


def test_update_keeps_translations_and_drops_removed_strings(tmp_path: Path) -> None:
    nl = Path(shutil.copy(tools.ts_path("nl"), tmp_path))
    context, source, _ = _first_plain_message(nl)
    _translate_in_copy(nl, context, source, "bewaard")
    tree = ET.parse(nl)
    ctx = next(c for c in tree.getroot().iter("context") if c.findtext("name") == context)
    dead = ET.SubElement(ctx, "message")
    ET.SubElement(dead, "source").text = "A string that is in no source file"
    ET.SubElement(dead, "translation").text = "weg"
    tree.write(nl, encoding="utf-8", xml_declaration=True)

    tools.update_ts(["nl", "sv"], ts_dir=tmp_path)  # sv is new here: created from scratch

    text = nl.read_text(encoding="utf-8")
    assert "<translation>bewaard</translation>" in text
    assert "A string that is in no source file" not in text
    sv = ET.parse(tools.ts_path("sv", tmp_path)).getroot()
    assert (sv.get("language"), sv.get("sourcelanguage")) == ("sv", "en")
    assert tools.ts_stats(tools.ts_path("sv", tmp_path)).total == tools.ts_stats(nl).total


# --- belote_desktop/i18n/language.py -----------------------------------------------------


def test_switching_language_translates_and_signals(qtbot, manager: LanguageManager, built: Built) -> None:
    sample = built.sample
    assert manager.current() == "en"
    assert _tr(sample) == sample.source
    with qtbot.waitSignal(manager.language_changed, timeout=1000) as blocker:
        assert manager.set_language("nl")
    assert blocker.args == ["nl"]
    assert manager.current() == "nl"
    assert _tr(sample) == sample.translations["nl"]
    assert manager.set_language("de")
    assert _tr(sample) == sample.translations["de"]  # the Dutch translator is gone
    assert manager.set_language("en")
    assert _tr(sample) == sample.source


def test_unknown_language_is_refused(qtbot, manager: LanguageManager, built: Built,
                                     caplog: pytest.LogCaptureFixture) -> None:
    with qtbot.assertNotEmitted(manager.language_changed):
        assert manager.set_language("xx") is False
    assert manager.current() == "en"
    assert _tr(built.sample) == built.sample.source
    assert any(r.levelname == "WARNING" and "'xx'" in r.getMessage() for r in caplog.records)


def test_missing_qm_is_refused(qtbot, qapp: QCoreApplication, built: Built, tmp_path: Path,
                               caplog: pytest.LogCaptureFixture) -> None:
    shutil.copy(built.qm_dir / "belote_nl.qm", tmp_path)
    manager = LanguageManager(qm_dir=tmp_path)
    assert manager.missing() == ["de", "sv", "pl", "fr"]
    with qtbot.assertNotEmitted(manager.language_changed):
        assert manager.set_language("de") is False
    assert manager.current() == "en"
    assert _tr(built.sample) == built.sample.source
    assert any(r.levelname == "WARNING" and "belote_de.qm" in r.getMessage() for r in caplog.records)
    try:  # from another language, a failed switch keeps that one: nothing is half-removed
        assert manager.set_language("nl")
        assert manager.set_language("fr") is False
        assert manager.current() == "nl"
        assert _tr(built.sample) == built.sample.translations["nl"]
    finally:
        manager.set_language("en")


def test_qt_own_translation_is_loaded(qtbot, manager: LanguageManager) -> None:
    qtbase = qt_translations_dir() / "qtbase_de.qm"
    if not qtbase.is_file():
        pytest.skip(f"this PySide6 ships no Qt translations ({qtbase} is absent)")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Cancel"
    assert manager.set_language("de")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    # The LanguageChange event reaches the widgets through the event loop.
    qtbot.waitUntil(lambda: cancel.text().replace("&", "") == "Abbrechen", timeout=2000)
    assert manager.set_language("en")
    qtbot.waitUntil(lambda: cancel.text().replace("&", "") == "Cancel", timeout=2000)


def test_language_menu(qtbot, manager: LanguageManager) -> None:
    menu = QMenu()
    qtbot.addWidget(menu)
    build_language_menu(menu, manager)
    actions = {a.data(): a for a in menu.actions()}
    assert [a.text() for a in menu.actions()] == list(LANGUAGES.values())
    assert all(a.isCheckable() and a.isEnabled() for a in actions.values())
    assert [code for code, a in actions.items() if a.isChecked()] == ["en"]

    with qtbot.waitSignal(manager.language_changed, timeout=1000):
        actions["pl"].trigger()
    assert manager.current() == "pl"
    assert [code for code, a in actions.items() if a.isChecked()] == ["pl"]

    manager.set_language("sv")  # switched elsewhere: the menu follows
    assert [code for code, a in actions.items() if a.isChecked()] == ["sv"]


def test_language_menu_disables_what_is_missing(qtbot, qapp: QCoreApplication, tmp_path: Path) -> None:
    menu = QMenu()
    qtbot.addWidget(menu)
    build_language_menu(menu, LanguageManager(qm_dir=tmp_path))
    assert [a.data() for a in menu.actions() if a.isEnabled()] == ["en"]


@pytest.mark.parametrize(("locale", "expected"), [("de_DE", "de"), ("fr_CA", "fr"), ("pl_PL", "pl"),
                                                  ("ja_JP", "en"), ("C", "en")])
def test_system_language(monkeypatch: pytest.MonkeyPatch, locale: str, expected: str) -> None:
    class FakeLocale:
        @staticmethod
        def system() -> QLocale:
            return QLocale(locale)

    monkeypatch.setattr(language, "QLocale", FakeLocale)
    assert language.system_language() == expected


def test_the_command_line_knows_every_language() -> None:
    from belote_desktop.__main__ import LANGUAGE_CODES

    assert tuple(LANGUAGES) == LANGUAGE_CODES


def test_english_says_one_deal_and_two_deals(qapp, tmp_path: Path) -> None:
    tools.build_qm(tmp_path)
    manager = LanguageManager(qm_dir=tmp_path)
    try:
        assert manager.set_language("en")
        one = QCoreApplication.translate("ScoreSheet", "%n deals", "", 1)
        many = QCoreApplication.translate("ScoreSheet", "%n deals", "", 12)
        assert (one, many) == ("1 deal", "12 deals")
    finally:
        manager.unload()


def test_every_plural_message_is_in_the_english_file() -> None:
    numerus = {m.findtext("source") for m in ET.parse(tools.ts_path("nl")).iter("message")
               if m.get("numerus") == "yes"}
    english = {m.findtext("source") for m in ET.parse(tools.ts_path("en")).iter("message")}
    assert numerus and numerus == english


def test_check_finds_a_lost_placeholder_or_tag(tmp_path: Path) -> None:
    ts = tmp_path / "belote_xx.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="nl">
<context><name>C</name>
<message><source>Deal %1</source><translation>Spel</translation></message>
<message><source>&lt;b&gt;%1&lt;/b&gt; won</source><translation>&lt;i&gt;%1&lt;/i&gt; wint</translation></message>
<message><source>%1 to %2</source><translation>%2 tegen %1</translation></message>
<message numerus="yes"><source>%n deals</source><translation><numerusform>een spel</numerusform>
<numerusform>%n spellen</numerusform></translation></message>
</context></TS>
""", encoding="utf-8")
    problems = tools.mismatches(ts)
    assert len(problems) == 2  # the lost %1 and the changed tag; reordering and a worded singular are fine
    assert "Deal %1" in problems[0] and "<b>%1</b> won" in problems[1]
    assert tools.check([ts]) == 1
