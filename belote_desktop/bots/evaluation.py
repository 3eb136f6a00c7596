"""Hand evaluation for the auction: what a hand is worth as trump.

``estimate_points`` answers "if my side plays this trump, how many points
(cards, last trick, declarations, belote) will it count?", for a hand of
eight cards (coinche, contrée) or of the six a classic taker is sure to hold
(five dealt plus the up-card). The card part is a linear model of a few
features a club player looks at (jack and nine of trump, trump length, side
aces and tens, voids to ruff with); its weights were fitted on deals played
out by the normal bot with a random partner hand, so the estimate already
counts an average partner. ``failure_chance`` is the mirror question for a
defender deciding whether to coinche.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import NamedTuple

from ..engine.cards import ACE, JACK, KING, NINE, QUEEN, SANS_ATOUT, TEN, TOUT_ATOUT
from ..engine.declarations import best_declarations

# Points of a random hand for its side: half of the 162 a deal is worth.
AVERAGE_POINTS = 81.0

# How often a declaration of a given value ends up scoring: only the side
# with the best single declaration scores (R7), and long ones rarely lose.
_DECLARATION_ODDS = {20: 0.55, 50: 0.8, 100: 0.9, 150: 0.95, 200: 1.0}


class ContractOption(NamedTuple):
    """One way to play a hand: the trump and the points it should bring."""

    points: float
    trump: int


def _suit(hand: int, suit: int) -> int:
    """The hand's cards of one suit as a rank byte (bit r = rank r)."""
    return hand >> (8 * suit) & 0xFF


def _has(byte: int, rank: int) -> int:
    return byte >> rank & 1


def _top_cards(b: int, k: int) -> tuple[int, int, int, int]:
    """A plain suit's top cards (``b`` its byte, ``k`` its length): the ace; the ten with the ace; the ten
    guarded by another card; the king behind the ace and the ten (all three are likely tricks)."""
    ten = _has(b, TEN)
    ace = _has(b, ACE)
    return ace, ten and ace, ten and not ace and k >= 2, _has(b, KING) and ace and ten


def suit_features(hand: int, trump: int) -> tuple[float, ...]:
    """Features of a hand with ``trump`` as trump suit (see ``_WEIGHTS``)."""
    t = _suit(hand, trump)
    n = t.bit_count()
    side_aces = side_ten_ace = side_ten_guarded = side_kings = voids = singletons = 0
    for s in range(4):
        if s == trump:
            continue
        b = _suit(hand, s)
        k = b.bit_count()
        aces, ten_ace, ten_guarded, kings = _top_cards(b, k)
        side_aces += aces
        side_ten_ace += ten_ace
        side_ten_guarded += ten_guarded
        side_kings += kings
        voids += k == 0
        singletons += k == 1 and not _has(b, ACE)
    ruffing = min(n, 3) / 3
    # Trump length by steps: its worth is far from linear (two trumps cannot
    # draw anything, five control the deal).
    return (
        1.0,
        _has(t, JACK),
        _has(t, NINE),
        _has(t, ACE),
        _has(t, TEN),
        _has(t, JACK) * _has(t, NINE),
        n <= 1,
        n == 2,
        n == 4,
        n == 5,
        n >= 6,
        side_aces,
        side_ten_ace,
        side_ten_guarded,
        side_kings,
        voids * ruffing,
        singletons * ruffing,
    )


def sans_atout_features(hand: int) -> tuple[float, ...]:
    aces = ten_ace = ten_guarded = kings = long_run = voids = 0
    for s in range(4):
        b = _suit(hand, s)
        k = b.bit_count()
        a, ta, tg, kg = _top_cards(b, k)
        aces, ten_ace, ten_guarded, kings = aces + a, ten_ace + ta, ten_guarded + tg, kings + kg
        # A long suit headed by the ace runs once its top cards have fallen.
        if _has(b, ACE):
            long_run += max(0, k - 3)
        voids += k == 0
    return (1.0, aces, ten_ace, ten_guarded, kings, long_run, voids)


def tout_atout_features(hand: int) -> tuple[float, ...]:
    jacks = nines = nine_jack = nine_guarded = aces = ace_guarded = long_run = 0
    for s in range(4):
        b = _suit(hand, s)
        k = b.bit_count()
        jacks += _has(b, JACK)
        nines += _has(b, NINE)
        if _has(b, NINE):
            if _has(b, JACK):
                nine_jack += 1
            elif k >= 2:
                nine_guarded += 1
        aces += _has(b, ACE)
        ace_guarded += _has(b, ACE) and _has(b, JACK) and _has(b, NINE)
        if _has(b, JACK):
            long_run += max(0, k - 3)
    return (1.0, jacks, nines, nine_jack, nine_guarded, aces, ace_guarded, long_run)


