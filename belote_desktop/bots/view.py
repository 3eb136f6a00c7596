"""What one seat may know: its own hand and the public history.

A bot is given a ``SeatView`` and nothing else. The view is built from the
deal by copying only what the seat could see at the table, so a bot cannot
read another player's cards even by accident.

The view serves every game family: belote fills the up-card, declarations and belote; klaverjas leaves
those empty and fills its own (the proposed suit, the roem of each trick, the trick lying on the table
while its roem may be claimed). ``legal_mask`` asks the family's rules of play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..engine.bidding import Bid, Contract
from ..engine.deal import BIDDING, PLAYING, Deal, Trick
from ..engine.declarations import Declaration
from ..engine.families import family_of
from ..engine.family import PlayRules
from ..engine.options import Options
from ..engine.tricks import legal_mask, winning_index


@lru_cache(maxsize=64)
def play_rules_of(options: Any) -> PlayRules:
    """The family's rules of play under ``options`` (made once per set of options: the search asks often)."""
    return family_of(options).play_rules(options)


@dataclass(frozen=True, slots=True)
class AnnouncedDeclaration:
    """What the table hears when a player announces: the kind and its height,
    not the suit (the cards are shown only after trick 1, for the team that
    scores)."""

    kind: str
    value: int
    length: int
    top: int


@dataclass(frozen=True, slots=True)
class SeatView:
    options: Options
    seat: int
    dealer: int
    phase: str
    turn: int
    hand: int  # this seat's cards, as a mask
    up_card: int | None
    bids: tuple[tuple[int, Bid], ...]
    legal_bids: tuple[Bid, ...]
    contract: Contract | None
    tricks: tuple[Trick, ...]
    trick_leader: int
    trick: tuple[int, ...]
    announced: tuple[tuple[int, tuple[AnnouncedDeclaration, ...]], ...]
    shown: tuple[tuple[int, tuple[Declaration, ...]], ...]  # after trick 1: the scoring team's
    own_declarations: tuple[Declaration, ...]
    can_announce: bool
    belote_seat: int  # who said "belote", -1 if nobody yet
    next_seats: tuple[int, int, int, int]
    # The auction's moment now ("open", "last_raise", "last_double", "redouble"; "" after it) and the moment
    # of each bid in ``bids``: a raise at the last raise reads otherwise than a bid in the open bidding.
    auction_moment: str = ""
    bid_moments: tuple[str, ...] = ()
    # Klaverjas (empty in belote): the roem found in each finished trick, claimed or not; the roem counted for
    # each team so far; the number (1..8) of the finished trick lying on the table while its roem may still be
    # claimed (``auto_roem`` off; 0 if none) and whether a claim would be taken; the proposed and imposed suits.
    roem: tuple[int, ...] = ()
    roem_points: tuple[int, int] = (0, 0)
    lying_trick: int = 0
    can_claim_roem: bool = False
    proposed: int | None = None
    imposed: int | None = None

    @property
    def family(self) -> str:
        """The game family of the deal: "belote" or "klaverjas"."""
        return self.options.family

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView:
        if deal.options.family != "belote":
            return cls._of_klaverjas(deal, seat)
        announced = tuple(
            (s, tuple(AnnouncedDeclaration(d.kind, d.value, d.length, d.top) for d in decls))
            for s, decls in deal.announced.items()
        )
        belote_seat = -1
        for i, (s, _c) in enumerate(deal.played_cards()):
            if deal.says.get(i) == "belote":
                belote_seat = s
        return cls(
            **_seen_alike(deal, seat),
            up_card=deal.up_card,
            announced=announced,
            shown=tuple(deal.declarations_shown().items()) if deal.tricks else (),
            own_declarations=deal.declarations_of(seat) if deal.phase != BIDDING else (),
            can_announce=deal.turn == seat and deal.can_announce(),
            belote_seat=belote_seat,
        )

    @classmethod
    def _of_klaverjas(cls, deal: Any, seat: int) -> SeatView:
        """A klaverjas deal's view: no up-card, declarations or belote; its roem, claim and proposals."""
        return cls(
            **_seen_alike(deal, seat),
            up_card=None,
            announced=(),
            shown=(),
            own_declarations=(),
            can_announce=False,
            belote_seat=-1,
            roem=tuple(r.total for r in deal.roem),
            roem_points=(deal.roem_points[0], deal.roem_points[1]),
            lying_trick=deal.lying_trick,
            can_claim_roem=deal.can_claim_roem(),
            proposed=deal.proposed,
            imposed=deal.imposed,
        )

    def legal_mask(self) -> int:
        """The cards this seat may play now, from its hand and the public trick."""
        if self.phase != PLAYING or self.turn != self.seat:
            return 0
        led = self.trick[0] >> 3 if self.trick else -1
        win_seat, win_card = self.trick_winner()
        assert self.contract is not None
        if self.options.family != "belote":
            return play_rules_of(self.options).legal_mask(self.hand, self.contract.trump, led, win_card,
                                                          win_seat == self.seat ^ 2)
        return legal_mask(self.hand, self.contract.trump, led, win_card, win_seat == self.seat ^ 2,
                          self.options.undertrump == "optional")

    def trick_winner(self) -> tuple[int, int]:
        """(seat, card) winning the trick in progress; (-1, -1) before its first card."""
        if not self.trick or self.contract is None:
            return (-1, -1)
        i = winning_index(self.contract.trump, self.trick)
        return (self.seat_after(self.trick_leader, i), self.trick[i])

    def seat_after(self, seat: int, steps: int) -> int:
        """The seat ``steps`` turns after ``seat`` (in a trick: the one that played its card ``steps``
        after the card of ``seat``)."""
        for _ in range(steps):
            seat = self.next_seats[seat]
        return seat


def _seen_alike(deal: Any, seat: int) -> dict[str, Any]:
    """What a seat sees of a deal the same way in every family: the options, the turn, its hand, the calls,
    the contract, the tricks and the order of play."""
    return {
        "options": deal.options,
        "seat": seat,
        "dealer": deal.dealer,
        "phase": deal.phase,
        "turn": deal.turn,
        "hand": deal.hands[seat],
        "bids": tuple(deal.bids),
        "legal_bids": tuple(deal.legal_bids()) if deal.turn == seat else (),
        "contract": deal.contract,
        "tricks": tuple(deal.tricks),
        "trick_leader": deal.trick_leader,
        "trick": deal.trick,
        "next_seats": tuple(deal.next_seat(s) for s in range(4)),
        "auction_moment": deal.auction_moment,
        "bid_moments": tuple(deal.bid_moments()),
    }


def played_by(view: SeatView) -> list[int]:
    """The cards each seat has played so far in the deal, as masks (for the hard bots of every family)."""
    out = [0, 0, 0, 0]
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        seat = leader
        for c in cards:
            out[seat] |= 1 << c
            seat = view.next_seats[seat]
    return out
