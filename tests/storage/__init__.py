"""Tests of the files kept between runs; ``play_with_bots`` builds real matches for them."""

from __future__ import annotations

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.engine import Match


def play_with_bots(match: Match, seed: int = 0, actions: int | None = None) -> Match:
    """Four easy bots take ``actions`` actions (or play to the end), dealing as needed."""
    bots = [make_bot("easy", seed * 4 + seat) for seat in range(4)]
    done = 0
    while (actions is None or done < actions) and not match.is_over:
        if not match.deals or match.deals[-1].is_over:
            match.start_deal()
        deal = match.deals[-1]
        seat = deal.turn
        apply(deal, seat, bots[seat].decide(SeatView.of(deal, seat)))
        match.settle()  # bots act on the deal; the match books a finished deal here
        done += 1
    return match
