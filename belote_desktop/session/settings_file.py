"""The file of the player's settings (``QSettings``): looked at before Qt reads it, never written over
when it could not be read, private to the player, and any trouble with it said once.

``QSettings`` says little by itself: it waits for ever on a named pipe in the file's place, reads
random bytes as settings without complaint (and writes them back at the next change), and reports
a file it cannot read or write only in ``status()``. So, before Qt opens it, the file is read here
as the game's other files are (``engine/jsonfile.py``: a regular file, opened without waiting, of
a bounded size):

- no file yet: the settings start from the defaults, and the file is made at the first change;
- a file that cannot be read (no permission, a folder or a pipe in its place): the defaults are in
  use and the changes of this run are kept in a scratch file; the player's file is left as it is;
- a damaged file (not text): kept aside as ``<name>.bad-<date>``, like a damaged save, and the game
  starts a new one;
- a file that cannot be written (a read-only folder, a full disk): said once, at the first change
  that is not saved (``SettingsStore.cannot_write``).

The file and its folder are the player's only (0600 and 0700 on Unix): the file holds the names the
player gave, as the data folder holds the games.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from ..engine.jsonfile import BadText, read_limited
from ..storage.files import move_aside
from .places import qt_name, settings_path, shown
from .system_words import not_a_file, refused, system_reason

log = logging.getLogger(__name__)


class SettingsStore(QSettings):
    """``QSettings`` in an INI file that says once when a change cannot be written (``cannot_write``, a
    translated notice) and keeps its file private. ``file`` is the player's file; ``None`` when the
    settings of this run are kept in a scratch file (the player's could not be read)."""

    cannot_write = Signal(str)

    def __init__(self, name: str, file: Path | None, parent: QObject | None = None) -> None:
        super().__init__(name, QSettings.Format.IniFormat, parent)
        self.file = file
        self._told = False
        self._scratch: tempfile.TemporaryDirectory[str] | None = None

    @classmethod
    def for_this_run(cls) -> SettingsStore:
        """A store in a scratch file, gone when the program ends: the player's own is not written over."""
        scratch = tempfile.TemporaryDirectory(prefix="belote-desktop-settings-")
        store = cls(str(Path(scratch.name) / "settings.conf"), None)
        store._scratch = scratch
        return store

    def sync(self) -> None:
        super().sync()
        if self.file is None:
            return
        if self.status() == QSettings.Status.AccessError:
            if not self._told:
                self._told = True
                reason = why_not_written(self.file)
                log.warning("the settings could not be written to %s: %s", self.file, reason)
                text = QCoreApplication.translate(
                    "SettingsFile", "Your settings cannot be saved in %1 (%2). The changes you make are kept until you "
                    "quit.")
                self.cannot_write.emit(text.replace("%1", shown(self.file)).replace("%2", reason))
            return
        make_private(self.file)

    def forget_scratch(self) -> None:
        """Remove the scratch file now (at the end of the run); nothing if there is none."""
        if self._scratch is not None:
            super().sync()  # nothing left to write: Qt would make the folder again to write it at the end
            with contextlib.suppress(OSError):
                self._scratch.cleanup()


# Why a settings file could not be used, when it is not the system's own refusal (an OSError).
NOT_TEXT, TOO_LARGE, REFUSED, UNNAMEABLE = "not_text", "too_large", "refused", "unnameable"


@dataclass(frozen=True, slots=True)
class SettingsProblem:
    """What the player is told about the settings file: put in words by ``text()``, once the player's language
    is set (the language is one of the settings)."""

    file: Path | str
    reason: OSError | str  # the system's refusal, or one of the codes above
    kept_as: Path | None = None  # where the damaged file was kept aside; None: it is left as it is

    def text(self) -> str:
        where = shown(self.file) if isinstance(self.file, Path) else self.file
        if isinstance(self.reason, OSError):
            reason = system_reason(self.reason)
        elif self.reason == NOT_TEXT:
            reason = QCoreApplication.translate("SettingsFile", "it is not text")
        elif self.reason == TOO_LARGE:
            reason = QCoreApplication.translate("SettingsFile", "it is far larger than a settings file")
        elif self.reason == UNNAMEABLE:
            reason = QCoreApplication.translate("SettingsFile", "its name cannot be used on this system")
        else:
            reason = refused()
        if self.kept_as is not None:
            text = QCoreApplication.translate(
                "SettingsFile", "Your settings in %1 could not be read (%2), so the default settings are in use. The "
                "damaged file was kept as %3.")
            return text.replace("%1", where).replace("%2", reason).replace("%3", shown(self.kept_as))
        text = QCoreApplication.translate(
            "SettingsFile", "Your settings in %1 could not be read (%2), so the default settings are in use. The "
            "changes you make are kept until you quit, and the file is left as it is.")
        return text.replace("%1", where).replace("%2", reason)


def open_settings(organization: str, application: str) -> tuple[QSettings, SettingsProblem | None]:
    """The player's settings store, and what to tell the player about its file, if anything."""
    path = settings_path(organization, application)
    if path is None:  # the registry or macOS's preferences: only Qt can look
        store = QSettings()
        if store.status() == QSettings.Status.NoError:
            return store, None
        log.warning("the settings could not be read: %s", store.status())
        return SettingsStore.for_this_run(), SettingsProblem(store.fileName(), REFUSED)
    try:
        raw: bytes | None = read_limited(path)
    except (FileNotFoundError, NotADirectoryError):
        raw = b""  # none yet (a file in the way of its folder is said at the first change)
    except BadText:
        raw = None  # far larger than a settings file
    except OSError as error:  # no permission; a folder, a pipe or a device in its place (never opened)
        log.warning("the settings could not be read: %s", error)
        return SettingsStore.for_this_run(), SettingsProblem(path, error)
    damage = TOO_LARGE if raw is None else _damage(raw)
    problem = None
    if damage is not None:
        log.warning("the settings file %s is damaged: %s", path, damage)
        try:
            kept = move_aside(path)
        except OSError as error:
            log.warning("the damaged settings file could not be kept aside: %s", error)
            return SettingsStore.for_this_run(), SettingsProblem(path, damage)
        problem = SettingsProblem(path, damage, kept)
        make_private(kept, folder=False)
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)  # private from the start
    name = qt_name(path)
    if name is None:
        return SettingsStore.for_this_run(), SettingsProblem(path, UNNAMEABLE)
    store = SettingsStore(name, path)
    if store.status() != QSettings.Status.NoError:  # what the look above could not foresee
        log.warning("the settings could not be read by Qt: %s", store.status())
        return SettingsStore.for_this_run(), SettingsProblem(path, REFUSED)
    make_private(path)
    return store, problem


def _damage(raw: bytes) -> str | None:
    """Why the file's bytes are not a settings file the game wrote, or ``None`` if they can be."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return NOT_TEXT
    return NOT_TEXT if "\x00" in text else None


def why_not_written(path: Path) -> str:
    """The reason a settings file could not be written, found by trying what Qt does (a file beside it)."""
    try:
        with contextlib.suppress(FileNotFoundError):
            mode = os.stat(path).st_mode
            if not stat.S_ISREG(mode):
                return not_a_file(mode)
        descriptor, scratch = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except OSError as error:
        return system_reason(error)
    os.close(descriptor)
    with contextlib.suppress(OSError):
        os.unlink(scratch)
    return refused()


def make_private(path: Path, folder: bool = True) -> None:
    """The settings file readable by the player only, and (``folder``) its folder, the game's own, too: the
    group's and others' rights are taken away (0600 and 0700 as the game makes them); the player's own are
    left as they are (a file the player made read-only stays so)."""
    if os.name != "posix":
        return
    for where in (path.parent, path) if folder else (path,):
        with contextlib.suppress(OSError):
            mode = stat.S_IMODE(os.stat(where).st_mode)
            if mode & 0o077:
                os.chmod(where, mode & ~0o077)
