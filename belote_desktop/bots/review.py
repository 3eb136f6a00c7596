"""The deal review (the coach, issue 16): each move of one seat, judged first by what the seat could know.

For every bid and card of the seat, the position is rebuilt from the deal's own actions (DESIGN.md:
the record is the truth) and judged by the coach's own look (``coach.CoachLook``, the hard level's):
many possible layouts of the cards the seat could not see, each played out to the end, every legal
move valued on average as the deal's final score for the seat's side less the other side's. The
hint takes the same look from the same seed and stops at the same number of layouts or sooner
(``coach.layouts``), so at one position the review looks at all of the hint's layouts: the card the
hint recommended is not called a mistake (it is the best, or within the tie margin of the best:
``TIE_POINTS``, or less than ``TIE_Z`` standard errors on the same layouts). "Best move", the points
lost and the biggest mistake come from this judgement; bids count in them as cards do.

Beside it, for a card, what each was worth in this very deal with every hand seen (``solver``,
exact, in the same points): the luck of the layout, not a mistake.

Each move is one job (``reviewer_of``: ``MoveReviewer`` for belote, ``klaverjas.review`` for a klaverjas
deal, with its own coach's look and its solver counting roem), run by the bot worker like a bot's
decision: off the window's thread, cancellable, one at a time so the window can show progress. Nothing
here imports Qt.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import Any

from ..engine import PLAYING, Bid, FamilyDeal, dealt_again
from ..engine.deal import BID, PLAY
from ..engine.tricks import POINTS
from .base import Decision, apply, decision_of
from .coach import CoachLook, layouts
from .hard import CancelEvent
from .hard.bidding import MAX_BID_SAMPLES
from .hard.outcome import _Outcome
from .hard.play import alike_cards
from .knowledge import deduce
from .solver import SearchTimeout, Solver, teams_won
from .view import SeatView

LAST_TRICK = 10
# The solver's table of the deal last reviewed, kept between its moves (in the worker process, between jobs):
# the later positions of a deal were mostly solved already on the way, under the same keys (the cards left,
# the leader and who has taken a trick), so a whole seat costs little more than its first card.
_TABLES: dict[tuple[object, ...], dict[tuple[int, ...], list[int]]] = {}
_TABLES_LOCK = threading.Lock()  # bot workers in threads (tests) may review two deals at once
# A move worth less than the best by no more than this (points of the deal's score difference, about two card
# points) is as good as the best: the layouts cannot tell such cards apart, and scores are counted in tens.
TIE_POINTS = 5.0
# ... nor by less than this many standard errors of the difference, deal by deal on the same layouts:
# a card the hint chose on its first layouts is then not called a mistake on the luck of the later ones.
TIE_Z = 2.0
# No clock for the review's look: the number of layouts bounds it, and Close cancels it.
NO_CLOCK = 600.0


@dataclass(frozen=True, slots=True)
class Position:
    """What the seat faced before one of its moves, all hands known."""

    number: int  # the move's place among the deal's actions
    seat: int
    kind: str  # "bid" or "play"
    played: int | Bid
    trick: int  # tricks done before it (plays)
    hands: tuple[int, int, int, int]
    leader: int
    cards: tuple[int, ...]  # the trick so far
    won: int  # which teams have taken a trick (the solver's capot bits)
    legal: int  # the legal cards, as a mask
    view: SeatView


@dataclass(frozen=True, slots=True)
class MoveReview:
    """One move judged. ``values``: (move, value) for each move weighed, best first, by what the seat could
    know: the deal's final score for the seat's side less the other side's, on average over ``samples``
    layouts of the hidden cards (empty where there was nothing to choose). ``best``: the move the coach
    would choose. ``lost``: how much less the move played was worth than ``best`` (0: the best, or within
    the tie margin). ``exact``: for a card, the same value of each legal card in this very deal with every
    hand seen and perfect play, best first (empty for a bid)."""

    number: int
    seat: int
    kind: str
    trick: int
    played: int | Bid
    best: int | Bid
    values: tuple[tuple[int | Bid, float], ...]
    lost: float
    samples: int
    exact: tuple[tuple[int, float], ...] = ()

    @property
    def exact_lost(self) -> float:
        """With every hand seen: how much less the card played was worth than the best card (0 for a bid)."""
        if not self.exact:
            return 0.0
        return self.exact[0][1] - dict(self.exact)[self.played]  # type: ignore[index]


def positions(deal: FamilyDeal, seat: int) -> list[Position]:
    """The positions before each bid (klaverjas: call) and card of ``seat`` in ``deal``, rebuilt from its actions
    by the deal's own family."""
    replay = dealt_again(deal)
    out: list[Position] = []
    for number, action in enumerate(deal.actions):
        if action.seat == seat and action.kind in (BID, PLAY):
            won = teams_won(t.winner for t in replay.tricks)
            playing = replay.phase == PLAYING
            out.append(Position(
                number, seat, action.kind, action.value, len(replay.tricks),  # type: ignore[arg-type]
                tuple(replay.hands), replay.trick_leader if playing else seat,  # type: ignore[arg-type]
                tuple(replay.trick) if playing else (), won, replay.legal_mask() if playing else 0,
                SeatView.of(replay, seat)))
        apply(replay, action.seat, decision_of(action))
    return out


