"""Constructed klaverjas positions for the rule tests (K1 to K11).

Seats N E S W; unless a test says otherwise North deals, so East is the voorhand: East speaks first in the
choice of trump and leads the first trick (KLAVERJAS.md's worked examples are set up the same way).
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import Bid, IllegalCard, card_name, cards_of, parse_card, parse_hand
from belote_desktop.engine.cards import SEATS, SUITS
from belote_desktop.engine.dealing import deck_dealing, seat_order
from belote_desktop.engine.families.klaverjas.deal import KlaverjasDeal
from belote_desktop.engine.families.klaverjas.options import PRESETS, KlaverjasOptions

AMSTERDAMS = PRESETS["amsterdams"]
ROTTERDAMS = PRESETS["rotterdams"]


def seat(name: str) -> int:
    return SEATS.index(name)


def suit(name: str) -> int:
    return SUITS.index(name)


def make_deal(hands: dict[str, str], options: KlaverjasOptions = AMSTERDAMS, dealer: str = "N",
              proposals: str | None = None) -> KlaverjasDeal:
    """A deal whose four hands are ``hands`` (seat letter -> 8 card names); ``proposals`` ("CH") the
    suits proposed for gedraaid and twents."""
    masks = [parse_hand(hands[s]) for s in SEATS]
    first = (seat(dealer) + 1) & 3
    deck = deck_dealing(masks, seat_order(first, True), options.packets)
    proposed = None if proposals is None else (suit(proposals[0]), suit(proposals[1]))
    return KlaverjasDeal(options, seat(dealer), deck, proposed)


def choose(deal: KlaverjasDeal, trump: str, maker: str | None = None) -> None:
    """Everyone passes until ``maker`` (the first speaker if None), who plays in ``trump``."""
    while maker is not None and deal.turn != seat(maker):
        deal.bid(Bid.parse("pass"))
    deal.bid(Bid.parse(f"take {trump}"))


def started(hands: dict[str, str], trump: str, options: KlaverjasOptions = AMSTERDAMS, dealer: str = "N",
            maker: str | None = None) -> KlaverjasDeal:
    deal = make_deal(hands, options, dealer)
    choose(deal, trump, maker)
    return deal


def play(deal: KlaverjasDeal, cards: str) -> None:
    for name in cards.split():
        deal.play(parse_card(name))


def legal_names(deal: KlaverjasDeal) -> set[str]:
    return {card_name(c) for c in deal.legal_cards()}


def snapshot(deal: KlaverjasDeal) -> tuple:
    return (list(deal.hands), deal.trick, deal.turn, deal.trick_leader, deal.winning_seat, list(deal.plays),
            list(deal.card_points), len(deal.tricks), deal.phase, list(deal.roem_points), dict(deal.claims))


def refuse(deal: KlaverjasDeal, card: str, rule: str, reason: str) -> None:
    """Playing ``card`` raises IllegalCard(rule, reason) and changes nothing (K5)."""
    before = snapshot(deal)
    legal_before = legal_names(deal)
    assert deal.why_illegal(parse_card(card)) == (rule, reason)
    with pytest.raises(IllegalCard) as err:
        deal.play(parse_card(card))
    assert (err.value.rule, err.value.reason) == (rule, reason)
    assert snapshot(deal) == before
    assert legal_names(deal) == legal_before


def hand_names(deal: KlaverjasDeal, s: str) -> set[str]:
    return {card_name(c) for c in cards_of(deal.hands[seat(s)])}
