"""Whether the hard level's cards say what ``play_evidence`` reads in them:
``python benchmarks/play_readings.py [--variant V] [--deals N] [--samples S]``.

Seeded deals are played by hard bots in every seat (``S`` sampled deals a decision, no clock, so the
run does not depend on the machine). Each time a card makes ``play_evidence.play_rules`` read
something new of its player (a small discard: no ace or ten left in that suit; a small card on the
partner's ace: no ten), and for each other seat watching, two figures are set side by side: the
chance that the player holds the named card, by the watcher's uniform sampled deals (what it would
think without the reading), and whether it does hold it. The factor that best explains the truth
(maximum likelihood: a held card's chance becomes f p / (f p + 1 - p)) is what the reading's
factor should be against these players; ``play_evidence`` uses ``DISCARD_FACTOR`` and
``UNCHARGED_FACTOR``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys

from belote_desktop.bots import SeatView, apply
from belote_desktop.bots.hard import HardBot
from belote_desktop.bots.knowledge import deduce
from belote_desktop.bots.play_evidence import DISCARD_FACTOR, UNCHARGED_FACTOR, play_rules
from belote_desktop.bots.sampler import Sampler
from belote_desktop.engine import PLAYING, PRESETS, Deal

Observation = tuple[float, int]  # (the uniform chance, held 1 or 0)


def observe(deal: Deal, before: dict[int, dict[int, dict[int, float]]], samples: int,
            rng: random.Random, out: dict[float, list[Observation]]) -> dict[int, dict[int, dict[int, float]]]:
    """After a card: for each watching seat, what ``play_rules`` reads that it did not before, each
    reading with the uniform chance and the truth; returns the readings now, per watcher."""
    now: dict[int, dict[int, dict[int, float]]] = {}
    for watcher in range(4):
        view = SeatView.of(deal, watcher)
        rules = {seat: dict(pairs) for seat, pairs in play_rules(view).items()}
        now[watcher] = rules
        fresh = [(seat, card, factor) for seat, held in rules.items() for card, factor in held.items()
                 if card not in before.get(watcher, {}).get(seat, {})]
        if not fresh:
            continue
        sampler = Sampler(deduce(view), rng)
        deals = [sampler.deal() for _ in range(samples)]
        for seat, card, factor in fresh:
            chance = sum(hands[seat] >> card & 1 for hands in deals) / samples
            if 0.0 < chance < 1.0:
                out.setdefault(factor, []).append((chance, deal.hands[seat] >> card & 1))
    return now


def fitted_factor(observations: list[Observation]) -> float:
    """The f of greatest likelihood for P(held) = f p / (f p + 1 - p), by golden-section search on log f."""
    def loglik(log_f: float) -> float:
        f = math.exp(log_f)
        total = 0.0
        for p, held in observations:
            q = f * p / (f * p + 1 - p)
            total += math.log(q if held else 1 - q)
        return total

    lo, hi = -6.0, 3.0
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(80):
        a = hi - ratio * (hi - lo)
        b = lo + ratio * (hi - lo)
        if loglik(a) < loglik(b):
            lo = a
        else:
            hi = b
    return math.exp((lo + hi) / 2)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=sorted(PRESETS), default="classic")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--samples", type=int, default=24, help="sampled deals a decision of the bots")
    parser.add_argument("--watch", type=int, default=64, help="uniform sampled deals for each chance")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.samples < 1 or args.watch < 8:
        parser.error("--deals and --samples must be at least 1 and --watch at least 8")
    out: dict[float, list[Observation]] = {}
    played = 0
    for seed in range(args.deals):
        deck = list(range(32))
        random.Random(f"play-readings/{seed}").shuffle(deck)
        deal = Deal(PRESETS[args.variant], seed % 4, deck)
        bots = [HardBot(seed * 4 + s, budget=600.0, max_samples=args.samples) for s in range(4)]
        rng = random.Random(f"play-readings/watch/{seed}")
        before: dict[int, dict[int, dict[int, float]]] = {}
        while not deal.is_over:
            seat = deal.turn
            in_play = deal.phase == PLAYING
            apply(deal, seat, bots[seat].decide(SeatView.of(deal, seat)))
            if in_play and not deal.is_over:
                before = observe(deal, before, args.watch, rng, out)
        played += deal.contract is not None
    print(f"{args.variant}, {args.deals} deals of hard bots ({args.samples} sampled deals a decision), "
          f"{played} played:")
    for factor, name in ((DISCARD_FACTOR, "small discard: no ace or ten left in its suit"),
                         (UNCHARGED_FACTOR, "small card on the partner's ace: no ten")):
        seen = out.get(factor, [])
        if not seen:
            print(f"  {name}: never read")
            continue
        expected = sum(p for p, _ in seen)
        held = sum(h for _, h in seen)
        print(f"  {name}: read {len(seen)} times; held {held}, {expected:.1f} by the uniform chances; "
              f"best factor {fitted_factor(seen):.2f} (the reading uses {factor})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
