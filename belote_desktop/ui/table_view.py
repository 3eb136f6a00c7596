"""The window onto the table: the whole scene, centred and scaled to fit, at any size.

The scene has a fixed logical size; the view scales it uniformly (keeping
the aspect) so nothing is ever cut off or scrolled, and fills the spare band
left and right (or above and below) with a dark surround, like the room
round a lit card table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent, QShowEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

SURROUND = QColor("#121614")


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(400, 250)
        self.setMouseTracking(True)
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

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

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
