"""The deal review of a klaverjas deal (issue 38): each card's exact value with every hand seen counts roem, stuk,
the last trick, nat and pit as the engine scores the deal (K6, K7), checked against the engine itself on the last
tricks and on a constructed trick where a card hands the opponents a run; the choice of trump judged like
belote's bids; and a player who follows the klaverjas hint is never told it was a mistake."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

import pytest

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.base import Decision, decision_of
from belote_desktop.bots.coach import Coach
from belote_desktop.bots.klaverjas.review import KlaverjasMoveReviewer
from belote_desktop.bots.review import Position, positions, review_deal, reviewer_of
from belote_desktop.engine import cards_of, dealt_again, parse_card
from belote_desktop.engine.families.klaverjas.deal import KlaverjasDeal
from belote_desktop.engine.families.klaverjas.options import PRESETS, KlaverjasOptions
from belote_desktop.engine.tricks import POINTS
from tests.engine.klaverjas.helpers import play, started

SOUTH = 2


def played_deal(options: KlaverjasOptions, seed: int, hints: bool = False) -> KlaverjasDeal:
    """A deal played by normal bots; with ``hints``, South does what the coach's hint says at every call and card
    (the game's hint with time enough for all of its layouts, so that the test does not depend on the machine's
    speed: it stops where one card is surely best, or at the review's number of layouts)."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    deal = KlaverjasDeal(options, seed % 4, deck, (rng.randrange(4), rng.randrange(4)))
    bots = [make_bot("normal", seed=s) for s in range(4)]
    while not deal.is_over:
        seat = deal.turn
        view = SeatView.of(deal, seat)
        decision = bots[seat].decide(view)
        if hints and seat == SOUTH and deal.phase in ("bidding", "playing"):
            hint = Coach(budget=600).decide(view)
            decision = Decision(bid=hint.bid, card=hint.card, claim_roem=decision.claim_roem)
        apply(deal, seat, decision)
    return deal


def count_lead(deal: KlaverjasDeal) -> int:
    """North-South's card points and roem less East-West's, as the engine counted them so far (the last trick and
    pit once the deal is over): what the search values and what decides made or nat (K7)."""
    if deal.result is not None:
        ns, ew = deal.result.teams
        return ns.counted + ns.pit - ew.counted - ew.pit
    return deal.card_points[0] + deal.roem_points[0] - deal.card_points[1] - deal.roem_points[1]


def after(deal: KlaverjasDeal, card: int) -> KlaverjasDeal:
    played = copy.deepcopy(deal)
    played.play(card)
    return played


def perfect_end(deal: KlaverjasDeal) -> KlaverjasDeal:
    """The deal played out to its end through the engine, every line tried: each player plays the card best for
    its side's count lead (North-South the highest, East-West the lowest; ties to the lowest card)."""
    if deal.is_over:
        return deal
    ends = [perfect_end(after(deal, card)) for card in sorted(deal.legal_cards())]
    leads = [count_lead(end) for end in ends]
    best = max(leads) if deal.turn & 1 == 0 else min(leads)
    return ends[leads.index(best)]


def replayed_to(deal: KlaverjasDeal, p: Position) -> KlaverjasDeal:
    """``deal`` as it stood before the move of ``p``."""
    replay = dealt_again(deal)
    for action in deal.actions[:p.number]:
        apply(replay, action.seat, decision_of(action))
    return replay


@pytest.mark.parametrize("preset", ["amsterdams", "rotterdams"])
def test_the_exact_values_of_the_last_tricks_are_the_engines_scores_with_roem_nat_and_pit(preset: str) -> None:
    """On the last two tricks every line is played out through the engine: each card's value to North-South is the
    engine's count, and its exact value the engine's score of the deal, a nat giving the defenders all roem, that of
    the tricks still to come too."""
    checked = nat_with_roem_to_come = 0
    for seed in range(8):
        deal = played_deal(PRESETS[preset], seed)
        for seat in range(4):
            for p in positions(deal, seat):
                if p.kind != "play" or p.trick < 6 or p.legal.bit_count() < 2:
                    continue
                job = reviewer_of(p)
                assert isinstance(job, KlaverjasMoveReviewer)
                north_south, exact = job.north_south_values(), job.exact_values()
                before = replayed_to(deal, p)
                for card in cards_of(p.legal):
                    end = perfect_end(after(before, card))
                    assert north_south[card] == count_lead(end) - count_lead(before), (seed, seat, card)
                    scores = end.result.scores()  # type: ignore[union-attr]
                    assert exact[card] == scores[seat & 1] - scores[seat & 1 ^ 1], (seed, seat, card)
                    if not end.result.made and sum(r.total for r in end.roem[p.trick:]):  # type: ignore[union-attr]
                        nat_with_roem_to_come += 1
                checked += 1
    assert checked >= 10 and nat_with_roem_to_come >= 1


def roem_deal() -> KlaverjasDeal:
    """Trump hearts, North plays (NS the makers; no roem in the first six tricks but North-South's run T J Q of
    trumps). At trick 7 West leads A♠, North (no spades, no trumps left) throws 7♦, East plays K♠; South, last,
    holds Q♠ and 9♠: Q♠ would complete A K Q, a run of three, 20 roem for East-West (K6: roem goes to the trick's
    winner, whoever supplied its cards). North takes the last trick with A♦."""
    deal = started({"N": "AC TC JH 9H JS KD 7D AD", "E": "7C 8C 7H 8H 8S TD KS JD",
                    "S": "KC QC AH TH 7S QD QS 9S", "W": "9C JC KH QH TS 9D AS 8D"}, "H", maker="N")
    play(deal, "7C QC 9C AC  JH 7H TH QH  9H 8H AH KH  TC 8C KC JC  KD TD QD 9D  8S 7S TS JS  AS 7D KS")
    return deal


def test_a_card_that_hands_the_opponents_roem_is_worth_less_by_the_roem() -> None:
    deal = roem_deal()
    queen, nine = parse_card("QS"), parse_card("9S")
    assert set(deal.legal_cards()) == {queen, nine}
    last = [p for p in positions(_finished(deal, nine), SOUTH) if p.kind == "play"][6]
    assert last.trick == 6 and last.legal == (1 << queen) | (1 << nine)
    exact = KlaverjasMoveReviewer(last).exact_values()
    # The engine's own scores of both ends of the deal, made either way.
    ends = {}
    for card in (queen, nine):
        finished = _finished(deal, card)
        assert finished.result is not None and finished.result.made
        ends[card] = finished.result.scores()[0] - finished.result.scores()[1]
    assert exact == ends
    # Q♠ instead of 9♠: East-West take 3 card points more in trick 7, North-South 3 fewer in the last trick, and
    # East-West score the run's 20 roem: 26 less for South's team, 20 of them roem.
    points = POINTS[deal.contract.trump]
    swing = 2 * (points[queen] - points[nine])
    assert exact[nine] - exact[queen] == swing + 20 == 26
    review = KlaverjasMoveReviewer(last).review()
    assert review.best == nine and review.exact[0][0] == nine
    queen_played = KlaverjasMoveReviewer(replace(last, played=queen)).review()
    assert queen_played.lost > 0 and queen_played.exact_lost == 26


def _finished(deal: KlaverjasDeal, card: int) -> KlaverjasDeal:
    """``deal`` with South playing ``card`` now and the last trick played out (every card forced)."""
    after = copy.deepcopy(deal)
    after.play(card)
    while not after.is_over:
        after.play(after.legal_cards()[0])
    return after


@pytest.mark.parametrize("looked_at", [8, 16, 24])
def test_whatever_number_of_layouts_the_klaverjas_hint_looked_at_its_card_is_not_a_mistake(looked_at: int) -> None:
    deal = played_deal(PRESETS["amsterdams"], 3)
    first = next(p for p in positions(deal, SOUTH) if p.kind == "play" and p.legal.bit_count() > 2)
    advice = Coach(budget=60, max_samples=looked_at).decide(first.view).advice
    assert advice is not None and advice.samples == looked_at and advice.options[0][1] is not None
    review = KlaverjasMoveReviewer(replace(first, played=advice.best)).review()
    assert review.lost == 0
    assert review.samples >= looked_at and {c for c, _v in review.values} == set(cards_of(first.legal))


@pytest.mark.parametrize(("preset", "seed"), [("amsterdams", 5), ("rotterdams", 1)])
def test_a_klaverjas_deal_played_by_the_hints_has_no_mistake_in_its_review(preset: str, seed: int) -> None:
    deal = played_deal(PRESETS[preset], seed, hints=True)
    review = review_deal(deal, SOUTH)
    assert review.bids and review.cards and len(review.cards) == 8
    assert review.points_lost == 0 and review.biggest is None, [(m.kind, m.trick, m.lost) for m in review.moves]
    assert review.best_cards == 8 and review.best_bids == len(review.bids)
    for call in review.bids:  # the choice of trump judged as belote's bids: ik speel in a suit, or ik pas
        assert call.values[0][0] == call.best and call.played in dict(call.values) and not call.exact
        assert {m.kind for m, _v in call.values} <= {"take", "pass"}
    for card in review.cards:  # the best card is never a mistake, and each has its exact value
        assert card.played in dict(card.exact)
