"""The deal review (the coach, issue 16): each move of one seat against perfect play and a strong player.

For every card the seat played, the position is rebuilt from the deal's own actions (DESIGN.md:
the record is the truth) and every legal card is solved to the end with all four hands face up
(``solver``, exact): what each was worth to the seat's team from that trick on, so the points the
played card lost against the best one. Beside it, what the hard bot would have chosen from the
seat's own view at that moment: what a strong player could have found without seeing the cards.
For the seat's bids, the hard bidder's simulated value of each call it weighed.

Each move is one job (``MoveReviewer``), run by the bot worker like a bot's decision: off the
window's thread, cancellable, one at a time so the window can show progress. Nothing here
imports Qt.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from ..engine import PLAYING, Bid, Deal
from ..engine.deal import BID, PLAY
from ..engine.tricks import POINTS
from .base import Decision, apply, decision_of
from .hard import CancelEvent, HardBot, default_workers
from .solver import SearchTimeout, Solver, teams_won
from .view import SeatView

LAST_TRICK = 10
# The solver's table of the deal last reviewed, kept between its moves (in the worker process, between jobs):
# the later positions of a deal were mostly solved already on the way, under the same keys (the cards left,
# the leader and who has taken a trick), so a whole seat costs little more than its first card.
_TABLES: dict[tuple[object, ...], dict[tuple[int, ...], list[int]]] = {}
_TABLES_LOCK = threading.Lock()  # bot workers in threads (tests) may review two deals at once
# The strong player's look at each position: a fixed number of deals, so a review is repeatable.
BOT_SAMPLES = 48


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
    """``values``: (move, value to the seat's team) for each move weighed, best first; for a card the points
    its team takes from this trick on with perfect play (capot included), for a bid the hard bidder's
    expected score. ``lost``: how much less the move played was worth than the best (0: it was best)."""

    number: int
    seat: int
    kind: str
    trick: int
    played: int | Bid
    values: tuple[tuple[int | Bid, float], ...]
    lost: float
    bot_choice: int | Bid | None

    @property
    def best(self) -> int | Bid:
        return self.values[0][0] if self.values else self.played


def positions(deal: Deal, seat: int) -> list[Position]:
    """The positions before each bid and card of ``seat`` in ``deal``, rebuilt from its actions."""
    replay = Deal(deal.options, deal.dealer, deal.deck)
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


class MoveReviewer:
    """One position's review, as a bot-worker job: ``decide(view)`` answers with ``Decision(advice=MoveReview)``
    (``None`` as advice when cancelled). ``with_bot``: also ask the hard bot from the seat's view."""

    level = "review"

    def __init__(self, position: Position, seed: int = 0, with_bot: bool = True) -> None:
        self.position = position
        self.seed = seed
        self.with_bot = with_bot

    def decide(self, view: SeatView, cancel: CancelEvent | None = None) -> Decision:
        try:
            review = self.review(cancel)
        except SearchTimeout:
            review = None
        return Decision(advice=review)

    def review(self, cancel: CancelEvent | None = None) -> MoveReview:
        p = self.position
        bot_choice: int | Bid | None = None
        # The sample count bounds it, not time; every core, as the game's hard bots.
        hard = HardBot(self.seed, budget=60.0, max_samples=BOT_SAMPLES, workers=default_workers())
        if p.kind == BID:
            choice = hard.decide(p.view, cancel)
            bot_choice = choice.bid
            values = sorted(hard.last_values.items(), key=lambda kv: -kv[1])
            weighed = dict(values)
            lost = max(weighed.values()) - weighed[p.played] if p.played in weighed else 0.0
            return MoveReview(p.number, p.seat, p.kind, p.trick, p.played, tuple(values),  # type: ignore[arg-type]
                              lost, bot_choice)
        if self.with_bot and p.legal.bit_count() > 1:
            bot_choice = hard.decide(p.view, cancel).card
        card_values = self.card_values(cancel)
        ranked = sorted(card_values.items(), key=lambda kv: (-kv[1], kv[0]))
        lost = float(ranked[0][1] - card_values[p.played])  # type: ignore[index]
        return MoveReview(p.number, p.seat, p.kind, p.trick, p.played,
                          tuple((c, float(v)) for c, v in ranked), lost, bot_choice)

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

    def card_values(self, cancel: CancelEvent | None = None) -> dict[int, int]:
        """Every legal card's exact value to the seat's team, from this trick to the end of the deal."""
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
        if p.seat & 1 == 0:
            return ns
        # East-West take what North-South do not: the points still out, the last trick, the capot the other way.
        points = POINTS[mode]
        left = sum(points[c] for hand in p.hands for c in range(32) if hand >> c & 1)
        left += sum(points[c] for c in p.cards) + LAST_TRICK
        return {c: left - v for c, v in ns.items()}


@dataclass(frozen=True, slots=True)
class DealReview:
    """A seat's moves in one deal, reviewed; the summary line's figures."""

    seat: int
    moves: tuple[MoveReview, ...]

    @property
    def cards(self) -> tuple[MoveReview, ...]:
        return tuple(m for m in self.moves if m.kind == PLAY)

    @property
    def best_cards(self) -> int:
        return sum(1 for m in self.cards if m.lost <= 0)

    @property
    def points_lost(self) -> int:
        return round(sum(m.lost for m in self.cards))

    @property
    def biggest(self) -> MoveReview | None:
        worst = max(self.cards, key=lambda m: m.lost, default=None)
        return worst if worst is not None and worst.lost > 0 else None


def review_deal(deal: Deal, seat: int, with_bot: bool = True) -> DealReview:
    """The whole review in this thread (tests, the benchmark); the window runs it move by move in the worker."""
    return DealReview(seat, tuple(MoveReviewer(p, with_bot=with_bot).review() for p in positions(deal, seat)))


__all__ = ["DealReview", "MoveReview", "MoveReviewer", "Position", "positions", "review_deal"]
