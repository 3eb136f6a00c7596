"""The play's moves: a card from a hand to the trick, the trick closing up on its winner and going to the
winning team's pile, and the player's hand re-sorted when the contract is known.

Steps of the scene's animation queue, as in ``dealing``: each moves the items in ``TableCards`` when
it runs and returns the animation that shows it.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPauseAnimation, QPointF

from . import layout
from .animation_queue import Pace
from .layout import Place, Spot
from .model import Z_FLYING, Z_PILE, Z_TRICK, TableCards, make_idle

log = logging.getLogger(__name__)


def play(cards: TableCards, pace: Pace, place: Place, card: int) -> QAbstractAnimation | None:
    """``card`` flies from ``place``'s hand to the middle and turns face up; the fan closes up."""
    hand = cards.hands[place]
    item = hand.item_to_play(card, cards.known.get(card))
    if item is None:
        log.warning("play: %s has no card left to play %d", place.name, card)
        return None
    hand.remove(item)
    if hand.is_players:
        hand.mark_legal(0)  # the player's turn is over
    cards.know(item, card)
    cards.played_from[card] = place
    make_idle(item)
    cards.trick.append((place, item))
    item.setZValue(Z_FLYING)
    motion = pace.motion()
    motion.card(item, layout.trick_spot(place, card), layout.trick_card_width(), pace.ms("card_flight"), flip=1.0)
    hand.refan(motion, pace.ms("refan"))
    z = Z_TRICK + len(cards.trick)
    motion.then(lambda: item.setZValue(z))
    motion.then(cards.restack_hands)
    return motion.result()


def trick_pause(cards: TableCards, pace: Pace) -> QAbstractAnimation | None:
    """A moment to see the whole trick before it goes."""
    if pace.instant or not cards.trick:
        return None
    return QPauseAnimation(pace.ms("trick_pause"))


def gather(cards: TableCards, pace: Pace, winner: Place) -> QAbstractAnimation | None:
    """The cards close up on the winner's spot: who took the trick, shown before it leaves."""
    spot = layout.trick_spot(winner)
    motion = pace.motion()
    for i, (_, item) in enumerate(cards.trick):
        offset = QPointF(i * 1.5 - 2.25, -i * 1.5 + 2.25)
        motion.card(item, Spot(spot.pos + offset, spot.rotation), layout.trick_card_width(), pace.ms("trick_gather"),
                    easing=QEasingCurve.Type.InOutQuad)
    return motion.result()


def to_pile(cards: TableCards, pace: Pace, ours: bool) -> QAbstractAnimation | None:
    """The trick, face down, onto the pile of the team that won it (``ours``: the player's team)."""
    if not cards.trick:
        return None
    index = len(cards.piles[ours])
    items = [item for _, item in cards.trick]
    cards.trick = []
    cards.piles[ours].append(items)
    motion = pace.motion()
    for i, item in enumerate(items):
        item.setZValue(Z_PILE + index * 4 + i)
        motion.card(item, layout.pile_slot(ours, index, i), layout.PILE_CARD_W, pace.ms("trick_to_pile"),
                    flip=0.0, easing=QEasingCurve.Type.InOutCubic)
    return motion.result()


def resize(cards: TableCards, pace: Pace) -> QAbstractAnimation | None:
    """The player's hand and the trick to the card sizes ``layout`` gives now (large cards on or off)."""
    motion = pace.motion()
    cards.players.refan(motion, pace.ms("refan"))
    for place, item in cards.trick:
        motion.card(item, layout.trick_spot(place, item.card), layout.trick_card_width(), pace.ms("refan"))
    return motion.result()


def reorder(cards: TableCards, pace: Pace, order: list[int], legal_mask: int) -> QAbstractAnimation | None:
    """The player's hand slides into ``order`` (and marks its legal cards)."""
    hand = cards.players
    hand.reorder(order)
    motion = pace.motion()
    hand.refan(motion, pace.ms("refan"))
    motion.then(cards.restack_hands)
    hand.mark_legal(legal_mask)
    return motion.result()
