"""What a change adds to the start-up: this source tree against another one (the tree before the change),
in one run, as a ratio.

Each launch is ``python -m belote_desktop`` from a tree, on the offscreen platform, with a fresh data and
settings folder, until the app reports its window shown (``BELOTE_DESKTOP_QUIT_WHEN_SHOWN``, as
``packaging/build.py --measure`` times the frozen app). The two trees take turns, so a machine busy with
something else slows both alike; the medians and their ratio are reported.

    git archive <commit> | tar -x -C /tmp/before        # the tree before the change
    cp -r belote_desktop/translations belote_desktop/bots/_native_search*.so ...  # its built files, if any
    python benchmarks/start_up_ratio.py --before /tmp/before [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def _environment(tree: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree))
    # As installed: the modules' bytecode is written at the first, uncounted start and read after it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def launch(tree: Path) -> float:
    """Seconds from starting the interpreter to the window shown, for the app in ``tree``."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(_environment(tree), BELOTE_DESKTOP_QUIT_WHEN_SHOWN="1", HOME=home, XDG_DATA_HOME=f"{home}/data",
                   XDG_CONFIG_HOME=f"{home}/config")
        started = time.time()
        out = subprocess.run([sys.executable, "-m", "belote_desktop", "--seed", "1"], cwd=tree, env=env,
                             capture_output=True, text=True, timeout=120).stdout
    shown = [line for line in out.splitlines() if line.startswith("window shown at ")]
    if not shown:
        raise SystemExit(f"{tree}: the app did not report its window:\n{out}")
    return float(shown[-1].split()[-1]) - started


def import_time(tree: Path) -> float:
    """Seconds to import the main window and all it needs (``python -X importtime``'s cumulative figure)."""
    env = _environment(tree)
    err = subprocess.run([sys.executable, "-X", "importtime", "-c", "import belote_desktop.ui.main_window"],
                         cwd=tree, env=env, capture_output=True, text=True, timeout=120).stderr
    line = next(line for line in reversed(err.splitlines()) if line.endswith("| belote_desktop.ui.main_window"))
    return int(line.split("|")[1]) / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True, help="the source tree to compare with")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    trees = {"before": args.before.resolve(), "after": HERE}
    times: dict[str, list[float]] = {name: [] for name in trees}
    for tree in trees.values():
        launch(tree)  # a first, colder start of each: not counted
    imports: dict[str, list[float]] = {name: [] for name in trees}
    for _ in range(args.runs):
        for name, tree in trees.items():
            times[name].append(launch(tree))
            imports[name].append(import_time(tree))
    for label, measured in (("start to window shown", times), ("importing the main window", imports)):
        medians = {name: statistics.median(values) for name, values in measured.items()}
        print(f"{label}:")
        for name, values in measured.items():
            print(f"  {name:6}: median {medians[name] * 1000:.1f} ms, best {min(values) * 1000:.1f} ms over "
                  f"{len(values)} runs ({trees[name]})")
        print(f"  after / before: {medians['after'] / medians['before']:.3f} (medians)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
