"""Bot against bot on duplicate deals.

``python -m belote_desktop.bots.arena --ns hard --ew normal --variant classic
--deals 2000 --seed 7`` deals each board twice from the same deck and dealer,
the second time with the two bots' teams swapped, so the luck of the cards
cancels out. It prints each side's mean points per deal with a 95% confidence
interval, the contract success rates and each bot's decision times (all, and
the calls and the cards apart). Under the rule ``last_raise`` (``--variant
contree_last_raise``) it also counts each side's last raises: the chances,
the raises made and the raised contracts made.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..engine.bidding import LAST_RAISE
from ..engine.deal import BIDDING, Deal
from ..engine.options import PRESETS, Options
from . import ARENA_LEVELS, DEFAULT_BUDGET, apply, make_bot
from .hard import EXPERT_BUDGET
from .view import SeatView


@dataclass
class SideStats:
    """One bot level's results, summed over the boards it played."""

    points: list[float] = field(default_factory=list)  # mean points per deal, per board
    contracts: int = 0
    made: int = 0
    times: list[float] = field(default_factory=list)  # every decision's, in seconds
    # The same times by phase: the calls of the auction, and the rest (cards, declarations). Logs
    # written before the split have neither; their boards count in ``times`` only.
    call_times: list[float] = field(default_factory=list)
    card_times: list[float] = field(default_factory=list)
    # The last raise (R5 ``last_raise``): the times this side's bidder was asked, raised, and made the raised
    # contract. Logs written before it have none: 0.
    raise_chances: int = 0
    raises: int = 0
    raises_made: int = 0

    def merge(self, other: SideStats) -> None:
        self.points += other.points
        self.contracts += other.contracts
        self.made += other.made
        self.times += other.times
        self.call_times += other.call_times
        self.card_times += other.card_times
        self.raise_chances += other.raise_chances
        self.raises += other.raises
        self.raises_made += other.raises_made


@dataclass(frozen=True)
class Setup:
    first: str  # the level that sits NS in the first playing of each board
    second: str
    options: Options
    seed: int
    budget: float | None  # None: each level's own
    workers: int | None = None  # threads per bot; None: every core


def board_deck(seed: int, board: int) -> list[int]:
    deck = list(range(32))
    random.Random(f"arena/{seed}/{board}").shuffle(deck)
    return deck


def play_once(setup: Setup, board: int, ns_level: str, ew_level: str,
              stats: dict[str, SideStats]) -> tuple[int, int]:
    """Play one deal of a board; returns the NS and EW scores."""
    deal = Deal(setup.options, board % 4, board_deck(setup.seed, board))
    levels = (ns_level, ew_level, ns_level, ew_level)
    bots = [make_bot(levels[s], seed=setup.seed * 1_000_003 + board * 8 + s, budget=setup.budget,
                     workers=setup.workers)
            for s in range(4)]
    while not deal.is_over:
        seat = deal.turn
        view = SeatView.of(deal, seat)
        start = time.perf_counter()
        decision = bots[seat].decide(view)
        took = time.perf_counter() - start
        side = stats[levels[seat]]
        side.times.append(took)
        (side.call_times if deal.phase == BIDDING else side.card_times).append(took)
        side.raise_chances += view.auction_moment == LAST_RAISE
        apply(deal, seat, decision)
    if deal.result is None:  # thrown in: nobody scores
        return (0, 0)
    assert deal.contract is not None
    taker_level = levels[deal.contract.taker]
    stats[taker_level].contracts += 1
    stats[taker_level].made += deal.result.made
    if deal.last_raise is not None:
        stats[taker_level].raises += 1
        stats[taker_level].raises_made += deal.result.made
    return deal.result.scores()


