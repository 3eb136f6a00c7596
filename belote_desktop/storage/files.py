"""Writing files so a crash cannot half-write them, and reading JSON that may be damaged."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine import jsonfile
from ..engine.jsonfile import BadText, read_json_file

# Stable codes for what is wrong with a file; the UI maps each to its own translated words.
EMPTY = "empty"
NOT_TEXT = "not_text"
NOT_JSON = "not_json"
WRONG_VERSION = "wrong_version"
ILLEGAL_ACTION = "illegal_action"
WRONG_TYPES = "wrong_types"
TOO_LARGE = "too_large"  # larger than any file of the game (jsonfile.MAX_FILE_BYTES)
NOT_A_FILE = "not_a_file"  # a folder, a pipe, a device chosen as a game record (``BadFile.error`` says which)
KINDS = (EMPTY, NOT_TEXT, NOT_JSON, WRONG_VERSION, ILLEGAL_ACTION, WRONG_TYPES, TOO_LARGE, NOT_A_FILE)
_KIND_OF_TEXT = {jsonfile.EMPTY: EMPTY, jsonfile.NOT_TEXT: NOT_TEXT, jsonfile.NOT_JSON: NOT_JSON,
                 jsonfile.TOO_LARGE: TOO_LARGE}

_PLAIN = {
    EMPTY: "is empty",
    NOT_TEXT: "is not a text file",
    NOT_JSON: "is not valid JSON (perhaps cut short)",
    WRONG_VERSION: "was written by another version of the program",
    ILLEGAL_ACTION: "records a move the rules do not allow",
    WRONG_TYPES: "does not hold what this program expects",
    TOO_LARGE: f"is larger than {jsonfile.MAX_FILE_BYTES // (1024 * 1024)} MiB, too large for a game file",
    NOT_A_FILE: "is not a regular file",
}


class BadFile(Exception):
    """A file that exists but cannot be used.

    ``kind`` is one of ``KINDS``; ``detail`` is the technical reason (for logs);
    ``moved_to`` is where the caller moved the file aside, once it has;
    ``not_moved`` why it could not be moved aside (the system's refusal: a
    read-only folder), if so:
    the file is then left where it is, and must not be written over.
    ``error`` is the system's refusal behind the kind, if there is one (for
    ``NOT_A_FILE``, the ``NotARegularFile`` that says what is there).
    """

    def __init__(self, path: Path, kind: str, detail: str, error: OSError | None = None) -> None:
        super().__init__(f"{path}: {kind}: {detail}")
        self.path = path
        self.kind = kind
        self.detail = detail
        self.error = error
        self.moved_to: Path | None = None
        self.not_moved: OSError | None = None

    def set_aside(self) -> None:
        """Move the bad file aside (``moved_to``), or note why that was impossible (``not_moved``)."""
        try:
            self.moved_to = move_aside(self.path)
        except OSError as error:
            self.not_moved = error

    def message(self) -> str:
        """One line of plain English, for logs and the command line (the GUI has its own words)."""
        text = f"The file {self.path.name} {_PLAIN.get(self.kind, 'cannot be read')}"
        if self.moved_to is not None:
            text += f"; it was kept as {self.moved_to.name}"
        return text + "."


# Windows refuses to replace a file another program holds open (an antivirus scanning it, an editor,
# a backup tool) with a PermissionError; such a hold is usually gone within a moment, so the replace is
# tried again a few times before the save is given up for this time.
REPLACE_TRIES = 5
REPLACE_WAIT_S = 0.05
TEMP_SUFFIX = ".tmp"


def ensure_folder(folder: Path) -> None:
    """Create ``folder`` (and its parents) if it is missing, readable by the user only: it holds the
    player's names and games. An existing folder is left as it is; ``OSError`` when it cannot be made."""
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that readers, and a crash at any
    moment, see either the whole old file or the whole new one."""
    ensure_folder(path.parent)
    # The temporary file must be in the same folder: os.replace is atomic only within one file system.
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
            f.flush()
            # Without fsync the rename can reach the disk before the data, and a
            # power cut would leave an empty file where the old one was.
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _sync_folder(path.parent)


def _replace(tmp: Path, path: Path) -> None:
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(REPLACE_WAIT_S * (attempt + 1))


def remove_stray_temps(folder: Path, names: tuple[str, ...]) -> list[Path]:
    """Delete the temporary files a write of one of ``names`` left behind when the process was killed
    between writing and renaming (``.<name>.XXXXXXXX.tmp``); returns what was deleted. Call it only while
    no other copy of the program can be writing (the single-instance lock is held)."""
    removed = []
    for name in names:
        for stray in folder.glob(f".{name}.*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                stray.unlink()
                removed.append(stray)
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable; folders cannot be opened on Windows, where it is skipped."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is already safe
    finally:
        os.close(fd)


def read_json(path: Path, missing: Any = None) -> Any:
    """The JSON value in ``path``, or ``missing`` when there is no such file
    (pass a sentinel to tell a missing file from one that holds ``null``).

    Read by the engine's one bounded reader (``engine/jsonfile.py``), as the
    replay command reads a record: a regular file of at most
    ``MAX_FILE_BYTES`` (4 MiB), UTF-8 with or without a byte-order mark.
    Raises ``BadFile`` (kind empty, not_text or not_json; too_large for a
    file above the size limit) for a file that cannot be parsed. An
    ``OSError`` (no permission; ``NotARegularFile`` for a folder, a pipe or a
    device, which is never opened for reading) propagates, as moving such a
    file aside would not help.
    """
    try:
        return read_json_file(path)
    except FileNotFoundError:
        return missing
    except BadText as e:
        raise BadFile(path, _KIND_OF_TEXT.get(e.kind, WRONG_TYPES), e.detail) from None


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a bad file to ``<name>.bad-<YYYYmmdd-HHMMSS>[-n]`` beside it and
    return the new path; an earlier bad copy is never overwritten."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        target = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n else ""))
        n += 1
        if target.exists():
            continue
        try:
            # A hard link fails if the target exists, unlike a rename on POSIX,
            # so a copy set aside at the same moment by another run is safe.
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:
            # No hard links here (some file systems): a rename after the check is the best there is.
            os.rename(path, target)
            return target
        path.unlink()
        return target
