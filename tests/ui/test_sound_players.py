"""The system's own player (``ui.sound.players``) and the sound files at a volume (``ui.sound.files``).

The players run as real processes: small Python scripts stand in for paplay or aplay, one that
plays (it reports the file it was given and the loudest sample in it), one that fails as a player
does on a machine with no sound device (CI, containers), one that is not there at all.
"""

from __future__ import annotations

import logging
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QProcess

from belote_desktop.ui.sound import players
from belote_desktop.ui.sound.files import CUES, FILES, SoundFiles, gain, sound_dir
from belote_desktop.ui.sound.players import CommandPlayer, SilentPlayer, WinsoundPlayer, system_commands

pytest.importorskip("pytestqt")

REPORTING_PLAYER = """
import array, sys, wave
with wave.open(sys.argv[-1], "rb") as sound:
    samples = array.array("h", sound.readframes(sound.getnframes()))
with open(sys.argv[1], "a", encoding="utf-8") as log:
    log.write(f"{sys.argv[-1]} {max(abs(s) for s in samples)}\\n")
"""
# What aplay does with no sound card: a message, and exit status 1.
NO_DEVICE = "import sys; print('aplay: main:831: audio open error: No such file or directory', file=sys.stderr); " \
            "sys.exit(1)"
WAITING = "import sys, time; time.sleep(float(sys.argv[1]))"  # a long sound, or a slow start


def peak(path: Path) -> int:
    import array

    with wave.open(str(path), "rb") as sound:
        return max(abs(s) for s in array.array("h", sound.readframes(sound.getnframes())))


def reporting(log: Path) -> list[str]:
    script = log.parent / "player.py"
    script.write_text(REPORTING_PLAYER, encoding="utf-8")
    return [sys.executable, str(script), str(log)]


def reports(log: Path) -> list[tuple[str, int]]:
    if not log.exists():
        return []
    return [(line.rsplit(" ", 1)[0], int(line.rsplit(" ", 1)[1])) for line in log.read_text().splitlines()]


def test_every_cue_has_its_files() -> None:
    for cue in CUES:
        for name in FILES[cue]:
            with wave.open(str(sound_dir() / f"{name}.wav"), "rb") as sound:
                assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
                assert sound.getnframes() / sound.getframerate() < 1.5  # short, as table sounds are


@pytest.mark.parametrize("volume", [100, 70, 30, 0])
def test_the_volume_scales_the_samples(volume: int) -> None:
    files = SoundFiles()
    original = peak(sound_dir() / "turn.wav")
    path = files.path("turn", volume)
    assert path is not None and path.parent != sound_dir()
    assert peak(path) == pytest.approx(original * gain(volume), abs=1)
    assert files.path("turn", volume) == path  # written once
    assert gain(50) == pytest.approx(0.25) and gain(100) == 1.0 and gain(0) == 0.0


def test_a_card_takes_its_three_sounds_in_turn() -> None:
    files = SoundFiles()
    assert [files.next_name("card") for _ in range(4)] == ["card-1", "card-2", "card-3", "card-1"]


def test_missing_sound_files_mean_silence_not_an_error(tmp_path: Path, caplog) -> None:
    files = SoundFiles(tmp_path)  # no WAV there: a damaged install
    with caplog.at_level(logging.WARNING):
        assert files.path("turn", 50) is None
    assert "sounds switched off" in caplog.text
    player = CommandPlayer([[sys.executable, "-c", "pass"]], files)
    player.play("turn", 50)
    assert player.playing == 0


def test_the_command_plays_the_file_at_the_volume_and_play_returns_at_once(qtbot, tmp_path: Path) -> None:
    log = tmp_path / "played.txt"
    player = CommandPlayer([reporting(log)])
    player.play("made", 40)
    assert player.playing == 1 and reports(log) == []  # started, not waited for
    qtbot.waitUntil(lambda: player.playing == 0, timeout=20000)
    [(path, loudest)] = reports(log)
    assert Path(path).name == "made-40.wav"
    assert loudest == pytest.approx(peak(sound_dir() / "made.wav") * gain(40), abs=1)
    assert player.available and player.command == reporting(log)


