"""Undo and redo of the player's own moves, within the deal in play (the coach, issue 16).

Undo takes back the player's last bid, announcement or card and everything the other seats did
after it; redo puts it all back while the player has done nothing else since. Both are replays
(DESIGN.md): the match is laid out again from its own record up to the chosen action, through
``controller.replay``, so the position after an undo is exactly the one the player faced, and the
bots then decide afresh from it. A deal once scored is not taken back: its summary has been shown
and its points counted.

With ``skip_forced`` (the window's "play my only legal card" setting, issue 37), a card the player
could not choose, the only legal one, is no move of theirs either: going back to just before it
would only see it played again by itself, and the player could never undo past it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..bots.base import apply, decision_of
from ..engine import BIDDING, PLAYING, Deal, Match
from ..engine.deal import ANNOUNCE, PLAY
from ..engine.declarations import best_declarations
from .replay import RecordPlayer, dealt_again, recorded_actions

if TYPE_CHECKING:
    from .game_controller import GameController


class Rewind:
    """The player's way back through the current deal, and forward again."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        # The match as it stood before the first of a row of undos, and the positions (numbers of actions)
        # that redo returns to, the nearest last.
        self._future: Match | None = None
        self._redo: list[int] = []
        self._at = -1  # how many actions the match held right after the last undo or redo
        self.skip_forced = False  # the player's only legal card is played for them: no choice of theirs

    def _player_moves(self) -> list[int]:
        """The positions, in the match's actions, of the player's own choices in the deal in play. An
        announcement made for them (the option, or nothing to declare) was no choice: going back to just
        before it would only see it made again."""
        c = self.controller
        current = len(c.match.deals) - 1
        deal = c.match.deal
        asked_to_announce = not c.human.auto_announce and bool(best_declarations(deal.dealt_hand(c.human_seat)))
        forced = _forced_plays(deal, c.human_seat) if self.skip_forced else set()
        first = next((i for i, (number, _action) in enumerate(recorded_actions(c.match)) if number == current), 0)
        return [i for i, (number, action) in enumerate(recorded_actions(c.match))
                if number == current and action.seat == c.human_seat
                and (action.kind != ANNOUNCE or asked_to_announce) and i - first not in forced]

    def _in_play(self) -> bool:
        c = self.controller
        return (c.started and not c.paused and bool(c.match.deals) and c.match.deal.phase in (BIDDING, PLAYING)
                and c.levels.human is None)

    def _redo_valid(self) -> bool:
        """Redo holds while the match is exactly where the last undo or redo left it."""
        return bool(self._redo) and self._future is not None and \
            sum(len(d.actions) for d in self.controller.match.deals) == self._at

    @property
    def can_undo(self) -> bool:
        return self._in_play() and bool(self._player_moves())

    @property
    def can_redo(self) -> bool:
        return self._in_play() and self._redo_valid()

    def undo(self) -> bool:
        """Back to just before the player's last move; False (nothing changes) when there is none."""
        if not self.can_undo:
            return False
        c = self.controller
        if not self._redo_valid():  # a new row of undos: what is undone now is what redo brings back
            self._future, self._redo = c.match, []
        position = self._player_moves()[-1]
        self._redo.append(sum(len(d.actions) for d in c.match.deals))
        self._go(c.match, position)
        return True

    def redo(self) -> bool:
        """Forward again to where the last undo came from; False when the player has moved since."""
        if not self.can_redo:
            return False
        assert self._future is not None
        self._go(self._future, self._redo.pop(), told_from=self._at)  # the moves played again are told
        return True

    def forget(self) -> None:
        """A new match or deal: nothing to redo any more."""
        self._future, self._redo, self._at = None, [], -1

    def _go(self, source: Match, position: int, told_from: int | None = None) -> None:
        c = self.controller
        RecordPlayer(c, source).lay_out(position, deal=len(c.match.deals) - 1, told_from=told_from)
        c.match.assisted = True
        self._at = position
        c.play_on()
        c.rewound.emit()


def _forced_plays(deal: Deal, seat: int) -> set[int]:
    """The places, among ``deal``'s actions, of the cards ``seat`` played as its only legal card: the deal is
    played again from its deck to see what was legal at each of them."""
    again = dealt_again(deal)
    forced = set()
    for index, action in enumerate(deal.actions):
        if action.kind == PLAY and action.seat == seat and again.legal.bit_count() == 1:
            forced.add(index)
        apply(again, action.seat, decision_of(action))
    return forced


__all__ = ["Rewind"]
