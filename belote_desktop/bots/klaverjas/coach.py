"""The coach's look at a klaverjas position, for the hint and the deal review alike (``bots.coach``).

Belote's coach (``coach.CoachLook``) is its hard level with a floor, a cap and no early stop on cards that look
equal; at klaverjas the hint goes to this counterpart (``Bot.counterpart``): the klaverjas hard level, made the
same way, from the coach's seed. At one position the review (``review``) draws the same layouts of the hidden
cards in the same order, all of them (``layouts``: the hint looks at no more, and may stop sooner), so a card the
hint recommended is not called a mistake there.
"""

from __future__ import annotations

from ..coach import COACH_BUDGET, COACH_SEED, HINT_FLOOR, MORE_LAYOUTS
from ..view import SeatView
from .hard import KlaverjasHardBot

# The layouts the coach looks at for a card, by the cards in the seat's hand (as belote's ``coach.LAYOUTS``). The
# klaverjas search is some three times slower than belote's from eight cards each (roem tells apart cards of equal
# power; benchmarks/results/klaverjas_bots.txt): half belote's number there keeps the review's opening lead within
# seconds (benchmarks/review_speed.py --variant klaverjas), and a hint on the clock rarely gets further anyway.
LAYOUTS = {8: 24, 7: 48}


def layouts(hand: int) -> int:
    """How many layouts the klaverjas coach looks at for a card with ``hand`` (a mask) in hand."""
    return LAYOUTS.get(hand.bit_count(), MORE_LAYOUTS)


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


__all__ = ["LAYOUTS", "KlaverjasCoachLook", "layouts"]
