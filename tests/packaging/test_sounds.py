"""The sounds: made by packaging/sounds/make_sounds.py (the committed files are its output), carried by the
wheel and the frozen app, short and never clipping."""

from __future__ import annotations

import array
import wave

from belote_desktop.ui.sound.files import CUES, FILES

from . import PACKAGING, ROOT, load_script
from .test_spec import SPEC

SOUNDS = ROOT / "resources" / "sounds"


def make_sounds():
    return load_script(PACKAGING / "sounds" / "make_sounds.py", "belote_make_sounds")


def test_the_committed_sounds_are_what_the_script_makes() -> None:
    made = make_sounds().made_files()
    assert sorted(made) == sorted(p.name for p in SOUNDS.glob("*.wav"))
    assert all((SOUNDS / name).read_bytes() == data for name, data in made.items()), \
        "run python packaging/sounds/make_sounds.py and commit resources/sounds"
    assert make_sounds().main(["--check"]) == 0


def test_every_cue_has_files_that_are_short_soft_and_clean() -> None:
    names = {name for cue in CUES for name in FILES[cue]}
    assert {p.stem for p in SOUNDS.glob("*.wav")} == names
    for name in names:
        with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as sound:
            assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, 44100)
            seconds = sound.getnframes() / sound.getframerate()
            samples = array.array("h", sound.readframes(sound.getnframes()))
        assert 0.05 < seconds <= 1.2, name
        assert max(abs(s) for s in samples) <= 32767 // 2 + 1, name  # half of full scale: headroom, no clipping
        assert abs(samples[-1]) < 50 and abs(samples[0]) < 2000, name  # no click at either end


def test_the_wheel_and_the_frozen_app_carry_the_sounds() -> None:
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    assert '"sounds/*.wav"' in setup
    spec = SPEC.read_text(encoding="utf-8")
    assert 'RESOURCES / "sounds"' in spec and '"belote_desktop/resources/sounds"' in spec
