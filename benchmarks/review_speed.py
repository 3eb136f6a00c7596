"""How long a deal's review takes: ``python benchmarks/review_speed.py [--deals 20] [--variant V] [--seats 1]``.

``--variant klaverjas`` (or ``--variant rotterdams``) reviews klaverjas deals (Amsterdams, or Rotterdams): each
call and card judged by the klaverjas coach's look, each card solved with roem, nat and pit
(``bots.klaverjas.review``).

Seeded deals are played by normal bots; each is then reviewed as the review window does, move by move:
every bid and card of South (``--seats 4``: of all four seats) judged by the coach's look over many
layouts of the hidden cards, and every card also solved to the end with every hand seen
(``bots.review``). In the window this runs in the bot worker, one move at a time, the rows showing as
they come. Prints the median, 90th percentile and worst time per deal and seat, and the slowest move
(the opening lead, where each layout is played out from eight cards each).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.review import review_jobs
from belote_desktop.engine import PRESETS, Deal
from belote_desktop.engine.families.klaverjas.deal import KlaverjasDeal
from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS

SOUTH = 2


def played(seed: int, variant: str) -> Deal | KlaverjasDeal | None:
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    deal: Deal | KlaverjasDeal
    if variant in ("klaverjas", "rotterdams"):
        preset = KLAVERJAS["amsterdams" if variant == "klaverjas" else "rotterdams"]
        deal = KlaverjasDeal(preset, seed % 4, deck, (rng.randrange(4), rng.randrange(4)))
    else:
        deal = Deal(PRESETS[variant], seed % 4, deck)
    bots = [make_bot("normal", seed=s) for s in range(4)]
    while not deal.is_over:
        seat = deal.turn
        apply(deal, seat, bots[seat].decide(SeatView.of(deal, seat)))
    return deal if deal.result is not None else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--variant", default="classic",
                        choices=("classic", "coinche", "contree", "klaverjas", "rotterdams"))
    parser.add_argument("--seats", type=int, default=1, choices=(1, 4), help="South only, or all four seats")
    args = parser.parse_args()
    times: list[float] = []
    slowest: list[float] = []
    seed = 0
    while len(times) < args.deals * args.seats:
        deal = played(seed, args.variant)
        seed += 1
        if deal is None:
            continue  # thrown in: nothing to review
        for seat in [SOUTH] if args.seats == 1 else range(4):
            start = time.perf_counter()
            moves = []
            for job in review_jobs(deal, seat):  # belote's reviewer or klaverjas's, as the review window runs them
                t0 = time.perf_counter()
                job.review()
                moves.append(time.perf_counter() - t0)
            times.append(time.perf_counter() - start)
            slowest.append(max(moves))
            print(f"deal {seed - 1} seat {seat}: {times[-1]:.2f} s ({len(moves)} moves, slowest {max(moves):.2f} s)",
                  flush=True)
    times.sort()
    print(f"{args.variant}, {len(times)} deal reviews of one seat, every bid and card judged over many layouts of the "
          "hidden cards and every card solved with every hand seen:")
    print(f"  per deal: median {statistics.median(times):.2f} s, 90th percentile {times[int(0.9 * len(times))]:.2f} s, "
          f"worst {times[-1]:.2f} s; slowest move: median {statistics.median(slowest):.2f} s, "
          f"worst {max(slowest):.2f} s")


if __name__ == "__main__":
    main()
