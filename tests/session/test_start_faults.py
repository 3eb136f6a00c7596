"""Faults of the files the game starts with, through the real start: the program run as a process
(``belote-desktop``'s entry point, offscreen) with the fault in place, played by ``start_player.py``.

Each run must show what a player needs to know, once and in words, with no traceback and no error
report; play on (a trick or two, by clicking); never hang (each run has a generous time limit, which
only a hang can reach); and leave the player's files as they were.

Faults of permission need a process the system refuses: the tests run as root here, so such a run
drops the capabilities that let root read anything (``setpriv``), and keeps root's ownership of the
files, so that the file's own mode applies to it as to any user.
"""

from __future__ import annotations

import functools
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from belote_desktop.session.settings_store import LANGUAGE_KEY
from belote_desktop.storage import SAVE_NAME
from belote_desktop.storage.saves import read_record
from tests.packaging import ROOT, load_script

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders and POSIX files")

SOAK = load_script(ROOT / "benchmarks" / "soak.py", "belote_benchmarks_soak")
PLAYER = Path(__file__).with_name("start_player.py")
PATIENCE = 120  # seconds: only a hang takes this long (a run takes a few)
PATH_MAX = os.pathconf("/", "PC_PATH_MAX") if hasattr(os, "pathconf") else 4096


def data_folder(home: Path) -> Path:
    return home / ".local" / "Belote Desktop" / "Belote Desktop"  # XDG_DATA_HOME is home/.local (child_env)


def settings_file(home: Path) -> Path:
    return home / ".config" / "Belote Desktop" / "Belote Desktop.conf"


@functools.cache
def _refusing_prefix() -> tuple[str, ...] | None:
    if os.geteuid() != 0:
        return ()
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None
    caps = "-dac_override,-dac_read_search"
    prefix = (setpriv, f"--bounding-set={caps}", f"--inh-caps={caps}")
    with tempfile.TemporaryDirectory() as folder:  # does a file of mode 000 refuse such a process?
        locked = Path(folder) / "locked"
        locked.write_text("x", encoding="utf-8")
        locked.chmod(0)
        try:
            probe = subprocess.run([*prefix, sys.executable, "-c", f"open({str(locked)!r}).read()"],
                                   capture_output=True, timeout=PATIENCE)
        except OSError:
            return None
    return prefix if probe.returncode != 0 and b"PermissionError" in probe.stderr else None


def refused_by_modes() -> list[str]:
    """The command prefix of a run the files' modes apply to: none for an ordinary user; root without the
    capabilities that override them (``setpriv``); the test is skipped where neither is possible."""
    prefix = _refusing_prefix()
    if prefix is None:
        pytest.skip("root, and no way here to run without root's rights over files")
    return list(prefix)


@dataclass
class Run:
    status: int
    out: str
    stderr: str

    @property
    def notices(self) -> list[str]:
        return [line.removeprefix("NOTICE ") for line in self.out.splitlines() if line.startswith("NOTICE ")]

    @property
    def played(self) -> bool:
        return any(line.startswith("READY ") for line in self.out.splitlines())

    def assert_quiet(self) -> None:
        """Back from its main function, with no traceback and no error report (the ErrorDialog)."""
        assert self.status == 0 and "RETURNED 0" in self.out, (self.out, self.stderr)
        assert "Traceback" not in self.stderr and "unexpected error" not in self.stderr, self.stderr
        assert "DIALOG ErrorDialog" not in self.out


def run_program(home: Path, *args: str, tricks: int = 1, own: tuple[str, ...] = (),
                prefix: list[str] | None = None) -> Run:
    command = [*(prefix or []), sys.executable, str(PLAYER), str(tricks), *own, "--", "--speed", "instant",
               "--variant", "classic", *args]
    done = subprocess.run(command, env=SOAK.child_env(home, {"QT_QPA_PLATFORM": "offscreen"}), cwd=ROOT,
                          capture_output=True, text=True, timeout=PATIENCE, stdin=subprocess.DEVNULL)
    return Run(done.returncode, done.stdout, done.stderr)


