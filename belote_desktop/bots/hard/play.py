"""The card choice: deal the unseen cards many ways, solve each deal with
every hand face up, and play the card whose outcome is best on average."""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from ...engine.cards import SUIT_MASK, cards_of
from ...engine.tricks import POINTS, STRENGTH
from ..evidence import _Evidence
from ..knowledge import Knowledge, deduce
from ..sampler import Sampler
from ..view import SeatView
from . import MIN_SAMPLES
from .outcome import _Outcome
from .pool import DealJob, solve_deal, solve_in_pool

if TYPE_CHECKING:
    from . import HardBot

# A card decision stops before the budget once the leading card beats every
# other by a clear margin on the same deals (paired, so the luck of the deal
# cancels): more deals would not change the choice, and the table moves on.
SETTLE_AFTER = 16  # deals looked at before the first check
SETTLE_Z = 3.0  # how many standard errors the lead must clear
SETTLE_EQUAL = 2.0  # points: cards surely closer than this are as good as each other


def alike_cards(view: SeatView, k: Knowledge, legal: int) -> dict[int, int]:
    """Each legal card with the card searched in its place: of worthless low cards (7 8 9 of a plain
    suit, 7 8 of a trump suit) next to each other in power with no unseen card between them, which play
    exactly alike in every deal, only the lowest is searched; every other card stands for itself."""
    assert view.contract is not None
    mode = view.contract.trump
    strength = STRENGTH[mode]
    points = POINTS[mode]
    _win_seat, win_card = view.trick_winner()
    outside = k.unseen | (1 << win_card if win_card >= 0 else 0)
    alike: dict[int, int] = {}
    for suit in range(4):
        cards = sorted(cards_of(legal & SUIT_MASK[suit]), key=strength.__getitem__)
        prev = -1
        for c in cards:
            if prev >= 0 and points[c] == 0 and points[prev] == 0:
                between = 0
                for o in cards_of(outside & SUIT_MASK[suit]):
                    if strength[prev] < strength[o] < strength[c]:
                        between += 1
                if not between:
                    alike[c] = alike[prev]
                    prev = c
                    continue
            alike[c] = c
            prev = c
    return alike


def _root_moves(view: SeatView, k: Knowledge, legal: int) -> list[int]:
    """The legal cards worth searching (``alike_cards``), by suit and power."""
    return list(dict.fromkeys(alike_cards(view, k, legal).values()))


