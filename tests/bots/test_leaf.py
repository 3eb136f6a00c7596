"""The leaf estimate of the depth-limited search (bots/leaf.py): a possible
split of what is left, and the fast inline version equal to the weighted
features."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots.leaf import LEAF_WEIGHTS, family, leaf_features, make_leaf
from belote_desktop.engine.tricks import POINTS


def test_the_leaf_estimate_is_a_possible_split() -> None:
    rng = random.Random(15)
    for mode in range(6):
        leaf = make_leaf(mode)
        for _ in range(30):
            deck = list(range(32))
            rng.shuffle(deck)
            k = rng.randrange(1, 9)
            hands = [sum(1 << c for c in deck[i * k:(i + 1) * k]) for i in range(4)]
            total = sum(POINTS[mode][c] for c in deck[:4 * k]) + 10
            v = leaf(hands, rng.randrange(4))
            assert 0 <= v <= total
            # The features are antisymmetric: swapping the teams' hands negates them.
            f = leaf_features(hands, 0, mode)
            g = leaf_features([hands[1], hands[0], hands[3], hands[2]], 1, mode)
            assert all(abs(a + b) < 1e-9 for a, b in zip(f, g, strict=True))


def test_the_fast_leaf_is_the_weighted_features() -> None:
    rng = random.Random(16)
    for mode in range(6):
        leaf = make_leaf(mode)
        for _ in range(200):
            deck = list(range(32))
            rng.shuffle(deck)
            k = rng.randrange(1, 9)
            hands = [sum(1 << c for c in deck[i * k:(i + 1) * k]) for i in range(4)]
            leader = rng.randrange(4)
            total = sum(POINTS[mode][c] for c in deck[:4 * k]) + 10
            weights = LEAF_WEIGHTS[family(mode)][k]
            v = total / 2 + sum(w * f for w, f in zip(weights, leaf_features(hands, leader, mode), strict=True))
            assert leaf(hands, leader) == pytest.approx(min(max(v, 0.0), total))