def card_loss(outcomes: dict[int, list[float]], best: int, card: int) -> float:
    """How much less ``card`` was worth than ``best`` on the same layouts (``outcomes``: each card's value
    layout by layout), or 0 within the tie margin (``TIE_POINTS``, ``TIE_Z``)."""
    diffs = [a - b for a, b in zip(outcomes[best], outcomes[card], strict=True)]
    n = len(diffs)
    if n == 0:
        return 0.0
    mean = sum(diffs) / n
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else math.inf
    return mean if mean > max(TIE_POINTS, TIE_Z * error) else 0.0


class MoveReviewerBase:
    """One position's review, as a bot-worker job: ``decide(view)`` answers with ``Decision(advice=MoveReview)``
    (``None`` as advice when cancelled). ``samples``: layouts of the hidden cards for a card.

    What every family reviews the same way is here: the move judged by the coach's look, the tie margins, the
    ranking. Each family gives its look (``card_look``, ``call_look``), the cards it weighed (``weighed_cards``)
    and each card's exact value with every hand seen (``exact_values``): ``MoveReviewer`` below for belote,
    ``klaverjas.review.KlaverjasMoveReviewer`` for klaverjas; ``reviewer_of`` picks by the deal's family."""

    level = "review"

    def __init__(self, position: Position, samples: int | None = None) -> None:
        self.position = position
        self.samples = samples or layouts(position.hands[position.seat])

    def decide(self, view: SeatView, cancel: CancelEvent | None = None) -> Decision:
        try:
            review = self.review(cancel)
        except SearchTimeout:
            review = None
        return Decision(advice=review)

    # ----- the family's parts -----------------------------------------------------------------------------
    def card_look(self) -> Any:
        """The coach's look for a card, with no clock, on ``samples`` layouts: a bot with ``decide(view, cancel)``
        and, afterwards, ``last_values``, ``last_outcomes`` and ``last_samples``."""
        raise NotImplementedError

    def call_look(self) -> Any:
        """The coach's look for a bid or call, on all the layouts the hint may look at."""
        raise NotImplementedError

    def weighed_cards(self, look: Any) -> tuple[dict[int, float], dict[int, list[float]]]:
        """Each legal card's value and its outcomes layout by layout, from ``look`` (empty: nothing to choose)."""
        raise NotImplementedError

    def exact_values(self, cancel: CancelEvent | None = None) -> dict[int, float]:
        """Every legal card's value with every hand seen, in the review's points."""
        raise NotImplementedError

    # ----- the judgement ----------------------------------------------------------------------------------
    def review(self, cancel: CancelEvent | None = None) -> MoveReview:
        p = self.position
        if p.kind == BID:
            return self._bid_review(cancel)
        look = self.card_look()
        best: int | Bid = look.decide(p.view, cancel).card
        _stopped(cancel)
        exact = self.exact_values(cancel)
        values, outcomes = self.weighed_cards(look)
        lost = 0.0
        if values:
            lost = card_loss(outcomes, best, p.played)  # type: ignore[arg-type]
        else:
            best = p.played  # one card, or cards that play alike: nothing to choose
        ranked = sorted(values.items(), key=lambda kv: (kv[0] != best, -kv[1], kv[0]))
        return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, best, tuple(ranked), lost,
                          look.last_samples if values else 0,
                          tuple(sorted(exact.items(), key=lambda kv: (-kv[1], kv[0]))))

    def _bid_review(self, cancel: CancelEvent | None) -> MoveReview:
        """A call judged as the hint judges it: the hard level's values, on all of its layouts."""
        p = self.position
        look = self.call_look()
        best: int | Bid = look.decide(p.view, cancel).bid
        _stopped(cancel)
        weighed: dict[int | Bid, float] = dict(look.last_values)
        lost = 0.0
        if best in weighed and p.played in weighed:
            lost = weighed[best] - weighed[p.played]
            lost = lost if lost > TIE_POINTS else 0.0
        ranked = sorted(weighed.items(), key=lambda kv: (kv[0] != best, -kv[1]))
        return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, best, tuple(ranked), lost,
                          look.last_samples if weighed else 0)


