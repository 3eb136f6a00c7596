"""One klaverjas deal: all eight cards dealt (K3), trump chosen (K4), the play (K5) with roem (K6), and the
result (K7).

The play of the tricks is the shared ``play.TrickPlay``; this class adds the calls of K4, the duties of K5,
the roem of each trick and its claim, and K7. It takes one action at a time and refuses an illegal one with a
typed error naming its rule before touching any state.

With ``auto_roem`` on, the roem of a trick is counted as the trick is taken. With it off, a finished trick
"lies on the table" until the next card is played (the eighth until it is gathered: the ``GATHERING`` phase,
when ``gather`` by the trick's winner scores the deal); while it lies, any player may claim its roem
(``claim_roem``), which then counts for the team that won the trick. Roem nobody claimed is lost.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...bidding import Bid, Contract
from ...cards import SEATS
from ...dealing import deal_hands, packet_getters, seat_order
from ...errors import REASON_TEXT, IllegalAnnouncement, IllegalCard, OutOfTurn
from ...play import BID, BIDDING, PLAY, PLAYING, SCORED, Action, TrickPlay
from .choosing import TrumpChoice
from .duties import legal_mask, why_illegal
from .options import KlaverjasOptions
from .result import KlaverjasScore, score_deal
from .roem import Roem, four_of_a_kind_values, trick_roem

GATHERING = "gathering"  # ``auto_roem`` off: the eighth trick lies on the table, its roem may still be claimed
CLAIM = "claim"  # an action: a player claims the roem of the trick lying on the table (value: its number)
GATHER = "gather"  # an action: the last trick's winner gathers it and the deal is scored (value: 8)

_GETTERS = {packets: packet_getters(packets) for packets in ((3, 2, 3), (4, 4))}


class KlaverjasDeal(TrickPlay):
    __slots__ = (
        "_fours",
        "_lying",
        "_rotterdams",
        "_undertrump_forced",
        "auction",
        "claims",
        "proposals",
        "roem",
        "roem_points",
    )

    up_card = None  # klaverjas turns no card (K3); the shared deal questions get None
    highest_bid = None  # nor bids for points (K4): no highest bid
    last_raise = None  # and no last raise (belote's R5)

    def __init__(self, options: KlaverjasOptions, dealer: int, deck: Sequence[int],
                 proposals: tuple[int, int] | None = None) -> None:
        self._init_play(options, dealer, deck, True)  # always clockwise (K1)
        first = self.first_seat  # the voorhand
        self.hands = deal_hands(self.deck, seat_order(first, True), _GETTERS[options.packets])
        if options.proposes_suit and proposals is None:
            raise ValueError(f"trump_choice {options.trump_choice} needs the proposed suits")
        # The suits proposed (gedraaid, twents): the first, and the one turned next; None for vrij and verplicht.
        self.proposals = proposals if options.proposes_suit else None
        speaker = first if options.first_speaker == "voorhand" else dealer
        self.auction = TrumpChoice(options, speaker, self._next.__getitem__, self.proposals)
        self.phase = BIDDING
        self.turn = speaker
        self.result: KlaverjasScore | None = None
        self.roem: list[Roem] = []  # the roem found in each finished trick, claimed or not
        self.claims: dict[int, int] = {}  # auto_roem off: trick index -> the seat that claimed its roem
        self.roem_points = [0, 0]  # the roem counted for each team so far
        self._lying = -1  # auto_roem off: the index of the finished trick still on the table, -1 if none
        self._fours = four_of_a_kind_values(options)
        self._rotterdams = options.rotterdams
        self._undertrump_forced = options.undertrump_forced

    # ----- queries (the play's own are ``TrickPlay``'s) ------------------
    @property
    def is_over(self) -> bool:
        return self.phase == SCORED

    @property
    def speaker(self) -> int:
        """Who speaks first in the choice of trump and must play after four passes (K4)."""
        return self.auction.first

    def legal_bids(self) -> list[Bid]:
        """The calls the player to speak may make: ``PASS_BID`` and ``Bid.take(suit)`` ("ik speel")."""
        return self.auction.legal_bids() if self.phase == BIDDING else []

    @property
    def auction_moment(self) -> str:
        """``bidding.OPEN`` (play or pass) or ``choosing.FORCED`` (must play); "" outside the calls."""
        return self.auction.moment if self.phase == BIDDING else ""

    def bid_moments(self) -> list[str]:
        return list(self.auction.moments)

    @property
    def proposed(self) -> int | None:
        """The proposed suit (``gedraaid``, ``twents``), None otherwise."""
        return self.auction.proposed

    @property
    def imposed(self) -> int | None:
        """The suit imposed on the forced player (``next_card``, ``twents``), once all four have passed."""
        return self.auction.imposed

    # Belote's questions of the play, which the shared table and controller ask of every deal: klaverjas has no
    # declarations and no belote (K9), so nothing is announced, said or shown.
    def can_announce(self) -> bool:
        return False

    def can_say_belote(self, _card: int) -> bool:
        return False

    @property
    def says(self) -> dict[int, str]:
        return {}

    @property
    def announced(self) -> dict[int, tuple[()]]:
        return {}

    def declarations_shown(self) -> dict[int, tuple[()]]:
        return {}

    def why_illegal(self, card: int) -> tuple[str, str] | None:
        """``(rule id, reason)`` if the player to move may not play ``card`` (K5.1 to K5.4)."""
        if self.phase != PLAYING:
            return ("K5", "not_playing")
        seat = self.turn
        return why_illegal(card, self.hands[seat], self._mode, self._led, self._win_card, self._win_seat == seat ^ 2,
                           self._rotterdams, self._undertrump_forced)

    @property
    def lying_trick(self) -> int:
        """``auto_roem`` off: the number (1..8) of the finished trick still on the table, 0 if none."""
        return self._lying + 1

    def can_claim_roem(self) -> bool:
        """Whether a "Roem!" now would be taken: a finished trick lies, holds roem, and nobody claimed it."""
        i = self._lying
        return i >= 0 and i not in self.claims and self.roem[i].total > 0

    def counted_roem(self, index: int) -> int:
        """The roem trick ``index`` (0-based) added to its winner's team: all of it with ``auto_roem``, else
        only if claimed."""
        if self.options.auto_roem or index in self.claims:
            return self.roem[index].total
        return 0

    @property
    def actions(self) -> list[Action]:
        """The whole history in order: the calls, the cards, each claim just after the card that finished
        its trick, and the gathering of the last trick."""
        out = [Action(seat, BID, bid) for seat, bid in self.bids]
        for i, (seat, c) in enumerate(self.played_cards()):
            out.append(Action(seat, PLAY, c))
            if i % 4 == 3 and i // 4 in self.claims:
                out.append(Action(self.claims[i // 4], CLAIM, i // 4 + 1))
        if self.phase == SCORED and not self.options.auto_roem:
            out.append(Action(self.tricks[-1].winner, GATHER, 8))
        return out

    # ----- actions -----------------------------------------------------
    def _require(self, phase: str, seat: int | None) -> None:
        if self.phase != phase:
            raise OutOfTurn("K5" if phase in (PLAYING, GATHERING) else "K4", "wrong_phase",
                            f"the deal is {self.phase}, not {phase}", phase=self.phase)
        if seat is not None and seat != self.turn:
            raise OutOfTurn("K1", "not_your_turn", f"it is {SEATS[self.turn]}'s turn", seat=seat, turn=self.turn)

    def bid(self, bid: Bid, seat: int | None = None) -> None:
        """A call: ``PASS_BID`` ("ik pas") or ``Bid.take(suit)`` ("ik speel", in that trump)."""
        if self.phase is not BIDDING or (seat is not None and seat != self.turn):
            self._require(BIDDING, seat)
        caller = self.turn
        self.auction.apply(bid)  # raises IllegalBid (K4) before changing anything
        self.bids.append((caller, bid))
        if self.auction.contract is not None:
            self._start_play(self.auction.contract)
        else:
            self.turn = self.auction.turn

    def _start_play(self, contract: Contract) -> None:
        self.contract = contract
        leader = self.first_seat if self.options.first_lead == "voorhand" else contract.taker
        self._open_play(contract.trump, leader)

    def play(self, card: int, seat: int | None = None) -> None:
        if self.phase is not PLAYING or (seat is not None and seat != self.turn):
            self._require(PLAYING, seat)
        who = self.turn
        if not self.legal >> card & 1:
            rule, reason = self.why_illegal(card)  # type: ignore[misc]
            raise IllegalCard(rule, reason, REASON_TEXT[reason], card=card, seat=who, led=self._led,
                              winning=self._win_card)
        self._lying = -1  # the next card is played: the last trick's roem can no longer be claimed
        if self._lay(who, card):
            self._end_trick()
            return
        self.turn = nxt = self._next[who]
        self.legal = legal_mask(self.hands[nxt], self._mode, self._led, self._win_card, self._win_seat == nxt ^ 2,
                                self._rotterdams, self._undertrump_forced)

    def _end_trick(self) -> None:
        trick = self._take_trick()
        roem = trick_roem(trick.cards, self._mode, self._fours)
        self.roem.append(roem)
        if self.options.auto_roem:
            self.roem_points[trick.winner & 1] += roem.total
        else:
            self._lying = len(self.tricks) - 1
        if len(self.tricks) < 8:
            self._lead_next(trick.winner)
            return
        self.legal = 0
        if self.options.auto_roem:
            self._score()
        else:
            self.phase = GATHERING
            self.turn = trick.winner

    def claim_roem(self, seat: int) -> None:
        """``seat`` calls "Roem!" for the finished trick lying on the table (``auto_roem`` off, K6); its roem
        counts for the team that won the trick, whoever calls."""
        if self.options.auto_roem:
            raise IllegalAnnouncement("K6", "roem_counted_automatically", "roem is counted without a claim")
        if not 0 <= seat < 4:
            raise ValueError(f"not a seat: {seat}")
        i = self._lying
        if i < 0:
            raise IllegalAnnouncement("K6", "no_trick_lying", "roem is claimed while its trick lies on the table")
        if i in self.claims:
            raise IllegalAnnouncement("K6", "already_claimed", "the roem of this trick has been claimed",
                                      trick=i + 1, by=self.claims[i])
        if not self.roem[i].total:
            raise IllegalAnnouncement("K6", "no_roem", "the trick holds no roem", trick=i + 1)
        self.claims[i] = seat
        self.roem_points[self.tricks[i].winner & 1] += self.roem[i].total

    def gather(self, seat: int | None = None) -> None:
        """``auto_roem`` off: the winner of the eighth trick gathers it; the deal is scored (K7)."""
        self._require(GATHERING, seat)
        self._lying = -1
        self._score()

    def _score(self) -> None:
        contract = self.contract
        assert contract is not None
        self.phase = SCORED
        self.result = score_deal(self.options, contract.takers, contract.trump, self.card_points, self.tricks_won,
                                 self.tricks[-1].winner & 1, self.roem_points)

    # ----- after the deal ------------------------------------------------
    def gathered(self) -> list[int]:
        """The tricks in the order they were played (K3 shuffles them before the next deal)."""
        return [c for t in self.tricks for c in t.cards]
