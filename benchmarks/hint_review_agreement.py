"""Whether the review ever blames a followed hint: ``python benchmarks/hint_review_agreement.py [--deals 20]``.

Seeded deals of each variant are played by normal bots, South doing at every bid and card what the
coach's hint says, with the hint's own clock as in the game (``coach.COACH_BUDGET``: on a busy machine
a hint at the opening lead stops on fewer layouts). Each deal is then reviewed for South as the review
window does (``bots.review``). Prints how many followed hints the review called a mistake (issue 34:
none should be), how far below the review's best the hinted moves were when they were not its best,
and the time of a hint and of a deal's review.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.base import Decision
from belote_desktop.bots.coach import Coach
from belote_desktop.bots.review import MoveReviewer, positions
from belote_desktop.engine import PRESETS, Deal

SOUTH = 2


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="deals per variant")
    parser.add_argument("--first-seed", type=int, default=200)
    args = parser.parse_args()
    followed = 0
    blamed: list[tuple[str, int, str, int, float]] = []
    behind: list[float] = []
    hint_times: list[float] = []
    review_times: list[float] = []
    for variant in ("classic", "coinche", "contree"):
        for seed in range(args.first_seed, args.first_seed + args.deals):
            deck = list(range(32))
            random.Random(seed).shuffle(deck)
            deal = Deal(PRESETS[variant], seed % 4, deck)
            bots = [make_bot("normal", seed=s) for s in range(4)]
            while not deal.is_over:
                seat = deal.turn
                view = SeatView.of(deal, seat)
                decision = bots[seat].decide(view)
                if seat == SOUTH and not view.can_announce:
                    start = time.perf_counter()
                    hint = Coach().decide(view)
                    hint_times.append(time.perf_counter() - start)
                    decision = Decision(bid=hint.bid, card=hint.card, declarations=decision.declarations,
                                        belote=hint.belote)
                apply(deal, seat, decision)
            start = time.perf_counter()
            for p in positions(deal, SOUTH):
                review = MoveReviewer(p).review()
                followed += 1
                if review.values and review.best != review.played:
                    values = dict(review.values)
                    behind.append(values[review.best] - values[p.played])  # type: ignore[index]
                if review.lost > 0:
                    blamed.append((variant, seed, p.kind, p.trick + 1, review.lost))
            review_times.append(time.perf_counter() - start)
            print(f"{variant} seed {seed}: review {review_times[-1]:.2f} s", flush=True)
    print(f"{followed} followed hints reviewed, {len(blamed)} called a mistake: {blamed}")
    if behind:
        print(f"hinted moves not the review's best: {len(behind)}, behind it by median "
              f"{statistics.median(behind):.1f}, most {max(behind):.1f} points")
    print(f"hint: median {statistics.median(hint_times) * 1000:.0f} ms, "
          f"p95 {percentile(hint_times, 0.95) * 1000:.0f} ms, max {max(hint_times) * 1000:.0f} ms")
    print(f"review of South's moves per deal: median {statistics.median(review_times):.2f} s, "
          f"90th percentile {percentile(review_times, 0.9):.2f} s, worst {max(review_times):.2f} s")


if __name__ == "__main__":
    main()
