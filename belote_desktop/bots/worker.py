"""Bot decisions computed off the caller's thread.

The window must keep animating while the hard bot thinks, and a new game or
quitting must be able to stop a search. ``BotRunner.start(bot, view)``
returns at once with a ``BotHandle``: ``done()`` polls, ``result()`` waits,
``cancel()`` asks the search to answer now (the hard bot then returns the
best move found so far), ``add_done_callback`` calls back from the worker
(a GUI wraps that into a signal for its own thread). Nothing here imports Qt.

Two ways to run, same API:

- ``"thread"`` (default): a thread per decision. Cheap to start and the bot
  keeps no copy, but a pure-Python search holds the GIL, which the
  interpreter hands over every 5 ms (``sys.getswitchinterval``): the
  caller's thread waits up to about that long for its turn.
- ``"process"``: one worker process started once (``spawn``, safe with a GUI
  toolkit's threads) that receives the bot and the view by pickling and
  answers through a pipe; the caller never competes for the GIL. Cancelling
  goes through a shared counter the bot's search polls.

``benchmarks/hard_bot_speed.py`` measures the longest stall a 10 ms timer
loop in the caller's thread sees in each mode.
"""

from __future__ import annotations

import contextlib
import inspect
import itertools
import multiprocessing as mp
import signal
import threading
from collections.abc import Callable
from typing import Any

from .base import Bot, Decision
from .view import SeatView

THREAD = "thread"
PROCESS = "process"


class BotHandle:
    """One decision on its way. Thread-safe."""

    def __init__(self, job: int, cancel: Callable[[], None]) -> None:
        self.job = job
        self._cancel = cancel
        self._done = threading.Event()
        self._decision: Decision | None = None
        self._error: BaseException | None = None
        self._callbacks: list[Callable[[BotHandle], None]] = []
        self._lock = threading.Lock()
        self.cancelled = False

    def cancel(self) -> None:
        """Ask the bot to answer now; ``result()`` then gives its best so far."""
        self.cancelled = True
        self._cancel()

    def done(self) -> bool:
        return self._done.is_set()

    def result(self, timeout: float | None = None) -> Decision:
        """The decision; raises ``TimeoutError`` if not ready within
        ``timeout`` seconds, or the bot's own error if it failed."""
        if not self._done.wait(timeout):
            raise TimeoutError("the bot has not decided yet")
        if self._error is not None:
            raise self._error
        assert self._decision is not None
        return self._decision

    def add_done_callback(self, fn: Callable[[BotHandle], None]) -> None:
        """Call ``fn(handle)`` when the decision is ready (at once if it is),
        from the worker's thread."""
        with self._lock:
            if not self._done.is_set():
                self._callbacks.append(fn)
                return
        fn(self)

    def _finish(self, decision: Decision | None, error: BaseException | None) -> None:
        with self._lock:
            self._decision, self._error = decision, error
            self._done.set()
            callbacks, self._callbacks = self._callbacks, []
        for fn in callbacks:
            fn(self)


def _accepts_cancel(bot: Bot) -> bool:
    try:
        return "cancel" in inspect.signature(bot.decide).parameters
    except (TypeError, ValueError):
        return False


def _decide(bot: Bot, view: SeatView, cancel: Any) -> Decision:
    if _accepts_cancel(bot):
        return bot.decide(view, cancel=cancel)  # type: ignore[call-arg]
    return bot.decide(view)


