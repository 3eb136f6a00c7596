"""Reading a JSON file that may be anything: a folder, a pipe, a device, 5 GB, random bytes.

One reader for the game record (``replay`` and the app's File > Open game
record) and for the files the app keeps (``storage``), so that they accept
and refuse the same things:

- only a regular file is opened: a folder, a named pipe (FIFO), a device
  (``/dev/zero``, ``/dev/stdin`` on a terminal) or a socket is refused before
  anything is read, and the file is opened non-blocking, so nothing can wait
  for a writer that never comes;
- at most ``MAX_FILE_BYTES`` + 1 bytes are read, so a huge file (or one that
  grows while it is read) is refused quickly and costs little memory;
- the text is UTF-8, with or without a byte-order mark (as some Windows
  editors save it), and holds no NUL character;
- an object that names the same key twice is refused: ``json.loads`` would
  keep the last value and silently drop the first (a hand-edited file can
  say ``"target": 501`` and, further down, ``"target": 1001``);
- ``json.loads``'s own limits (an integer of more than 4,300 digits, nesting
  deeper than the interpreter's recursion limit) are refusals like any other.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

from .errors import quote

# The longest match the record's bounds allow (500 played deals) takes about
# 1.7 MB written with indent=1; a typical one 10 to 60 KB.
MAX_FILE_BYTES = 4 * 1024 * 1024

# What is wrong with the content (``BadText.kind``).
TOO_LARGE = "too_large"
EMPTY = "empty"
NOT_TEXT = "not_text"
NOT_JSON = "not_json"

_WHAT = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


class NotARegularFile(OSError):
    """The path names a folder, a pipe, a device or a socket: nothing is read from it."""

    def __init__(self, path: Path, mode: int) -> None:
        self.mode = stat.S_IFMT(mode)  # what it is, for words in other languages (session/system_words.py)
        self.what = next((what for test, what in _WHAT if test(mode)), "not a regular file")
        code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL
        super().__init__(code, f"not a regular file: it is {self.what}", str(path))


class BadText(ValueError):
    """The file's content is not a JSON document this program reads; ``kind`` says why."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises ``NotARegularFile`` (an ``OSError``) for anything but a regular
    file, ``BadText`` (kind ``too_large``) for a longer file, and the
    ``OSError`` of ``stat`` or ``open`` (``FileNotFoundError``,
    ``PermissionError``, ...) as it is.
    """
    try:
        info = os.stat(path)
    except ValueError as e:  # a NUL character in the path
        raise OSError(errno.EINVAL, str(e), str(path)) from None
    if not stat.S_ISREG(info.st_mode):
        raise NotARegularFile(path, info.st_mode)
    if info.st_size > limit:
        raise BadText(TOO_LARGE, _too_large(limit))
    # O_NONBLOCK: should the path be swapped for a FIFO after the check, open() still returns at once.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotARegularFile(path, mode)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # the size from stat may be stale (or 0, as in /proc): read to the limit + 1
            chunk = os.read(fd, min(limit + 1 - size, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise BadText(TOO_LARGE, _too_large(limit))
    return b"".join(chunks)


def _too_large(limit: int) -> str:
    return f"the file is larger than {limit // (1024 * 1024)} MiB" if limit % (1024 * 1024) == 0 else (
        f"the file is larger than {limit} bytes")


class RepeatedKey(ValueError):
    """An object of the JSON text gives the same key twice (``loads``)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"the key {quote(key, 40)} is given twice in one object")


def _one_value_per_key(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RepeatedKey(key)
        out[key] = value
    return out


def loads(text: str) -> Any:
    """``json.loads`` that refuses an object naming a key twice (``RepeatedKey``, a ``ValueError``)."""
    return json.loads(text, object_pairs_hook=_one_value_per_key)


def parse_json(raw: bytes) -> Any:
    """The JSON value of ``raw``; ``BadText`` (kind ``empty``, ``not_text`` or ``not_json``) if there is none."""
    try:
        # utf-8-sig: a byte-order mark at the start is not damage.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise BadText(NOT_TEXT, f"it is not UTF-8 text (byte {e.start} is {raw[e.start]:#04x})") from None
    if not text.strip():
        raise BadText(EMPTY, "the file is empty")
    if "\x00" in text:
        raise BadText(NOT_TEXT, "it holds NUL bytes")
    try:
        return loads(text)
    except json.JSONDecodeError as e:
        raise BadText(NOT_JSON, f"invalid JSON at line {e.lineno}, column {e.colno} ({e.msg})") from None
    except RepeatedKey as e:
        raise BadText(NOT_JSON, str(e)) from None
    except ValueError as e:  # "Exceeds the limit (4300 digits) for integer string conversion"
        detail = "it holds a number of more than 4,300 digits" if "digits" in str(e) else quote(str(e), 120)
        raise BadText(NOT_JSON, detail) from None
    except RecursionError:
        raise BadText(NOT_JSON, "its arrays or objects are nested too deeply") from None


def read_json_file(path: Path, limit: int = MAX_FILE_BYTES) -> Any:
    """``parse_json(read_limited(path, limit))``: the JSON value in a regular file of at most ``limit`` bytes."""
    return parse_json(read_limited(path, limit))
