"""The window's part of deal numbers and replays: Game > Play a deal by number, and from a deal's summary
Play this deal again and Let the expert play my cards (``controller.replays``). What changes on the table
is said as well as shown (``tell``); the expert's deal is counted apart in the statistics (``Keeper``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from ..controller.replays import deal_again
from ..engine.deal_numbers import format_deal_number
from .window_access import tell

MESSAGE_ABOVE = 0.45  # of the table's height: the message's box ends above it, where no panel floats

if TYPE_CHECKING:
    from .dialogs.deal_summary import DealSummaryDialog
    from .main_window import MainWindow


def announce(w: MainWindow, text: str) -> None:
    """On the table, where it stays readable ("Your turn" soon takes the status line), clear of the bidding
    panel that may come up under it; and in the status line and to a screen reader."""
    w.scene.show_message(text, above=w.scene.sceneRect().height() * MESSAGE_ABOVE)
    tell(w, text)


def ask_deal_number(w: MainWindow) -> None:
    """Game > Play a deal by number: the number asked for, then a match on it (after asking, if one is going on)."""
    from .dialogs.deal_number import DealNumberDialog

    dialog = DealNumberDialog(w, say=w.announcer.say)
    dialog.number_chosen.connect(lambda number: play_number(w, number))
    w.dialogs.open_until_closed(dialog, "deal_number_dialog")


def play_number(w: MainWindow, number: int) -> None:
    def start() -> None:
        w.new_match(number=number)
        announce(w, QCoreApplication.translate("MainWindow", "A new match starts with deal number %1.").replace(
            "%1", format_deal_number(number)))

    match = w.controller.match
    if match.is_over or not any(deal.actions for deal in match.deals):
        start()
    else:
        w.dialogs.confirm_new_match(start)


def connect_replays(w: MainWindow, summary: DealSummaryDialog) -> None:
    summary.deal_again_requested.connect(lambda: play_deal_again(w))
    summary.expert_requested.connect(lambda: let_expert_play(w, summary))


def play_deal_again(w: MainWindow) -> None:
    """The summary goes (without dealing the next deal) and the last deal is dealt again."""
    w.dialogs.close_summary()
    if deal_again(w.controller):
        w.refusals.clear()  # Undo and Redo follow the controller's rewound (main_window)
        w.dialogs.refresh_views()
        announce(w, QCoreApplication.translate("MainWindow", "The deal is dealt again: the same cards, the same "
                                               "dealer. This match now counts apart in your statistics."))


def let_expert_play(w: MainWindow, over: QWidget) -> None:
    """The last deal played again by the expert in the player's seat, set beside the player's, over ``over``."""
    from .dialogs.expert_comparison import ExpertComparisonDialog

    c = w.controller
    match = c.match
    index = len(match.deals) - 1
    dialog = ExpertComparisonDialog(match.deals[index], index + 1, w.presenter.names(), c.human_seat,
                                    c.replay_bots("expert"), c.runner, over, say=w.announcer.say)
    keeper = w.keeper
    if keeper is not None:
        dialog.played.connect(lambda expert: keeper.count_expert_deal(expert, match, index))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    dialog.start()


__all__ = ["ask_deal_number", "connect_replays", "let_expert_play", "play_deal_again", "play_number"]
