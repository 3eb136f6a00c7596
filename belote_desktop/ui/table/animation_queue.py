"""One queue that plays the table's animations strictly one after another.

The controller reports game events faster than they can be shown; each event
becomes one or more *steps* here. A step is a callable run when its turn
comes (not when it is enqueued), so it measures the table as the previous
steps left it. It returns the ``QAbstractAnimation`` to play, or ``None`` for
a change already made. The next step starts when that animation finishes.

The queue owns what it plays: a step's new animation becomes a child of the
queue (so it dies with the queue, which dies with its scene: an animation
never runs on after its cards are gone) and is deleted, in the event loop,
once it has finished or been cleared.

``idle`` is emitted once each time the queue drains, always from the event
loop (never from inside ``enqueue``): a controller that reacts to it by
enqueueing more is never re-entered mid-call, and a burst of calls made in
one go yields one ``idle``. ``busy`` stays true until that ``idle`` is out,
so "busy" and "an idle is still to come" are the same question.

At the ``"instant"`` speed steps run as soon as they are enqueued and any
animation a step still returns is jumped to its end state: nothing waits for
a timer, and the only thing left for the event loop is the ``idle`` signal.

``Motion`` is what a step builds its animation with: property changes
played together, or made on the spot at the instant speed; ``Pace`` gives a
step its durations and its motions at the table's current speed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from ..cards.item import CardItem
from .durations import SPEEDS, duration, is_instant
from .layout import Spot

Step = Callable[[], QAbstractAnimation | None]


class AnimationQueue(QObject):
    """Runs steps in order; emits ``idle`` when the last one has finished."""

    idle = Signal()
    busy_changed = Signal(bool)

    def __init__(self, speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._busy = False
        self._running = False  # inside _advance: a step that enqueues must not recurse
        self._speed = "normal"
        self.set_speed(speed)
        # A zero-interval timer posts ``idle`` to the next event-loop turn.
        self._idle_timer = QTimer(self)
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(0)
        self._idle_timer.timeout.connect(self._emit_idle)

    # -- state -----------------------------------------------------------
    def _get_busy(self) -> bool:
        return self._busy

    busy = Property(bool, _get_busy, notify=busy_changed)

    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}; expected one of {SPEEDS}")
        self._speed = speed
        if is_instant(speed) and self._current is not None:
            # Switching to instant mid-animation: the user wants it over now.
            self._jump_to_end(self._current)

    def pending(self) -> int:
        """Steps not started yet (the running one excluded)."""
        return len(self._pending)

    # -- feeding -----------------------------------------------------------
    def enqueue(self, step: Step) -> None:
        """Add a step; it runs after every step enqueued before it."""
        self._pending.append(step)
        self._idle_timer.stop()  # the drain goes on: one idle at its real end
        self._set_busy(True)
        self._advance()

    def finish(self) -> None:
        """Play out everything now: the running animation and every pending step jump to their ends.

        ``idle`` follows on the next event-loop turn, as after any drain.
        """
        saved = self._speed
        self._speed = "instant"
        try:
            if self._current is not None:
                self._jump_to_end(self._current)  # its finished handler advances the rest
            else:
                self._advance()
        finally:
            self._speed = saved

    def clear(self) -> None:
        """Stop at once for a new deal or match: the running animation is set to its end, pending steps dropped.

        No ``idle`` follows: whoever clears the table starts over and must
        not be told that the old events have finished showing.
        """
        self._pending.clear()
        current, self._current = self._current, None
        if current is not None:
            current.finished.disconnect(self._on_finished)
            current.setCurrentTime(current.totalDuration())
            current.stop()
            self._retire(current)
        self._idle_timer.stop()
        self._set_busy(False)

    # -- running -------------------------------------------------------------
    def _advance(self) -> None:
        if self._running or self._current is not None:
            return
        self._running = True
        try:
            while self._pending and self._current is None:
                animation = self._pending.popleft()()
                if animation is None:
                    continue
                total = animation.totalDuration()
                if total < 0:
                    raise ValueError("an endless animation can not be queued: it would never let the next step run")
                if animation.parent() is None:
                    animation.setParent(self)  # owned by the queue from now on (see the module docstring)
                animation.finished.connect(self._on_finished)
                self._current = animation
                animation.start()
                if is_instant(self._speed) or total == 0:
                    # A zero-length animation may finish inside start(); the
                    # jump covers one that did not, without a timer.
                    self._jump_to_end(animation)
        finally:
            self._running = False
        if not self._pending and self._current is None and self._busy:
            self._idle_timer.start()

    @staticmethod
    def _jump_to_end(animation: QAbstractAnimation) -> None:
        if animation.state() != QAbstractAnimation.State.Stopped:
            animation.setCurrentTime(animation.totalDuration())

    def _retire(self, animation: QAbstractAnimation) -> None:
        # Later, not now: this runs inside the animation's own ``finished``, which Qt is still emitting.
        if animation.parent() is self:
            animation.deleteLater()

    def _on_finished(self) -> None:
        finished, self._current = self._current, None
        if finished is not None:
            finished.finished.disconnect(self._on_finished)
            self._retire(finished)
        if self._running:
            return  # finished inside start() or a jump: the loop in _advance goes on
        self._advance()

    def _emit_idle(self) -> None:
        if self._pending or self._current is not None:
            return
        self._set_busy(False)
        self.idle.emit()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)


class Motion:
    """The property changes of one step: played in parallel, or made at once at instant speed."""

    def __init__(self, instant: bool) -> None:
        self._instant = instant
        self._group = QParallelAnimationGroup()
        self._after: list[Callable[[], None]] = []

    def set(self, target: QObject, prop: str, end: Any, ms: int, delay: int = 0,
            easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> None:
        if self._instant or (ms <= 0 and delay <= 0):
            target.setProperty(prop, end)
            return
        animation = QPropertyAnimation(target, prop.encode())
        animation.setEndValue(end)
        animation.setDuration(max(1, ms))
        animation.setEasingCurve(easing)
        if delay > 0:
            # The start value is taken when the animation starts, after the
            # pause: a card leaves from wherever it is by then.
            sequence = QSequentialAnimationGroup()
            sequence.addPause(delay)
            sequence.addAnimation(animation)
            self._group.addAnimation(sequence)
        else:
            self._group.addAnimation(animation)

    def card(self, item: CardItem, spot: Spot, width: float, ms: int, delay: int = 0,
             flip: float | None = None, easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> None:
        """Move ``item`` to ``spot`` (and resize, and turn over when ``flip`` is given)."""
        # Turn the short way round: from 270 to 0 is a quarter turn, not three.
        current = item.rotation()
        rotation = current + ((spot.rotation - current + 180.0) % 360.0 - 180.0)
        self.set(item, "pos", spot.pos, ms, delay, easing)
        self.set(item, "rotation", rotation, ms, delay, easing)
        if abs(item.card_width - width) > 1e-6:
            self.set(item, "card_width", width, ms, delay, easing)
        if flip is not None and abs(item.flip - flip) > 1e-6:
            # The whole flight long, so the card is edge-on halfway.
            self.set(item, "flip", flip, ms, delay, QEasingCurve.Type.InOutSine)

    def pause(self, ms: int) -> None:
        if not self._instant and ms > 0:
            self._group.addAnimation(QPauseAnimation(ms))

    def then(self, action: Callable[[], None]) -> None:
        """Run ``action`` when the motion ends (at once at instant speed)."""
        self._after.append(action)

    def result(self) -> QAbstractAnimation | None:
        if self._group.animationCount() == 0:
            for action in self._after:
                action()
            return None
        if self._after:
            # Connected before the queue connects its own handler, so these
            # run before the next step starts.
            self._group.finished.connect(lambda: [action() for action in self._after])
        return self._group


class Pace:
    """The table's speed as the steps use it: named durations, and motions that know whether to animate."""

    def __init__(self, speed: str = "normal") -> None:
        self.speed = speed

    @property
    def instant(self) -> bool:
        return is_instant(self.speed)

    def ms(self, name: str) -> int:
        return duration(name, self.speed)

    def motion(self) -> Motion:
        return Motion(self.instant)