def files_in(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def first_run(home: Path) -> dict[str, bytes]:
    """A normal start, a trick and a quit: the save, the settings; what a fault must leave as it is."""
    run_program(home, tricks=1).assert_quiet()
    assert (data_folder(home) / SAVE_NAME).is_file() and settings_file(home).is_file()
    return files_in(data_folder(home))


# ---------------------------------------------------------------------- F1: a data folder that cannot be used
def test_a_data_folder_that_cannot_be_searched_is_said_once_and_play_goes_on(tmp_path: Path) -> None:
    prefix = refused_by_modes()
    before = first_run(tmp_path)
    folder = data_folder(tmp_path)
    folder.chmod(0)
    try:
        run = run_program(tmp_path, tricks=2, prefix=prefix)
    finally:
        folder.chmod(0o700)
    run.assert_quiet()  # was: an exception at the first save, and at every trick after it
    assert run.played
    (notice,) = run.notices  # one notice, said before the first card
    assert str(folder) in notice and "permission was refused" in notice and "nothing is saved" in notice
    assert files_in(folder) == before  # nothing written over, nothing moved


@pytest.mark.parametrize("room", ["files", "folder"])
def test_a_home_too_long_for_the_system_is_said_once_and_play_goes_on(tmp_path: Path, room: str) -> None:
    # "files": the data folder can be made, but no name in it is short enough; "folder": not even that.
    folder_part = len("/.local/Belote Desktop/Belote Desktop")
    length = PATH_MAX - 1 - folder_part - (10 if room == "files" else -20)
    home = tmp_path
    while len(str(home)) < length:
        home = home / ("h" * max(1, min(200, length - len(str(home)) - 1)))
    home.mkdir(parents=True)
    run = run_program(home, tricks=2)
    run.assert_quiet()
    assert run.played
    (notice,) = run.notices
    assert "its name is too long" in notice and "nothing is saved" in notice


# ---------------------------------------------------------------------- F2: not a regular file
@pytest.mark.parametrize("name", ["belote-desktop.log", "belote-desktop.lock"])
def test_a_named_pipe_among_the_games_files_never_stops_the_start(tmp_path: Path, name: str) -> None:
    folder = data_folder(tmp_path)
    folder.mkdir(parents=True)
    os.mkfifo(folder / name)
    run = run_program(tmp_path, tricks=1)  # was: no window, no end, for a pipe as the log
    run.assert_quiet()
    assert run.played
    (notice,) = run.notices
    assert str(folder / name) in notice and "named pipe (FIFO)" in notice and "goes on" in notice
    assert stat.S_ISFIFO((folder / name).stat().st_mode)  # left where it is


def test_a_folder_in_the_logs_place_is_said_and_left(tmp_path: Path) -> None:
    folder = data_folder(tmp_path)
    (folder / "belote-desktop.log").mkdir(parents=True)
    run = run_program(tmp_path)
    run.assert_quiet()
    (notice,) = run.notices
    assert "belote-desktop.log" in notice and "it is a folder" in notice
    assert (folder / "belote-desktop.log").is_dir()


# ---------------------------------------------------------------------- F3: the settings file
def stored_settings(home: Path, lang: str = "de", name: str = "Max") -> bytes:
    """Settings as the game stores them: a name (set in a first run) and a language (as the Language menu sets
    it; ``--lang`` is for one run only)."""
    run_program(home, tricks=0, own=("--rename", name)).assert_quiet()
    store = QSettings(str(settings_file(home)), QSettings.Format.IniFormat)
    store.setValue(LANGUAGE_KEY, lang)
    store.sync()
    del store
    return settings_file(home).read_bytes()


@pytest.mark.parametrize("fault", ["no permission", "a named pipe", "a folder"])
def test_settings_that_cannot_be_read_are_said_and_never_written_over(tmp_path: Path, fault: str) -> None:
    path = settings_file(tmp_path)
    prefix = None
    if fault == "no permission":
        prefix = refused_by_modes()
        stored = stored_settings(tmp_path)
        path.chmod(0)
    elif fault == "a named pipe":
        path.parent.mkdir(parents=True)
        os.mkfifo(path)
    else:
        path.mkdir(parents=True)
    try:
        # Changed during the run too: the change must not reach the player's file.
        run = run_program(tmp_path, "--lang", "fr", tricks=1, own=("--rename", "Zoé"), prefix=prefix)
    finally:
        if fault == "no permission":
            path.chmod(0o600)
    run.assert_quiet()  # and no hang on the pipe
    assert run.played
    (notice,) = run.notices  # said once, at the start; the change made later is not said again
    reason = {"no permission": "l'accès a été refusé", "a named pipe": "c'est un tube nommé (FIFO), pas un fichier",
              "a folder": "c'est un dossier"}[fault]
    assert "Vos paramètres" in notice and reason in notice, notice  # in the player's language (--lang fr)
    if fault == "no permission":
        assert path.read_bytes() == stored  # the language and the name are still there
    elif fault == "a named pipe":
        assert stat.S_ISFIFO(path.stat().st_mode)
    else:
        assert path.is_dir() and not any(path.iterdir())


def test_damaged_settings_are_kept_aside_and_said(tmp_path: Path) -> None:
    path = settings_file(tmp_path)
    path.parent.mkdir(parents=True)
    damaged = bytes(range(256)) * 8
    path.write_bytes(damaged)
    run = run_program(tmp_path, "--lang", "de", tricks=1)
    run.assert_quiet()
    (notice,) = run.notices
    (kept,) = path.parent.glob("Belote Desktop.conf.bad-*")
    assert kept.read_bytes() == damaged  # kept for a bug report, as a damaged save is
    assert "Einstellungen" in notice and kept.name in notice
    assert b"\x00" not in path.read_bytes()  # a new file, the game's own


def test_settings_that_cannot_be_written_are_said_once_and_left_as_they_were(tmp_path: Path) -> None:
    prefix = refused_by_modes()
    path = settings_file(tmp_path)
    stored = stored_settings(tmp_path, lang="sv")
    path.chmod(0o400)
    path.parent.chmod(0o500)  # a read-only folder and file: Qt can neither replace nor rewrite it
    try:
        run = run_program(tmp_path, tricks=1, own=("--rename", "Zoé"), prefix=prefix)
    finally:
        path.parent.chmod(0o700)
    run.assert_quiet()
    (notice,) = run.notices  # at the change; not again at the quit (the window's place is not saved either)
    assert "Dina inställningar" in notice and "åtkomst nekades" in notice, notice  # the stored language, Swedish
    assert path.read_bytes() == stored


def test_the_settings_file_is_the_players_only(tmp_path: Path) -> None:
    path = settings_file(tmp_path)
    path.parent.mkdir(parents=True, mode=0o755)
    path.write_text("[General]\nlanguage=nl\n", encoding="utf-8")
    path.chmod(0o644)  # as an earlier version left it
    run_program(tmp_path, tricks=1, own=("--rename", "Zoé")).assert_quiet()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert "Zo" in path.read_text(encoding="utf-8") and "language=nl" in path.read_text(encoding="utf-8")


# ---------------------------------------------------------------------- F4: SIGTERM
def actions_saved(home: Path) -> int:
    match = read_record(data_folder(home) / SAVE_NAME)
    return 0 if match is None else sum(len(deal.actions) for deal in match.deals)


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])  # a logout; Ctrl+C in the terminal
def test_sigterm_quits_as_the_player_does_and_saves_the_match(tmp_path: Path, number: int) -> None:
    command = [sys.executable, str(PLAYER), "2", "--stay", "--", "--speed", "instant", "--variant", "classic"]
    program = subprocess.Popen(command, env=SOAK.child_env(tmp_path, {"QT_QPA_PLATFORM": "offscreen"}), cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL)
    try:
        end = time.monotonic() + PATIENCE
        line = ""
        while not line.startswith("READY ") and time.monotonic() < end:
            line = program.stdout.readline()
            assert line or program.poll() is None, program.stderr.read()
        on_table = int(line.split()[1])  # the player's turn in the middle of a trick
        assert actions_saved(tmp_path) < on_table  # saved at the last trick: the cards since are on the table only
        program.send_signal(number)
        out, err = program.communicate(timeout=PATIENCE)
    finally:
        if program.poll() is None:
            program.kill()
            program.wait()
    assert program.returncode == 0 and "RETURNED 0" in out, err  # was: killed (-15), or a KeyboardInterrupt
    assert "Traceback" not in err, err
    assert actions_saved(tmp_path) == on_table  # saved as at a quit: nothing on the table is lost
    assert "geometry" in settings_file(tmp_path).read_text(encoding="utf-8")  # the window's place too


# ---------------------------------------------------------------------- F6: a home that is not UTF-8
def test_a_home_whose_name_is_not_utf8_is_used_itself(tmp_path: Path) -> None:
    home = Path(os.fsdecode(os.fsencode(tmp_path) + b"/Zo\xeb"))
    try:
        home.mkdir()
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    run = run_program(home, tricks=1)
    run.assert_quiet()
    assert run.notices == []
    assert (data_folder(home) / SAVE_NAME).is_file()  # in the player's own home...
    assert settings_file(home).is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == [home.name]  # ...and no "Zo\ufffd" folder beside it


# ---------------------------------------------------------------------- F7: a bad argument
@pytest.mark.parametrize("args", [["a" * 100_000], ["--seed", "5" * 5000], ["--lang", "x" * 50_000]])
def test_a_bad_argument_is_quoted_shortened(args: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "belote_desktop", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=PATIENCE, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 2
    (error,) = [line for line in done.stderr.splitlines() if "error:" in line]
    assert len(error) < 400 and "characters)" in error, error