class MoveReviewer(MoveReviewerBase):
    """A belote position's review: belote's coach look and its solver (capot, belote and declarations)."""

    def card_look(self) -> CoachLook:
        return CoachLook(NO_CLOCK, self.samples)

    def call_look(self) -> CoachLook:
        return CoachLook(NO_CLOCK, MAX_BID_SAMPLES)

    def weighed_cards(self, look: Any) -> tuple[dict[int, float], dict[int, list[float]]]:
        if not look.last_values:
            return {}, {}
        p = self.position
        # The hard level searches one card of each set that plays alike; each card takes its set's values.
        alike = alike_cards(p.view, deduce(p.view), p.legal)
        return ({c: look.last_values[alike[c]] for c in alike}, {c: look.last_outcomes[alike[c]] for c in alike})

    def _cards_of_the_deal(self) -> tuple[int, ...]:
        """Who held which card at the start of the play: the same for every position of one deal."""
        p = self.position
        held = list(p.hands)
        seat = p.leader
        for card in p.cards:
            held[seat] |= 1 << card
            seat = p.view.next_seats[seat]
        for trick in p.view.tricks:
            seat = trick.leader
            for card in trick.cards:
                held[seat] |= 1 << card
                seat = p.view.next_seats[seat]
        return tuple(held)

    def _north_south_values(self, cancel: CancelEvent | None = None) -> dict[int, int]:
        """Every legal card's exact value to North-South from this trick on (the solver's, capot folded in)."""
        p = self.position
        assert p.view.contract is not None
        mode = p.view.contract.trump
        solver = Solver(mode, p.view.next_seats, p.view.options.undertrump == "optional", capot=True,
                        stop=None if cancel is None else cancel.is_set)
        moves = [c for c in range(32) if p.legal >> c & 1]
        key = (mode, p.view.options.undertrump, tuple(p.view.next_seats), self._cards_of_the_deal())
        with _TABLES_LOCK:
            known = _TABLES.get(key)
            if known is not None:
                solver.tt.update(known)  # a copy: the table kept is never written by two searches at once
        ns = solver.move_values(list(p.hands), p.leader, p.cards, p.won, moves)
        with _TABLES_LOCK:
            _TABLES.clear()  # one deal at a time: the table of an older one would only take memory
            _TABLES[key] = solver.tt
        return ns

    def card_values(self, cancel: CancelEvent | None = None) -> dict[int, int]:
        """Every legal card's exact value to the seat's team in card points, from this trick to the end."""
        p = self.position
        ns = self._north_south_values(cancel)
        if p.seat & 1 == 0:
            return ns
        # East-West take what North-South do not: the points still out, the last trick, the capot the other way.
        assert p.view.contract is not None
        points = POINTS[p.view.contract.trump]
        left = sum(points[c] for hand in p.hands for c in range(32) if hand >> c & 1)
        left += sum(points[c] for c in p.cards) + LAST_TRICK
        return {c: left - v for c, v in ns.items()}

    def exact_values(self, cancel: CancelEvent | None = None) -> dict[int, float]:
        """Every legal card's value with every hand seen, in the review's points: the deal's final score for
        the seat's side less the other side's, with perfect play from here on."""
        p = self.position
        assert p.view.contract is not None
        outcome = _Outcome(p.view, p.view.contract)
        extras = outcome.extras(list(p.hands))
        return {c: outcome.utility(v, extras) for c, v in self._north_south_values(cancel).items()}


def _stopped(cancel: CancelEvent | None) -> None:
    """The look answers with what it has when cancelled; the review wants all of it or nothing."""
    if cancel is not None and cancel.is_set():
        raise SearchTimeout


@dataclass(frozen=True, slots=True)
class DealReview:
    """A seat's moves in one deal, reviewed; the summary line's figures, bids and cards alike."""

    seat: int
    moves: tuple[MoveReview, ...]

    @property
    def cards(self) -> tuple[MoveReview, ...]:
        return tuple(m for m in self.moves if m.kind == PLAY)

    @property
    def bids(self) -> tuple[MoveReview, ...]:
        return tuple(m for m in self.moves if m.kind == BID)

    @property
    def best_cards(self) -> int:
        return sum(1 for m in self.cards if m.lost <= 0)

    @property
    def best_bids(self) -> int:
        return sum(1 for m in self.bids if m.lost <= 0)

    @property
    def points_lost(self) -> int:
        return round(sum(m.lost for m in self.moves))

    @property
    def biggest(self) -> MoveReview | None:
        worst = max(self.moves, key=lambda m: m.lost, default=None)
        return worst if worst is not None and worst.lost > 0 else None


def reviewer_of(position: Position, samples: int | None = None) -> MoveReviewerBase:
    """The job that reviews ``position``, by its deal's game family."""
    family = position.view.family
    if family == "belote":
        return MoveReviewer(position, samples)
    if family == "klaverjas":
        from .klaverjas.review import KlaverjasMoveReviewer

        return KlaverjasMoveReviewer(position, samples)
    raise ValueError(f"no review for the game family {family!r}")


def review_jobs(deal: FamilyDeal, seat: int, samples: int | None = None) -> list[MoveReviewerBase]:
    """One job for each bid (call) and card of ``seat`` in ``deal``, in order: what the review window runs."""
    return [reviewer_of(p, samples) for p in positions(deal, seat)]


def review_deal(deal: FamilyDeal, seat: int, samples: int | None = None) -> DealReview:
    """The whole review in this thread (tests, the benchmark); the window runs it move by move in the worker."""
    return DealReview(seat, tuple(job.review() for job in review_jobs(deal, seat, samples)))


__all__ = ["NO_CLOCK", "TIE_POINTS", "TIE_Z", "DealReview", "MoveReview", "MoveReviewer", "MoveReviewerBase",
           "Position", "card_loss", "positions", "review_deal", "review_jobs", "reviewer_of"]
