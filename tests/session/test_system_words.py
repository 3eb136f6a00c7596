"""The system's reasons for refusing a file, in the game's words and the player's language
(belote_desktop/session/system_words.py)."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

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
}


def test_the_common_reasons_are_said_in_the_games_words(qapp) -> None:
    for code, words in SAID.items():
        assert system_reason(OSError(code, "the system's own message")) == words


def test_a_rarer_reason_keeps_the_systems_message(qapp) -> None:
    assert system_reason(OSError(errno.ECONNRESET, "Connection reset by peer")) == "Connection reset by peer"
    assert system_reason(OSError("no number at all")) == "no number at all"


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_each_language_says_every_reason_in_its_own_words(qapp, qm_dir: Path, code: str) -> None:
    manager = LanguageManager(qm_dir=qm_dir)
    try:
        assert manager.set_language(code)
        said = {system_reason(OSError(number, "x")) for number in SAID}
        assert len(said) == len(set(SAID.values()))  # as many different reasons as in English
        assert not said & set(SAID.values()), code
    finally:
        manager.unload()
