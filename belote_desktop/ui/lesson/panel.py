"""The lesson's panel over the table: a caption, the step's words, why a move was held back, and its buttons.

It floats over the top of the table (``place``), across the partner's side, clear of the trick and of
the player's hand, where the panels of the auction and the declarations come up. It draws what it is
given and says nothing itself: the words are the driver's (``ui.lesson.driver``), which also speaks them.
The main button ("Next", "Finish", "Show me") is the default one: Enter and Space press it while it has
the focus, and the driver gives it the focus whenever the table waits for it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..common.focus import let_go_of_focus
from ..table import layout

# Where the panel stands: its top edge just inside the table's rim, centred, this wide (fractions of the table).
TOP = 0.025
WIDTH = 0.62


class LessonPanel(QFrame):
    """``primary_clicked``: the main button (Next, Finish, Show me); ``secondary_clicked``: the other one
    (Leave the lesson, No thanks). ``language_changed``: the words are to be given again."""

    primary_clicked = Signal()
    secondary_clicked = Signal()
    language_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#lesson_panel { background: rgba(12, 32, 22, 250); border: 1px solid #c9a64a;"
                           " border-radius: 10px; } #lesson_panel QLabel { color: #f3ecd6; }"
                           " #lesson_caption { color: #d8c27a; } #lesson_refusal { color: #ffd27a; }")
        self._scale: Callable[[], float] = lambda: 1.0
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(5)
        self.caption = QLabel()
        self.caption.setObjectName("lesson_caption")
        self.text = QLabel()
        self.text.setObjectName("lesson_text")
        self.refusal = QLabel()
        self.refusal.setObjectName("lesson_refusal")
        for label in (self.caption, self.text, self.refusal):
            label.setTextFormat(Qt.TextFormat.PlainText)  # a player's chosen name is shown as typed
            label.setWordWrap(True)
            outer.addWidget(label)
        self.refusal.hide()
        buttons = QHBoxLayout()
        self.secondary = QPushButton()
        self.secondary.setObjectName("lesson_secondary")
        self.secondary.clicked.connect(self.secondary_clicked)
        self.primary = QPushButton()
        self.primary.setObjectName("lesson_primary")
        self.primary.setDefault(True)
        self.primary.setAutoDefault(True)  # Enter presses it while it has the focus (a panel is no dialog)
        self.primary.clicked.connect(self.primary_clicked)
        buttons.addWidget(self.secondary)
        buttons.addStretch(1)
        buttons.addWidget(self.primary)
        self.secondary.setAutoDefault(True)  # Enter presses the button in focus, as in a dialog
        outer.addLayout(buttons)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self._fit_fonts()
        self.hide()

    # ------------------------------------------------------------------ what it shows
    def show_words(self, caption: str, text: str, primary: str | None, secondary: str, described: str = "") -> None:
        """``primary`` None: no main button (the player's own move is awaited). ``described``: the words as a
        screen reader should read them with the main button (the cards in words)."""
        self.caption.setText(caption)
        self.text.setText(text)
        self.text.setAccessibleName(described or text)
        self.primary.setVisible(primary is not None)
        self.primary.setText(primary or "")
        self.primary.setAccessibleDescription(described or text)  # heard with the button, when it has the focus
        self.secondary.setText(secondary)
        self.setAccessibleName(caption)
        self.show()
        self.raise_()
        self.adjustSize()

    def show_refusal(self, text: str, described: str = "") -> None:
        self.refusal.setText(text)
        self.refusal.setAccessibleName(described or text)
        self.refusal.setVisible(bool(text))
        self.adjustSize()

    def focus_primary(self) -> None:
        """The main button takes the focus, now and once more when the events queued now are done: a step shown
        from a menu's entry would otherwise lose it to the widget the menu gives the focus back to."""
        self._take_focus()
        QTimer.singleShot(0, self, self._take_focus)

    def _take_focus(self) -> None:
        if self.primary.isVisible():
            self.primary.setFocus(Qt.FocusReason.OtherFocusReason)

    def order_tabs(self) -> None:
        """Tab goes from the main button to the other one (once the panel is in its window: Qt orders only
        the widgets of one window)."""
        QWidget.setTabOrder(self.primary, self.secondary)

    def put_away(self) -> None:
        """Hidden, without handing the focus on to a card of the hand (``common.focus``)."""
        let_go_of_focus(self)
        self.hide()

    # ------------------------------------------------------------------ size and place
    def follow_scale(self, scale: Callable[[], float]) -> None:
        """``scale``: the table view's scale now, so the panel keeps its share of the table's width."""
        self._scale = scale

    def sizeHint(self) -> QSize:
        width = max(260, round(WIDTH * layout.SCENE_W * self._scale()))
        inner = self.layout()
        height = inner.totalHeightForWidth(width) if inner is not None and inner.hasHeightForWidth() else 120
        return QSize(width, height)

    def point(self) -> QPointF:
        """The scene point the panel's middle is held at (``TableView.add_overlay``): its top at ``TOP``."""
        scale = self._scale() or 1.0
        return QPointF(0.5 * layout.SCENE_W, TOP * layout.SCENE_H + self.height() / scale / 2)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed.emit()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_fonts()
        super().changeEvent(event)

    def _fit_fonts(self) -> None:
        """The panel's font (the table view scales it with the table) on every label and button: a style sheet
        on the panel stops Qt from handing it down by itself."""
        for widget in (self.caption, self.text, self.refusal, self.primary, self.secondary):
            font = QFont(self.font())
            font.setBold(widget in (self.caption, self.refusal))
            widget.setFont(font)


__all__ = ["LessonPanel"]
