"""One deal: dealing (R3), the auction (R4, R5), the play (R6) with
declarations (R7) and belote (R8), and its score (R9, R10).

The deal takes one action at a time and refuses an illegal one with a typed
error before touching any state. The play path is written for speed: hands
are masks and the trick is tracked by its winning card.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import NamedTuple

from .bidding import OPEN, Bid, ClassicAuction, CoincheAuction, Contract
from .cards import KING, QUEEN, SEATS
from .declarations import Declaration, best_declarations, scoring_team
from .errors import REASON_TEXT, IllegalAnnouncement, IllegalCard, OutOfTurn
from .options import Options
from .scoring import DealScore, score_deal
from .tricks import POINTS, POWER, legal_mask, why_illegal

BIDDING = "bidding"
PLAYING = "playing"
SCORED = "scored"
THROWN_IN = "thrown_in"

BELOTE = "belote"
REBELOTE = "rebelote"


class Trick(NamedTuple):
    leader: int
    cards: tuple[int, ...]  # in the order played
    winner: int


BID = "bid"
ANNOUNCE = "announce"
PLAY = "play"


class Action(NamedTuple):
    """One entry of the deal's history, as the game record stores it.

    ``value`` is a ``Bid`` for a bid, a tuple of ``Declaration`` for an
    announcement and a card for a play; ``say`` is "belote" or "rebelote"
    when said with the card.
    """

    seat: int
    kind: str
    value: Bid | tuple[Declaration, ...] | int
    say: str | None = None


# Builds a Trick without NamedTuple's Python-level __new__, on the play path.
_new_tuple = tuple.__new__


_BITS = tuple(1 << c for c in range(32))


def _packet_getters(packets: tuple[int, ...]) -> tuple[itemgetter, ...]:
    """For the k-th player from the dealer's left, a getter of the deck
    positions it is dealt in packets of the given sizes (R3)."""
    positions: list[list[int]] = [[], [], [], []]
    pos = 0
    for n in packets:
        for k in range(4):
            positions[k] += range(pos, pos + n)
            pos += n
    return tuple(itemgetter(*p) for p in positions)


_FIRST_PACKETS = _packet_getters((3, 2))  # classic, before the bidding
_ALL_PACKETS = _packet_getters((3, 2, 3))  # coinche and contrée


def _rest_getters(taker_position: int) -> tuple[itemgetter, ...]:
    """Classic after the bidding: from position 21 (after the up-card), three
    cards each in turn, two for the taker (R3)."""
    out = []
    pos = 21
    for k in range(4):
        n = 2 if k == taker_position else 3
        out.append(itemgetter(*range(pos, pos + n)))
        pos += n
    return tuple(out)


_REST_PACKETS = tuple(_rest_getters(k) for k in range(4))

_ORDERS = {
    (first, clockwise): tuple((first + i * (1 if clockwise else 3)) & 3 for i in range(4))
    for first in range(4) for clockwise in (True, False)
}


def seat_order(first: int, clockwise: bool) -> tuple[int, int, int, int]:
    """The four seats in playing order, starting with ``first`` (R1)."""
    return _ORDERS[first, clockwise]  # type: ignore[return-value]


class Deal:
    __slots__ = (
        "_announce_open",
        "_belote_mask",
        "_belote_said",
        "_belote_seat",
        "_best",
        "_leader",
        "_led",
        "_mode",
        "_next",
        "_points",
        "_power_row",
        "_trick",
        "_undertrump_optional",
        "_win_card",
        "_win_power",
        "_win_seat",
        "announced",
        "auction",
        "belote_points",
        "bids",
        "card_points",
        "contract",
        "dealer",
        "deck",
        "declaration_team",
        "hands",
        "legal",
        "options",
        "phase",
        "result",
        "says",
        "tricks",
        "tricks_won",
        "turn",
        "up_card",
    )

    def __init__(self, options: Options, dealer: int, deck: Sequence[int]) -> None:
        if sorted(deck) != list(range(32)):
            raise ValueError("a deck holds each of the 32 cards exactly once")
        self.options = options
        self.dealer = dealer
        self.deck = tuple(deck)
        clockwise = options.direction == "clockwise"
        self._next = tuple((s + (1 if clockwise else 3)) & 3 for s in range(4))
        self.hands = [0, 0, 0, 0]
        self.up_card: int | None = None
        self.contract: Contract | None = None
        self.bids: list[tuple[int, Bid]] = []
        self.says: dict[int, str] = {}  # index in plays -> "belote" / "rebelote"
        self.tricks: list[Trick] = []
        self.card_points = [0, 0]
        self.tricks_won = [0, 0]
        self.announced: dict[int, tuple[Declaration, ...]] = {}
        self.declaration_team: int | None = None
        self.belote_points = [0, 0]
        self.result: DealScore | None = None
        # The mask of cards the player to move may play, kept current after every
        # action: play() needs it to check the card anyway, and a caller asking
        # for it then costs nothing.
        self.legal = 0
        self._mode = -1
        self._points: tuple[int, ...] = ()
        self._power_row: tuple[int, ...] = ()
        self._leader = -1
        self._trick: list[int] = []
        self._led = -1
        self._win_card = -1
        self._win_seat = -1
        self._win_power = -1
        self._undertrump_optional = options.undertrump == "optional"
        self._belote_mask = 0
        self._belote_seat = -1
        self._belote_said = False
        self._announce_open = False
        self._best: list[tuple[Declaration, ...]] = [(), (), (), ()]
        first = self._next[dealer]
        order = seat_order(first, clockwise)
        getters = _FIRST_PACKETS if options.is_classic else _ALL_PACKETS
        deck = self.deck
        for k in range(4):
            self.hands[order[k]] = sum(map(_BITS.__getitem__, getters[k](deck)))
        self.phase = BIDDING
        self.turn = first
        self.auction: ClassicAuction | CoincheAuction
        if options.is_classic:
            self.up_card = self.deck[20]
            self.auction = ClassicAuction(first, self._next.__getitem__, self.up_card >> 3,
                                          options.second_round_any_suit, dealer,
                                          options.second_round_dealer_any_suit)
        else:
            self.auction = CoincheAuction(first, self._next.__getitem__, options.allows_sans_tout_atout,
                                          options.has_last_raise)

    # ----- queries -----------------------------------------------------
    @property
    def first_seat(self) -> int:
        """The player next to the dealer: first to bid and to lead (R3, R6)."""
        return self._next[self.dealer]

    def next_seat(self, seat: int) -> int:
        return self._next[seat]

    @property
    def trick(self) -> tuple[int, ...]:
        """Cards of the trick in progress, in the order played."""
        return tuple(self._trick)

    @property
    def trick_leader(self) -> int:
        return self._leader

    @property
    def trick_number(self) -> int:
        """1-based number of the trick being played (9 when the deal is over)."""
        return len(self.tricks) + 1

    @property
    def winning_seat(self) -> int:
        """Who is winning the trick in progress, -1 before its first card."""
        return self._win_seat if self._trick else -1

    @property
    def mode(self) -> int:
        return self._mode

    @property
    def is_over(self) -> bool:
        return self.phase in (SCORED, THROWN_IN)

    def legal_bids(self) -> list[Bid]:
        return self.auction.legal_bids() if self.phase == BIDDING else []

    @property
    def auction_moment(self) -> str:
        """What the player to speak is asked in the auction: ``bidding.OPEN``, ``LAST_RAISE`` (raise the
        contract once more or keep it), ``LAST_DOUBLE`` or ``REDOUBLE``; "" outside the auction."""
        return self.auction.moment if self.phase == BIDDING else ""

    def bid_moments(self) -> list[str]:
        """The moment of each bid in ``bids``, in order (classic: every bid ``OPEN``)."""
        moments = getattr(self.auction, "moments", None)
        return list(moments) if moments is not None else [OPEN] * len(self.bids)

    @property
    def highest_bid(self) -> tuple[int, Bid] | None:
        """Coinche and contrée: the highest bid so far and its bidder (None before any, and in classic)."""
        return getattr(self.auction, "highest", None)

    @property
    def last_raise(self) -> tuple[Bid, Bid] | None:
        """The highest bidder's last raise (R5, ``last_raise``): (the bid raised, the raise); None when
        the contract was kept, or there was no last raise."""
        return getattr(self.auction, "raised", None)

    def legal_mask(self) -> int:
        """The cards the player to move may play, as a mask (0 outside the play);
        the same as the attribute ``legal``."""
        return self.legal

    def legal_cards(self) -> list[int]:
        m = self.legal_mask()
        return [c for c in range(32) if m >> c & 1]

    def why_illegal(self, card: int) -> tuple[str, str] | None:
        """``(rule id, reason)`` if the player to move may not play ``card``."""
        if self.phase != PLAYING:
            return ("R6", "not_playing")
        seat = self.turn
        return why_illegal(card, self.hands[seat], self._mode, self._led, self._win_card,
                           self._win_seat == seat ^ 2, self._undertrump_optional)

    def declarations_of(self, seat: int) -> tuple[Declaration, ...]:
        """The best split of a seat's declarations (R7): from its full hand
        once the play has started, from the cards it holds during bidding."""
        if not self.options.declarations:
            return ()
        if self.phase == BIDDING:
            return best_declarations(self.hands[seat])
        return self._best[seat]  # type: ignore[return-value]

    def can_announce(self) -> bool:
        return self._announce_open and self.turn not in self.announced

    def can_say_belote(self, card: int) -> bool:
        """Whether playing ``card`` now would be the moment to say "belote"."""
        return (self.phase == PLAYING and self.turn == self._belote_seat and not self._belote_said
                and bool(self._belote_mask >> card & 1))

    def played_cards(self) -> list[tuple[int, int]]:
        """``(seat, card)`` for every card played so far, in order."""
        out = []
        clockwise = self.options.direction == "clockwise"
        for t in self.tricks:
            out.extend(zip(seat_order(t.leader, clockwise), t.cards, strict=True))
        if self._trick:
            out.extend(zip(seat_order(self._leader, clockwise), self._trick, strict=False))
        return out

    @property
    def plays(self) -> list[int]:
        """Every card played so far, in order."""
        out = [c for t in self.tricks for c in t.cards]
        out += self._trick
        return out

    @property
    def cards_played(self) -> int:
        return len(self.tricks) * 4 + len(self._trick)

    @property
    def actions(self) -> list[Action]:
        """The whole history in order: bids, then the play, each seat's
        announcement (trick 1) just before its card."""
        out = [Action(seat, BID, bid) for seat, bid in self.bids]
        for i, (seat, c) in enumerate(self.played_cards()):
            if i < 4 and seat in self.announced:
                out.append(Action(seat, ANNOUNCE, self.announced[seat]))
            out.append(Action(seat, PLAY, c, self.says.get(i)))
        if self.phase == PLAYING and not self.tricks and self.turn in self.announced:
            out.append(Action(self.turn, ANNOUNCE, self.announced[self.turn]))
        return out

    # ----- actions -----------------------------------------------------
    def _require(self, phase: str, seat: int | None) -> None:
        if self.phase != phase:
            raise OutOfTurn("R6" if phase == PLAYING else "R4" if self.options.is_classic else "R5",
                            "wrong_phase", f"the deal is {self.phase}, not {phase}", phase=self.phase)
        if seat is not None and seat != self.turn:
            raise OutOfTurn("R1", "not_your_turn", f"it is {SEATS[self.turn]}'s turn",
                            seat=seat, turn=self.turn)

    def bid(self, bid: Bid, seat: int | None = None) -> None:
        if self.phase is not BIDDING or (seat is not None and seat != self.turn):
            self._require(BIDDING, seat)
        auction = self.auction
        bidder = self.turn
        auction.apply(bid)  # raises IllegalBid before changing anything
        self.bids.append((bidder, bid))
        if auction.thrown_in:
            self.phase = THROWN_IN
        elif auction.contract is not None:
            self._start_play(auction.contract)
        else:
            self.turn = auction.turn

    def _start_play(self, contract: Contract) -> None:
        self.contract = contract
        self._mode = contract.trump
        self._points = POINTS[self._mode]
        if self.options.is_classic:
            self._deal_rest(contract.taker)
        if self._mode < 4:
            pair = (1 << (self._mode * 8 + KING)) | (1 << (self._mode * 8 + QUEEN))
            self._belote_mask = pair
            for seat in range(4):
                if self.hands[seat] & pair == pair:
                    self._belote_seat = seat
        if self.options.declarations:
            self._best = [best_declarations(h) for h in self.hands]
        self.phase = PLAYING
        self._leader = self.turn = self.first_seat
        self.legal = self.hands[self.turn]  # the leader may play any card (R6)
        self._announce_open = self.options.declarations

    def _deal_rest(self, taker: int) -> None:
        """Classic: the taker gets the up-card and two cards, the others three (R3)."""
        assert self.up_card is not None
        self.hands[taker] |= 1 << self.up_card
        order = seat_order(self.first_seat, self.options.direction == "clockwise")
        getters = _REST_PACKETS[order.index(taker)]
        deck = self.deck
        for k in range(4):
            self.hands[order[k]] |= sum(map(_BITS.__getitem__, getters[k](deck)))

    def announce(self, declarations: Sequence[Declaration], seat: int | None = None) -> None:
        """Announce declarations before playing one's first card (R7).

        Any part of the hand's best split may be announced, including none.
        """
        self._require(PLAYING, seat)
        who = self.turn
        if not self.options.declarations:
            raise IllegalAnnouncement("R7", "declarations_off", "declarations are not played in this game")
        if not self._announce_open:
            raise IllegalAnnouncement("R7", "too_late", "declarations are announced during the first trick only")
        if who in self.announced:
            raise IllegalAnnouncement("R7", "already_announced", "this player has already announced")
        remaining = list(self.declarations_of(who))
        for d in declarations:
            if d not in remaining:
                raise IllegalAnnouncement("R7", "not_in_best_split",
                                          "that declaration is not part of the hand's best declarations",
                                          declaration=d.name())
            remaining.remove(d)
        self.announced[who] = tuple(declarations)


    def play(self, card: int, seat: int | None = None, belote: bool = False) -> None:
        """Play ``card`` for the player to move; ``belote`` says "belote" with it
        (needed only when the option ``auto_belote`` is off)."""
        if self.phase is not PLAYING or (seat is not None and seat != self.turn):
            self._require(PLAYING, seat)
        who = self.turn
        bit = 1 << card
        if not self.legal & bit:
            rule, reason = self.why_illegal(card)  # type: ignore[misc]
            raise IllegalCard(rule, reason, REASON_TEXT[reason], card=card,
                              seat=who, led=self._led, winning=self._win_card)
        say = None
        if bit & self._belote_mask and who == self._belote_seat and not (belote and self._belote_said):
            say = self._belote(who, belote)
        elif belote:
            raise IllegalAnnouncement("R8", "no_belote", "belote is said with the trump king or queen "
                                      "by the player holding both")
        self.hands[who] ^= bit
        trick = self._trick
        if say is not None:
            self.says[len(self.tricks) * 4 + len(trick)] = say
        trick.append(card)
        n = len(trick)
        if n == 1:
            self._led = led = card >> 3
            self._power_row = row = POWER[self._mode][led]
            self._win_card = card
            self._win_seat = who
            self._win_power = row[card]
        else:
            p = self._power_row[card]
            if p > self._win_power:
                self._win_power = p
                self._win_card = card
                self._win_seat = who
            if n == 4:
                self._end_trick()
                return
        self.turn = nxt = self._next[who]
        self.legal = legal_mask(self.hands[nxt], self._mode, self._led, self._win_card,
                                self._win_seat == nxt ^ 2, self._undertrump_optional)

    def _belote(self, who: int, asked: bool) -> str | None:
        if not self._belote_said:
            if asked or self.options.auto_belote:
                self._belote_said = True
                return BELOTE
            # Not announced with the first card: the pair no longer counts.
            self._belote_seat = -1
            return None
        self.belote_points[who & 1] = 20
        return REBELOTE

    def _end_trick(self) -> None:
        trick = self._trick
        winner = self._win_seat
        team = winner & 1
        pts = self._points
        self.card_points[team] += pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
        self.tricks_won[team] += 1
        tricks = self.tricks
        tricks.append(_new_tuple(Trick, (self._leader, tuple(trick), winner)))
        trick.clear()
        self._led = -1
        self._win_seat = -1
        n = len(tricks)
        if n == 1 and self._announce_open:
            self._announce_open = False
            order = seat_order(self._leader, self.options.direction == "clockwise")
            self.declaration_team = scoring_team([(s, self.announced.get(s, ())) for s in order], self._mode)
        if n == 8:
            self.phase = SCORED
            self.legal = 0
            values = [0, 0]
            for s, decls in self.announced.items():
                values[s & 1] += sum(d.value for d in decls)
            self.result = score_deal(self.options, self.contract, self.card_points,  # type: ignore[arg-type]
                                     self.tricks_won, team, self.declaration_team, values,
                                     self.belote_points)
            return
        self._leader = self.turn = winner
        self.legal = self.hands[winner]

    # ----- after the deal ------------------------------------------------
    def gathered(self) -> list[int]:
        """The cards picked up for the next deal (R3): the tricks in the order
        they were played, or the deck as dealt when the deal was thrown in."""
        if self.phase == THROWN_IN:
            return list(self.deck)
        return [c for t in self.tricks for c in t.cards]

    def dealt_hand(self, seat: int) -> int:
        """All the cards a seat held for the play (8 once the deal is complete)."""
        played = 0
        for s, c in self.played_cards():
            if s == seat:
                played |= 1 << c
        return self.hands[seat] | played

    def declarations_shown(self) -> dict[int, tuple[Declaration, ...]]:
        """The declarations that score, shown after trick 1 (R7)."""
        if self.declaration_team is None:
            return {}
        return {s: d for s, d in self.announced.items() if s & 1 == self.declaration_team and d}


def deck_from_hands(options: Options, dealer: int, hands: Sequence[int], up_card: int | None = None,
                    taker: int | None = None) -> list[int]:
    """The deck order that deals ``hands`` (four 8-card masks) from ``dealer``.

    For classic, ``up_card`` must be in the hand of ``taker``: the taker's
    first five cards, the up-card, then its two more are laid out as R3 deals
    them. Used to set up positions in tests and to rebuild a deal from a record.
    """
    cards = [sorted(c for c in range(32) if h >> c & 1) for h in hands]
    if sorted(c for hand in cards for c in hand) != list(range(32)) or any(len(h) != 8 for h in cards):
        raise ValueError("four hands of eight different cards are needed")
    order = seat_order((dealer + (1 if options.direction == "clockwise" else 3)) & 3,
                       options.direction == "clockwise")
    if options.is_classic:
        if up_card is None or taker is None or not hands[taker] >> up_card & 1:
            raise ValueError("classic needs the up-card and a taker holding it")
        cards[taker].remove(up_card)
        first = {s: cards[s][:5] for s in order}
        rest = {s: cards[s][5:] for s in order}
        deck = [c for s in order for c in first[s][:3]] + [c for s in order for c in first[s][3:5]]
        return deck + [up_card] + [c for s in order for c in rest[s]]
    deck = []
    pos = {s: 0 for s in order}
    for n in (3, 2, 3):
        for s in order:
            deck += cards[s][pos[s]:pos[s] + n]
            pos[s] += n
    return deck

