"""The sounds' WAV files, at the player's volume.

The files in ``resources/sounds`` are made by ``packaging/sounds/make_sounds.py`` at full level. The
players this game uses (``players``) have no volume of their own on every system (``aplay`` and
Windows' ``PlaySound`` have none), so the volume is applied to the samples: each sound is written
once per volume into a temporary folder of this run, removed when the program ends.
"""

from __future__ import annotations

import array
import logging
import shutil
import sys
import tempfile
import wave
import weakref
from pathlib import Path

from ...resources import resource_dir
from ...session.settings import MAX_VOLUME

log = logging.getLogger(__name__)

CARD, TRICK, TURN, MADE, FAILED = "card", "trick", "turn", "made", "failed"
CUES = (CARD, TRICK, TURN, MADE, FAILED)
# A cue with several files takes them in turn: eight tricks of the same card would sound like a machine.
FILES: dict[str, tuple[str, ...]] = {CARD: ("card-1", "card-2", "card-3"), TRICK: ("trick",), TURN: ("turn",),
                                     MADE: ("made",), FAILED: ("failed",)}


def sound_dir() -> Path:
    """The folder of the sounds' WAV files (raises FileNotFoundError when the program's resources are missing)."""
    return resource_dir() / "sounds"


def gain(volume: int) -> float:
    """The samples' factor at ``volume`` (0 to 100): squared, as the ear hears loudness (half way is a quarter)."""
    return (max(0, min(volume, MAX_VOLUME)) / MAX_VOLUME) ** 2


def scaled(frames: bytes, factor: float) -> bytes:
    """16-bit little-endian PCM ``frames`` with every sample multiplied by ``factor``."""
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    samples = array.array("h", [int(s * factor) for s in samples])  # a list, and int(): twice round()'s speed
    if sys.byteorder == "big":
        samples.byteswap()
    return samples.tobytes()


class SoundFiles:
    """Where each sound lies at a volume; ``path`` writes it there on first use."""

    def __init__(self, source: Path | None = None) -> None:
        self._source = source
        self._folder: Path | None = None
        self._written: dict[tuple[str, int], Path] = {}
        self._turns: dict[str, int] = {}
        self._broken = False

    def next_name(self, cue: str) -> str:
        """The file (its name without ``.wav``) that plays ``cue`` this time."""
        names = FILES[cue]
        turn = self._turns.get(cue, 0)
        self._turns[cue] = turn + 1
        return names[turn % len(names)]

    def path(self, name: str, volume: int) -> Path | None:
        """The WAV file of ``name`` at ``volume``; None when it cannot be had (said once in the log)."""
        key = (name, volume)
        if key in self._written:
            return self._written[key]
        if self._broken:
            return None
        try:
            source = (self._source or sound_dir()) / f"{name}.wav"
            with wave.open(str(source), "rb") as original:
                params = original.getparams()
                frames = original.readframes(params.nframes)
            if params.sampwidth != 2:
                raise wave.Error(f"{source}: {8 * params.sampwidth}-bit samples, not 16")
            target = self._temporary_folder() / f"{name}-{volume}.wav"
            with wave.open(str(target), "wb") as out:
                out.setparams(params)
                out.writeframes(scaled(frames, gain(volume)))
        except (OSError, EOFError, wave.Error) as error:
            # A damaged install or a full disk: the game goes on without sound.
            log.warning("sounds switched off: %s", error)
            self._broken = True
            return None
        self._written[key] = target
        return target

    def _temporary_folder(self) -> Path:
        if self._folder is None:
            self._folder = Path(tempfile.mkdtemp(prefix="belote-desktop-sounds-"))
            # Removed at the end of the run (or when this object goes), whatever a player still holds open.
            weakref.finalize(self, shutil.rmtree, self._folder, True)
        return self._folder


__all__ = ["CARD", "CUES", "FAILED", "MADE", "TRICK", "TURN", "SoundFiles", "gain", "sound_dir"]
