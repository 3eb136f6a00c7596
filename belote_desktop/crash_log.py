"""Error reports on disk: what went wrong, in which versions, kept in the application-data folder.

Plain Python on purpose: the exception hook calls these while the GUI may be in
a bad state, and the tests call them without a ``QApplication``. Qt's version
is only looked up inside ``format_report``, and only if PySide6 is already
imported, so writing a report never drags Qt in.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import platform
import stat
import sys
import traceback
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import TextIO

from .engine.jsonfile import NotARegularFile

ERRORS_FILE = "errors.log"
LOG_FILE = "belote-desktop.log"
# The report file is trimmed when it grows past MAX_BYTES, down to its newest KEEP_BYTES: trimming to
# less than the limit means a long run of errors rewrites the file now and then, not on every report.
MAX_BYTES = 1024 * 1024
KEEP_BYTES = 768 * 1024
LOG_MAX_BYTES = 512 * 1024
LOG_BACKUPS = 2
SEPARATOR = "=" * 72


def versions(version: str) -> list[str]:
    """The lines that say which program, Python, Qt and platform the error happened with."""
    lines = [f"Belote Desktop {version}", f"Python {platform.python_version()} ({sys.executable})"]
    pyside = sys.modules.get("PySide6")
    if pyside is not None:
        try:
            from PySide6.QtCore import qVersion

            lines.append(f"Qt {qVersion()}, PySide6 {getattr(pyside, '__version__', '?')}")
        except Exception:  # a broken Qt must not stop the report from being written
            lines.append("Qt ?, PySide6 ?")
    lines.append(f"Platform {platform.platform()}")
    return lines


def format_report(exc_type: type[BaseException] | None, exc: BaseException | None,
                  tb: TracebackType | None, version: str) -> str:
    """A readable report of one exception: when, the versions, then the traceback."""
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    try:
        trace = "".join(traceback.format_exception(exc_type, exc, tb))
    except Exception:  # e.g. an exception whose __str__ raises: keep at least its type
        trace = f"{getattr(exc_type, '__name__', exc_type)}: <the error could not be formatted>\n"
    return "\n".join([f"Error at {when}", *versions(version), "", trace.rstrip("\n")]) + "\n"


def open_to_append(path: Path) -> TextIO:
    """``path`` opened to add text at its end (made, readable by the user only, if missing), when it is a
    regular file; ``NotARegularFile`` (an ``OSError``) for anything else.

    Looked at first, then opened without waiting: a named pipe (FIFO) in its place would make a plain
    ``open`` wait for a reader for ever, and the program with it. Should a pipe take the file's place
    between the look and the open, the system refuses the open at once (ENXIO, no reader) or the check
    after it does.
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = stat.S_IFREG  # made by the open below
    if not stat.S_ISREG(mode):  # said as what it is; the open below would only say "no such device"
        raise NotARegularFile(path, mode)
    flags = (os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_CLOEXEC", 0))
    fd = os.open(path, flags, 0o600)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotARegularFile(path, mode)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a regular file: writes complete as usual
        return os.fdopen(fd, "a", encoding="utf-8", errors="replace")
    except BaseException:
        os.close(fd)
        raise


def append_report(folder: Path, report: str) -> Path | None:
    """Add ``report`` to ``folder``/errors.log; returns the file, or None if it could not be written.

    Never raises: it runs inside the exception hook, where a second error would
    hide the first. When the file cannot be written the report goes to stderr.
    """
    path = folder / ERRORS_FILE
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        with open_to_append(path) as out:
            out.write(f"{SEPARATOR}\n{report}")
        _trim(path)
        return path
    except Exception as error:  # OSError mostly; anything else must not escape either
        # No stderr at all (a windowed app on Windows) leaves nothing more to try.
        with contextlib.suppress(Exception):
            sys.stderr.write(f"Could not write {path}: {error}\n{report}")
        return None


def _trim(path: Path) -> None:
    """Keep only the newest reports, so a loop of errors cannot fill the disk."""
    if path.stat().st_size <= MAX_BYTES:
        return
    data = path.read_bytes()[-KEEP_BYTES:]
    start = data.find(SEPARATOR.encode())  # begin at a whole report, not mid-line
    path.write_bytes(data[start:] if start >= 0 else data)


class _QuietFileHandler(logging.handlers.RotatingFileHandler):
    """A log file that, when it cannot be written (a full disk, a read-only folder), drops the record:
    the standard handler would print a traceback on stderr for every one. The player hears of such a
    disk from the game itself (the notice that the match cannot be saved). The file is opened (at start
    and after each rotation) only if it is a regular file: ``open_to_append``."""

    def handleError(self, record: logging.LogRecord) -> None:
        pass

    def _open(self) -> TextIO:
        return open_to_append(Path(self.baseFilename))


@dataclass(frozen=True, slots=True)
class LogFile:
    """The log file ``setup_logging`` chose, and why nothing is written to it (``None``: it is written)."""

    path: Path
    error: OSError | None = None


def setup_logging(folder: Path) -> LogFile:
    """Send WARNING and worse to ``folder``/belote-desktop.log too (rotated).

    Calling it again for the same file adds no second handler. If the file
    cannot be opened (the folder cannot be written, something that is not a
    regular file is in its place), logging goes on to its other handlers, a
    warning says why, and ``error`` holds the reason for the player.
    """
    path = folder / LOG_FILE
    root = logging.getLogger()
    for handler in root.handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler) and Path(handler.baseFilename) == path.absolute():
            return LogFile(path)
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)  # it holds the player's games: the user's only
        handler = _QuietFileHandler(path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as error:
        logging.getLogger(__name__).warning("no log file: %s", error)
        return LogFile(path, error)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.WARNING:
        root.setLevel(logging.WARNING)  # the root's level filters before any handler sees a record
    return LogFile(path)
