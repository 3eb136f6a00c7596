"""Computer players. A bot sees only a ``SeatView`` (its own hand and the
public history) and returns a ``Decision``; see ``base.Bot``."""

from __future__ import annotations

from .base import Bot, Decision, apply
from .view import SeatView

LEVELS = ("easy", "normal", "hard", "expert")
# Also for the arena, not offered to players: the hard level with the first solver, and the hard
# level with the Python search only (as it played before the compiled one, and plays without it),
# the hard level that weights its sampled deals by the calls only, and the one that also reads the
# cards played in every variant (by default it does not in classic, where that was measured a loss),
# the expert without its second look at close calls (it bids as the hard level does), and the hard
# level reading the calls and cards as first written, before they were fitted to its own play, and the hard
# level that never makes the last raise (R5 ``last_raise``), always keeping its contract.
ARENA_LEVELS = (*LEVELS, "hard-legacy", "hard-python", "hard-bids-only", "hard-reads-play", "expert-no-look",
                "hard-first-readings", "hard-never-raises")
_SEARCHING = tuple(level for level in ARENA_LEVELS if level not in ("easy", "normal"))  # HardBot and ExpertBot
_READ_PLAY = {"hard-bids-only": False, "hard-python": False, "hard-legacy": False, "hard-reads-play": True}
DEFAULT_BUDGET = 0.3  # seconds per decision for the hard bot


def make_bot(level: str, seed: int = 0, budget: float | None = None, workers: int | None = None) -> Bot:
    """A bot of the given strength; ``seed`` makes its choices repeatable. ``budget`` (seconds per
    decision) and ``workers`` (threads searching sampled deals) are for the hard and expert levels:
    by default each level's own budget and every core."""
    if level == "easy":
        from .easy import EasyBot

        return EasyBot(seed)
    if level == "normal":
        from .normal import NormalBot

        return NormalBot(seed)
    if level in _SEARCHING:
        from .hard import EXPERT_BUDGET, ExpertBot, HardBot, default_workers

        # The levels kept for comparison play as they did: one search at a time.
        threads = 1 if level in ("hard-legacy", "hard-python") else default_workers() if workers is None else workers
        if level in ("expert", "expert-no-look"):
            return ExpertBot(seed, budget=EXPERT_BUDGET if budget is None else budget, workers=threads,
                             second_look=level == "expert")
        return HardBot(seed, budget=DEFAULT_BUDGET if budget is None else budget, workers=threads,
                       legacy=level == "hard-legacy", native=level != "hard-python",
                       read_play=_READ_PLAY.get(level), first_readings=level == "hard-first-readings",
                       raises=level != "hard-never-raises")
    raise ValueError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})")


__all__ = ["ARENA_LEVELS", "DEFAULT_BUDGET", "LEVELS", "Bot", "Decision", "SeatView", "apply", "make_bot"]
