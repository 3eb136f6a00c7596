"""R2 Cards: the 32 cards and their notation, the card order in each kind of
contract, the card points (152 a deal, 162 with the last trick), and which
card wins a trick.

Orders and points are checked through played tricks, not through the
engine's internal tables: the expected values below are copied from RULES.md.
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.engine import (
    PLAYING,
    PRESETS,
    SANS_ATOUT,
    SCORED,
    TOUT_ATOUT,
    card_name,
    cards_of,
    names,
    parse_card,
    parse_hand,
)
from belote_desktop.engine.tricks import POINTS
from tests.engine.helpers import bid_all, make_deal, play, seat

COINCHE = PRESETS["coinche"]
RANKS = "789TJQKA"
SUITS = "SHDC"

# R2, highest first.
TRUMP_ORDER = "J9ATKQ87"
PLAIN_ORDER = "ATKQJ987"

# R2 points table: rank -> points, per column.
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"J": 2, "9": 0, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
SA_POINTS = {"J": 2, "9": 0, "A": 19, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
TA_POINTS = {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}


def rules_points(card: str, trump: str) -> int:
    """The R2 table: points of ``card`` in a contract with trump ``trump``
    (a suit letter, SA or TA)."""
    rank, suit = card[0], card[1]
    if trump == "SA":
        return SA_POINTS[rank]
    if trump == "TA":
        return TA_POINTS[rank]
    return TRUMP_POINTS[rank] if suit == trump else PLAIN_POINTS[rank]


def started(hands: dict[str, str], trump: str):
    """Coinche deal, dealer W: N bids 80 ``trump``, the others pass; N leads."""
    deal = make_deal(COINCHE, "W", hands)
    bid_all(deal, [f"80 {trump}", "pass", "pass", "pass"])
    assert deal.phase == PLAYING
    return deal


# ---------------------------------------------------------------- the cards
def test_r2_thirty_two_cards_and_notation():
    """R2: 32 cards, ranks 7 8 9 T J Q K A in S H D C; the name of a card is
    rank + suit and reads back to the same card."""
    every = [r + s for s in SUITS for r in RANKS]
    cards = [parse_card(n) for n in every]
    assert len(set(cards)) == 32
    assert [card_name(c) for c in cards] == every
    assert parse_hand(" ".join(every)).bit_count() == 32
    assert card_name(parse_card("JH")) == "JH"
    assert card_name(parse_card("TS")) == "TS"


@pytest.mark.parametrize("bad", ["1S", "JX", "", "JHH", "6D"])
def test_r2_notation_rejects_non_cards(bad):
    """R2: only rank 7..A and suit S H D C name a card."""
    with pytest.raises(ValueError):
        parse_card(bad)


def test_r2_hand_notation_round_trip_and_duplicates():
    """R2: a hand is a set of cards; a duplicate card is an error."""
    assert {card_name(c) for c in cards_of(parse_hand("JH 9H AS"))} == {"JH", "9H", "AS"}
    assert set(names(parse_hand("JH 9H AS")).split()) == {"JH", "9H", "AS"}
    with pytest.raises(ValueError):
        parse_hand("JH JH")


# ---------------------------------------------------------------- card order
def two_card_trick(x: str, y: str, trump: str):
    """N leads the spade ``x``, E plays the spade ``y`` (its only spade, so it
    is forced), S and W hold no spade and no heart and discard. Returns the
    winner of the trick."""
    spades = [r + "S" for r in RANKS]
    others = [s for s in spades if s not in (x + "S", y + "S")]
    hands = {
        "N": " ".join([x + "S", *others, "AH"]),
        "E": " ".join([y + "S"] + [r + "H" for r in RANKS if r != "A"]),
        "S": " ".join(r + "D" for r in RANKS),
        "W": " ".join(r + "C" for r in RANKS),
    }
    deal = started(hands, trump)
    play(deal, x + "S")
    assert {card_name(c) for c in deal.legal_cards()} == {y + "S"}
    play(deal, y + "S")
    for _ in range(2):
        deal.play(deal.legal_cards()[0])
    assert len(deal.tricks) == 1
    return deal.tricks[0].winner


@pytest.mark.parametrize(
    ("trump", "order"),
    [
        ("S", TRUMP_ORDER),  # spades are trump: J 9 A 10 K Q 8 7
        ("H", PLAIN_ORDER),  # spades are a plain suit: A 10 K Q J 9 8 7
        ("SA", PLAIN_ORDER),  # sans atout: every suit in the plain order
        ("TA", TRUMP_ORDER),  # tout atout: every suit in the trump order
    ],
)
def test_r2_card_order_in_each_kind_of_contract(trump, order):
    """R2 order, highest first: trump J 9 A 10 K Q 8 7; other suits and sans
    atout A 10 K Q J 9 8 7; tout atout uses the trump order (R6 winner). Every
    pair of spades is played against each other, in both orders of play."""
    for i, x in enumerate(RANKS):
        for y in RANKS[i + 1:]:
            for first, second in ((x, y), (y, x)):
                expected = "N" if order.index(first) < order.index(second) else "E"
                assert two_card_trick(first, second, trump) == seat(expected), (first, second, trump)


def test_r2_sequence_order_is_not_the_play_order():
    """R2: the sequence order (A K Q J 10 9 8 7) is for declarations only; in
    play a plain 10 beats a plain K and a trump 9 beats a trump A."""
    assert two_card_trick("T", "K", "H") == seat("N")
    assert two_card_trick("K", "T", "H") == seat("E")
    assert two_card_trick("A", "9", "S") == seat("E")
    assert two_card_trick("9", "A", "S") == seat("N")


# ---------------------------------------------------------------- who wins
# N holds every spade; E's only trump (if hearts) is 7H.
ALL_SPADES_N = {
    "N": "AS KS QS JS TS 9S 8S 7S",
    "E": "7H AD KD QD JD TD 9D 8D",
    "S": "AC KC QC JC TC 9C 8C 7C",
    "W": "8H 9H TH JH QH KH AH 7D",
}


def test_r2_lowest_trump_beats_the_led_ace():
    """R2/R6 winner: trump H. N AS, E ruffs 7H, S AC, W 7D: E wins with the
    lowest trump; the trick's 22 points (AS 11, AC 11) go to EW."""
    deal = started(ALL_SPADES_N, "H")
    play(deal, "AS 7H AC 7D")
    assert deal.tricks[0].winner == seat("E")
    assert deal.card_points == [0, 22]


