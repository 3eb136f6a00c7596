"""The application: a ``QApplication``, its language, and the main window."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from .engine import PRESETS
from .game_settings import GameSettings

log = logging.getLogger(__name__)

ORGANIZATION = "Belote Desktop"
APPLICATION = "Belote Desktop"
LANGUAGE_KEY = "language"


def main(argv: Sequence[str] | None = None, speed: str = "normal", variant: str = "classic",
         seed: int | str | None = None, lang: str | None = None) -> int:
    """Open the window and run until it closes; returns the exit status."""
    app = QApplication.instance() or QApplication(list(argv) if argv is not None else sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    # After the QApplication exists: widgets and translators need it.
    from .i18n.language import LanguageManager, system_language
    from .ui.main_window import MainWindow

    store = QSettings()
    languages = LanguageManager(parent=app)
    # The command line wins, then the player's last choice, then the system's language.
    wanted = lang or str(store.value(LANGUAGE_KEY, "") or "") or system_language()
    if not languages.set_language(wanted):
        log.warning("starting in English: no translation for %r", wanted)
    languages.language_changed.connect(lambda code: store.setValue(LANGUAGE_KEY, code))
    options = PRESETS[variant]
    if seed is None:
        import random

        seed = random.randrange(1 << 30)  # a fresh game each launch
    window = MainWindow(GameSettings(options=options, speed=speed), seed=seed, languages=languages)
    window.resize(1280, 800)
    window.show()
    QTimer.singleShot(0, window.start)  # deal once the window is on screen
    return app.exec()