def features(hand: int, mode: int) -> tuple[float, ...]:
    if mode == SANS_ATOUT:
        return sans_atout_features(hand)
    if mode == TOUT_ATOUT:
        return tout_atout_features(hand)
    return suit_features(hand, mode)


def _family(mode: int) -> str:
    return "sa" if mode == SANS_ATOUT else "ta" if mode == TOUT_ATOUT else "suit"


# Fitted weights, one set per (cards known, family); see the module docstring.
# Feature order as in the *_features functions above.
_WEIGHTS: dict[tuple[int, str], tuple[float, ...]] = {
    (8, "suit"): (68.0, 22.3, 11.9, 6.2, 3.1, 5.9, -20.0, -13.8, 16.0, 27.1, 41.9, 11.7, 2.7, 3.7, -2.0, 8.6, 1.3),
    (6, "suit"): (75.7, 20.7, 11.7, 6.1, 3.1, 4.9, -18.0, -10.2, 11.3, 17.6, 45.0, 10.8, 2.0, 3.1, -2.4, 8.0, 2.8),
    (8, "sa"): (55.1, 19.3, 11.2, 7.9, 5.8, 2.0, 2.1),
    (8, "ta"): (54.5, 18.3, -0.2, 11.8, 8.7, 1.3, 5.9, 3.7),
}

# Against a contract: the takers' count (cards, declarations, belote) from
# their bid and one defender's hand, fitted on auctions between normal bots;
# the bid's weight first, then the weights of the defender's features. The
# spread is the residual's standard deviation.
_AGAINST_WEIGHTS: dict[str, tuple[float, ...]] = {
    "suit": (1.35, -20.74, -14.02, -4.67, 0.51, 0.54, -7.63, 23.01, 19.94, -25.02, -28.11, 0.00, -12.78, -1.68,
             -6.74, 4.01, -2.15, 2.96),
    "sa": (1.83, -47.34, -19.38, -3.96, -5.87, -6.45, -4.66, -7.70),
    "ta": (1.68, -32.91, -14.03, 0.00, 3.14, -10.39, 0.86, -4.59, 3.31),
}
_AGAINST_SPREAD = {"suit": 36.8, "sa": 43.8, "ta": 40.7}


def card_points_estimate(hand: int, mode: int) -> float:
    """Expected card points (last trick included) of the taking side."""
    known = 8 if hand.bit_count() >= 8 else 6
    weights = _WEIGHTS.get((known, _family(mode))) or _WEIGHTS[(8, _family(mode))]
    return _dot(weights, features(hand, mode))


def _dot(weights: Iterable[float], values: Iterable[float]) -> float:
    return sum(w * v for w, v in zip(weights, values, strict=True))


def belote_points(hand: int, mode: int) -> int:
    """Belote-rebelote is certain points for the holder's side (R8)."""
    if not 0 <= mode < 4:
        return 0
    pair = (1 << (mode * 8 + KING)) | (1 << (mode * 8 + QUEEN))
    return 20 if hand & pair == pair else 0


def declaration_points(hand: int, declarations: bool = True) -> float:
    """The expected worth of the hand's declarations, weighted by the chance
    that they are the best at the table and so score."""
    if not declarations:
        return 0.0
    return sum(d.value * _DECLARATION_ODDS.get(d.value, 1.0) for d in best_declarations(hand))


def estimate_points(hand: int, mode: int, declarations: bool = True) -> float:
    """The points the side of a player holding ``hand`` should count if it
    plays ``mode`` (0..3 a trump suit, 4 sans atout, 5 tout atout)."""
    return card_points_estimate(hand, mode) + belote_points(hand, mode) + declaration_points(hand, declarations)


def takers_points_against(hand: int, value: int, mode: int) -> float:
    """What takers who bid ``value`` in ``mode`` should count, seen from a
    defender holding ``hand``."""
    weights = _AGAINST_WEIGHTS[_family(mode)]
    return weights[0] * value + _dot(weights[1:], features(hand, mode))


def failure_chance(hand: int, value: int, mode: int) -> float:
    """The chance, seen from a defender holding ``hand``, that a contract of
    ``value`` in ``mode`` fails (the takers' count is taken as normal)."""
    spread = _AGAINST_SPREAD[_family(mode)]
    z = (value - takers_points_against(hand, value, mode)) / spread
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def best_contracts(hand: int, modes: Iterable[int], declarations: bool = True) -> list[ContractOption]:
    """Every allowed trump with its estimate, best first."""
    options = [ContractOption(estimate_points(hand, m, declarations), m) for m in modes]
    options.sort(key=lambda o: (-o.points, o.trump))
    return options

