"""Speed of the klaverjas exact search next to belote's, on the same positions in the same run.

Usage: ``nice -n 19 python benchmarks/klaverjas_solver_speed.py [--sizes 8,6,4] [--positions 100]
[--python-sizes 4]``.

For each hand size it deals ``--positions`` seeded positions at a trick start (a random leader and trump; at 8
cards nobody has a trick yet, below that both teams have one) and values every legal lead exactly with the
compiled belote search (``bots.solver``, the trump as a suit contract, capot on) and the compiled klaverjas
search (``bots.klaverjas.solver``, Amsterdams, North-South the makers: roem and pit), taking turns first so
that a busy machine slows both alike; for ``--python-sizes`` the klaverjas Python search too (the reference:
its values must equal the compiled one's). It prints the median, 95th percentile and maximum of milliseconds
and nodes per position.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from belote_desktop.bots.klaverjas.solver import NATIVE as KLAVERJAS_NATIVE
from belote_desktop.bots.klaverjas.solver import KlaverjasSolver
from belote_desktop.bots.solver import NATIVE, Solver
from belote_desktop.engine.families.klaverjas.options import PRESETS

CLOCKWISE = (1, 2, 3, 0)


def position(seed: str, size: int) -> tuple[list[int], int, int, int]:
    """Hands of ``size`` cards, the leader, the trump, and which teams have a trick."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * size:(i + 1) * size]) for i in range(4)]
    return hands, rng.randrange(4), rng.randrange(4), 0 if size == 8 else 3


def stats(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(ordered):9.2f}  p95 {p95:9.2f}  max {ordered[-1]:9.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="8,6,4")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--python-sizes", default="4")
    args = parser.parse_args()
    assert NATIVE and KLAVERJAS_NATIVE, "both compiled searches are needed"
    options = PRESETS["amsterdams"]
    python_sizes = {int(s) for s in args.python_sizes.split(",") if s}
    for size in (int(s) for s in args.sizes.split(",")):
        times: dict[str, list[float]] = {"belote": [], "klaverjas": [], "klaverjas-python": []}
        nodes: dict[str, list[float]] = {k: [] for k in times}
        for i in range(args.positions):
            hands, leader, trump, won = position(f"klaverjas-speed/{size}/{i}", size)
            runs = ["belote", "klaverjas"] if i % 2 == 0 else ["klaverjas", "belote"]
            if size in python_sizes:
                runs.append("klaverjas-python")
            values = {}
            for name in runs:
                if name == "belote":
                    solver = Solver(trump, CLOCKWISE, native=True)
                    start = time.perf_counter()
                    solver.move_values(hands, leader, (), won)
                    took = time.perf_counter() - start
                    count = solver.nodes
                else:
                    ks = KlaverjasSolver(options, trump, 0, CLOCKWISE, native=name == "klaverjas")
                    start = time.perf_counter()
                    values[name] = ks.move_values(hands, leader, (), won)
                    took = time.perf_counter() - start
                    count = ks.node_count
                times[name].append(took * 1000)
                nodes[name].append(count)
            if "klaverjas-python" in values:
                assert values["klaverjas-python"] == values["klaverjas"], (size, i)
        print(f"{size} cards each, {args.positions} positions, every lead valued (ms, then nodes):")
        for name in times:
            if times[name]:
                print(f"  {name:16} ms    {stats(times[name])}")
                print(f"  {name:16} nodes {stats(nodes[name])}")


if __name__ == "__main__":
    main()
