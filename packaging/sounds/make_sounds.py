"""Synthesize the game's sounds into resources/sounds/*.wav, with Python's standard library only.

    python packaging/sounds/make_sounds.py            # write the WAV files
    python packaging/sounds/make_sounds.py --check    # exit 1 if a file differs from what this script makes

Every sound is made here from sine waves and seeded noise, so the files are the project's own work
under the project's licence (GPL-3.0-or-later), and anyone can change a sound by changing a number
below and running the script again. The output is the same on every run (fixed seeds, rounded
samples): ``--check`` (and a test) compares the committed files with it.

The sounds are short and soft, meant to sit under a screen reader's voice and not to tire after a
hundred deals: a card laid on the cloth, a trick squared up on its pile, a two-note chime for the
player's turn, a rising arpeggio for a contract made and a falling, muted pair for one that failed.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "resources" / "sounds"
RATE = 44100  # samples a second: every system's mixer takes it without resampling surprises
PEAK = 0.5  # the loudest sample, of full scale: headroom for the mixer and for sounds played together

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def mix(into: Samples, sound: Samples, at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at`` seconds on (``into`` grows if needed)."""
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += gain * value


def lowpass(samples: Samples, cutoff: float) -> Samples:
    """A one-pole low-pass filter: the cloth and the cards' paper take the edge off the noise."""
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def band(samples: Samples, low: float, high: float) -> Samples:
    """Between ``low`` and ``high`` Hz: a tap with neither rumble nor hiss (the high edge filtered three
    times over, so the paper's crackle stays soft)."""
    upper = lowpass(lowpass(lowpass(samples, high), high), high)
    lower = lowpass(upper, low)
    return [a - b for a, b in zip(upper, lower, strict=True)]


def noise(seconds: float, seed: int) -> Samples:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def envelope(samples: Samples, attack: float, decay: float) -> Samples:
    """A soft start over ``attack`` seconds, then an exponential fall with time constant ``decay``."""
    out = []
    for i, value in enumerate(samples):
        t = i / RATE
        rise = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(value * rise * math.exp(-t / decay))
    return out


def tap(seconds: float, seed: int, low: float, high: float, decay: float, body: float = 0.0) -> Samples:
    """A card touching the cloth: a short burst of filtered noise, and a little low thud (``body``)."""
    sound = envelope(band(noise(seconds, seed), low, high), 0.0015, decay)
    if body:
        thud = envelope([math.sin(2 * math.pi * 150 * i / RATE) for i in range(len(sound))], 0.002, decay * 1.4)
        mix(sound, thud, gain=body)
    return sound


def tone(frequency: float, seconds: float, decay: float, partials: tuple[tuple[float, float], ...]) -> Samples:
    """A struck note: the fundamental and its ``partials`` (ratio, loudness), the higher ones dying sooner."""
    out = []
    for i in range(round(seconds * RATE)):
        t = i / RATE
        value = math.sin(2 * math.pi * frequency * t) * math.exp(-t / decay)
        for ratio, loudness in partials:
            value += loudness * math.sin(2 * math.pi * frequency * ratio * t) * math.exp(-t * ratio / decay)
        out.append(value * min(1.0, t / 0.004))  # 4 ms of attack: no click at the start
    release = round(0.25 * len(out))  # and a cosine fade over its last quarter: no click at the end
    for i in range(release):
        out[len(out) - release + i] *= 0.5 + 0.5 * math.cos(math.pi * i / release)
    return out


BELL = ((2.0, 0.18), (3.0, 0.06), (4.2, 0.03))  # a soft bell: mostly the fundamental
MUTED = ((3.0, 0.08), (5.0, 0.02))  # odd partials only, and few: a hollow, gentle note


def note(name: str) -> float:
    """The frequency of a note such as "C5" or "Eb4" (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    octave = int(name.lstrip("ABCDEFG#b"))
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


# ---------------------------------------------------------------- the sounds
def card(variant: int) -> Samples:
    """A card laid on the cloth; three slightly different ones, so a trick does not sound like a machine."""
    high, decay = ((2600, 0.016), (3000, 0.014), (2300, 0.018))[variant]
    return tap(0.09, seed=11 + variant, low=350, high=high, decay=decay, body=0.25)


def trick() -> Samples:
    """The four cards squared up on the winners' pile: two quick, muffled taps, the second the softer."""
    sound = silence(0.16)
    mix(sound, tap(0.09, seed=21, low=250, high=1800, decay=0.020, body=0.35))
    mix(sound, tap(0.09, seed=22, low=250, high=1500, decay=0.024, body=0.30), at=0.045, gain=0.7)
    return sound


def turn() -> Samples:
    """The player's turn: two soft bell notes, a fourth apart, upwards."""
    sound = silence(0.65)
    mix(sound, tone(note("G5"), 0.5, 0.16, BELL))
    mix(sound, tone(note("C6"), 0.5, 0.18, BELL), at=0.11, gain=0.9)
    return sound


def made() -> Samples:
    """A contract made: C major, upwards, a little quicker than a harp."""
    sound = silence(1.1)
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(sound, tone(note(name), 0.8, 0.24, BELL), at=0.085 * i, gain=1.0 - 0.08 * i)
    return sound


def failed() -> Samples:
    """A contract failed: two hollow notes going down a minor third, low and soft (news, not a scolding)."""
    sound = silence(1.0)
    mix(sound, tone(note("G4"), 0.6, 0.22, MUTED))
    mix(sound, tone(note("E4"), 0.7, 0.30, MUTED), at=0.2)
    return sound


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card-1": lambda: card(0),
    "card-2": lambda: card(1),
    "card-3": lambda: card(2),
    "trick": trick,
    "turn": turn,
    "made": made,
    "failed": failed,
}


def finish(samples: Samples) -> bytes:
    """The 16-bit little-endian PCM of ``samples``, brought to ``PEAK`` and faded out over its last 10 ms."""
    loudest = max(abs(v) for v in samples) or 1.0
    fade = round(0.010 * RATE)
    out = bytearray()
    for i, value in enumerate(samples):
        left = len(samples) - i
        scale = PEAK / loudest * (min(1.0, left / fade))
        out += struct.pack("<h", max(-32767, min(32767, round(value * scale * 32767))))
    return bytes(out)


def wav_bytes(frames: bytes) -> bytes:
    """A whole WAV file (mono, 16 bits, ``RATE``) around ``frames``."""
    import io

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def made_files() -> dict[str, bytes]:
    return {f"{name}.wav": wav_bytes(finish(make())) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare resources/sounds with this script's output")
    args = parser.parse_args(argv)
    files = made_files()
    if args.check:
        differ = [name for name, data in files.items()
                  if not (OUT / name).is_file() or (OUT / name).read_bytes() != data]
        for name in differ:
            print(f"resources/sounds/{name} differs from what packaging/sounds/make_sounds.py makes", file=sys.stderr)
        return 1 if differ else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (OUT / name).write_bytes(data)
        print(f"{OUT / name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
