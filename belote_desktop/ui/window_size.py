"""How the main window first appears: as the player left it, else at a comfortable size, or filling
the screen when that size would not fit (an 800 x 600 or 1366 x 768 screen): never larger than the
screen, where the player's hand would be out of sight below its edge."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QMainWindow

PREFERRED = QSize(1280, 800)
# Room left for the window's frame and title bar, which are not known before it is shown.
FRAME_ROOM = QSize(40, 80)


def first_size(available: QRect) -> QSize | None:
    """The size to open at on a screen whose free area is ``available``; None: maximised."""
    if PREFERRED.width() + FRAME_ROOM.width() <= available.width() and (
            PREFERRED.height() + FRAME_ROOM.height() <= available.height()):
        return PREFERRED
    return None


def show_placed(window: QMainWindow, restored: bool) -> None:
    """Show ``window``; ``restored``: its saved geometry was taken (Qt refuses one saved on a screen of
    another size, as after moving from a big monitor to a laptop, and then it opens as the first time)."""
    if restored:
        window.show()
        return
    screen = window.screen()
    size = first_size(screen.availableGeometry()) if screen is not None else PREFERRED
    if size is None:
        window.showMaximized()
        return
    window.resize(size)
    if screen is not None:
        frame = QRect(0, 0, size.width(), size.height())
        frame.moveCenter(screen.availableGeometry().center())
        window.move(frame.topLeft())
    window.show()
