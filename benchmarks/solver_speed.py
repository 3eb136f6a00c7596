"""Speed of the exact solver (``bots.solver``, its compiled search) against
its Python search (``--against python``, the default) or the first solver
(``--against v1``, ``bots.solver_v1``), on the same positions in the same run.

Usage: ``nice -n 19 python benchmarks/solver_speed.py [--sizes 8,7,6]
[--positions 200] [--modes suit,sa,ta] [--old-positions 8:10,7:50]
[--against python|v1]``.

For each hand size (cards in each hand, 8 down to 2) and each trump mode (a
suit trump: hearts, sans atout, tout atout) it deals ``--positions`` seeded
positions at a trick start (a random leader; at 8 cards nobody has a trick
yet, at 7 the leader's team took the first one, below that both teams have
one) and solves every legal lead exactly with both solvers, the old and the
new one taking turns first so that a busy machine slows both alike. The old
solver is slow at 8 and 7 cards, so it solves only the first
``--old-positions`` positions there (the output says how many). It prints
the median and 95th percentile of milliseconds and nodes per position, and
checks that both give the same values.
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import sys
import time
from collections.abc import Callable

from belote_desktop.bots.solver import EW_WON, NATIVE, NS_WON, Solver
from belote_desktop.bots.solver_v1 import Solver as SolverV1

CLOCKWISE = (1, 2, 3, 0)
MODES = {"suit": 1, "sa": 4, "ta": 5}
OLD_POSITIONS = {8: 10, 7: 60}
CHECK_EVERY = 64  # the old solver counts its nodes in steps of this


def position(seed: str, size: int) -> tuple[list[int], int, int]:
    """Hands of ``size`` cards, the leader, and which teams have a trick."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * size:(i + 1) * size]) for i in range(4)]
    leader = rng.randrange(4)
    won = 0 if size == 8 else (EW_WON if leader & 1 else NS_WON) if size == 7 else NS_WON | EW_WON
    return hands, leader, won


def solve(factory: Callable[..., Solver | SolverV1], mode: int, hands: list[int], leader: int,
          won: int) -> tuple[float, int, dict[int, int]]:
    solver = factory(mode, CLOCKWISE, check_every=CHECK_EVERY)
    start = time.perf_counter()
    values = solver.move_values(hands, leader, won=won)
    return 1000 * (time.perf_counter() - start), solver.nodes, values


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(ms: list[float], nodes: list[int]) -> str:
    if not ms:
        return f"{'-':>8s} {'-':>8s} {'-':>9s} {'-':>9s}"
    return (f"{statistics.median(ms):8.1f} {percentile(ms, 0.95):8.1f} "
            f"{statistics.median(nodes):9.0f} {percentile(nodes, 0.95):9.0f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="8,7,6,5,4,3,2", help="cards in each hand, comma-separated")
    parser.add_argument("--positions", type=int, default=200, help="positions per size and mode")
    parser.add_argument("--modes", default="suit,sa,ta", help="of suit, sa, ta")
    parser.add_argument("--old-positions", default=",".join(f"{k}:{v}" for k, v in OLD_POSITIONS.items()),
                        help="size:count pairs, the positions the old solver solves at those sizes")
    parser.add_argument("--seed", default="solver-speed")
    parser.add_argument("--against", choices=("python", "v1"), default="python",
                        help="the old solver: the Python search of bots.solver, or bots.solver_v1")
    args = parser.parse_args()
    if not NATIVE:
        print("the compiled search was not built: the new solver below is the Python one", file=sys.stderr)
    new_factory = functools.partial(Solver, native=True)
    old_factory = functools.partial(Solver, native=False) if args.against == "python" else SolverV1
    sizes = [int(s) for s in args.sizes.split(",")]
    modes = [m.strip() for m in args.modes.split(",")]
    old_limit = {int(k): int(v) for k, v in (p.split(":") for p in args.old_positions.split(",") if p)}
    print(f"new: the compiled search; old: {args.against}")
    print(f"{args.positions} positions per size and mode, every lead solved exactly; "
          f"ms and nodes per position (old nodes to the nearest {CHECK_EVERY})")
    print(f"{'cards':>5s} {'mode':>4s} | {'new: ms med':>11s} {'p95':>8s} {'nodes med':>9s} {'p95':>9s} | "
          f"{'old n':>5s} {'ms med':>8s} {'p95':>8s} {'nodes med':>9s} {'p95':>9s} | {'speed-up':>8s}")
    disagree = 0
    for size in sizes:
        for name in modes:
            mode = MODES[name]
            new_ms: list[float] = []
            new_nodes: list[int] = []
            old_ms: list[float] = []
            old_nodes: list[int] = []
            paired: list[tuple[float, float]] = []
            for i in range(args.positions):
                hands, leader, won = position(f"{args.seed}/{size}/{name}/{i}", size)
                with_old = i < old_limit.get(size, args.positions)
                runs = [("new", new_factory)] + ([("old", old_factory)] if with_old else [])
                if i % 2:
                    runs.reverse()
                results = {}
                for label, factory in runs:
                    results[label] = solve(factory, mode, hands, leader, won)
                ms, nodes, values = results["new"]
                new_ms.append(ms)
                new_nodes.append(nodes)
                if with_old:
                    oms, onodes, ovalues = results["old"]
                    old_ms.append(oms)
                    old_nodes.append(onodes)
                    paired.append((oms, ms))
                    disagree += ovalues != values
            ratio = (f"{statistics.median(o for o, _ in paired) / statistics.median(n for _, n in paired):7.1f}x"
                     if paired else "-")
            print(f"{size:5d} {name:>4s} | {summary(new_ms, new_nodes):>40s} | {len(old_ms):5d} "
                  f"{summary(old_ms, old_nodes)} | {ratio:>8s}", flush=True)
    print(f"positions where old and new values differ: {disagree}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
