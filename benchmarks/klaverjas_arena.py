"""The klaverjas arenas of issue 38: hard against normal and expert against hard, in Amsterdams and Rotterdams,
on duplicate boards (``belote_desktop.bots.klaverjas.arena``), the four side by side.

Usage: ``python benchmarks/klaverjas_arena.py [--boards 1000] [--minutes 50] [--logs DIR]
[--summarize-only]``.

Each arena writes every deal to its log in ``--logs`` as it ends; a run stopped by ``--minutes`` keeps what it
played and a later run with the same logs goes on from there. At the end (or with ``--summarize-only``) each
arena's summary is written to ``benchmarks/results/arena_klaverjas_<preset>_<first>_vs_<second>.json``: the
first level's points a deal minus the second's with a 95% interval by board, how often each side chose trump
and went nat, and both levels' decision times (median, 95th percentile, maximum), the boards played and the
boards asked (fewer played than asked: the time ran out).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from belote_desktop.bots.klaverjas.arena import summary

RESULTS = Path(__file__).resolve().parent / "results"
ARENAS = [(preset, first, second) for preset in ("amsterdams", "rotterdams")
          for first, second in (("hard", "normal"), ("expert", "hard"))]


def log_path(logs: Path, preset: str, first: str, second: str) -> Path:
    return logs / f"{preset}_{first}_vs_{second}.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=1000)
    parser.add_argument("--minutes", type=float, default=None)
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--logs", type=Path, default=Path("klaverjas-arena-logs"))
    parser.add_argument("--summarize-only", action="store_true")
    args = parser.parse_args()
    args.logs.mkdir(parents=True, exist_ok=True)
    if not args.summarize_only:
        runs = []
        for preset, first, second in ARENAS:
            command = [sys.executable, "-m", "belote_desktop.bots.klaverjas.arena", "--first", first, "--second",
                       second, "--preset", preset, "--boards", str(args.boards), "--seed", str(args.seed),
                       "--log", str(log_path(args.logs, preset, first, second))]
            if args.minutes:
                command += ["--minutes", str(args.minutes)]
            runs.append(subprocess.Popen(command, stdout=subprocess.DEVNULL))
        for run in runs:
            run.wait()
    for preset, first, second in ARENAS:
        path = log_path(args.logs, preset, first, second)
        if not path.exists():
            continue
        lines = [json.loads(t) for t in path.read_text().splitlines() if t.strip()]
        result = summary(lines, first, second)
        result.update({"first": first, "second": second, "preset": preset, "boards_asked": args.boards,
                       "seed": args.seed, "budget": "each level's own (hard 0.3 s, expert 1 s)",
                       "workers": 1, "partial": result["boards"] < args.boards,
                       "machine": "2 cores, the four arenas side by side (and other work): both cores busy"})
        out = RESULTS / f"arena_klaverjas_{preset}_{first}_vs_{second}.json"
        out.write_text(json.dumps(result, indent=2) + "\n")
        print(out.name, json.dumps({k: result[k] for k in ("boards", "first_minus_second_per_deal", "interval_95")}))


if __name__ == "__main__":
    main()
