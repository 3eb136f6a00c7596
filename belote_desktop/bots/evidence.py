"""Bids as evidence: how likely a sampled deal makes the calls the other
players made, to weight the deals the hard bot looks at (``sampler``).

A seat that bid a trump likely holds a hand worth about its bid in it, a
seat that passed likely held nothing worth bidding, a seat that announced a
sequence holds one of that length and height; ``hand_value`` is the quick
reading of a hand those rules compare with.
"""

from __future__ import annotations

import math

from ..engine.bidding import CAPOT_VALUE, CONTRACT, PASS, TAKE
from ..engine.cards import ACE, JACK, KING, NINE, QUEEN, SANS_ATOUT, TEN
from ..engine.deal import BIDDING
from ..engine.declarations import SEQUENCE
from .play_evidence import play_rules
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


def _sigmoid(x: float) -> float:
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

    Each rule of a seat is (mode, threshold, sign): its hand reads at least
    (sign +1) or below (sign -1) ``threshold`` by ``hand_value``; the weight
    is a product of soft steps, so a deal that breaks a rule is rare, not
    impossible (people bid on hunches, and the reading is rough).
    """

    SOFT = 5.0  # ``hand_value`` points per unit of the logistic step

    def __init__(self, view: SeatView, played_by: list[int], read_play: bool = True) -> None:
        self.played_by = played_by
        # What the cards played say beyond the rules (``play_evidence``): (card, factor) per seat.
        self.play = play_rules(view) if read_play else {}
        self.up = view.up_card if view.options.is_classic and view.phase == BIDDING else None
        rules: dict[tuple[int, int, int], float] = {}

        def add(seat: int, mode: int, threshold: float, sign: int) -> None:
            key = (seat, mode, sign)
            old = rules.get(key)
            # Keep the strictest reading of the seat's calls.
            if old is None or (threshold - old) * sign > 0:
                rules[key] = threshold

        # The thresholds follow how the normal level's calls read on
        # ``hand_value`` over a few thousand auctions: a bid of V opens with a
        # hand reading about V / 2 + 36 (a quarter read below V / 2 + 30); a
        # pass below about 0.4 x the current bid + 46.
        if view.options.is_classic:
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
            for seat, bid in view.bids:
                if bid.kind == CONTRACT:
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
        self.by_seat: dict[int, list[tuple[int, float, int]]] = {}
        for (seat, mode, sign), threshold in rules.items():
            self.by_seat.setdefault(seat, []).append((mode, threshold, sign))
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
        soft = self.SOFT
        hand |= self.played_by[seat] | (0 if self.up is None else 1 << self.up)
        for mode, threshold, sign in rules:
            w *= _sigmoid(sign * (hand_value(hand, mode) - threshold) / soft)
        for length, top in self.sequences.get(seat, ()):
            if not _has_run(hand, length, top):
                w *= 0.01
        return w

    def __bool__(self) -> bool:
        return bool(self.by_seat) or bool(self.play)
