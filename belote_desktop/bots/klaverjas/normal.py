"""The normal level at klaverjas: a club player's habits, counted.

It remembers the cards played and the voids and trumps they showed (``knowledge``), and knows roem (K6): roem
goes to the trick's winner, so it puts a card that makes a run or stuk into a trick its team wins and keeps it
out of a trick the opponents win. It chooses trump by a count of its hand (``sense.trump_worth``): it plays
from ``PLAY_AT`` on, and when it must play (verplicht, or after four passes) it names its best suit. Its team's
makers draw trumps with a master trump; everyone cashes masters and gives cheap cards away. It calls "Roem!"
for every trick its team wins with roem, and gathers the last trick.
"""

from __future__ import annotations

from ...engine.bidding import PASS_BID, TAKE, Bid
from ...engine.cards import SUIT_MASK, cards_of
from ...engine.tricks import POINTS, POWER, STRENGTH
from ..knowledge import Knowledge
from ..view import SeatView
from .base import KlaverjasBot
from .knowledge import deduce
from .sense import PLAY_AT, is_master, keep_worth, p_beaten, roem_now, trump_worth, winner_of


class KlaverjasNormalBot(KlaverjasBot):
    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose_bid(self, view: SeatView) -> Bid:
        takes = [b for b in view.legal_bids if b.kind == TAKE]
        if not takes:
            return PASS_BID
        best = max(takes, key=lambda b: (trump_worth(view.hand, b.trump), -b.trump))
        if PASS_BID not in view.legal_bids or trump_worth(view.hand, best.trump) >= PLAY_AT:
            return best
        return PASS_BID

    def choose_card(self, view: SeatView) -> int:
        legal = view.legal_mask()
        cards = cards_of(legal)
        if len(cards) == 1:
            return cards[0]
        k = deduce(view)
        if not view.trick:
            return _lead(view, k, cards)
        return max(cards, key=lambda c: (round(_follow_worth(view, k, c), 6), -POINTS[_trump(view)][c],
                                         -STRENGTH[_trump(view)][c], -c))


def _trump(view: SeatView) -> int:
    assert view.contract is not None
    return view.contract.trump


def _opponents_may_trump(view: SeatView, k: Knowledge) -> bool:
    trumps = SUIT_MASK[_trump(view)]
    return any(k.possible[s] & trumps for s in (view.seat ^ 1, view.seat ^ 3))


def _lead(view: SeatView, k: Knowledge, cards: list[int]) -> int:
    trump = _trump(view)
    makers = view.contract is not None and view.contract.takers == view.seat & 1
    trumps = [c for c in cards if c >> 3 == trump]
    if makers and trumps and _opponents_may_trump(view, k):
        top = max(trumps, key=lambda c: STRENGTH[trump][c])
        if is_master(k, trump, top):
            return top  # draw the trumps with the master trump
        if len(trumps) >= 3:
            return min(trumps, key=lambda c: STRENGTH[trump][c])
    opponents = (view.seat ^ 1, view.seat ^ 3)
    masters = [c for c in cards if c >> 3 != trump and is_master(k, trump, c)]
    # A plain master wins when neither opponent can trump it.
    safe = [c for c in masters if all(k.p_void(o, c >> 3) * k.p_any(o, SUIT_MASK[trump]) < 0.3 for o in opponents)]
    if safe:
        return max(safe, key=lambda c: (POINTS[trump][c], STRENGTH[trump][c]))
    plain = [c for c in cards if c >> 3 != trump] or cards

    def cost(c: int) -> tuple[float, int]:
        suit_len = (view.hand & SUIT_MASK[c >> 3]).bit_count()
        return (POINTS[trump][c] + keep_worth(k, trump, c) - 0.5 * suit_len, STRENGTH[trump][c])

    return min(plain, key=cost)


def _later_seats(view: SeatView) -> list[int]:
    seats = []
    s = view.next_seats[view.seat]
    for _ in range(3 - len(view.trick)):
        seats.append(s)
        s = view.next_seats[s]
    return seats


def _follow_worth(view: SeatView, k: Knowledge, card: int) -> float:
    """What playing ``card`` to the trick is worth to this seat's team: the trick's points and roem with the
    card, for the team likely to win it, less what the card would have been worth kept."""
    trump = _trump(view)
    cards = (*view.trick, card)
    led = cards[0] >> 3
    win_index = winner_of(trump, cards)
    win_seat = view.seat_after(view.trick_leader, win_index)
    win_card = cards[win_index]
    ours = win_seat & 1 == view.seat & 1
    gain = sum(POINTS[trump][c] for c in cards) + roem_now(view, cards)
    # Who may still take it over: each later seat that can beat the winning card. A seat that plays after a
    # card of the other team that may have gone higher still must beat that one: its chance counts half less.
    p_ours = 1.0 if ours else 0.0
    for s in _later_seats(view):
        p = p_beaten(k, trump, led, win_card, s)
        if s & 1 == view.seat & 1:
            p_ours += (1 - p_ours) * p * (1 - 0.5 * (1 - p_ours))  # the partner takes over what it can
        else:
            p_ours *= 1 - p * (1 - 0.5 * (1 - p_ours))
    worth = gain * (2 * p_ours - 1)
    keep = keep_worth(k, trump, card)
    row = POWER[trump][led]
    wins_now = row[card] >= row[win_card]
    return worth - keep * (0.2 if wins_now and ours else 0.5)
