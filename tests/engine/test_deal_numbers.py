"""Deal numbers (engine README, "Deal numbers"): a number deals the same cards by the same dealer everywhere,
in every variant's way of dealing; every deal of a match has one that deals it again; older records go on
dealing as they did."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.engine import PRESETS, SEATS, Match, card_name, names
from belote_desktop.engine.deal_numbers import (
    EMPTY,
    LONG_BASE,
    LONG_MAX,
    NOT_A_NUMBER,
    OUT_OF_RANGE,
    SHORT_MAX,
    DealNumberError,
    SplitMix64,
    dealer_of,
    deck_of,
    format_deal_number,
    is_deal_number,
    long_number,
    number_from_seed,
    parse_deal_number,
)
from belote_desktop.engine.record import RecordError, from_record, to_record

FIXTURES = Path(__file__).parent.parent / "fixtures"


def test_the_generator_is_splitmix64() -> None:
    # The first outputs of Vigna's reference splitmix64.c for this seed, as other ports of it check them:
    # the numbers' decks rest on this generator and on nothing of Python's.
    rng = SplitMix64(1477776061723855037)
    assert [rng.next() for _ in range(3)] == [1985237415132408290, 2979275885539914483, 13511426838097143398]


def test_number_1_is_this_deck() -> None:
    assert names(deck_of(1)) == ("7C JD QS 7D 8D KC JH 9H 7S QH 9C JS TS TH KH KD "
                                 "8S AD QD TC AS QC 8C 8H AC 7H 9D JC KS TD AH 9S")


# Pinned: a change to the generator, the shuffle or the dealing would deal other hands for the same number.
PINNED = {
    (1, "classic"): ("E", {"N": "7S 8S 9H JH AD", "E": "JS QH QD 9C TC", "S": "TS QS TH JD 7C",
                           "W": "KH 7D 8D KD KC"}, "AS"),
    (1, "coinche"): ("E", {"N": "7S 8S KS 9H JH 9D AD JC", "E": "9S JS QH AH TD QD 9C TC",
                           "S": "TS QS AS TH JD 7C 8C QC", "W": "7H 8H KH 7D 8D KD KC AC"}, None),
    (482913027, "classic"): ("W", {"N": "TS QS AS QC AC", "E": "9S KS JH QD KD", "S": "JS 7H KH 8D KC",
                                   "W": "7D TD JD 9C TC"}, "AH"),
    (482913027, "contree"): ("W", {"N": "TS QS AS 9H AH AD QC AC", "E": "9S KS TH JH 9D QD KD 8C",
                                   "S": "7S 8S JS 7H QH KH 8D KC", "W": "8H 7D TD JD 7C 9C TC JC"}, None),
    (999999999, "coinche"): ("W", {"N": "9S TS QS 9H JH AH AD AC", "E": "7S JS AS TH QH 7D 9D JD",
                                   "S": "8S 8H 8D QD 7C 8C TC QC", "W": "KS 7H KH TD KD 9C JC KC"}, None),
}


@pytest.mark.parametrize("number,variant", list(PINNED))
def test_a_number_deals_its_pinned_hands(number: int, variant: str) -> None:
    dealer, hands, up_card = PINNED[number, variant]
    deal = Match(PRESETS[variant], number=number).start_deal()
    assert SEATS[deal.dealer] == dealer
    assert {SEATS[s]: names(deal.hands[s]) for s in range(4)} == hands
    assert (None if deal.up_card is None else card_name(deal.up_card)) == up_card


def test_every_variant_deals_the_same_deck_from_a_number() -> None:
    for number in (7, 123456, SHORT_MAX, LONG_BASE + 4 * 99 + 1):
        decks = {tuple(Match(PRESETS[v], number=number).start_deal().deck) for v in ("classic", "coinche", "contree")}
        assert decks == {tuple(deck_of(number))}


def test_the_number_names_the_dealer() -> None:
    for number in (1, 2, 3, 4, 5, 482913027):
        assert Match(PRESETS["classic"], number=number).start_deal().dealer == number % 4
    with pytest.raises(ValueError):
        Match(PRESETS["classic"], number=1, first_dealer=0)  # number 1 is East's deal


def test_a_deck_s_long_number_deals_it_again() -> None:
    rnd = random.Random(5)
    for _ in range(200):
        deck = list(range(32))
        rnd.shuffle(deck)
        dealer = rnd.randrange(4)
        number = long_number(deck, dealer)
        assert LONG_BASE <= number <= LONG_MAX and is_deal_number(number)
        assert deck_of(number) == deck and dealer_of(number) == dealer
        assert parse_deal_number(format_deal_number(number)) == number
    assert long_number(list(range(32))[::-1], 3) == LONG_MAX  # the last order by the last seat: the top


@pytest.mark.parametrize("text,number", [
    ("482913027", 482913027), (" 482 913 027 ", 482913027), ("482.913.027", 482913027),
    ("482,913,027", 482913027), ("482\u202f913\u202f027", 482913027), ("1", 1), ("999 999 999", SHORT_MAX),
])
def test_typed_numbers_are_read(text: str, number: int) -> None:
    assert parse_deal_number(text) == number


@pytest.mark.parametrize("text,reason", [
    ("", EMPTY), ("   ", EMPTY), ("12a4", NOT_A_NUMBER), ("-5", NOT_A_NUMBER), ("٣٤", NOT_A_NUMBER),
    ("0", OUT_OF_RANGE), ("1000000000", OUT_OF_RANGE), (str(LONG_BASE - 1), OUT_OF_RANGE),
    (str(LONG_MAX + 1), OUT_OF_RANGE), ("9" * 5000, OUT_OF_RANGE),
])
def test_what_is_not_a_deal_number_is_refused_with_its_reason(text: str, reason: str) -> None:
    with pytest.raises(DealNumberError) as refused:
        parse_deal_number(text)
    assert refused.value.reason == reason


def test_numbers_are_shown_in_groups_of_three() -> None:
    assert format_deal_number(482913027, " ") == "482 913 027"
    assert format_deal_number(1234, " ") == "1 234"
    assert format_deal_number(1, " ") == "1"


def test_a_seed_gives_a_short_number_the_same_everywhere() -> None:
    assert number_from_seed(0) == number_from_seed(0) != number_from_seed("0")
    assert number_from_seed("7/1") == 532205154  # pinned: FNV-1a and SplitMix64, not Python's per-run hash
    assert all(1 <= number_from_seed(s) <= SHORT_MAX for s in range(100))


def play(match: Match, deals: int, seed: int = 1) -> None:
    bots = [make_bot("easy", seed * 4 + seat) for seat in range(4)]
    while len(match.deals) < deals or not match.deals[-1].is_over:
        if not match.deals or match.deals[-1].is_over:
            match.start_deal()
        deal = match.deals[-1]
        apply(deal, deal.turn, bots[deal.turn].decide(SeatView.of(deal, deal.turn)))
        match.settle()


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
@pytest.mark.parametrize("shuffle", [False, True])
def test_every_deal_of_a_match_has_a_number_that_deals_it_again(variant: str, shuffle: bool) -> None:
    options = PRESETS[variant].with_(shuffle=shuffle, target=5000)
    match = Match(options, seed="x", number=2024)
    play(match, 5)
    numbers = [match.deal_number(i) for i in range(len(match.deals))]
    assert numbers[0] == 2024
    for i, number in enumerate(numbers):
        # A short number for a shuffled deck; the deck's own for one gathered and cut.
        assert (number <= SHORT_MAX) == (i == 0 or shuffle)
        again = Match(options, number=number).start_deal()
        assert (again.dealer, again.deck) == (match.deals[i].dealer, match.deals[i].deck)
    assert len(set(numbers)) == len(numbers)


def test_a_numbered_match_is_repeatable_and_its_number_is_recorded() -> None:
    options = PRESETS["coinche"].with_(shuffle=True)
    first, second = Match(options, number=77), Match(options, number=77)
    play(first, 3)
    play(second, 3)
    assert [d.deck for d in first.deals] == [d.deck for d in second.deals]
    record = to_record(first)
    assert record["number"] == 77
    again = from_record(json.loads(json.dumps(record)))
    assert again.number == 77 and to_record(again) == record
    play(again, 4)
    play(first, 4)
    assert again.deals[3].deck == first.deals[3].deck  # the loaded match deals on as the first would have


@pytest.mark.parametrize("number", [0, 10**9, "12", True, 1.0])
def test_a_record_with_a_bad_number_is_refused(number: object) -> None:
    record = to_record(Match(PRESETS["classic"], number=6))
    record["number"] = number
    with pytest.raises(RecordError):
        from_record(record)


def test_a_record_whose_number_has_another_dealer_is_refused() -> None:
    record = to_record(Match(PRESETS["classic"], number=6))  # 6: South deals
    record["first_dealer"] = "N"
    with pytest.raises(RecordError, match="dealt by S"):
        from_record(record)


# Made with the program before deal numbers: what it dealt next after finishing these matches.
OLD = {
    "old_save_classic.json": ("N", "8H 9S QD QC AS 7S TS JC 8C 9C 7D KC AH JS TH JH KS 8D AD 7C KH TC TD QH QS 9D KD "
                                    "AC 9H 8S JD 7H"),
    "old_record_coinche_shuffled.json": ("N", "7C AD QS KD AH 8H QC TH JC 9D AS 9C KS JS 8S AC JD TS 7S 8D 7H 7D "
                                              "KH TC KC JH 9S TD QH QD 8C 9H"),
}


@pytest.mark.parametrize("name", list(OLD))
def test_a_record_from_before_numbers_loads_and_deals_on_as_before(name: str) -> None:
    data = json.loads((FIXTURES / name).read_text())
    match = from_record(data)
    assert match.number is None and to_record(match) == data  # read and written back unchanged
    bots = {s: make_bot("easy", seed=100 + s) for s in range(4)}
    while not match.deal.is_over:
        deal = match.deal
        apply(deal, deal.turn, bots[deal.turn].decide(SeatView.of(deal, deal.turn)))
        match.settle()
    deal = match.start_deal()
    dealer, deck = OLD[name]
    assert (SEATS[deal.dealer], names(deal.deck)) == (dealer, deck)
    # Its deals have numbers too: each deck's own, which deals it again.
    for i, old in enumerate(match.deals):
        number = match.deal_number(i)
        assert number >= LONG_BASE and (deck_of(number), dealer_of(number)) == (list(old.deck), old.dealer)
