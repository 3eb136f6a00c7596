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
    """A bot's answer: a bid, an announcement, or a card (with "belote"); in klaverjas also "Roem!" for the
    trick lying on the table (``claim_roem``, before the card or the gathering) and the gathering of the last
    trick (``gather``, with ``auto_roem`` off)."""

    bid: Bid | None = None
    declarations: tuple[Declaration, ...] | None = None
    card: int = -1
    belote: bool = False
    advice: object = None  # the coach's reasons (``bots.coach.Advice``); a bot playing for itself gives none
    claim_roem: bool = False
    gather: bool = False


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
        if view.family != "belote":
            return self.counterpart(view.family).decide(view)
        if view.phase == BIDDING:
            return Decision(bid=self.choose_bid(view))
        if view.phase == PLAYING and view.can_announce:
            return Decision(declarations=self.choose_declarations(view))
        card = self.choose_card(view)
        # Bots always announce belote (R8).
        return Decision(card=card, belote=first_of_belote_pair(view, card))


    def counterpart(self, family: str) -> Bot:
        """This bot's level and seed playing ``family`` (made once, then kept): the controller makes one bot a
        seat with ``make_bot(level, ...)``, and the view says which game it plays."""
        made: dict[str, Bot] | None = getattr(self, "_counterparts", None)
        if made is None:
            made = self._counterparts = {}  # type: ignore[attr-defined]
        bot = made.get(family)
        if bot is None:
            from .klaverjas import counterpart_of

            bot = made[family] = counterpart_of(self, family)
        return bot


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
    if action.kind == "claim":  # klaverjas: "Roem!" for the trick on the table
        return Decision(claim_roem=True)
    if action.kind == "gather":  # klaverjas: the last trick gathered
        return Decision(gather=True)
    return Decision(card=action.value, belote=action.say == "belote")  # type: ignore[arg-type]


def apply(deal: Deal, seat: int, decision: Decision) -> None:
    """Carry a decision out on the deal for ``seat`` (raises if illegal)."""
    if decision.claim_roem:
        deal.claim_roem(seat)  # type: ignore[attr-defined]
        if decision.card < 0 and not decision.gather:
            return  # a claim alone (a recorded action)
    if decision.gather:
        deal.gather(seat)  # type: ignore[attr-defined]
    elif decision.bid is not None:
        deal.bid(decision.bid, seat)
    elif decision.declarations is not None:
        deal.announce(decision.declarations, seat)
    elif decision.belote:
        deal.play(decision.card, seat, belote=True)
    else:
        deal.play(decision.card, seat)  # a klaverjas deal's ``play`` knows no belote
