"""Nothing old stays painted on the table (issue 34): a card that moves is repainted where it was, even when
the table is painted between the move and the scene's own bookkeeping of it.

A paint at such a moment is an everyday thing in the game (a widget over the table repaints, the window
loses or takes the focus as a dialog opens or closes); it used to make Qt forget a moved card's old place,
and old piles, hands and pieces of cards stayed on the screen until a full repaint."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRect
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication

from belote_desktop.ui.table import layout
from belote_desktop.ui.table.scene import TableScene
from belote_desktop.ui.table.view import TableView


class PaintLog(QObject):
    """Every region the viewport paints, joined."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.painted = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.painted = self.painted.united(event.region())
        return False


@pytest.fixture
def table(qtbot):
    scene = TableScene(speed="instant")
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    log = PaintLog(view)
    view.viewport().installEventFilter(log)
    yield scene, view, log
    scene.reset()


def settle(qtbot) -> None:
    """Let the scene's queued bookkeeping and the paints it asks for run."""
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


@pytest.mark.parametrize("pile", [True, False])
def test_a_card_that_moves_is_repainted_where_it_was_even_if_a_paint_comes_first(qtbot, table, pile: bool) -> None:
    scene, view, log = table
    card = scene.card_items()[0]
    # The card lies on a trick pile (where the stale piles of the review were), and is painted there.
    card.setPos(layout.pile_slot(pile, 0, 0).pos)
    card.setRotation(90)
    settle(qtbot)
    old = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
    assert view.viewport().rect().contains(old)
    log.painted = QRegion()
    # The next deal sweeps it up, and before the scene has handled the move, a small part of the table next to
    # its new place is painted (as a widget over the table does).
    card.setPos(layout.at(*layout.CENTRE) + QPointF(0, 260))
    card.setRotation(0)
    new = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
    view.viewport().repaint(QRect(new.right() + 6, new.top(), 8, 8))
    settle(qtbot)
    left_behind = QRegion(old).subtracted(log.painted)
    assert left_behind.isEmpty(), f"the card's old place {old} was never repainted: {left_behind.boundingRect()}"
    assert log.painted.contains(new.center())


def test_the_view_follows_a_new_scene_and_lets_the_old_one_go(qtbot, table) -> None:
    scene, view, log = table
    other = TableScene(speed="instant")
    view.setScene(other)
    view.setScene(scene)  # and back
    view.setScene(scene)  # the same scene again: still one connection
    changed = "2changed(QList<QRectF>)"
    assert other.receivers(changed) == 0  # the scene left behind no longer repaints this view
    assert scene.receivers(changed) == 1
    card = scene.card_items()[0]
    card.setPos(layout.pile_slot(True, 0, 0).pos)
    settle(qtbot)
    old = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
    log.painted = QRegion()
    card.setPos(layout.at(*layout.CENTRE))
    new = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
    view.viewport().repaint(QRect(new.right() + 6, new.top(), 8, 8))
    settle(qtbot)
    assert QRegion(old).subtracted(log.painted).isEmpty()
    other.deleteLater()
