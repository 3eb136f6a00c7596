"""The window's part of the table's aids (issue 37): the auction, this deal's tally and the cards played on
the table (``table.deal_panels``) with their accessible spots (``access.deal_access``), and the player's only
legal card played by itself (``auto_play``). ``install_aids`` wires them once; ``apply_aids`` follows the
settings.

The cards played are an assist: a match in which they are shown counts apart in the statistics, as a
match with hints or moves taken back does (``Match.assisted``, which the statistics key reads).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..session.settings import GameSettings
from .access.deal_access import DealAccess
from .auto_play import AutoPlay, only_card_sentence
from .table.deal_panels import DealPanels
from .window_access import tell

if TYPE_CHECKING:
    from .main_window import MainWindow


def install_aids(w: MainWindow) -> None:
    """After ``install_access``: the spots join the table's accessible layer."""
    c = w.controller
    w.deal_panels = DealPanels(w.presenter, c, w)
    w.deal_access = DealAccess(w.table_access, w.deal_panels)
    w.scene.animations_done.connect(w.deal_access.refresh)
    w.auto_play = AutoPlay(c, w)
    c.human.to_play.connect(lambda _mask: _tell_only_card(w))  # after the auto-play has looked at the turn
    c.dealt.connect(lambda _info: _count_assisted(w))
    apply_aids(w, w.settings, first=True)


def apply_aids(w: MainWindow, settings: GameSettings, first: bool = False) -> None:
    """The aids as ``settings`` say, at once (``first``: as the window opens; nothing to tell then)."""
    shown_before = w.deal_panels.show_played
    w.deal_panels.set_shown(settings.deal_tally, settings.cards_played)
    w.deal_panels.set_four_colour(settings.four_colour)
    w.auto_play.speed = settings.speed
    w.auto_play.set_enabled(settings.auto_play)
    if settings.cards_played and not shown_before and not first and _count_assisted(w):
        tell(w, QCoreApplication.translate("MainWindow", "The cards played are shown: this match now counts as "
                                                         "assisted."), 8000)
    w.deal_access.refresh()


def _count_assisted(w: MainWindow) -> bool:
    """With the cards played shown, the match in play counts as assisted; True when one is in play."""
    c = w.controller
    if not w.settings.cards_played or not c.started or not c.match.deals or c.match.is_over:
        return False
    c.match.assisted = True
    return True


def _tell_only_card(w: MainWindow) -> None:
    card = w.auto_play.card
    if card is None:
        return
    w.statusBar().showMessage(only_card_sentence(card, short=False))
    w.presenter.say_now(only_card_sentence(card, w.announcer.short))  # type: ignore[attr-defined]


__all__ = ["apply_aids", "install_aids"]
