"""The one interface every computer player has."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from ..engine.bidding import Bid
from ..engine.cards import KING, QUEEN
from ..engine.deal import ANNOUNCE, BID, BIDDING, PLAYING, Action, Deal
from ..engine.declarations import Declaration
from .view import SeatView


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's answer: a bid, an announcement, or a card (with "belote")."""

    bid: Bid | None = None
    declarations: tuple[Declaration, ...] | None = None
    card: int = -1
    belote: bool = False
    advice: object = None  # the coach's reasons (``bots.coach.Advice``); a bot playing for itself gives none


class Bot(ABC):
    """Given only a seat's view, choose that seat's next action.

    Subclasses implement ``choose_bid`` and ``choose_card``; announcing
    declares the whole best split by default, as good players do.
    """

    level = "base"

    @abstractmethod
    def choose_bid(self, view: SeatView) -> Bid: ...

    @abstractmethod
    def choose_card(self, view: SeatView) -> int: ...

    def choose_declarations(self, view: SeatView) -> tuple[Declaration, ...]:
        return view.own_declarations

    def decide(self, view: SeatView) -> Decision:
        if view.phase == BIDDING:
            return Decision(bid=self.choose_bid(view))
        if view.phase == PLAYING and view.can_announce:
            return Decision(declarations=self.choose_declarations(view))
        card = self.choose_card(view)
        # Bots always announce belote (R8).
        return Decision(card=card, belote=first_of_belote_pair(view, card))


def first_of_belote_pair(view: SeatView, card: int) -> bool:
    """Whether playing ``card`` says "belote": the first of the trump king and queen from a hand holding both."""
    contract = view.contract
    if contract is None or contract.trump > 3 or view.belote_seat >= 0:
        return False
    king, queen = contract.trump * 8 + KING, contract.trump * 8 + QUEEN
    if card not in (king, queen):
        return False
    return bool(view.hand >> king & 1 and view.hand >> queen & 1)


def decision_of(action: Action) -> Decision:
    """A recorded action (``Deal.actions``) as the decision that made it: replays go through ``apply`` too."""
    if action.kind == BID:
        return Decision(bid=action.value)  # type: ignore[arg-type]
    if action.kind == ANNOUNCE:
        return Decision(declarations=tuple(action.value))  # type: ignore[arg-type]
    return Decision(card=action.value, belote=action.say == "belote")  # type: ignore[arg-type]


def apply(deal: Deal, seat: int, decision: Decision) -> None:
    """Carry a decision out on the deal for ``seat`` (raises if illegal)."""
    if decision.bid is not None:
        deal.bid(decision.bid, seat)
    elif decision.declarations is not None:
        deal.announce(decision.declarations, seat)
    else:
        deal.play(decision.card, seat, belote=decision.belote)
