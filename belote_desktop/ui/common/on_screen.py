"""Every dialog comes up wholly on the screen, title bar included.

Qt centres a dialog over its window, and a tall one (the settings, 570 pixels) over a window that
fills an 800 x 600 screen ends with its title bar above the screen's top edge, where the player can
neither read nor drag it (seen under openbox). The window manager's frame is only known once the
dialog is shown, so the check runs just after: a dialog whose frame leaves the screen's free area
is moved back in, and one taller or wider than it is made to fit.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget


def fitting_size(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` x ``height``, or less on a small screen: at most 95% of the free width and 90% of the
    free height of the screen ``widget``'s parent (or, without one, ``widget`` itself) is on, leaving
    room for the frame. The parent's: a dialog not yet shown has no screen of its own."""
    parent = widget.parentWidget()
    screen = (parent if parent is not None else widget).screen()
    if screen is None:
        return QSize(width, height)
    available = screen.availableGeometry()
    return QSize(min(width, int(available.width() * 0.95)), min(height, int(available.height() * 0.9)))


def fit_frame(frame: QRect, available: QRect) -> QRect:
    """``frame`` moved (and if need be shrunk) the least to lie inside ``available``."""
    out = QRect(frame)
    out.setWidth(min(out.width(), available.width()))
    out.setHeight(min(out.height(), available.height()))
    out.moveLeft(max(available.left(), min(out.left(), available.right() - out.width() + 1)))
    out.moveTop(max(available.top(), min(out.top(), available.bottom() - out.height() + 1)))
    return out


def keep_on_screen(dialog: QWidget) -> None:
    """Move ``dialog`` (a shown window) back onto its screen's free area if its frame leaves it."""
    screen = dialog.screen()
    if screen is None or not dialog.isVisible():
        return
    available = screen.availableGeometry()
    frame = dialog.frameGeometry()
    if available.contains(frame):
        return
    fitted = fit_frame(frame, available)
    if fitted.size() != frame.size():
        # The frame's own edges stay: the content gets what is left of the screen.
        dialog.resize(dialog.width() - (frame.width() - fitted.width()),
                      dialog.height() - (frame.height() - fitted.height()))
    dialog.move(fitted.topLeft())  # a window's position is its frame's top-left corner


CHECKS_MS = (0, 50, 250, 1000)


class _KeepDialogsOnScreen(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog) and watched.isWindow():
            # Once the window manager has put its frame round it, which Qt learns a moment after the
            # show (50 ms under openbox on an idle machine): a few looks, the later ones for a slow
            # machine. A dialog the player drags off the edge later is let be; one gone is not looked at.
            for delay in CHECKS_MS:
                QTimer.singleShot(delay, watched, lambda: keep_on_screen(watched))
        return False


def install_keep_on_screen(app: QApplication) -> QObject:
    """Watch every dialog of ``app`` as it is shown (the filter lives as long as the application)."""
    keeper = _KeepDialogsOnScreen(app)
    app.installEventFilter(keeper)
    return keeper
