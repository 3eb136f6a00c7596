"""Why the system refused a file, in the player's language (context "SystemReasons").

The operating system's own message (``OSError.strerror``) is in English, or
in the system's language, whatever language the player chose here; the
common reasons a save, the statistics or a game record fail are said in the
game's words, and anything rarer keeps the system's message.
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication


def system_reason(error: OSError) -> str:
    """A short reason for ``error``, to follow a colon or stand in brackets in a message."""
    code = error.errno  # None for an OSError made without one: then the message as it is
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
    return error.strerror or str(error)
