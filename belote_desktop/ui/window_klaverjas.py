"""The window's part of klaverjas (issue 38): the "Roem!" panel while a trick lies on the table with
``auto_roem`` off, the gathering of the last trick, and a call the rules refuse (K6) told with its rule.

The choice of trump is the bidding panel's ("ik speel" / "ik pas", ``panels.bidding``), the roem of each trick
the table's (``TablePresenter.roem``), what is said of them the narrated presenter's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..controller import Ask
from .panels.roem import RoemPanel
from .table import layout
from .window_access import tell

if TYPE_CHECKING:
    from .main_window import MainWindow

ROEM_POINT = (0.5, 0.765)  # the panel's bottom edge: where the bidding panel sits, just above the hand


def install_klaverjas(w: MainWindow) -> None:
    c = w.controller
    w.roem_panel = panel = RoemPanel()
    panel.hide()
    w.view.add_overlay(panel, lambda: layout.above_hand(*ROEM_POINT), bottom=True)
    w.presenter.roem_lying_changed.connect(lambda on: panel.show_for(on, c.asking == Ask.GATHER))
    c.human.to_gather.connect(lambda: panel.show_for(panel.roem_button.isVisible(), True))
    panel.roem_called.connect(c.claim_roem)
    panel.gather_chosen.connect(lambda: (panel.show_for(False, False), c.gather()))
    c.roem_refused.connect(lambda rule, reason: tell(w, lambda: refusal_text(rule, reason), 6000))
    c.dealt.connect(lambda _info: panel.show_for(False, False))


def refusal_text(rule: str, reason: str) -> str:
    """A "Roem!" the rules refuse, in words, with its rule (K6)."""
    words = {
        "no_roem": QCoreApplication.translate("Klaverjas", "There is no roem in this trick."),
        "already_claimed": QCoreApplication.translate("Klaverjas", "The roem of this trick has been called."),
    }.get(reason, QCoreApplication.translate("Klaverjas", "Roem cannot be called now."))
    return QCoreApplication.translate("Klaverjas", "%1 (rule %2)").replace("%1", words).replace("%2", rule)


__all__ = ["install_klaverjas", "refusal_text"]
