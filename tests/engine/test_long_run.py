"""The long run: 20,000 random deals across every variant and option set
without an error, each played deal worth 162 card points (252 with a capot)
and scored as R9 / R10 say."""

from __future__ import annotations

import pathlib
import random
import sys
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from belote_desktop.engine import Match  # noqa: E402
from benchmarks.engine_speed import option_sets, play_deal  # noqa: E402

from .test_properties import expected_score  # noqa: E402

DEALS = 20_000


@pytest.mark.slow
def test_twenty_thousand_random_deals() -> None:
    sets = option_sets()
    variants = {o.variant for o in sets}
    assert variants == {"classic", "coinche", "contree"}
    rnd = random.Random(2024)
    played = thrown_in = capots = coinched = 0
    seen_options = set()
    match = Match(sets[0], seed=0)
    start = time.perf_counter()
    for i in range(DEALS):
        options = sets[i % len(sets)]
        seen_options.add(options)
        if i % 25 == 0 or match.options != options or match.is_over:
            match = Match(options, seed=i)
        deal = play_deal(match, rnd, random_bids=i % 2 == 1)
        match.settle()
        assert len(match.history) == len(match.deals)
        assert match.totals == [sum(h[t] for h in match.history) for t in (0, 1)]
        if deal.result is None:
            assert deal.phase == "thrown_in" and deal.plays == []
            thrown_in += 1
            continue
        played += 1
        result = deal.result
        won = [0, 0]
        for t in deal.tricks:
            won[t.winner % 2] += 1
        capot = 8 in won
        capots += capot
        coinched += deal.contract.multiplier > 1
        assert sum(t.points for t in result.teams) == (252 if capot else 162), (options, result)
        assert sum(t.card_points for t in result.teams) == 152
        # R9 / R10 from the parts, by the independent scorer of the property tests.
        scores, made, litige, held = expected_score(options, deal.contract, result.teams)
        assert list(result.scores()) == scores and (result.made, result.litige, result.held) == (made, litige, held)
        assert sorted(deal.plays) == list(range(32))
        hands = [deal.dealt_hand(s) for s in range(4)]
        assert [h.bit_count() for h in hands] == [8, 8, 8, 8]
        assert hands[0] | hands[1] | hands[2] | hands[3] == (1 << 32) - 1
    elapsed = time.perf_counter() - start
    assert len(seen_options) == len(sets)
    # The run reached the rare corners too.
    assert played > 0 and thrown_in > 0 and capots > 0 and coinched > 0
    print(f"\n{DEALS} deals over {len(sets)} option sets in {elapsed:.1f} s: {played} played "
          f"({capots} capots, {coinched} coinched), {thrown_in} thrown in")
