"""The application: a ``QApplication`` and the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from .engine import PRESETS
from .game_settings import GameSettings


def main(argv: Sequence[str] | None = None, speed: str = "normal", variant: str = "classic",
         seed: int | str | None = None) -> int:
    """Open the window and run until it closes; returns the exit status."""
    from .ui.main_window import MainWindow  # after the QApplication exists: widgets need it

    app = QApplication.instance() or QApplication(list(argv) if argv is not None else sys.argv)
    app.setApplicationName("Belote Desktop")
    options = PRESETS[variant]
    if seed is None:
        import random

        seed = random.randrange(1 << 30)  # a fresh game each launch
    window = MainWindow(GameSettings(options=options, speed=speed), seed=seed)
    window.resize(1280, 800)
    window.show()
    QTimer.singleShot(0, window.start)  # deal once the window is on screen
    return app.exec()
