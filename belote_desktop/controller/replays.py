"""A finished deal played again: by the player (``deal_again``), or by the expert in the player's seat
(``ExpertReplay``), to set the two results side by side.

``deal_again`` takes the last deal back and deals the same cards by the same dealer: a replay of the
match's record up to that deal's start (``controller.replay``), as an undo is. The match then counts
apart in the statistics, as after a hint or an undo (``Match.assisted``): the player has seen the cards.

``ExpertReplay`` plays the deal's cards again off the table, on a deal of its own, each seat asked
through the bot worker as in play (``BotSeat``): the GUI thread only applies the answers.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..bots import Bot, Decision, apply
from ..bots.worker import BotRunner
from ..engine import BIDDING, SCORED, Deal, IllegalAction
from ..engine.bidding import PASS_BID
from ..engine.families.klaverjas.deal import GATHERING
from .replay import RecordPlayer, dealt_again
from .seats import BotSeat

if TYPE_CHECKING:
    from .game_controller import GameController

log = logging.getLogger(__name__)


def can_deal_again(controller: GameController) -> bool:
    """The last deal was played to its score and nothing else is going on."""
    c = controller
    return c.started and not c.paused and bool(c.match.deals) and c.match.deal.phase == SCORED


def deal_again(controller: GameController) -> bool:
    """Take the last deal back and deal its cards again, by the same dealer; False when there is none to."""
    if not can_deal_again(controller):
        return False
    c = controller
    match = c.match
    start = sum(len(deal.actions) for deal in match.deals[:-1])  # the actions before the last deal
    c.rewind.forget()
    RecordPlayer(c, match).lay_out(start, deal=len(match.deals) - 1)
    c.match.assisted = True
    c.play_on()
    c.rewound.emit()  # saved, and the statistics forget a match result this takes back (session.keeper)
    return True


def fallback(deal: Deal) -> Decision:
    """A plain legal move for a bot that failed (as the controller plays one)."""
    if deal.phase == BIDDING:
        legal = deal.legal_bids()
        return Decision(bid=PASS_BID if PASS_BID in legal else legal[0])  # klaverjas: who must play, plays
    if deal.phase == GATHERING:
        return Decision(gather=True)
    if deal.can_announce():
        return Decision(declarations=())
    return Decision(card=deal.legal_cards()[0])


class ExpertReplay(QObject):
    """``deal``'s cards played again from the start by ``bots`` (seat -> bot), one decision at a time in the
    worker; ``progress`` after each card, ``finished`` with the new deal once it is over. ``cancel`` stops it
    (a late answer is dropped)."""

    progress = Signal(int)  # cards played so far, 0 to 32
    finished = Signal(object)  # the deal as the bots played it

    def __init__(self, deal: Deal, bots: dict[int, Bot], runner: BotRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.deal = dealt_again(deal)
        self._seats: dict[int, BotSeat] = {}
        for seat, bot in bots.items():
            player = BotSeat(seat, runner, parent=self)
            player.bot = bot
            self._seats[seat] = player
        self._asked: int | None = None
        self._question = 0

    @property
    def running(self) -> bool:
        return self._asked is not None

    def start(self) -> None:
        self._ask()

    def cancel(self) -> None:
        self._question += 1
        if self._asked is not None:
            self._seats[self._asked].cancel()
        self._asked = None

    def _ask(self) -> None:
        deal = self.deal
        if deal.is_over:
            self._asked = None
            self.finished.emit(deal)
            return
        self._question += 1
        question, seat = self._question, deal.turn
        self._asked = seat
        self._seats[seat].ask(deal, lambda decision: self._on_answer(question, seat, decision))

    def _on_answer(self, question: int, seat: int, decision: Decision | None) -> None:
        if question != self._question:
            return  # cancelled meanwhile
        deal = self.deal
        played = deal.cards_played
        try:
            apply(deal, seat, decision if decision is not None else fallback(deal))
        except IllegalAction as error:
            log.error("seat %s chose an illegal action in the expert's replay: %s", seat, error)
            apply(deal, seat, fallback(deal))
        if deal.cards_played != played:
            self.progress.emit(deal.cards_played)
        self._ask()


__all__ = ["ExpertReplay", "can_deal_again", "deal_again", "fallback"]
