"""The animation queue: order, one idle per drain, instant mode, clear and finish, who owns the animations."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QEvent,
    QObject,
    QPropertyAnimation,
    QVariantAnimation,
    Signal,
)

from belote_desktop.ui.table.animation_queue import AnimationQueue
from belote_desktop.ui.table.durations import DURATIONS, SPEEDS, duration


class Dial(QObject):
    """Something with an animatable number."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._value = 0.0

    def _get(self) -> float:
        return self._value

    def _set(self, v: float) -> None:
        self._value = v
        self.changed.emit()

    value = Property(float, _get, _set, notify=changed)


def move(dial: Dial, end: float, ms: int, log: list[str] | None = None, name: str = ""):
    """A step animating ``dial`` to ``end``; records when it starts in ``log``."""

    def step() -> QAbstractAnimation:
        if log is not None:
            log.append(f"start {name}")
        anim = QPropertyAnimation(dial, b"value")
        anim.setEndValue(end)
        anim.setDuration(ms)
        if log is not None:
            anim.finished.connect(lambda: log.append(f"end {name}"))
        return anim

    return step


@pytest.fixture
def idle_count(qapp):
    def attach(queue: AnimationQueue) -> list[int]:
        count = [0]
        queue.idle.connect(lambda: count.__setitem__(0, count[0] + 1))
        return count

    return attach


def test_durations_scale_with_speed() -> None:
    assert SPEEDS == ("slow", "normal", "fast", "instant")
    for name, base in DURATIONS.items():
        if name == "thinking_cycle":
            continue
        assert duration(name, "normal") == base
        assert duration(name, "slow") == round(base * 1.6)
        assert duration(name, "fast") == round(base * 0.5)
    assert duration("card_flight", "instant") == 0
    assert duration("message_time", "instant") > 0  # a text must stay readable
    with pytest.raises(ValueError):
        duration("card_flight", "ludicrous")
    with pytest.raises(ValueError):
        duration("no such thing")


def test_steps_run_strictly_in_order(qtbot, idle_count) -> None:
    queue = AnimationQueue("normal")
    count = idle_count(queue)
    dial = Dial()
    log: list[str] = []
    queue.enqueue(move(dial, 10, 40, log, "a"))
    queue.enqueue(lambda: log.append("instant b"))
    queue.enqueue(move(dial, 20, 40, log, "c"))
    assert log == ["start a"]  # the first step starts at once, the rest wait
    assert queue.busy
    with qtbot.waitSignal(queue.idle, timeout=3000):
        pass
    assert log == ["start a", "end a", "instant b", "start c", "end c"]
    assert dial.value == 20
    assert not queue.busy
    assert count[0] == 1


def test_idle_once_per_drain(qtbot, idle_count) -> None:
    queue = AnimationQueue("normal")
    count = idle_count(queue)
    dial = Dial()
    for i in range(3):
        queue.enqueue(move(dial, i, 20))
    qtbot.waitUntil(lambda: count[0] == 1, timeout=3000)
    qtbot.wait(50)
    assert count[0] == 1
    queue.enqueue(move(dial, 5, 20))
    qtbot.waitUntil(lambda: count[0] == 2, timeout=3000)
    qtbot.wait(50)
    assert count[0] == 2


def test_instant_steps_only_burst_gives_one_idle_later(qtbot, idle_count) -> None:
    # A burst of instant changes made in one go drains once: idle comes from
    # the event loop, never from inside enqueue (no re-entering the caller).
    queue = AnimationQueue("normal")
    count = idle_count(queue)
    done: list[int] = []
    for i in range(4):
        queue.enqueue(lambda i=i: done.append(i))
    assert done == [0, 1, 2, 3]
    assert count[0] == 0 and queue.busy
    QCoreApplication.processEvents()
    assert count[0] == 1 and not queue.busy


def test_instant_speed_applies_end_states_without_waiting(qapp, idle_count) -> None:
    queue = AnimationQueue("instant")
    count = idle_count(queue)
    dial = Dial()
    log: list[str] = []
    queue.enqueue(move(dial, 7, 10_000, log, "long"))
    queue.enqueue(move(dial, 9, 10_000, log, "longer"))
    # Already at the end, inside enqueue: no timer was needed.
    assert dial.value == 9
    assert log == ["start long", "end long", "start longer", "end longer"]
    assert queue.pending() == 0
    QCoreApplication.processEvents()  # one turn of the loop delivers idle
    assert count[0] == 1
    assert not queue.busy


