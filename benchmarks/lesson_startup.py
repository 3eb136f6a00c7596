"""What the guided first deal adds to the start-up: ``python benchmarks/lesson_startup.py --before DIR [--runs N]``.

Starts the game from this source tree and from ``DIR`` (a checkout without the lessons, with its own
``.venv``), in turn, offscreen, with ``BELOTE_DESKTOP_QUIT_WHEN_SHOWN``, and times each from the start of
the process to its window shown: at a first start (a fresh home: here the lesson is offered) and at a
later one. The runs alternate, so the load of the shared machine falls on both alike; the medians and
their ratio (this tree / before) come from this one run.

The lesson's own modules are imported only when a lesson is first wanted (the offer, Help > Learn to
play), after the window is shown; what that costs then is measured here too, in this process: the
panel and the driver built, and the classic lesson dealt.
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


def time_to_shown(tree: Path, home: Path) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BELOTE_DESKTOP_QUIT_WHEN_SHOWN="1", HOME=str(home))
    for name in ("BELOTE_DESKTOP_NO_LESSON_OFFER", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        env.pop(name, None)
    python = tree / ".venv" / "bin" / "python"
    started = time.time()
    out = subprocess.run([str(python), "-m", "belote_desktop", "--lang", "en"], cwd=tree, env=env,
                         capture_output=True, text=True, timeout=120).stdout
    shown = [line for line in out.splitlines() if line.startswith("window shown at ")]
    if not shown:
        raise SystemExit(f"{tree}: no window reported:\n{out}")
    return float(shown[-1].split()[-1]) - started


def import_share(tree: Path) -> tuple[float, float]:
    """Milliseconds importing the lessons' hook into the window (``ui.window_lesson``, the only part loaded at
    start-up) and the whole window module with everything it loads, from ``python -X importtime``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    err = subprocess.run([str(tree / ".venv" / "bin" / "python"), "-X", "importtime", "-c",
                          "import belote_desktop.ui.main_window"], cwd=tree, env=env, capture_output=True,
                         text=True, timeout=120).stderr
    cumulative = {line.rsplit("|", 1)[1].strip(): int(line.split("|")[1]) for line in err.splitlines()
                  if line.startswith("import time:") and line.split("|")[1].strip().isdigit()}
    return cumulative.get("belote_desktop.ui.window_lesson", 0) / 1000, cumulative[
        "belote_desktop.ui.main_window"] / 1000


def in_process() -> tuple[float, float]:
    """Seconds to build the lesson's panel and driver the first time, and to deal the classic lesson."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])
    from belote_desktop.session.settings import GameSettings
    from belote_desktop.ui.main_window import MainWindow

    window = MainWindow(GameSettings(speed="instant"), seed=1)
    window.resize(1280, 800)
    window.show()
    started = time.perf_counter()
    window.lessons._ensure()
    built = time.perf_counter() - started
    started = time.perf_counter()
    window.lessons.start("classic")
    dealt = time.perf_counter() - started
    window.controller.shutdown()
    window.close()
    return built, dealt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True, help="a checkout without the lessons, with .venv")
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    times: dict[tuple[str, str], list[float]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for run in range(args.runs):
            for start in ("first", "later"):
                for name, tree in (("before", args.before), ("lesson", HERE)):
                    home = Path(scratch) / f"{name}-{start}-{run}"
                    if start == "later":  # a home the game has run in: its settings hold the window's place
                        home = Path(scratch) / f"{name}-later"
                        if not home.exists():
                            time_to_shown(tree, home)
                    times.setdefault((name, start), []).append(time_to_shown(tree, home))
    print(f"start to window shown, {args.runs} runs each, interleaved:")
    for start in ("first", "later"):
        before, lesson = times[("before", start)], times[("lesson", start)]
        # The best run of each is the least disturbed by the others' load on a shared machine.
        print(f"  {start} start: median before {statistics.median(before):.3f} s, with the lessons "
              f"{statistics.median(lesson):.3f} s, ratio {statistics.median(lesson) / statistics.median(before):.3f}; "
              f"best {min(before):.3f} s and {min(lesson):.3f} s, ratio {min(lesson) / min(before):.3f}")
    hook, window = import_share(HERE)
    print(f"importing ui.window_lesson: {hook:.1f} ms of the {window:.0f} ms the window's modules take "
          f"({hook / window:.2%}); the lesson's own modules are not imported at start-up")
    built, dealt = in_process()
    print(f"the lesson's panel and driver built when first wanted: {built * 1000:.0f} ms; "
          f"the classic lesson dealt: {dealt * 1000:.0f} ms")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
