"""K6: roem, the bonus found in the four cards of one finished trick, whoever played them.

Runs follow the natural order 7 8 9 T J Q K A, which is the card ints' rank order: a run is a run of set bits
in one suit's byte of the trick's mask, so the roem of a trick is three table lookups on that mask. Four cards
can hold at most one run (with or without stuk), or stuk alone, or one four of a kind (K6).

``roem_of`` is what the bots' search adds to a trick's points; ``Roem`` is what the table shows ("Roem 50",
"Stuk").
"""

from __future__ import annotations

from typing import NamedTuple

from ...cards import JACK, KING, NINE, QUEEN
from .options import KlaverjasOptions

RUN_OF_THREE = 20
RUN_OF_FOUR = 50
STUK = 20
FOUR_OF_A_KIND = 100


def _run_value(byte: int) -> int:
    if byte & byte >> 1 & byte >> 2 & byte >> 3:
        return RUN_OF_FOUR  # 50 only, not 50 plus the 20 of a run of three inside it
    if byte & byte >> 1 & byte >> 2:
        return RUN_OF_THREE
    return 0


RUN_ROEM: tuple[int, ...] = tuple(_run_value(b) for b in range(256))
STUK_MASK: tuple[int, ...] = tuple((1 << (t * 8 + KING)) | (1 << (t * 8 + QUEEN)) for t in range(4))


class Roem(NamedTuple):
    """The roem of one trick by kind: ``run`` 0, 20 or 50; ``stuk`` 0 or 20; ``four`` 0, 100 or 200."""

    run: int = 0
    stuk: int = 0
    four: int = 0

    @property
    def total(self) -> int:
        return self.run + self.stuk + self.four


NO_ROEM = Roem()


def four_of_a_kind_values(options: KlaverjasOptions) -> tuple[int, ...]:
    """What four cards of each rank (7 8 9 T J Q K A) are worth under ``four_low`` and ``four_jacks``."""
    low = FOUR_OF_A_KIND if options.four_low == "count" else 0
    return tuple(options.four_jacks if r == JACK else low if r <= NINE else FOUR_OF_A_KIND for r in range(8))


def roem_of(mask: int, trump: int, fours: tuple[int, ...]) -> int:
    """The roem of a finished trick, given as the mask of its four cards (``fours``: by rank, from
    ``four_of_a_kind_values``). The fast form of ``trick_roem(...).total``, for the search."""
    same = mask & mask >> 8 & mask >> 16 & mask >> 24 & 0xFF
    if same:
        return fours[same.bit_length() - 1]
    value = (RUN_ROEM[mask & 0xFF] + RUN_ROEM[mask >> 8 & 0xFF] + RUN_ROEM[mask >> 16 & 0xFF]
             + RUN_ROEM[mask >> 24])
    stuk = STUK_MASK[trump]
    if mask & stuk == stuk:
        value += STUK
    return value


def trick_roem(cards: tuple[int, ...] | list[int], trump: int, fours: tuple[int, ...]) -> Roem:
    """The roem of a finished trick's four cards, by kind."""
    mask = (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
    same = mask & mask >> 8 & mask >> 16 & mask >> 24 & 0xFF
    if same:
        return Roem(four=fours[same.bit_length() - 1])
    run = RUN_ROEM[mask & 0xFF] + RUN_ROEM[mask >> 8 & 0xFF] + RUN_ROEM[mask >> 16 & 0xFF] + RUN_ROEM[mask >> 24]
    stuk = STUK_MASK[trump]
    return Roem(run, STUK if mask & stuk == stuk else 0)
