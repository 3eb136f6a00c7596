"""The hard level: it plays the deal out in its head, many times.

For a card, the hard bot deals the cards it cannot see in many ways that fit
everything it knows (``sampler``: voids shown, cards played, the classic
up-card with its taker, the belote pair, and the bids and discards, which
make some deals more likely than others), solves each deal with every hand
face up (``solver``: to the end of the deal when enough deals fit the
budget, which the compiled search allows from the first card on, else
depth-limited with the leaf estimate), and plays the
card whose outcome, averaged over the deals, is best. The outcome is the
deal's score for its side minus the other side's, so a point matters most
where it makes or breaks the contract.

For a bid, it deals the unseen cards the same way (hundreds of times: the
deals are judged by the solver's leaf estimate alone) and asks, for the
trumps worth a look, what each side would count, then makes the call worth
most on average as if the auction ended with it: taking or passing in
classic, the value and trump of a bid, coinche and surcoinche. The expert
gives a close call a second look (``exact_bids``): the same deals solved to
the end for the trumps of the close calls, as many as its time allows.

The deals are solved on ``workers`` threads at once (``pool``: the compiled
search lets go of Python's lock). ``ExpertBot``, the expert level, is this
bot with a second a decision, every core, every deal searched to the end
of the deal from the first card, and close calls judged by solved deals.

Each decision has a time budget (``budget`` seconds, 0.3 by default) and
answers with the best move found when it runs out or when the caller's
``cancel`` event is set; no call blocks much longer than the budget.
Randomness comes from the seed and the position only, so the same seed in
the same position makes the same choice when the number of deals it looks
at is fixed (``max_samples``). ``legacy=True`` plays with the first solver
(``solver_v1``) and its depths, for arenas against the current level.

The parts: ``play`` chooses the card, ``bidding`` the call, ``outcome``
turns the play's value into the deal's score; ``bots.evidence`` weights the
sampled deals by the calls heard and ``bots.play_evidence`` by the cards
played (not in classic: ``HardBot.reads_play``), ``bots.leaf`` is the solver's leaf estimate.
"""

from __future__ import annotations

import os
import random
import time
from typing import Protocol

from ...engine.bidding import Bid
from ...engine.cards import cards_of
from ..base import Bot, Decision
from ..evidence import hand_value
from ..solver import NATIVE
from ..view import SeatView

DEFAULT_BUDGET = 0.3
# Share of the budget spent searching; the rest covers setting up and the
# last search's overrun (the solver looks at the clock every few hundred nodes).
SEARCH_SHARE = 0.85
CHECK_EVERY = 256
# How deep to search, by the tricks left in the hand: down to trick starts
# where each hand holds this many cards, then the leaf estimate (0: to the
# end). The first depth is tried on the first deal; if that deal shows that
# fewer than ``MIN_SAMPLES`` deals would fit in the budget, the next one is
# tried on the next deal, and so on down the ladder.
DEPTHS = {8: (5, 6, 7), 7: (4, 5, 6), 6: (0, 3, 4), 5: (0, 3), 4: (0, 2)}
# The ladder of the first solver (``solver_v1``), for ``HardBot(legacy=True)``.
LEGACY_DEPTHS = {8: (6, 7), 7: (5, 6), 6: (3, 4), 5: (0, 3), 4: (0, 2)}
# With the compiled search (``solver.NATIVE``) a whole deal is searched to the
# end in tens of milliseconds: every size starts there, and a deal that shows
# too few would fit falls back to the Python search's depth limits.
NATIVE_DEPTHS = {8: (0, 5, 6, 7), 7: (0, 4, 5, 6), 6: (0, 3, 4), 5: (0, 3), 4: (0, 2)}
# The expert level searches every deal to the end (with the compiled search).
EXACT_DEPTHS = {size: (0,) for size in range(1, 9)}
MIN_SAMPLES = 24
EXPERT_BUDGET = 1.0  # seconds per decision


def default_workers() -> int:
    """Threads to search sampled deals on: one per core, at most eight."""
    return max(1, min(8, os.cpu_count() or 1))


class CancelEvent(Protocol):
    def is_set(self) -> bool: ...


# The card choice reads the constants above, so the parts are imported after them.
from .bidding import _Bidder, coinche_scores  # noqa: E402
from .outcome import declaration_outcome  # noqa: E402
from .play import SETTLE_AFTER, _CardChooser, settled  # noqa: E402


