"""Unexpected exceptions become a saved report and one error dialog, and the game goes on.

PySide6 hands an exception raised in a slot or an overridden event handler to
``sys.excepthook`` and carries on with the event loop; an exception in a
Python thread goes to ``threading.excepthook``. Both hooks write the report at
once, in the thread that failed (so it is on disk even if the process dies
next), then pass it to the GUI thread through a queued signal: only that
thread may create widgets, and queuing also keeps the dialog out of whatever
half-finished paint or event handler raised.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication, QWidget

from ..crash_log import append_report, format_report

if TYPE_CHECKING:
    from .dialogs.error import ErrorDialog

log = logging.getLogger(__name__)

# While one dialog is open, an error that repeats (a timer's slot failing on every tick) would
# otherwise write to the disk as fast as the timer runs: after this many reports the rest are counted.
MAX_SAVED_PER_DIALOG = 50

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
ThreadHook = Callable[[threading.ExceptHookArgs], object]


class ErrorReporter(QObject):
    """Lives in the GUI thread; receives reports from any thread and shows them, one dialog at a time."""

    report_ready = Signal(str, object)  # the report, and the errors.log it was saved to (or None)

    def __init__(self, parent_getter: Callable[[], QWidget | None], folder: Path, version: str) -> None:
        super().__init__()
        self.parent_getter = parent_getter
        self.folder = folder
        self.version = version
        self.dialog: ErrorDialog | None = None
        self._lock = threading.Lock()  # two threads failing together must not interleave their reports
        self._saved = 0  # reports saved since the last dialog closed (or since start)
        self._not_saved = 0
        self._last_path: Path | None = None  # where the last saved report went: the dialog still points there
        # Queued even from the GUI thread: the dialog is built after the failing handler has returned.
        self.report_ready.connect(self.show_report, Qt.ConnectionType.QueuedConnection)

    def report(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        """Save, log and (later, in the GUI thread) show one exception. Safe to call from any thread."""
        text = format_report(exc_type, exc, tb, self.version)
        with self._lock:
            self._saved += 1
            if self._saved > MAX_SAVED_PER_DIALOG:
                self._not_saved += 1
                path = self._last_path
            else:
                path = self._last_path = append_report(self.folder, text)
                log.error("unexpected error", exc_info=(exc_type, exc, tb))
        self.report_ready.emit(text, path)

    @Slot(str, object)
    def show_report(self, text: str, path: Path | None) -> None:
        try:
            if self.dialog is not None and shiboken6.isValid(self.dialog):
                self.dialog.append_details(text)
                return
            if QApplication.instance() is None:
                return  # no GUI (yet, or any more): the report is on disk and in the log
            from .dialogs.error import ErrorDialog

            self.dialog = ErrorDialog(text, path, self._parent())
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog.finished.connect(self._dialog_closed)
            # open(), not exec(): no nested event loop, so errors that keep coming cannot stack loops.
            self.dialog.open()
        except Exception:  # the dialog itself failing must not feed the hook that shows dialogs
            log.exception("could not show the error dialog")

    def _parent(self) -> QWidget | None:
        try:
            parent = self.parent_getter()
        except Exception:
            return None
        return parent if parent is not None and shiboken6.isValid(parent) else None

    def _dialog_closed(self) -> None:
        self.dialog = None
        with self._lock:
            not_saved, self._saved, self._not_saved = self._not_saved, 0, 0
        if not_saved:
            append_report(self.folder, f"{not_saved} further errors happened and were not saved.\n")


def install_exception_hook(parent_getter: Callable[[], QWidget | None], folder: Path,
                           version: str) -> Callable[[], None]:
    """Route unexpected exceptions to a report in ``folder``/errors.log and an ErrorDialog.

    Call it in the GUI thread. ``parent_getter`` names the window the dialog
    belongs to (asked when a dialog opens, so the window may come later).
    Returns a function that puts the previous hooks back.
    """
    reporter = ErrorReporter(parent_getter, folder, version)
    previous_hook: ExceptHook = sys.excepthook
    previous_thread_hook: ThreadHook = threading.excepthook

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            previous_hook(exc_type, exc, tb)  # Ctrl+C in a terminal stops the program as usual
            return
        try:
            reporter.report(exc_type, exc, tb)
        except Exception:
            previous_hook(exc_type, exc, tb)  # at least the traceback reaches stderr

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        # SystemExit ends only its thread, silently: the default hook knows that, so it decides.
        if args.exc_value is None or issubclass(args.exc_type, SystemExit | KeyboardInterrupt):
            previous_thread_hook(args)
            return
        try:
            reporter.report(args.exc_type, args.exc_value, args.exc_traceback)
        except Exception:
            previous_thread_hook(args)

    sys.excepthook = hook
    threading.excepthook = thread_hook

    def uninstall() -> None:
        # Only our own hooks are taken out: a hook installed after ours stays in place.
        if sys.excepthook is hook:
            sys.excepthook = previous_hook
        if threading.excepthook is thread_hook:
            threading.excepthook = previous_thread_hook

    return uninstall
