"""Where the game keeps its files: the data folder and the settings file.

On Linux and the BSDs they are named from the environment as Python reads it (the XDG base
folders, else the home folder), with the rules Qt follows, for a reason: Qt decodes ``HOME``
and the ``XDG_*`` variables as UTF-8, so a home folder whose name holds other bytes (``/home/zo\\xeb``,
made in Latin-1 times) becomes ``/home/zo\\ufffd``, and Qt would make and use a folder beside the
player's own. Python keeps those bytes (``surrogateescape``), so the folders here are the right ones.
Windows and macOS name every file in Unicode: there Qt's own answer is taken.

Qt itself cannot open a file whose name it cannot carry; ``qt_name`` gives it one that reaches
the same file.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QStandardPaths

_held: dict[Path, int] = {}  # folders held open for qt_name, for the whole run


def named_by_xdg() -> bool:
    """Whether the game's files are placed by the XDG rules (Linux, the BSDs): not on Windows or macOS."""
    return os.name == "posix" and sys.platform != "darwin"


def _xdg_home(variable: str, default: str) -> Path:
    value = os.environ.get(variable, "")
    # As Qt (and the XDG specification): a relative value is ignored.
    return Path(value) if os.path.isabs(value) else Path.home() / default


def data_folder(organization: str, application: str) -> Path:
    """Where the match in progress, the statistics and the logs live (the platform's app-data folder)."""
    if named_by_xdg():
        return _xdg_home("XDG_DATA_HOME", ".local/share") / organization / application
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".belote-desktop"


def settings_path(organization: str, application: str) -> Path | None:
    """The file ``QSettings()`` keeps the player's settings in; ``None`` where they are not a file of ours to
    look at first (the Windows registry, macOS's preferences)."""
    if named_by_xdg():
        return _xdg_home("XDG_CONFIG_HOME", ".config") / organization / f"{application}.conf"
    return None


def qt_name(path: Path) -> str | None:
    """A name by which Qt opens ``path`` itself, or ``None`` if there is none.

    The path as it is when its name is Unicode (always, but for the bytes above). Otherwise, on Linux,
    the name of the file in its folder held open by this process (``/proc/self/fd/<n>/<name>``): the
    folder must exist. Nowhere else does Qt have a way to such a file.
    """
    text = str(path)
    if _is_unicode(text):
        return text
    if not _is_unicode(path.name) or not os.path.isdir("/proc/self/fd"):
        return None
    folder = path.parent
    if folder not in _held:
        try:
            _held[folder] = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        except OSError:
            return None
    return f"/proc/self/fd/{_held[folder]}/{path.name}"


def shown(path: Path) -> str:
    """``path`` as text for a message (bytes that are not UTF-8 shown as U+FFFD)."""
    return os.fsencode(path).decode("utf-8", errors="replace")


def _is_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a byte of the name kept as a lone surrogate (surrogateescape)
        return False
    return True