def play_board(setup: Setup, board: int) -> dict[str, SideStats]:
    """Both playings of one board, as each level's stats."""
    if setup.first == setup.second:
        raise ValueError("the arena compares two different levels")
    stats = {setup.first: SideStats(), setup.second: SideStats()}
    ns1, ew1 = play_once(setup, board, setup.first, setup.second, stats)
    ns2, ew2 = play_once(setup, board, setup.second, setup.first, stats)
    stats[setup.first].points.append((ns1 + ew2) / 2)
    stats[setup.second].points.append((ew1 + ns2) / 2)
    return stats


def play_boards(setup: Setup, boards: Sequence[int]) -> dict[str, SideStats]:
    total = {setup.first: SideStats(), setup.second: SideStats()}
    for board in boards:
        for level, stats in play_board(setup, board).items():
            total[level].merge(stats)
    return total


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    if len(values) < 2:
        return (values[0] if values else 0.0, math.inf)
    return (statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values)))


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


class LogError(Exception):
    """A board log that cannot be continued (another setup, or damaged)."""


def setup_key(setup: Setup) -> dict[str, object]:
    return {"first": setup.first, "second": setup.second, "variant": setup.options.variant,
            "options": repr(setup.options), "seed": setup.seed, "budget": setup.budget}


def read_log(path: Path, setup: Setup) -> dict[int, dict[str, SideStats]]:
    """The boards a log holds already; the log must be for the same setup."""
    done: dict[int, dict[str, SideStats]] = {}
    if not path.exists():
        return done
    with path.open(encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
                if number == 1:
                    if entry != {"setup": setup_key(setup)}:
                        raise LogError(f"{path} was written for another setup: {line.strip()}")
                    continue
                done[int(entry["board"])] = {level: SideStats(**entry["stats"][level])
                                             for level in (setup.first, setup.second)}
            except LogError:
                raise
            except (ValueError, KeyError, TypeError) as exc:
                # A run killed mid-write leaves a cut last line: that board is played again.
                if f.readline():
                    raise LogError(f"{path}, line {number}: not a board entry ({exc})") from exc
    return done


def _log_board(path: Path, board: int, stats: dict[str, SideStats]) -> None:
    entry = {"board": board, "stats": {level: asdict(s) for level, s in stats.items()}}
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(entry) + "\n")


def run(setup: Setup, deals: int, jobs: int, log: Path | None = None) -> dict[str, SideStats]:
    """Plays boards 0 to ``deals - 1`` (those not in ``log`` already), writing
    each finished board to ``log``, so that a long run can be stopped and
    taken up again."""
    done = read_log(log, setup) if log is not None else {}
    if log is not None and not log.exists():
        log.write_text(json.dumps({"setup": setup_key(setup)}) + "\n", encoding="utf-8")
    todo = [b for b in range(deals) if b not in done]
    results = {b: stats for b, stats in done.items() if b < deals}

    def finished(board: int, stats: dict[str, SideStats]) -> None:
        results[board] = stats
        if log is not None:
            _log_board(log, board, stats)

    if jobs <= 1:
        for board in todo:
            finished(board, play_board(setup, board))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(play_board, setup, board): board for board in todo}
            for future in as_completed(futures):
                finished(futures[future], future.result())
    total = {setup.first: SideStats(), setup.second: SideStats()}
    for board in sorted(results):
        for level, stats in results[board].items():
            total[level].merge(stats)
    return total


