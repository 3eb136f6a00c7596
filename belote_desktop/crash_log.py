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
import platform
import sys
import traceback
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

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


def append_report(folder: Path, report: str) -> Path | None:
    """Add ``report`` to ``folder``/errors.log; returns the file, or None if it could not be written.

    Never raises: it runs inside the exception hook, where a second error would
    hide the first. When the file cannot be written the report goes to stderr.
    """
    path = folder / ERRORS_FILE
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        with path.open("a", encoding="utf-8", errors="replace") as out:
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
    disk from the game itself (the notice that the match cannot be saved)."""

    def handleError(self, record: logging.LogRecord) -> None:
        pass


def setup_logging(folder: Path) -> Path:
    """Send WARNING and worse to ``folder``/belote-desktop.log too (rotated); returns that file.

    Calling it again for the same file adds no second handler. If the folder
    cannot be written, logging goes on to its other handlers and a warning
    says why.
    """
    path = folder / LOG_FILE
    root = logging.getLogger()
    for handler in root.handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler) and Path(handler.baseFilename) == path.absolute():
            return path
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)  # it holds the player's games: the user's only
        handler = _QuietFileHandler(path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError as error:
        logging.getLogger(__name__).warning("no log file: %s", error)
        return path
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.WARNING:
        root.setLevel(logging.WARNING)  # the root's level filters before any handler sees a record
    return path
