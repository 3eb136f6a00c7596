"""How much any card play could gain over a bot's, its auction kept:
``python benchmarks/card_play_headroom.py [--variant V] [--boards N] [--seed S] [--level L] [--player P] [--jobs J]``.

The arena's duplicate boards (same decks, dealers and bot seeds), with ``L`` (default hard-python) in
all four seats for the auction. In the play, one team's cards are chosen by a player who sees all four
hands and plays each card perfectly for the rest of the deal (the exact solver, capot included); the
other team's by ``L``. Then the same board with the teams swapped, as in the arena. The mean difference
is a ceiling, near enough, on what a better card player sitting against ``L`` and bidding as ``L``
bids could win a deal: the seeing player cannot be out-played, only out-guessed by a defence that
does not see (its perfect play assumes the other side plays perfectly too, so it is not an exact
maximum). An arena gain beyond it must come from the auction. The seeing player is a benchmark's
device only: no level of the game looks at hidden cards.

With ``--player P`` (a level) the first team's cards are played by that level instead, seeing only its
own hand: the card play alone of two levels compared on the same auctions, which has far less luck in
it than an arena run (where each side also bids its own way).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

from belote_desktop.bots import ARENA_LEVELS, SeatView, apply, make_bot
from belote_desktop.bots.arena import board_deck
from belote_desktop.bots.base import Decision, first_of_belote_pair
from belote_desktop.bots.review import MoveReviewer, Position
from belote_desktop.bots.solver import teams_won
from belote_desktop.engine import PLAYING, PRESETS, Deal
from belote_desktop.engine.options import Options


def perfect_card(deal: Deal, seat: int) -> int:
    """The card worth most to ``seat``'s team with every hand known and perfect play to the end."""
    won = teams_won(t.winner for t in deal.tricks)
    position = Position(len(deal.actions), seat, "play", -1, len(deal.tricks), tuple(deal.hands),  # type: ignore[arg-type]
                        deal.trick_leader, tuple(deal.trick), won, deal.legal_mask(), SeatView.of(deal, seat))
    values = MoveReviewer(position).card_values()
    return max(sorted(values), key=lambda card: values[card])


PERFECT = "perfect"


def play_once(options: Options, seed: int, board: int, level: str, player: str,
              seeing_team: int) -> tuple[int, int]:
    """One deal of a board: ``level`` bids in every seat and plays for the other team, ``player``
    (``PERFECT`` or a level) plays for ``seeing_team``; NS and EW scores."""
    deal = Deal(options, board % 4, board_deck(seed, board))
    # The arena's bot seeds, so that the auctions are the arena's.
    bots = [make_bot(level, seed=seed * 1_000_003 + board * 8 + s, workers=1) for s in range(4)]
    players = None if player == PERFECT else \
        [make_bot(player, seed=seed * 1_000_003 + board * 8 + s, workers=1) for s in range(4)]
    while not deal.is_over:
        seat = deal.turn
        view = SeatView.of(deal, seat)
        if deal.phase == PLAYING and seat & 1 == seeing_team and not view.can_announce:
            card = perfect_card(deal, seat) if players is None else players[seat].choose_card(view)
            # Declarations and belote as every bot announces them: only the cards differ.
            decision = Decision(card=card, belote=first_of_belote_pair(view, card))
        else:
            decision = bots[seat].decide(view)
        apply(deal, seat, decision)
    return deal.result.scores() if deal.result is not None else (0, 0)


def board_gain(args: tuple[Options, int, int, str, str]) -> float:
    """The player's team's mean points a deal over ``level``'s, both playings of the board."""
    options, seed, board, level, player = args
    ns1, ew1 = play_once(options, seed, board, level, player, 0)
    ns2, ew2 = play_once(options, seed, board, level, player, 1)
    return (ns1 + ew2) / 2 - (ew1 + ns2) / 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", choices=sorted(PRESETS), default="classic")
    parser.add_argument("--boards", type=int, default=200)
    parser.add_argument("--seed", type=int, default=18, help="the arena's seed (its boards)")
    parser.add_argument("--level", choices=ARENA_LEVELS, default="hard-python")
    parser.add_argument("--player", choices=(PERFECT, *ARENA_LEVELS), default=PERFECT,
                        help="who plays the first team's cards: the player who sees every hand, or a level")
    parser.add_argument("--jobs", type=int, default=2, help="processes to play boards in")
    args = parser.parse_args(argv)
    if args.boards < 2 or args.jobs < 1:
        parser.error("--boards must be at least 2 and --jobs at least 1")
    work = [(PRESETS[args.variant], args.seed, board, args.level, args.player) for board in range(args.boards)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        gains = list(pool.map(board_gain, work))
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
    print(f"{args.variant}, {args.boards} duplicate boards, seed {args.seed}, {args.level} bidding in every seat:")
    who = "perfect card play with every hand seen" if args.player == PERFECT else f"{args.player}'s card play"
    print(f"  {who} - {args.level}'s card play: {mean:+.2f} points a deal, "
          f"95% interval [{mean - half:+.2f}, {mean + half:+.2f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
