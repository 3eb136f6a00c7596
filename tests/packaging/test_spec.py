"""The PyInstaller spec: it parses, names files that exist, and keeps the right Qt plugins."""

from __future__ import annotations

import ast
import plistlib
import re
from pathlib import Path

import pytest

from . import PACKAGING, PYPROJECT, ROOT, build_script

SPEC = PACKAGING / "belote_desktop.spec"


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def spec_constant(name: str) -> object:
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise KeyError(name)


def spec_filter() -> dict[str, object]:
    """The spec's plugin and translation filter (_keep and what it reads), run outside PyInstaller."""
    wanted = {"KEPT_PLUGINS", "QT_LANGUAGES", "QT_TRANSLATION", "_qt_part", "_keep"}
    body = [n for n in spec_tree().body
            if (isinstance(n, ast.FunctionDef) and n.name in wanted)
            or (isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id in wanted for t in n.targets))]
    namespace: dict[str, object] = {"Path": Path, "re": re}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace


def test_the_spec_parses_and_names_the_app():
    assert spec_constant("EXE_NAME") == build_script().EXE_NAME == next(iter(PYPROJECT["project"]["gui-scripts"]))
    assert spec_constant("BUNDLE_ID") == build_script().APP_ID
    assert spec_constant("APP_NAME") == build_script().APP_NAME


def test_the_files_the_spec_names_exist():
    text = SPEC.read_text(encoding="utf-8")
    # Every file named as PACKAGING / "folder" / "file" or ROOT / ... / "file".
    named = re.findall(r'(PACKAGING|ROOT)((?:\s*/\s*"[^"]+")+)', text)
    assert named
    for base, rest in named:
        path = (PACKAGING if base == "PACKAGING" else ROOT).joinpath(*re.findall(r'"([^"]+)"', rest))
        if "*" not in str(path) and path.suffix:
            assert path.exists(), f"the spec names {path}, which does not exist"
    for pattern in ("fonts", "icons"):
        assert f'RESOURCES / "{pattern}"' in text
    assert sorted((ROOT / "resources" / "fonts").glob("*.ttf")), "no bundled font"
    assert sorted((ROOT / "resources" / "icons").glob("belote-desktop-*.png")), "no icon PNG"
    assert sorted((ROOT / "translations").glob("belote_*.ts")), "no translation source"


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/qmltooling/libqmldbg_debugger.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/translations/qtbase_fr.qm", True),
    ("PySide6/Qt/translations/qtbase_ja.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_fr.qm", False),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
    ("PySide6/Qt/lib/libicudata.so.73", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),  # the Windows layout has no Qt/ folder
    ("PySide6/plugins/platforms/qdirect2d.dll", False),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/opengl32sw.dll", False),
    ("PySide6/Qt6Widgets.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("belote_desktop/translations/belote_fr.qm", True),
])
def test_the_spec_keeps_the_plugins_the_game_uses(dest, kept):
    keep = spec_filter()["_keep"]
    assert keep((dest, "/src/" + dest, "BINARY")) is kept


def test_the_unused_qt_modules_are_excluded():
    excluded = spec_strings("EXCLUDED_MODULES")
    assert "PySide6." in excluded  # the names below are written f"PySide6.{name}"
    for module in ("QtQml", "QtQuick", "QtPdf", "QtWebEngineCore", "QtVirtualKeyboard", "QtNetwork", "tkinter"):
        assert module in excluded
    for module in ("QtCore", "QtGui", "QtWidgets", "QtSvg"):
        assert module not in excluded


def spec_strings(name: str) -> set[str]:
    """The string constants in the value assigned to ``name``."""
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return {n.value for n in ast.walk(node.value) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    raise KeyError(name)


def test_the_macos_info_plist():
    with open(PACKAGING / "macos" / "Info.plist", "rb") as f:
        plist = plistlib.load(f)
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleIdentifier"] == build_script().APP_ID
    assert plist["CFBundleExecutable"] == build_script().EXE_NAME
    assert "CFBundleShortVersionString" not in plist  # the spec takes it from pyproject.toml


def test_the_windows_version_info_and_installer():
    template = (PACKAGING / "windows" / "version_info.txt.in").read_text(encoding="utf-8")
    assert "@VERSION_TUPLE@" in template and "@VERSION@" in template
    filled = template.replace("@VERSION_TUPLE@", "0, 1, 0, 0").replace("@VERSION@", "0.1.0")
    compile(filled, "version_info", "eval")  # PyInstaller evaluates it as a Python expression
    iss = (PACKAGING / "windows" / "belote-desktop.iss").read_text(encoding="utf-8")
    assert f'#define AppVersion "{PYPROJECT["project"]["version"]}"' in iss
    assert "belote-desktop.exe" in iss
    assert (PACKAGING / "icons" / "belote-desktop.ico").is_file()
