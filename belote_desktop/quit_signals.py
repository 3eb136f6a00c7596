"""Quitting when the system asks, as when the player quits: the match saved, the window closed.

A logout or a shutdown sends SIGTERM (and SIGKILL a few seconds later); a closed terminal sends
SIGHUP, and Ctrl+C in the terminal the game was started from sends SIGINT. Left to their default,
the first two end the program at once and the third stops it with a KeyboardInterrupt traceback:
``closeEvent`` never runs, and what was played since the last trick is lost, with the window's place
and the bots' process left to chance.

A Python signal handler runs only between Python statements, and the GUI thread sits in Qt's event
loop, in C++, until something happens. So the handler does nothing itself: the signal's number is
written to a socket (``signal.set_wakeup_fd``) that Qt watches (``QSocketNotifier``), and the event
loop, woken by it, emits ``asked`` in the GUI thread, where the window can close as usual.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

QUIT_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")


class QuitOnSignal(QObject):
    """Emits ``asked`` (in the GUI thread) when SIGTERM, SIGHUP or SIGINT arrives; ``uninstall()`` puts the previous
    handlers back. Make it in the main thread, where Python lets signals be handled."""

    asked = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._numbers = [getattr(signal, name) for name in QUIT_SIGNALS if hasattr(signal, name)]
        self._previous = {number: signal.signal(number, self._noted) for number in self._numbers}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _noted(self, _number: int, _frame: FrameType | None) -> None:
        """Python's handler: the wakeup socket already carries the number to the event loop."""

    def _woken(self) -> None:
        try:
            numbers = self._reader.recv(64)
        except OSError:  # nothing there after all (another signal's byte was read with the last one)
            return
        if any(number in self._numbers for number in numbers):
            self.asked.emit()

    def uninstall(self) -> None:
        self._notifier.setEnabled(False)
        for number, handler in self._previous.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(number, handler)
        with contextlib.suppress(ValueError):
            signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
