"""Undo and redo seen on the table: the cards glide from where they were to where the replay put them.

An undo lays the deal out again at once (``controller.rewind``: a replay, at the instant speed); the
player should still see what went back. ``glide_from(scene, before)`` takes the places the cards held
before (``places(scene)``) and animates each card that moved, from its old place, turn and face, to its
new one: a card played goes back into its hand the way it came, run the other way; after a redo the
cards fly out again. At the instant speed nothing moves (the tests' speed).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation

from .durations import duration
from .scene import TableScene

Place = tuple[QPointF, float, float, float]  # position, rotation, flip (face up 1), z


def places(scene: TableScene) -> dict[int, Place]:
    return {item.card: (QPointF(item.pos()), item.rotation(), item.flip, item.zValue())
            for item in scene.card_items() if item.isVisible()}


def glide_from(scene: TableScene, before: dict[int, Place]) -> None:
    """Animate, as a step of the table's queue (so whatever the table shows next waits for it), every card
    whose place changed from its place in ``before`` to the one it holds now."""
    if duration("card_flight", scene.speed) <= 0:
        return
    targets = {item.card: (QPointF(item.pos()), item.rotation(), item.flip) for item in scene.card_items()}
    layers = {item.card: item.zValue() for item in scene.card_items()}  # the hands' own stacking, put back after

    def step() -> QParallelAnimationGroup | None:
        ms = duration("card_flight", scene.speed)
        group = QParallelAnimationGroup()  # adopted by the queue, which deletes it once played
        for item in scene.card_items():
            old, new = before.get(item.card), targets.get(item.card)
            if old is None or new is None or not item.isVisible():
                continue
            pos, rotation, flip, z = old
            new_pos, new_rotation, new_flip = new
            if (new_pos - pos).manhattanLength() < 0.5 and abs(new_rotation - rotation) < 0.5 and new_flip == flip:
                continue
            item.setZValue(max(item.zValue(), z) + 100)  # above the hand it lands in, as a played card is
            for name, first, last in ((b"pos", pos, new_pos), (b"rotation", rotation, new_rotation),
                                      (b"flip", flip, new_flip)):
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
        items = scene.card_items()
        group.finished.connect(lambda: [item.setZValue(layers[item.card]) for item in items])
        return group

    scene.queue.enqueue(step)


__all__ = ["glide_from", "places"]
