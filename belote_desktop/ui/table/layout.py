"""The table's geometry, in one place, as fractions of a fixed logical scene.

The scene is always ``SCENE_W`` x ``SCENE_H`` units; the view scales it to the
window. Everything here is written as fractions of that rectangle so the
layout can be retuned without hunting for pixel numbers in the drawing code.

Seats: the engine speaks absolute seats (N E S W = 0..3, compass points); the
screen speaks relative places, the human always at the ``BOTTOM``. The
mapping keeps the compass: seen from above, N E S W go round the table
clockwise, so ``relative(seat, human) = (seat - human) mod 4`` read as
BOTTOM, LEFT, TOP, RIGHT puts the next seat clockwise on the current
player's left. That one mapping is right for both play directions, because
a direction changes who plays next, not where anyone sits:

- clockwise (N -> E -> S -> W): with the human at S, W plays next and sits on
  the LEFT; play goes BOTTOM -> LEFT -> TOP -> RIGHT, clockwise on screen.
- counterclockwise (N -> W -> S -> E): E plays after the human and sits on
  the RIGHT; play goes BOTTOM -> RIGHT -> TOP -> LEFT, counterclockwise.

``next_place`` states this so a test can check it against the engine's order.
"""

from __future__ import annotations

import math
from enum import IntEnum
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF

from ..cards.style import CARD_ASPECT

SCENE_W, SCENE_H = 1600.0, 1000.0
SCENE_RECT = QRectF(0.0, 0.0, SCENE_W, SCENE_H)


class Place(IntEnum):
    """Where a seat is drawn, counted clockwise from the human."""

    BOTTOM = 0
    LEFT = 1
    TOP = 2
    RIGHT = 3


def relative(seat: int, human_seat: int) -> Place:
    """The place on screen of absolute ``seat`` when the human plays ``human_seat``."""
    return Place((seat - human_seat) & 3)


def absolute(place: Place | int, human_seat: int) -> int:
    """The absolute seat drawn at ``place``: the inverse of ``relative``."""
    return (human_seat + int(place)) & 3


def next_place(place: Place | int, clockwise: bool) -> Place:
    """The place of the next player in the play direction (see the module docstring)."""
    return Place((int(place) + (1 if clockwise else 3)) & 3)


def at(fx: float, fy: float) -> QPointF:
    """A point given as fractions of the scene."""
    return QPointF(fx * SCENE_W, fy * SCENE_H)


class Spot(NamedTuple):
    """Where a card goes: its centre in scene units and its rotation in degrees."""

    pos: QPointF
    rotation: float


# -- card sizes (fractions of the scene width) -------------------------------
HUMAN_CARD_W = 0.08 * SCENE_W  # big enough to read at an 800 x 600 window
OTHER_CARD_W = 0.05 * SCENE_W
TRICK_CARD_W = 0.066 * SCENE_W
DECK_CARD_W = 0.05 * SCENE_W
PILE_CARD_W = 0.038 * SCENE_W


def card_height(width: float) -> float:
    return width / CARD_ASPECT


# Large cards (a setting, for low vision): the player's hand and the trick drawn bigger. The bigger cards
# overlap more, so the hand keeps the width of the normal one (clear of the name plate and the pile), and
# the hand stands on the felt's edge like the normal one: its top rises by the whole extra height.
LARGE_HAND = 1.3
LARGE_TRICK = 1.3
_large = [False]


def set_large_cards(on: bool) -> None:
    _large[0] = on


def large_cards() -> bool:
    return _large[0]


def hand_card_width(place: Place) -> float:
    width = FANS[place].card_width
    return width * LARGE_HAND if _large[0] and place == Place.BOTTOM else width


def trick_card_width() -> float:
    return TRICK_CARD_W * LARGE_TRICK if _large[0] else TRICK_CARD_W


def hand_top() -> float:
    """The top edge of the player's hand (its middle card, not raised) in scene units, for the card size in use."""
    return _players_centre_y() - card_height(hand_card_width(Place.BOTTOM)) / 2


def hand_lift(place: Place = Place.BOTTOM) -> float:
    """How much higher than the table's first design the top of the player's hand stands (scene units): the
    points above the hand (``above_hand``) were chosen for that hand and rise with the hand's top."""
    return _REFERENCE_TOP - hand_top() if place == Place.BOTTOM else 0.0


def above_hand(fx: float, fy: float) -> QPointF:
    """A point just above the player's hand, given as fractions for the first design's hand, raised with the hand."""
    point = at(fx, fy)
    return QPointF(point.x(), point.y() - hand_lift())


# A card lying in front of each place is turned so its top points at the
# middle of the table: the human's upright, the left player's turned a
# quarter clockwise (Qt rotations are clockwise on screen), and so on.
BASE_ANGLE: dict[Place, float] = {Place.BOTTOM: 0.0, Place.LEFT: 90.0, Place.TOP: 180.0, Place.RIGHT: 270.0}


# -- hands -------------------------------------------------------------------
class FanSpec(NamedTuple):
    anchor: tuple[float, float]  # centre of the fan, fractions of the scene
    card_width: float  # scene units
    step: float  # distance between neighbouring cards, in card widths
    radius: float  # of the arc the cards sit on, in scene widths; 0 = straight
    face_up: bool


