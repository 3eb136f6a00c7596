"""Sampled deals solved by a small pool of processes (``HardBot(workers=N)``).

Each job carries everything a process needs to solve one deal; the pool is
made once per number of workers and kept for the life of the process (its
workers start slowly, a decision must not wait for that twice)."""

from __future__ import annotations

import atexit
import time
from concurrent.futures import ProcessPoolExecutor
from typing import NamedTuple

from ..leaf import make_leaf
from ..solver import SearchTimeout, Solver
from ..solver_v1 import Solver as SolverV1

CHECK_EVERY = 256


class DealJob(NamedTuple):
    mode: int
    next_seats: tuple[int, ...]
    undertrump_optional: bool
    horizon: int
    hands: list[int]
    leader: int
    trick: tuple[int, ...]
    won: int
    moves: tuple[int, ...]
    seconds: float | None  # time left for the decision; None: no limit
    legacy: bool


def solve_deal(job: DealJob) -> dict[int, int] | None:
    """Every move's value in one deal, or None when the time ran out."""
    # Each process reads its own clock: a deadline from another process's perf_counter need not compare.
    deadline = None if job.seconds is None else time.perf_counter() + job.seconds
    factory = SolverV1 if job.legacy else Solver
    solver = factory(job.mode, job.next_seats, job.undertrump_optional, capot=True, deadline=deadline,
                     check_every=CHECK_EVERY, horizon=job.horizon,
                     leaf=make_leaf(job.mode) if job.horizon else None)
    try:
        return solver.move_values(job.hands, job.leader, job.trick, job.won, job.moves)
    except SearchTimeout:
        return None


_POOLS: dict[int, ProcessPoolExecutor] = {}


def solve_in_pool(workers: int, jobs: list[DealJob]) -> list[dict[int, int] | None]:
    """The jobs' results, in the jobs' order whichever process finished first."""
    pool = _POOLS.get(workers)
    if pool is None:
        pool = _POOLS[workers] = ProcessPoolExecutor(max_workers=workers)
    return list(pool.map(solve_deal, jobs))


@atexit.register
def _shut_down() -> None:
    for pool in _POOLS.values():
        pool.shutdown(cancel_futures=True)
    _POOLS.clear()
