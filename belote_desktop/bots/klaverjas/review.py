"""The deal review of a klaverjas deal: belote's review (``bots.review``) with klaverjas's own pieces.

The same positions, the same judgement and tie margins, the same ``MoveReview``; what differs is klaverjas's:

- the coach's look (``coach.KlaverjasCoachLook``, the hint's): a card judged over the hint's layouts of the hidden
  cards, all of them, each solved to the end with roem; the choice of trump ("ik speel" in a suit, "ik pas") over
  the deals the hint values its calls on;
- each card's exact value in this very deal with every hand seen: the klaverjas search (``solver``, compiled
  where built), which counts each trick's roem, stuk, the last trick and pit, made the deal's score by K7
  (``outcome.Outcome``: nat gives the defenders 162 and all roem), this seat's team minus the other.

Nothing here imports Qt.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from ...engine.tricks import winning_index
from ..hard import CancelEvent, default_workers
from ..review import NO_CLOCK, MoveReviewerBase, Position
from ..solver_driver import SearchTimeout
from .coach import KlaverjasCoachLook, layouts
from .hard import CALL_DEALS
from .outcome import Outcome
from .solver import EW_WON, NS_WON, KlaverjasSolver

# The search of the deal last reviewed, kept between its moves (in the worker process, between jobs): its table
# holds the later positions of the deal, mostly solved on the way, so a whole seat costs little more than its first
# card. One review at a time uses it (the lock): bot workers in threads (tests) may review two deals at once.
_SOLVER: dict[tuple[object, ...], KlaverjasSolver] = {}
_SOLVER_LOCK = threading.Lock()
T = TypeVar("T")


class _Cancel:
    """The cancel of the job now searching, for a search kept between jobs (its stop is fixed when made)."""

    def __init__(self) -> None:
        self.event: CancelEvent | None = None

    def __call__(self) -> bool:
        return self.event is not None and self.event.is_set()


class KlaverjasMoveReviewer(MoveReviewerBase):
    """One position of a klaverjas deal reviewed (``bots.review.reviewer_of`` makes it for a klaverjas deal)."""

    def __init__(self, position: Position, samples: int | None = None) -> None:
        super().__init__(position, samples or layouts(position.hands[position.seat]))  # the klaverjas hint's cap

    def card_look(self) -> KlaverjasCoachLook:
        return KlaverjasCoachLook(NO_CLOCK, self.samples, workers=default_workers())

    def call_look(self) -> KlaverjasCoachLook:
        return KlaverjasCoachLook(NO_CLOCK, CALL_DEALS, workers=default_workers())

    def weighed_cards(self, look: Any) -> tuple[dict[int, float], dict[int, list[float]]]:
        # The klaverjas look searches every legal card (roem tells apart cards of equal power).
        return dict(look.last_values), dict(look.last_outcomes)

    def _cards_of_the_deal(self) -> tuple[int, ...]:
        """Who held which card at the start of the play: the same for every position of one deal."""
        p = self.position
        held = list(p.hands)
        for trick in (*p.view.tricks, None):
            seat, cards = (p.leader, p.cards) if trick is None else (trick.leader, trick.cards)
            for card in cards:
                held[seat] |= 1 << card
                seat = p.view.next_seats[seat]
        return tuple(held)

    def north_south_values(self, cancel: CancelEvent | None = None) -> dict[int, int]:
        """Every legal card's exact value to North-South from the trick in progress on: North-South's card points,
        roem, last trick and pit less East-West's, with every hand seen and perfect play."""
        p = self.position
        moves = [c for c in range(32) if p.legal >> c & 1]
        return self._searched(cancel, lambda solver: solver.move_values(list(p.hands), p.leader, p.cards, p.won,
                                                                         moves))

    def exact_values(self, cancel: CancelEvent | None = None) -> dict[int, float]:
        """Every legal card's value with every hand seen: the deal's final score for the seat's side less the other
        side's (made or nat by K7, roem counted), with perfect play from here on. A nat gives the defenders all roem,
        that of the tricks still to play too: counted along the line of play the search found."""
        p = self.position
        contract = p.view.contract
        assert contract is not None
        outcome = Outcome(p.view, contract.takers, contract.trump)
        out: dict[int, float] = {}
        for card, value in self.north_south_values(cancel).items():
            if outcome.made(value):
                out[card] = outcome.utility(value)
            else:
                roem = self._searched(cancel, lambda solver, card=card: self._roem_to_come(solver, card))
                out[card] = outcome.utility(value, roem)
        return out

    def _searched(self, cancel: CancelEvent | None, search: Callable[[KlaverjasSolver], T]) -> T:
        """``search(solver)`` with the deal's kept search, stopped by ``cancel``."""
        p = self.position
        contract = p.view.contract
        assert contract is not None
        key = (p.view.options, contract.trump, contract.takers, p.view.next_seats, self._cards_of_the_deal())
        with _SOLVER_LOCK:
            solver = _SOLVER.get(key)
            if solver is None:
                _SOLVER.clear()  # one deal at a time: an older deal's table would only take memory
                solver = _SOLVER[key] = KlaverjasSolver(p.view.options, contract.trump, contract.takers,
                                                        p.view.next_seats, stop=_Cancel())
            stop: _Cancel = solver.stop  # type: ignore[assignment]
            stop.event = cancel
            try:
                return search(solver)
            except SearchTimeout:  # the job then answers None (cancelled)
                _SOLVER.clear()  # a search stopped half-way: its table is not kept
                raise
            finally:
                stop.event = None

    def _roem_to_come(self, solver: KlaverjasSolver, card: int) -> int:
        """The roem of the trick in progress and of every later trick, ``card`` played and then each player playing
        the card the search values best for its side (North-South the highest, East-West the lowest, ties to the
        lowest card): the line of play the exact value stands for."""
        p = self.position
        assert p.view.contract is not None
        trump = p.view.contract.trump
        hands, trick, leader, won, seat = list(p.hands), list(p.cards), p.leader, p.won, p.seat
        roem = 0
        while True:
            hands[seat] &= ~(1 << card)
            trick.append(card)
            if len(trick) == 4:
                seat = leader
                for _ in range(winning_index(trump, trick)):
                    seat = p.view.next_seats[seat]
                roem += solver.roem(sum(1 << c for c in trick))
                won |= EW_WON if seat & 1 else NS_WON
                trick, leader = [], seat
                if not any(hands):
                    return roem
            else:
                seat = p.view.next_seats[seat]
            values = solver.move_values(hands, leader, trick, won)
            best = max(values.values()) if seat & 1 == 0 else min(values.values())
            card = min(c for c, v in values.items() if v == best)


__all__ = ["KlaverjasMoveReviewer"]
