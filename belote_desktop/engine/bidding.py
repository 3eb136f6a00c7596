"""Bids and the two auctions: classic take/pass (R4) and coinche/contrée (R5).

The coinche auction goes through moments (``CoincheAuction.moment``): the open bidding; with the
option ``last_raise``, after three passes, the highest bidder's last raise (raise or keep) and then
the opponents' last chance to double; after any double, the bidding team's redouble.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from .cards import SEATS, TRUMP_NAMES, parse_trump
from .errors import IllegalBid, quote

PASS = "pass"
TAKE = "take"
CONTRACT = "bid"
COINCHE = "coinche"
SURCOINCHE = "surcoinche"
KEEP = "keep"  # the last raise declined: the highest bidder keeps the contract as it is (R5, ``last_raise``)

# The moments of a coinche auction (``CoincheAuction.moment``).
OPEN = "open"  # bids, doubles and passes
LAST_RAISE = "last_raise"  # the highest bidder alone: raise the contract once more, or keep it
LAST_DOUBLE = "last_double"  # after the last raise: each opponent in turn may double
REDOUBLE = "redouble"  # after a double: the bidding team may redouble

BID_VALUES = (80, 90, 100, 110, 120, 130, 140, 150, 160)
CAPOT_VALUE = 250


class Bid(NamedTuple):
    """One call in an auction. ``value`` is 250 for a capot bid.

    A tuple rather than a dataclass: auctions compare and list bids often, and
    tuple equality is done in C.
    """

    kind: str
    trump: int = -1
    value: int = 0

    @classmethod
    def take(cls, trump: int) -> Bid:
        return _TAKES[trump]

    @classmethod
    def contract(cls, value: int, trump: int) -> Bid:
        return _CONTRACTS.get((value, trump)) or cls(CONTRACT, trump, value)

    @property
    def is_capot(self) -> bool:
        return self.value == CAPOT_VALUE

    def __str__(self) -> str:
        if self.kind == TAKE:
            return f"take {TRUMP_NAMES[self.trump]}"
        if self.kind == CONTRACT:
            value = "capot" if self.is_capot else str(self.value)
            return f"{value} {TRUMP_NAMES[self.trump]}"
        return self.kind

    @classmethod
    def parse(cls, text: str) -> Bid:
        """The record's notation: ``pass``, ``take H``, ``100 SA``, ``capot TA``,
        ``coinche``, ``surcoinche``, ``keep``."""
        if not isinstance(text, str):
            raise ValueError(f"a bid must be text, not {quote(text)}")
        parts = text.split()
        if parts in ([PASS], [COINCHE], [SURCOINCHE], [KEEP]):
            return cls(parts[0])
        if len(parts) == 2:
            trump = parse_trump(parts[1])
            if parts[0] == TAKE:
                if trump >= len(_TAKES):
                    raise ValueError(f"not a bid: {quote(text)} (one takes a suit: S, H, D or C)")
                return cls.take(trump)
            if parts[0] == "capot":
                return cls.contract(CAPOT_VALUE, trump)
            # ASCII digits only: str.isdigit() is true for "²" and "１００" too; and no absurd lengths.
            if parts[0].isascii() and parts[0].isdigit() and len(parts[0]) <= 4:
                return cls.contract(int(parts[0]), trump)
        raise ValueError(f"not a bid: {quote(text)} (e.g. 'pass', 'take H', '100 S', 'capot SA', 'coinche', "
                         f"'keep')")


_TAKES = tuple(Bid(TAKE, t) for t in range(4))
_CONTRACTS = {(v, t): Bid(CONTRACT, t, v) for v in (*BID_VALUES, CAPOT_VALUE) for t in range(6)}
PASS_BID = Bid(PASS)


@cache
def _contracts_above(floor: int, trumps: int) -> tuple[Bid, ...]:
    """Value bids above ``floor`` in auction order, for 4 trumps (contrée) or 6 (coinche)."""
    return tuple(_CONTRACTS[(v, t)] for v in (*BID_VALUES, CAPOT_VALUE) if v > floor for t in range(trumps))
COINCHE_BID = Bid(COINCHE)
SURCOINCHE_BID = Bid(SURCOINCHE)
KEEP_BID = Bid(KEEP)


@dataclass(frozen=True, slots=True)
class Contract:
    """What the auction settled: who plays for what (R4, R5)."""

    taker: int
    trump: int
    value: int | None = None  # None in classic
    multiplier: int = 1  # 2 after coinche, 4 after surcoinche
    coincher: int | None = None

    @property
    def takers(self) -> int:
        return self.taker & 1

    @property
    def is_capot(self) -> bool:
        return self.value == CAPOT_VALUE

    def __str__(self) -> str:
        trump = TRUMP_NAMES[self.trump]
        if self.value is None:
            text = f"{trump} by {SEATS[self.taker]}"
        else:
            value = "capot" if self.is_capot else str(self.value)
            text = f"{value} {trump} by {SEATS[self.taker]}"
        return text + {1: "", 2: " coinched", 4: " surcoinched"}[self.multiplier]


class _Auction:
    """What every auction has: whose turn it is, and how it ended (a contract, or the cards thrown in)."""

    def __init__(self, first: int, next_seat: Callable[[int], int]) -> None:
        self.turn = first
        self._next = next_seat
        self.contract: Contract | None = None
        self.thrown_in = False

    @property
    def done(self) -> bool:
        return self.contract is not None or self.thrown_in

    @property
    def moment(self) -> str:
        """What the player to speak is asked (``OPEN`` ... ``REDOUBLE``); "" once the auction is over."""
        return "" if self.done else OPEN


class ClassicAuction(_Auction):
    """Round 1: take the up-card's suit or pass; round 2: name another suit
    (any suit with ``second_round_any_suit``; the dealer, who speaks last, any
    suit with ``second_round_dealer_any_suit``) or pass. The first take ends it."""

    def __init__(self, first: int, next_seat: Callable[[int], int], up_suit: int, any_suit: bool,
                 dealer: int = -1, dealer_any_suit: bool = False) -> None:
        super().__init__(first, next_seat)
        self.up_suit = up_suit
        self.any_suit = any_suit
        self.dealer = dealer
        # With both options on everyone may name it: the dealer's freedom is then no exception.
        self.dealer_any_suit = dealer_any_suit and not any_suit
        second = [Bid.take(s) for s in range(4) if any_suit or s != up_suit]
        self._round_bids = ((Bid.take(up_suit), PASS_BID), (*second, PASS_BID))
        self._every_suit = (*(Bid.take(s) for s in range(4)), PASS_BID)
        self.round = 1
        self.passes = 0

    def _may_name_up_suit(self) -> bool:
        """Round two: whether the player to speak may name the up-card's suit (R4)."""
        return self.any_suit or (self.dealer_any_suit and self.turn == self.dealer)

    def legal_bids(self) -> list[Bid]:
        if self.done:
            return []
        if self.round == 2 and self._may_name_up_suit():
            return list(self._every_suit)
        return list(self._round_bids[self.round - 1])

    def check(self, bid: Bid) -> None:
        if self.done:
            raise IllegalBid("R4", "auction_over", "the bidding is over")
        if bid.kind == PASS:
            return
        if bid.kind == TAKE and 0 <= bid.trump < 4 and bid.value == 0 and (
                bid.trump == self.up_suit if self.round == 1 else self._may_name_up_suit()
                or bid.trump != self.up_suit):
            return
        if bid.kind == TAKE and self.round == 1:
            raise IllegalBid("R4.1", "take_up_card_suit_only",
                             "in the first round only the up-card's suit can be taken",
                             up_suit=self.up_suit)
        if bid.kind == TAKE and bid.trump == self.up_suit and bid.value == 0 and self.dealer_any_suit:
            raise IllegalBid("R4.2", "up_card_suit_dealer_only",
                             "in round two only the dealer may name the up-card's suit",
                             up_suit=self.up_suit, dealer=self.dealer)
        if bid.kind == TAKE and bid.trump == self.up_suit and bid.value == 0:
            raise IllegalBid("R4.2", "up_card_suit_refused",
                             "the up-card's suit was refused in round one and cannot be named now",
                             up_suit=self.up_suit)
        raise IllegalBid("R4", "not_a_classic_bid", "classic bidding knows only taking a suit or passing")

    def apply(self, bid: Bid) -> None:
        self.check(bid)
        seat = self.turn
        if bid.kind == TAKE:
            self.contract = Contract(seat, bid.trump)
            return
        self.passes += 1
        if self.passes == 4:
            if self.round == 2:
                self.thrown_in = True
                return
            self.round, self.passes = 2, 0
        self.turn = self._next(seat)


