"""Computer players. A bot sees only a ``SeatView`` (its own hand and the
public history) and returns a ``Decision``; see ``base.Bot``."""

from __future__ import annotations

from .base import Bot, Decision, apply
from .view import SeatView

LEVELS = ("easy", "normal", "hard")
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
    raise ValueError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)})")


__all__ = ["DEFAULT_BUDGET", "LEVELS", "Bot", "Decision", "SeatView", "apply", "make_bot"]
