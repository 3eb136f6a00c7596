"""Which screen reader is listening, as far as the speech needs to know (issue 35).

The game's sentences reach a reader two ways (``announcer``): as announcement events, which Orca
speaks from about version 46 on (its source history: the listener came for 45, in July 2023, and a
slip that kept it silent was fixed in October 2023, so a 45.0 that asks for announcements may still
say nothing: the setting "On" is for it), and as notifications in the status bar (``notices``), which
Orca 43.1, the one Debian 12 ships, does speak (measured: ``benchmarks/screen_reader.py``) but a
newer Orca prefixes with the word "notification". Sending both would make a newer Orca say
everything twice.

On Linux the AT-SPI registry knows which events each client (each reader) has asked for: a reader
that asks for ``object:announcement`` speaks the announcements; one that follows objects being
shown (notifications) without asking for announcements is an older reader that needs the notices.
``needs_notices`` is that rule; ``ReaderCheck`` asks the registry in a worker thread (never the GUI
thread: it is a socket to another process) and hands the answer to the GUI thread by a timer, so no
Qt object is touched from the worker. Elsewhere (Windows, macOS) the answer is "no": announcements
are what NVDA and VoiceOver are sent (neither checked here).
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer, Signal

from .dbus_wire import Connection, WireError

TIMEOUT = 2.0  # seconds for the whole question; the registry answers in milliseconds
POLL_MS = 20  # how often the GUI thread looks for the worker's answer
ANNOUNCEMENT = "object:announcement"
SHOWING = "object:state-changed:showing"  # how a reader hears a notification appear


def _segments(event: str) -> list[str]:
    """"Object:StateChanged:Showing" and "object:state-changed:showing" alike: ["object", "statechanged",
    "showing"]; a registration ends where its segments end ("Object:" is every object event, "" everything)."""
    return [part for part in event.replace("-", "").lower().split(":") if part]


def _covers(registered: str, event: str) -> bool:
    wanted = _segments(registered)
    return _segments(event)[:len(wanted)] == wanted


def needs_notices(registered: Iterable[tuple[str, str]]) -> bool:
    """``registered``: the registry's (client, event) pairs. True when some client follows notifications
    but never asked for announcements (an older reader), and no client that follows notifications asked for
    announcements by name (a newer reader, which would hear both). A tool that takes every event ("Object:")
    counts as neither: it hears the announcements too, but it is no proof of a reader that speaks them."""
    by_client: dict[str, list[str]] = defaultdict(list)
    for client, event in registered:
        by_client[client].append(event)
    older = newer = False
    for events in by_client.values():
        if not any(_covers(e, SHOWING) for e in events):
            continue
        if any(_segments(e) == _segments(ANNOUNCEMENT) for e in events):
            newer = True
        elif not any(_covers(e, ANNOUNCEMENT) for e in events):
            older = True
    return older and not newer


def registered_events(timeout: float = TIMEOUT) -> list[tuple[str, str]]:
    """Ask the AT-SPI registry (blocking: call it from a worker). Raises ``OSError`` when there is no
    accessibility bus to ask."""
    address = os.environ.get("AT_SPI_BUS_ADDRESS", "")
    if not address:
        session = os.environ.get("DBUS_SESSION_BUS_ADDRESS", "")
        if not session:
            raise WireError("no session bus")
        with Connection(session, timeout) as bus:
            address = str(bus.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"))
    with Connection(address, timeout) as bus:
        answer = bus.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                          "GetRegisteredEvents")
    return list(answer) if isinstance(answer, list) else []


def ask_registry() -> bool:
    """``needs_notices`` for the readers listening now; False when nothing can be asked (no reader can be
    listening through AT-SPI then, and elsewhere than Linux the announcements are what readers get)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        return needs_notices(registered_events())
    except (OSError, ValueError):
        return False


class ReaderCheck(QObject):
    """The last answer of ``ask`` (None until the first comes), asked again with ``check``."""

    answered = Signal(bool)

    def __init__(self, ask: Callable[[], bool] = ask_registry, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.answer: bool | None = None
        self.asked_at = float("-inf")  # time.monotonic() of the last question
        self._ask = ask
        self._result: list[bool] = []  # the worker's answer, read by the GUI thread
        self._worker: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)

    @property
    def asking(self) -> bool:
        return self._worker is not None

    def check(self) -> None:
        """Ask again, in the background (once at a time)."""
        if self._worker is not None:
            return
        self.asked_at = time.monotonic()
        result: list[bool] = []
        self._result = result

        def work() -> None:
            try:
                result.append(self._ask())
            except Exception:  # an answer must come; a broken bus means "no older reader"
                result.append(False)

        self._worker = threading.Thread(target=work, name="reader-check", daemon=True)
        self._worker.start()
        self._timer.start()

    def _collect(self) -> None:
        if self._worker is None or self._worker.is_alive():
            return
        self._worker.join()
        self._worker = None
        self._timer.stop()
        self.answer = bool(self._result and self._result[0])
        self.answered.emit(self.answer)


__all__ = ["ANNOUNCEMENT", "SHOWING", "ReaderCheck", "ask_registry", "needs_notices", "registered_events"]
