"""Update, compile and check the Qt Linguist translations.

One script for the developers, the build (setup.py's build_py) and the tests:

    python packaging/translations.py update            # sources -> translations/belote_<lang>.ts
    python packaging/translations.py build [--out DIR] # .ts -> DIR/belote_<lang>.qm
    python packaging/translations.py check             # finished/unfinished/obsolete/empty per language

It imports nothing from the project and nothing outside the standard library, so
setup.py can load it in an isolated build environment before the package exists.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = ROOT / "belote_desktop"
TS_DIR = ROOT / "translations"
QM_DIR = PACKAGE_DIR / "translations"
SOURCE_LANGUAGE = "en"
# English is the source language, so it has no .ts file of its own.
TARGET_LANGUAGES: tuple[str, ...] = ("nl", "de", "sv", "pl", "fr")
# English needs a file too, with the plural messages only ("%n deals" must
# read "1 deal"): lupdate -pluralonly writes just those.
ALL_TS: tuple[str, ...] = (*TARGET_LANGUAGES, SOURCE_LANGUAGE)


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"belote_{lang}.ts"


def _load_qt_tools() -> ModuleType:
    # By path: the package itself is not importable in setup.py's isolated build, and this module's
    # file needs nothing but the standard library.
    name = "belote_qt_tools"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, PACKAGE_DIR / "i18n" / "qt_tools.py")
        assert spec is not None and spec.loader is not None
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


qt_tools = _load_qt_tools()
ToolMissing = qt_tools.ToolMissing
find_tool = qt_tools.find_tool


def _run(tool: str, args: Sequence[str], cwd: Path = ROOT) -> None:
    qt_tools.run_tool(tool, list(args), cwd)


def python_sources(package_dir: Path = PACKAGE_DIR) -> list[Path]:
    # Sorted, so the .ts files do not change with the file system's listing order.
    return sorted(p for p in package_dir.rglob("*.py") if "__pycache__" not in p.parts)


def update_ts(languages: Iterable[str] = ALL_TS, ts_dir: Path = TS_DIR,
              sources: Sequence[Path] | None = None) -> list[Path]:
    """Extract the strings of ``sources`` into ``ts_dir/belote_<lang>.ts``.

    Existing translations are kept (lupdate merges); strings no longer in the
    sources are dropped (-no-obsolete) so translators never work on dead text.
    """
    files = list(sources) if sources is not None else python_sources()
    ts_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in languages:
        target = ts_path(lang, ts_dir).resolve()
        # One run per language: -target-language applies to every -ts of a run, and
        # the language decides the plural forms (Polish has three).
        # Relative line numbers keep a diff small when code above a string moves.
        plural_only = ["-pluralonly"] if lang == SOURCE_LANGUAGE else []
        _run("lupdate", ["-silent", "-no-obsolete", *plural_only, "-locations", "relative",
                         "-source-language", SOURCE_LANGUAGE, "-target-language", lang,
                         *(str(f.resolve()) for f in files), "-ts", str(target)])
        written.append(target)
    return written


def build_qm(out_dir: Path = QM_DIR, ts_files: Iterable[Path] | None = None) -> list[Path]:
    """Compile each .ts into ``out_dir/<same name>.qm``; returns the .qm paths."""
    sources = list(ts_files) if ts_files is not None else [ts_path(lang) for lang in ALL_TS]
    missing = [str(ts) for ts in sources if not ts.is_file()]
    if missing:
        raise FileNotFoundError("translation sources missing: " + ", ".join(missing))
    out_dir.mkdir(parents=True, exist_ok=True)
    built = []
    for ts in sources:
        qm = (out_dir / ts.name).with_suffix(".qm").resolve()
        qt_tools.lrelease(ts, qm)
        built.append(qm)
    return built


@dataclass(frozen=True)
class TsStats:
    """Counts of one .ts file's messages; each message is in exactly one group."""

    finished: int = 0
    unfinished: int = 0
    obsolete: int = 0  # obsolete or vanished: no longer in the sources
    empty: int = 0  # marked finished but with no text: lrelease drops it, English shows

    @property
    def total(self) -> int:
        return self.finished + self.unfinished + self.obsolete + self.empty

    @property
    def complete(self) -> bool:
        return self.unfinished == self.obsolete == self.empty == 0


def _has_text(translation: ET.Element) -> bool:
    forms = translation.findall("numerusform")
    if forms:
        return all((form.text or "").strip() for form in forms)
    return bool("".join(translation.itertext()).strip())


def ts_stats(path: Path) -> TsStats:
    counts = {"finished": 0, "unfinished": 0, "obsolete": 0, "empty": 0}
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        kind = translation.get("type", "") if translation is not None else "unfinished"
        if kind in ("obsolete", "vanished"):
            counts["obsolete"] += 1
        elif kind == "unfinished":
            counts["unfinished"] += 1
        elif translation is None or not _has_text(translation):
            counts["empty"] += 1
        else:
            counts["finished"] += 1
    return TsStats(**counts)


_PLACEHOLDER = re.compile(r"%(?:n|[1-9])")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^>]*>")


def _marks(text: str) -> tuple[list[str], list[str]]:
    """The placeholders and the rich-text tag names of ``text``, sorted (their order may change)."""
    return sorted(_PLACEHOLDER.findall(text)), sorted(_TAG.findall(text))


def mismatches(path: Path) -> list[str]:
    """Finished translations that lose or add a placeholder (%1, %n) or a rich-text tag."""
    problems = []
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type"):
            continue
        source = message.findtext("source") or ""
        forms = [f.text or "" for f in translation.findall("numerusform")] or ["".join(translation.itertext())]
        want = _marks(source)
        for form in forms:
            got = _marks(form)
            if got != want and not (want[0] == ["%n"] and got[0] == [] and len(forms) > 1 and got[1] == want[1]):
                problems.append(f"{path.name}: {source!r} -> {form!r}: placeholders/tags {got} differ from {want}")
    return problems


def check(ts_files: Iterable[Path] | None = None) -> int:
    """Print the counts per language; 0 when every message is translated."""
    files = list(ts_files) if ts_files is not None else [ts_path(lang) for lang in ALL_TS]
    status = 0
    for ts in files:
        if not ts.is_file():
            print(f"{ts.name}: missing")
            status = 1
            continue
        s = ts_stats(ts)
        print(f"{ts.name}: {s.finished} finished, {s.unfinished} unfinished, "
              f"{s.obsolete} obsolete, {s.empty} empty (of {s.total})")
        if not s.complete:
            status = 1
        for problem in mismatches(ts):
            print(problem)
            status = 1
    return status


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="extract the strings of belote_desktop/ into translations/*.ts")
    build = commands.add_parser("build", help="compile translations/*.ts into .qm files")
    build.add_argument("--out", type=Path, default=QM_DIR, help=f"output folder (default {QM_DIR})")
    check_parser = commands.add_parser("check", help="count finished/unfinished/obsolete/empty messages and check "
                                       "placeholders and tags; fail unless complete")
    check_parser.add_argument("files", nargs="*", type=Path, help="the .ts files (default: all)")
    args = parser.parse_args(argv)
    try:
        if args.command == "update":
            for ts in update_ts():
                s = ts_stats(ts)
                print(f"{ts.relative_to(ROOT)}: {s.total} messages")
            return 0
        if args.command == "build":
            for qm in build_qm(args.out):
                print(qm)
            return 0
        return check(args.files or None)
    except (ToolMissing, FileNotFoundError, RuntimeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
