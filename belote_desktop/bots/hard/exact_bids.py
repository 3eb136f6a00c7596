"""The expert's second look at a close call: the sampled deals solved to the end.

The bidder judges its hundreds of sampled deals by the leaf estimate, which
is off by about 17 points on one deal and right on average over all deals,
but not necessarily over the deals that fit one hand: it reads a hand by
features (trump lengths, tops, points), and some hands play better or worse
than their features say. When two calls are close on the estimate, the
expert solves as many of the same deals as its time allows with every hand
face up, for the trumps those calls play in, and uses the exact value where
it has one. The rest keep their estimate, shifted by how far the estimate
was off on average on the solved deals of this hand (a control variate: the
mean of the solved differences corrects the bias for this very hand).
"""

from __future__ import annotations

from collections.abc import Callable

# (Deal index, trump) pairs a worker solves in one batch between looks at the clock.
BATCH = 4
# Solved deals of a trump needed before their mean difference shifts the other deals' estimates.
MIN_FOR_SHIFT = 8


def card_points(value: float) -> float:
    """A solved value as card points only: a capot's bonus taken off, so it
    compares with the leaf estimate, which knows no capots."""
    return min(162.0, max(0.0, value))


def refine(values: list[dict[int, float]], hands: list[list[int]], modes: list[int],
           solve: Callable[[list[tuple[int, int]]], list[int | None]], out_of_time: Callable[[], bool],
           batch: int, limit: int | None = None) -> dict[int, int]:
    """Replaces the estimates in ``values`` (per deal, per mode: North-South's
    value) by exact ones for ``modes``, deal after deal, in batches of
    ``batch`` (deal index, mode) pairs handed to ``solve``, until the time
    runs out, a search is cut short, or ``limit`` deals (all by default) are
    done. The deals not solved get the mean difference of the solved ones
    added. Returns the number of deals solved per mode."""
    pairs = [(i, m) for i in range(len(hands) if limit is None else min(limit, len(hands))) for m in modes]
    exact: dict[tuple[int, int], int] = {}
    pos = 0
    while pos < len(pairs) and not out_of_time():
        chunk = pairs[pos:pos + batch]
        results = solve(chunk)
        for pair, result in zip(chunk, results, strict=True):
            if result is None:
                break  # the later results of a cut batch are dropped too, as one worker would
            exact[pair] = result
        if None in results:
            break
        pos += len(chunk)
    solved = dict.fromkeys(modes, 0)
    shift = dict.fromkeys(modes, 0.0)
    for (i, m), v in exact.items():
        shift[m] += card_points(v) - values[i][m]
        solved[m] += 1
    for m in modes:
        shift[m] = shift[m] / solved[m] if solved[m] >= MIN_FOR_SHIFT else 0.0
    for i, row in enumerate(values):
        for m in modes:
            row[m] = float(exact[i, m]) if (i, m) in exact else row[m] + shift[m]
    return solved
