"""Why the system refused a file, in the player's language (context "SystemReasons").

The operating system's own message (``OSError.strerror``) is in English, or
in the system's language, whatever language the player chose here; every
reason is said in the game's words: the common ones each in a sentence of
their own, a rarer one as "the system refused it" with the error's short
name (``ELOOP``), which is the same in every language and can be looked up.
"""

from __future__ import annotations

import errno
import stat

from PySide6.QtCore import QCoreApplication

from ..engine.jsonfile import NotARegularFile


def system_reason(error: OSError) -> str:
    """A short reason for ``error``, to follow a colon or stand in brackets in a message."""
    if isinstance(error, NotARegularFile):
        return not_a_file(error.mode)
    code = error.errno  # None for an OSError made without one
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("SystemReasons", "permission was refused")
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return QCoreApplication.translate("SystemReasons", "the disk is full")
    if code == errno.EROFS:
        return QCoreApplication.translate("SystemReasons", "the disk can only be read, not written")
    if code == errno.ENOENT:
        return QCoreApplication.translate("SystemReasons", "the file or folder does not exist")
    if code == errno.EISDIR:
        return QCoreApplication.translate("SystemReasons", "it is a folder")
    if code == errno.ENOTDIR:
        return QCoreApplication.translate("SystemReasons", "a part of its path is not a folder")
    if code == errno.ENAMETOOLONG:
        return QCoreApplication.translate("SystemReasons", "its name is too long")
    if code in (errno.EBUSY, getattr(errno, "ETXTBSY", -1)):
        return QCoreApplication.translate("SystemReasons", "another program is using it")
    if code == errno.EIO:
        return QCoreApplication.translate("SystemReasons", "the disk could not be read or written")
    if code in (errno.EMFILE, errno.ENFILE):
        return QCoreApplication.translate("SystemReasons", "too many files are open")
    if code == errno.ELOOP:
        return QCoreApplication.translate("SystemReasons", "its path goes round in a loop of links")
    if code == errno.EFBIG:
        return QCoreApplication.translate("SystemReasons", "the file is too large for the disk")
    if code in (errno.ENXIO, errno.ENODEV):
        return QCoreApplication.translate("SystemReasons", "there is no device behind it")
    name = errno.errorcode.get(code) if isinstance(code, int) else None
    if name is None:
        return refused()
    return QCoreApplication.translate("SystemReasons", "the system refused it (error %1)").replace("%1", name)


def refused() -> str:
    """The reason when the system gives none that can be said better."""
    return QCoreApplication.translate("SystemReasons", "the system refused it")


def not_a_file(mode: int) -> str:
    """What stands where a file should be (``mode``: its ``st_mode``), when it is not an ordinary file."""
    if stat.S_ISDIR(mode):
        return QCoreApplication.translate("SystemReasons", "it is a folder")
    if stat.S_ISFIFO(mode):
        return QCoreApplication.translate("SystemReasons", "it is a named pipe (FIFO), not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return QCoreApplication.translate("SystemReasons", "it is a device, not a file")
    if stat.S_ISSOCK(mode):
        return QCoreApplication.translate("SystemReasons", "it is a socket, not a file")
    return QCoreApplication.translate("SystemReasons", "it is not an ordinary file")
