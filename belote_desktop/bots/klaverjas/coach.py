"""The coach's look at a klaverjas position, for the hint and the deal review alike (``bots.coach``).

Belote's coach (``coach.CoachLook``) is its hard level with a floor, a cap and no early stop on cards that look
equal; at klaverjas the hint goes to this counterpart (``Bot.counterpart``): the klaverjas hard level, made the
same way, from the coach's seed. At one position the review (``review``) draws the same layouts of the hidden
cards in the same order, all of them (``coach.layouts``: the hint looks at no more, and may stop sooner), so a
card the hint recommended is not called a mistake there.
"""

from __future__ import annotations

from ..coach import COACH_BUDGET, COACH_SEED, HINT_FLOOR, layouts
from ..view import SeatView
from .hard import KlaverjasHardBot


class KlaverjasCoachLook(KlaverjasHardBot):
    """The klaverjas hard level's look as the coach takes it: every layout solved to the end (roem, stuk, the last
    trick and pit counted), at least ``HINT_FLOOR`` of them, never more than the review looks at."""

    level = "coach-look"

    def __init__(self, budget: float = COACH_BUDGET, max_samples: int | None = None, seed: int = COACH_SEED,
                 workers: int = 1, native: bool = True) -> None:
        super().__init__(seed, budget=budget, workers=workers, max_samples=max_samples, native=native)
        self.min_samples = HINT_FLOOR
        # Cards equal on the layouts so far may differ on a rarer one by a whole deal (nat): the hint looks on.
        self.settle_equal = False

    def choose_card(self, view: SeatView) -> int:
        self.sample_cap = layouts(view.hand)  # never more than the review: it sees all the hint's layouts
        return super().choose_card(view)


__all__ = ["KlaverjasCoachLook"]
