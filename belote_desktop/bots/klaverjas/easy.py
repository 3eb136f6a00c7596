"""The easy level at klaverjas: a beginner who knows the rules but not the craft.

It plays with a jack or a long suit with the nine, takes the longest suit when it must, plays a legal card
with some sense (wins a trick cheaply when it can, throws its cheapest card when it cannot), but it plays its
high cards early and pays no attention to roem. It calls "Roem!" for its own tricks, most of the time.
"""

from __future__ import annotations

import random

from ...engine.bidding import PASS_BID, TAKE, Bid
from ...engine.cards import JACK, NINE, SUIT_MASK, cards_of
from ...engine.tricks import POINTS, POWER, STRENGTH
from ..view import SeatView
from .base import KlaverjasBot, claims_roem

FORGETS_ROEM = 0.25  # how often it forgets to call "Roem!"
HIGH_LEAD = 0.5
RANDOM_CARD = 0.3


class KlaverjasEasyBot(KlaverjasBot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def _rng(self, view: SeatView) -> random.Random:
        played = len(view.tricks) * 4 + len(view.trick)
        return random.Random(hash((self.seed, view.seat, view.dealer, view.hand, len(view.bids), played, 38)))

    def claims(self, view: SeatView) -> bool:
        return claims_roem(view) and self._rng(view).random() >= FORGETS_ROEM

    def choose_bid(self, view: SeatView) -> Bid:
        takes = [b for b in view.legal_bids if b.kind == TAKE]
        hand = view.hand

        def length(s: int) -> int:
            return (hand & SUIT_MASK[s]).bit_count()

        for bid in takes:
            s = bid.trump
            if hand >> (s * 8 + JACK) & 1 or (length(s) >= 3 and hand >> (s * 8 + NINE) & 1):
                return bid
        if PASS_BID in view.legal_bids:
            return PASS_BID
        return max(takes, key=lambda b: (length(b.trump), -b.trump))

    def choose_card(self, view: SeatView) -> int:
        legal = cards_of(view.legal_mask())
        if len(legal) == 1:
            return legal[0]
        rng = self._rng(view)
        assert view.contract is not None
        trump = view.contract.trump
        if rng.random() < RANDOM_CARD:
            return rng.choice(legal)
        if not view.trick:
            if rng.random() < HIGH_LEAD:
                return max(legal, key=lambda c: (STRENGTH[trump][c], POINTS[trump][c]))
            return rng.choice(legal)
        win_seat, win_card = view.trick_winner()
        if win_seat == view.seat ^ 2:
            return rng.choice(legal)
        row = POWER[trump][view.trick[0] >> 3]
        winners = [c for c in legal if row[c] > row[win_card]]
        if winners:
            return min(winners, key=lambda c: row[c])
        return min(legal, key=lambda c: (POINTS[trump][c], STRENGTH[trump][c]))
