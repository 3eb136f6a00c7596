"""What a seat can deduce about the hidden hands from the public history.

Every card a player puts down was legal (R6), so a card that does not follow
suit shows a void, a discard when a trump was due shows no trumps, and a trump
that does not beat the trick shows no higher trump. Announcements tell
more: "belote" puts the other trump honour in the same hand, a carré names
its four cards, and (with automatic belote) a trump king or queen played
silently shows that its pair is elsewhere. During the play every unseen card
is in one of the three other hands, which closes the reasoning: a card only
one seat may hold is that seat's.

This module turns the history of a ``SeatView`` into, for each other seat,
the set of cards it may still hold and the cards it is known to hold, and
rough chances from those (``p_holds``, ``p_void``); the normal bot counts
with it and the hard bot's sampler deals consistently with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.cards import KING, QUEEN, SUIT_MASK, TOUT_ATOUT
from ..engine.deal import PLAYING
from ..engine.declarations import CARRE
from ..engine.tricks import BEATS, POWER
from .view import SeatView

FULL = (1 << 32) - 1


@dataclass(slots=True)
class Knowledge:
    seat: int
    unseen: int  # cards neither in my hand nor played
    possible: list[int]  # per seat: cards it may hold (my own hand for me)
    known: list[int]  # per seat: cards it surely holds
    counts: list[int]  # per seat: how many cards it holds now
    played: int  # every card played so far

    def void(self, seat: int, suit: int) -> bool:
        return not self.possible[seat] & SUIT_MASK[suit]

    def outstanding(self, suit: int) -> int:
        """Cards of ``suit`` that others may still hold."""
        return self.unseen & SUIT_MASK[suit]

    def free_slots(self, seat: int) -> int:
        """How many of a seat's cards are not known."""
        return self.counts[seat] - (self.known[seat] & ~self.played).bit_count()

    def p_holds(self, seat: int, card: int) -> float:
        """Chance that ``seat`` holds ``card``, spreading each unknown card over
        the seats that may hold it in proportion to their unknown slots."""
        bit = 1 << card
        if self.known[seat] & bit:
            return 1.0
        if not self.possible[seat] & bit or self.played & bit:
            return 0.0
        mine = self.free_slots(seat)
        total = 0
        for s in range(4):
            if s != self.seat and self.possible[s] & bit:
                if self.known[s] & bit:
                    return 0.0
                total += self.free_slots(s)
        return mine / total if total > 0 else 0.0

    def p_any(self, seat: int, cards: int) -> float:
        """Chance that ``seat`` holds at least one of ``cards`` (independence
        assumed between cards: good enough for play decisions)."""
        cards &= self.possible[seat]
        if cards & self.known[seat]:
            return 1.0
        none = 1.0
        while cards:
            low = cards & -cards
            none *= 1.0 - self.p_holds(seat, low.bit_length() - 1)
            cards ^= low
        return 1.0 - none

    def p_void(self, seat: int, suit: int) -> float:
        return 1.0 - self.p_any(seat, SUIT_MASK[suit])


# What a legal card shows its player cannot hold, by the family's duties: (suit led, card, the card winning
# the trick before it, whether that is the partner's) -> the cards absent.
ShownAbsent = Callable[[int, int, int, bool], int]


def read_plays(view: SeatView, trump: int, shown_absent: ShownAbsent) -> tuple[int, list[int], list[int]]:
    """The cards played so far (the tricks and the one under way), each seat's count of cards left, and the
    cards each seat's plays show it cannot hold (``shown_absent`` of every card after a trick's first).
    ``trump`` -1 (no contract yet): the cards only. The same reading for every family; the duties differ."""
    played = 0
    counts = [8, 8, 8, 8]
    excluded = [0, 0, 0, 0]  # cards a seat cannot hold, from its plays
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        seat = leader
        led = cards[0] >> 3
        row = POWER[trump][led] if trump >= 0 else None
        win_seat, win_card = seat, cards[0]
        for i, c in enumerate(cards):
            if i > 0 and row is not None:
                excluded[seat] |= shown_absent(led, c, win_card, win_seat == seat ^ 2)
                if row[c] > row[win_card]:
                    win_seat, win_card = seat, c
            played |= 1 << c
            counts[seat] -= 1
            seat = view.next_seats[seat]
    return played, counts, excluded