def report(setup: Setup, stats: dict[str, SideStats], elapsed: float) -> dict[str, object]:
    first, second = stats[setup.first], stats[setup.second]
    diffs = [a - b for a, b in zip(first.points, second.points, strict=True)]
    out: dict[str, object] = {"variant": setup.options.variant, "boards": len(diffs),
                              "deals played": 2 * len(diffs), "seconds": round(elapsed, 1)}
    for level, s in stats.items():
        mean, ci = mean_ci(s.points)
        side: dict[str, object] = {
            "points per deal": round(mean, 2),
            "ci95": round(ci, 2),
            "contracts": s.contracts,
            "success rate": round(s.made / s.contracts, 3) if s.contracts else None,
            "decision median s": round(statistics.median(s.times), 6) if s.times else None,
            "decision p95 s": round(percentile(s.times, 0.95), 6),
            "decision max s": round(max(s.times, default=0.0), 6),
            "decisions": len(s.times),
        }
        if s.raise_chances:
            side |= {"last raise chances": s.raise_chances, "last raises": s.raises,
                     "raised contracts made": s.raises_made,
                     "raise rate": round(s.raises / s.raise_chances, 3),
                     "raised success rate": round(s.raises_made / s.raises, 3) if s.raises else None}
        for phase, times in (("call", s.call_times), ("card", s.card_times)):
            if times:
                side |= {f"{phase} median s": round(statistics.median(times), 6),
                         f"{phase} p95 s": round(percentile(times, 0.95), 6),
                         f"{phase} max s": round(max(times), 6), f"{phase} decisions": len(times)}
        out[level] = side
    mean, ci = mean_ci(diffs)
    out[f"{setup.first} - {setup.second}"] = {"points per deal": round(mean, 2), "ci95": round(ci, 2),
                                               "interval": [round(mean - ci, 2), round(mean + ci, 2)]}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.bots.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ns", choices=ARENA_LEVELS, required=True, help="the level seated NS first")
    parser.add_argument("--ew", choices=ARENA_LEVELS, required=True, help="the level seated EW first")
    parser.add_argument("--variant", choices=sorted(PRESETS), default="classic")
    parser.add_argument("--deals", type=int, default=200, help="boards; each is played twice")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--budget", type=float, help="seconds per decision of the hard and expert levels "
                        f"(default: each level's own, hard {DEFAULT_BUDGET}, expert {EXPERT_BUDGET})")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play boards in")
    parser.add_argument("--workers", type=int, help="threads each hard or expert bot searches on "
                        "(default: the cores shared out between the jobs)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--log", type=Path, help="append each finished board to this file and skip the "
                        "boards it holds already (a long run can be stopped and started again)")
    args = parser.parse_args(argv)
    if args.ns == args.ew:
        parser.error("--ns and --ew must be different levels")
    if args.deals < 1 or args.jobs < 1 or (args.budget is not None and args.budget <= 0) or \
            (args.workers is not None and args.workers < 1):
        parser.error("--deals, --jobs and --workers must be at least 1 and --budget above 0")
    workers = args.workers if args.workers is not None else max(1, (os.cpu_count() or 1) // args.jobs)
    setup = Setup(args.ns, args.ew, PRESETS[args.variant], args.seed, args.budget, workers)
    start = time.perf_counter()
    try:
        stats = run(setup, args.deals, args.jobs, args.log)
    except (LogError, OSError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    out = report(setup, stats, time.perf_counter() - start)
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{args.variant}: {out['boards']} duplicate boards ({out['deals played']} deals) "
          f"in {out['seconds']} s")
    for level in (args.ns, args.ew):
        s = out[level]
        assert isinstance(s, dict)
        rate = "-" if s["success rate"] is None else f"{100 * s['success rate']:.1f}%"
        print(f"  {level:6s} {s['points per deal']:7.2f} ± {s['ci95']:.2f} points/deal; "
              f"contracts {s['contracts']} made {rate}; decision ms: median "
              f"{1000 * (s['decision median s'] or 0):.2f}, p95 {1000 * s['decision p95 s']:.2f}, "
              f"max {1000 * s['decision max s']:.2f}")
        if "last raises" in s:
            print(f"         last raise: {s['last raises']} of {s['last raise chances']} chances, "
                  f"{s['raised contracts made']} made")
    diff = out[f"{args.ns} - {args.ew}"]
    assert isinstance(diff, dict)
    print(f"  {args.ns} - {args.ew}: {diff['points per deal']:+.2f} points/deal, "
          f"95% interval [{diff['interval'][0]:+.2f}, {diff['interval'][1]:+.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
