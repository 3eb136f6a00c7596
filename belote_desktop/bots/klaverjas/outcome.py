"""From the search's value to the deal's score (K7), and what the calls say about the hands (K4).

The search values the play from the trick in progress on as North-South's count minus East-West's (card
points, roem, the last trick, pit). Added to what each team counted already, it says whether the makers
have more than the defenders: made (both score what they counted) or nat (the makers 0, the defenders 162
plus all roem). ``Outcome.utility`` gives this seat's team's score minus the other team's.

``call_weight`` weights a sampled deal by the calls heard: a player who played ("ik speel") likely holds a
hand worth playing in that suit, one who passed likely does not, by the normal level's count of a hand
(``sense.trump_worth``); the hard bot's sampler deals in proportion.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.bidding import OPEN, PASS, TAKE
from ...engine.families.klaverjas.result import DEAL_POINTS
from ...engine.tricks import LAST_TRICK_BONUS, POINTS
from ..evidence import sigmoid
from ..view import SeatView
from .sense import PLAY_AT, trump_worth

SOFT = 12.0  # how sharply a call tells the hand's worth (points of ``trump_worth``)


class Outcome:
    """The deal's score for this seat's team, given the search's value of the rest of the play."""

    def __init__(self, view: SeatView, makers: int, trump: int) -> None:
        self.team = view.seat & 1
        self.makers = makers
        options = view.options
        self.half_is_made = options.half_is_made
        self.double = 2 if options.double_spades and trump == 0 else 1
        counted = [0, 0]
        for i, t in enumerate(view.tricks):
            counted[t.winner & 1] += sum(POINTS[trump][c] for c in t.cards)
            if i == 7:
                counted[t.winner & 1] += LAST_TRICK_BONUS
        roem = list(view.roem_points)
        lying = view.lying_trick
        if lying and view.can_claim_roem:
            # The trick on the table: its winner's team claims it (the bots always do, K6).
            roem[view.tricks[lying - 1].winner & 1] += view.roem[lying - 1]
        self.roem_so_far = roem[0] + roem[1]
        self.ns_minus_ew = counted[0] + roem[0] - counted[1] - roem[1]

    def made(self, ns_value: float) -> bool:
        """Whether the makers make the deal (K7) if the rest of the play is worth ``ns_value`` to North-South."""
        diff_ns = self.ns_minus_ew + ns_value
        makers_ahead = diff_ns if self.makers == 0 else -diff_ns
        return makers_ahead >= 0 if self.half_is_made else makers_ahead > 0

    def utility(self, ns_value: float, roem_to_come: int = 0) -> float:
        """This team's score minus the other's, with the search's value of the rest (pit included). A nat gives the
        defenders 162 and all roem: the roem so far, and ``roem_to_come`` of the tricks still to play where the
        caller knows it (the review follows the line of play; the search's sampled deals leave it out)."""
        diff_ns = self.ns_minus_ew + ns_value
        makers_ahead = diff_ns if self.makers == 0 else -diff_ns
        if self.made(ns_value):
            makers_minus = makers_ahead
        else:
            makers_minus = -(DEAL_POINTS + self.roem_so_far + roem_to_come)
        value = makers_minus if self.team == self.makers else -makers_minus
        return value * self.double


def call_weight(view: SeatView, played: list[int]) -> Callable[[int, int], float] | None:
    """``weight(seat, hand)`` for the sampler from the calls of the other seats (None: nothing was said)."""
    calls: dict[int, list[tuple[str, int, tuple[int, ...]]]] = {}
    proposed = view.proposed
    moments = view.bid_moments or ("",) * len(view.bids)
    for (seat, bid), moment in zip(view.bids, moments, strict=False):
        if seat == view.seat:
            continue
        open_call = moment in (OPEN, "")
        suits = (proposed,) if proposed is not None and open_call else (0, 1, 2, 3)
        if bid.kind == PASS:
            calls.setdefault(seat, []).append(("pass", -1, suits))
        elif bid.kind == TAKE:
            calls.setdefault(seat, []).append(("take" if open_call else "forced", bid.trump, suits))
    if not calls:
        return None

    def weight(seat: int, hand: int) -> float:
        heard = calls.get(seat)
        if not heard:
            return 1.0
        dealt = hand | played[seat]
        w = 1.0
        for kind, trump, suits in heard:
            if kind == "pass":
                w *= sigmoid((PLAY_AT - max(trump_worth(dealt, s) for s in suits)) / SOFT)
            elif kind == "take":
                w *= sigmoid((trump_worth(dealt, trump) - PLAY_AT) / SOFT)
            elif len(suits) > 1:  # forced, its own choice of suit: likely its best
                best_other = max(trump_worth(dealt, s) for s in suits if s != trump)
                w *= sigmoid((trump_worth(dealt, trump) - best_other) / SOFT)
        return max(w, 1e-6)

    return weight
