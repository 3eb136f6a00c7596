"""The program's language: which translators are installed, and the menu to pick one.

Our own ``belote_<lang>.qm`` files are compiled at build time (packaging/
translations.py) into the package's ``translations/`` folder. Run straight from
a source checkout that has not compiled them (``python -m belote_desktop`` in
the clone), the program compiles them itself from the checkout's
``translations/*.ts`` (``usable_qm_dir``), so every language is there however
the game is started. Qt's own ``qtbase_<lang>.qm`` comes with PySide6 and
translates the standard dialog buttons. Installing a translator makes
QApplication send ``LanguageChange`` to every widget, which then retranslates
itself.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QStandardPaths,
    QTranslator,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"
# Each language under its own name: someone who cannot read the current one must find theirs.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "nl": "Nederlands",
    "de": "Deutsch",
    "sv": "Svenska",
    "pl": "Polski",
    "fr": "Français",
}
QM_DIR = Path(__file__).resolve().parent.parent / "translations"
# In a source checkout the Qt Linguist sources sit beside the package; an installed package has none.
SOURCE_TS_DIR = Path(__file__).resolve().parents[2] / "translations"


def _out_of_date(qm: Path, ts: Path) -> bool:
    try:
        return not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime
    except OSError:
        return True


def usable_qm_dir(qm_dir: Path = QM_DIR, ts_dir: Path = SOURCE_TS_DIR, cache: Path | None = None) -> Path:
    """The folder of compiled translations to load.

    The package's own (``qm_dir``), unless the program runs from a source checkout (``ts_dir`` holds
    the .ts files) whose .qm files are missing or older than their sources: then they are compiled now,
    into ``qm_dir`` if it can be written, else into ``cache`` (the user's cache folder). Compiling takes a
    moment, once; an installed package or the frozen app has nothing to compile.
    """
    from .qt_tools import ToolMissing, lrelease

    sources = sorted(ts_dir.glob("belote_*.ts")) if ts_dir.is_dir() else []
    if not sources or not any(_out_of_date(qm_dir / f"{ts.stem}.qm", ts) for ts in sources):
        return qm_dir
    if cache is None:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
        cache = Path(location) / "translations" if location else None
    for folder in (qm_dir, cache):
        if folder is None:
            continue
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for ts in sources:
                qm = folder / f"{ts.stem}.qm"
                if _out_of_date(qm, ts):
                    lrelease(ts, qm)
        except (OSError, ToolMissing, RuntimeError) as error:
            log.warning("could not compile the translations into %s: %s", folder, error)
            continue
        log.info("compiled the translations of the source checkout into %s", folder)
        return folder
    return qm_dir


def system_language() -> str:
    """The first of the user's preferred UI languages that we have, else English."""
    locale = QLocale.system()
    # uiLanguages() is the user's ordered preference list (e.g. LANGUAGE on Linux),
    # name() only the formatting locale.
    for name in [*locale.uiLanguages(), locale.name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def qt_translations_dir() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


class LanguageManager(QObject):
    """Installs the translators of one language at a time."""

    language_changed = Signal(str)

    def __init__(self, qm_dir: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._qm_dir = Path(qm_dir) if qm_dir is not None else usable_qm_dir()
        self._current = SOURCE_LANGUAGE
        self._loaded = False  # nothing installed yet, not even English's plural forms
        self._translators: list[QTranslator] = []

    @property
    def qm_dir(self) -> Path:
        return self._qm_dir

    def current(self) -> str:
        return self._current

    def qm_path(self, code: str) -> Path:
        return self._qm_dir / f"belote_{code}.qm"

    def missing(self) -> list[str]:
        """Languages offered but whose compiled translation is absent."""
        return [code for code in LANGUAGES if code != SOURCE_LANGUAGE and not self.qm_path(code).is_file()]

    def set_language(self, code: str) -> bool:
        """Switch to ``code``; False (and a warning) if it cannot be loaded.

        Everything is loaded before anything is removed, so a failure leaves
        the current language in place: English at start-up, hence the fallback.
        """
        if code not in LANGUAGES:
            log.warning("Unknown language %r (known: %s); keeping %s", code, ", ".join(LANGUAGES), self._current)
            return False
        if code == self._current and self._loaded:
            return True
        translators: list[QTranslator] = []
        if code == SOURCE_LANGUAGE:
            # Only the English plural forms ("1 deal"); without the file, "%n" still reads as a number.
            english = self._load(self.qm_path(code))
            translators = [english] if english is not None else []
        else:
            ours = self._load(self.qm_path(code))
            if ours is None:
                log.warning("No usable translation for %s at %s; keeping %s (rebuild with "
                            "'python packaging/translations.py build')", code, self.qm_path(code), self._current)
                return False
            qt_own = self._load(qt_translations_dir() / f"qtbase_{code}.qm")
            if qt_own is None:
                log.info("Qt's own qtbase_%s.qm is not available: standard buttons stay in English", code)
            # Qt asks the most recently installed translator first: ours goes last so it wins.
            translators = [t for t in (qt_own, ours) if t is not None]
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
            old.deleteLater()
        for new in translators:
            QCoreApplication.installTranslator(new)
        self._translators = translators
        self._current = code
        self._loaded = True
        self.language_changed.emit(code)
        return True

    def unload(self) -> None:
        """Remove every translator this manager installed (plain source English remains)."""
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
            old.deleteLater()
        self._translators = []
        self._current = SOURCE_LANGUAGE
        self._loaded = False

    def _load(self, path: Path) -> QTranslator | None:
        # Load by full path: QTranslator.load(name, dir) would quietly fall back
        # to a shorter name (belote.qm) when belote_xx.qm is absent.
        if not path.is_file():
            return None
        translator = QTranslator(self)  # parented: Python must not collect an installed translator
        if not translator.load(str(path)):
            return None
        return translator


class _LanguageActions(QActionGroup):
    """The menu's actions; a QObject so the manager's signal disconnects when the menu goes."""

    def __init__(self, menu: QMenu, manager: LanguageManager) -> None:
        super().__init__(menu)
        self.setExclusive(True)
        self._manager = manager
        missing = set(manager.missing())
        for code, name in LANGUAGES.items():
            action = QAction(name, self)
            action.setCheckable(True)
            action.setData(code)
            action.setEnabled(code not in missing)
            menu.addAction(action)
        self.sync(manager.current())
        self.triggered.connect(self._chosen)
        manager.language_changed.connect(self.sync)

    @Slot(QAction)
    def _chosen(self, action: QAction) -> None:
        if not self._manager.set_language(action.data()):
            self.sync(self._manager.current())  # the check mark must not claim a failed switch

    @Slot(str)
    def sync(self, code: str) -> None:
        for action in self.actions():
            action.setChecked(action.data() == code)


def build_language_menu(menu: QMenu, manager: LanguageManager) -> None:
    """Fill ``menu`` with one checkable action per language, kept in step with ``manager``."""
    _LanguageActions(menu, manager)
