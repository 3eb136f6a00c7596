"""The .desktop and AppStream files: well-formed, valid, and in agreement with pyproject.toml."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from belote_desktop.resources import APP_ID

from . import PACKAGING, PYPROJECT, build_script, gui_script

DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_the_ids_agree():
    assert build_script().APP_ID == APP_ID
    assert DESKTOP.is_file() and METAINFO.is_file()


def test_the_desktop_file():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == gui_script() == build_script().EXE_NAME
    assert entry["Icon"] == APP_ID
    assert entry["Name"] == build_script().APP_NAME
    assert "Game" in entry["Categories"].split(";") and "CardGame" in entry["Categories"].split(";")
    assert entry["Terminal"] == "false"


def test_the_metainfo_file():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == desktop_entry()["Name"]
    assert root.findtext("project_license") == PYPROJECT["project"]["license"]["text"]
    assert root.findtext("metadata_license") == "CC0-1.0"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id" and launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == gui_script()
    releases = root.findall("releases/release")
    assert releases, "no release"
    assert releases[0].get("version") == PYPROJECT["project"]["version"], "the newest release must be pyproject's"
    assert root.find("content_rating") is not None


def test_the_archive_layout_names_files_that_exist():
    for source, inside in build_script().linux_share_files():
        assert source.is_file(), source
        assert APP_ID in inside
    assert (PACKAGING / "linux" / "install.sh").is_file()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstreamcli_validate():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
