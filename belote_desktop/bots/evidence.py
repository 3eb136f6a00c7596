"""Bids as evidence: how likely a sampled deal makes the calls the other
players made, to weight the deals the hard bot looks at (``sampler``).

A seat that bid a trump likely holds a hand worth about its bid in it, a
seat that passed likely held nothing worth bidding, a seat that announced a
sequence holds one of that length and height; ``hand_value`` is the quick
reading of a hand those rules compare with.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..engine.bidding import CAPOT_VALUE, CONTRACT, KEEP, LAST_DOUBLE, LAST_RAISE, PASS, TAKE, Bid
from ..engine.cards import ACE, JACK, KING, NINE, QUEEN, SANS_ATOUT, TEN
from ..engine.deal import BIDDING, PLAYING
from ..engine.declarations import SEQUENCE
from .play_evidence import FIRST_FACTORS, FITTED_FACTORS, play_rules
from .view import SeatView


def hand_value(hand: int, mode: int) -> float:
    """A quick reading of what a hand is worth to its side as ``mode``, on
    about the scale of a bid (a random hand reads about 63, one in ten above
    85): the weights a club player gives the jack and nine of trump, trump
    length, belote, side aces and tens, and voids to ruff with. Only used to
    judge how well a sampled hand fits the calls its player made, so it is
    rough on purpose."""
    value = 36.0
    if 0 <= mode < 4:
        t = hand >> (8 * mode) & 255
        n = t.bit_count()
        value += 22 * (t >> JACK & 1) + 13 * (t >> NINE & 1) + 8 * (t >> ACE & 1) + 6 * (t >> TEN & 1)
        value += 3.5 * (t & (1 << KING | 1 << QUEEN | 3)).bit_count() + 5 * max(0, n - 3)
        if t >> KING & 1 and t >> QUEEN & 1:
            value += 20  # belote
        ruffing = min(n, 3) / 3
        for s in range(4):
            if s == mode:
                continue
            b = hand >> (8 * s) & 255
            value += 11 * (b >> ACE & 1) + (6 if b >> TEN & 1 and b >> ACE & 1 else 3 if b >> TEN & 1 and
                                            b.bit_count() >= 2 else 0)
            if not b:
                value += 6 * ruffing
        return value
    top, second = (ACE, TEN) if mode == SANS_ATOUT else (JACK, NINE)
    value -= 2
    for s in range(4):
        b = hand >> (8 * s) & 255
        value += 21 * (b >> top & 1) + 10 * (b >> second & 1 and b >> top & 1)
        value += 4 * (b >> second & 1 and not b >> top & 1 and b.bit_count() >= 2)
        if b >> top & 1:
            value += 4 * max(0, b.bit_count() - 3)
    return value


def _has_run(hand: int, length: int, top: int) -> bool:
    """Whether ``hand`` holds a sequence of exactly ``length`` cards up to
    rank ``top`` in some suit (sequence order: rank order)."""
    run = ((1 << length) - 1) << (top - length + 1)
    for s in range(4):
        b = hand >> (8 * s) & 255
        if b & run == run and not (b >> (top + 1) & 1) and not (top - length >= 0 and b >> (top - length) & 1):
            return True
    return False


def sigmoid(x: float) -> float:
    """The logistic curve, 0 and 1 outright beyond +-30 (where exp would overflow)."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class _Evidence:
    """How likely a deal makes the other players' calls: a seat that bid a
    trump likely holds a hand worth about its bid in it, a seat that passed
    likely held nothing worth bidding, a seat that announced a sequence
    holds one of that length and height. Used to weight the sampled deals.

    Each rule of a seat is (modes, threshold, sign, softness): its hand's best
    ``hand_value`` in those modes reads at least (sign +1) or below (sign -1)
    ``threshold``; the weight is a product of soft steps, so a deal that breaks
    a rule is rare, not impossible (people bid on hunches, and the reading is
    rough).

    By default a classic auction is read in the play by the curves
    ``benchmarks/call_readings.py`` fitted to the hard level's calls on their
    callers' eight cards, passes included, and the cards played by the factors
    ``play_readings.py`` fitted; ``first_readings`` reads both as first written
    (a taker reads 76 or more, passes say nothing once the play starts; see
    ``play_evidence.FIRST_FACTORS``), to measure the fit against.
    """

    SOFT = 5.0  # ``hand_value`` points per unit of the logistic step

    def __init__(self, view: SeatView, played_by: list[int], read_play: bool = True,
                 first_readings: bool = False) -> None:
        self.played_by = played_by
        # What the cards played say beyond the rules (``play_evidence``): (card, factor) per seat.
        self.play = play_rules(view, FIRST_FACTORS if first_readings else FITTED_FACTORS) if read_play else {}
        self.up = view.up_card if view.options.is_classic and view.phase == BIDDING else None
        rules: dict[tuple[int, tuple[int, ...], int], tuple[float, float]] = {}

        def add(seat: int, mode: int | tuple[int, ...], threshold: float, sign: int, soft: float = self.SOFT) -> None:
            modes = mode if isinstance(mode, tuple) else (mode,)
            key = (seat, modes, sign)
            old = rules.get(key)
            # Keep the strictest reading of the seat's calls.
            if old is None or (threshold - old[0]) * sign > 0:
                rules[key] = (threshold, soft)

        # The thresholds follow how the normal level's calls read on
        # ``hand_value`` over a few thousand auctions: a bid of V opens with a
        # hand reading about V / 2 + 36 (a quarter read below V / 2 + 30); a
        # pass below about 0.4 x the current bid + 46.
        if view.options.is_classic and not first_readings and view.phase == PLAYING:
            _fitted_classic_calls(view, add)
        elif view.options.is_classic:
            up_suit = view.up_card >> 3 if view.up_card is not None else -1
            for i, (seat, bid) in enumerate(view.bids):
                if seat == view.seat:
                    continue
                if bid.kind == TAKE:
                    # Read on the eight cards it plays with (the up-card among them).
                    add(seat, bid.trump, 76.0, 1)
                elif bid.kind == PASS and self.up is not None:
                    if i < 4:
                        add(seat, up_suit, 68.0, -1)  # its five cards and the up-card did not fit
                    else:
                        for m in range(4):
                            if m != up_suit:
                                add(seat, m, 72.0, -1)
        else:
            floor = 70
            team_bid = [False, False]
            team_modes: tuple[set[int], set[int]] = (set(), set())
            modes = range(6) if view.options.allows_sans_tout_atout else range(4)
            moments = view.bid_moments or ("",) * len(view.bids)
            highest: Bid | None = None
            for (seat, bid), moment in zip(view.bids, moments, strict=True):
                if moment == LAST_DOUBLE:
                    continue  # nobody could bid then: a pass declines a double only
                if moment == LAST_RAISE and highest is not None:
                    if seat != view.seat:
                        _read_last_raise(add, seat, bid, highest)
                    if bid.kind == CONTRACT:
                        floor, highest = max(floor, bid.value), bid
                    continue
                if bid.kind == CONTRACT:
                    highest = bid
                    if seat != view.seat:
                        if bid.value == CAPOT_VALUE:
                            add(seat, bid.trump, 110.0, 1)
                        elif bid.trump in team_modes[seat & 1]:
                            # Raising the partner's trump: support, weaker evidence.
                            add(seat, bid.trump, 70.0, 1)
                        else:
                            add(seat, bid.trump, min(bid.value / 2 + 33.0, 100.0), 1)
                    team_bid[seat & 1] = True
                    team_modes[seat & 1].add(bid.trump)
                    floor = max(floor, bid.value)
                elif bid.kind == PASS and seat != view.seat and not team_bid[seat & 1] and floor < 160:
                    for m in modes:
                        add(seat, m, min(0.4 * floor + 46.0, 94.0), -1)
        self.by_seat: dict[int, list[tuple[tuple[int, ...], float, int, float]]] = {}
        for (seat, modes, sign), (threshold, soft) in rules.items():
            self.by_seat.setdefault(seat, []).append((modes, threshold, sign, soft))
        # Announced sequences (R7): the table hears the length and the top
        # card's rank, not the suit. Carrés name their cards (``deduce``).
        self.sequences: dict[int, list[tuple[int, int]]] = {}
        for seat, heard in view.announced:
            if seat != view.seat:
                runs = [(a.length, a.top) for a in heard if a.kind == SEQUENCE]
                if runs:
                    self.sequences[seat] = runs
                    self.by_seat.setdefault(seat, [])

    def weight(self, seat: int, hand: int) -> float:
        """How well ``hand`` (what the seat holds now) fits the seat's calls."""
        rules = self.by_seat.get(seat)
        play = self.play.get(seat)
        if rules is None and play is None:
            return 1.0
        w = 1.0
        for card, factor in play or ():
            if hand >> card & 1:
                w *= factor
        if rules is None:
            return w
        hand |= self.played_by[seat] | (0 if self.up is None else 1 << self.up)
        for modes, threshold, sign, soft in rules:
            value = max(hand_value(hand, mode) for mode in modes)
            w *= sigmoid(sign * (value - threshold) / soft)
        for length, top in self.sequences.get(seat, ()):
            if not _has_run(hand, length, top):
                w *= 0.01
        return w

    def __bool__(self) -> bool:
        return bool(self.by_seat) or bool(self.play)


