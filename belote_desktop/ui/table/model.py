"""``TableCards``: where each of the 32 card items is on the table: the deck, four hands, the trick, two piles.

The scene's steps move items from one place to another (``dealing``, ``tricks``); this is the one
record of where they are, and of which items the table knows the card of (``known``: the player's
cards, the up-card, the cards played). An opponent's card is known only once it is played.
"""

from __future__ import annotations

from ..cards.faces import CardFaces
from ..cards.item import CardItem
from . import layout
from .hand import Hand
from .layout import Place

# Stacking order, low to high. Cards in flight are raised above everything they cross; bubbles and the
# message stay above the cards. (The hands' own level is hand.Z_HAND, 200.)
Z_PILE, Z_DECK, Z_PLATE, Z_UP_CARD, Z_TRICK, Z_FLYING = 10, 100, 150, 300, 320, 400
Z_BUBBLE, Z_PANEL, Z_MESSAGE = 500, 600, 700


def make_idle(item: CardItem) -> None:
    """No marks and no clicks: a card that is not in the player's hand at the player's turn."""
    item.set_clickable(False)
    item.highlighted = False
    item.dimmed = False
    item.selected = False


class TableCards:
    def __init__(self, faces: CardFaces) -> None:
        self.all = [CardItem(None, layout.DECK_CARD_W, faces=faces) for _ in range(32)]
        self.hands = {place: Hand(place) for place in Place}
        self.lay_bare()

    def lay_bare(self) -> None:
        """Every card face down in one neat deck, nothing known, nothing in play."""
        self.deck: list[CardItem] = list(self.all)
        self.deck_place: Place | None = None
        self.known: dict[int, CardItem] = {}
        self.played_from: dict[int, Place] = {}  # each card played in the deal, by the place that played it
        self.trick: list[tuple[Place, CardItem]] = []
        self.piles: dict[bool, list[list[CardItem]]] = {True: [], False: []}  # True: the player's team
        self.up_item: CardItem | None = None
        for hand in self.hands.values():
            hand.clear()
        for k, item in enumerate(self.deck):
            make_idle(item)
            item.set_card(None)
            item.flip = 0.0
            item.card_width = layout.DECK_CARD_W
            spot = layout.deck_slot(None, k)
            item.setPos(spot.pos)
            item.setRotation(spot.rotation)
            item.setZValue(Z_DECK + k)

    @property
    def players(self) -> Hand:
        return self.hands[Place.BOTTOM]

    def sweep_order(self) -> list[CardItem]:
        """Every item in the order the table is swept up: piles first, hands, the trick on top, then the deck."""
        ordered: list[CardItem] = []
        for ours in (True, False):
            for trick in self.piles[ours]:
                ordered.extend(trick)
        for hand in self.hands.values():
            ordered.extend(hand.items)
        ordered.extend(item for _, item in self.trick)
        ordered.extend(self.deck)
        if self.up_item is not None:
            ordered.append(self.up_item)
        seen: set[int] = set()
        out = []
        for item in ordered + self.all:
            if id(item) not in seen:
                seen.add(id(item))
                out.append(item)
        return out

    def forget(self) -> None:
        """Once face down in the deck, nobody knows which card is which."""
        for item in self.all:
            item.set_card(None)
        self.known = {}
        self.played_from = {}

    def know(self, item: CardItem, card: int) -> None:
        item.set_card(card)
        self.known[card] = item

    def restack_hands(self) -> None:
        for hand in self.hands.values():
            hand.restack()


__all__ = ["Z_BUBBLE", "Z_DECK", "Z_FLYING", "Z_MESSAGE", "Z_PANEL", "Z_PILE", "Z_PLATE", "Z_TRICK", "Z_UP_CARD",
           "TableCards", "make_idle"]
