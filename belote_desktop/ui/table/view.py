"""The window onto the table: the whole scene, centred and scaled to fit, at any size.

The scene has a fixed logical size; the view scales it uniformly (keeping
the aspect) so nothing is ever cut off or scrolled, and fills the spare band
left and right (or above and below) with a dark surround, like the room
round a lit card table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..cards.item import CardItem

SURROUND = QColor("#121614")


# Keys the table itself answers (card choice and play); everything else goes
# on to the scene and the window's shortcuts.
CARD_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End,
                       Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})


class TableView(QGraphicsView):
    """Emits ``card_key(key)`` for the card keys (see ``CARD_KEYS``) pressed over the table."""

    card_key = Signal(int)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Widgets floating over the table (the bidding panel), each held at a
        # point of the scene: they never take room from the table, so showing
        # one does not shrink or move the cards.
        self._overlays: dict[QWidget, QPointF] = {}
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
        if scene is not None:
            self.setScene(scene)

    def setScene(self, scene: QGraphicsScene | None) -> None:
        super().setScene(scene)
        if scene is not None:
            # Never let items flying past the edge grow the scrollable area.
            self.setSceneRect(scene.sceneRect())
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
    def add_overlay(self, widget: QWidget, scene_point: QPointF) -> None:
        """Float ``widget`` over the table, centred on ``scene_point``, whatever the window's size."""
        widget.setParent(self)
        self._overlays[widget] = QPointF(scene_point)
        widget.installEventFilter(self)
        self._place(widget)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in self._overlays and event.type() in (QEvent.Type.Resize, QEvent.Type.Show,
                                                          QEvent.Type.LayoutRequest):
            self._place(watched)  # type: ignore[arg-type]
        return super().eventFilter(watched, event)

    def _place(self, widget: QWidget) -> None:
        if widget.isVisible():
            widget.adjustSize()
        size = widget.size()
        centre = self.mapFromScene(self._overlays[widget]) + self.viewport().pos()
        x = max(0, min(self.width() - size.width(), centre.x() - size.width() // 2))
        y = max(0, min(self.height() - size.height(), centre.y() - size.height() // 2))
        if widget.pos() != QPoint(x, y):
            widget.move(x, y)

    # ------------------------------------------------------------------ events
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in CARD_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.card_key.emit(int(event.key()))
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self._update_cursor(event.position().toPoint())

    def _update_cursor(self, point: QPoint) -> None:
        # The view owns the cursor, not the cards (see CardItem.set_clickable for why).
        item = self.itemAt(point)
        hand = isinstance(item, CardItem) and item.clickable and item.card is not None
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