FANS: dict[Place, FanSpec] = {
    # The human's cards overlap by less than half so every index shows, on a
    # wide arc: held cards, not a row of tiles.
    # Its height is worked out (_players_centre_y): it stands on the felt's edge, at either card size.
    Place.BOTTOM: FanSpec((0.5, 0.872), HUMAN_CARD_W, 0.68, 1.6, True),
    Place.LEFT: FanSpec((0.062, 0.44), OTHER_CARD_W, 0.42, 0.9, False),
    Place.TOP: FanSpec((0.5, 0.088), OTHER_CARD_W, 0.42, 0.9, False),
    Place.RIGHT: FanSpec((0.938, 0.44), OTHER_CARD_W, 0.42, 0.9, False),
}


def _rotate(dx: float, dy: float, degrees: float) -> tuple[float, float]:
    # Clockwise on screen, as QGraphicsItem.setRotation turns (y points down).
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return dx * c - dy * s, dx * s + dy * c


def fan(place: Place, n: int) -> list[Spot]:
    """The slots of a hand of ``n`` cards at ``place``, left to right as its owner holds them.

    Worked out as if the owner sat at the bottom (cards on an arc whose ends
    drop away, each card turned along the arc), then turned to the place.
    """
    spec = FANS[place]
    cx = spec.anchor[0] * SCENE_W
    cy = _players_centre_y() if place == Place.BOTTOM else spec.anchor[1] * SCENE_H
    return _arc(place, n, cx, cy)


def _arc(place: Place, n: int, cx: float, cy: float) -> list[Spot]:
    spec = FANS[place]
    step = spec.step * spec.card_width  # in scene units: large cards overlap more, the hand keeps its width
    radius = spec.radius * SCENE_W
    base = BASE_ANGLE[place]
    out: list[Spot] = []
    for i in range(n):
        along = (i - (n - 1) / 2) * step
        if radius > 0:
            theta = math.asin(max(-1.0, min(1.0, along / radius)))
            drop = radius * (1 - math.cos(theta))
            tilt = math.degrees(theta)
        else:
            drop, tilt = 0.0, 0.0
        dx, dy = _rotate(along, drop, base)
        out.append(Spot(QPointF(cx + dx, cy + dy), base + tilt))
    return out


def card_corners(spot: Spot, width: float) -> list[QPointF]:
    """The four corners, in scene units, of a card of ``width`` lying at ``spot``."""
    h = card_height(width)
    corners = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        dx, dy = _rotate(sx * width / 2, sy * h / 2, spot.rotation)
        corners.append(QPointF(spot.pos.x() + dx, spot.pos.y() + dy))
    return corners


# The felt inside the wooden rail (RIM wide, drawn by felt.py): what stands on the table stays on it.
RIM = 22.0
FELT = QRectF(RIM, RIM, SCENE_W - 2 * RIM, SCENE_H - 2 * RIM)
HAND_MARGIN = 3.0  # between the lowest corner of the player's hand and the rail


def _players_centre_y() -> float:
    """Where the middle of the player's hand lies: a full hand's lowest corner just on the felt, whatever the
    card size (the ends of the arc drop and turn, so they reach lowest)."""
    width = hand_card_width(Place.BOTTOM)
    lowest = max(corner.y() for spot in _arc(Place.BOTTOM, 8, 0.0, 0.0) for corner in card_corners(spot, width))
    return FELT.bottom() - HAND_MARGIN - lowest


# The points above the hand were first written for the normal hand centred at 87.2 % of the table's height.
_REFERENCE_TOP = 0.872 * SCENE_H - HUMAN_CARD_W / CARD_ASPECT / 2


# -- the middle --------------------------------------------------------------
CENTRE = (0.5, 0.47)
# Classic's up-card, a little above the middle: the bidding panel, over the table just above the hand, stays
# clear of it even with large cards in a small window.
UP_CARD = (0.5, 0.45)

# Each player's card lands on the side of the middle nearest to them, so a
# trick reads as a cross: who played what is plain without labels.
TRICK_OFFSETS: dict[Place, tuple[float, float]] = {
    Place.BOTTOM: (0.0, 0.08),
    Place.LEFT: (-0.062, 0.0),
    Place.TOP: (0.0, -0.08),
    Place.RIGHT: (0.062, 0.0),
}


def trick_spot(place: Place, card: int | None = None) -> Spot:
    """Where a card played from ``place`` lies; a small tilt per card looks tossed, not placed."""
    ox, oy = TRICK_OFFSETS[place]
    tilt = 0.0 if card is None else ((card * 37) % 11 - 5) * 0.9
    return Spot(at(CENTRE[0] + ox, CENTRE[1] + oy), tilt)


# The deck sits in front of the dealer, to the dealer's left of the middle,
# so it never covers a trick spot or the up-card.
DECK_SPOTS: dict[Place, tuple[float, float]] = {
    Place.BOTTOM: (0.33, 0.70),
    Place.LEFT: (0.20, 0.27),
    Place.TOP: (0.67, 0.25),
    Place.RIGHT: (0.80, 0.67),
}
DECK_THICKNESS = 0.3  # scene units per card: a visible edge, not a tower


