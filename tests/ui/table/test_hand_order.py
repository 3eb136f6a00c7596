"""Display order of the human's hand: suits in alternating colours, ranks by the contract."""

from __future__ import annotations

from itertools import pairwise

import pytest

from belote_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS, SANS_ATOUT, SPADES, TOUT_ATOUT, card_name, parse_cards
from belote_desktop.ui.table.hand_order import RED_SUITS, sort_hand, suit_sequence


def names(cards: list[int]) -> str:
    return " ".join(card_name(c) for c in cards)


def suits_of(cards: list[int]) -> list[int]:
    out: list[int] = []
    for c in cards:
        if not out or out[-1] != c >> 3:
            out.append(c >> 3)
    return out


def alternates(suits: list[int]) -> bool:
    return all((a in RED_SUITS) != (b in RED_SUITS) for a, b in pairwise(suits))


def test_plain_order_before_a_contract() -> None:
    hand = parse_cards("7S JS AS TS 9H KH 8C QD")
    assert names(sort_hand(hand)) == "AS TS JS 7S KH 9H 8C QD"


def test_suits_are_grouped_and_colours_alternate() -> None:
    hand = parse_cards("7S 8H 9D TC JS QH KD AC")
    ordered = sort_hand(hand)
    suits = suits_of(ordered)
    assert len(suits) == 4  # each suit once: grouped
    assert alternates(suits)
    assert suits == [SPADES, HEARTS, CLUBS, DIAMONDS]


def test_three_suits_still_alternate() -> None:
    # Spades and clubs with hearts only: the red suit goes between the blacks.
    assert suits_of(sort_hand(parse_cards("AS KS AC KC AH"))) == [SPADES, HEARTS, CLUBS]
    assert suits_of(sort_hand(parse_cards("AH KH AD KD AS"))) == [HEARTS, SPADES, DIAMONDS]


@pytest.mark.parametrize("trump", [SPADES, HEARTS, DIAMONDS, CLUBS])
@pytest.mark.parametrize("position", ["first", "last"])
def test_trump_suit_at_the_chosen_end_colours_still_alternate(trump: int, position: str) -> None:
    hand = parse_cards("7S 8H 9D TC JS QH KD AC")
    suits = suits_of(sort_hand(hand, trump, position))  # type: ignore[arg-type]
    assert suits[-1 if position == "last" else 0] == trump
    assert alternates(suits)


def test_trump_order_inside_the_trump_suit() -> None:
    hearts = parse_cards("7H 8H 9H TH JH QH KH AH")
    assert names(sort_hand(hearts, HEARTS)) == "JH 9H AH TH KH QH 8H 7H"
    assert names(sort_hand(hearts, SPADES)) == "AH TH KH QH JH 9H 8H 7H"


def test_trump_order_applies_to_the_trump_suit_only() -> None:
    hand = parse_cards("JS 9S AS JH 9H AH")
    assert names(sort_hand(hand, HEARTS)) == "AS JS 9S JH 9H AH"
    assert names(sort_hand(hand, HEARTS, "first")) == "JH 9H AH AS JS 9S"


def test_sans_atout_and_tout_atout() -> None:
    hand = parse_cards("JS 9S AS TS JH 9H AH")
    assert names(sort_hand(hand, SANS_ATOUT)) == "AS TS JS 9S AH JH 9H"
    assert names(sort_hand(hand, TOUT_ATOUT)) == "JS 9S AS TS JH 9H AH"


def test_single_suit_and_empty_hand() -> None:
    assert suit_sequence([CLUBS], HEARTS) == (CLUBS,)
    assert sort_hand([]) == []


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        sort_hand(parse_cards("AS"), HEARTS, "middle")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        sort_hand(parse_cards("AS"), 6)
