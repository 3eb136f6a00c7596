"""The deal review (issues 16 and 34): each card's values with every hand seen, checked by brute force on the
last tricks; a deliberately bad card found and reported; the review repeatable; and the moves judged first
by what the seat could know, as the hint judges them, so that following the hint is never called a mistake."""

from __future__ import annotations

import random

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.base import Decision
from belote_desktop.bots.review import MoveReviewer, positions, review_deal
from belote_desktop.engine import PRESETS, Deal, cards_of
from belote_desktop.engine.tricks import LAST_TRICK_BONUS, POINTS, legal_mask, winning_index

SOUTH = 2


def played_deal(seed: int, variant: str = "coinche", spoil: int | None = None) -> Deal:
    """A deal played by normal bots; at South's card number ``spoil`` South plays its worst card instead."""
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    deal = Deal(PRESETS[variant], seed % 4, deck)
    bots = [make_bot("normal", seed=s) for s in range(4)]
    south_cards = 0
    while not deal.is_over:
        seat = deal.turn
        view = SeatView.of(deal, seat)
        decision = bots[seat].decide(view)
        if seat == SOUTH and decision.card >= 0 and not view.can_announce:
            if south_cards == spoil:
                decision = Decision(card=worst_card(deal))
            south_cards += 1
        apply(deal, seat, decision)
    return deal


def worst_card(deal: Deal) -> int:
    """South's legal card worth least with all hands known (solved as the review solves it)."""
    from belote_desktop.bots.review import Position

    view = SeatView.of(deal, SOUTH)
    won = 0
    for trick in deal.tricks:
        won |= 2 if trick.winner & 1 else 1
    position = Position(0, SOUTH, "play", -1, len(deal.tricks), tuple(deal.hands), deal.trick_leader,
                        tuple(deal.trick), won, deal.legal_mask(), view)
    values = MoveReviewer(position).card_values()
    return min(values, key=lambda c: (values[c], c))


def brute(deal: Deal, hands: list[int], leader: int, trick: list[int], seat_team: int) -> int:
    """Points ``seat_team`` takes from here to the end with perfect play of both sides (no capot: used on
    the last two tricks, where both teams have taken a trick already)."""
    mode = deal.contract.trump
    turn = leader
    for _ in trick:
        turn = deal.next_seat(turn)
    if len(trick) == 4:
        win = winning_index(mode, trick)
        winner = leader
        for _ in range(win):
            winner = deal.next_seat(winner)
        points = sum(POINTS[mode][c] for c in trick) + (LAST_TRICK_BONUS if not any(hands) else 0)
        rest = brute(deal, hands, winner, [], seat_team) if any(hands) else 0
        return rest + (points if winner & 1 == seat_team else 0)
    led = trick[0] >> 3 if trick else -1
    win_card, win_seat = -1, -1
    if trick:
        i = winning_index(mode, trick)
        win_card = trick[i]
        win_seat = leader
        for _ in range(i):
            win_seat = deal.next_seat(win_seat)
    legal = legal_mask(hands[turn], mode, led, win_card, win_seat == turn ^ 2,
                       deal.options.undertrump == "optional")
    results = []
    for c in (c for c in range(32) if legal >> c & 1):
        after = list(hands)
        after[turn] &= ~(1 << c)
        results.append(brute(deal, after, leader, [*trick, c], seat_team))
    return max(results) if turn & 1 == seat_team else min(results)


def test_the_last_tricks_values_agree_with_brute_force_for_both_teams() -> None:
    checked = 0
    for seed in range(12):
        deal = played_deal(seed)
        teams = {t.winner & 1 for t in deal.tricks[:6]}
        if deal.result is None or len(teams) < 2:
            continue  # thrown in, or one team took all of the first six tricks (the capot is then in play)
        for seat in range(4):
            for p in positions(deal, seat):
                if p.kind != "play" or p.trick < 6:
                    continue
                values = MoveReviewer(p).card_values()
                for card, value in values.items():
                    hands = list(p.hands)
                    hands[seat] &= ~(1 << card)
                    assert value == brute(deal, hands, p.leader, [*p.cards, card], seat & 1), (seed, seat, card)
                checked += 1
    assert checked >= 30


def test_a_deliberately_bad_card_is_reported_as_the_biggest_mistake() -> None:
    found = 0
    for seed in range(8):
        deal = played_deal(seed, spoil=3)
        if deal.result is None:
            continue
        review = review_deal(deal, SOUTH, samples=24)
        spoiled = review.cards[3]
        assert spoiled.exact_lost > 0 or len(spoiled.exact) == 1 or spoiled.exact[0][1] == spoiled.exact[-1][1]
        if spoiled.lost <= 0:
            continue  # the cards were worth the same by what South could know: nothing to spoil
        assert review.biggest is not None and review.biggest.lost >= spoiled.lost
        assert spoiled.best != spoiled.played and dict(spoiled.values)[spoiled.played] < spoiled.values[0][1]
        assert review.points_lost >= round(spoiled.lost) and review.best_cards <= len(review.cards) - 1
        found += 1
    assert found >= 3


def test_the_review_is_repeatable_and_its_best_moves_legal() -> None:
    deal = played_deal(2, variant="classic")
    moves = [p for p in positions(deal, SOUTH)][:4]
    for p in moves:
        first = MoveReviewer(p, samples=16).review()
        again = MoveReviewer(p, samples=16).review()
        assert first == again
        if p.kind == "play":
            assert p.legal >> first.best & 1  # type: ignore[operator]
            assert {c for c, _v in first.exact} == set(cards_of(p.legal))
        else:
            assert first.best in p.view.legal_bids and not first.exact
