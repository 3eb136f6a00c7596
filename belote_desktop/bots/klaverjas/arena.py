"""Klaverjas bot against bot on duplicate boards.

``python -m belote_desktop.bots.klaverjas.arena --first hard --second normal --preset amsterdams --boards 1000``
deals each board twice from the same deck, dealer and proposed suits, the second time with the two levels'
teams swapped, so the luck of the cards cancels out. Each playing is written to ``--log`` (one JSON line a
deal) as it ends, so a run cut short still counts what it played, and a run started again with the same log
goes on where it stopped. The summary gives the first level's points a deal minus the second's with a 95%
interval (by board), how often each side chose trump and how often its deals went nat, and the decision
times of each level (median, 95th percentile, maximum; the calls and the cards apart).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from pathlib import Path
from typing import Any

from ...engine.families.klaverjas.deal import KlaverjasDeal
from ...engine.families.klaverjas.options import PRESETS
from ...engine.play import BIDDING
from .. import apply, make_bot
from ..arena import percentile
from ..view import SeatView


def board_setup(seed: int, board: int) -> tuple[list[int], int, tuple[int, int]]:
    rng = random.Random(f"klaverjas-arena/{seed}/{board}")
    deck = list(range(32))
    rng.shuffle(deck)
    return deck, rng.randrange(4), (rng.randrange(4), rng.randrange(4))


def summary(lines: list[dict[str, Any]], first: str, second: str) -> dict[str, Any]:
    boards: dict[int, list[float]] = {}
    for line in lines:
        boards.setdefault(line["board"], []).append(line["first_minus_second"])
    full = [sum(v) / 2 for v in boards.values() if len(v) == 2]
    mean = statistics.fmean(full) if full else 0.0
    half = 1.96 * statistics.stdev(full) / math.sqrt(len(full)) if len(full) > 1 else float("nan")
    out: dict[str, Any] = {"boards": len(full), "deals": len(lines),
                           "first_minus_second_per_deal": round(mean, 2),
                           "interval_95": [round(mean - half, 2), round(mean + half, 2)]}
    for side, is_first in ((first, True), (second, False)):
        chose = [ln for ln in lines if ln["makers_first"] == is_first]
        out[f"{side}_as_{'first' if is_first else 'second'}"] = {
            "chose_trump": len(chose), "nat": sum(not ln["made"] for ln in chose),
            "nat_rate": round(sum(not ln["made"] for ln in chose) / len(chose), 3) if chose else None,
            "pit": sum(ln["pit"] and ln["made"] for ln in chose)}
        for phase in ("calls", "cards"):
            ts = sorted(t for ln in lines for t in ln["times"][phase][0 if is_first else 1])
            if ts:
                out[f"{side}_{'first' if is_first else 'second'}_{phase}_seconds"] = {
                    "decisions": len(ts), "median": round(percentile(ts, 0.5), 4),
                    "p95": round(percentile(ts, 0.95), 4), "max": round(ts[-1], 4)}
    return out


def run(first: str, second: str, preset: str, boards: int, seed: int, budget: float | None, workers: int,
        log: Path, deadline: float | None) -> dict[str, Any]:
    lines: list[dict[str, Any]] = []
    done: set[tuple[int, bool]] = set()
    if log.exists():
        for text in log.read_text().splitlines():
            if text.strip():
                line = json.loads(text)
                lines.append(line)
                done.add((line["board"], line["swapped"]))
    with log.open("a") as out:
        for board in range(boards):
            for swapped in (False, True):
                if (board, swapped) in done:
                    continue
                if deadline is not None and time.time() > deadline:
                    return summary(lines, first, second)
                line = _timed(preset, (first, second), seed, board, swapped, budget, workers)
                lines.append(line)
                out.write(json.dumps(line) + "\n")
                out.flush()
    return summary(lines, first, second)


def _timed(preset: str, levels: tuple[str, str], seed: int, board: int, swapped: bool, budget: float | None,
           workers: int) -> dict[str, Any]:
    """A playing, with its decision times split by level (index 0 the first level's, 1 the second's)."""
    options = PRESETS[preset]
    deck, dealer, proposals = board_setup(seed, board)
    ns, ew = (levels[1], levels[0]) if swapped else levels
    bots = [make_bot(ns if s % 2 == 0 else ew, seed=seed * 1000 + board * 4 + s, budget=budget, workers=workers)
            for s in range(4)]
    deal = KlaverjasDeal(options, dealer, deck, proposals)
    times: dict[str, list[list[float]]] = {"calls": [[], []], "cards": [[], []]}
    first_team = 1 if swapped else 0
    while not deal.is_over:
        s = deal.turn
        view = SeatView.of(deal, s)
        start = time.perf_counter()
        decision = bots[s].decide(view)
        took = time.perf_counter() - start
        times["calls" if view.phase == BIDDING else "cards"][0 if s & 1 == first_team else 1].append(took)
        apply(deal, s, decision)
    result = deal.result
    assert result is not None
    scores = result.scores()
    return {"board": board, "swapped": swapped, "first_minus_second": scores[first_team] - scores[first_team ^ 1],
            "makers_first": result.makers == first_team, "made": result.made, "pit": result.pit is not None,
            "times": times}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", default="hard")
    parser.add_argument("--second", default="normal")
    parser.add_argument("--preset", default="amsterdams", choices=tuple(PRESETS))
    parser.add_argument("--boards", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--budget", type=float, default=None, help="seconds a decision (default: each level's)")
    parser.add_argument("--workers", type=int, default=1, help="threads a searching bot (default 1)")
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long (the log keeps it)")
    args = parser.parse_args(argv)
    deadline = time.time() + args.minutes * 60 if args.minutes else None
    result = run(args.first, args.second, args.preset, args.boards, args.seed, args.budget, args.workers, args.log,
                 deadline)
    result.update({"first": args.first, "second": args.second, "preset": args.preset, "boards_asked": args.boards,
                   "seed": args.seed, "budget": args.budget, "workers": args.workers})
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
