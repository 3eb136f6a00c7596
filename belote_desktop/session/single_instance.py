"""One copy of the program at a time: two copies would resume the same match and overwrite each other's
save and statistics.

A lock file in the data folder (``QLockFile``) is held while the program runs. A second copy finds it
held and stops before it touches any file; a lock left by a copy that crashed (its process is gone) is
taken over at once. Where the lock cannot be made at all (a read-only or unusable data folder, which
the game reports by itself; something that is not a file in the lock's place), the program runs
without it.
"""

from __future__ import annotations

import logging
import os
import stat
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile

from ..engine.jsonfile import NotARegularFile
from .places import qt_name

log = logging.getLogger(__name__)

LOCK_NAME = "belote-desktop.lock"


class Lock(Enum):
    TAKEN = "taken"  # this copy holds it
    HELD = "held"  # another copy of the program is running
    UNAVAILABLE = "unavailable"  # no lock can be made here: run without one


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self.problem: OSError | None = None  # why there is no lock, when the player should hear of it
        name = qt_name(self.path)
        self._lock = QLockFile(name) if name is not None else None
        if self._lock is not None:
            # 0: never stale by age, however long a game lasts; a lock whose process is gone is still stale.
            self._lock.setStaleLockTime(0)

    def acquire(self) -> Lock:
        if self._lock is None:
            log.warning("no single-instance lock at %s: Qt cannot name the folder", self.path)
            return Lock.UNAVAILABLE
        try:
            mode = os.lstat(self.path).st_mode
        except OSError:
            mode = stat.S_IFREG  # none yet, or none that can be looked at: QLockFile says which
        if not stat.S_ISREG(mode):
            # QLockFile would open a named pipe to read the other copy's number, and wait there for ever.
            self.problem = NotARegularFile(self.path, mode)
            log.warning("no single-instance lock at %s (%s): running without one", self.path, self.problem)
            return Lock.UNAVAILABLE
        if self._lock.tryLock(200):
            return Lock.TAKEN
        error = self._lock.error()
        if error == QLockFile.LockError.LockFailedError:
            return Lock.HELD
        log.warning("no single-instance lock at %s (%s): running without one", self.path, error)
        return Lock.UNAVAILABLE

    def release(self) -> None:
        if self._lock is not None and self._lock.isLocked():
            self._lock.unlock()
