"""Computer players. A bot sees only a ``SeatView`` (its own hand and the
public history) and returns a ``Decision``; see ``base.Bot``."""

from __future__ import annotations

from .base import Bot, Decision, apply
from .view import SeatView

LEVELS = ("easy", "normal", "hard")
# Also for the arena, not offered to players: the hard level with the first solver.
ARENA_LEVELS = (*LEVELS, "hard-legacy")
DEFAULT_BUDGET = 0.3  # seconds per decision for the hard bot


def make_bot(level: str, seed: int = 0, budget: float = DEFAULT_BUDGET) -> Bot:
    """A bot of the given strength; ``seed`` makes its choices repeatable."""
    if level == "easy":
        from .easy import EasyBot

        return EasyBot(seed)
    if level == "normal":
        from .normal import NormalBot

        return NormalBot(seed)
    if level == "hard":
        from .hard import HardBot

        return HardBot(seed, budget=budget)
    if level == "hard-legacy":
        from .hard import HardBot

        return HardBot(seed, budget=budget, legacy=True)
    raise ValueError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})")


__all__ = ["ARENA_LEVELS", "DEFAULT_BUDGET", "LEVELS", "Bot", "Decision", "SeatView", "apply", "make_bot"]
