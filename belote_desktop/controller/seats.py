"""The four seats: each is asked for its next action the same way, and answers through one callback.

``seat.ask(deal, answer)`` asks; the seat calls ``answer(decision)`` once, in the GUI thread, when
it has decided (``None``: it could not, and the controller plays a plain legal move for it);
``seat.cancel()`` withdraws the question (a new deal or match, quitting), after which the seat
never answers it.

- ``BotSeat`` hands the question to the bot worker (a thread or the worker process) with the
  seat's ``SeatView`` only, and looks at the handle from a timer of its own in the GUI thread:
  the worker's threads never touch a Qt object.
- ``HumanSeat`` turns the question into a request to the window (``to_bid``, ``to_announce``,
  ``to_play``) and answers when the player clicks or presses a key. It checks what the player
  gives: a bid that is not offered is ignored, a card that may not be played is refused with its
  rule (``illegal_card``). A card clicked before the player's turn, or while the table still moves,
  is kept (the latest only) and tried once, when it is the player's turn and the table is still.
  A ``gate`` (a lesson, ``ui.lesson``) may hold a move back: the question then stays open, and a bid
  or an announcement is asked for again (its panel had closed).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from enum import StrEnum
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ..bots import Bot, Decision, SeatView
from ..bots.worker import BotHandle, BotRunner
from ..engine import BIDDING, Bid, Deal, Declaration
from .table_port import Table

log = logging.getLogger(__name__)

Answer = Callable[[Decision | None], None]

# How often a bot seat looks whether its bot has answered: far below what an eye sees on the table,
# and a wake-up that costs nothing next to the animations.
BOT_POLL_MS = 10


class Ask(StrEnum):
    """What the player is being asked for."""

    NONE = ""
    BID = "bid"
    ANNOUNCE = "announce"
    PLAY = "play"
    GATHER = "gather"  # klaverjas, ``auto_roem`` off: the player won the last trick and may call its roem first


class Seat(Protocol):
    shows_thinking: bool  # the table shows the thinking dots while this seat is asked

    def ask(self, deal: Deal, answer: Answer) -> None: ...

    def cancel(self) -> None: ...


class BotSeat(QObject):
    """A seat played by a bot: asked through the bot worker, never with more than its ``SeatView``."""

    shows_thinking = True

    def __init__(self, seat: int, runner: BotRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.bot: Bot | None = None
        self._runner = runner
        self._handle: BotHandle | None = None
        self._answer: Answer | None = None
        self._poll = QTimer(self)  # a child: it stops and dies with the seat
        self._poll.setInterval(BOT_POLL_MS)
        self._poll.timeout.connect(self._look)

    @property
    def handle(self) -> BotHandle | None:
        """The decision on its way, while the bot thinks."""
        return self._handle

    def ask(self, deal: Deal, answer: Answer) -> None:
        assert self.bot is not None, "a bot seat is asked before it has a bot"
        self._answer = answer
        self._handle = self._runner.start(self.bot, SeatView.of(deal, self.seat))
        self._poll.start()

    def cancel(self) -> None:
        self._poll.stop()
        if self._handle is not None:
            self._handle.cancel()  # its answer, when it comes, is no one's: the handle is dropped here
        self._handle = self._answer = None

    def _look(self) -> None:
        handle, answer = self._handle, self._answer
        if handle is None or answer is None:
            self._poll.stop()
            return
        if not handle.done():
            return
        self._poll.stop()
        self._handle = self._answer = None
        try:
            decision: Decision | None = handle.result(0)
        except Exception:  # a bot bug must not freeze the table: the controller plays for it
            log.exception("the bot at seat %s failed", self.seat)
            decision = None
        answer(decision)


class HumanSeat(QObject):
    """The player's seat: asks the window, checks the player's answers, keeps an early click."""

    shows_thinking = False
    to_bid = Signal(object)  # list[Bid]: the bids the player may make
    to_announce = Signal(object)  # tuple[Declaration, ...]: what the player may announce
    to_play = Signal(object)  # the legal cards as a mask (32 bits: too wide for a C int)
    illegal_card = Signal(int, str, str)  # the card, its rule id and reason code: a card not playable now
    to_gather = Signal()  # klaverjas: the player won the last trick and may call its roem before gathering it

    def __init__(self, seat: int, table: Table, auto_announce: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.auto_announce = auto_announce  # declarations announced for the player at trick 1
        self._table = table
        self._asking = Ask.NONE
        self._deal: Deal | None = None
        self._answer: Answer | None = None
        self._queued: int | None = None
        # A lesson's say over the player's moves: False holds the move back (the gate tells the player why).
        self.gate: Callable[[Decision], bool] | None = None

    @property
    def asking(self) -> Ask:
        return self._asking

    @property
    def queued_click(self) -> int | None:
        """A card clicked before the player's turn, waiting to be tried."""
        return self._queued

    def ask(self, deal: Deal, answer: Answer) -> None:
        self._deal, self._answer = deal, answer
        if deal.phase == BIDDING:
            self._asking = Ask.BID
            self.to_bid.emit(deal.legal_bids())
            return
        if deal.can_announce():
            declarations = deal.declarations_of(self.seat)
            if self.auto_announce or not declarations:
                self._finish(Decision(declarations=declarations))
                return
            self._asking = Ask.ANNOUNCE
            self.to_announce.emit(declarations)
            return
        self._asking = Ask.PLAY
        self._table.legal(deal.legal)
        self.to_play.emit(deal.legal)
        if self._queued is not None and not self._table.busy:
            self._take_queued()

    def cancel(self) -> None:
        self._asking = Ask.NONE
        self._deal = self._answer = self._queued = None

    def ask_to_gather(self, deal: Deal) -> None:
        """Klaverjas: the player won the last trick, which lies until they gather it (their "Roem!" first)."""
        self.cancel()
        self._deal = deal
        self._asking = Ask.GATHER
        self.to_gather.emit()

    # ------------------------------------------------------------------ the player's answers
    def bid(self, bid: Bid) -> None:
        if self._asking != Ask.BID or self._deal is None or bid not in self._deal.legal_bids():
            return
        if not self._let_through(Decision(bid=bid)):
            self.to_bid.emit(self._deal.legal_bids())
            return
        self._finish(Decision(bid=bid))

    def announce(self, declarations: tuple[Declaration, ...]) -> None:
        if self._asking != Ask.ANNOUNCE or self._deal is None:
            return
        if not self._let_through(Decision(declarations=tuple(declarations))):
            self.to_announce.emit(self._deal.declarations_of(self.seat))
            return
        self._finish(Decision(declarations=tuple(declarations)))

    def play(self, card: int) -> None:
        """A click or a key on one of the player's cards: play it now, keep it for later, or refuse it."""
        if self._asking != Ask.PLAY or self._table.busy:
            self._queued = card
            return
        self._try(card)

    def table_idle(self) -> None:
        """The table has caught up: an early click may be tried now."""
        if self._asking == Ask.PLAY and self._queued is not None:
            self._take_queued()

    # ------------------------------------------------------------------ inner
    def _take_queued(self) -> None:
        card, self._queued = self._queued, None
        if card is not None:
            self._try(card)

    def _let_through(self, decision: Decision) -> bool:
        return self.gate is None or self.gate(decision)

    def _try(self, card: int) -> None:
        deal = self._deal
        assert deal is not None
        if not self._let_through(Decision(card=card, belote=deal.can_say_belote(card))):
            return
        why = deal.why_illegal(card)
        if why is not None:
            self.illegal_card.emit(card, *why)
            return
        self._queued = None
        self._table.legal(0)
        self._finish(Decision(card=card, belote=deal.can_say_belote(card)))

    def _finish(self, decision: Decision) -> None:
        answer = self._answer
        self._asking = Ask.NONE
        self._deal = self._answer = None
        if answer is not None:
            answer(decision)


__all__ = ["BOT_POLL_MS", "Answer", "Ask", "BotSeat", "HumanSeat", "Seat"]