def deck_slot(place: Place | None, index: int) -> Spot:
    """The ``index``-th card from the bottom of the deck (``place`` None: the middle)."""
    fx, fy = CENTRE if place is None else DECK_SPOTS[place]
    angle = 0.0 if place is None else BASE_ANGLE[place] % 180
    return Spot(at(fx, fy) + QPointF(-index * DECK_THICKNESS, -index * DECK_THICKNESS), angle)


# -- trick piles ---------------------------------------------------------------
# The human's team stacks its tricks right of the human's hand, the other
# team above the left player's hand: apart, so the count is never confused.
PILES: dict[bool, tuple[float, float]] = {True: (0.80, 0.905), False: (0.072, 0.22)}
PILE_TRICK_STEP = 0.0085  # each trick a little further along: the pile shows how many


def pile_slot(ours: bool, trick_index: int, card_in_trick: int) -> Spot:
    """Where a card of the ``trick_index``-th trick a team won lies on its pile."""
    fx, fy = PILES[ours]
    base = at(fx, fy)
    # Tricks lie sideways and fan out along the table edge; within a trick the
    # cards are squared up, a hair apart, so the stack has an edge.
    x = base.x() + trick_index * PILE_TRICK_STEP * SCENE_W + card_in_trick * 0.4
    y = base.y() - card_in_trick * 0.4
    tilt = ((trick_index * 53) % 7 - 3) * 1.2
    return Spot(QPointF(x, y), 90.0 + tilt)


# -- name plates, bubbles, panels ----------------------------------------------
PLATE_SIZE = (0.13 * SCENE_W, 0.054 * SCENE_H)

PLATES: dict[Place, tuple[float, float]] = {
    Place.BOTTOM: (0.165, 0.935),
    Place.LEFT: (0.075, 0.67),
    Place.TOP: (0.665, 0.088),
    Place.RIGHT: (0.925, 0.67),
}

# Bubbles sit between a player and the middle, the tail pointing back at the
# player; the human's sits over its name plate, leaving the row between the
# trick and the hand to the message, which may show at the same time
# ("All passed" under four "Pass" bubbles). Announcements ("Belote!", a
# tierce) use the same spots: they come in the play, after the bids are cleared.
BUBBLES: dict[Place, tuple[float, float]] = {
    Place.BOTTOM: (0.165, 0.855),
    Place.LEFT: (0.175, 0.44),
    Place.TOP: (0.5, 0.225),
    Place.RIGHT: (0.825, 0.44),
}

# The declared cards are shown between a player's hand and the middle, beside the bubble: the
# human's above its name plate, left of the hand (its cards are in view anyway).
DECLARED: dict[Place, tuple[float, float]] = {
    Place.BOTTOM: (0.15, 0.80),
    Place.LEFT: (0.21, 0.53),
    Place.TOP: (0.29, 0.232),
    Place.RIGHT: (0.79, 0.53),
}

SCORE_PANEL = QRectF(0.0125 * SCENE_W, 0.02 * SCENE_H, 0.16 * SCENE_W, 0.12 * SCENE_H)
CONTRACT_PANEL = QRectF((1 - 0.0125 - 0.16) * SCENE_W, 0.02 * SCENE_H, 0.16 * SCENE_W, 0.12 * SCENE_H)
MESSAGE = (0.5, 0.705)  # between the trick and the human's hand
MESSAGE_MAX_W = 0.34 * SCENE_W

# The hint button (a widget over the table) stands in the free corner right of the player's hand, above the
# player's trick pile and below the right-hand player's name plate; the point is its left end, so a longer
# word in another language or a smaller window (a bigger button on the table) grows it away from the hand.
# The notes over the player's cards (why a card was refused, a card's hint) keep left of it, so the button
# never covers a note's rule link (issue 34).
HINT_BUTTON = (0.785, 0.815)
NOTE_LEFT = FELT.left() + 8.0
NOTE_RIGHT = HINT_BUTTON[0] * SCENE_W - 16.0


def anchors() -> dict[str, QPointF]:
    """Every named anchor point, for checks that the layout stays on the table."""
    out: dict[str, QPointF] = {"centre": at(*CENTRE), "up_card": at(*UP_CARD), "message": at(*MESSAGE)}
    for place in Place:
        name = place.name.lower()
        out[f"hand_{name}"] = at(*FANS[place].anchor)
        out[f"trick_{name}"] = trick_spot(place).pos
        out[f"deck_{name}"] = at(*DECK_SPOTS[place])
        out[f"plate_{name}"] = at(*PLATES[place])
        out[f"bubble_{name}"] = at(*BUBBLES[place])
        out[f"declared_{name}"] = at(*DECLARED[place])
    for ours in (True, False):
        out[f"pile_{'ours' if ours else 'theirs'}"] = at(*PILES[ours])
    out["hint_button"] = at(*HINT_BUTTON)
    out["score_panel"] = SCORE_PANEL.center()
    out["contract_panel"] = CONTRACT_PANEL.center()
    return out
