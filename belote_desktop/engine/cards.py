"""Cards as small ints and hands as 32-bit masks (R2).

A card is ``suit * 8 + rank`` with suits ``S H D C`` = 0..3 and ranks in
sequence order ``7 8 9 T J Q K A`` = 0..7, so a hand is a bitmask, one byte a
suit. Everything the engine does in its hot path works on these ints; the
text notation (``JH``, ``TS``) is only for files, logs and tests.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import quote

SUITS = "SHDC"
RANKS = "789TJQKA"
SEATS = "NESW"
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
TEAMS = ("NS", "EW")

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

# Trump modes: a suit index for a suit contract, or no trump / all trumps.
SANS_ATOUT = 4
TOUT_ATOUT = 5
TRUMP_NAMES = ("S", "H", "D", "C", "SA", "TA")

FULL_DECK = (1 << 32) - 1
SUIT_MASK = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)


def card(rank: int, suit: int) -> int:
    return suit * 8 + rank


def suit_of(c: int) -> int:
    return c >> 3


def rank_of(c: int) -> int:
    return c & 7


def parse_card(text: str) -> int:
    """``"JH"`` -> card int; raises ``ValueError`` with the bad text.

    Lenient, for people typing: spaces, lower case and ``10H`` are taken. The
    game record is strict and takes only the names ``card_name`` writes
    (``CARD_BY_NAME``)."""
    if not isinstance(text, str):
        raise ValueError(f"not a card: {quote(text)} (a card is a name such as 'JH')")
    t = text.strip().upper()
    if t.startswith("10") and len(t) == 3:
        t = "T" + t[2]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise ValueError(f"not a card: {quote(text)} (expected rank 7 8 9 T J Q K A and suit S H D C, e.g. 'JH')")
    return SUITS.index(t[1]) * 8 + RANKS.index(t[0])


def card_name(c: int) -> str:
    return RANKS[c & 7] + SUITS[c >> 3]


# Each card's name exactly as written (``"TS"``, never ``"ts"`` or ``"10S"``).
CARD_BY_NAME: dict[str, int] = {card_name(c): c for c in range(32)}


def parse_cards(text: str | Iterable[str]) -> list[int]:
    parts = text.split() if isinstance(text, str) else list(text)
    return [parse_card(p) for p in parts]


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def parse_hand(text: str | Iterable[str]) -> int:
    """Card names -> hand mask; duplicates are an error."""
    cards = parse_cards(text)
    m = mask_of(cards)
    if bin(m).count("1") != len(cards):
        raise ValueError(f"duplicate card in {quote(text)}")
    return m


# For each byte value, the card offsets it holds, low bit first; splitting a
# 32-bit mask into four lookups is much cheaper than testing 32 bits.
_BYTE_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(8) if b >> i & 1) for b in range(256)
)
BYTE_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(s * 8 + i for i in bits) for bits in _BYTE_BITS) for s in range(4)
)


def cards_of(m: int) -> list[int]:
    """The cards of a mask, in card-int order."""
    b0, b1, b2, b3 = BYTE_CARDS
    return [
        *b0[m & 255],
        *b1[m >> 8 & 255],
        *b2[m >> 16 & 255],
        *b3[m >> 24 & 255],
    ]


def names(m_or_cards: int | Iterable[int]) -> str:
    cards = cards_of(m_or_cards) if isinstance(m_or_cards, int) else list(m_or_cards)
    return " ".join(card_name(c) for c in cards)


def parse_seat(text: str) -> int:
    if not isinstance(text, str) or text not in SEATS or len(text) != 1:
        raise ValueError(f"not a seat: {quote(text)} (expected one of N, E, S, W)")
    return SEATS.index(text)


def parse_trump(text: str) -> int:
    if not isinstance(text, str) or text not in TRUMP_NAMES:
        raise ValueError(f"not a trump: {quote(text)} (expected S, H, D, C, SA or TA)")
    return TRUMP_NAMES.index(text)


def team_of(seat: int) -> int:
    """NS = 0, EW = 1: partners sit opposite (R1)."""
    return seat & 1


def partner_of(seat: int) -> int:
    return (seat + 2) & 3
