"""Sampled deals solved on several threads at once (``HardBot(workers=N)``).

The compiled search (``bots/native``) lets go of Python's lock while it
searches, so threads solve deals side by side on as many cores: no new
process is needed, which matters because the game's bots already think in
a worker process of their own, one that may not start others. (The Python
search keeps the lock: there the threads take turns, correct but no
faster.) Each job carries everything needed to solve one deal; the pool is
made once per number of workers and kept for the life of the process."""

from __future__ import annotations

import atexit
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple, TypeVar

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
    # The decision's deadline, a ``time.perf_counter()`` instant (None: no limit). An instant, not the
    # time left: with one worker a batch's jobs run one after another, and a time left counted from
    # each job's start let every job in the batch run that long again, past the decision's budget.
    deadline: float | None
    legacy: bool
    stop: Callable[[], bool] | None = None  # the decision's cancel: True ends the search
    native: bool = True  # the compiled search where it was built


class ValueJob(NamedTuple):
    """A whole deal to value from its first lead (the expert's second look at a call)."""

    mode: int
    next_seats: tuple[int, ...]
    undertrump_optional: bool
    hands: list[int]
    leader: int
    deadline: float | None  # the decision's deadline, as in ``DealJob``
    stop: Callable[[], bool] | None = None


def solve_deal(job: DealJob) -> dict[int, int] | None:
    """Every move's value in one deal, or None when the time ran out."""
    factory = SolverV1 if job.legacy else functools.partial(Solver, native=job.native)
    solver = factory(job.mode, job.next_seats, job.undertrump_optional, capot=True, deadline=job.deadline,
                     check_every=CHECK_EVERY, horizon=job.horizon, leaf=make_leaf(job.mode) if job.horizon else None,
                     stop=job.stop)
    try:
        return solver.move_values(job.hands, job.leader, job.trick, job.won, job.moves)
    except SearchTimeout:
        return None


def deal_value(job: ValueJob) -> int | None:
    """North-South's exact value of a whole deal from its first lead (capot
    included), or None when the time ran out."""
    solver = Solver(job.mode, job.next_seats, job.undertrump_optional, capot=True, deadline=job.deadline,
                    check_every=CHECK_EVERY, stop=job.stop)
    try:
        return solver.value(job.hands, job.leader)
    except SearchTimeout:
        return None


Job = TypeVar("Job")
Result = TypeVar("Result")
_POOLS: dict[int, ThreadPoolExecutor] = {}


def solve_in_pool(workers: int, jobs: list[Job], solve: Callable[[Job], Result]) -> list[Result]:
    """``solve`` of each job (``solve_deal`` or ``deal_value``), in the jobs'
    order whichever thread finished first; on this thread when there is one
    worker or one job, which no other thread would speed up."""
    if workers == 1 or len(jobs) == 1:
        return [solve(job) for job in jobs]
    pool = _POOLS.get(workers)
    if pool is None:
        pool = _POOLS[workers] = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="deal-search")
    return list(pool.map(solve, jobs))


@atexit.register
def _shut_down() -> None:
    for pool in _POOLS.values():
        pool.shutdown(cancel_futures=True)
    _POOLS.clear()
