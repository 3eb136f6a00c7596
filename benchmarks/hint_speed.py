"""How long the coach's hint takes: ``python benchmarks/hint_speed.py [--deals N] [--budget S]``.

Seeded deals of each variant are played by normal bots; at each of South's turns (bids and cards)
the coach is asked from South's view, as Game > Hint does (in the app it runs in the bot worker
process, so the window does not wait). Prints the median, 95th percentile and maximum time per
hint, for bids and for cards, and how many deals the hard bot looked at per card hint.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.coach import COACH_BUDGET, Coach
from belote_desktop.engine import PRESETS, Deal

SOUTH = 2


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6, help="deals per variant")
    parser.add_argument("--budget", type=float, default=COACH_BUDGET)
    args = parser.parse_args()
    times: dict[str, list[float]] = {"bid": [], "card": []}
    samples: list[int] = []
    for variant in ("classic", "coinche", "contree"):
        for seed in range(args.deals):
            deck = list(range(32))
            random.Random(seed).shuffle(deck)
            deal = Deal(PRESETS[variant], seed % 4, deck)
            bots = [make_bot("normal", seed=s) for s in range(4)]
            while not deal.is_over:
                seat = deal.turn
                view = SeatView.of(deal, seat)
                if seat == SOUTH and not view.can_announce:
                    coach = Coach(budget=args.budget)
                    start = time.perf_counter()
                    decision = coach.decide(view)
                    kind = "bid" if decision.bid is not None else "card"
                    times[kind].append(time.perf_counter() - start)
                    if kind == "card" and decision.advice.samples:
                        samples.append(decision.advice.samples)
                apply(deal, seat, bots[seat].decide(view))
    for kind, values in times.items():
        print(f"{kind} hints: {len(values)}, median {statistics.median(values) * 1000:.0f} ms, "
              f"p95 {percentile(values, 0.95) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms")
    if samples:
        print(f"deals looked at per card hint: median {statistics.median(samples):.0f}, min {min(samples)}")


if __name__ == "__main__":
    main()