class _CardChooser:
    def __init__(self, bot: HardBot, view: SeatView, legal: int) -> None:
        assert view.contract is not None
        self.bot = bot
        self.view = view
        self.legal = legal
        self.contract = view.contract
        self.mode = view.contract.trump
        self.k = deduce(view)
        self.outcome = _Outcome(view, view.contract)

    def choose(self) -> int:
        bot, view, k = self.bot, self.view, self.k
        moves = _root_moves(view, k, self.legal)
        if len(moves) == 1:
            return moves[0]
        evidence = _Evidence(view, self.outcome.played_by, read_play=bot.reads_play(view),
                             first_readings=bot.first_readings)
        sampler = Sampler(k, bot.rng(view), evidence.weight if evidence else None)
        ladder = bot.depths.get(view.hand.bit_count(), (0,))
        rung = 0
        totals = dict.fromkeys(moves, 0.0)
        seen: dict[int, list[float]] = {c: [] for c in moves}
        n = 0
        # ``max_samples``: that many deals, no clock, no early stop; ``sample_cap``: at most that many, on the clock.
        timed = bot.max_samples is None
        limit = bot.max_samples if not timed else bot.sample_cap
        next_settle = SETTLE_AFTER
        start = time.perf_counter()
        first_batch = True  # at the current depth
        floor = bot.min_samples
        while (limit is None or n < limit) and not (bot.out_of_time() if n >= floor else bot.stopped()):
            # ``workers`` deals at a time, drawn here in the same order whatever the number of
            # workers, and added up in that order: with ``max_samples`` the choice does not depend
            # on the number of workers or on which finishes first.
            count = bot.workers if limit is None else min(bot.workers, limit - n)
            deals = [sampler.deal() for _ in range(count)]
            batch_start = time.perf_counter()
            results = self._solve(deals, moves, ladder[rung], timed=timed and n >= floor)
            added = 0
            for hands, values in zip(deals, results, strict=True):
                if values is None:
                    break  # out of time: later deals are dropped too, as one worker would
                self._count(hands, values, totals, seen)
                added += 1
            n += added
            if added < count:
                break
            if timed and n >= next_settle:
                if settled(seen, bot.settle_equal):
                    break
                next_settle = n + 4
            if first_batch and timed and rung + 1 < len(ladder) and \
                    (time.perf_counter() - batch_start) * MIN_SAMPLES > (bot.deadline - start) * count:
                # Too few deals would fit at this depth: many shallower
                # searches beat a handful of deep ones.
                rung += 1
            else:
                first_batch = False
        return self._best(moves, totals, seen, n)

    def _solve(self, deals: list[list[int]], moves: list[int], horizon: int,
               timed: bool = True) -> list[dict[int, int] | None]:
        """Every move's value in each deal (None: the time ran out), on ``bot.workers`` threads; with no
        deadline under ``max_samples`` or below ``min_samples`` (``timed=False``)."""
        bot, view = self.bot, self.view
        deadline = bot.deadline if timed else None
        jobs = [DealJob(self.mode, tuple(view.next_seats), view.options.undertrump == "optional", horizon,
                        hands, view.trick_leader, tuple(view.trick), self.outcome.won, tuple(moves), deadline,
                        bot.legacy, bot.stopped, bot.native)
                for hands in deals]
        return solve_in_pool(bot.workers, jobs, solve_deal)

    def _count(self, hands: list[int], values: dict[int, int], totals: dict[int, float],
               seen: dict[int, list[float]]) -> None:
        """Adds one deal's outcomes (the play's values turned into the deal's score)."""
        extras = self.outcome.extras(hands)
        for c, v in values.items():
            u = self.outcome.utility(v, extras)
            totals[c] += u
            seen[c].append(u)

    def _best(self, moves: list[int], totals: dict[int, float], seen: dict[int, list[float]], n: int) -> int:
        self.bot.last_samples = n
        view = self.view
        if n == 0:
            return _fallback_card(view, self.legal)
        self.bot.last_values = {c: totals[c] / n for c in moves}
        self.bot.last_outcomes = seen
        points = POINTS[self.mode]
        strength = STRENGTH[self.mode]
        # Ties go to the cheaper card.
        return max(moves, key=lambda c: (round(totals[c] / n, 6), -points[c], -strength[c], -c))


def settled(seen: dict[int, list[float]], equal: bool = True) -> bool:
    """Whether more deals would not change the card: the card with the best
    mean leads each other card by more than ``SETTLE_Z`` standard errors of
    the per-deal difference, or (``equal``) is surely within ``SETTLE_EQUAL``
    points of it (then either card will do). Cards equal on every deal so far
    look surely equal, though a rarer layout may tell them apart by a whole
    contract: the coach does not stop on that (``HardBot.settle_equal``)."""
    best = max(seen, key=lambda c: sum(seen[c]))
    ahead = seen[best]
    n = len(ahead)
    for card, values in seen.items():
        if card == best:
            continue
        diffs = [a - b for a, b in zip(ahead, values, strict=True)]
        mean = sum(diffs) / n
        error = SETTLE_Z * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
        if mean - error <= 0 and (mean + error >= SETTLE_EQUAL or not equal):
            return False
    return True


def _fallback_card(view: SeatView, legal: int) -> int:
    """No deal could be searched in time: play as the normal level would."""
    try:
        from ..normal import NormalBot

        card = NormalBot(0).choose_card(view)
        if legal >> card & 1:
            return card
    except Exception:  # any failure falls through to the simplest safe card
        pass
    assert view.contract is not None
    mode = view.contract.trump
    return min(cards_of(legal), key=lambda c: (POINTS[mode][c], STRENGTH[mode][c]))
