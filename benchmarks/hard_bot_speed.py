"""Speed of the hard bot: the solver's nodes per second, the hard bot's
decision times, and how long a caller's thread stalls while it thinks.

Usage: ``python benchmarks/hard_bot_speed.py [--deals N] [--budget S]
[--no-stall]``.

1. Solver: exact searches (every card's value) of random positions with 3 to
   6 tricks left, and depth-limited ones from 8 and 7 tricks as the hard bot
   runs them; nodes per second and milliseconds per position.
2. Decisions: seeded deals of each variant with the hard bot in every seat
   at the given budget (default 0.3 s); median, 95th percentile and maximum
   decision time, for bids and for cards, and the deals looked at per card.
3. Stall: a 10 ms timer loop in the main thread while the hard bot thinks
   in a worker thread, then in a worker process (``bots.worker``); the
   longest and the median delay beyond the 10 ms tick.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from belote_desktop.bots import DEFAULT_BUDGET, SeatView, apply
from belote_desktop.bots.hard import DEPTHS, HardBot
from belote_desktop.bots.leaf import make_leaf
from belote_desktop.bots.solver import Solver
from belote_desktop.bots.worker import PROCESS, THREAD, BotRunner
from belote_desktop.engine import PRESETS, Bid, Deal
from belote_desktop.engine.bidding import PASS_BID

CLOCKWISE = (1, 2, 3, 0)


def random_hands(rng: random.Random, tricks: int) -> list[int]:
    deck = list(range(32))
    rng.shuffle(deck)
    return [sum(1 << c for c in deck[i * tricks:(i + 1) * tricks]) for i in range(4)]


def solver_speed(positions: int = 12) -> None:
    print("solver (every card's value, from a trick start; modes suit/SA/TA mixed)")
    rng = random.Random(1)
    for tricks in (3, 4, 5, 6, 7, 8):
        horizon = DEPTHS.get(tricks, (0,))[0]
        nodes = 0
        times = []
        for _ in range(positions if tricks < 6 else max(3, positions // 2)):
            mode = rng.choice((0, 1, 2, 3, 4, 5))
            hands = random_hands(rng, tricks)
            solver = Solver(mode, CLOCKWISE, check_every=64, horizon=horizon,
                            leaf=make_leaf(mode) if horizon else None)
            start = time.perf_counter()
            solver.move_values(hands, rng.randrange(4))
            times.append(time.perf_counter() - start)
            nodes += solver.nodes
        kind = "exact" if not horizon else f"to {horizon} cards + estimate"
        print(f"  {tricks} tricks left, {kind:22s}: {nodes / sum(times):9,.0f} nodes/s, "
              f"median {1000 * statistics.median(times):7.1f} ms, max {1000 * max(times):7.1f} ms")


def decision_times(deals: int, budget: float) -> None:
    print(f"hard bot decisions at a budget of {budget} s (hard in all four seats)")
    for variant in ("classic", "coinche", "contree"):
        bids: list[float] = []
        cards: list[float] = []
        samples: list[int] = []
        for seed in range(deals):
            deck = list(range(32))
            random.Random(f"speed/{seed}").shuffle(deck)
            deal = Deal(PRESETS[variant], seed % 4, deck)
            bots = [HardBot(seed * 4 + s, budget=budget) for s in range(4)]
            while not deal.is_over:
                seat = deal.turn
                view = SeatView.of(deal, seat)
                start = time.perf_counter()
                decision = bots[seat].decide(view)
                elapsed = time.perf_counter() - start
                if decision.bid is not None:
                    bids.append(elapsed)
                elif decision.declarations is None and bin(view.legal_mask()).count("1") > 1:
                    cards.append(elapsed)
                    samples.append(bots[seat].last_samples)
                apply(deal, seat, decision)
        every = bids + cards
        print(f"  {variant:8s} all: median {statistics.median(every):.3f} s, "
              f"p95 {_percentile(every, 0.95):.3f} s, max {max(every):.3f} s  |  "
              f"bids median {statistics.median(bids):.3f} max {max(bids):.3f}  |  "
              f"cards median {statistics.median(cards):.3f} max {max(cards):.3f}, "
              f"deals per card median {statistics.median(samples):.0f}")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _thinking_position() -> SeatView:
    deck = list(range(32))
    random.Random(5).shuffle(deck)
    deal = Deal(PRESETS["coinche"], 0, deck)
    deal.bid(Bid.contract(80, 1))
    for _ in range(3):
        deal.bid(PASS_BID)
    deal.announce(())
    return SeatView.of(deal, deal.turn)


def stall(budget: float, rounds: int = 6) -> None:
    print(f"caller's 10 ms timer while the hard bot thinks ({budget} s a decision, {rounds} decisions)")
    view = _thinking_position()
    for mode in (THREAD, PROCESS):
        delays: list[float] = []
        with BotRunner(mode) as runner:
            runner.start(HardBot(0, budget=0.01), view).result(timeout=60)  # start the worker first
            for i in range(rounds):
                handle = runner.start(HardBot(i, budget=budget), view)
                last = time.perf_counter()
                while not handle.done():
                    time.sleep(0.010)
                    now = time.perf_counter()
                    delays.append(now - last - 0.010)
                    last = now
                handle.result()
        print(f"  {mode:7s}: longest stall {1000 * max(delays):5.1f} ms, "
              f"median {1000 * statistics.median(delays):4.1f} ms beyond the tick")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=3, help="seeded deals per variant")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET)
    parser.add_argument("--no-stall", action="store_true", help="skip the thread/process stall measure")
    args = parser.parse_args()
    solver_speed()
    decision_times(args.deals, args.budget)
    if not args.no_stall:
        stall(args.budget)
    return 0


if __name__ == "__main__":
    sys.exit(main())