class CoincheAuction(_Auction):
    """Value bids 80..160 and capot, each above the last; an opponent of the
    highest bidder may coinche, then only the bidding team may surcoinche.
    Three passes after a bid end it; four passes with no bid throw the cards in.

    With ``last_raise`` (R5), three passes after an undoubled bid do not end it:
    the highest bidder raises the contract once more (same trump) or keeps it,
    then each opponent in turn may double, and after a double the bidding team
    may redouble; then it ends. A capot cannot be raised: its opponents go
    straight to their chance to double.
    """

    def __init__(self, first: int, next_seat: Callable[[int], int], sans_tout_atout: bool,
                 last_raise: bool = False) -> None:
        super().__init__(first, next_seat)
        self.trumps = tuple(range(6 if sans_tout_atout else 4))
        self.last_raise = last_raise
        self.passes = 0
        self.highest: tuple[int, Bid] | None = None
        self.multiplier = 1
        self.coincher: int | None = None
        self.redouble_passes = 0
        self.double_passes = 0  # the opponents' passes at their last chance to double
        self._stage = OPEN  # OPEN, LAST_RAISE or LAST_DOUBLE; a double makes it REDOUBLE (``moment``)
        self.moments: list[str] = []  # the moment of each bid made, in order
        self.raised: tuple[Bid, Bid] | None = None  # the last raise: (the bid kept until then, the raise)

    @property
    def moment(self) -> str:
        if self.done:
            return ""
        if self.multiplier == 2:
            return REDOUBLE
        return self._stage

    def _floor(self) -> int:
        return self.highest[1].value if self.highest is not None else 0

    def legal_bids(self) -> list[Bid]:
        moment = self.moment
        if not moment:
            return []
        if moment == REDOUBLE:
            return [SURCOINCHE_BID, PASS_BID]
        if moment == LAST_DOUBLE:
            return [COINCHE_BID, PASS_BID]
        assert self.highest is not None or moment == OPEN
        if moment == LAST_RAISE:
            trump = self.highest[1].trump  # type: ignore[index]
            return [b for b in _contracts_above(self._floor(), len(self.trumps)) if b.trump == trump] + [KEEP_BID]
        bids = list(_contracts_above(self._floor(), len(self.trumps)))
        if self.highest is not None and (self.highest[0] ^ self.turn) & 1:
            bids.append(COINCHE_BID)
        bids.append(PASS_BID)
        return bids

    def _allows(self, bid: Bid) -> bool:
        kind = bid.kind
        moment = self.moment
        if moment == LAST_RAISE:
            assert self.highest is not None
            if kind == KEEP:
                return True
            return (kind == CONTRACT and bid.trump == self.highest[1].trump and bid.value > self._floor()
                    and (bid.value, bid.trump) in _CONTRACTS)
        if kind == PASS:
            return True
        if moment == REDOUBLE:
            return kind == SURCOINCHE
        if moment == LAST_DOUBLE:
            return kind == COINCHE and self.highest is not None and bool((self.highest[0] ^ self.turn) & 1)
        if kind == CONTRACT:
            return bid.value > self._floor() and bid.trump in self.trumps and (bid.value, bid.trump) in _CONTRACTS
        if kind == COINCHE:
            return self.highest is not None and bool((self.highest[0] ^ self.turn) & 1)
        return False

    def check(self, bid: Bid) -> None:
        if not self.done and self._allows(bid):
            return
        if self.done:
            raise IllegalBid("R5", "auction_over", "the bidding is over")
        moment = self.moment
        if bid.kind == KEEP:
            raise IllegalBid("R5.4", "nothing_to_keep",
                             "only the highest bidder keeps the contract, at the last raise")
        if moment == LAST_RAISE:
            self._refuse_last_raise(bid)
        if bid.kind == CONTRACT:
            if moment == REDOUBLE:
                raise IllegalBid("R5.3", "auction_closed_by_coinche",
                                 "after a coinche only surcoinche or pass is possible")
            if moment == LAST_DOUBLE:
                raise IllegalBid("R5.4", "auction_closed_by_last_raise",
                                 "after the last raise nobody bids any more: the opponents may double or pass")
            if bid.trump not in self.trumps:
                raise IllegalBid("R5.2", "trump_not_allowed",
                                 "this variant does not allow sans atout or tout atout", trump=bid.trump)
            if bid.value not in (*BID_VALUES, CAPOT_VALUE):
                raise IllegalBid("R5.1", "bad_value", "bids are 80 to 160 in tens, or capot", value=bid.value)
            raise IllegalBid("R5.1", "bid_too_low", "a bid must be higher than the last one",
                             last=self.highest[1].value if self.highest else None)
        if bid.kind == COINCHE:
            if self.highest is None:
                raise IllegalBid("R5.3", "nothing_to_coinche", "there is no bid to coinche yet")
            if self.multiplier > 1:
                raise IllegalBid("R5.3", "already_coinched", "the contract is already coinched")
            raise IllegalBid("R5.3", "coinche_own_team", "only an opponent of the highest bidder may coinche")
        if bid.kind == SURCOINCHE:
            if self.multiplier != 2:
                raise IllegalBid("R5.3", "nothing_to_surcoinche", "only a coinched contract can be surcoinched")
            raise IllegalBid("R5.3", "surcoinche_own_team", "only the bidding team may surcoinche")
        raise IllegalBid("R5", "not_a_coinche_bid", "coinche bidding knows value bids, coinche, surcoinche and pass")

    def _refuse_last_raise(self, bid: Bid) -> None:
        """Why ``bid`` is not a raise or a keep, at the last raise."""
        assert self.highest is not None
        if bid.kind == CONTRACT:
            if bid.value not in (*BID_VALUES, CAPOT_VALUE):
                raise IllegalBid("R5.1", "bad_value", "bids are 80 to 160 in tens, or capot", value=bid.value)
            if bid.trump != self.highest[1].trump:
                raise IllegalBid("R5.4", "raise_same_trump", "the last raise keeps the contract's trump",
                                 trump=self.highest[1].trump)
            raise IllegalBid("R5.1", "bid_too_low", "a raise must be higher than the contract",
                             last=self.highest[1].value)
        raise IllegalBid("R5.4", "raise_or_keep",
                         "at the last raise the highest bidder raises the contract or keeps it")

    def _close(self) -> None:
        assert self.highest is not None
        seat, bid = self.highest
        self.contract = Contract(seat, bid.trump, bid.value, self.multiplier, self.coincher)

    def _offer_last_double(self) -> None:
        """After the last raise (or a capot that cannot be raised): the opponent next to the bidder speaks."""
        assert self.highest is not None
        self._stage = LAST_DOUBLE
        self.turn = self._next(self.highest[0])

    def apply(self, bid: Bid) -> None:
        self.check(bid)
        moment = self.moment
        self.moments.append(moment)
        seat = self.turn
        if moment == LAST_RAISE:
            assert self.highest is not None
            if bid.kind == CONTRACT:
                self.raised = (self.highest[1], bid)
                self.highest = (seat, bid)
            self._offer_last_double()
            return
        if bid.kind == CONTRACT:
            self.highest = (seat, bid)
            self.passes = 0
        elif bid.kind == COINCHE:
            self.multiplier = 2
            self.coincher = seat
        elif bid.kind == SURCOINCHE:
            self.multiplier = 4
            self._close()
            return
        elif self.multiplier == 2:
            # A pass after a coinche: the bidding team's two players each get one chance.
            self.redouble_passes += 1
            if self.redouble_passes == 2:
                self._close()
                return
        elif moment == LAST_DOUBLE:
            self.double_passes += 1
            if self.double_passes == 2:
                self._close()
                return
            # The other opponent; the bidder's partner has nothing to say at this moment.
            self.turn = self._next(self._next(seat))
            return
        else:
            self.passes += 1
            if self.highest is None and self.passes == 4:
                self.thrown_in = True
                return
            if self.highest is not None and self.passes == 3:
                if self.last_raise:
                    # Three passes after the bid: it is the bidder's turn again, for the last raise.
                    self.turn = self._next(seat)
                    assert self.turn == self.highest[0]
                    if self.highest[1].is_capot:
                        self._offer_last_double()  # nothing above a capot: nothing to choose
                    else:
                        self._stage = LAST_RAISE
                    return
                self._close()
                return
        self.turn = self._next(seat)
        if self.multiplier == 2 and self.highest is not None and (self.turn ^ self.highest[0]) & 1:
            # The defence has nothing left to say after its coinche.
            self.turn = self._next(self.turn)
