"""How long a whole deal's review takes: ``python benchmarks/review_speed.py [--deals 50] [--variant V]``.

Seeded deals are played by normal bots; each is then reviewed for all four seats, every card of the
32 with every legal alternative solved to the end with all hands known (``bots.review``), as the
review window does move by move in the bot worker. Prints the median and worst time per deal (the
issue's target: 3 s median, 10 s worst on a 2-core machine), and the same with the hard bot's
look from each seat's view added (``--with-bot``), which the window also shows.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.review import MoveReviewer, positions
from belote_desktop.engine import PRESETS, Deal


def played(seed: int, variant: str) -> Deal | None:
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    deal = Deal(PRESETS[variant], seed % 4, deck)
    bots = [make_bot("normal", seed=s) for s in range(4)]
    while not deal.is_over:
        seat = deal.turn
        apply(deal, seat, bots[seat].decide(SeatView.of(deal, seat)))
    return deal if deal.result is not None else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--variant", default="coinche", choices=("classic", "coinche", "contree"))
    parser.add_argument("--with-bot", action="store_true", help="also the hard bot's choice at every move")
    args = parser.parse_args()
    times: list[float] = []
    first_cards: list[float] = []
    seed = 0
    while len(times) < args.deals:
        deal = played(seed, args.variant)
        seed += 1
        if deal is None:
            continue  # thrown in: nothing to review
        start = time.perf_counter()
        for seat in range(4):
            for p in positions(deal, seat):
                if p.kind != "play" and not args.with_bot:
                    continue
                t0 = time.perf_counter()
                MoveReviewer(p, with_bot=args.with_bot).review() if args.with_bot or p.kind != "play" else \
                    MoveReviewer(p, with_bot=False).card_values()
                if p.kind == "play" and p.trick == 0 and not p.cards:
                    first_cards.append(time.perf_counter() - t0)
        times.append(time.perf_counter() - start)
        print(f"deal {len(times)} (seed {seed - 1}): {times[-1]:.2f} s", flush=True)
    times.sort()
    print(f"{args.variant}, {len(times)} deals, all four seats, every card solved to the end"
          f"{' with the hard bot look' if args.with_bot else ''}:")
    print(f"  median {statistics.median(times):.2f} s, 90th percentile {times[int(0.9 * len(times))]:.2f} s, "
          f"worst {times[-1]:.2f} s")
    if first_cards:
        print(f"  the opening lead alone (8 cards each, every lead): median {statistics.median(first_cards):.2f} s, "
              f"worst {max(first_cards):.2f} s")


if __name__ == "__main__":
    main()