# The highest bidder's last raise (R5, ``last_raise``), read like a bid of the new value: the bidder chose it
# with every other player's pass heard. A keep says the hand was not worth much more than the contract; only
# gently, as the hard level raises by its search and few hands are raised at all.
KEEP_MARGIN = 20.0  # a keep reads the hand below a bid this much above the contract
KEEP_SOFT = 8.0


def _read_last_raise(add: Callable[..., None], seat: int, bid: Bid, kept: Bid) -> None:
    """What the last raise or keep of ``seat`` says of its hand (``kept``: its contract until then)."""
    if bid.kind == CONTRACT:
        threshold = 110.0 if bid.value == CAPOT_VALUE else min(bid.value / 2 + 33.0, 100.0)
        add(seat, bid.trump, threshold, 1)
    elif bid.kind == KEEP:
        add(seat, kept.trump, min((kept.value + KEEP_MARGIN) / 2 + 33.0, 104.0), -1, KEEP_SOFT)


# The hard level's classic calls on their callers' eight cards, as ``benchmarks/call_readings.py``
# fitted them over 3,000 auctions (threshold, softness of P(call) = sigmoid((value - threshold) / softness)).
FIRST_ROUND_TAKE = (71.9, 7.7)  # value in the up-card's suit; a pass is the other side of the same curve
SECOND_ROUND_TAKE = (83.3, 9.7)  # value in the suit named
SECOND_ROUND_PASS = (69.3, 16.3)  # best value in the three suits other than the up-card's, read downwards


def _fitted_classic_calls(view: SeatView, add: Callable[..., None]) -> None:
    """A classic auction read in the play, each call by its fitted curve: the taker's trump, and
    what each pass says (a first-round pass: no take in the up-card's suit; a second-round pass: no
    other suit worth naming)."""
    if view.up_card is None:
        return
    up_suit = view.up_card >> 3
    others = tuple(m for m in range(4) if m != up_suit)
    for i, (seat, bid) in enumerate(view.bids):
        if seat == view.seat:
            continue
        first_round = i < 4
        if bid.kind == TAKE:
            threshold, soft = FIRST_ROUND_TAKE if first_round else SECOND_ROUND_TAKE
            add(seat, bid.trump, threshold, 1, soft)
        elif bid.kind == PASS and first_round:
            add(seat, up_suit, FIRST_ROUND_TAKE[0], -1, FIRST_ROUND_TAKE[1])
        elif bid.kind == PASS:
            add(seat, others, SECOND_ROUND_PASS[0], -1, SECOND_ROUND_PASS[1])
