"""The long run of klaverjas: 5,000 random deals over random K11 option sets (random and simple calls,
random legal cards, roem claimed by the trick's winners when ``auto_roem`` is off) without an error, each
scored as K7 says (the property test's independent reading)."""

from __future__ import annotations

import pathlib
import random
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from belote_desktop.engine import Match  # noqa: E402
from benchmarks.engine_speed import klaverjas_option_sets, play_deal  # noqa: E402

from .test_klaverjas_properties import check_result  # noqa: E402

DEALS = 5_000


@pytest.mark.slow
def test_five_thousand_random_klaverjas_deals() -> None:
    sets = klaverjas_option_sets()
    rnd = random.Random(38)
    match = Match(sets[0], seed=0)
    nat = pit = claimed = 0
    for i in range(DEALS):
        options = rnd.choice(sets)
        if i % 25 == 0 or match.options != options or match.is_over:
            match = Match(options, seed=i)
        deal = play_deal(match, rnd, random_bids=i % 2 == 1)
        check_result(deal, options)
        nat += deal.result.nat
        pit += deal.result.pit is not None
        claimed += len(deal.claims)
    # The run reached what it is meant to check.
    assert nat > 0 and pit > 0 and claimed > 0
