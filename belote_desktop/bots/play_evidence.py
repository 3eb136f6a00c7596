"""Cards played as evidence: what a player's choices say about the cards it
still holds, beyond what the rules force (``knowledge`` has those), to
weight the deals the hard bot looks at (``evidence._Evidence``).

Players keep their honours and throw what they do not need, so:

- **a discard shows no honour left in its suit**: a player who cannot follow
  and does not trump, and throws a card worth less than ten points, seldom
  still holds the ace or the ten of that suit (it would keep the suit's
  small cards to guard them, and throw elsewhere);
- **a partner's ace is charged**: a player who follows a plain suit with a
  small card while its partner's ace wins the trick seldom holds that suit's
  ten (it would have added ten points to its side's trick).

Each rule lowers a sampled deal's weight by a factor for each such card the
seat holds in it; soft, not forbidding: people err, and keep a card for a
later trick.
"""

from __future__ import annotations

from ..engine.cards import ACE, SANS_ATOUT, TEN, TOUT_ATOUT
from ..engine.tricks import POINTS, winning_index
from .view import SeatView

# The factors ``benchmarks/play_readings.py`` fitted to the hard level's cards (300 deals each):
# a small discard says nothing of an ace or ten kept in its suit (best factor 0.93 in classic,
# 1.04 in contree), so it is not read; a small card on the partner's winning ace says a little
# (0.63 in classic, 0.80 in contree).
DISCARD_FACTOR = 1.0  # per ace or ten still held in a suit its player discarded from
UNCHARGED_FACTOR = 0.7  # per ten held in a suit where its player did not charge its partner's ace
FITTED_FACTORS = (DISCARD_FACTOR, UNCHARGED_FACTOR)
# As first written, by the habits of club players, before the fit (arena level "hard-first-readings").
FIRST_FACTORS = (0.35, 0.4)


def play_rules(view: SeatView, factors: tuple[float, float] = FITTED_FACTORS) -> dict[int, list[tuple[int, float]]]:
    """Per other seat: (card, factor) pairs, the weight's factor when the seat's hand holds the card;
    ``factors``: a discard's and an uncharged ace's (a factor of 1 reads nothing).
    Only cards nobody has seen are named (a played or own card tells nothing of a sampled hand)."""
    discard, uncharged = factors
    if view.contract is None:
        return {}
    mode = view.contract.trump
    points = POINTS[mode]
    plain = mode != TOUT_ATOUT  # under tout atout every suit is a trump suit: ace and ten are not its honours
    seen = view.hand
    for t in view.tricks:
        for c in t.cards:
            seen |= 1 << c
    for c in view.trick:
        seen |= 1 << c
    rules: dict[int, dict[int, float]] = {}

    def lower(seat: int, card: int, factor: float) -> None:
        if seat == view.seat or seen >> card & 1 or factor >= 1.0:
            return
        held = rules.setdefault(seat, {})
        held[card] = min(held.get(card, 1.0), factor)  # one reading per card: the strongest

    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        led = cards[0] >> 3
        seat = leader
        for i, c in enumerate(cards):
            if i and plain:
                suit = c >> 3
                if suit != led and (mode == SANS_ATOUT or suit != mode) and points[c] < 10:
                    lower(seat, suit * 8 + ACE, discard)
                    lower(seat, suit * 8 + TEN, discard)
                elif suit == led and (mode == SANS_ATOUT or suit != mode) and points[c] < 10:
                    w = winning_index(mode, cards[:i])
                    partner_won = view.seat_after(leader, w) == seat ^ 2
                    if partner_won and cards[w] == led * 8 + ACE:
                        lower(seat, led * 8 + TEN, uncharged)
            seat = view.next_seats[seat]
    return {seat: sorted(held.items()) for seat, held in rules.items()}

