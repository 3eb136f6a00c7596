"""What the exact searches of both game families share: belote's ``solver`` and klaverjas's
``klaverjas.solver`` each search one deal's play with every hand face up, each in its own way (its own
values, duties and bounds), and both drive their search the same way, by MTD(f) null-window tests
(``exact_value``), and stop the same way (``SearchTimeout``). Which teams took a trick yet (``won``, for
belote's capot and klaverjas's pit) is kept the same way too (``NS_WON``, ``EW_WON``, ``teams_won``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

NS_WON, EW_WON = 1, 2  # bits of ``won``: which teams already took a trick this deal
BOTH_WON = NS_WON | EW_WON


def teams_won(winners: Iterable[int]) -> int:
    """The ``won`` bits after tricks won by the seats ``winners``."""
    won = 0
    for winner in winners:
        won |= EW_WON if winner & 1 else NS_WON
    return won


class SearchTimeout(Exception):
    """The deadline passed (or the caller stopped the search) in the middle of a search."""


def exact_value(search: Callable[[int, int], int], guess: int, lo: int, hi: int) -> int:
    """The exact value, known to lie from ``lo`` to ``hi``, by null-window searches (MTD(f)).

    ``search(alpha, beta)`` is a fail-soft alpha-beta: each test of a value bounds the value on one side,
    and the next test is taken next to that bound, in steps that double while the answers keep going the
    same way (fail-soft bounds are often loose by a point or two), never beyond the middle of what is still
    possible. The search's table keeps what each test proved for the next."""
    test = guess
    step = 1
    rising: bool | None = None
    while lo < hi:
        if test <= lo:
            test = lo + 1
        elif test > hi:
            test = hi
        g = search(test - 1, test)
        if g < test:
            hi = g
            step = step * 2 if rising is False else 1
            rising = False
            test = max(hi - step + 1, (lo + hi + 1) // 2)
        else:
            lo = g
            step = step * 2 if rising else 1
            rising = True
            test = min(lo + step, (lo + hi + 1) // 2)
    return lo
