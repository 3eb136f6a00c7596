"""A recorded match laid on the table: to resume it, or to step through it in the record viewer.

The deals before the one shown are replayed in the engine only; the one shown goes through the
controller's own showing path, at the instant speed, so the table looks exactly as it looked to the
player. The controller is ``paused`` meanwhile: what is applied is shown and nobody is asked to act.
``resume`` then lets play go on; a ``RecordPlayer`` stays paused and shows one action at a time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..bots.base import decision_of
from ..engine import Match, dealt_again
from ..engine.deal import Action

if TYPE_CHECKING:  # the controller holds a Rewind, which replays: a cycle at run time
    from .game_controller import GameController


def recorded_actions(match: Match) -> list[tuple[int, Action]]:
    """Every action of ``match`` in order, with the index of its deal."""
    return [(number, action) for number, deal in enumerate(match.deals) for action in deal.actions]


def _apply_quietly(match: Match, action: Action) -> None:
    decision = decision_of(action)
    if decision.claim_roem:  # klaverjas: "Roem!" for the trick on the table (a recorded claim is alone)
        match.claim_roem(action.seat)
    elif decision.gather:  # klaverjas: the last trick gathered
        match.gather(action.seat)
    elif decision.bid is not None:
        match.bid(decision.bid, action.seat)
    elif decision.declarations is not None:
        match.announce(decision.declarations, action.seat)
    else:
        match.play(decision.card, action.seat, belote=decision.belote)


class RecordPlayer:
    """Shows ``recorded`` on ``controller``'s table, as it stood after any number of its actions."""

    def __init__(self, controller: GameController, recorded: Match) -> None:
        self.controller = controller
        self.recorded = recorded
        self.steps = recorded_actions(recorded)
        self._position = 0

    @property
    def position(self) -> int:
        """How many of the record's actions the table shows."""
        return self._position

    def lay_out(self, upto: int | None = None, deal: int | None = None, told_from: int | None = None) -> None:
        """The table as it stood after the first ``upto`` actions (all of them by default), without animations.
        ``deal``: the deal to show (its index), when ``upto`` stops at its very start (an undo of its first move).
        The table is told nothing (``Table.quiet``), but for the actions from ``told_from`` on: a redo's moves
        played again are news to a player who listens."""
        self.controller.table.quiet(True)
        try:
            self._lay_out(upto, deal, told_from)
        finally:
            self.controller.table.quiet(False)

    def _lay_out(self, upto: int | None, deal: int | None, told_from: int | None = None) -> None:
        c = self.controller
        steps = self.steps
        upto = len(steps) if upto is None else max(0, min(upto, len(steps)))
        c.pause()
        c.begin_match(self.recorded.options, self.recorded.seed, self.recorded.first_dealer, self.recorded.number)
        c.match.assisted = self.recorded.assisted
        self._position = 0
        if not self.recorded.deals:
            return  # nothing was dealt yet
        current = deal if deal is not None else steps[upto - 1][0] if upto else 0
        for number, action in steps:  # the finished deals: the engine only
            if number >= current:
                break
            if number == len(c.match.deals):
                c.match.start_deal(self.recorded.deals[number].deck)
            _apply_quietly(c.match, action)
            self._position += 1
        c.table.scores(*c.match.totals)
        speed = c.table.speed
        c.table.set_speed("instant")
        told = False
        try:
            c.begin_deal(self.recorded.deals[current].deck)
            while self._position < upto:
                if not told and told_from is not None and self._position >= told_from:
                    c.table.quiet(False)
                    told = True
                self._show_step()
        finally:
            if told:
                c.table.quiet(True)  # as it was: ``lay_out`` ends the quiet
            c.table.set_speed(speed)

    def show_next(self) -> bool:
        """Show the record's next action on the table, animated; False at the end."""
        if self._position >= len(self.steps):
            return False
        self._show_step()
        return True

    def _show_step(self) -> None:
        c = self.controller
        number, action = self.steps[self._position]
        if number >= len(c.match.deals):
            c.begin_deal(self.recorded.deals[number].deck)
        self._position += 1
        c.show(action.seat, decision_of(action))


def resume(controller: GameController, recorded: Match) -> None:
    """Lay ``recorded`` (a saved match) on the table where it was left, and play on from there."""
    RecordPlayer(controller, recorded).lay_out()
    controller.play_on()


__all__ = ["RecordPlayer", "dealt_again", "decision_of", "recorded_actions", "resume"]
