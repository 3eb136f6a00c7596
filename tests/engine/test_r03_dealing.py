"""R3 Dealing: the first dealer, the packets (3-2 and the up-card for classic,
3-2-3 for coinche and contrée), who is dealt first, the dealer passing on,
and the deck between deals (gathered and cut, or shuffled with ``shuffle``).

Decks are given as lists of card ints; ``deck[0]`` is the first card dealt.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import (
    PASS_BID,
    PLAYING,
    PRESETS,
    SCORED,
    THROWN_IN,
    Bid,
    Deal,
    Match,
    OutOfTurn,
)
from tests.engine.helpers import seat

CLASSIC = PRESETS["classic"]
COINCHE = PRESETS["coinche"]
CONTREE = PRESETS["contree"]
CCW = "counterclockwise"
DECK = list(range(32))


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def rotation_offset(new: list[int], old: list[int]) -> int | None:
    """k such that ``new == old[k:] + old[:k]`` (a cut), or None."""
    for k in range(len(old)):
        if new == old[k:] + old[:k]:
            return k
    return None


def finish_deal(match: Match) -> None:
    """Play the current deal to its end: the first legal bid (classic: the
    first player takes the up-card's suit; coinche: the lowest bid, then
    passes), then the first legal card each time."""
    deal = match.deal
    while deal.phase == "bidding":
        bids = deal.legal_bids()
        bid = bids[0] if not deal.bids or deal.options.is_classic else PASS_BID
        match.bid(bid)
    while deal.phase == PLAYING:
        match.play(deal.legal_cards()[0])
    assert deal.phase == SCORED


def throw_in(match: Match) -> None:
    deal = match.deal
    while deal.phase == "bidding":
        match.bid(PASS_BID)
    assert deal.phase == THROWN_IN


# ---------------------------------------------------------------- first dealer
def test_r3_first_dealer_drawn_from_the_seed():
    """R3: the first dealer is drawn at random: the same seed draws the same
    dealer, and over a range of seeds every seat gets to deal first."""
    dealers = {Match(CLASSIC, seed=s).first_dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    for s in (0, 7, "abc"):
        assert Match(CLASSIC, seed=s).first_dealer == Match(CLASSIC, seed=s).first_dealer
    match = Match(CLASSIC, seed=11)
    assert match.start_deal().dealer == match.first_dealer


def test_r3_first_dealer_can_be_fixed():
    """R3: Match(first_dealer=...) overrides the draw (e.g. for a replayed record)."""
    for s in range(4):
        assert Match(CLASSIC, seed=5, first_dealer=s).start_deal().dealer == s


# ---------------------------------------------------------------- classic packets
def test_r3_classic_deals_three_then_two_then_up_card():
    """R3 classic: dealer N, clockwise, so E is dealt first: E, S, W, N get 3
    cards each (deck 0-11), then 2 each (deck 12-19); deck[20] is the up-card.
    Each player holds 5 cards during the bidding."""
    deal = Deal(CLASSIC, seat("N"), DECK)
    assert deal.hands[seat("E")] == mask([0, 1, 2, 12, 13])
    assert deal.hands[seat("S")] == mask([3, 4, 5, 14, 15])
    assert deal.hands[seat("W")] == mask([6, 7, 8, 16, 17])
    assert deal.hands[seat("N")] == mask([9, 10, 11, 18, 19])
    assert deal.up_card == 20
    assert all(h.bit_count() == 5 for h in deal.hands)
    assert deal.turn == seat("E")


def test_r3_classic_taker_gets_up_card_and_two_others_three():
    """R3 classic: after E (first to speak) takes, E gets the up-card and 2
    cards, the others 3 each, dealt from E on: E 21-22, S 23-25, W 26-28,
    N 29-31. Everyone holds 8."""
    deal = Deal(CLASSIC, seat("N"), DECK)
    deal.bid(Bid.take(20 >> 3))
    assert deal.phase == PLAYING
    assert deal.hands[seat("E")] == mask([0, 1, 2, 12, 13, 20, 21, 22])
    assert deal.hands[seat("S")] == mask([3, 4, 5, 14, 15, 23, 24, 25])
    assert deal.hands[seat("W")] == mask([6, 7, 8, 16, 17, 26, 27, 28])
    assert deal.hands[seat("N")] == mask([9, 10, 11, 18, 19, 29, 30, 31])


def test_r3_classic_taker_in_second_seat_gets_two_in_its_turn():
    """R3 classic: S takes in round 2 (another suit). Choice: the rest is dealt
    from the player next to the dealer, in order, the taker getting 2 in its
    turn: E 21-23, S up-card + 24-25, W 26-28, N 29-31."""
    deal = Deal(CLASSIC, seat("N"), DECK)
    up_suit = deal.up_card >> 3
    other = (up_suit + 1) % 4
    for _ in range(5):  # E, S, W, N pass round 1; E passes round 2
        deal.bid(PASS_BID)
    assert deal.turn == seat("S")
    deal.bid(Bid.take(other))
    assert deal.contract.taker == seat("S")
    assert deal.hands[seat("E")] == mask([0, 1, 2, 12, 13, 21, 22, 23])
    assert deal.hands[seat("S")] == mask([3, 4, 5, 14, 15, 20, 24, 25])
    assert deal.hands[seat("W")] == mask([6, 7, 8, 16, 17, 26, 27, 28])
    assert deal.hands[seat("N")] == mask([9, 10, 11, 18, 19, 29, 30, 31])


def test_r3_classic_counterclockwise_dealing_starts_next_to_dealer():
    """R3 with R1 counterclockwise: dealer N, so W is dealt first, then S, E, N."""
    deal = Deal(CLASSIC.with_(direction=CCW), seat("N"), DECK)
    assert deal.hands[seat("W")] == mask([0, 1, 2, 12, 13])
    assert deal.hands[seat("S")] == mask([3, 4, 5, 14, 15])
    assert deal.hands[seat("E")] == mask([6, 7, 8, 16, 17])
    assert deal.hands[seat("N")] == mask([9, 10, 11, 18, 19])
    assert deal.up_card == 20
    assert deal.turn == seat("W")


def test_r3_classic_thrown_in_hands_stay_at_five():
    """R3/R4: when all pass twice nobody gets more cards."""
    deal = Deal(CLASSIC, seat("S"), DECK)
    for _ in range(8):
        deal.bid(PASS_BID)
    assert deal.phase == THROWN_IN
    assert all(h.bit_count() == 5 for h in deal.hands)


# ---------------------------------------------------------------- coinche packets
@pytest.mark.parametrize("options", [COINCHE, CONTREE], ids=["coinche", "contree"])
def test_r3_coinche_and_contree_deal_three_two_three_without_up_card(options):
    """R3 coinche/contrée: dealer W, so N is dealt first: 3 each (0-11), 2 each
    (12-19), 3 each (20-31); no up-card; everyone holds 8 before bidding."""
    deal = Deal(options, seat("W"), DECK)
    assert deal.up_card is None
    assert deal.hands[seat("N")] == mask([0, 1, 2, 12, 13, 20, 21, 22])
    assert deal.hands[seat("E")] == mask([3, 4, 5, 14, 15, 23, 24, 25])
    assert deal.hands[seat("S")] == mask([6, 7, 8, 16, 17, 26, 27, 28])
    assert deal.hands[seat("W")] == mask([9, 10, 11, 18, 19, 29, 30, 31])
    assert deal.turn == seat("N")


def test_r3_coinche_counterclockwise_dealing_order():
    """R3 with R1 counterclockwise: dealer S, so E is dealt first, then N, W, S."""
    deal = Deal(COINCHE.with_(direction=CCW), seat("S"), DECK)
    assert deal.hands[seat("E")] == mask([0, 1, 2, 12, 13, 20, 21, 22])
    assert deal.hands[seat("N")] == mask([3, 4, 5, 14, 15, 23, 24, 25])
    assert deal.hands[seat("W")] == mask([6, 7, 8, 16, 17, 26, 27, 28])
    assert deal.hands[seat("S")] == mask([9, 10, 11, 18, 19, 29, 30, 31])


def test_r3_a_deck_must_hold_every_card_once():
    """R3: a deck of 32 distinct cards is required."""
    with pytest.raises(ValueError):
        Deal(CLASSIC, 0, [*range(31), 0])
    with pytest.raises(ValueError):
        Deal(CLASSIC, 0, list(range(31)))


# ---------------------------------------------------------------- dealer rotation
@pytest.mark.parametrize(("direction", "step"), [("clockwise", 1), (CCW, 3)])
def test_r3_dealer_passes_on_after_played_and_thrown_in_deals(direction, step):
    """R3: the deal passes to the next player after every deal, a played one
    or one everyone passed (classic: thrown in after two rounds)."""
    match = Match(CLASSIC.with_(direction=direction), seed=21, first_dealer=seat("E"))
    expected = seat("E")
    for action in (throw_in, finish_deal, throw_in, throw_in, finish_deal, finish_deal):
        deal = match.start_deal()
        assert deal.dealer == expected
        action(match)
        expected = (expected + step) % 4


def test_r3_no_new_deal_while_one_is_in_progress():
    """R3: a new deal before the current one ends is refused (deal_in_progress)."""
    match = Match(COINCHE, seed=1)
    match.start_deal()
    with pytest.raises(OutOfTurn) as err:
        match.start_deal()
    assert (err.value.rule, err.value.reason) == ("R3", "deal_in_progress")
    assert len(match.deals) == 1


# ---------------------------------------------------------------- deck between deals
@pytest.mark.parametrize("seed", range(12))
def test_r3_thrown_in_deal_is_gathered_and_cut(seed):
    """R3 (shuffle off): after a thrown-in deal the next deck is the previous
    deck (gathered in the order dealt, README) cut once: a rotation, leaving at
    least three cards on each side (README)."""
    match = Match(COINCHE, seed=seed)
    first = match.start_deal()
    throw_in(match)
    second = match.start_deal()
    k = rotation_offset(list(second.deck), list(first.deck))
    assert k is not None
    assert 3 <= k <= 29


@pytest.mark.parametrize("seed", range(6))
def test_r3_played_deal_tricks_are_gathered_and_cut(seed):
    """R3 (shuffle off): after a played deal the tricks are stacked in the
    order they were played (README) and cut: the next deck is a rotation of
    the played cards, with at least three cards on each side."""
    match = Match(CLASSIC, seed=seed)
    first = match.start_deal()
    finish_deal(match)
    played = [c for t in first.tricks for c in t.cards]
    assert sorted(played) == DECK
    second = match.start_deal()
    k = rotation_offset(list(second.deck), played)
    assert k is not None
    assert 3 <= k <= 29


@pytest.mark.parametrize("seed", range(6))
def test_r3_shuffle_on_gives_a_fresh_order(seed):
    """R3 option shuffle=on: the next deck is shuffled, not a cut of the
    gathered cards (with these seeds it is no rotation of them at all)."""
    match = Match(COINCHE.with_(shuffle=True), seed=seed)
    first = match.start_deal()
    throw_in(match)
    second = match.start_deal()
    assert sorted(second.deck) == DECK
    assert rotation_offset(list(second.deck), list(first.deck)) is None
    finish_deal(match)
    played = [c for t in second.tricks for c in t.cards]
    third = match.start_deal()
    assert rotation_offset(list(third.deck), played) is None


def test_r3_a_new_match_starts_from_a_shuffled_deck():
    """R3: the first deck of a match is shuffled: it depends on the seed and is
    not the deck's sorted order."""
    decks = {tuple(Match(COINCHE, seed=s).start_deal().deck) for s in range(5)}
    assert len(decks) == 5
    assert tuple(DECK) not in decks


def test_r3_same_seed_same_cards_different_seeds_differ():
    """R3: a match is reproducible from its seed: the same seed and the same
    actions give the same dealers and decks deal after deal; another seed
    gives other cards."""

    def run(seed):
        match = Match(CLASSIC, seed=seed)
        out = []
        for action in (finish_deal, throw_in, finish_deal):
            deal = match.start_deal()
            out.append((deal.dealer, tuple(deal.deck), deal.up_card))
            action(match)
        return out

    assert run(99) == run(99)
    assert run("seed") == run("seed")
    assert run(99)[0][1] != run(100)[0][1]
