"""The application: a ``QApplication``, its language, and the main window."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from . import __version__
from .engine import PRESETS
from .engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS
from .session import places
from .session.settings import GameSettings
from .session.settings_file import SettingsStore, open_settings
from .session.settings_store import LANGUAGE_KEY, load_settings
from .session.system_words import system_reason
from .storage.files import ensure_folder

if TYPE_CHECKING:
    from .ui.main_window import MainWindow

log = logging.getLogger(__name__)

ORGANIZATION = "Belote Desktop"
APPLICATION = "Belote Desktop"


def data_folder() -> Path:
    """Where the match in progress, the statistics and the logs live (the platform's app-data folder)."""
    return places.data_folder(ORGANIZATION, APPLICATION)


def main(argv: Sequence[str] | None = None, speed: str | None = None, variant: str | None = None,
         seed: int | str | None = None, lang: str | None = None, game: str | None = None) -> int:
    """Open the window and run until it closes; returns the exit status.

    ``game``, ``speed`` and ``variant`` (a belote variant or a klaverjas preset) given on the command line replace
    the stored settings for this run.
    """
    app = QApplication.instance() or QApplication(list(argv) if argv is not None else sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    from .resources import APP_ID, app_icon, load_fonts

    load_fonts()  # the bundled font: text shows even on a system without fonts
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)  # Wayland matches the window to the .desktop file (and its icon)
    # After the QApplication exists: widgets and translators need it.
    from .crash_log import setup_logging
    from .engine.jsonfile import NotARegularFile
    from .i18n.language import LanguageManager, system_language
    from .quit_signals import QuitOnSignal
    from .session.single_instance import InstanceLock, Lock
    from .ui.common.on_screen import install_keep_on_screen
    from .ui.exception_hook import install_exception_hook
    from .ui.main_window import MainWindow
    from .ui.window_size import show_placed

    install_keep_on_screen(app)  # every dialog wholly on the screen, its title bar in reach
    # Looked at before Qt reads it: a pipe in its place would stop the start, random bytes would be taken in.
    store, settings_file_problem = open_settings(ORGANIZATION, APPLICATION)
    languages = LanguageManager(parent=app)
    # The command line wins, then the player's last choice, then the system's language.
    wanted = lang or str(store.value(LANGUAGE_KEY, "") or "") or system_language()
    if not languages.set_language(wanted):
        log.warning("starting in English: no translation for %r", wanted)

    folder = data_folder()
    with contextlib.suppress(OSError):  # a folder that cannot be made is reported by the window
        ensure_folder(folder)
    lock = InstanceLock(folder)
    if lock.acquire() is Lock.HELD:
        # Before any file is touched: the running copy owns the save, the statistics and the logs.
        QMessageBox.information(None, QCoreApplication.translate("App", "Belote Desktop"), QCoreApplication.translate(
            "App", "Belote Desktop is already open. Switch to its window to play on."))
        return 0
    languages.language_changed.connect(lambda code: (store.setValue(LANGUAGE_KEY, code), store.sync()))
    log_file = setup_logging(folder)
    window: MainWindow | None = None
    uninstall_hook = install_exception_hook(lambda: window, folder, __version__)
    settings, problem = load_settings(store)
    settings = with_command_line_rules(settings, game, variant)
    if speed is not None:
        settings = settings.with_(speed=speed)
    if seed is None:
        import random

        seed = random.randrange(1 << 30)  # a fresh game each launch
    # Bots think in a separate process: a search in a thread holds Python's GIL so long that the
    # window stalls up to a quarter of a second (benchmarks/gui_responsiveness.py), a process not at all.
    from .ui.window_lesson import offer_wanted

    window = MainWindow(settings, seed=seed, languages=languages, store=store, data_folder=folder,
                        bot_mode="process", offer_lesson=offer_wanted())
    show_placed(window, window.geometry_restored)
    if problem is not None:
        log.warning("stored settings replaced by the defaults: %s", problem)
    # Said with what the data folder holds, in one notice, once the window is up (window.start).
    told = [settings_file_problem.text() if settings_file_problem is not None else None,
            window.settings_problem_text(problem) if problem is not None else None,
            *(not_used_text(path, error) for path, error in ((log_file.path, log_file.error), (lock.path, lock.problem))
              if isinstance(error, NotARegularFile))]
    assert window.keeper is not None  # made with a data folder
    window.keeper.problems[:0] = [text for text in told if text]
    if isinstance(store, SettingsStore):  # said once, in play; not as the window closes (it would keep it open)
        store.cannot_write.connect(lambda text: None if window.is_closed else window.show_notice(text))
    quitting = QuitOnSignal(app) if os.name == "posix" else None
    if quitting is not None:  # a logout, a shutdown: quit as the player does, the match saved
        quitting.asked.connect(lambda: (window.close(), app.quit()))
    if os.environ.get("BELOTE_DESKTOP_QUIT_WHEN_SHOWN"):  # packaging/build.py --measure: the start-up time
        QTimer.singleShot(0, lambda: (print(f"window shown at {time.time():.3f}", flush=True), app.quit()))
    QTimer.singleShot(0, window, window.start)  # deal once the window is on screen
    try:
        return app.exec()
    finally:
        if quitting is not None:
            quitting.uninstall()
        tear_down(window, uninstall_hook)
        lock.release()
        if isinstance(store, SettingsStore):
            store.forget_scratch()


def with_command_line_rules(settings: GameSettings, game: str | None, variant: str | None) -> GameSettings:
    """``settings`` with the game and rules of the command line: ``--variant`` a belote variant or a klaverjas
    preset (which chooses the game too), ``--game`` alone the game with its rules as last set."""
    if variant in KLAVERJAS_PRESETS:
        return settings.with_(game="klaverjas", klaverjas=KLAVERJAS_PRESETS[variant])
    if variant is not None:
        return settings.with_(game="belote", options=PRESETS[variant])
    return settings.with_(game=game) if game is not None else settings


def not_used_text(path: Path, error: OSError) -> str:
    """The notice for a file of the game's (the log, the lock) that is not a regular file: it is left alone."""
    return QCoreApplication.translate("App", "The file %1 cannot be used: %2. The game goes on without it.").replace(
        "%1", places.shown(path)).replace("%2", system_reason(error))


def tear_down(window: MainWindow, uninstall_hook: Callable[[], None]) -> None:
    """End what the program made, in order, while Qt is still whole: the window closes (the match is saved,
    the bot worker and its thread stop), the exception hook lets go of it, then the window and everything it
    owns (scene, controller, timers, dialogs) is deleted here, in the GUI thread. Left to the interpreter's
    exit, that order is chance, and the window could outlive the application it belongs to."""
    if not window.is_closed:
        window.close()
    uninstall_hook()
    shiboken6.delete(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # what asked to be deleted later, now
