"""What the game says as things change under the player's hands (issue 35): the call being built in the bidding
panel, what an undo took back, the rules help opening and closing.

Every sentence goes out through the presenter (``NarratedPresenter.say_now``), the game's one way to the
screen reader; ``install_changes`` wires them up (``ui.window_access.install_access``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ...controller.replay import recorded_actions
from ...engine import Bid, Match
from ...engine.deal import ANNOUNCE, Action
from ..common.spoken import bid_words, card_name
from ..common.words import declaration_short
from . import speech

if TYPE_CHECKING:
    from ..main_window import MainWindow


def say_bid_set_up(w: MainWindow) -> None:
    """The value and trump set up in the bidding panel, as the player changes them (D3): Enter bids what was
    said last."""
    panel = w.bidding_panel
    value = int(panel.value_box.currentData() or 0)
    trump = panel.trump_group.checkedId()
    w.presenter.say_now(speech.bid_set_up_sentence(value, trump if trump >= 0 else None,
                                                   w.controller.options.variant, w.announcer.short))


def move_words(seat: int, action: Action, names: Mapping[int, str], variant: str) -> str | None:
    """One move of the record, short: "Left: king of diamonds", "You: 100 hearts"; None for an announcement of
    nothing (no move a player hears of)."""
    if action.kind == ANNOUNCE:
        declarations = tuple(action.value)  # type: ignore[arg-type]
        if not declarations:
            return None
        return speech.fill_seat(names[seat], ", ".join(declaration_short(d) for d in declarations))
    if isinstance(action.value, Bid):
        return speech.fill_seat(names[seat], bid_words(action.value, variant))
    return speech.fill_seat(names[seat], card_name(int(action.value)))  # type: ignore[arg-type]


def say_taken_back(w: MainWindow, before: Match) -> None:
    """After an undo (D4): the moves it took back, in order, and the cards the table holds again."""
    c, presenter = w.controller, w.presenter
    names, variant = presenter.names(), c.options.variant
    now = sum(len(deal.actions) for deal in c.match.deals)
    taken = [move_words(action.seat, action, names, variant) for _number, action in recorded_actions(before)[now:]]
    moves = [words for words in taken if words]
    if moves:
        presenter.say_now(speech.taken_back_sentence(moves))
    on_table = presenter.trick_words()
    if on_table:
        presenter.say_now(speech.on_table_sentence(on_table))


def install_changes(w: MainWindow) -> None:
    w.bidding_panel.set_up.connect(lambda: say_bid_set_up(w))


__all__ = ["install_changes", "move_words", "say_bid_set_up", "say_taken_back"]
