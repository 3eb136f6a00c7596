"""The system's reasons for refusing a file, in the game's words and the player's language
(belote_desktop/session/system_words.py)."""

from __future__ import annotations

import errno
import stat
from pathlib import Path

import pytest

from belote_desktop.engine.jsonfile import NotARegularFile
from belote_desktop.i18n.language import LANGUAGES, LanguageManager
from belote_desktop.session.system_words import system_reason

SAID = {
    errno.EACCES: "permission was refused",
    errno.EPERM: "permission was refused",
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the disk can only be read, not written",
    errno.ENOENT: "the file or folder does not exist",
    errno.EISDIR: "it is a folder",
    errno.ENOTDIR: "a part of its path is not a folder",
    errno.ENAMETOOLONG: "its name is too long",
    errno.EBUSY: "another program is using it",
    errno.EIO: "the disk could not be read or written",
    errno.EMFILE: "too many files are open",
    errno.ELOOP: "its path goes round in a loop of links",
    errno.EFBIG: "the file is too large for the disk",
    errno.ENXIO: "there is no device behind it",
    errno.ECONNRESET: "the system refused it (error ECONNRESET)",
}
# What stands where a file should be (engine/jsonfile.py refuses all but a regular file).
NOT_A_FILE = {
    stat.S_IFDIR: "it is a folder",
    stat.S_IFIFO: "it is a named pipe (FIFO), not a file",
    stat.S_IFCHR: "it is a device, not a file",
    stat.S_IFSOCK: "it is a socket, not a file",
}


def test_the_common_reasons_are_said_in_the_games_words(qapp) -> None:
    for code, words in SAID.items():
        assert system_reason(OSError(code, "the system's own message")) == words


def test_what_is_there_instead_of_a_file_is_said_in_the_games_words(qapp) -> None:
    # Not the reader's English ("not a regular file: it is a named pipe (FIFO)"), which reached French notices.
    for mode, words in NOT_A_FILE.items():
        assert system_reason(NotARegularFile(Path("x"), mode)) == words


def test_a_rarer_reason_is_said_with_the_errors_short_name_not_the_systems_english(qapp) -> None:
    assert system_reason(OSError(errno.ECONNRESET, "Connection reset by peer")) == (
        "the system refused it (error ECONNRESET)")
    assert system_reason(OSError("no number at all")) == "the system refused it"


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_each_language_says_every_reason_in_its_own_words(qapp, qm_dir: Path, code: str) -> None:
    manager = LanguageManager(qm_dir=qm_dir)
    try:
        assert manager.set_language(code)
        said = {system_reason(OSError(number, "x")) for number in SAID}
        said |= {system_reason(NotARegularFile(Path("x"), mode)) for mode in NOT_A_FILE}
        said.add(system_reason(OSError("no number")))
        english = set(SAID.values()) | set(NOT_A_FILE.values()) | {"the system refused it"}
        assert len(said) == len(english)  # as many different reasons as in English
        assert not said & english, code
        assert any("ECONNRESET" in words for words in said)  # the short name stays, to be looked up
    finally:
        manager.unload()