def test_a_long_sound_never_holds_the_event_loop(qtbot, tmp_path: Path) -> None:
    player = CommandPlayer([[sys.executable, "-c", WAITING, "30"]])
    player.play("turn", 50)
    [process] = player.findChildren(QProcess)
    ticks: list[int] = []
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: bool(ticks), timeout=5000)
    assert process.state() != QProcess.ProcessState.NotRunning  # the event loop turned while it plays
    process.kill()
    qtbot.waitUntil(lambda: player.playing == 0, timeout=5000)


def test_stop_ends_every_sound_playing(qtbot) -> None:
    player = CommandPlayer([[sys.executable, "-c", WAITING, "30"]])
    player.play("turn", 50)
    player.play("made", 50)
    processes = player.findChildren(QProcess)
    assert player.playing == 2 and all(p.state() != QProcess.ProcessState.NotRunning for p in processes)
    player.stop()
    assert player.playing == 0
    assert all(p.state() == QProcess.ProcessState.NotRunning for p in processes)
    assert player.available  # a sound stopped is no failure of the command


def test_no_more_than_a_few_sounds_at_once(qtbot) -> None:
    player = CommandPlayer([[sys.executable, "-c", WAITING, "30"]])
    for _ in range(players.MAX_PLAYING + 3):
        player.play("card", 50)
    assert player.playing == players.MAX_PLAYING
    for process in player.findChildren(QProcess):
        process.kill()
    qtbot.waitUntil(lambda: player.playing == 0, timeout=5000)


def test_with_no_sound_device_the_player_falls_silent_quietly(qtbot, tmp_path: Path, caplog) -> None:
    log = tmp_path / "played.txt"
    failing = [sys.executable, "-c", NO_DEVICE]
    missing = [str(tmp_path / "no-such-player")]
    player = CommandPlayer([failing, missing, failing])
    with caplog.at_level(logging.INFO, logger=players.__name__):
        for _ in range(3):  # each try goes to the next command; none raises
            player.play("card", 70)
            qtbot.waitUntil(lambda: player.playing == 0, timeout=20000)
    assert not player.available and player.command is None
    player.play("turn", 70)  # silent from now on, and still no error
    assert player.playing == 0
    assert "no sound for this run" in caplog.text
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]  # no device is no fault of the game
    assert reports(log) == []


def test_a_command_that_worked_is_kept_through_a_failure_or_two(qtbot, tmp_path: Path) -> None:
    log = tmp_path / "played.txt"
    player = CommandPlayer([reporting(log), [sys.executable, "-c", "pass"]])
    player.play("turn", 50)
    qtbot.waitUntil(lambda: player.playing == 0, timeout=20000)
    works = player.command
    (tmp_path / "player.py").write_text(NO_DEVICE, encoding="utf-8")  # the device goes away
    for _ in range(players.FAILURES_TO_GIVE_UP - 1):
        player.play("turn", 50)
        qtbot.waitUntil(lambda: player.playing == 0, timeout=20000)
    assert player.command == works
    player.play("turn", 50)
    qtbot.waitUntil(lambda: player.playing == 0, timeout=20000)
    assert player.command == [sys.executable, "-c", "pass"]


def test_the_system_player_is_found_by_platform(monkeypatch) -> None:
    found = {"paplay", "aplay", "afplay"}
    monkeypatch.setattr(players.shutil, "which", lambda name: f"/usr/bin/{name}" if name in found else None)
    assert [c[0] for c in system_commands("linux")] == ["paplay", "aplay"]
    assert system_commands("darwin") == [("afplay",)]
    found.clear()
    monkeypatch.setattr(players.sys, "platform", "linux")
    assert isinstance(players.system_player(), SilentPlayer)


def test_windows_failures_are_silence(monkeypatch) -> None:
    calls: list[int] = []

    class NoDevice:
        SND_FILENAME, SND_ASYNC, SND_NODEFAULT = 0x20000, 0x1, 0x2

        @staticmethod
        def PlaySound(path: str, flags: int) -> None:
            calls.append(flags)
            raise RuntimeError("Failed to play sound")

    monkeypatch.setitem(sys.modules, "winsound", NoDevice)
    player = WinsoundPlayer()
    for _ in range(players.FAILURES_TO_GIVE_UP + 2):
        player.play("card", 50)
    assert not player.available
    assert len(calls) == players.FAILURES_TO_GIVE_UP
    assert all(flags & NoDevice.SND_ASYNC and flags & NoDevice.SND_NODEFAULT for flags in calls)
    player.stop()  # no error either
