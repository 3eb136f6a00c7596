"""The play of the eight tricks, the same in every game family: the base of each family's deal.

Cards go on the trick in turn; the trick's winner is tracked by its best card (``tricks.POWER``: the highest
trump, else the highest card of the suit led; R6, K5) and takes the trick's card points (``tricks.POINTS``,
R2 = K2). What a family adds (its calls, which cards are legal, bonuses, the deal's result) lives in its own
deal class, which calls ``_lay`` with each card and ``_take_trick`` when four lie on the table.

The play path is written for speed: hands are masks and the trick is tracked by its winning card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from .bidding import Bid, Contract
from .dealing import seat_order
from .tricks import POINTS, POWER

# The phases every family shares; a family may add its own (belote: thrown in; klaverjas: the last trick lying).
BIDDING = "bidding"  # the calls: belote's auction, klaverjas's choice of trump
PLAYING = "playing"
SCORED = "scored"


# The kinds of action every family has; a family may add its own (belote: announce; klaverjas: claim, gather).
BID = "bid"
PLAY = "play"


class Action(NamedTuple):
    """One entry of the deal's history, as the game record stores it.

    ``value`` is a ``Bid`` for a bid (every family's call) and a card for a play; belote's announcement holds
    a tuple of ``Declaration``, klaverjas's claim and gather the trick's number. ``say`` is belote's "belote"
    or "rebelote" said with a card.
    """

    seat: int
    kind: str
    value: Any
    say: str | None = None


class Trick(NamedTuple):
    leader: int
    cards: tuple[int, ...]  # in the order played
    winner: int


# Builds a Trick without NamedTuple's Python-level __new__, on the play path.
_new_tuple = tuple.__new__


class TrickPlay:
    """A deal's cards and its play; ``options``, ``dealer`` and ``deck`` are the family's."""

    __slots__ = (
        "_clockwise",
        "_leader",
        "_led",
        "_mode",
        "_next",
        "_points",
        "_power_row",
        "_trick",
        "_win_card",
        "_win_power",
        "_win_seat",
        "bids",
        "card_points",
        "contract",
        "dealer",
        "deck",
        "hands",
        "legal",
        "options",
        "phase",
        "result",
        "tricks",
        "tricks_won",
        "turn",
    )

    def _init_play(self, options: Any, dealer: int, deck: Sequence[int], clockwise: bool) -> None:
        if sorted(deck) != list(range(32)):
            raise ValueError("a deck holds each of the 32 cards exactly once")
        self.options = options
        self.dealer = dealer
        self.deck = tuple(deck)
        self._clockwise = clockwise
        self._next = tuple((s + (1 if clockwise else 3)) & 3 for s in range(4))
        self.hands = [0, 0, 0, 0]
        self.contract: Contract | None = None  # who plays in which trump, once the calls are over
        self.bids: list[tuple[int, Bid]] = []  # every call in order: belote's bids, klaverjas's "play"/"pass"
        self.tricks: list[Trick] = []
        self.card_points = [0, 0]
        self.tricks_won = [0, 0]
        self.result: Any = None
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

    # ----- queries -----------------------------------------------------
    @property
    def first_seat(self) -> int:
        """The player next to the dealer: first to call and to lead (R3, R6; K1's voorhand)."""
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
    def winning_card(self) -> int:
        """The card winning the trick in progress, -1 before its first card."""
        return self._win_card if self._trick else -1

    @property
    def led_suit(self) -> int:
        """The suit led to the trick in progress, -1 before its first card."""
        return self._led

    @property
    def mode(self) -> int:
        """The trump mode of the play (a suit 0..3, or belote's sans atout / tout atout); -1 before it."""
        return self._mode

    def legal_mask(self) -> int:
        """The cards the player to move may play, as a mask (0 outside the play);
        the same as the attribute ``legal``."""
        return self.legal

    def legal_cards(self) -> list[int]:
        m = self.legal_mask()
        return [c for c in range(32) if m >> c & 1]

    def played_cards(self) -> list[tuple[int, int]]:
        """``(seat, card)`` for every card played so far, in order."""
        out = []
        clockwise = self._clockwise
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

    def dealt_hand(self, seat: int) -> int:
        """All the cards a seat held for the play (8 once the deal is complete)."""
        played = 0
        for s, c in self.played_cards():
            if s == seat:
                played |= 1 << c
        return self.hands[seat] | played

    # ----- the play, for the family's deal --------------------------------
    def _open_play(self, mode: int, leader: int) -> None:
        """The play starts: ``mode`` is trump, ``leader`` leads the first trick with any card."""
        self._mode = mode
        self._points = POINTS[mode]
        self.phase = PLAYING
        self._leader = self.turn = leader
        self.legal = self.hands[leader]

    def _lay(self, who: int, card: int) -> bool:
        """Put the card of ``who`` on the trick (already checked legal); True when it is the fourth."""
        self.hands[who] ^= 1 << card
        trick = self._trick
        trick.append(card)
        n = len(trick)
        if n == 1:
            self._led = led = card >> 3
            self._power_row = row = POWER[self._mode][led]
            self._win_card = card
            self._win_seat = who
            self._win_power = row[card]
            return False
        p = self._power_row[card]
        if p > self._win_power:
            self._win_power = p
            self._win_card = card
            self._win_seat = who
        return n == 4

    def _take_trick(self) -> Trick:
        """The fourth card lies: the winner takes the trick and its card points."""
        trick = self._trick
        winner = self._win_seat
        pts = self._points
        self.card_points[winner & 1] += pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
        self.tricks_won[winner & 1] += 1
        taken = _new_tuple(Trick, (self._leader, tuple(trick), winner))
        self.tricks.append(taken)
        trick.clear()
        self._led = -1
        self._win_seat = -1
        return taken

    def _lead_next(self, winner: int) -> None:
        """The winner of the last trick leads the next one, with any card."""
        self._leader = self.turn = winner
        self.legal = self.hands[winner]
