"""What the score sheet's graph and the record viewer's list of deals add to opening them, this tree against
another one (the tree before the change), in one run, as ratios.

The sheet and the viewer are imported when first opened, not at start-up (``start_up_ratio.py`` measures the
start-up itself). Each measurement is a fresh interpreter on the offscreen platform, in each tree in turn (so a
machine busy with something else slows both alike), that imports the dialog's module, builds a match of
``--deals`` deals played by four easy bots, and times:

- ``import``: importing the score sheet's module (the graph and the text come with it) in the game, where the
  main window and the table are already loaded;
- ``sheet``: making the score sheet, filling it from the match and showing it until its first paint;
- ``viewer``: opening the match as a game record in the record viewer, until its first paint.

    python benchmarks/score_sheet_open.py --before /tmp/before [--runs 15] [--deals 12]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, sys, time
import belote_desktop.ui.main_window  # as in the game: the window and the table are loaded at start-up
started = time.perf_counter()
import belote_desktop.ui.dialogs.score_sheet as score_sheet
imported = time.perf_counter() - started
from PySide6.QtWidgets import QApplication
from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.engine import PRESETS, Match
app = QApplication([])
match = Match(PRESETS["coinche"].with_(deals=DEALS), seed=5)
players = [make_bot("easy", 5 + s) for s in range(4)]
while not match.is_over:
    deal = match.start_deal()
    while not deal.is_over:
        apply(deal, deal.turn, players[deal.turn].decide(SeatView.of(deal, deal.turn)))
    match.settle()
names = {0: "Partner", 1: "Right", 2: "You", 3: "Left"}
started = time.perf_counter()
dialog = score_sheet.ScoreSheetDialog()
dialog.refresh(match, names, 2)
dialog.show()
dialog.grab()
sheet = time.perf_counter() - started
from belote_desktop.ui.dialogs.record_viewer import RecordViewer
started = time.perf_counter()
viewer = RecordViewer(match, "match.json", speed="instant")
viewer.resize(1100, 720)
viewer.show()
viewer.grab()
shown = time.perf_counter() - started
viewer.close()
print(json.dumps({"import": imported, "sheet": sheet, "viewer": shown}))
"""


def measure(tree: Path, deals: int) -> dict[str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, "-c", CHILD.replace("DEALS", str(deals))], cwd=tree, env=env,
                         capture_output=True, text=True, timeout=300)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise SystemExit(f"{tree}: no measurement:\n{out.stdout}\n{out.stderr}")
    return json.loads(lines[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True, help="the source tree to compare with")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--deals", type=int, default=12)
    args = parser.parse_args()
    trees = {"before": args.before.resolve(), "after": HERE}
    for tree in trees.values():
        measure(tree, args.deals)  # a first, colder run of each, writing its bytecode: not counted
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    for _ in range(args.runs):
        for name, tree in trees.items():
            runs[name].append(measure(tree, args.deals))
    print(f"a coinche match of {args.deals} deals; median (best) of {args.runs} runs, the trees in turn")
    for key in ("import", "sheet", "viewer"):
        medians = {name: statistics.median(r[key] for r in runs[name]) for name in trees}
        bests = {name: min(r[key] for r in runs[name]) for name in trees}
        print(f"{key}: before {medians['before'] * 1000:.1f} ms ({bests['before'] * 1000:.1f}), after "
              f"{medians['after'] * 1000:.1f} ms ({bests['after'] * 1000:.1f}), after / before "
              f"{medians['after'] / medians['before']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
