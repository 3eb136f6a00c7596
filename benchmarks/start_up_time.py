"""How long the program takes to start, against another checkout of it, as a ratio measured in one run.

    python benchmarks/start_up_time.py --base /path/to/other/checkout [--runs 15]

Each run is a fresh Python process on the offscreen platform that imports the program, opens the main
window and deals the first hand (at the instant speed, so the deal's animation is not timed), then quits:
the start as a player waits for it, less the window system. The two checkouts take turns, run after run,
so the machine's load falls on both alike; the medians and their ratio are printed. The checkout this file
belongs to is the "new" one; ``--base`` the one it is compared with (main, before a change).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

CHILD = r"""
import os, sys, time
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from belote_desktop.engine import PRESETS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.main_window import MainWindow
window = MainWindow(GameSettings(options=PRESETS["coinche"], speed="instant"), seed=1)
window.resize(1280, 800)
window.show()
window.start()
while window.scene.busy:
    app.processEvents()
print(time.perf_counter() - t0)
window.controller.shutdown()
"""


def one_start(checkout: Path) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(checkout))
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=checkout, capture_output=True, text=True,
                         check=True).stdout
    return float(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, required=True, help="the checkout to compare with")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    one_start(HERE)  # warm the disk cache for both before timing
    one_start(args.base)
    new, base = [], []
    for _ in range(args.runs):
        base.append(one_start(args.base))
        new.append(one_start(HERE))
    b, n = statistics.median(base), statistics.median(new)
    print(f"base {args.base}: median {b * 1000:.0f} ms over {args.runs} starts")
    print(f"this {HERE}: median {n * 1000:.0f} ms over {args.runs} starts")
    print(f"ratio this/base: {n / b:.3f}")


if __name__ == "__main__":
    main()