class BotRunner:
    """Starts bot decisions in a worker thread or a worker process."""

    def __init__(self, mode: str = THREAD) -> None:
        if mode not in (THREAD, PROCESS):
            raise ValueError(f"mode must be {THREAD!r} or {PROCESS!r}, not {mode!r}")
        self.mode = mode
        self._jobs = itertools.count(1)
        self._process: _ProcessWorker | None = None
        self._lock = threading.Lock()

    def start(self, bot: Bot, view: SeatView) -> BotHandle:
        job = next(self._jobs)
        if self.mode == THREAD:
            return self._start_thread(job, bot, view)
        with self._lock:
            if self._process is None or not self._process.alive():
                self._process = _ProcessWorker()
            worker = self._process
        return worker.submit(job, bot, view)

    def _start_thread(self, job: int, bot: Bot, view: SeatView) -> BotHandle:
        event = threading.Event()
        handle = BotHandle(job, event.set)

        def run() -> None:
            try:
                decision = _decide(bot, view, event)
            except BaseException as error:  # handed to the caller by result()
                handle._finish(None, error)
                return
            handle._finish(decision, None)

        threading.Thread(target=run, name=f"bot-{job}", daemon=True).start()
        return handle

    def close(self) -> None:
        """Stop the worker process and its reader thread, if any (threads end with their decision)."""
        with self._lock:
            if self._process is not None:
                self._process.close()
                self._process = None

    def __enter__(self) -> BotRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ----- the process mode -------------------------------------------------------
class _SharedCancel:
    """In the worker: "cancelled" when the parent has named this job."""

    def __init__(self, value: Any, job: int) -> None:
        self.value = value
        self.job = job

    def is_set(self) -> bool:
        return bool(self.value.value == self.job)


def _serve(conn: Any, cancel_value: Any) -> None:
    """The worker process: decide each (job, bot, view) it receives, until the parent says stop or is gone.

    A parent that ends without saying so (killed, or a Ctrl+C in its terminal) is not an error here: the
    pipe then ends (EOF), is reset (the parent died with an answer unread) or is broken (an answer to a
    parent already gone), and the worker ends quietly, as it does when told to.
    """
    with contextlib.suppress(ValueError, OSError, AttributeError):  # no signals here (not the main thread)
        # Ctrl+C in a terminal reaches the whole process group: the parent decides, and closes the pipe.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        job, bot, view = message
        try:
            answer = (job, _decide(bot, view, _SharedCancel(cancel_value, job)), None)
        except BaseException as error:  # sent back to the caller
            answer = (job, None, error)
        try:
            _answer(conn, answer)
        except OSError:
            return


def _answer(conn: Any, answer: tuple[int, Decision | None, BaseException | None]) -> None:
    try:
        conn.send(answer)
    except OSError:
        raise
    except Exception as error:  # an answer that cannot be pickled: the caller hears why
        conn.send((answer[0], None, error))


class _ProcessWorker:
    def __init__(self) -> None:
        ctx = mp.get_context("spawn")
        self._cancel_value = ctx.Value("q", 0, lock=False)
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=_serve, args=(child, self._cancel_value), name="belote-bot", daemon=True)
        self._proc.start()
        child.close()
        self._handles: dict[int, BotHandle] = {}
        self._lock = threading.Lock()
        self._send_lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, name="bot-results", daemon=True)
        self._reader.start()

    def alive(self) -> bool:
        return self._proc.is_alive()

    def submit(self, job: int, bot: Bot, view: SeatView) -> BotHandle:
        def cancel() -> None:
            self._cancel_value.value = job

        handle = BotHandle(job, cancel)
        with self._lock:
            self._handles[job] = handle
        with self._send_lock:
            self._conn.send((job, bot, view))
        return handle

    def _read(self) -> None:
        while True:
            try:
                job, decision, error = self._conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                handle = self._handles.pop(job, None)
            if handle is not None:
                handle._finish(decision, error)
        # The process is gone: whatever was waiting will not be answered.
        with self._lock:
            pending, self._handles = list(self._handles.values()), {}
        for handle in pending:
            handle._finish(None, RuntimeError("the bot worker process stopped"))

    def close(self) -> None:
        """Stop the process and wait for the reader: once this returns, no thread of ours runs any more."""
        try:
            with self._send_lock:
                self._conn.send(None)
        except (OSError, ValueError):
            pass
        self._proc.join(timeout=2)
        if self._proc.is_alive():
            self._proc.terminate()
            self._proc.join(timeout=2)
        # The process is gone, so the reader's recv() ends (EOF): joined before the pipe is closed under it.
        self._reader.join(timeout=2)
        self._conn.close()


__all__ = ["PROCESS", "THREAD", "BotHandle", "BotRunner"]
