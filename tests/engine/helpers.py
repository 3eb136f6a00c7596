"""Building constructed positions for the rule tests."""

from __future__ import annotations

from collections.abc import Iterable

from belote_desktop.engine import (
    Bid,
    Deal,
    Options,
    deck_from_hands,
    parse_card,
    parse_hand,
)
from belote_desktop.engine.cards import SEATS, TRUMP_NAMES


def seat(name: str) -> int:
    return SEATS.index(name)


def make_deal(options: Options, dealer: str, hands: dict[str, str], up_card: str | None = None,
              taker: str | None = None) -> Deal:
    """A deal whose four 8-card hands are ``hands`` (seat letter -> card names).

    For classic, ``up_card`` (in the taker's hand) and ``taker`` say how the
    deck must be laid out so that the taker ends up with exactly this hand.
    """
    masks = [parse_hand(hands[s]) for s in SEATS]
    deck = deck_from_hands(options, seat(dealer), masks,
                           None if up_card is None else parse_card(up_card),
                           None if taker is None else seat(taker))
    return Deal(options, seat(dealer), deck)


def bid_all(deal: Deal, bids: Iterable[str]) -> None:
    """Apply bids in the record notation (``"pass"``, ``"take H"``, ``"100 S"``)."""
    for text in bids:
        deal.bid(Bid.parse(text))


def take_first_round(deal: Deal, taker: str) -> None:
    """Classic: everyone passes until ``taker``, who takes the up-card's suit."""
    assert deal.up_card is not None
    while deal.turn != seat(taker):
        deal.bid(Bid.parse("pass"))
    deal.bid(Bid.parse(f"take {TRUMP_NAMES[deal.up_card >> 3]}"))


def play(deal: Deal, cards: str) -> None:
    """Play the named cards in turn, announcing nothing."""
    for name in cards.split():
        deal.play(parse_card(name))


def legal_names(deal: Deal) -> set[str]:
    from belote_desktop.engine import card_name

    return {card_name(c) for c in deal.legal_cards()}