def test_r2_higher_trump_beats_lower_trump():
    """R2/R6 winner: trump H. N AS, E 7H, S AC, W overruffs 8H: W wins."""
    deal = started(ALL_SPADES_N, "H")
    play(deal, "AS 7H AC 8H")
    assert deal.tricks[0].winner == seat("W")
    assert deal.card_points == [0, 22]


def test_r2_sans_atout_aces_of_other_suits_do_not_win():
    """R2/R6 winner, sans atout: N AS, E AD, S AC, W AH: only spades can win,
    N wins; four aces at 19 = 76 points to NS."""
    deal = started(ALL_SPADES_N, "SA")
    play(deal, "AS AD AC AH")
    assert deal.tricks[0].winner == seat("N")
    assert deal.card_points == [76, 0]


def test_r2_tout_atout_jacks_of_other_suits_do_not_win():
    """R2/R6 winner, tout atout: N leads 7S, E JD, S JC, W JH. Choice: in tout
    atout only the led suit can win (RULES: 'with no trump, the highest card
    of the led suit ... tout atout: trump order'), so 7S wins; three jacks at
    14 = 42 points to NS."""
    deal = started(ALL_SPADES_N, "TA")
    play(deal, "7S JD JC JH")
    assert deal.tricks[0].winner == seat("N")
    assert deal.card_points == [42, 0]


# ---------------------------------------------------------------- points
MIXED = {
    "N": "JS 9H AD TC KS QH 8D 7C",
    "E": "9S AH TD KC QS 8H 7D JC",
    "S": "AS TH KD QC 8S 7H JD 9C",
    "W": "TS KH QD 8C 7S JH 9D AC",
}


@pytest.mark.parametrize("trump", ["S", "H", "D", "C", "SA", "TA"])
@pytest.mark.parametrize("seed", range(4))
def test_r2_every_card_scores_its_table_value_and_deal_totals_162(trump, seed):
    """R2: each trick adds the R2 table values of its four cards to the
    winner's team; the cards hold 152 in every contract, and the last trick
    adds 10, for 162 without a capot. The deal is played out with legal cards
    picked by a seeded generator, so cards meet in varied tricks."""
    rng = random.Random(seed)
    deal = started(MIXED, trump)
    expected = [0, 0]
    while deal.phase == PLAYING:
        n = len(deal.tricks)
        deal.play(rng.choice(deal.legal_cards()))
        if len(deal.tricks) > n:  # a trick was just completed
            t = deal.tricks[-1]
            expected[t.winner & 1] += sum(rules_points(card_name(c), trump) for c in t.cards)
            assert deal.card_points == expected, (n + 1, names(t.cards))
    assert deal.phase == SCORED
    assert sorted(card_name(c) for t in deal.tricks for c in t.cards) == sorted(
        r + s for s in SUITS for r in RANKS)
    assert sum(expected) == 152
    result = deal.result
    assert [result.teams[i].card_points for i in (0, 1)] == expected
    last_team = deal.tricks[-1].winner & 1
    assert result.teams[last_team].last_trick == 10
    assert result.teams[last_team ^ 1].last_trick == 0
    assert result.capot is None  # with these seeds both teams take tricks
    assert result.teams[0].points + result.teams[1].points == 162


@pytest.mark.parametrize(("mode", "trump"), [(0, "S"), (1, "H"), (2, "D"), (3, "C"), (4, "SA"), (5, "TA")])
def test_r2_points_table_of_every_card(mode, trump):
    """R2: the engine's points table (``tricks.POINTS``, indexed by trump mode
    and card int) holds the RULES.md value of each of the 32 cards, and its
    cards total 152."""
    for s in SUITS:
        for r in RANKS:
            assert POINTS[mode][parse_card(r + s)] == rules_points(r + s, trump), (r + s, trump)
    assert sum(POINTS[mode]) == 152


@pytest.mark.parametrize("trump", ["S", "SA", "TA"])
def test_r2_table_sums_to_152(trump):
    """R2: the table itself (copied from RULES.md) makes 152 in each column;
    a check of this test file's own expectations."""
    assert sum(rules_points(r + s, trump) for s in SUITS for r in RANKS) == 152


def test_r2_trump_modes_are_numbered_as_documented():
    """README: trump modes 0..3 are suits, SANS_ATOUT = 4, TOUT_ATOUT = 5; the
    contract of an 'SA' / 'TA' bid carries them."""
    for trump, mode in (("S", 0), ("C", 3), ("SA", SANS_ATOUT), ("TA", TOUT_ATOUT)):
        deal = started(MIXED, trump)
        assert deal.contract.trump == mode
        assert deal.mode == mode