class HardBot(Bot):
    level = "hard"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, max_samples: int | None = None,
                 legacy: bool = False, workers: int = 1, native: bool = True,
                 read_play: bool | None = None, first_readings: bool = False, raises: bool = True) -> None:
        self.seed = seed
        self.budget = budget
        self.max_samples = max_samples  # a cap on the deals per decision (tests, replays)
        # Deals a card decision looks at whatever the clock says (only a cancel stops it sooner): the coach's,
        # so that a hint at the opening lead on a busy machine is never a guess on no deal at all.
        self.min_samples = 0
        # At most this many deals for a card, on the clock and stopping early when settled (``max_samples``
        # allows neither); and whether cards that look equal settle it (``play.settled``). The coach's.
        self.sample_cap: int | None = None
        self.settle_equal = True
        # The first solver and its depths, to measure the exact one against (arena level "hard-legacy").
        self.legacy = legacy
        # The compiled search where it was built; ``native=False`` plays as the hard level did
        # before it (arena level "hard-python"), and as it plays where no compiler was at hand.
        self.native = native and NATIVE and not legacy
        # Whether the sampled deals are weighted by what the cards played say (``play_evidence``) as well
        # as by the calls: True or False always (the arena levels "hard-reads-play" and "hard-bids-only"),
        # None: everywhere but in classic, where it was measured a loss (``reads_play``).
        self.read_play = read_play
        # The calls and cards read as first written, before they were fitted to how the hard level
        # plays (arena level "hard-first-readings"; see ``evidence._Evidence``).
        self.first_readings = first_readings
        # Whether the last raise (R5, ``last_raise``) is ever made: False keeps every contract as bid (the arena
        # level "hard-never-raises", to measure the raise against).
        self.raises = raises
        # Threads that solve the sampled deals side by side (1: this one); see ``pool``.
        self.workers = max(1, workers)
        # Whether a close call gets a second look with the sampled deals solved to the end
        # (``exact_bids``): the expert's, where the compiled search was built.
        self.exact_bids = False
        self.last_exact = 0  # deals solved to the end for the last call's second look (0: none)
        self._deadline: float | None = None
        self._cancel: CancelEvent | None = None
        self.last_samples = 0  # deals looked at for the last decision
        # What each move considered for the last decision was worth on average (cards or bids): the coach's hint.
        self.last_values: dict[object, float] = {}
        # For the last card: each searched card's outcome deal by deal, in the order the deals were drawn
        # (the review's tie margin: how surely one card beats another on the same deals).
        self.last_outcomes: dict[int, list[float]] = {}

    # ----- the interface -------------------------------------------------
    def decide(self, view: SeatView, cancel: CancelEvent | None = None) -> Decision:
        """``Bot.decide`` with a budget and an optional ``cancel`` event (set
        from another thread): the best decision found so far is returned when
        either ends the search."""
        if view.family != "belote":
            return self.counterpart(view.family).decide(view, cancel)  # type: ignore[call-arg]
        self._deadline = time.perf_counter() + self.budget * SEARCH_SHARE
        self._cancel = cancel
        try:
            return super().decide(view)
        finally:
            self._deadline = None
            self._cancel = None

    def choose_bid(self, view: SeatView) -> Bid:
        self.last_values = {}
        self.last_exact = 0
        with _Clock(self):
            legal = view.legal_bids
            if len(legal) == 1:
                return legal[0]
            bidder = _Bidder(self, view)
            return bidder.choose()

    def choose_card(self, view: SeatView) -> int:
        self.last_values = {}
        self.last_outcomes = {}
        with _Clock(self):
            legal = view.legal_mask()
            cards = cards_of(legal)
            if len(cards) == 1:
                return cards[0]
            return _CardChooser(self, view, legal).choose()

    def reads_play(self, view: SeatView) -> bool:
        """Whether this decision weights the sampled deals by the cards played. By default not in
        classic: there the arena measured it a loss (1,000 boards of hard against hard-bids-only:
        -2.1 points a deal, 95% interval -4.0 to -0.3, with the factors as first written); the bots it
        plays against discard by their search, not by the habits the evidence read."""
        if self.read_play is not None:
            return self.read_play
        return not view.options.is_classic

    @property
    def depths(self) -> dict[int, tuple[int, ...]]:
        """The search's ladder of depth limits, by cards in hand (see ``DEPTHS``)."""
        if self.legacy:
            return LEGACY_DEPTHS
        return NATIVE_DEPTHS if self.native else DEPTHS

    # ----- time and randomness ------------------------------------------
    def rng(self, view: SeatView) -> random.Random:
        """Drawn from the seed and what the seat sees only (a string seed is
        hashed the same way in every run)."""
        played = len(view.tricks) * 4 + len(view.trick)
        return random.Random(f"hard/{self.seed}/{view.seat}/{view.dealer}/{view.hand}/{len(view.bids)}/{played}")

    def out_of_time(self) -> bool:
        if self._cancel is not None and self._cancel.is_set():
            return True
        return self._deadline is not None and time.perf_counter() > self._deadline

    def stopped(self) -> bool:
        return self._cancel is not None and self._cancel.is_set()

    @property
    def deadline(self) -> float:
        assert self._deadline is not None
        return self._deadline


class ExpertBot(HardBot):
    """The hard level with more time (``EXPERT_BUDGET``), every core, every
    sampled deal searched to the end of the deal, and a second look at close
    calls with the deals solved (where the compiled search was built; without
    it, the hard level's depth limits and its bidding)."""

    level = "expert"

    def __init__(self, seed: int = 0, budget: float = EXPERT_BUDGET, max_samples: int | None = None,
                 workers: int | None = None, second_look: bool = True) -> None:
        super().__init__(seed, budget, max_samples, workers=default_workers() if workers is None else workers)
        # ``second_look=False``: bids as the hard level does (arena level "expert-no-look").
        self.exact_bids = self.native and second_look

    @property
    def depths(self) -> dict[int, tuple[int, ...]]:
        return EXACT_DEPTHS if self.native else DEPTHS


class _Clock:
    """Starts the budget for a direct ``choose_*`` call (``decide`` has
    started it already)."""

    def __init__(self, bot: HardBot) -> None:
        self.bot = bot
        self.owner = False

    def __enter__(self) -> None:
        if self.bot._deadline is None:
            self.bot._deadline = time.perf_counter() + self.bot.budget * SEARCH_SHARE
            self.owner = True

    def __exit__(self, *exc: object) -> None:
        if self.owner:
            self.bot._deadline = None


__all__ = ["DEFAULT_BUDGET", "EXPERT_BUDGET", "SETTLE_AFTER", "ExpertBot", "HardBot", "coinche_scores",
           "declaration_outcome", "default_workers", "hand_value", "settled"]
