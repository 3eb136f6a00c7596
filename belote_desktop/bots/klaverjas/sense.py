"""What the klaverjas bots count with: a hand's worth as trump (K4), and the worth of a card in a trick, roem
included (K6): roem goes to the trick's winner, so a bot feeds it into a trick its team wins, and keeps it out
of the opponents' tricks."""

from __future__ import annotations

from ...engine.cards import ACE, JACK, KING, NINE, QUEEN, SUIT_MASK, TEN
from ...engine.families.klaverjas.roem import four_of_a_kind_values, roem_of
from ...engine.tricks import BEATS, POINTS, POWER, STRENGTH
from ..knowledge import Knowledge
from ..view import SeatView

TRUMP_WORTH = (4, 4, 20, 10, 30, 5, 5, 12)  # 7 8 9 T J Q K A as trumps: what each brings to the makers
PLAY_AT = 60  # "ik speel" from this worth on (the partner's cards are expected to bring the rest)


def _has(hand: int, suit: int, rank: int) -> bool:
    return bool(hand >> (suit * 8 + rank) & 1)


def trump_worth(hand: int, trump: int) -> int:
    """A rough count of what ``hand`` brings its team with ``trump`` as trump: the jas and the nel first, the
    trumps' length, stuk, and the plain aces (with their tens) that take tricks; voids to trump in."""
    trumps = (hand & SUIT_MASK[trump]).bit_count()
    worth = sum(TRUMP_WORTH[r] for r in range(8) if _has(hand, trump, r))
    if _has(hand, trump, JACK) and _has(hand, trump, NINE):
        worth += 8
    if trumps >= 4:
        worth += 10 * (trumps - 3)
    if _has(hand, trump, KING) and _has(hand, trump, QUEEN):
        worth += 12  # stuk, if both fall in one trick
    for suit in range(4):
        if suit == trump:
            continue
        length = (hand & SUIT_MASK[suit]).bit_count()
        if _has(hand, suit, ACE):
            worth += 11 + (8 if _has(hand, suit, TEN) else 0)
        elif _has(hand, suit, TEN) and length >= 2:
            worth += 3
        if length == 0 and trumps >= 3:
            worth += 8
    return worth


def trick_mask(cards: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def roem_now(view: SeatView, cards: tuple[int, ...] | list[int]) -> int:
    """The roem the cards of a trick hold (a run or stuk among fewer than four cards stays in the trick)."""
    assert view.contract is not None
    fours = four_of_a_kind_values(view.options)
    return roem_of(trick_mask(cards), view.contract.trump, fours)


def winner_of(trump: int, cards: tuple[int, ...] | list[int]) -> int:
    """The index of the winning card among ``cards`` (the first is the lead)."""
    row = POWER[trump][cards[0] >> 3]
    best = 0
    for i, c in enumerate(cards):
        if row[c] > row[cards[best]]:
            best = i
    return best


def p_beaten(k: Knowledge, trump: int, led: int, card: int, seat: int) -> float:
    """The chance that ``seat``, still to play, can put a card above ``card`` in a trick led in ``led``."""
    beats = BEATS[trump][card] & ~(1 << card)
    if card >> 3 == trump:
        higher = beats & SUIT_MASK[trump]
        if led == trump:
            return k.p_any(seat, higher)
        return k.p_void(seat, led) * k.p_any(seat, higher)
    higher = beats & SUIT_MASK[led]
    return min(1.0, k.p_any(seat, higher) + k.p_void(seat, led) * k.p_any(seat, SUIT_MASK[trump]))


def is_master(k: Knowledge, trump: int, card: int) -> bool:
    """No card still out beats ``card`` in its own suit."""
    return not k.unseen & SUIT_MASK[card >> 3] & BEATS[trump][card]


def keep_worth(k: Knowledge, trump: int, card: int) -> float:
    """What keeping ``card`` for later is worth: trumps (the higher the more), masters, guarded tens."""
    suit = card >> 3
    if suit == trump:
        return 6 + STRENGTH[trump][card]
    if is_master(k, trump, card):
        return 8.0
    if card & 7 == TEN:
        return 3.0
    return 0.0


def card_points(trump: int, card: int) -> int:
    return POINTS[trump][card]
