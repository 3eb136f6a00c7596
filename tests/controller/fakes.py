"""A table that records what the controller tells it, and bots that answer as a test needs.

``FakeTable`` implements the controller's ``Table`` port. Every event makes it busy, as the real
table is until its animations have played; ``catch_up()`` ends that and emits ``animations_done``.
With ``auto=True`` it catches up by itself on the next event-loop turn, so a match plays on.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from belote_desktop.bots import Bot, SeatView
from belote_desktop.bots.base import Decision
from belote_desktop.engine import PASS_BID, Bid, Contract, Declaration, Options
from belote_desktop.engine.bidding import CONTRACT, TAKE


class FakeTable(QObject):
    animations_done = Signal()
    card_clicked = Signal(int)

    def __init__(self, auto: bool = False) -> None:
        super().__init__()
        self.auto = auto
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self._busy = False
        self._speed = "normal"
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.catch_up)

    # -- what the tests look at ------------------------------------------------
    def names(self) -> list[str]:
        return [name for name, _ in self.calls]

    def of(self, name: str) -> list[tuple[Any, ...]]:
        return [args for called, args in self.calls if called == name]

    def catch_up(self) -> None:
        """The animations of everything told so far have played."""
        if self._busy:
            self._busy = False
            self.animations_done.emit()

    def _told(self, name: str, *args: Any) -> None:
        self.calls.append((name, args))
        self._busy = True
        if self.auto:
            self._timer.start()

    # -- the port ----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str) -> None:
        self._speed = speed

    def quiet(self, on: bool) -> None:
        self.calls.append(("quiet", (on,)))  # a mode, not an event: nothing to animate

    def match_started(self, options: Options, human_seat: int) -> None:
        self.calls.append(("match_started", (options, human_seat)))  # a bare table: nothing to animate

    def progress(self, deal: int, deals: int | None) -> None:
        self.calls.append(("progress", (deal, deals)))  # words in a panel: nothing to animate

    def deal_started(self, dealer: int, human_cards: Sequence[int], up_card: int | None) -> None:
        self._told("deal_started", dealer, tuple(human_cards), up_card)

    def bid(self, seat: int, bid: Bid) -> None:
        self._told("bid", seat, bid)

    def last_chance(self, moment: str, bidder: int, bid: Bid) -> None:
        self._told("last_chance", moment, bidder, bid)

    def all_passed(self) -> None:
        self._told("all_passed")

    def contract(self, contract: Contract, first_seat: int, human_cards: Sequence[int], up_card: int | None) -> None:
        self._told("contract", contract, first_seat, tuple(human_cards), up_card)

    def announced(self, seat: int, declarations: Sequence[Declaration]) -> None:
        self._told("announced", seat, tuple(declarations))

    def card_played(self, seat: int, card: int, say: str | None) -> None:
        self._told("card_played", seat, card, say)

    def trick_won(self, winner: int) -> None:
        self._told("trick_won", winner)

    def declarations_shown(self, shown: Mapping[int, Sequence[Declaration]]) -> None:
        self._told("declarations_shown", dict(shown))

    def roem(self, winner: int, roem: object, caller: int | None) -> None:
        self._told("roem", winner, roem, caller)

    def roem_lying(self, on: bool) -> None:
        self.calls.append(("roem_lying", (on,)))  # a button shown or hidden: nothing to animate

    def scores(self, ns: int, ew: int) -> None:
        self._told("scores", ns, ew)

    def turn(self, seat: int | None) -> None:
        self._told("turn", seat)

    def thinking(self, seat: int, on: bool) -> None:
        self._told("thinking", seat, on)

    def legal(self, mask: int) -> None:
        self._told("legal", mask)


class DealSeat:
    """A plain klaverjas player for tests: seated with ``GameController.stand_in``, it reads the deal itself (no
    ``SeatView``): "ik speel" at its first chance in the first suit offered (or "ik pas" with ``takes=False``, until
    it must play), then its lowest legal card, calling the roem of the tricks it won. It answers at once."""

    shows_thinking = False

    def __init__(self, takes: bool = True) -> None:
        self.takes = takes

    def ask(self, deal: Any, answer: Any) -> None:
        if deal.phase == "bidding":
            legal = deal.legal_bids()
            takes = [bid for bid in legal if bid.kind == TAKE]
            answer(Decision(bid=takes[0] if self.takes or PASS_BID not in legal else PASS_BID))
            return
        # "Roem!" for its own trick lying on the table (the trick's winner acts next), as the bots do.
        lying = deal.lying_trick
        claim = bool(lying) and deal.can_claim_roem() and deal.tricks[lying - 1].winner == deal.turn
        if deal.phase == "gathering":
            answer(Decision(gather=True, claim_roem=claim))
            return
        answer(Decision(card=deal.legal_cards()[0], claim_roem=claim))

    def cancel(self) -> None:
        pass


class PlainBot(Bot):
    """Takes at the first chance (or passes, with ``takes=False``) and plays its lowest legal card."""

    level = "plain"

    def __init__(self, takes: bool = True) -> None:
        self.takes = takes

    def choose_bid(self, view: SeatView) -> Bid:
        if self.takes:
            for bid in view.legal_bids:
                if bid.kind == TAKE or (bid.kind == CONTRACT and not bid.is_capot):
                    return bid
        return PASS_BID

    def choose_card(self, view: SeatView) -> int:
        mask = view.legal_mask()
        return (mask & -mask).bit_length() - 1


class FailingBot(PlainBot):
    """Raises when asked for a card: a bot bug."""

    def choose_card(self, view: SeatView) -> int:
        raise RuntimeError("a bot bug")


class IllegalBot(PlainBot):
    """Plays a card it may not play (one of the others' cards, or an illegal one of its own)."""

    def choose_card(self, view: SeatView) -> int:
        mask = view.legal_mask()
        return next(c for c in range(32) if not mask >> c & 1)


class SleepyBot(PlainBot):
    """Waits until ``release`` is set before it answers (``entered`` says it is thinking)."""

    def __init__(self, entered: threading.Event, release: threading.Event) -> None:
        super().__init__()
        self.entered, self.release = entered, release

    def decide(self, view: SeatView) -> Decision:
        self.entered.set()
        self.release.wait(10)
        return super().decide(view)
