"""The deal's moves: the cards swept up into a deck in front of the dealer, packets flying to the hands,
the up-card turned over, and (classic, after the auction) the rest of the deal.

Each function is a step of the scene's animation queue: it runs when its turn comes, moves the items
in ``TableCards`` at once, and returns the animation that shows it (``None``: nothing to show).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QAbstractAnimation, QEasingCurve

from ..cards.item import CardItem
from . import layout
from .animation_queue import Pace
from .layout import Place, Spot
from .model import Z_DECK, Z_FLYING, Z_UP_CARD, TableCards, make_idle

log = logging.getLogger(__name__)


def collect(cards: TableCards, pace: Pace, deck_place: Place) -> QAbstractAnimation | None:
    """Every card back into one deck in front of the dealer; those still face up turn over on their way."""
    motion = pace.motion()
    deck = cards.sweep_order()
    for k, item in enumerate(deck):
        make_idle(item)
        item.setZValue(Z_DECK + k)
        motion.card(item, layout.deck_slot(deck_place, k), layout.DECK_CARD_W, pace.ms("collect"), flip=0.0,
                    easing=QEasingCurve.Type.InOutCubic)
    cards.deck = deck
    cards.deck_place = deck_place
    for hand in cards.hands.values():
        hand.clear()
    cards.trick = []
    cards.piles = {True: [], False: []}
    cards.up_item = None
    return motion.result()


def prepare_hands(cards: TableCards, pace: Pace, incoming: dict[Place, int], players_cards: list[int],
                  taker: Place | None, up_card: int | None) -> QAbstractAnimation | None:
    """Open room in every hand for what is coming (``incoming`` cards by place; ``players_cards``: the
    player's whole hand afterwards, in display order), and send the up-card to the ``taker``."""
    for place, hand in cards.hands.items():
        hand.expect(players_cards, incoming.get(place, 0) + (1 if place == taker else 0), up_card)
    motion = pace.motion()
    flying: CardItem | None = None
    if taker is not None and cards.up_item is not None:
        item = flying = cards.up_item
        cards.up_item = None
        if up_card is not None:
            cards.know(item, up_card)
        hand = cards.hands[taker]
        hand.add(item)
        item.setZValue(Z_FLYING)
        face = 1.0 if hand.is_players else 0.0
        motion.card(item, hand.spots()[id(item)], layout.hand_card_width(taker), pace.ms("up_card"), flip=face)
        motion.then(cards.restack_hands)
    for hand in cards.hands.values():
        hand.refan(motion, pace.ms("refan"), skip=flying)
    return motion.result()


def packet(cards: TableCards, pace: Pace, place: Place, count: int) -> QAbstractAnimation | None:
    """``count`` cards from the top of the deck to ``place``'s hand, one after the other."""
    hand = cards.hands[place]
    spec = layout.FANS[place]
    motion = pace.motion()
    for j in range(count):
        if not cards.deck:
            log.warning("deal: the deck ran out (a packet of %d for %s)", count, place.name)
            break
        item = cards.deck.pop()
        if hand.is_players:
            if hand.incoming:
                cards.know(item, hand.incoming.pop(0))
            else:
                log.warning("deal: more cards for the player than the player's cards given")
        hand.add(item)
        item.setZValue(Z_FLYING + j)
        motion.card(item, hand.spots()[id(item)], layout.hand_card_width(place), pace.ms("deal_packet"),
                    delay=j * pace.ms("deal_stagger"), flip=1.0 if spec.face_up and item.card is not None else 0.0)
    motion.then(cards.restack_hands)
    return motion.result()


def turn_up(cards: TableCards, pace: Pace, up_card: int) -> QAbstractAnimation | None:
    """Classic: the next card of the deck face up in the middle."""
    if not cards.deck:
        log.warning("deal: no card left to turn up")
        return None
    item = cards.deck.pop()
    cards.know(item, up_card)
    cards.up_item = item
    item.setZValue(Z_UP_CARD)
    motion = pace.motion()
    motion.card(item, Spot(layout.at(*layout.UP_CARD), 0.0), layout.trick_card_width(), pace.ms("up_card"), flip=1.0)
    return motion.result()


def reveal(cards: TableCards, pace: Pace, place: Place, order: list[int]) -> QAbstractAnimation | None:
    """A record's open hand: ``place``'s cards learn who they are (``order``: the hand, sorted), take
    their places in that order and turn face up. Cards already known keep theirs."""
    hand = cards.hands[place]
    held = {item.card for item in hand.items if item.card is not None}
    unknown = iter(c for c in order if c not in held)
    for item in hand.items:
        if item.card is None:
            card = next(unknown, None)
            if card is None:
                log.warning("reveal: %s holds more cards than it was given", place.name)
                break
            cards.know(item, card)
    rank = {card: k for k, card in enumerate(order)}
    hand.items.sort(key=lambda item: rank.get(item.card, len(rank)))  # type: ignore[arg-type]
    motion = pace.motion()
    spots, width = hand.spots(), layout.hand_card_width(place)
    for item in hand.items:
        motion.card(item, spots[id(item)], width, pace.ms("refan"), flip=1.0, easing=QEasingCurve.Type.InOutCubic)
    motion.then(cards.restack_hands)
    return motion.result()
