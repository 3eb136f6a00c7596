"""The table's aids as assistive technology and the keyboard reach them (issue 37): the auction, this deal's
tally and the cards played each have a spot over their panel, in the table's accessible tree beside the
seats, the trick, the contract and the score (``table_access``).

A spot's accessible name says the whole panel ("Auction: Left: 80 spades; Partner: pass; ..."). Unlike
the other spots these take the focus with Tab, after the cards of the hand, so a player who cannot see
the table reaches them from the keyboard too, and one who can sees a ring on the panel they are on.
The card keys still play from there (the arrows, Enter), as from a card of the hand.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsObject, QWidget

from ..table.deal_panels import DealPanels
from ..table.view import TableView, card_key_of
from .table_access import CardSlot, Spot, TableAccess

translate = QCoreApplication.translate


class PanelSpot(Spot):
    """A spot that takes the focus with Tab and rings its panel while it has it."""

    def __init__(self, view: TableView, item: QGraphicsObject, parent: QWidget) -> None:
        super().__init__(parent)
        self.view, self.item = view, item
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.item.set_focused(True)  # type: ignore[attr-defined]

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.item.set_focused(False)  # type: ignore[attr-defined]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if card_key_of(event) is not None:  # the table's own keys, through the table's own door
            key = self.view.pressed_card_key(event)
            if key is not None:
                self.view.card_key.emit(key)
            event.accept()
            return
        event.ignore()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self.view.note_release(event)
        event.ignore()


class DealAccess(QWidget):
    """Holds the three spots (a child of the table's accessible layer, drawing nothing)."""

    def __init__(self, access: TableAccess, panels: DealPanels) -> None:
        super().__init__(access)
        self.setObjectName("deal_access")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.access, self.panels = access, panels
        view = access.view
        self.auction = PanelSpot(view, panels.auction, access)
        self.auction.setObjectName("auction_spot")
        self.tally = PanelSpot(view, panels.tally, access)
        self.tally.setObjectName("tally_spot")
        self.played = PanelSpot(view, panels.played, access)
        self.played.setObjectName("played_spot")
        self._spots: list[tuple[PanelSpot, Callable[[], str], Callable[[], str]]] = [
            (self.auction, lambda: translate("TableAccess", "Auction", "the panel of who bid what"),
             panels.auction_words),
            (self.tally, lambda: translate("TableAccess", "This deal", "the panel of each team's points and tricks"),
             panels.tally_words),
            (self.played, lambda: translate("TableAccess", "Cards played", "the panel of the cards out"),
             panels.played_words),
        ]
        self.hide()  # the spots are the access layer's own children; this only keeps their words fresh
        QApplication.instance().focusChanged.connect(self._on_focus_changed)
        view.viewport().installEventFilter(self)  # a new size of the table: the spots follow their panels
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.refresh)  # once the view has fitted the table to its new size
        return False

    def _on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        # A card played leaves its slot hidden, and Qt hands a hidden widget's focus to the next in the Tab chain:
        # a panel's spot, after the hand's slots. That is no choice of the player's: the focus goes back to the
        # table, where the keys play on (the ring, and the reader, follow the next card chosen).
        if new in (self.auction, self.tally, self.played) and isinstance(old, CardSlot) and old.card is None:
            QTimer.singleShot(0, self, self._back_to_the_table)

    def _back_to_the_table(self) -> None:
        if QApplication.focusWidget() in (self.auction, self.tally, self.played):
            self.access.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        view = self.access.view
        for spot, title, words in self._spots:
            item = spot.item
            if not item.isVisible():
                if spot.hasFocus():
                    view.setFocus(Qt.FocusReason.OtherFocusReason)  # a panel gone: the keys go back to the table
                spot.hide()
                continue
            rect: QRectF = item.sceneBoundingRect()
            spot.setGeometry(view.mapFromScene(rect).boundingRect())
            spot.set_words(title(), words())
            spot.show()


__all__ = ["DealAccess", "PanelSpot"]