def test_idle_handler_may_enqueue_more(qtbot) -> None:
    queue = AnimationQueue("instant")
    seen: list[str] = []

    def on_idle() -> None:
        seen.append("idle")
        if seen.count("idle") == 1:
            queue.enqueue(lambda: seen.append("more"))

    queue.idle.connect(on_idle)
    queue.enqueue(lambda: seen.append("first"))
    qtbot.waitUntil(lambda: seen.count("idle") == 2, timeout=1000)
    assert seen == ["first", "idle", "more", "idle"]


def test_clear_finishes_the_running_animation_and_drops_the_rest(qtbot, idle_count) -> None:
    queue = AnimationQueue("normal")
    count = idle_count(queue)
    dial = Dial()
    ran: list[str] = []
    queue.enqueue(move(dial, 100, 5_000))
    queue.enqueue(lambda: ran.append("later"))
    assert queue.busy and dial.value < 100
    queue.clear()
    assert dial.value == 100  # the running one jumped to its end state
    assert ran == []  # pending steps dropped
    assert not queue.busy
    qtbot.wait(30)
    assert count[0] == 0  # whoever cleared starts over: no stale idle
    queue.enqueue(lambda: ran.append("new"))  # and the queue still works
    assert ran == ["new"]


def test_finish_plays_everything_out(qtbot, idle_count) -> None:
    queue = AnimationQueue("normal")
    count = idle_count(queue)
    dial = Dial()
    queue.enqueue(move(dial, 1, 5_000))
    queue.enqueue(move(dial, 2, 5_000))
    queue.enqueue(move(dial, 3, 5_000))
    queue.finish()
    assert dial.value == 3
    assert queue.speed == "normal"
    qtbot.waitUntil(lambda: count[0] == 1, timeout=1000)


def test_switching_to_instant_ends_the_running_animation(qtbot) -> None:
    queue = AnimationQueue("slow")
    dial = Dial()
    queue.enqueue(move(dial, 5, 5_000))
    queue.enqueue(move(dial, 6, 5_000))
    queue.set_speed("instant")
    assert dial.value == 6


def test_endless_animation_is_refused(qapp) -> None:
    queue = AnimationQueue("normal")

    def endless() -> QAbstractAnimation:
        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(100)
        anim.setLoopCount(-1)
        return anim

    with pytest.raises(ValueError):
        queue.enqueue(endless)
    with pytest.raises(ValueError):
        queue.set_speed("warp")


def test_a_played_animation_belongs_to_the_queue_and_is_deleted_once_finished(qtbot) -> None:
    queue = AnimationQueue("normal")
    dial = Dial()
    played: list[QAbstractAnimation] = []

    def step() -> QAbstractAnimation:
        played.append(move(dial, 1, 20)())
        return played[-1]

    queue.enqueue(step)
    assert played[0].parent() is queue  # adopted: it cannot outlive the queue
    qtbot.waitUntil(lambda: not queue.busy, timeout=2000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(played[0])  # finished, then deleted in the event loop (not inside its signal)


def test_an_animation_still_running_dies_with_its_queue_and_nothing_of_it_runs_after(qtbot) -> None:
    # A record viewer closed while its cards fly: the scene, its queue and the flight go together,
    # and what the flight was to do at its end (restack the cards it moved) never runs on deleted cards.
    queue = AnimationQueue("normal")
    dial = Dial()
    ended: list[str] = []
    flights: list[QAbstractAnimation] = []

    def step() -> QAbstractAnimation:
        flight = move(dial, 100, 5_000)()
        flight.finished.connect(lambda: ended.append("end"))
        flights.append(flight)
        return flight

    queue.enqueue(step)
    assert flights[0].state() == QAbstractAnimation.State.Running
    shiboken6.delete(queue)
    assert not shiboken6.isValid(flights[0])
    qtbot.wait(50)
    assert ended == [] and dial.value < 100
