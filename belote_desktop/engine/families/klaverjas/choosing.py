"""K4: choosing trump. Each player in turn plays ("ik speel", naming a trump suit) or passes ("ik pas").

The calls are the shared ``Bid``: ``Bid.take(suit)`` is "ik speel" in that suit, ``PASS_BID`` is "ik pas". The
first player who plays ends the choosing and becomes the maker. Nobody can throw the cards in (K3): when all
four have passed, the first speaker must play (the ``FORCED`` moment), in a suit ``trump_choice`` allows:

- ``vrij``: any suit, open or forced;
- ``verplicht`` (Utrechts): no passing, the first speaker plays at once in any suit;
- ``gedraaid``: a proposed suit; before the four passes only it may be played; forced, ``gedraaid_all_pass``
  says which: ``choose_any`` any suit, ``choose_other`` any but the proposed one, ``next_card`` the suit turned
  next (the second proposal);
- ``twents``: as ``gedraaid``, but forced the second proposal is imposed (whatever ``gedraaid_all_pass`` says).

The first speaker is the voorhand, or the dealer with ``first_speaker = dealer``; the same player is the one
forced after four passes (and, in ``gedraaid`` and ``twents``, the one the second suit is imposed on).
"""

from __future__ import annotations

from collections.abc import Callable

from ...bidding import OPEN, PASS, PASS_BID, TAKE, Bid, Contract
from ...cards import SUITS
from ...errors import IllegalBid
from .options import KlaverjasOptions

FORCED = "forced"  # the moment when the first speaker must play: four passes, or verplicht
ALL_SUITS = (0, 1, 2, 3)


class TrumpChoice:
    """The calls of one deal (K4), with the same questions as belote's auctions: ``turn``, ``legal_bids``,
    ``apply``, ``moment``, ``contract``, ``moments``."""

    def __init__(self, options: KlaverjasOptions, first: int, next_seat: Callable[[int], int],
                 proposals: tuple[int, int] | None) -> None:
        self.procedure = options.trump_choice
        self.all_pass = options.gedraaid_all_pass
        self.first = first
        self.turn = first
        self._next = next_seat
        self.proposals = proposals
        self.passes = 0
        self.contract: Contract | None = None
        self.thrown_in = False  # never: somebody always has to play (K3)
        self.moments: list[str] = []

    @property
    def done(self) -> bool:
        return self.contract is not None

    @property
    def forced(self) -> bool:
        return self.procedure == "verplicht" or self.passes == 4

    @property
    def moment(self) -> str:
        """``OPEN`` (play or pass), ``FORCED`` (must play); "" once trump is chosen."""
        if self.done:
            return ""
        return FORCED if self.forced else OPEN

    @property
    def proposed(self) -> int | None:
        """The proposed suit (gedraaid, twents), None otherwise."""
        return None if self.proposals is None else self.proposals[0]

    @property
    def imposed(self) -> int | None:
        """The second proposal, once it is imposed on the forced player (``next_card``, ``twents``)."""
        if self.proposals is None or not self.forced:
            return None
        if self.procedure == "gedraaid" and self.all_pass != "next_card":
            return None
        return self.proposals[1]

    def suits(self) -> tuple[int, ...]:
        """The trump suits the player to speak may play in now."""
        if self.proposals is None:
            return ALL_SUITS
        if not self.forced:
            return (self.proposals[0],)
        imposed = self.imposed
        if imposed is not None:
            return (imposed,)
        if self.all_pass == "choose_other":
            return tuple(s for s in ALL_SUITS if s != self.proposals[0])
        return ALL_SUITS

    def legal_bids(self) -> list[Bid]:
        if self.done:
            return []
        calls = [] if self.forced else [PASS_BID]
        return calls + [Bid.take(s) for s in self.suits()]

    def check(self, bid: Bid) -> None:
        """Raise ``IllegalBid`` (rule K4) if ``bid`` is not a call the player to speak may make."""
        if self.done:
            raise IllegalBid("K4", "auction_over", "trump has been chosen")
        if bid.kind == PASS:
            if self.forced:
                raise IllegalBid("K4", "must_play", "the player must play and name trump",
                                 procedure=self.procedure)
            return
        if bid.kind != TAKE or not 0 <= bid.trump < 4:
            raise IllegalBid("K4", "not_a_klaverjas_call", f"klaverjas knows 'pass' and 'take <suit>', not '{bid}'")
        if bid.trump in self.suits():
            return
        if not self.forced:
            reason, text = "proposed_suit_only", "only the proposed suit may be played before all have passed"
        elif self.imposed is not None:
            reason, text = "imposed_suit_only", "the suit turned next is imposed"
        else:
            reason, text = "proposed_suit_refused", "after four passes the proposed suit may not be chosen"
        raise IllegalBid("K4", reason, text, suit=SUITS[bid.trump])

    def apply(self, bid: Bid) -> None:
        self.check(bid)
        self.moments.append(self.moment)
        if bid.kind == PASS:
            self.passes += 1
            self.turn = self.first if self.passes == 4 else self._next(self.turn)
            return
        self.contract = Contract(self.turn, bid.trump)
