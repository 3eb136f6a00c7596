"""SIGTERM, SIGHUP and SIGINT (Ctrl+C) reach the GUI thread as a request to quit (belote_desktop/quit_signals.py); the
whole quit through the real program: tests/session/test_start_faults.py."""

from __future__ import annotations

import os
import signal

import pytest

from belote_desktop.quit_signals import QuitOnSignal

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals")


@pytest.mark.parametrize("number", [signal.SIGTERM, getattr(signal, "SIGHUP", signal.SIGTERM), signal.SIGINT])
def test_a_quit_signal_is_asked_in_the_event_loop(qtbot, number: int) -> None:
    before = signal.getsignal(number)
    quitting = QuitOnSignal()
    try:
        with qtbot.waitSignal(quitting.asked, timeout=10000):
            os.kill(os.getpid(), number)  # without the handler, the test run itself would end here
    finally:
        quitting.uninstall()
    assert signal.getsignal(number) == before
