"""Declarations (R7): finding a hand's best split and comparing teams."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import ACE, JACK, KING, NINE, QUEEN, TEN, TOUT_ATOUT, card_name, cards_of, parse_cards
from .errors import quote

SEQUENCE = "sequence"
CARRE = "carre"

CARRE_VALUE = {JACK: 200, NINE: 150, ACE: 100, TEN: 100, KING: 100, QUEEN: 100}
# Among the 100-point carrés: A > 10 > K > Q (R7).
_CARRE_ORDER = {JACK: 0, NINE: 0, ACE: 3, TEN: 2, KING: 1, QUEEN: 0}
# Carrés of sevens and eights count nothing, so they never take part in a split.
_CARRE_RANKS = 0b11111100


def sequence_value(length: int) -> int:
    return 20 if length == 3 else 50 if length == 4 else 100


class Declaration(NamedTuple):
    kind: str
    cards: int  # mask
    value: int
    length: int
    top: int  # the sequence's highest rank, or the carré's rank
    suit: int  # -1 for a carré

    def name(self) -> str:
        """The card names, as the game record writes a declaration."""
        return " ".join(card_name(c) for c in cards_of(self.cards))

    def key(self, mode: int) -> tuple[int, int, int, int]:
        """Order of declarations for R7, without the order-of-play tie-break."""
        if self.kind == CARRE:
            return (2, self.value, _CARRE_ORDER[self.top], 0)
        trump = 1 if (mode == TOUT_ATOUT or mode == self.suit) else 0
        return (1, self.length, self.top, trump)


def _runs(byte: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of three or more ranks in one suit, as (length, top).

    A run is declared whole: five to eight cards in a row are one sequence of
    100, never split into two smaller ones (000: "vijf, zes, 7 of 8
    opeenvolgende kaarten: 100").
    """
    runs = []
    r = 0
    while r < 8:
        if byte >> r & 1:
            start = r
            while r < 8 and byte >> r & 1:
                r += 1
            if r - start >= 3:
                runs.append((r - start, r - 1))
        else:
            r += 1
    return tuple(runs)


_RUNS = tuple(_runs(b) for b in range(256))


def _suit_sequences(suit: int, byte: int) -> tuple[Declaration, ...]:
    return tuple(
        Declaration(SEQUENCE, ((1 << length) - 1) << (8 * suit + top - length + 1), sequence_value(length),
                    length, top, suit)
        for length, top in _RUNS[byte]
    )


# Every suit's sequences for every byte of a hand, made once: finding a
# hand's sequences is then four lookups (the engine does it for every hand).
_SEQUENCES = tuple(tuple(_suit_sequences(suit, b) for b in range(256)) for suit in range(4))


def _sequences(hand: int) -> list[Declaration]:
    s0, s1, s2, s3 = _SEQUENCES
    return [*s0[hand & 255], *s1[hand >> 8 & 255], *s2[hand >> 16 & 255], *s3[hand >> 24 & 255]]


def _carre(rank: int) -> Declaration:
    cards = (1 << rank) * 0x01010101
    return Declaration(CARRE, cards, CARRE_VALUE[rank], 4, rank, -1)


def best_declarations(hand: int) -> tuple[Declaration, ...]:
    """The split of ``hand`` into non-overlapping declarations that scores most.

    Each card takes part in at most one declaration (004). With no carré the
    maximal runs are the answer; with carrés every choice of carrés to keep is
    tried (at most two carrés fit in eight cards) and the runs of the cards
    left are added.
    """
    carres = hand & hand >> 8 & hand >> 16 & hand >> 24 & _CARRE_RANKS
    if not carres:
        return tuple(_sequences(hand))
    ranks = [r for r in range(8) if carres >> r & 1]
    best: list[Declaration] = []
    best_score: tuple[int, int] = (-1, -1)
    for subset in range(1 << len(ranks)):
        chosen = [_carre(ranks[i]) for i in range(len(ranks)) if subset >> i & 1]
        rest = hand
        for d in chosen:
            rest &= ~d.cards
        split = chosen + _sequences(rest)
        score = (sum(d.value for d in split), len(chosen))
        if score > best_score:
            best, best_score = split, score
    return tuple(best)


def parse_declaration(text: str) -> Declaration:
    """Card names of one declaration (``"9H TH JH"`` or ``"JS JH JD JC"``)."""
    if not isinstance(text, str):
        raise ValueError(f"not a declaration: {quote(text)} (a declaration is text such as '9H TH JH')")
    cards = parse_cards(text)
    m = 0
    for c in cards:
        m |= 1 << c
    if m.bit_count() != len(cards):
        raise ValueError(f"duplicate card in declaration {quote(text)}")
    ranks = {c & 7 for c in cards}
    suits = {c >> 3 for c in cards}
    if len(cards) == 4 and len(ranks) == 1:
        rank = cards[0] & 7
        if rank not in CARRE_VALUE:
            raise ValueError(f"a carré of sevens or eights is not a declaration: {quote(text)}")
        return _carre(rank)
    if len(suits) == 1 and len(cards) >= 3:
        suit = cards[0] >> 3
        byte = m >> (8 * suit) & 255
        if _RUNS[byte] and _RUNS[byte][0][0] == len(cards):
            length, top = _RUNS[byte][0]
            return Declaration(SEQUENCE, m, sequence_value(length), length, top, suit)
    raise ValueError(f"not a declaration: {quote(text)} (a sequence of 3+ cards of one suit or four of a rank)")


def best_key(decls: Sequence[Declaration], mode: int) -> tuple[int, int, int, int] | None:
    return max((d.key(mode) for d in decls), default=None)


def scoring_team(announced: Sequence[tuple[int, Sequence[Declaration]]], mode: int) -> int | None:
    """The team whose declarations score, given ``(seat, declarations)`` in the
    order the seats played to trick 1; ``None`` if nobody declared.

    The best single declaration wins; an exact tie goes to the seat that
    played earlier in trick 1 (000, 001, 003).
    """
    best: tuple[tuple[int, int, int, int], int] | None = None
    for position, (seat, decls) in enumerate(announced):
        k = best_key(decls, mode)
        if k is None:
            continue
        candidate = (k, -position)
        if best is None or candidate > best[0]:
            best = (candidate, seat & 1)
    return None if best is None else best[1]
