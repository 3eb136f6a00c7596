"""What one seat may know: its own hand and the public history.

A bot is given a ``SeatView`` and nothing else. The view is built from the
deal by copying only what the seat could see at the table, so a bot cannot
read another player's cards even by accident.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.bidding import Bid, Contract
from ..engine.deal import BIDDING, PLAYING, Deal, Trick
from ..engine.declarations import Declaration
from ..engine.options import Options
from ..engine.tricks import legal_mask, winning_index


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

    @classmethod
    def of(cls, deal: Deal, seat: int) -> SeatView:
        announced = tuple(
            (s, tuple(AnnouncedDeclaration(d.kind, d.value, d.length, d.top) for d in decls))
            for s, decls in deal.announced.items()
        )
        belote_seat = -1
        for i, (s, _c) in enumerate(deal.played_cards()):
            if deal.says.get(i) == "belote":
                belote_seat = s
        return cls(
            options=deal.options,
            seat=seat,
            dealer=deal.dealer,
            phase=deal.phase,
            turn=deal.turn,
            hand=deal.hands[seat],
            up_card=deal.up_card,
            bids=tuple(deal.bids),
            legal_bids=tuple(deal.legal_bids()) if deal.turn == seat else (),
            contract=deal.contract,
            tricks=tuple(deal.tricks),
            trick_leader=deal.trick_leader,
            trick=deal.trick,
            announced=announced,
            shown=tuple(deal.declarations_shown().items()) if deal.tricks else (),
            own_declarations=deal.declarations_of(seat) if deal.phase != BIDDING else (),
            can_announce=deal.turn == seat and deal.can_announce(),
            belote_seat=belote_seat,
            next_seats=tuple(deal.next_seat(s) for s in range(4)),  # type: ignore[arg-type]
            auction_moment=deal.auction_moment,
            bid_moments=tuple(deal.bid_moments()),
        )

    def legal_mask(self) -> int:
        """The cards this seat may play now, from its hand and the public trick."""
        if self.phase != PLAYING or self.turn != self.seat:
            return 0
        led = self.trick[0] >> 3 if self.trick else -1
        win_seat, win_card = self.trick_winner()
        assert self.contract is not None
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
