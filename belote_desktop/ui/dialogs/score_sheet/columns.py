"""The score sheet's columns, one layout a game family.

Belote: each team's points for the deal, then both running totals, then the declarations. Klaverjas, as a Dutch
sheet is kept: each team its own block of points (punten), roem and running total, the team's name over its
block; no declarations. The team columns are in the player's order (own team first).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SheetColumns:
    deal: int
    dealer: int
    contract: int
    result: int
    points: tuple[int, int]  # what the deal added (belote) or its points without roem (klaverjas): us, them
    totals: tuple[int, int]  # the running totals: us, them
    roem: tuple[int, int] | None  # klaverjas: each team's roem, pit's 100 with it
    declarations: int | None  # belote: who declared what
    number: int  # the deal's number, last: out of the figures' way
    count: int
    stretch: int  # the column that takes the width left

    @property
    def team_blocks(self) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """Klaverjas: each team's first column and how many of its columns stand together under its name."""
        if self.roem is None:
            return None
        return ((self.points[0], 3), (self.points[1], 3))


BELOTE_COLUMNS = SheetColumns(deal=0, dealer=1, contract=2, result=3, points=(4, 5), totals=(6, 7), roem=None,
                              declarations=8, number=9, count=10, stretch=8)
KLAVERJAS_COLUMNS = SheetColumns(deal=0, dealer=1, contract=2, result=3, points=(4, 7), roem=(5, 8), totals=(6, 9),
                                 declarations=None, number=10, count=11, stretch=2)


def columns_of(variant: str) -> SheetColumns:
    return KLAVERJAS_COLUMNS if variant == "klaverjas" else BELOTE_COLUMNS
