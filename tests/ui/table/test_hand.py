"""A hand on its own: its cards, their display order, the room it makes, where each card lies."""

from __future__ import annotations

import pytest

from belote_desktop.ui.cards.faces import default_faces
from belote_desktop.ui.cards.item import CardItem
from belote_desktop.ui.table import layout
from belote_desktop.ui.table.animation_queue import Motion
from belote_desktop.ui.table.hand import Hand
from belote_desktop.ui.table.layout import Place

pytestmark = pytest.mark.usefixtures("qapp")


def items(*cards: int | None) -> list[CardItem]:
    out = []
    for card in cards:
        item = CardItem(None, layout.DECK_CARD_W, faces=default_faces())
        item.set_card(card)
        out.append(item)
    return out


def test_the_players_cards_take_their_display_order_whatever_order_they_come_in() -> None:
    hand = Hand(Place.BOTTOM)
    order = [7, 3, 12, 0, 25]
    hand.expect(order, 0)
    assert hand.incoming == order and hand.size == 5
    for item in items(12, 0, 7, 25, 3):
        hand.add(item)
    assert hand.cards() == order
    assert all(item.clickable for item in hand.items)


def test_the_up_card_is_not_awaited_in_a_packet_and_a_card_outside_the_order_stays_at_the_end() -> None:
    hand = Hand(Place.BOTTOM)
    for item in items(31):  # held, though the order given does not name it (a controller slip)
        hand.add(item)
    hand.expect([1, 2, 9], 0, up_card=9)
    assert hand.incoming == [1, 2] and hand.order == [1, 2, 9, 31] and hand.size == 4
    for item in items(2, 9, 1):
        hand.add(item)
    assert hand.cards() == [1, 2, 9, 31]


def test_an_opponents_hand_makes_room_for_what_comes_and_plays_from_its_middle() -> None:
    hand = Hand(Place.LEFT)
    for item in items(None, None, None):
        hand.add(item)
    hand.expect([], 2)
    assert hand.size == 5 and len(hand.spots()) == 3
    middle = hand.items[1]
    assert hand.item_to_play(20, None) is middle
    hand.remove(middle)
    assert hand.size == 2
    known = hand.items[0]
    assert hand.item_to_play(4, known) is known  # a card the table knows is played from its own item


def test_every_card_has_its_own_spot_in_the_fan() -> None:
    hand = Hand(Place.BOTTOM)
    hand.expect(list(range(8)), 0)
    for item in items(*range(8)):
        hand.add(item)
    spots = hand.spots()
    xs = [spots[id(item)].pos.x() for item in hand.items]
    assert len(spots) == 8 and xs == sorted(xs) and len(set(xs)) == 8  # left to right, as held
    motion = Motion(instant=True)
    hand.refan(motion, 0)
    assert [item.pos() for item in hand.items] == [spots[id(item)].pos for item in hand.items]


def test_reordering_and_marks() -> None:
    hand = Hand(Place.BOTTOM)
    hand.expect([0, 1, 2, 3], 0)
    for item in items(0, 1, 2, 3):
        hand.add(item)
    hand.reorder([3, 1])
    assert hand.cards() == [3, 1, 0, 2]
    hand.mark_legal(1 << 1 | 1 << 2)
    assert [item.highlighted for item in hand.items] == [False, True, False, True]
    assert [item.dimmed for item in hand.items] == [True, False, True, False]
    hand.mark_legal(0)
    assert not any(item.highlighted or item.dimmed for item in hand.items)
    hand.select(0)
    assert [item.selected for item in hand.items] == [False, False, True, False]
    hand.remove(hand.items[0])
    assert hand.order == [1, 0, 2] and hand.size == 3
