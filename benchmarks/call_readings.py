"""How the hard level's classic calls read on the callers' cards:
``python benchmarks/call_readings.py [--auctions N] [--samples S]``.

Seeded classic auctions are bid by hard bots (``S`` sampled deals a call, no clock, so the run does
not depend on the machine); in those that end in a take, the deal is completed and each call is
set against ``evidence.hand_value`` of its caller's eight cards (what the hard bot's sampled deals
are weighted by in the play). A logistic curve is fitted to each kind of call:

- a first-round take of the up-card's suit, against passing, on the value in that suit;
- a second-round take of a suit, on the value in that suit (each other suit a trial);
- a second-round pass, on the best value in the suits other than the up-card's.

Prints each curve as P(call) = sigmoid(sign x (value - threshold) / softness), with the calls by
tens of value. ``evidence._Evidence`` reads a classic auction in the play by these curves
(``FIRST_ROUND_TAKE``, ``SECOND_ROUND_TAKE``, ``SECOND_ROUND_PASS``); as first written it read a
taker's eight cards as about 76 or more (softness 5) and nothing of the passes.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict

from belote_desktop.bots import SeatView, apply
from belote_desktop.bots.evidence import hand_value, sigmoid
from belote_desktop.bots.hard import HardBot
from belote_desktop.engine import PRESETS, Deal
from belote_desktop.engine.bidding import PASS, TAKE
from belote_desktop.engine.deal import BIDDING

Trials = tuple[list[float], list[int]]


def fit(xs: list[float], ys: list[int]) -> tuple[float, float]:
    """Maximum-likelihood (a, b) of P(y = 1) = sigmoid(a + b x), by Newton's method."""
    a = b = 0.0
    for _ in range(60):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = sigmoid(a + b * x)
            w = p * (1 - p) + 1e-12
            ga += y - p
            gb += (y - p) * x
            haa += w
            hab += w * x
            hbb += w * x * x
        det = haa * hbb - hab * hab
        a += (hbb * ga - hab * gb) / det
        b += (haa * gb - hab * ga) / det
    return a, b


def auction_calls(seed: int, samples: int) -> tuple[int, list[tuple[int, int, str, int | None]], list[int]] | None:
    """One seeded auction: the up-card, the calls (seat, index, kind, trump) and the eight-card
    hands; None when all passed."""
    deck = list(range(32))
    random.Random(f"call-readings/{seed}").shuffle(deck)
    deal = Deal(PRESETS["classic"], seed % 4, deck)
    up = deal.up_card
    assert up is not None
    bots = [HardBot(seed * 4 + s, budget=600.0, max_samples=samples, native=False) for s in range(4)]
    calls = []
    while deal.phase == BIDDING and not deal.is_over:
        seat = deal.turn
        view = SeatView.of(deal, seat)
        decision = bots[seat].decide(view)
        bid = decision.bid
        assert bid is not None
        calls.append((seat, len(view.bids), bid.kind, bid.trump if bid.kind == TAKE else None))
        apply(deal, seat, decision)
    if deal.contract is None:
        return None
    return up, calls, [deal.dealt_hand(s) for s in range(4)]


def report(name: str, trials: Trials) -> None:
    xs, ys = trials
    a, b = fit(xs, ys)
    by_ten: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for x, y in zip(xs, ys, strict=True):
        by_ten[int(x // 10) * 10][0] += 1
        by_ten[int(x // 10) * 10][1] += y
    sign = "+" if b > 0 else "-"
    print(f"{name}: {len(xs)} trials, {sum(ys)} calls; P = sigmoid({sign}(value - {-a / b:.1f}) / {1 / abs(b):.1f})")
    print("    " + " ".join(f"{ten}:{n[1]}/{n[0]}" for ten, n in sorted(by_ten.items())))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--auctions", type=int, default=3000)
    parser.add_argument("--samples", type=int, default=200, help="sampled deals a call")
    args = parser.parse_args(argv)
    if args.auctions < 10 or args.samples < 8:
        parser.error("--auctions must be at least 10 and --samples at least 8")
    first: Trials = ([], [])
    second_take: Trials = ([], [])
    second_pass: Trials = ([], [])
    played = 0
    for seed in range(args.auctions):
        result = auction_calls(seed, args.samples)
        if result is None:
            continue
        played += 1
        up, calls, hands = result
        up_suit = up >> 3
        for seat, index, kind, trump in calls:
            values = [hand_value(hands[seat], m) for m in range(4)]
            others = [m for m in range(4) if m != up_suit]
            if index < 4:
                first[0].append(values[up_suit])
                first[1].append(int(kind == TAKE))
                continue
            for m in others:
                second_take[0].append(values[m])
                second_take[1].append(int(kind == TAKE and trump == m))
            second_pass[0].append(max(values[m] for m in others))
            second_pass[1].append(int(kind == PASS))
    print(f"classic, {args.auctions} auctions of hard bots ({args.samples} deals a call), {played} ended in a take:")
    report("first-round take (value in the up-card's suit)", first)
    report("second-round take of a suit (value in that suit)", second_take)
    report("second-round pass (best value in the other suits)", second_pass)
    return 0


if __name__ == "__main__":
    sys.exit(main())
