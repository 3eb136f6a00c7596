"""The window onto the table: the whole scene, centred and scaled to fit, at any size.

The scene has a fixed logical size; the view scales it uniformly (keeping
the aspect) so nothing is ever cut off or scrolled, and fills the spare band
left and right (or above and below) with a dark surround, like the room
round a lit card table.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent, QTransform
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..cards.item import CardItem
from .items.note import RefusalNote

SURROUND = QColor("#121614")

# Overlays' text grows and shrinks with the table: at this scale (the table in a 1280 x 800 window)
# they keep the desktop's own font size; never below 85 % of it (still readable at 800 x 600), never
# above twice.
REFERENCE_SCALE = 0.72
OVERLAY_FACTORS = (0.85, 2.0)


# Keys the table itself answers (card choice and play); everything else goes
# on to the scene and the window's shortcuts.
PLAY_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})
CARD_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, *PLAY_KEYS})


def card_key_of(event: QKeyEvent) -> int | None:
    """The card key pressed (see ``CARD_KEYS``), without modifiers but the keypad's; None for any other key."""
    if event.key() in CARD_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
        return int(event.key())
    return None


class TableView(QGraphicsView):
    """Emits ``card_key(key)`` for the card keys (see ``CARD_KEYS``) pressed over the table."""

    card_key = Signal(int)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Widgets floating over the table (the bidding panel), each held at a
        # point of the scene: they never take room from the table, so showing
        # one does not shrink or move the cards.
        # The point (or what gives it: it may move, as above the hand with large cards), and which part of the
        # widget is held there: its middle, the middle of its bottom edge, or the middle of its left edge.
        self._overlays: dict[QWidget, tuple[QPointF | Callable[[], QPointF], str]] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        # Cards move all over the table; redrawing only their old and new
        # bounding rects keeps each frame cheap.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(400, 250)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)  # moves without a button: the cursor follows the cards
        self._hand_cursor = False  # the pointing hand is shown: the pointer is over a card that may be clicked
        self._released: dict[int, int] = {}  # a play key: the time of its last release (see ``pressed_card_key``)
        if scene is not None:
            self.setScene(scene)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self.scene()
        super().setScene(scene)  # Qt lets go of the old scene's changed signal itself
        if scene is not None:
            # Never let items flying past the edge grow the scrollable area.
            self.setSceneRect(scene.sceneRect())
            if scene is not old:
                # The view repaints what changed from the scene's own list of changed areas, old places
                # included. Left to itself, Qt repaints a moved card's old place from where it last painted
                # it, and a paint that comes between the move and the scene's bookkeeping (a widget over the
                # table, the window losing or taking the focus when a dialog opens or closes) records the new
                # place as painted: the old place is never repainted, and old piles, hands and pieces of old
                # cards stayed on the table until a full repaint (issue 34). With the scene's changed signal
                # connected, Qt marks a card's old place dirty the moment the card moves.
                scene.changed.connect(self.updateScene)
        self.fit()

    def fit(self) -> None:
        """Scale the scene to the largest size that fits the viewport, centred.

        Done by hand rather than with ``fitInView``, which leaves a margin
        of a few pixels on every side.
        """
        scene_rect: QRectF = self.sceneRect()
        viewport = self.viewport().rect()
        if scene_rect.isEmpty() or viewport.isEmpty():
            return
        scale = min(viewport.width() / scene_rect.width(), viewport.height() / scene_rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(scene_rect.center())
        self.resetCachedContent()

    def scale_factor(self) -> float:
        return self.transform().m11()

    # ------------------------------------------------------------------ overlays
    def add_overlay(self, widget: QWidget, scene_point: QPointF | Callable[[], QPointF], bottom: bool = False,
                    left: bool = False) -> None:
        """Float ``widget`` over the table, centred on ``scene_point`` (``bottom``: its bottom edge centred
        there, so it grows upwards, away from the hand; ``left``: its left edge, so it grows rightwards, away
        from what lies left of the point), its text scaled with the table.

        A child of the viewport, not of the view: a scroll area shows assistive technology only its
        viewport's children, and the panel's buttons must be found there."""
        widget.setParent(self.viewport())
        anchor = "bottom" if bottom else "left" if left else "centre"
        self._overlays[widget] = (scene_point if callable(scene_point) else QPointF(scene_point), anchor)
        widget.installEventFilter(self)
        self._place(widget)

    def place_overlays(self) -> None:
        """Put every overlay where its point is now (after the points moved: large cards)."""
        for widget in self._overlays:
            self._place(widget)

    def overlay_factor(self) -> float:
        """How much bigger than the desktop's font the overlays' text is drawn now."""
        low, high = OVERLAY_FACTORS
        return max(low, min(high, self.scale_factor() / REFERENCE_SCALE))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in self._overlays and event.type() in (QEvent.Type.Resize, QEvent.Type.Show,
                                                          QEvent.Type.LayoutRequest):
            self._place(watched)  # type: ignore[arg-type]
        return super().eventFilter(watched, event)

    def _scale_text(self, widget: QWidget) -> None:
        base = QApplication.font()
        font = QFont(widget.font())
        if base.pointSizeF() > 0:
            size = round(base.pointSizeF() * self.overlay_factor(), 1)
            if abs(font.pointSizeF() - size) < 0.05:
                return
            font.setPointSizeF(size)
        else:  # a desktop font given in pixels
            pixels = max(1, round(base.pixelSize() * self.overlay_factor()))
            if font.pixelSize() == pixels:
                return
            font.setPixelSize(pixels)
        widget.setFont(font)

    def _place(self, widget: QWidget) -> None:
        self._scale_text(widget)
        if widget.isVisible():
            widget.adjustSize()
        size = widget.size()
        point, anchor = self._overlays[widget]
        centre = self.mapFromScene(point() if callable(point) else point)
        area = self.viewport().size()
        top = centre.y() - (size.height() if anchor == "bottom" else size.height() // 2)
        left = centre.x() if anchor == "left" else centre.x() - size.width() // 2
        x = max(0, min(area.width() - size.width(), left))
        y = max(0, min(area.height() - size.height(), top))
        if widget.pos() != QPoint(x, y):
            widget.move(x, y)

    # ------------------------------------------------------------------ keys
    def pressed_card_key(self, event: QKeyEvent) -> int | None:
        """The card key of a press (``card_key_of``), or None for a held Enter or Space repeating by itself:
        only its first press counts, so one press plays one card and a key held a moment too long never
        plays the next one.

        X repeats a held key as a release and a press with one timestamp; Qt flags the press as a repeat
        only when both are already queued together, which a busy or a quick program may not see (found
        under Xvfb: a held Enter played a second card at the next turn), so the release's time is kept
        and compared too."""
        key = card_key_of(event)
        if key in PLAY_KEYS and (event.isAutoRepeat() or self._released.get(key, 0) == event.timestamp() != 0):
            return None  # (a time of 0 is no time: events made by a program, as a test's)
        return key

    def note_release(self, event: QKeyEvent) -> None:
        """A key let go over the table (or one of its card slots): kept for ``pressed_card_key``."""
        if event.key() in PLAY_KEYS:
            self._released[int(event.key())] = event.timestamp()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = self.pressed_card_key(event)
        if key is not None:
            self.card_key.emit(key)
            event.accept()
            return
        if card_key_of(event) is not None:  # a held play key repeating: nothing, and not passed on either
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self.note_release(event)
        super().keyReleaseEvent(event)

    # ------------------------------------------------------------------ events

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self._update_cursor(event.position().toPoint())

    def _update_cursor(self, point: QPoint) -> None:
        # The view owns the cursor, not the cards (see CardItem.set_clickable for why).
        item = self.itemAt(point)
        hand = (isinstance(item, CardItem) and item.clickable and item.card is not None) or (
            isinstance(item, RefusalNote) and item.clickable)
        if hand != self._hand_cursor:
            self._hand_cursor = hand
            if hand:
                self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.viewport().unsetCursor()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        for widget in self._overlays:
            self._place(widget)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, SURROUND)
        super().drawBackground(painter, rect)

    def changeEvent(self, event: QEvent) -> None:
        # The scene is no widget and never hears of a language change itself.
        if event.type() == QEvent.Type.LanguageChange:
            scene = self.scene()
            if scene is not None and hasattr(scene, "retranslate"):
                scene.retranslate()
        super().changeEvent(event)