def deduce(view: SeatView) -> Knowledge:
    me = view.seat
    mode = view.contract.trump if view.contract is not None else -1
    undertrump_optional = view.options.undertrump == "optional"

    def shown_absent(led: int, card: int, win_card: int, partner_winning: bool) -> int:
        return _shown_absent(mode, led, card, win_card, partner_winning, undertrump_optional)

    played, counts, excluded = read_plays(view, mode, shown_absent)
    if view.options.is_classic and view.phase == "bidding":
        counts = [5, 5, 5, 5]
    unseen = FULL & ~played & ~view.hand
    if view.phase == "bidding" and view.up_card is not None:
        unseen &= ~(1 << view.up_card)  # face up on the table, in nobody's hand yet
    known = [0, 0, 0, 0]
    known[me] = view.hand
    if view.up_card is not None and view.contract is not None and not played >> view.up_card & 1:
        taker = view.contract.taker
        if taker != me:
            known[taker] |= 1 << view.up_card
    if view.belote_seat >= 0 and view.belote_seat != me and 0 <= mode < 4:
        # "Belote" with one of the pair means the other is in the same hand.
        pair = (1 << (mode * 8 + KING)) | (1 << (mode * 8 + QUEEN))
        known[view.belote_seat] |= pair & unseen
    for s, decls in view.shown:
        if s != me:
            for d in decls:
                known[s] |= d.cards & unseen
    for s, heard in view.announced:
        if s != me:
            for a in heard:
                if a.kind == CARRE:
                    # A carré names its rank, and so its four cards.
                    known[s] |= (1 << a.top) * 0x01010101 & unseen
    _exclude_unsaid_belote(view, mode, excluded)
    possible = [0, 0, 0, 0]
    all_known = known[0] | known[1] | known[2] | known[3]
    for s in range(4):
        if s == me:
            possible[s] = view.hand
            continue
        possible[s] = (unseen & ~excluded[s] & ~all_known) | known[s]
    if view.phase == PLAYING:
        _close(me, unseen, possible, known, counts)
    return Knowledge(me, unseen, possible, known, counts, played)


def _exclude_unsaid_belote(view: SeatView, mode: int, excluded: list[int]) -> None:
    """With automatic belote, a trump king or queen played without "belote"
    while its pair was still out shows that the player lacks the other one."""
    if not 0 <= mode < 4 or view.belote_seat >= 0 or not view.options.auto_belote:
        return
    king, queen = mode * 8 + KING, mode * 8 + QUEEN
    seen = 0
    for leader, cards in [(t.leader, t.cards) for t in view.tricks] + [(view.trick_leader, view.trick)]:
        seat = leader
        for c in cards:
            if c in (king, queen):
                other = queen if c == king else king
                if not seen >> other & 1:
                    excluded[seat] |= 1 << other
            seen |= 1 << c
            seat = view.next_seats[seat]


def _close(me: int, unseen: int, possible: list[int], known: list[int], counts: list[int]) -> None:
    """During the play every unseen card is in one of the other three hands:
    a card only one seat may hold is that seat's, and a seat whose possible
    cards just fill its hand holds all of them. Repeat until nothing changes."""
    others = [s for s in range(4) if s != me]
    changed = True
    while changed:
        changed = False
        for s in others:
            if possible[s].bit_count() == counts[s] and known[s] != possible[s]:
                known[s] = possible[s]
                changed = True
            if known[s].bit_count() == counts[s] and possible[s] != known[s]:
                possible[s] = known[s]
                changed = True
        for s in others:
            elsewhere = 0
            for o in others:
                if o != s:
                    elsewhere |= possible[o]
            only_here = possible[s] & unseen & ~elsewhere & ~known[s]
            if only_here:
                known[s] |= only_here
                changed = True
            taken = 0
            for o in others:
                if o != s:
                    taken |= known[o]
            if possible[s] & taken:
                possible[s] &= ~taken
                changed = True


def _shown_absent(mode: int, led: int, card: int, win_card: int, partner_winning: bool,
                  undertrump_optional: bool) -> int:
    """Cards a player cannot hold, given that ``card`` was legal for it (R6)."""
    suit = card >> 3
    absent = 0
    if suit != led:
        absent |= SUIT_MASK[led]  # did not follow: void in the led suit
        if 0 <= mode < 4 and suit != mode and not partner_winning:
            if win_card >> 3 == mode and undertrump_optional:
                absent |= SUIT_MASK[mode] & BEATS[mode][win_card]  # could not overtrump
            else:
                absent |= SUIT_MASK[mode]  # had to trump and did not: no trumps
        if 0 <= mode < 4 and suit == mode and not partner_winning and win_card >> 3 == mode \
                and not BEATS[mode][win_card] >> card & 1:
            absent |= BEATS[mode][win_card]  # undertrumped: no higher trump
        return absent
    # Followed suit: a card that had to beat the trick and did not shows that
    # nothing higher was held (trump led, or any suit in tout atout).
    must_beat = (0 <= mode < 4 and led == mode) or mode == TOUT_ATOUT
    if must_beat and win_card >> 3 == led and not BEATS[mode][win_card] >> card & 1:
        absent |= BEATS[mode][win_card]
    return absent
