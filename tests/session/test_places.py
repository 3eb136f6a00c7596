"""Where the game's files are (belote_desktop/session/places.py): Qt's places, but from the bytes of the
environment, and a name Qt can open for a folder whose name is not UTF-8."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QFile, QIODevice

from belote_desktop.app import APPLICATION, ORGANIZATION
from belote_desktop.session import places
from tests.packaging import ROOT

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders")


ASK_QT = """
import json
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from belote_desktop.app import APPLICATION, ORGANIZATION
from belote_desktop.session import places
from tests.packaging import ROOT
app = QCoreApplication([])
app.setOrganizationName(ORGANIZATION)
app.setApplicationName(APPLICATION)
print(json.dumps([[QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation),
                   QSettings().fileName()],
                  [str(places.data_folder(ORGANIZATION, APPLICATION)),
                   str(places.settings_path(ORGANIZATION, APPLICATION))]]))
"""


@pytest.mark.parametrize("xdg", [{}, {"XDG_DATA_HOME": "/srv/d", "XDG_CONFIG_HOME": "/srv/c"},
                                 {"XDG_DATA_HOME": "relative", "XDG_CONFIG_HOME": "relative"}])
def test_the_folders_are_where_qt_puts_them(tmp_path: Path, xdg: dict[str, str]) -> None:
    # In a process of its own: Qt works out the settings' place once per process.
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.update({"HOME": str(tmp_path), "PYTHONPATH": str(ROOT), **xdg})
    done = subprocess.run([sys.executable, "-c", ASK_QT], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    qt, ours = json.loads(done.stdout)
    assert ours == qt, done.stderr


def test_a_home_that_is_not_utf8_is_kept_byte_for_byte(monkeypatch, tmp_path: Path) -> None:
    home = os.fsencode(tmp_path) + b"/Zo\xeb"
    monkeypatch.setenv("HOME", os.fsdecode(home))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    folder = places.data_folder(ORGANIZATION, APPLICATION)
    assert os.fsencode(folder).startswith(home + b"/.local/share/")  # not "Zo\xef\xbf\xbd" (U+FFFD), Qt's reading


def test_qt_opens_a_file_in_a_folder_whose_name_is_not_utf8(qapp, tmp_path: Path) -> None:
    folder = Path(os.fsdecode(os.fsencode(tmp_path) + b"/Zo\xeb"))
    try:
        folder.mkdir()
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    (folder / "settings.conf").write_bytes(b"[General]\nlanguage=nl\n")
    name = places.qt_name(folder / "settings.conf")
    assert name is not None
    file = QFile(name)
    assert file.open(QIODevice.OpenModeFlag.ReadOnly)
    assert bytes(file.readAll().data()) == b"[General]\nlanguage=nl\n"
    file.close()
    assert places.qt_name(tmp_path / "plain.conf") == str(tmp_path / "plain.conf")  # an ordinary name as it is
    assert "\ufffd" in places.shown(folder) and places.shown(tmp_path) == str(tmp_path)
