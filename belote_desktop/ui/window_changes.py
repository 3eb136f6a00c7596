"""What the game says as things change under the player's hands (issue 35): the call being built in the bidding
panel, what an undo took back, the rules help opening and closing.

Every sentence goes out through the presenter (``NarratedPresenter.say_now``), the game's one way to the
screen reader; ``install_changes`` wires them up (``ui.window_access.install_access``). The window's part,
beside ``window_access``: it reads the window's panels, dock and controller.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from ..controller.replay import recorded_actions
from ..engine import Bid, Match
from ..engine.deal import ANNOUNCE, Action
from .access import speech
from .common.spoken import bid_words, card_name
from .common.words import declaration_short

if TYPE_CHECKING:
    from .main_window import MainWindow


def say_bid_set_up(w: MainWindow) -> None:
    """The value and trump set up in the bidding panel, as the player changes them (D3): Enter bids what was
    said last."""
    panel = w.bidding_panel
    value = int(panel.value_box.currentData() or 0)
    trump = panel.trump_group.checkedId()
    variant = w.controller.options.variant
    w.presenter.say_now(lambda: speech.bid_set_up_sentence(value, trump if trump >= 0 else None, variant,
                                                           w.announcer.short))


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
    variant = c.options.variant
    now = sum(len(deal.actions) for deal in c.match.deals)
    actions = [action for _number, action in recorded_actions(before)[now:]]

    def taken_back() -> str:
        names = presenter.names()
        return speech.taken_back_sentence([words for action in actions
                                           if (words := move_words(action.seat, action, names, variant))])

    if any(move_words(action.seat, action, presenter.names(), variant) for action in actions):
        presenter.say_now(taken_back)
    if presenter.trick_words():
        trick = list(presenter.trick)
        presenter.say_now(lambda: speech.on_table_sentence(presenter.trick_words(trick)))


class RulesWords:
    """Says the rules help opening, at which section, and closing (D6): F1 changed nothing a reader heard."""

    def __init__(self, w: MainWindow) -> None:
        self.w = w
        self._said: tuple[bool, str] = (False, "")  # open, and at which section, as last said

    def __call__(self) -> None:
        dock = self.w.rules_dock
        panel = dock.panel if dock.built else None
        shown = panel is not None and panel.isVisible()
        section = panel.current_section() if panel is not None and shown else ""
        if (shown, section) == self._said:
            return
        self._said = (shown, section)
        if shown and panel is not None:
            def opened() -> str:  # the section's title in the language of the moment
                item = panel.contents.currentItem()
                key = self.w.rules_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                return speech.rules_open_sentence(item.text() if item is not None else section, key)

            self.w.presenter.say_now(opened)
        else:
            self.w.presenter.say_now(speech.rules_closed_sentence)


def install_changes(w: MainWindow) -> None:
    w.bidding_panel.set_up.connect(lambda: say_bid_set_up(w))
    w.rules_dock.changed.connect(RulesWords(w))


__all__ = ["RulesWords", "install_changes", "move_words", "say_bid_set_up", "say_taken_back"]
