"""An unexpected exception in the GUI: a saved report, one error dialog, and a program that goes on.

pytest-qt normally catches exceptions raised in slots and fails the test with
them; these tests turn that off (``qt_no_exception_capture``) so that the
application's own hook is the one that sees them, as it is in the real program.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from belote_desktop import crash_log
from belote_desktop.crash_log import append_report, format_report, setup_logging
from belote_desktop.ui.dialogs import error as error_dialog
from belote_desktop.ui.dialogs.error import MAX_REPORTS_SHOWN, ErrorDialog
from belote_desktop.ui.exception_hook import MAX_SAVED_PER_DIALOG, install_exception_hook
from tests.ui.dialogs.test_score_sheet import WordsTranslator, install, uninstall

pytestmark = pytest.mark.qt_no_exception_capture

VERSION = "9.8.7"
LEFT = Qt.MouseButton.LeftButton


def error_dialogs() -> list[ErrorDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ErrorDialog) and w.isVisible()]


def fail(message: str) -> Callable[[], None]:
    def slot() -> None:
        raise RuntimeError(message)

    return slot


def raise_later(message: str) -> None:
    """Raise ``message`` from a slot that the event loop calls, as a real failure would."""
    QTimer.singleShot(0, fail(message))


def wait_for_dialog(qtbot) -> ErrorDialog:
    qtbot.waitUntil(lambda: len(error_dialogs()) == 1)
    return error_dialogs()[0]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "app-data"


@pytest.fixture
def window(qtbot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def hooked(qtbot, folder: Path, window: QWidget) -> Iterator[Path]:
    """The hook installed for one test, saving to ``folder``; taken out and its dialogs closed after."""
    remove = install_exception_hook(lambda: window, folder, VERSION)
    yield folder
    remove()
    for dialog in error_dialogs():
        dialog.close()
    QApplication.processEvents()


def test_error_in_timer_slot_shows_dialog_and_saves_report(qtbot, hooked: Path, window: QWidget) -> None:
    raise_later("boom in a timer")
    dialog = wait_for_dialog(qtbot)
    details = dialog.details()
    assert "Traceback (most recent call last)" in details
    assert "RuntimeError: boom in a timer" in details
    assert f"Belote Desktop {VERSION}" in details
    assert "Python 3." in details and "Qt 6." in details and "PySide6 6." in details and "Platform " in details
    log_file = hooked / "errors.log"
    assert str(log_file) in dialog.message.text()
    saved = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in saved and "RuntimeError: boom in a timer" in saved
    assert dialog.parent() is window
    assert not dialog.details_box.isVisible()  # folded away until asked for
    qtbot.mouseClick(dialog.toggle_button, LEFT)
    assert dialog.details_box.isVisible()
    assert dialog.details_box.isReadOnly()


def test_error_in_button_click_shows_dialog(qtbot, hooked: Path, window: QWidget) -> None:
    button = QPushButton("Deal", window)
    button.clicked.connect(fail("boom in a click"))
    window.show()
    qtbot.mouseClick(button, LEFT)
    dialog = wait_for_dialog(qtbot)
    assert "RuntimeError: boom in a click" in dialog.details()


def test_copy_details_puts_them_on_the_clipboard(qtbot, hooked: Path) -> None:
    raise_later("boom to copy")
    dialog = wait_for_dialog(qtbot)
    QApplication.clipboard().setText("")
    qtbot.mouseClick(dialog.copy_button, LEFT)
    copied = QApplication.clipboard().text()
    assert copied == dialog.details()
    assert "RuntimeError: boom to copy" in copied


def test_second_error_is_added_to_the_open_dialog(qtbot, hooked: Path) -> None:
    raise_later("first boom")
    dialog = wait_for_dialog(qtbot)
    raise_later("second boom")
    qtbot.waitUntil(lambda: "second boom" in dialog.details())
    assert error_dialogs() == [dialog]
    assert "first boom" in dialog.details()
    assert dialog.more.isVisible() and "1 more error" in dialog.more.text()
    assert (hooked / "errors.log").read_text(encoding="utf-8").count("Traceback") == 2


def test_an_endless_error_loop_opens_one_dialog(qtbot, hooked: Path) -> None:
    errors = 0

    def tick() -> None:
        nonlocal errors
        errors += 1
        raise RuntimeError("boom again")

    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(tick)
    timer.start()
    qtbot.waitUntil(lambda: errors > MAX_SAVED_PER_DIALOG + 20, timeout=20000)
    timer.stop()
    QApplication.processEvents()
    assert len(error_dialogs()) == 1
    dialog = error_dialogs()[0]
    assert dialog.details().count("RuntimeError: boom again") == MAX_REPORTS_SHOWN  # the rest are counted, not added
    assert "not shown" in dialog.more.text()
    saved = (hooked / "errors.log").read_text(encoding="utf-8")
    assert saved.count("Traceback") == MAX_SAVED_PER_DIALOG
    dialog.close_button.click()
    QApplication.processEvents()
    assert "further errors happened and were not saved" in (hooked / "errors.log").read_text(encoding="utf-8")


class RecordingDialog(ErrorDialog):
    """Notes the thread it was made in: only the GUI thread may make widgets."""

    threads: list[int] = []  # noqa: RUF012 - shared on purpose: the hook makes the instances

    def __init__(self, *args: object, **kwargs: object) -> None:
        RecordingDialog.threads.append(threading.get_ident())
        super().__init__(*args, **kwargs)


def test_exception_in_a_python_thread_shows_dialog_from_gui_thread(qtbot, hooked: Path, monkeypatch) -> None:
    monkeypatch.setattr(error_dialog, "ErrorDialog", RecordingDialog)  # the hook imports it when needed
    RecordingDialog.threads.clear()
    worker = threading.Thread(target=fail("boom in a thread"), name="bot-worker")
    worker.start()
    worker.join()
    dialog = wait_for_dialog(qtbot)
    assert "RuntimeError: boom in a thread" in dialog.details()
    assert RecordingDialog.threads == [threading.main_thread().ident]
    assert "boom in a thread" in (hooked / "errors.log").read_text(encoding="utf-8")


def test_failing_log_write_still_shows_dialog(qtbot, tmp_path: Path, window: QWidget, capsys) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    remove = install_exception_hook(lambda: window, blocker / "app-data", VERSION)
    try:
        raise_later("boom unsaved")
        dialog = wait_for_dialog(qtbot)
        assert "RuntimeError: boom unsaved" in dialog.details()
        assert dialog.log_path is None
        assert "could not be saved" in dialog.message.text()
        assert "boom unsaved" in capsys.readouterr().err  # the report still goes somewhere
        dialog.close()
    finally:
        remove()


def test_unwritable_folder_is_reported_not_raised(tmp_path: Path, monkeypatch, capsys) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(crash_log.Path, "mkdir", refuse)
    assert append_report(tmp_path / "app-data", "the report\n") is None
    assert "the report" in capsys.readouterr().err


def test_uninstall_restores_the_previous_hooks(qtbot, folder: Path) -> None:
    before, before_thread = sys.excepthook, threading.excepthook
    remove = install_exception_hook(lambda: None, folder, VERSION)
    assert sys.excepthook is not before and threading.excepthook is not before_thread
    remove()
    assert sys.excepthook is before and threading.excepthook is before_thread


def test_keyboard_interrupt_goes_to_the_previous_hook(qtbot, folder: Path, monkeypatch) -> None:
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, _exc, _tb: seen.append(kind))
    remove = install_exception_hook(lambda: None, folder, VERSION)
    try:
        sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    finally:
        remove()
    QApplication.processEvents()
    assert seen == [KeyboardInterrupt]
    assert error_dialogs() == []
    assert not (folder / "errors.log").exists()


def test_program_runs_on_after_the_dialog(qtbot, hooked: Path) -> None:
    raise_later("boom once")
    dialog = wait_for_dialog(qtbot)
    qtbot.mouseClick(dialog.close_button, LEFT)
    qtbot.waitUntil(lambda: error_dialogs() == [])
    fired: list[bool] = []
    QTimer.singleShot(10, lambda: fired.append(True))
    qtbot.waitUntil(lambda: fired == [True])
    raise_later("boom later")  # a new error after closing gets a dialog of its own
    assert "boom later" in wait_for_dialog(qtbot).details()


def test_language_change_retranslates(qtbot, tmp_path: Path) -> None:
    dialog = ErrorDialog("details", tmp_path / "errors.log")
    qtbot.addWidget(dialog)
    source = "Something went wrong. The game can go on; the details were saved to %1."
    translator = WordsTranslator({("ErrorDialog", source): "Er ging iets mis; zie %1.",
                                  ("ErrorDialog", "&Copy details"): "&Kopieer details"})
    install(translator)
    try:
        assert dialog.message.text() == f"Er ging iets mis; zie {tmp_path / 'errors.log'}."
        assert dialog.copy_button.text() == "&Kopieer details"
    finally:
        uninstall(translator)
    assert dialog.copy_button.text() == "&Copy details"


def test_report_names_the_versions_and_the_traceback() -> None:
    try:
        raise ValueError("bad card")
    except ValueError as error:
        report = format_report(type(error), error, error.__traceback__, VERSION)
    assert report.startswith("Error at ")
    assert f"Belote Desktop {VERSION}" in report
    assert "ValueError: bad card" in report and "test_report_names_the_versions_and_the_traceback" in report


def test_errors_log_stays_bounded(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(crash_log, "MAX_BYTES", 4000)
    monkeypatch.setattr(crash_log, "KEEP_BYTES", 3000)
    for number in range(100):
        path = append_report(tmp_path, f"report {number}\n" + "x" * 80 + "\n")
    assert path == tmp_path / "errors.log"
    text = path.read_text(encoding="utf-8")
    assert len(text) <= 4000 + 200
    assert "report 99" in text and "report 0\n" not in text
    assert text.startswith(crash_log.SEPARATOR)  # trimmed to whole reports


def test_setup_logging_writes_warnings_to_a_rotating_file(tmp_path: Path) -> None:
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        log_file = setup_logging(tmp_path / "logs")
        path = log_file.path
        assert log_file.error is None
        assert setup_logging(tmp_path / "logs") == log_file  # again: no second handler
        added = [h for h in root.handlers if h not in before]
        assert len(added) == 1 and isinstance(added[0], logging.handlers.RotatingFileHandler)
        logging.getLogger("belote_desktop.test").warning("a warning to keep")
        logging.getLogger("belote_desktop.test").info("chatter to drop")
        added[0].flush()
        text = path.read_text(encoding="utf-8")
        assert "a warning to keep" in text and "chatter to drop" not in text
    finally:
        for handler in root.handlers[:]:
            if handler not in before:
                root.removeHandler(handler)
                handler.close()
