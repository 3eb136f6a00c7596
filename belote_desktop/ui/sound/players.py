"""Playing a sound with what the system already has: no audio library in the install.

* Linux and the BSDs: ``paplay`` (PulseAudio, and PipeWire's PulseAudio server, which every PipeWire
  desktop runs), else ``pw-play``, else ALSA's ``aplay``; the first that works is kept.
* macOS: ``afplay``, part of the system.
* Windows: ``winsound.PlaySound`` from Python's standard library, asynchronous.

A command runs in a ``QProcess``: it is started and left to the event loop, so the GUI thread never
waits for a sound. Whatever goes wrong (no such command, no sound card, no sound server, as on CI
machines) is never raised: the player tries the next command, and once none works it stays silent
for the rest of the run. Sounds pass through the system's mixer, so its volume and mute apply.

``benchmarks/results/sound_options.txt`` has the figures that chose this over PySide6-Addons'
``QSoundEffect`` and over an audio library (install and bundle size, start-up time, event-loop gaps).
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QProcess

from .files import SoundFiles

log = logging.getLogger(__name__)

# Linux: what to try, in order (see the module's docstring); paplay names the game in the system's mixer.
LINUX_COMMANDS: tuple[tuple[str, ...], ...] = (
    ("paplay", "--client-name=Belote Desktop"),
    ("pw-play",),
    ("aplay", "--quiet"),
)
MACOS_COMMANDS: tuple[tuple[str, ...], ...] = (("afplay",),)
MAX_PLAYING = 4  # sounds at once: more only happens in a burst (the instant speed), and would be noise
FAILURES_TO_GIVE_UP = 3  # failures in a row after which a command that once worked is given up


class SoundPlayer(Protocol):
    """What plays the table's sounds (``table_sounds``); tests put a recorder in its place."""

    @property
    def available(self) -> bool:
        """False once it is known that this system plays no sound (no player, no device)."""
        ...

    def play(self, cue: str, volume: int) -> None:
        """Start ``cue`` (``files.CUES``) at ``volume`` (0 to 100) and return at once; never raises."""
        ...

    def stop(self) -> None:
        """Silence every sound playing (the window closes)."""
        ...


class SilentPlayer:
    """No sound at all: a system with no way to play one."""

    available = False

    def play(self, cue: str, volume: int) -> None:
        pass

    def stop(self) -> None:
        pass


class CommandPlayer(QObject):
    """Plays each sound by running the first of ``commands`` that works, with the WAV file's path last."""

    def __init__(self, commands: Sequence[Sequence[str]], files: SoundFiles | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.files = files or SoundFiles()
        self._commands = [list(command) for command in commands]
        self._playing: dict[QProcess, list[str]] = {}  # the sounds playing now, by the command playing each
        self._worked = False  # the current command has played a sound
        self._failures = 0  # its failures in a row

    @property
    def available(self) -> bool:
        return bool(self._commands)

    @property
    def command(self) -> list[str] | None:
        """The command in use now (None: none is left)."""
        return self._commands[0] if self._commands else None

    @property
    def playing(self) -> int:
        return len(self._playing)

    def play(self, cue: str, volume: int) -> None:
        if not self._commands or len(self._playing) >= MAX_PLAYING:
            return
        path = self.files.path(self.files.next_name(cue), volume)
        if path is None:
            return
        self._start(self._commands[0], path)

    def stop(self) -> None:
        # Ended here rather than by QProcess's destructor, which would also print a warning for each.
        for process in list(self._playing):
            self._playing.pop(process, None)
            process.kill()
            process.waitForFinished(100)  # a killed process is gone at once; the wait only reaps it

    def _start(self, command: list[str], path: Path) -> None:
        process = QProcess(self)
        # Nobody reads what a player prints; a full pipe must never stop it.
        process.setStandardOutputFile(QProcess.nullDevice())
        process.setStandardErrorFile(QProcess.nullDevice())
        # Slots of this object, not lambdas holding it: a lambda would keep the player alive through its own
        # child, and free it from inside the child's destructor (a double delete, found by the tests).
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._error)
        self._playing[process] = command
        process.start(command[0], [*command[1:], str(path)])

    def _finished(self, code: int, status: QProcess.ExitStatus) -> None:
        process = self.sender()
        if isinstance(process, QProcess):
            self._ended(process, code == 0 and status == QProcess.ExitStatus.NormalExit)

    def _error(self, error: QProcess.ProcessError) -> None:
        process = self.sender()
        # Only a start that failed: a crash also ends in ``finished``, counted there.
        if isinstance(process, QProcess) and error == QProcess.ProcessError.FailedToStart:
            self._ended(process, False)

    def _ended(self, process: QProcess, worked: bool) -> None:
        command = self._playing.pop(process, None)
        process.deleteLater()
        if command is None or not self._commands or command is not self._commands[0]:
            return  # a sound of a command already given up
        if worked:
            self._worked, self._failures = True, 0
            return
        self._failures += 1
        if not self._worked or self._failures >= FAILURES_TO_GIVE_UP:
            self._commands.pop(0)
            self._worked, self._failures = False, 0
            following = " ".join(self._commands[0]) if self._commands else "no sound for this run"
            log.info("the sound player %s does not play here: next, %s", command[0], following)


class WinsoundPlayer:
    """Windows: ``PlaySound`` of the standard library, asynchronous (a new sound cuts the one playing)."""

    def __init__(self, files: SoundFiles | None = None) -> None:
        self.files = files or SoundFiles()
        self._failures = 0

    @property
    def available(self) -> bool:
        return self._failures < FAILURES_TO_GIVE_UP

    def play(self, cue: str, volume: int) -> None:
        if not self.available:
            return
        path = self.files.path(self.files.next_name(cue), volume)
        if path is None:
            return
        import winsound  # Windows only

        try:
            # SND_NODEFAULT: a sound that cannot be played is silence, not the system's "ding".
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
            self._failures = 0
        except RuntimeError as error:  # no sound device, or the sound service stopped
            self._failures += 1
            if not self.available:
                log.info("Windows plays no sound here (%s): no sound for this run", error)

    def stop(self) -> None:
        import winsound

        with contextlib.suppress(RuntimeError):
            winsound.PlaySound(None, 0)  # stops the sound playing


def system_commands(platform: str = sys.platform) -> list[tuple[str, ...]]:
    """The player commands this system has, in the order to try them."""
    candidates = MACOS_COMMANDS if platform == "darwin" else LINUX_COMMANDS
    return [command for command in candidates if shutil.which(command[0])]


def system_player(parent: QObject | None = None) -> SoundPlayer:
    """The player for this system; a silent one where there is none."""
    if sys.platform == "win32":
        return WinsoundPlayer()
    commands = system_commands()
    if not commands:
        log.info("no sound player found (%s): no sound", ", ".join(c[0] for c in LINUX_COMMANDS + MACOS_COMMANDS))
        return SilentPlayer()
    return CommandPlayer(commands, parent=parent)


__all__ = ["CommandPlayer", "SilentPlayer", "SoundPlayer", "WinsoundPlayer", "system_commands", "system_player"]
