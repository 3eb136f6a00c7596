"""The settings file looked at before Qt reads it, never written over when it could not be read, the
player's only, and each trouble said once (belote_desktop/session/settings_file.py). The same faults
through the real start: tests/session/test_start_faults.py."""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from belote_desktop.session import settings_file
from belote_desktop.session.settings_file import SettingsStore, make_private, open_settings

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="an INI file in the XDG folder")


@pytest.fixture
def conf(qapp, tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    return tmp_path / "Org" / "App.conf"


def test_no_file_yet_gives_a_private_store_and_nothing_to_say(conf: Path) -> None:
    store, problem = open_settings("Org", "App")
    assert problem is None and isinstance(store, SettingsStore) and store.file == conf
    store.setValue("language", "pl")
    store.sync()
    assert stat.S_IMODE(conf.stat().st_mode) == 0o600 and stat.S_IMODE(conf.parent.stat().st_mode) == 0o700


def test_a_file_that_cannot_be_read_is_never_written(conf: Path, monkeypatch) -> None:
    conf.parent.mkdir()
    conf.write_bytes(b"[General]\nlanguage=de\n")

    def refused(*_args: object, **_kwargs: object) -> bytes:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(settings_file, "read_limited", refused)
    store, problem = open_settings("Org", "App")
    assert problem is not None and "permission was refused" in problem.text() and "left as it is" in problem.text()
    store.setValue("language", "fr")  # a change in this run: kept, but not in the player's file
    store.sync()
    assert store.value("language") == "fr"
    assert conf.read_bytes() == b"[General]\nlanguage=de\n"
    store.forget_scratch()


def test_a_write_that_fails_is_said_once(conf: Path, qtbot, monkeypatch) -> None:
    store, _problem = open_settings("Org", "App")
    monkeypatch.setattr(QSettings, "status", lambda self: QSettings.Status.AccessError)  # as a read-only folder
    said: list[str] = []
    store.cannot_write.connect(said.append)
    for name in ("Max", "Zoé"):
        store.setValue("name", name)
        store.sync()
    assert len(said) == 1 and "Your settings cannot be saved" in said[0] and str(conf) in said[0]


def test_privacy_takes_rights_away_and_never_gives_any(tmp_path: Path) -> None:
    path = tmp_path / "Org" / "App.conf"
    path.parent.mkdir(mode=0o755)
    path.write_text("x", encoding="utf-8")
    path.chmod(0o444)  # read-only for the player, readable by all
    make_private(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o400  # still read-only: the player's choice
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    os.chmod(path, 0o600)
