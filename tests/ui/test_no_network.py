"""The program never connects anywhere: a whole match with sockets made to fail."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""
    import socket, sys

    class NoNetwork(OSError):
        pass

    def refuse(*args, **kwargs):
        raise NoNetwork("the game must not open a socket")

    socket.socket = refuse
    socket.create_connection = refuse
    socket.getaddrinfo = refuse

    from dataclasses import replace
    from PySide6.QtWidgets import QApplication
    from belote_desktop.engine import PRESETS
    from belote_desktop.session.settings import GameSettings
    from belote_desktop.ui.main_window import MainWindow

    app = QApplication([])
    settings = GameSettings(options=replace(PRESETS["coinche"], target=300), speed="instant")
    window = MainWindow(settings, seed=4, auto_continue=True, human_is_bot=True)
    window.show()
    window.controller.match_over.connect(lambda *a: app.quit())
    window.start()
    app.exec()
    match = window.controller.match
    assert match.is_over, "the match did not finish"
    assert "PySide6.QtNetwork" not in sys.modules
    window.controller.shutdown()
    print("deals", len(match.deals), "totals", match.totals)
""")


def test_a_whole_match_plays_with_sockets_made_to_fail() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "NoNetwork" not in result.stderr
    assert result.stdout.startswith("deals ")
