"""The program's files that are not code: the bundled fonts, the application icon and the sounds.

They live in ``resources/`` at the top of a source checkout; setup.py copies
the ones the program needs into the package (``belote_desktop/resources/``)
of an installed copy, and the PyInstaller spec puts them at the same place in
the frozen app (under ``sys._MEIPASS``).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

log = logging.getLogger(__name__)

PACKAGE_DIR = Path(__file__).resolve().parent
ICON_NAME = "belote-desktop"
# The reverse-DNS id of the .desktop file, the AppStream metainfo and the installed icons.
APP_ID = "io.github.belotedesktop.BeloteDesktop"
# DejaVu Sans (regular and bold): Latin, Greek, Cyrillic and the card suits, under a free licence.
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_FAMILY = "DejaVu Sans"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def _candidates() -> list[Path]:
    found = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found.append(Path(frozen) / "belote_desktop" / "resources")
    found.append(PACKAGE_DIR / "resources")  # an installed copy (wheel)
    found.append(PACKAGE_DIR.parent / "resources")  # a source checkout or an editable install
    return found


def resource_dir() -> Path:
    """The folder that holds ``fonts/`` and ``icons/``; raises FileNotFoundError if there is none."""
    for folder in _candidates():
        if (folder / "fonts").is_dir() and (folder / "icons").is_dir():
            return folder
    raise FileNotFoundError("the program's resources (fonts, icons) were not found in: "
                            + ", ".join(str(p) for p in _candidates()))


def font_paths() -> list[Path]:
    fonts = resource_dir() / "fonts"
    return [fonts / name for name in FONT_FILES if (fonts / name).is_file()]


# Qt's fontconfig database lists these generic names even when the system has no font file at all.
GENERIC_FAMILIES = frozenset({"Serif", "Sans Serif", "Sans", "Monospace", "Mono"})


_loaded_families: list[str] = []


def system_has_fonts() -> bool:
    """Whether the system offers a real font (call before load_fonts, after the QApplication exists)."""
    from PySide6.QtGui import QFontDatabase

    return any(family not in GENERIC_FAMILIES for family in QFontDatabase.families())


def load_fonts() -> list[str]:
    """Register the bundled fonts with Qt; returns the families they added.

    Call after the QApplication exists. When the system offered no font at all
    (a bare machine, a container) the bundled family becomes the application's
    font, so every text of the table shows.
    """
    from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

    if _loaded_families:
        return list(_loaded_families)  # once per process: Qt would register the files again
    had_fonts = system_has_fonts()
    families: list[str] = []
    try:
        paths = font_paths()
    except FileNotFoundError as error:
        log.warning("%s", error)
        return families
    for path in paths:
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("Qt could not load the font %s", path)
            continue
        families.extend(f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families)
    if families and not had_fonts:
        font = QFont(QGuiApplication.font())
        font.setFamily(families[0])
        QGuiApplication.setFont(font)
    _loaded_families.extend(families)
    return families


def icon_paths() -> list[Path]:
    icons = resource_dir() / "icons"
    return [p for p in (icons / f"{ICON_NAME}-{size}.png" for size in ICON_SIZES) if p.is_file()]


def app_icon():
    """The application icon (a QIcon with every PNG size; null if the files are missing)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    try:
        paths = icon_paths()
    except FileNotFoundError as error:
        log.warning("%s", error)
        return icon
    for path in paths:
        icon.addFile(str(path))
    return icon
