"""The coach's hint: what the hard bot would do from the player's own seat, and why.

The coach is a bot like the others (it answers ``decide`` with a ``Decision`` and runs in the same
worker, off the window's thread) and sees only the player's ``SeatView``: never a hidden card. Its
decision carries an ``Advice``: the best two or three moves with what each was worth on average
over the possible layouts of the hidden cards it looked at (the deal's final score for the player's
side less the other side's, points already taken included), and, for a card, a short reason in the
game's words where one of a few plain ones holds. The reasons are codes; the window words them in
the player's language.

The deal review (``review``) judges the player's moves with the same look (``CoachLook``) from the
same seed: at one position it draws the same layouts as the hint did, all of them (``layouts``: the
hint looks at no more, and may stop sooner), so a card the hint recommended is not called a mistake
there (it is the review's best, or within its tie margin).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.bidding import Bid
from ..engine.cards import SANS_ATOUT, TOUT_ATOUT, cards_of
from ..engine.tricks import BEATS, POINTS
from .base import Bot, Decision
from .hard import EXACT_DEPTHS, EXPERT_BUDGET, CancelEvent, HardBot, default_workers
from .view import SeatView

SHOWN = 3  # moves shown with their values: the best and the next ones
# The hint and the review draw their layouts of the hidden cards from this seed and the position only
# (``HardBot.rng``), never from the match: at one position the review looks at the hint's layouts first.
COACH_SEED = 0
# A hint has the expert's second: most settle in milliseconds, a close call at the opening lead needs it
# (a layout played out to the end from eight cards each takes some 100 ms on a busy 2-core machine).
COACH_BUDGET = EXPERT_BUDGET
# Layouts a card hint looks at whatever the clock says (only a cancel stops it sooner).
HINT_FLOOR = 8
# The layouts of the hidden cards the coach looks at for a card, by the cards in the seat's hand: the review
# all of them, a fixed number so that it is repeatable; the hint at most as many, the same ones first, and it
# stops sooner when one card clearly leads or its second is up. A layout played out from the opening lead
# costs ten times one from the third trick: fewer of them there keep a deal's review within seconds
# (``benchmarks/review_speed.py``).
LAYOUTS = {8: 48, 7: 64}
MORE_LAYOUTS = 96  # from the third trick on


def layouts(hand: int) -> int:
    """How many layouts the coach looks at for a card with ``hand`` (a mask) in hand."""
    return LAYOUTS.get(hand.bit_count(), MORE_LAYOUTS)

# Reasons, by code (the window's words: ``ui.coach_words``).
ONLY_CARD = "only_card"
WINS_TRICK = "wins_trick"
GIVE_POINTS = "give_points"
DRAW_TRUMPS = "draw_trumps"
SHORT_DISCARD = "short_discard"
KEEP_MASTER = "keep_master_trump"
CHEAP = "cheap"


@dataclass(frozen=True, slots=True)
class Advice:
    """``options``: (move, average value) best first; a move is a card (int) or a ``Bid``.
    ``value`` is None where nothing was weighed (a single legal card)."""

    options: tuple[tuple[int | Bid, float | None], ...]
    reason: str | None
    samples: int

    @property
    def best(self) -> int | Bid:
        return self.options[0][0]


class CoachLook(HardBot):
    """The hard level's look at a position as the coach takes it, for the hint and the review alike: every
    layout of the hidden cards played out to the end of the deal (with the compiled search; without it, the
    hard level's depth limits), so that a layout is worth the same to the hint and to the review."""

    level = "coach-look"

    def __init__(self, budget: float = COACH_BUDGET, max_samples: int | None = None,
                 seed: int = COACH_SEED) -> None:
        super().__init__(seed, budget=budget, max_samples=max_samples, workers=default_workers())
        self.min_samples = HINT_FLOOR
        # Cards equal on the layouts so far may differ on a rarer one by a whole contract: the hint looks on.
        self.settle_equal = False

    def choose_card(self, view: SeatView) -> int:
        self.sample_cap = layouts(view.hand)  # never more than the review: it sees all the hint's layouts
        return super().choose_card(view)

    @property
    def depths(self) -> dict[int, tuple[int, ...]]:
        return EXACT_DEPTHS if self.native else super().depths


class Coach(Bot):
    """Advice for the seat whose view it is given: the hard bot's choice and its alternatives."""

    level = "coach"

    def __init__(self, seed: int = COACH_SEED, budget: float = COACH_BUDGET, max_samples: int | None = None) -> None:
        self.hard = CoachLook(budget, max_samples, seed)

    def choose_bid(self, view: SeatView) -> Bid:
        return self.hard.choose_bid(view)

    def choose_card(self, view: SeatView) -> int:
        return self.hard.choose_card(view)

    def decide(self, view: SeatView, cancel: CancelEvent | None = None) -> Decision:
        decision = self.hard.decide(view, cancel)
        move: int | Bid = decision.bid if decision.bid is not None else decision.card
        # The look that decided: belote's, or its counterpart for another family (``klaverjas.coach``).
        look = self.hard if view.family == "belote" else self.hard.counterpart(view.family)
        values: dict[object, float] = look.last_values  # type: ignore[attr-defined]
        ranked = sorted(values.items(), key=lambda kv: -kv[1])
        options: list[tuple[int | Bid, float | None]] = [(move, values.get(move))]
        options += [(m, v) for m, v in ranked if m != move][:SHOWN - 1]  # type: ignore[misc]
        reason = card_reason(view, decision.card) if decision.bid is None and decision.card >= 0 else None
        advice = Advice(tuple(options), reason, look.last_samples)  # type: ignore[attr-defined]
        return Decision(bid=decision.bid, declarations=decision.declarations, card=decision.card,
                        belote=decision.belote, advice=advice)


def card_reason(view: SeatView, card: int) -> str | None:
    """The plainest true reason for playing ``card`` now, or None where none of them holds."""
    legal = view.legal_mask()
    if legal.bit_count() == 1:
        return ONLY_CARD
    assert view.contract is not None
    mode = view.contract.trump
    has_trump = 0 <= mode < 4
    points = POINTS[mode]
    unseen = _unseen(view)
    last_to_play = len(view.trick) == 3
    if view.trick:
        win_seat, win_card = view.trick_winner()
        led = view.trick[0] >> 3
        beats = _beats(card, win_card, mode)
        partner_winning = win_seat == view.seat ^ 2
        if beats and not partner_winning and (last_to_play or _master(card, unseen, mode)):
            return WINS_TRICK
        if partner_winning and points[card] >= 10 and (last_to_play or _master(win_card, unseen, mode)):
            return GIVE_POINTS
        if not beats and not partner_winning and points[card] == min(points[c] for c in cards_of(legal)) \
                and points[card] < max(points[c] for c in cards_of(legal)):
            return CHEAP
        if card >> 3 != led and not (has_trump and card >> 3 == mode) and mode not in (SANS_ATOUT, TOUT_ATOUT):
            lengths = {s: (view.hand >> (s * 8) & 0xFF).bit_count() for s in range(4) if s != mode}
            side = [s for s, n in lengths.items() if n]
            if side and lengths[card >> 3] == min(lengths[s] for s in side):
                return SHORT_DISCARD
    elif has_trump and card >> 3 == mode and unseen >> (mode * 8) & 0xFF:
        return DRAW_TRUMPS
    if has_trump and card >> 3 != mode:
        # Only where a trump could have been played instead: then keeping the master trump is the point.
        trumps = [c for c in cards_of(legal) if c >> 3 == mode]
        if trumps and any(_master(c, unseen, mode) for c in trumps):
            return KEEP_MASTER
    return None


def _beats(card: int, win_card: int, mode: int) -> bool:
    """Whether ``card`` would take the lead from ``win_card``, the trick's best so far."""
    if card >> 3 == win_card >> 3:
        return bool(BEATS[mode][win_card] >> card & 1)
    return 0 <= mode < 4 and card >> 3 == mode  # a trump on a plain card


def _unseen(view: SeatView) -> int:
    """The cards the seat cannot see: not in its hand and not played."""
    played = 0
    for trick in view.tricks:
        for c in trick.cards:
            played |= 1 << c
    for c in view.trick:
        played |= 1 << c
    return ((1 << 32) - 1) & ~view.hand & ~played


def _master(card: int, unseen: int, mode: int) -> bool:
    """No card still unseen of ``card``'s suit beats it (it wins if its suit stays led or trumps win)."""
    return not BEATS[mode][card] & unseen


__all__ = ["CHEAP", "COACH_BUDGET", "COACH_SEED", "DRAW_TRUMPS", "GIVE_POINTS", "KEEP_MASTER", "LAYOUTS",
           "MORE_LAYOUTS", "ONLY_CARD", "SHORT_DISCARD", "WINS_TRICK", "Advice", "Coach", "CoachLook", "card_reason",
           "layouts"]
