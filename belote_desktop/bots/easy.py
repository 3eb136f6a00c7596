"""The easy level: a beginner who knows the rules but not the craft.

It always plays a legal card and bids something a person might bid, but it
makes a beginner's mistakes on purpose: it takes on a jack alone, plays its
high cards early, throws away points, sometimes ruffs its partner's winning
trick, and never coinches. Its randomness comes from the seed and the view
only, so the same seed in the same position always gives the same answer.
"""

from __future__ import annotations

import random

from ..engine.bidding import CONTRACT, KEEP_BID, LAST_RAISE, PASS_BID, TAKE, Bid
from ..engine.cards import ACE, JACK, NINE, SUIT_MASK, cards_of
from ..engine.tricks import POINTS, POWER, STRENGTH
from .base import Bot
from .view import SeatView

HIGH_LEAD = 0.5  # how often it leads its highest card
RUFF_PARTNER = 0.3  # how often it ruffs a trick its partner is winning
OVERTAKE_HIGH = 0.7  # how often it wins with its highest card instead of the cheapest
MAX_BID = 130
RAISE_ON_A_WHIM = 0.4  # how often it raises by ten, at the last raise, a trump it likes the look of


class EasyBot(Bot):
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def _rng(self, view: SeatView) -> random.Random:
        """A generator drawn from the seed and this position alone (ints hash
        the same in every run), so a decision never depends on the past calls."""
        played = len(view.tricks) * 4 + len(view.trick)
        return random.Random(hash((self.seed, view.seat, view.dealer, view.hand, len(view.bids), played)))

    # ================================================================ bidding
    def choose_bid(self, view: SeatView) -> Bid:
        rng = self._rng(view)
        if view.options.is_classic:
            return _classic_bid(view, rng)
        return _coinche_bid(view, rng)

    # ================================================================ play
    def choose_card(self, view: SeatView) -> int:
        legal = cards_of(view.legal_mask())
        if len(legal) == 1:
            return legal[0]
        rng = self._rng(view)
        assert view.contract is not None
        mode = view.contract.trump
        if not view.trick:
            return _lead(legal, mode, rng)
        return _follow(view, legal, mode, rng)


def _suit_count(hand: int, suit: int) -> int:
    return (hand & SUIT_MASK[suit]).bit_count()


def _has(hand: int, suit: int, rank: int) -> bool:
    return bool(hand >> (suit * 8 + rank) & 1)


def _classic_bid(view: SeatView, rng: random.Random) -> Bid:
    assert view.up_card is not None
    hand = view.hand | 1 << view.up_card
    for bid in view.legal_bids:
        if bid.kind != TAKE:
            continue
        s = bid.trump
        # A jack is enough for a beginner; three trumps with the nine too.
        if _has(hand, s, JACK) or (_suit_count(hand, s) >= 3 and _has(hand, s, NINE)):
            return bid
        if _suit_count(hand, s) >= 3 and rng.random() < 0.2:
            return bid
    return PASS_BID


def _suit_value(hand: int, suit: int) -> int:
    """A beginner's count: the jack, the nine, length and aces."""
    value = 60 + 20 * _has(hand, suit, JACK) + 10 * _has(hand, suit, NINE)
    value += 5 * _suit_count(hand, suit)
    value += 5 * sum(_has(hand, s, ACE) for s in range(4) if s != suit)
    return value // 10 * 10


def _coinche_bid(view: SeatView, rng: random.Random) -> Bid:
    legal = set(view.legal_bids)
    if view.auction_moment == LAST_RAISE:
        return _last_raise(view, rng)
    floor = max((b.value for _, b in view.bids if b.kind == CONTRACT), default=0)
    best = max(range(4), key=lambda s: (_suit_value(view.hand, s), rng.random()))
    value = min(MAX_BID, _suit_value(view.hand, best))
    if value <= floor and floor < MAX_BID and _has(view.hand, best, JACK) and rng.random() < 0.3:
        value = floor + 10  # a beginner overbids to keep the contract
    bid = Bid.contract(value, best) if value >= 80 else PASS_BID
    # Never coinches or surcoinches: only a value bid or a pass.
    return bid if bid in legal else PASS_BID


def _last_raise(view: SeatView, rng: random.Random) -> Bid:
    """A beginner raises by ten, now and then, a trump holding its jack that its count puts above the contract;
    it does not weigh the risk."""
    floor, trump = max(((b.value, b.trump) for _, b in view.bids if b.kind == CONTRACT), default=(0, 0))
    raised = Bid.contract(floor + 10, trump) if floor < 160 else KEEP_BID
    if (raised in view.legal_bids and _has(view.hand, trump, JACK) and _suit_value(view.hand, trump) >= floor
            and rng.random() < RAISE_ON_A_WHIM):
        return raised
    return KEEP_BID


def _lead(legal: list[int], mode: int, rng: random.Random) -> int:
    if rng.random() < HIGH_LEAD:
        return max(legal, key=lambda c: (STRENGTH[mode][c], POINTS[mode][c]))
    return rng.choice(legal)


def _follow(view: SeatView, legal: list[int], mode: int, rng: random.Random) -> int:
    win_seat, win_card = view.trick_winner()
    row = POWER[mode][view.trick[0] >> 3]
    if win_seat == view.seat ^ 2:
        trumps = [c for c in legal if mode < 4 and c >> 3 == mode]
        led = view.trick[0] >> 3
        if trumps and not view.hand & SUIT_MASK[led] and rng.random() < RUFF_PARTNER:
            return rng.choice(trumps)  # the beginner's ruff of a winning partner
        return rng.choice(legal)
    winners = [c for c in legal if row[c] > row[win_card]]
    if winners:
        if rng.random() < OVERTAKE_HIGH:
            return max(winners, key=lambda c: row[c])
        return min(winners, key=lambda c: row[c])
    if rng.random() < 0.6:
        return min(legal, key=lambda c: (POINTS[mode][c], STRENGTH[mode][c]))
    return rng.choice(legal)
