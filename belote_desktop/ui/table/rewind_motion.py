"""Undo and redo seen on the table: the cards glide from where they were to where the replay put them.

An undo lays the deal out again at once (``controller.rewind``: a replay, at the instant speed); the
player should still see what went back. ``places(scene)`` notes where every card lay before; after the
replay, ``glide_from(scene, before)`` animates each card from the place it held then to the one it holds
now: a card played goes back into its hand the way it came, run the other way; after a redo the cards fly
out again. At the instant speed nothing moves (the tests' speed).

The replay deals the card items afresh, so an item is not matched with its own old place but with the
old place of the card it shows now. A face-down card of another player is no card in particular: those of
a hand are matched with that hand's face-down cards of before, in order, and the card that went back into
it (or came out of it) with its place on the table. Matching the face-down cards by their (unknown) card
sent a whole hand to one spot: the other players' hands were drawn as a single card (issue 34).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation

from ..cards.item import CardItem
from .durations import duration
from .scene import TableScene


class Look(NamedTuple):
    """Where a card lies and how: position, rotation, flip (face up 1), stacking."""

    pos: QPointF
    rotation: float
    flip: float
    z: float


def look_of(item: CardItem) -> Look:
    return Look(QPointF(item.pos()), item.rotation(), item.flip, item.zValue())


@dataclass
class Snapshot:
    """The table before an undo or a redo, as ``glide_from`` needs it."""

    known: dict[int, Look] = field(default_factory=dict)  # by card: the cards the table knew (faces, played)
    hidden: dict[int, list[Look]] = field(default_factory=dict)  # by seat: its face-down unknown cards, in order
    deck: list[Look] = field(default_factory=list)
    played_by: dict[int, int] = field(default_factory=dict)  # by card: the seat that played it


def places(scene: TableScene) -> Snapshot:
    """Where every card lies now, to glide from after the table is laid out again."""
    snapshot = Snapshot()
    for item in scene.card_items():
        if item.card is not None and item.isVisible():
            snapshot.known[item.card] = look_of(item)
            seat = scene.played_by(item.card)
            if seat is not None:
                snapshot.played_by[item.card] = seat
    for seat in range(4):
        snapshot.hidden[seat] = [look_of(item) for item in scene.hand_items(seat) if item.card is None]
    snapshot.deck = [look_of(item) for item in scene.deck_items() if item.card is None]
    return snapshot


def sources(scene: TableScene, before: Snapshot) -> dict[int, Look]:
    """For each card item (by ``id``) on the table now, the place it glides from; items left out stay put."""
    found: dict[int, Look] = {}
    hidden = {seat: list(looks) for seat, looks in before.hidden.items()}
    # Cards known before and after: each from where it was (the player's cards, the trick, the piles).
    for item in scene.card_items():
        if item.card is not None and item.card in before.known:
            found[id(item)] = before.known[item.card]
    # Redo: a card played again was face down in its player's hand; it leaves from the middle of it, where
    # the table takes a hidden card to play from.
    for item in scene.card_items():
        if item.card is not None and id(item) not in found:
            seat = scene.played_by(item.card)
            pool = hidden.get(seat, []) if seat is not None else []
            if pool:
                found[id(item)] = pool.pop(len(pool) // 2)
    # Undo: the cards that went back face down into a hand come from where they lay, into its middle.
    spare: list[Look] = []
    for seat in range(4):
        items = [item for item in scene.hand_items(seat) if item.card is None and id(item) not in found]
        back = [look for card, look in before.known.items()
                if before.played_by.get(card) == seat and scene.card_item(card) is None]
        pool = hidden.get(seat, [])
        middle = len(pool) // 2
        pool = pool[:middle] + back + pool[middle:]
        for item, look in zip(items, pool, strict=False):
            found[id(item)] = look
        spare.extend(pool[len(items):])
    # What is left (a hand that gave cards back to the deck, when a take is undone) glides to the deck.
    spare = before.deck + spare + [look for card, look in before.known.items()
                                   if card not in before.played_by and scene.card_item(card) is None]
    deck = [item for item in scene.deck_items() if id(item) not in found]
    for item, look in zip(deck, spare, strict=False):
        found[id(item)] = look
    return found


def glide_from(scene: TableScene, before: Snapshot) -> None:
    """Animate, as a step of the table's queue (so whatever the table shows next waits for it), every card
    whose place changed from its place in ``before`` to the one it holds now."""
    if duration("card_flight", scene.speed) <= 0:
        return
    starts = sources(scene, before)
    items = scene.card_items()
    targets = {id(item): look_of(item) for item in items}  # the replay's places, where each card ends

    def step() -> QParallelAnimationGroup | None:
        ms = duration("card_flight", scene.speed)
        group = QParallelAnimationGroup()  # adopted by the queue, which deletes it once played
        for item in items:
            old, new = starts.get(id(item)), targets[id(item)]
            if old is None or not item.isVisible():
                continue
            if (new.pos - old.pos).manhattanLength() < 0.5 and abs(new.rotation - old.rotation) < 0.5 \
                    and new.flip == old.flip:
                continue
            item.setZValue(max(new.z, old.z) + 100)  # above the hand it lands in, as a played card is
            turn = old.rotation + ((new.rotation - old.rotation + 180.0) % 360.0 - 180.0)  # the short way round
            for name, first, last in ((b"pos", old.pos, new.pos), (b"rotation", old.rotation, turn),
                                      (b"flip", old.flip, new.flip)):
                if first == last:
                    continue
                animation = QPropertyAnimation(item, name, group)
                animation.setDuration(ms)
                animation.setStartValue(first)
                animation.setEndValue(last)
                animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
                group.addAnimation(animation)
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        group.finished.connect(lambda: [settle(item) for item in items])
        return group

    def settle(item: CardItem) -> None:
        # The hands' own stacking back, and the replay's exact turn (the glide may end a whole turn away).
        target = targets[id(item)]
        item.setZValue(target.z)
        item.setRotation(target.rotation)

    scene.queue.enqueue(step)


__all__ = ["Look", "Snapshot", "glide_from", "places", "sources"]
