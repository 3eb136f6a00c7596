"""Deal the cards a seat cannot see, consistently with what it knows.

``deduce(view)`` says, for each other seat, how many cards it holds, which
cards it may hold (voids shown, trumps it could not hold, ...) and which it
surely holds (the classic up-card with the taker, the belote pair, shown
declarations). The ``Sampler`` deals the unseen cards to the three other
seats so that every seat gets exactly its count, only cards it may hold, and
every card it surely holds, each such deal being equally likely.

Exact uniformity comes from counting rather than rejection: the free cards
fall into at most seven kinds by the set of seats that may hold them. For
each way of splitting the kinds' counts between the seats that fills every
hand exactly, the number of deals is a product of binomials; the sampler
draws a split in proportion to that number, then shuffles each kind's cards
into its share. Setting up costs at most a few hundred splits (once per
decision), and each deal afterwards is a couple of shuffles.

An optional ``weight(seat, hand) -> float`` (above 0) makes some deals more
likely than others, in proportion to the product of the other seats'
weights: a bidder likely holds its trumps. Those deals come from a
Metropolis chain of card exchanges started from uniform ones (see
``deal``); every deal it gives is still consistent with the knowledge.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from math import comb

from ..engine.cards import cards_of
from .knowledge import Knowledge


class Sampler:
    """Uniform deals of the unseen cards, given ``Knowledge``.

    ``deal()`` returns the four hands (the seat's own hand included) as
    masks. ``relaxed`` is True when the knowledge was inconsistent (no deal
    fits it) and the sampler fell back to the counts and the surely-held
    cards only; with a correct ``deduce`` it stays False.
    """

    def __init__(self, knowledge: Knowledge, rng: random.Random,
                 weight: Callable[[int, int], float] | None = None, burn_in: int = 150, thin: int = 8,
                 starts: int = 8) -> None:
        self.k = knowledge
        self.rng = rng
        self.weight = weight  # weight(seat, hand mask) > 0, multiplied over the other seats
        self.burn_in = burn_in
        self.thin = thin
        self.starts = starts
        self._chain: list[int] | None = None
        self._factors: list[float] = []
        self.me = knowledge.seat
        self.others = [s for s in range(4) if s != self.me]
        self.relaxed = False
        self.stock = 0  # classic bidding: the cards of the last deal still in the stack
        self.accepted = 0
        self.tried = 0
        possible = list(knowledge.possible)
        if not self._prepare(possible):
            self.relaxed = True
            possible = [knowledge.unseen | knowledge.known[s] if s != self.me else knowledge.possible[s]
                        for s in range(4)]
            if not self._prepare(possible):
                raise ValueError("no deal of the unseen cards fits the hand counts")
        # Where each card may go in an exchange: its possible seats, and in
        # classic bidding the stack, which may hold any free card.
        self._allowed = [possible[s] if s != self.me else 0 for s in range(4)] + [-1]

    def _prepare(self, possible: Sequence[int]) -> bool:
        k = self.k
        others = self.others
        unseen = k.unseen
        known = [k.known[s] & unseen if s != self.me else 0 for s in range(4)]
        all_known = known[0] | known[1] | known[2] | known[3]
        self.base = [0, 0, 0, 0]
        self.base[self.me] = k.possible[self.me]
        need = []
        for s in others:
            self.base[s] = known[s]
            need.append(k.counts[s] - known[s].bit_count())
        if min(need) < 0:
            return False
        # The free cards by kind: kind = bitmask over ``others`` (1, 2, 4) of
        # the seats that may hold the card.
        kinds: list[list[int]] = [[] for _ in range(8)]
        for c in cards_of(unseen & ~all_known):
            kind = 0
            for i, s in enumerate(others):
                if possible[s] >> c & 1:
                    kind |= 1 << i
            if not kind:
                return False
            kinds[kind].append(c)
        self.kinds = kinds
        self.need = need
        free = sum(len(x) for x in kinds)
        # Classic bidding: the cards still in the stack belong to nobody yet.
        # Nothing has been played, so any seat may hold any free card and the
        # deal is a plain shuffle; the rest is the stack.
        self.stock_size = free - sum(need)
        if self.stock_size < 0:
            return False
        if self.stock_size > 0:
            if free != len(kinds[7]):
                return False
            self.total = comb(free, need[0]) * comb(free - need[0], need[1]) * comb(free - need[0] - need[1], need[2])
            return True
        n = [len(x) for x in kinds]
        splits: list[tuple[int, int, int, int, int]] = []
        weights: list[int] = []
        # Cards of kind 3 (seats 0 or 1 of ``others``) give x01 to seat 0,
        # kind 5 gives x02 to seat 0, kind 6 gives x12 to seat 1, kind 7 gives
        # y0 to seat 0 and y1 to seat 1; the rest of each kind goes to the
        # other seat allowed. Seat 2's count then matches by the totals.
        for x01 in range(n[3] + 1):
            for x02 in range(n[5] + 1):
                y0 = need[0] - n[1] - x01 - x02
                if y0 < 0 or y0 > n[7]:
                    continue
                for x12 in range(n[6] + 1):
                    y1 = need[1] - n[2] - (n[3] - x01) - x12
                    if y1 < 0 or y0 + y1 > n[7]:
                        continue
                    w = (comb(n[3], x01) * comb(n[5], x02) * comb(n[6], x12)
                         * comb(n[7], y0) * comb(n[7] - y0, y1))
                    splits.append((x01, x02, x12, y0, y1))
                    weights.append(w)
        if not splits:
            return False
        total = 0
        self.cumulative: list[int] = []
        for w in weights:
            total += w
            self.cumulative.append(total)
        self.total = total
        self.splits = splits
        return True

    @property
    def deals_possible(self) -> int:
        """How many different deals fit the knowledge."""
        return self.total

    def _uniform(self) -> list[int]:
        rng = self.rng
        if self.stock_size:
            return self._with_stock()
        x01, x02, x12, y0, y1 = self.splits[bisect_right(self.cumulative, rng.randrange(self.total))]
        kinds = self.kinds
        hands = list(self.base)
        a, b, c = self.others
        share = [0, 0, 0]
        for i in (1, 2, 4):
            for card in kinds[i]:
                share[i >> 1] |= 1 << card  # kinds 1, 2, 4 -> seat index 0, 1, 2
        for kind, first, second, to_first in ((3, 0, 1, x01), (5, 0, 2, x02), (6, 1, 2, x12)):
            cards = kinds[kind]
            if cards:
                cards = rng.sample(cards, len(cards))
                for card in cards[:to_first]:
                    share[first] |= 1 << card
                for card in cards[to_first:]:
                    share[second] |= 1 << card
        cards = kinds[7]
        if cards:
            cards = rng.sample(cards, len(cards))
            for card in cards[:y0]:
                share[0] |= 1 << card
            for card in cards[y0:y0 + y1]:
                share[1] |= 1 << card
            for card in cards[y0 + y1:]:
                share[2] |= 1 << card
        hands[a] |= share[0]
        hands[b] |= share[1]
        hands[c] |= share[2]
        return hands

    def _with_stock(self) -> list[int]:
        cards = self.rng.sample(self.kinds[7], len(self.kinds[7]))
        hands = list(self.base)
        pos = 0
        for s, n in zip(self.others, self.need, strict=True):
            for card in cards[pos:pos + n]:
                hands[s] |= 1 << card
            pos += n
        stock = 0
        for card in cards[pos:]:
            stock |= 1 << card
        self.stock = stock
        return hands

    def deal(self) -> list[int]:
        """Four hands: the seat's own and a consistent guess of the others'."""
        if self.weight is None:
            self.accepted += 1
            return self._uniform()
        if self._chain is None:
            self._start_chain()
        for _ in range(self.thin):
            self._step()
        self.accepted += 1
        hands = self._chain[:4]  # type: ignore[index]
        self.stock = self._chain[4]  # type: ignore[index]
        return hands

    # ----- weighted deals: a Metropolis chain of card exchanges ------------
    # Rejection would waste almost every deal when a bid is strong; instead
    # the deal is changed a little at a time, two (or three) holders
    # exchanging one card each when every card may go where it goes, and a
    # change is kept with probability min(1, new weight / old weight). The
    # exchanges are symmetric, so in the long run each consistent deal comes
    # up in proportion to its weight.
    def _start_chain(self) -> None:
        assert self.weight is not None
        best, best_w = None, -1.0
        for _ in range(self.starts):
            hands = self._uniform()
            chain = [*hands, self.stock]
            w = self._weights(chain)
            total = w[0] * w[1] * w[2] * w[3]
            if total > best_w:
                best, best_w = (chain, w), total
        assert best is not None
        self._chain, self._factors = best
        # Who may exchange: the other seats, and the stack in classic bidding.
        self._holders = [*self.others, 4] if self.stock_size else list(self.others)
        self._free_mask = [0, 0, 0, 0, 0]
        for h in self._holders:
            self._free_mask[h] = ~self.base[h] if h < 4 else -1
        for _ in range(self.burn_in):
            self._step()

    def _weights(self, chain: list[int]) -> list[float]:
        assert self.weight is not None
        return [self.weight(s, chain[s]) if s != self.me else 1.0 for s in range(4)] + [1.0]

    def _step(self) -> None:
        rng = self.rng
        chain, holders, allowed = self._chain, self._holders, self._allowed
        assert chain is not None
        self.tried += 1
        if len(holders) >= 3 and rng.random() < 0.25:
            movers = rng.sample(holders, 3)
        else:
            movers = rng.sample(holders, 2)
        picked = []
        for h in movers:
            free = chain[h] & self._free_mask[h]
            if not free:
                return
            cards = cards_of(free)
            picked.append(1 << cards[rng.randrange(len(cards))])
        # Holder i receives the card of holder i - 1 (a swap for two holders).
        new = {}
        for i, h in enumerate(movers):
            incoming = picked[i - 1]
            if not incoming & allowed[h]:
                return
            new[h] = chain[h] ^ picked[i] ^ incoming
        factors = self._factors
        old_w = 1.0
        new_w = 1.0
        fresh = {}
        for h in movers:
            old_w *= factors[h]
            f = self.weight(h, new[h]) if h < 4 else 1.0  # type: ignore[misc]
            fresh[h] = f
            new_w *= f
        if old_w <= 0.0 or rng.random() * old_w < new_w:
            for h in movers:
                chain[h] = new[h]
                factors[h] = fresh[h]

