"""Nothing lost, never stuck: what each fault of the data folder and its files shows the player.

Through the real window where the player sees it. This machine runs the tests as root, for whom a
read-only folder is still writable, so a full disk and a read-only folder are simulated where the
system would raise (``os.replace``, ``os.link``/``os.rename``, the save store).
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from belote_desktop.engine.record import from_record, to_record
from belote_desktop.session.keeper import Keeper, actions_of
from belote_desktop.storage import SAVE_NAME, STATISTICS_NAME, SaveStore, StatisticsStore
from belote_desktop.storage import files as storage_files
from belote_desktop.storage.files import REPLACE_TRIES, atomic_write_text, ensure_folder
from belote_desktop.storage.statistics import Statistics
from tests.session.test_keeper import open_window
from tests.ui.test_game_window import play_by_clicking, wait_for_human_or_end
from tests.ui.test_window_features import reach_play


def notice_text(window) -> str:
    notice = window.dialogs.notice
    assert isinstance(notice, QMessageBox) and notice.isVisible(), "no notice is shown"
    return notice.text()


def play_a_trick(qtbot, window) -> None:
    deal = window.controller.match.deal
    tricks = len(deal.tricks)
    for _ in range(12):
        wait_for_human_or_end(qtbot, window)
        if window.controller.match.deal is not deal or len(deal.tricks) > tricks or deal.is_over:
            return
        play_by_clicking(qtbot, window)
    qtbot.waitUntil(lambda: len(deal.tricks) > tricks or deal.is_over, timeout=20000)


# ---------------------------------------------------------------------- 1. the app always starts
@pytest.mark.parametrize("kind", ["folder", "pipe"])
def test_a_folder_or_pipe_where_the_statistics_should_be_starts_the_game_with_a_notice(
        qtbot, tmp_path: Path, kind: str) -> None:
    if kind == "pipe" and not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    path = tmp_path / STATISTICS_NAME
    path.mkdir() if kind == "folder" else os.mkfifo(path)  # a pipe is never opened: that would hang
    window = open_window(qtbot, tmp_path)
    text = notice_text(window)
    assert "statistics" in text and str(path) in text and "this session only" in text
    reach_play(qtbot, window, tricks=1)  # the game plays on
    assert path.is_dir() if kind == "folder" else stat.S_ISFIFO(path.stat().st_mode)  # what was there stays
    window.controller.shutdown()


def test_a_data_folder_that_is_a_file_starts_the_game_with_one_notice(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.write_text("not a folder", encoding="utf-8")
    window = open_window(qtbot, folder)
    text = notice_text(window)
    assert str(folder) in text and "file, not a folder" in text and "nothing is saved" in text
    first = window.dialogs.notice
    reach_play(qtbot, window, tricks=2)
    assert window.dialogs.notice is first  # said once, not again at every trick
    assert folder.read_text(encoding="utf-8") == "not a folder"
    window.controller.shutdown()


def test_damaged_statistics_in_a_folder_where_nothing_can_be_moved_are_left_as_they_are(
        qtbot, tmp_path: Path, monkeypatch) -> None:
    damaged = b'{"format": "belote-desktop statistics", "version": 1, "entr'
    (tmp_path / STATISTICS_NAME).write_bytes(damaged)

    def read_only(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(storage_files.os, "link", read_only)
    monkeypatch.setattr(storage_files.os, "rename", read_only)
    window = open_window(qtbot, tmp_path)
    text = notice_text(window)
    assert "statistics could not be read" in text and "could not be kept aside" in text
    # The reason in the game's words (and language), not the system's English.
    assert "the disk can only be read, not written" in text and "Read-only file system" not in text
    reach_play(qtbot, window, tricks=1)
    window.keeper._save_statistics()  # as after a deal: the damaged file is not written over
    assert (tmp_path / STATISTICS_NAME).read_bytes() == damaged
    window.controller.shutdown()


def test_a_folder_where_the_save_should_be_starts_a_new_match_with_a_notice(qtbot, tmp_path: Path) -> None:
    (tmp_path / SAVE_NAME).mkdir()
    window = open_window(qtbot, tmp_path)
    text = notice_text(window)
    assert "saved match" in text and str(tmp_path / SAVE_NAME) in text
    assert len(window.controller.match.deals) == 1
    reach_play(qtbot, window, tricks=1)
    assert (tmp_path / SAVE_NAME).is_dir()
    window.controller.shutdown()


def test_a_log_file_that_cannot_be_written_prints_no_traceback(tmp_path: Path, capsys) -> None:
    import logging

    from belote_desktop.crash_log import _QuietFileHandler

    handler = _QuietFileHandler(tmp_path / "x.log", encoding="utf-8")
    handler.stream.close()  # as a full disk makes every write fail
    record = logging.LogRecord("belote", logging.WARNING, __file__, 1, "the disk is full", None, None)
    handler.handleError(record)
    handler.emit(record)
    assert capsys.readouterr().err == ""


# ---------------------------------------------------------------------- 2. saving never fails silently
def test_a_full_disk_is_said_once_the_old_save_is_kept_and_saving_resumes(qtbot, tmp_path: Path,
                                                                          monkeypatch) -> None:
    window = open_window(qtbot, tmp_path)
    reach_play(qtbot, window, tricks=1)
    before = (tmp_path / SAVE_NAME).read_bytes()
    real_replace = os.replace
    full = {"on": True}

    def replace(src: str, dst: str) -> None:
        if full["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(storage_files.os, "replace", replace)
    play_a_trick(qtbot, window)
    text = notice_text(window)
    assert "cannot be saved" in text and "the disk is full" in text and str(tmp_path) in text
    assert "No space left on device" not in text
    first = window.dialogs.notice
    play_a_trick(qtbot, window)
    assert window.dialogs.notice is first  # once, not at every trick
    assert (tmp_path / SAVE_NAME).read_bytes() == before  # the previous save is intact
    assert not list(tmp_path.glob(".*.tmp"))  # and no half-written file is left
    full["on"] = False
    play_a_trick(qtbot, window)
    assert "Saving works again" in notice_text(window)
    saved = json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))
    now = to_record(window.controller.match)
    # Saved at the trick's end; a bot that won it may have led the next one since.
    assert saved["deals"][:-1] == now["deals"][:-1] and len(saved["deals"]) == len(now["deals"])
    actions = saved["deals"][-1]["actions"]
    assert actions == now["deals"][-1]["actions"][:len(actions)]
    assert len(from_record(saved).deal.tricks) == len(window.controller.match.deal.tricks)
    window.controller.shutdown()


def test_a_save_held_open_by_another_program_is_tried_again_before_giving_up(tmp_path: Path, monkeypatch) -> None:
    # Windows: the replace fails while an antivirus or an editor holds the file open.
    path = tmp_path / SAVE_NAME
    path.write_text("old", encoding="utf-8")
    real_replace = os.replace
    tries = []

    def busy_twice(src: str, dst: str) -> None:
        tries.append(dst)
        if len(tries) <= 2:
            raise PermissionError(errno.EACCES, "The process cannot access the file")
        real_replace(src, dst)

    monkeypatch.setattr(storage_files.os, "replace", busy_twice)
    monkeypatch.setattr(storage_files, "REPLACE_WAIT_S", 0.001)
    atomic_write_text(path, "new")
    assert path.read_text(encoding="utf-8") == "new" and len(tries) == 3
    tries.clear()
    monkeypatch.setattr(storage_files.os, "replace", lambda *_: (_ for _ in ()).throw(PermissionError(13, "held")))
    with pytest.raises(PermissionError):
        atomic_write_text(path, "newer")
    assert path.read_text(encoding="utf-8") == "new" and not list(tmp_path.glob(".*.tmp"))
    assert REPLACE_TRIES >= 3


# ---------------------------------------------------------------------- 3. resume never goes backwards
def test_resuming_writes_nothing_until_the_match_is_on_the_table(qtbot, tmp_path: Path, monkeypatch) -> None:
    first = open_window(qtbot, tmp_path)
    reach_play(qtbot, first, tricks=3)
    first.close()
    saved = json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))
    count = sum(len(deal["actions"]) for deal in saved["deals"])
    written: list[int] = []
    real_save = SaveStore.save
    monkeypatch.setattr(SaveStore, "save", lambda self, match: (written.append(actions_of(match)),
                                                                 real_save(self, match))[1])
    second = open_window(qtbot, tmp_path)
    assert written == []  # laying the match out again wrote nothing
    assert actions_of(second.controller.match) == count
    play_a_trick(qtbot, second)
    assert written and min(written) >= count
    second.controller.shutdown()


def test_a_save_never_holds_fewer_actions_than_the_one_it_replaces(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    reach_play(qtbot, window, tricks=2)
    window.keeper.save()
    on_disk = (tmp_path / SAVE_NAME).read_bytes()
    c = window.controller
    c.shutdown()
    from belote_desktop.controller.replay import _apply_quietly, recorded_actions
    from belote_desktop.engine import Match

    full = c.match
    rolled_back = Match(full.options, full.seed, full.first_dealer)  # the same match, three actions in
    for number, action in recorded_actions(full)[:3]:
        if number == len(rolled_back.deals):
            rolled_back.start_deal(full.deals[number].deck)
        _apply_quietly(rolled_back, action)
    c.match = rolled_back
    window.keeper.save()
    assert (tmp_path / SAVE_NAME).read_bytes() == on_disk


# ---------------------------------------------------------------------- 5. no stray files
def test_temporary_files_left_by_a_killed_save_are_removed_at_start(qtbot, tmp_path: Path) -> None:
    stray = tmp_path / f".{SAVE_NAME}.k3x9q2a1.tmp"
    stray_stats = tmp_path / f".{STATISTICS_NAME}.zz81mmq0.tmp"
    other = tmp_path / "notes.tmp"
    for path in (stray, stray_stats, other):
        path.write_text("{", encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert not stray.exists() and not stray_stats.exists()
    assert other.exists()  # not the game's: left alone
    window.controller.shutdown()


# ---------------------------------------------------------------------- 7. side files
@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_the_data_folder_is_made_readable_by_the_user_only(tmp_path: Path) -> None:
    folder = tmp_path / "a" / "Belote Desktop"
    ensure_folder(folder)
    assert stat.S_IMODE(folder.stat().st_mode) & 0o077 == 0
    StatisticsStore(tmp_path / "b").save(Statistics())
    assert stat.S_IMODE((tmp_path / "b").stat().st_mode) & 0o077 == 0


def test_a_keeper_on_a_missing_folder_creates_nothing_before_it_saves(qapp, tmp_path: Path) -> None:
    from belote_desktop.controller import GameController
    from belote_desktop.ui.table.presenter import TablePresenter
    from belote_desktop.ui.table.scene import TableScene

    scene = TableScene()
    controller = GameController(TablePresenter(scene))
    Keeper(tmp_path / "later", controller)
    assert not (tmp_path / "later").exists()
    controller.shutdown()


# ---------------------------------------------------------------------- 8. issue 34: the start, every fault said
def test_what_the_start_found_is_said_even_if_dealing_fails(qtbot, tmp_path: Path, monkeypatch) -> None:
    (tmp_path / SAVE_NAME).mkdir()  # a problem found at the start
    monkeypatch.setattr(Keeper, "match_started", lambda self: (_ for _ in ()).throw(RuntimeError("save failed")))
    from belote_desktop.ui.main_window import MainWindow

    window = MainWindow(seed=7, auto_continue=True, data_folder=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with pytest.raises(RuntimeError):  # the error report is the exception hook's; the notice is the window's
        window.start()
    text = notice_text(window)
    assert "saved match" in text and str(tmp_path / SAVE_NAME) in text
    window.controller.shutdown()


@pytest.mark.parametrize("code", [errno.EACCES, errno.ENAMETOOLONG])
def test_a_folder_whose_files_cannot_be_looked_at_is_said_once_and_nothing_raises(
        qtbot, tmp_path: Path, monkeypatch, code: int) -> None:
    real_stat = os.stat
    inside = str(tmp_path) + os.sep

    def refused(path, *args, **kwargs):  # as chmod 000 on the folder, or a path longer than the system takes
        if os.fspath(path).startswith(inside):
            raise OSError(code, os.strerror(code), os.fspath(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", refused)
    window = open_window(qtbot, tmp_path)
    text = notice_text(window)
    assert str(tmp_path) in text and "nothing is saved" in text
    assert ("permission was refused" if code == errno.EACCES else "its name is too long") in text
    first = window.dialogs.notice
    reach_play(qtbot, window, tricks=2)  # every trick saves (or would): nothing raises, nothing more is said
    window.keeper._save_statistics()
    assert window.dialogs.notice is first
    window.controller.shutdown()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_as_the_error_report_file_is_never_waited_on(tmp_path: Path, capsys) -> None:
    from belote_desktop.crash_log import ERRORS_FILE, append_report
    from tests.storage.test_saves import within_seconds

    os.mkfifo(tmp_path / ERRORS_FILE)
    assert within_seconds(append_report, tmp_path, "the report\n") is None  # was: waiting for a reader for ever
    assert "the report" in capsys.readouterr().err  # the report still goes somewhere
    assert stat.S_ISFIFO((tmp_path / ERRORS_FILE).stat().st_mode)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_as_the_log_file_is_refused_with_its_reason(tmp_path: Path) -> None:
    import logging

    from belote_desktop.crash_log import LOG_FILE, setup_logging
    from belote_desktop.engine.jsonfile import NotARegularFile
    from tests.storage.test_saves import within_seconds

    os.mkfifo(tmp_path / LOG_FILE)
    before = list(logging.getLogger().handlers)
    log_file = within_seconds(setup_logging, tmp_path)
    assert isinstance(log_file.error, NotARegularFile) and "named pipe" in log_file.error.what
    assert logging.getLogger().handlers == before  # no handler on it


# ---------------------------------------------------------------------- 9. every reason in the game's words
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_opening_a_pipe_or_a_huge_file_as_a_record_says_what_it_is(qtbot, tmp_path: Path) -> None:
    from belote_desktop.engine.jsonfile import MAX_FILE_BYTES

    window = open_window(qtbot, tmp_path / "data")
    fifo, huge = tmp_path / "game.json", tmp_path / "huge.json"
    os.mkfifo(fifo)
    huge.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    for path, words in ((fifo, "it is a named pipe (FIFO), not a file"), (tmp_path, "it is a folder"),
                        (huge, "it is far larger than any file of the game (more than 4 MiB)")):
        assert window.dialogs.open_record(path) is None
        text = notice_text(window)
        assert words in text, text
        assert "random bytes" not in text and "not a regular file" not in text and "what a game file holds" not in text
        window.dialogs.notice.close()
    window.controller.shutdown()
