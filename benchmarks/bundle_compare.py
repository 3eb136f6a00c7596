"""Compare frozen apps (packaging/build.py's one-folder bundles) in one run: size on disk and start-up time.

    python benchmarks/bundle_compare.py before=dist-main/belote-desktop after=dist/belote-desktop [--rounds 7]

Each bundle is started ``--rounds`` times, the bundles taking turns (so a busy moment of the machine
falls on all of them alike), as ``build.py --measure`` starts one: offscreen, quitting as soon as the
window is shown (``BELOTE_DESKTOP_QUIT_WHEN_SHOWN``). The report gives each bundle's size, its best
and median start-up time, and both as a ratio to the first bundle named. Linux and macOS (the
Windows app is windowed and prints nothing to read the time from).

benchmarks/results/sound_options.txt holds what it said when the sound's playback was chosen.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _build_script():
    spec = importlib.util.spec_from_file_location("belote_packaging_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def start_up(executable: Path) -> float:
    """Seconds from launching ``executable`` to its window shown."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               BELOTE_DESKTOP_QUIT_WHEN_SHOWN="1")
    started = time.time()
    out = subprocess.run([str(executable)], env=env, capture_output=True, text=True, timeout=120).stdout
    shown = [line for line in out.splitlines() if line.startswith("window shown at ")]
    if not shown:
        raise SystemExit(f"{executable} did not report its window:\n{out}")
    return float(shown[-1].split()[-1]) - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundles", nargs="+", help="NAME=FOLDER of a one-folder app; the first is the reference")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    build = _build_script()
    bundles = [(name, Path(folder)) for name, folder in (b.split("=", 1) for b in args.bundles)]
    times: dict[str, list[float]] = {name: [] for name, _ in bundles}
    for _name, folder in bundles:  # one start each first: the disk cache warm for all alike
        start_up(folder / build.EXE_NAME)
    for _ in range(args.rounds):
        for name, folder in bundles:
            times[name].append(start_up(folder / build.EXE_NAME))
    ref_name, ref_folder = bundles[0]
    ref_size, ref_best = build.disk_usage(ref_folder), min(times[ref_name])
    print(f"{'bundle':<12} {'size':>10} {'ratio':>6}   {'best s':>7} {'median s':>8} {'ratio':>6}")
    for name, folder in bundles:
        size, best, median = build.disk_usage(folder), min(times[name]), statistics.median(times[name])
        print(f"{name:<12} {build.mb(size):>10} {size / ref_size:>6.3f}   {best:>7.3f} {median:>8.3f} "
              f"{best / ref_best:>6.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
