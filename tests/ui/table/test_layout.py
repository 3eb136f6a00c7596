"""Table geometry: the seat mapping in both play directions, and everything on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from belote_desktop.engine.cards import EAST, NORTH, SOUTH, WEST
from belote_desktop.engine.deal import seat_order
from belote_desktop.ui.table import layout
from belote_desktop.ui.table.layout import SCENE_RECT, Place, absolute, next_place, relative


def test_human_at_south_sees_the_compass() -> None:
    assert relative(SOUTH, SOUTH) is Place.BOTTOM
    assert relative(WEST, SOUTH) is Place.LEFT
    assert relative(NORTH, SOUTH) is Place.TOP
    assert relative(EAST, SOUTH) is Place.RIGHT


@pytest.mark.parametrize("human", range(4))
def test_human_always_at_the_bottom_partner_opposite(human: int) -> None:
    assert relative(human, human) is Place.BOTTOM
    assert relative(human ^ 2, human) is Place.TOP
    assert {relative(s, human) for s in range(4)} == set(Place)
    for seat in range(4):
        assert absolute(relative(seat, human), human) == seat


def _turn_sense(a: QPointF, b: QPointF, centre: QPointF) -> float:
    """Positive when going from a to b turns clockwise on screen (y points down)."""
    ax, ay = a.x() - centre.x(), a.y() - centre.y()
    bx, by = b.x() - centre.x(), b.y() - centre.y()
    return ax * by - ay * bx


@pytest.mark.parametrize("clockwise", [True, False])
@pytest.mark.parametrize("human", range(4))
def test_play_goes_round_the_screen_in_the_rule_direction(human: int, clockwise: bool) -> None:
    centre = layout.at(*layout.CENTRE)
    order = seat_order(human, clockwise)  # the engine's own idea of "next player"
    for seat, following in zip(order, order[1:] + order[:1], strict=True):
        here, there = relative(seat, human), relative(following, human)
        assert next_place(here, clockwise) is there
        sense = _turn_sense(layout.at(*layout.FANS[here].anchor), layout.at(*layout.FANS[there].anchor), centre)
        assert (sense > 0) == clockwise, (seat, following)
    # Clockwise, the player after the human sits on the human's left.
    assert relative(order[1], human) is (Place.LEFT if clockwise else Place.RIGHT)


def test_every_anchor_is_on_the_table() -> None:
    for name, point in layout.anchors().items():
        assert SCENE_RECT.contains(point), name


def _card_box(spot: layout.Spot, width: float) -> QRectF:
    h = layout.card_height(width)
    t = QTransform()
    t.translate(spot.pos.x(), spot.pos.y())
    t.rotate(spot.rotation)
    return t.mapRect(QRectF(-width / 2, -h / 2, width, h))


@pytest.mark.parametrize("place", list(Place))
@pytest.mark.parametrize("n", range(1, 9))
def test_hands_fit_on_the_table(place: Place, n: int) -> None:
    spots = layout.fan(place, n)
    assert len(spots) == n
    for spot in spots:
        assert SCENE_RECT.contains(_card_box(spot, layout.FANS[place].card_width))


def test_human_hand_runs_left_to_right_and_is_symmetric() -> None:
    spots = layout.fan(Place.BOTTOM, 8)
    xs = [s.pos.x() for s in spots]
    assert xs == sorted(xs)
    assert abs((xs[0] + xs[-1]) / 2 - layout.SCENE_W / 2) < 1e-6
    assert spots[0].rotation < 0 < spots[-1].rotation  # fanned, ends turned outwards


def test_trick_deck_and_piles_fit_on_the_table() -> None:
    for place in Place:
        assert SCENE_RECT.contains(_card_box(layout.trick_spot(place, 31), layout.TRICK_CARD_W))
        for k in range(32):
            assert SCENE_RECT.contains(_card_box(layout.deck_slot(place, k), layout.DECK_CARD_W))
    for ours in (True, False):
        for trick in range(8):
            for i in range(4):
                assert SCENE_RECT.contains(_card_box(layout.pile_slot(ours, trick, i), layout.PILE_CARD_W))


def test_trick_cards_do_not_hide_each_other() -> None:
    # Neighbours in the cross may overlap at the corners, but no card covers another's centre.
    boxes = {p: _card_box(layout.trick_spot(p), layout.TRICK_CARD_W) for p in Place}
    for p in Place:
        for q in Place:
            if p != q:
                assert not boxes[p].contains(layout.trick_spot(q).pos)
