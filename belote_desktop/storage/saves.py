"""The match in progress, kept in one file so that quitting or a crash loses nothing.

The file is the engine's game record (``engine/README.md``): loading replays
it through the rules, so a save that loads is a legal game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..engine.errors import quote
from ..engine.jsonfile import NotARegularFile
from ..engine.match import Match
from ..engine.record import FORMAT, VERSION, RecordError, ReplayError, from_record, to_record
from .files import (
    ILLEGAL_ACTION,
    NOT_A_FILE,
    WRONG_TYPES,
    WRONG_VERSION,
    BadFile,
    atomic_write_text,
    read_json,
)

SAVE_NAME = "current-match.json"
NO_FILE = object()  # read_json's answer for a missing file (a file may hold null)


class SaveStore:
    """The saved match in ``folder``; the folder is created on the first save."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @property
    def path(self) -> Path:
        return self.folder / SAVE_NAME

    def save(self, match: Match) -> None:
        # Indented: a player or a bug report can read the file.
        text = json.dumps(to_record(match), indent=1, ensure_ascii=False) + "\n"
        atomic_write_text(self.path, text)

    def load(self) -> Match | None:
        """The saved match, or None when there is none.

        A save that is bad in any way is moved aside (kept for a bug report)
        and ``BadFile`` is raised with ``moved_to`` set; the next ``load``
        then finds no save. When it cannot be moved (a read-only folder)
        ``not_moved`` says why and the file stays. An ``OSError`` reading it
        (no permission, a folder or a pipe in its place) propagates.
        """
        try:
            data = read_json(self.path, NO_FILE)
            return None if data is NO_FILE else _replay(self.path, data)
        except BadFile as bad:
            bad.set_aside()
            raise

    def discard(self) -> None:
        """Forget the save: the match is over, or the player starts afresh."""
        self.path.unlink(missing_ok=True)


def read_record(path: Path) -> Match | None:
    """The match a game record file holds, replayed through the rules; None when there is no file.

    The file is read as ``python -m belote_desktop.engine.replay`` reads it
    (``engine/jsonfile.py``: a regular file of at most 4 MiB, UTF-8 with or
    without a byte-order mark). A file that cannot be used raises ``BadFile``
    (and is left where it is): a folder, a pipe or a device chosen in the open
    dialog too (kind not_a_file, ``error`` says which), never read. Other
    ``OSError``s (no permission) propagate.
    """
    try:
        data = read_json(path, NO_FILE)
    except NotARegularFile as e:
        raise BadFile(path, NOT_A_FILE, str(e.strerror), e) from None
    if data is NO_FILE:
        return None
    return _replay(path, data)


def _replay(path: Path, data: Any) -> Match:
    version = data.get("version") if isinstance(data, dict) and data.get("format") == FORMAT else None
    # Checked here rather than read from the engine's message, which says "version" for a mistyped field too.
    if isinstance(version, int) and not isinstance(version, bool) and version != VERSION:
        raise BadFile(path, WRONG_VERSION, f"record version {quote(version)}; this program reads version {VERSION}")
    try:
        return from_record(data)
    except ReplayError as e:
        raise BadFile(path, ILLEGAL_ACTION, str(e)) from None
    except RecordError as e:
        kind = WRONG_VERSION if "version" in str(e) and "not supported" in str(e) else WRONG_TYPES
        raise BadFile(path, kind, str(e)) from None
    except Exception as e:
        # The replay is the check of last resort: whatever else odd data makes it
        # raise, the file cannot be used, and refusing it beats a crash at start-up.
        raise BadFile(path, WRONG_TYPES, f"{type(e).__name__}: {str(e)[:200]}") from None
