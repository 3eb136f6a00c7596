"""What every klaverjas bot does the same way: the phases of a klaverjas deal, and "Roem!"."""

from __future__ import annotations

from ...engine.deal import BIDDING
from ...engine.families.klaverjas.deal import GATHERING
from ..base import Bot, Decision
from ..view import SeatView


def claims_roem(view: SeatView) -> bool:
    """Whether to call "Roem!" now: the trick lying on the table holds roem nobody claimed, and this seat's team
    won it (the trick's winner is the next to act, so a bot claims its own roem at its turn)."""
    if not view.can_claim_roem or not view.lying_trick:
        return False
    return view.tricks[view.lying_trick - 1].winner & 1 == view.seat & 1


class KlaverjasBot(Bot):
    """A bot for klaverjas: calls (``choose_bid``), cards (``choose_card``), the roem claim and the gathering
    of the last trick with ``auto_roem`` off."""

    def claims(self, view: SeatView) -> bool:
        return claims_roem(view)

    def decide(self, view: SeatView) -> Decision:
        if view.phase == BIDDING:
            return Decision(bid=self.choose_bid(view))
        claim = self.claims(view)
        if view.phase == GATHERING:
            return Decision(gather=True, claim_roem=claim)
        return Decision(card=self.choose_card(view), claim_roem=claim)
