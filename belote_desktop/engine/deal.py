"""One belote deal: dealing (R3), the auction (R4, R5), the play (R6) with
declarations (R7) and belote (R8), and its score (R9, R10).

The deal takes one action at a time and refuses an illegal one with a typed
error before touching any state. The play of the tricks itself is shared with
the other game families (``play.TrickPlay``); this class adds belote's calls,
its rules of play, its bonuses and its score.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

from .bidding import OPEN, Bid, ClassicAuction, CoincheAuction, Contract
from .cards import KING, QUEEN, SEATS
from .dealing import BITS as _BITS
from .dealing import deal_hands, deck_dealing, packet_getters, seat_order
from .declarations import Declaration, best_declarations, scoring_team
from .errors import REASON_TEXT, IllegalAnnouncement, IllegalCard, OutOfTurn
from .options import Options
from .play import BID, BIDDING, PLAY, PLAYING, SCORED, Action, Trick, TrickPlay
from .scoring import DealScore, score_deal
from .tricks import legal_mask, why_illegal

__all__ = ["ANNOUNCE", "BELOTE", "BID", "BIDDING", "PLAY", "PLAYING", "REBELOTE", "SCORED", "THROWN_IN", "Action",
           "Deal", "Trick", "deck_from_hands", "seat_order"]

THROWN_IN = "thrown_in"

BELOTE = "belote"
REBELOTE = "rebelote"

ANNOUNCE = "announce"  # an action: declarations announced before the first card (R7)


_FIRST_PACKETS = packet_getters((3, 2))  # classic, before the bidding
_ALL_PACKETS = packet_getters((3, 2, 3))  # coinche and contrée


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


class Deal(TrickPlay):
    __slots__ = (
        "_announce_open",
        "_belote_mask",
        "_belote_said",
        "_belote_seat",
        "_best",
        "_undertrump_optional",
        "announced",
        "auction",
        "belote_points",
        "declaration_team",
        "says",
        "up_card",
    )

    def __init__(self, options: Options, dealer: int, deck: Sequence[int]) -> None:
        clockwise = options.direction == "clockwise"
        self._init_play(options, dealer, deck, clockwise)
        self.up_card: int | None = None
        self.says: dict[int, str] = {}  # index in plays -> "belote" / "rebelote"
        self.announced: dict[int, tuple[Declaration, ...]] = {}
        self.declaration_team: int | None = None
        self.belote_points = [0, 0]
        self.result: DealScore | None = None
        self._undertrump_optional = options.undertrump == "optional"
        self._belote_mask = 0
        self._belote_seat = -1
        self._belote_said = False
        self._announce_open = False
        self._best: list[tuple[Declaration, ...]] = [(), (), (), ()]
        first = self._next[dealer]
        self.hands = deal_hands(self.deck, seat_order(first, clockwise),
                                _FIRST_PACKETS if options.is_classic else _ALL_PACKETS)
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

    # ----- queries (the play's own are ``TrickPlay``'s) ------------------
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
        mode = contract.trump
        if self.options.is_classic:
            self._deal_rest(contract.taker)
        if mode < 4:
            pair = (1 << (mode * 8 + KING)) | (1 << (mode * 8 + QUEEN))
            self._belote_mask = pair
            for seat in range(4):
                if self.hands[seat] & pair == pair:
                    self._belote_seat = seat
        if self.options.declarations:
            self._best = [best_declarations(h) for h in self.hands]
        self._open_play(mode, self.first_seat)  # the leader may play any card (R6)
        self._announce_open = self.options.declarations

    def _deal_rest(self, taker: int) -> None:
        """Classic: the taker gets the up-card and two cards, the others three (R3)."""
        assert self.up_card is not None
        self.hands[taker] |= 1 << self.up_card
        order = seat_order(self.first_seat, self._clockwise)
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
        if say is not None:
            self.says[len(self.tricks) * 4 + len(self._trick)] = say
        if self._lay(who, card):
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
        winner = self._take_trick().winner
        n = len(self.tricks)
        if n == 1 and self._announce_open:
            self._announce_open = False
            order = seat_order(self._leader, self._clockwise)
            self.declaration_team = scoring_team([(s, self.announced.get(s, ())) for s in order], self._mode)
        if n == 8:
            self.phase = SCORED
            self.legal = 0
            values = [0, 0]
            for s, decls in self.announced.items():
                values[s & 1] += sum(d.value for d in decls)
            self.result = score_deal(self.options, self.contract, self.card_points,  # type: ignore[arg-type]
                                     self.tricks_won, winner & 1, self.declaration_team, values,
                                     self.belote_points)
            return
        self._lead_next(winner)

    # ----- after the deal ------------------------------------------------
    def gathered(self) -> list[int]:
        """The cards picked up for the next deal (R3): the tricks in the order
        they were played, or the deck as dealt when the deal was thrown in."""
        if self.phase == THROWN_IN:
            return list(self.deck)
        return [c for t in self.tricks for c in t.cards]

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
    return deck_dealing(hands, order, (3, 2, 3))

