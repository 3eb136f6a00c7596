"""``Hand``: the cards one seat holds on the table, their order and where each lies (kpat's pile).

A hand owns its card items and the size its fan makes room for (the cards held and those still to
come in the deal). The player's hand (the bottom one) knows its cards and keeps them in the display
order it is given (``hand_order``: suits alternating in colour, trumps at one end); the other hands
hold face-down items whose identity is unknown until one is played. Positions come from
``layout.fan``; moving there is a ``Motion`` the caller plays.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve

from ..cards.item import CardItem
from . import layout
from .animation_queue import Motion
from .layout import Place, Spot

Z_HAND = 200  # the hands' stacking level (model.py has the others)


class Hand:
    def __init__(self, place: Place) -> None:
        self.place = place
        self.items: list[CardItem] = []
        self.size = 0  # how many cards the fan makes room for: those held and those still coming
        self.order: list[int] = []  # the player's hand: the display order of its cards, held or coming
        self.incoming: list[int] = []  # the player's hand: its cards still to come, in the packets' order

    @property
    def is_players(self) -> bool:
        return self.place == Place.BOTTOM

    def clear(self) -> None:
        self.items, self.size, self.order, self.incoming = [], 0, [], []

    def cards(self) -> list[int]:
        """The known cards, left to right."""
        return [item.card for item in self.items if item.card is not None]

    # ------------------------------------------------------------------ cards in and out
    def add(self, item: CardItem) -> None:
        self.items.append(item)
        if self.is_players:
            self.items.sort(key=self._rank)
            item.set_clickable(item.card is not None)

    def remove(self, item: CardItem) -> None:
        self.items.remove(item)
        if self.is_players:
            if item.card in self.order:
                self.order.remove(item.card)  # type: ignore[arg-type]
            self.size = len(self.order)
        else:
            self.size = len(self.items)

    def item_to_play(self, card: int, known: CardItem | None) -> CardItem | None:
        """The item that leaves the hand when ``card`` is played: the card's own item if the hand holds it,
        else (an opponent's hidden card) the middle face-down one, so the fan closes up evenly."""
        if known is not None and known in self.items:
            return known
        unknown = [item for item in self.items if item.card is None] or self.items
        return unknown[len(unknown) // 2] if unknown else None

    def expect(self, order: list[int], incoming: int, up_card: int | None = None) -> None:
        """The player's whole hand once the coming cards are in (``order``; the ``up_card`` among them comes
        on its own, not in a packet), or ``incoming`` more cards for another hand: room is made for them
        before they fly in."""
        if self.is_players:
            held = {item.card for item in self.items}
            self.incoming = [c for c in order if c not in held and c != up_card]
            self.order = list(order)
            for item in self.items:
                if item.card not in self.order:  # a controller slip: keep the card, at the end
                    self.order.append(item.card)  # type: ignore[arg-type]
            self.size = len(self.order)
        else:
            self.size = len(self.items) + incoming

    def reorder(self, order: list[int]) -> None:
        """The player's cards in ``order`` (those not in it stay, at the end)."""
        held = [item.card for item in self.items]
        self.order = [c for c in order if c in held] + [c for c in held if c not in order]  # type: ignore[misc]
        self.size = len(self.order)
        self.items.sort(key=self._rank)

    def _rank(self, item: CardItem) -> int:
        return self.order.index(item.card) if item.card in self.order else len(self.order)

    # ------------------------------------------------------------------ where the cards lie
    def spots(self) -> dict[int, Spot]:
        """Where each card of the hand belongs (keyed by ``id(item)``)."""
        if self.is_players:
            slots = layout.fan(self.place, max(len(self.order), len(self.items)))
            spots, extra = {}, len(self.order)
            for item in self.items:
                if item.card in self.order:
                    spots[id(item)] = slots[self.order.index(item.card)]  # type: ignore[arg-type]
                else:
                    spots[id(item)] = slots[min(extra, len(slots) - 1)]
                    extra += 1
            return spots
        slots = layout.fan(self.place, max(self.size, len(self.items)))
        return {id(item): slots[i] for i, item in enumerate(self.items)}

    def refan(self, motion: Motion, ms: int, skip: CardItem | None = None) -> None:
        """Every card (but ``skip``) moves to its place in the fan."""
        spots = self.spots()
        width = layout.hand_card_width(self.place)
        for item in self.items:
            if item is not skip:
                motion.card(item, spots[id(item)], width, ms, easing=QEasingCurve.Type.InOutCubic)

    def restack(self) -> None:
        # Left to right, each card over the one before, as in a held fan.
        for i, item in enumerate(self.items):
            item.setZValue(Z_HAND + i)

    # ------------------------------------------------------------------ the player's marks
    def mark_legal(self, mask: int) -> None:
        """Legal cards lifted and glowing, the others dimmed; ``0``: no marks (not the player's turn)."""
        for item in self.items:
            legal = item.card is not None and bool(mask >> item.card & 1)
            item.highlighted = bool(mask) and legal
            item.dimmed = bool(mask) and not legal

    def select(self, card: int | None) -> None:
        """The keyboard's focus ring on ``card`` (``None``: on none)."""
        for item in self.items:
            item.selected = item.card == card and card is not None


__all__ = ["Z_HAND", "Hand"]
