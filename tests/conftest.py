"""Shared test setup. GUI tests run on Qt's offscreen platform: no display needed."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The translations compiled from the .ts files as they stand, once for the whole run."""
    from tests.i18n.test_translations import tools

    out = tmp_path_factory.mktemp("qm")
    tools.build_qm(out)
    return out


class QuietPlayer:
    """The sound player of every window a test opens: a run of the tests makes no sound, and on a
    machine with a sound player starts none (tests/ui/test_sounds.py puts a recorder in its place)."""

    available = True

    def play(self, cue: str, volume: int) -> None:
        pass

    def stop(self) -> None:
        pass


@pytest.fixture(autouse=True)
def _quiet_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_desktop.ui.sound import table_sounds

    monkeypatch.setattr(table_sounds, "system_player", lambda parent=None: QuietPlayer())
