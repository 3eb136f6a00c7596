"""The program as a process: a second copy, a copy killed at any moment, and what the next start finds.

Each test runs the real program (its entry point, offscreen) in a home folder of its own.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from belote_desktop.storage import SAVE_NAME
from belote_desktop.storage.saves import read_record
from tests.packaging import ROOT, load_script

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals and process groups of POSIX")

SOAK = load_script(ROOT / "benchmarks" / "soak.py", "belote_benchmarks_soak")
OFFSCREEN = {"QT_QPA_PLATFORM": "offscreen"}

# Run as the program, with a timer that answers the modal message box (and prints its text) and
# closes the window once it is shown: what a player does in a second or two.
PLAYER = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
QApplication([sys.argv[0]])
def look():
    for widget in QApplication.topLevelWidgets():  # a notice, or the box that says the game is open
        if type(widget).__name__ == "QMessageBox" and widget.isVisible():
            print("MESSAGE", widget.text().replace("\n", " "), flush=True)
            widget.accept()
    modal = QApplication.activeModalWidget()
    if modal is not None:  # a deal's summary, the end of the match: the player goes on
        modal.accept()
    for widget in QApplication.topLevelWidgets():
        if type(widget).__name__ == "MainWindow" and widget.isVisible():
            print("WINDOW", flush=True)
            widget.close()
timer = QTimer()
timer.timeout.connect(look)
timer.start(300)
from belote_desktop.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def data_folder(home: Path) -> Path:
    return home / ".local" / "Belote Desktop" / "Belote Desktop"


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.name: (p.stat().st_mtime_ns, p.stat().st_size) for p in folder.iterdir()}


def start_program(home: Path, *args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "belote_desktop", "--speed", "instant", *args],
                            env=SOAK.child_env(home, OFFSCREEN), cwd=home, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)


def wait_for(condition, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("timed out")
        time.sleep(0.1)


def stop(process: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, sig)
    process.wait(timeout=30)


def test_a_second_copy_says_the_game_is_open_and_touches_no_file(tmp_path: Path) -> None:
    first = start_program(tmp_path)
    try:
        folder = data_folder(tmp_path)
        wait_for(lambda: (folder / "belote-desktop.lock").exists() and (folder / SAVE_NAME).exists())
        time.sleep(0.5)
        before = snapshot(folder)
        second = subprocess.run([sys.executable, "-c", PLAYER], env=SOAK.child_env(tmp_path, OFFSCREEN),
                                cwd=tmp_path, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "MESSAGE" in second.stdout and "already open" in second.stdout
        assert "WINDOW" not in second.stdout  # no second table
        assert snapshot(folder) == before  # not a file written, moved or added
        assert first.poll() is None  # the first copy plays on
    finally:
        stop(first)


def test_the_lock_of_a_killed_copy_is_taken_over(tmp_path: Path) -> None:
    first = start_program(tmp_path)
    folder = data_folder(tmp_path)
    wait_for(lambda: (folder / "belote-desktop.lock").exists())
    stop(first, signal.SIGKILL)
    assert (folder / "belote-desktop.lock").exists()  # left behind by the crash
    again = subprocess.run([sys.executable, "-c", PLAYER], env=SOAK.child_env(tmp_path, OFFSCREEN), cwd=tmp_path,
                           capture_output=True, text=True, timeout=60)
    assert again.returncode == 0, again.stderr
    assert "WINDOW" in again.stdout and "already open" not in again.stdout


def actions_saved(folder: Path) -> int:
    match = read_record(folder / SAVE_NAME)  # raises BadFile if a kill left it damaged
    return 0 if match is None else sum(len(deal.actions) for deal in match.deals)


CYCLES = 8


def test_a_kill_at_any_moment_loses_nothing_but_the_trick_in_play(tmp_path: Path) -> None:
    """kill -9 while bots play on (a bot in the player's seat too, via the soak storm), then start again."""
    rng = random.Random(13)
    folder = data_folder(tmp_path)
    records = tmp_path / "records"
    records.mkdir()
    saved = 0
    for cycle in range(CYCLES):
        out = tmp_path / f"life-{cycle}"
        args = ["--seed", str(cycle), *(("--variant", rng.choice(SOAK.VARIANTS)) if cycle == 0 else ())]
        command = [sys.executable, str(SOAK.STORM), "--seed", str(cycle), "--actions", "400", "--out", str(out),
                   "--records", str(records), "--pace", "0.3", "--", "--speed", rng.choice(("instant", "fast")),
                   *args]
        life = subprocess.Popen(command, env=SOAK.child_env(tmp_path, OFFSCREEN), cwd=tmp_path,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(rng.uniform(1.5, 4.0))
        stop(life, signal.SIGKILL)
        # Whatever the moment of the kill, the save reads back. A new match (the storm may start one) begins
        # again from few actions, and a finished match leaves no save: the same match never goes back.
        saved = actions_saved(folder) if (folder / SAVE_NAME).exists() else 0
        # The next start lays the match out and quits at once: it must not roll the save back.
        quiet = subprocess.run([sys.executable, "-c", PLAYER, "--speed", "instant"],
                               env=SOAK.child_env(tmp_path, OFFSCREEN), cwd=tmp_path, capture_output=True, text=True,
                               timeout=60)
        assert quiet.returncode == 0, quiet.stderr
        assert "MESSAGE" not in quiet.stdout, quiet.stdout  # no notice: nothing damaged, nothing in the way
        assert not list(folder.glob(".*.tmp"))  # no half-written file left
        if (folder / SAVE_NAME).exists():
            assert actions_saved(folder) >= saved
