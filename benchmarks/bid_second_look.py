"""What the second look at close calls changes:
``python benchmarks/bid_second_look.py [--variant V] [--deals N] [--gold G] [--level L]``.

Seeded auctions are bid by normal bots; at every call with a choice, the
expert (1 s, every core) and the same bot without the second look
(``exact_bids`` off: the hard level's bidding) both choose. With
``--level hard`` the hard level (0.3 s, every core) is measured with the
look against itself without it (the look is the expert's only; this asks
whether the hard level's time is enough for one). Where they
differ, a third bot values the calls with the first ``G`` sampled deals all
solved to the end, no clock (the bidder's own model at its most exact):
prints how often each call agrees with it, the mean gain by that measure,
and the time per call of the bot with the look. The arena measures the gain at the table.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.hard import ExpertBot, HardBot, bidding, default_workers
from belote_desktop.engine import PRESETS, Deal
from belote_desktop.engine.bidding import PASS_BID, Bid


def compared(bot: ExpertBot, bid: Bid, classic: bool) -> float:
    """What the bidder compared ``bid`` by (a classic pass: the take margin)."""
    if bid == PASS_BID and classic:
        return bidding.TAKE_MARGIN
    return bot.last_values.get(bid, -math.inf)


def looking(level: str, seed: int, look: bool) -> HardBot:
    """The level's bot with the second look on or off."""
    bot = ExpertBot(seed) if level == "expert" else HardBot(seed, workers=default_workers())
    bot.exact_bids = look and bot.native
    return bot


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="contree", choices=("classic", "coinche", "contree"))
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--gold", type=int, default=160, help="deals solved for the reference values")
    parser.add_argument("--level", default="expert", choices=("expert", "hard"))
    args = parser.parse_args()
    classic = args.variant == "classic"
    calls = changed = agree_look = agree_plain = 0
    gains: list[float] = []
    times: list[float] = []
    looked = 0
    for seed in range(args.deals):
        deck = list(range(32))
        random.Random(seed).shuffle(deck)
        deal = Deal(PRESETS[args.variant], seed % 4, deck)
        bots = [make_bot("normal", seed=s) for s in range(4)]
        while not deal.is_over and deal.contract is None:
            seat = deal.turn
            view = SeatView.of(deal, seat)
            if len(view.legal_bids) > 1:
                calls += 1
                bot = looking(args.level, seed, look=True)
                start = time.perf_counter()
                chosen = bot.choose_bid(view)
                times.append(time.perf_counter() - start)
                looked += bot.last_exact > 0
                plain = looking(args.level, seed, look=False)
                before = plain.choose_bid(view)
                if chosen != before:
                    changed += 1
                    close, cap = bidding.EXACT_CLOSE, bidding.EXACT_SAMPLES_CAPPED
                    bidding.EXACT_CLOSE, bidding.EXACT_SAMPLES_CAPPED = math.inf, args.gold
                    try:
                        gold = ExpertBot(seed, budget=1e9, max_samples=args.gold)
                        best = gold.choose_bid(view)
                    finally:
                        bidding.EXACT_CLOSE, bidding.EXACT_SAMPLES_CAPPED = close, cap
                    agree_look += best == chosen
                    agree_plain += best == before
                    gains.append(compared(gold, chosen, classic) - compared(gold, before, classic))
            apply(deal, seat, bots[seat].decide(view))
    ordered = sorted(times)
    print(f"{args.variant}: {calls} calls in {args.deals} auctions, {looked} looked at again, "
          f"{changed} changed by the look")
    if changed:
        print(f"  the all-solved reference ({args.gold} deals) picks the call with the look {agree_look} times, "
              f"the call without the look {agree_plain} times")
        print(f"  gain by the reference: {statistics.mean(gains):+.1f} points a changed call, "
              f"{sum(gains) / calls:+.2f} a call")
    print(f"  {args.level} with the look, time a call: median {statistics.median(ordered) * 1000:.0f} ms, "
          f"p95 {ordered[int(0.95 * (len(ordered) - 1))] * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
