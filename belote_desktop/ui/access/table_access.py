"""The table as assistive technology sees it (issue 17): the hand's cards, the seats, the trick, the panels.

Cards and panels are graphics items, which no screen reader can see. Over each, a widget that
draws nothing and lets every click through stands for it in the accessibility tree, at its place
on the screen: one ``CardSlot`` per card of the player's hand (its name, whether it can be played,
its place in the hand; it takes the keyboard focus when the arrows choose its card, so the reader
follows the choice), and one ``Spot`` for each seat (with its bid while the auction is on), the
trick on the table (every card until the trick is gathered), the turned-up card, the contract and
the score. ``TableAccess.refresh`` rereads the table; the window calls it whenever the table may have
changed. The widgets are made once and live as long as the view (a fixed pool of eight card slots,
hidden when unused): none is ever deleted from inside its own event.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPaintEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from ...controller import GameController
from ...engine import BIDDING
from ..common.popups import keys_elsewhere
from ..common.spoken import bid_words
from ..common.words import default_team_names, fill
from ..table.view import TableView, card_key_of
from . import speech
from .narrated import NarratedPresenter

HAND_SIZE = 8
# How the focus comes back to a card without the player choosing it: a menu or another window closed.
GIVEN_BACK = frozenset({Qt.FocusReason.PopupFocusReason, Qt.FocusReason.MenuBarFocusReason,
                        Qt.FocusReason.ActiveWindowFocusReason})
translate = QCoreApplication.translate


class CardSlot(QAbstractButton):
    """One card of the player's hand, for assistive technology: pressing it plays the card."""

    def __init__(self, view: TableView, parent: QWidget, focused: Callable[[CardSlot, Qt.FocusReason], None]) -> None:
        super().__init__(parent)
        self.view = view
        self.card: int | None = None
        self._focused = focused
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the card item under it is what is seen (its ring shows the keyboard's choice)."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.card is not None:
            self._focused(self, event.reason())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._tab_to_card(event):
            return True
        return super().event(event)

    def _tab_to_card(self, event: QKeyEvent) -> bool:
        """Tab (or Shift+Tab) to the next card: the ring goes there first and takes the focus with it, as the
        arrows do (``TableAccess.follow_choice``), so the reader hears the card once, with its words already
        new. Tab past the cards is Qt's own."""
        key = event.key()
        if key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) or event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            return False
        forward = key == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        widget = self.nextInFocusChain() if forward else self.previousInFocusChain()
        while widget is not self and not (widget.isVisible() and widget.isEnabled()
                                          and widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value):
            widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
        if not isinstance(widget, CardSlot) or widget is self or widget.card is None:
            return False
        self._focused(widget, Qt.FocusReason.TabFocusReason)
        return QApplication.focusWidget() is widget

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if card_key_of(event) is not None:
            key = self.view.pressed_card_key(event)  # None: a held play key repeating
            if key is not None:
                self.view.card_key.emit(key)  # the table's own keys, through the table's own door
            event.accept()
            return
        event.ignore()  # on to the view and the window's shortcuts

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        self.view.note_release(event)
        event.ignore()


class Spot(QLabel):
    """A thing of the table, read aloud: its accessible name is "what: its state"."""

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the table draws it."""

    def set_words(self, title: str, value: str) -> None:
        name = speech.fill_seat(title, value) if value else title
        if self.accessibleName() != name:
            self.setAccessibleName(name)
            self.setText(value)


class TableAccess(QWidget):
    """Lies over the whole table view, transparent to the mouse; holds the card slots and the spots."""

    def __init__(self, view: TableView, presenter: NarratedPresenter, controller: GameController) -> None:
        super().__init__(view.viewport())
        self.setObjectName("table_access")
        self.view, self.presenter, self.controller = view, presenter, controller
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        # The keyboard's ring: put it on a card, and the card it is on (both set by the window).
        self.choose: Callable[[int], None] = lambda _card: None
        self.chosen: Callable[[], int | None] = lambda: None
        self.slots = [CardSlot(view, self, self._slot_focused) for _ in range(HAND_SIZE)]
        self._held: CardSlot | None = None  # a slot whose words wait while the hand is laid out again (``hold_words``)
        for number, slot in enumerate(self.slots):
            slot.setObjectName(f"card_slot_{number}")
            slot.clicked.connect(lambda _checked=False, s=slot: self._press(s))
        self.seats = [Spot(self) for _ in range(4)]
        for seat, spot in enumerate(self.seats):
            spot.setObjectName(f"seat_spot_{seat}")
        self.trick, self.contract, self.score = Spot(self), Spot(self), Spot(self)
        self.trick.setObjectName("trick_spot")
        self.up_card = Spot(self)  # classic, while the auction is on: the card turned up in the middle
        self.up_card.setObjectName("up_card_spot")
        self.up_card.hide()
        self.contract.setObjectName("contract_spot")
        self.score.setObjectName("score_spot")
        view.viewport().installEventFilter(self)
        self.setGeometry(view.viewport().rect())
        self._name_view()
        self.show()

    def _name_view(self) -> None:
        # Named once and at a language change: each new name is an event a screen reader hears.
        self.view.setAccessibleName(translate("TableAccess", "Card table"))
        # The viewport reports the view's focus too (the view is its focus proxy): a reader finds it named the same.
        self.view.viewport().setAccessibleName(translate("TableAccess", "Card table"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(self.view.viewport().rect())
            self.refresh()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_view()
            self.refresh()
        super().changeEvent(event)

    def _press(self, slot: CardSlot) -> None:
        """A reader's "press" on a card: played as a click would be (refused with its reason if illegal)."""
        if slot.card is not None:
            self.controller.human.play(slot.card)

    def _on_screen(self, rect: QRectF) -> QRect:
        return self.view.mapFromScene(rect).boundingRect()

    # ------------------------------------------------------------------ reading the table
    def refresh(self, hold: CardSlot | None = None) -> None:
        """Read the table again; ``hold``: a card slot whose words wait (the focus is about to leave it)."""
        hold = hold or self._held
        scene = self.presenter.scene
        items = scene.hand_items(scene.human_seat)
        turn = any(item.highlighted or item.dimmed for item in items)  # the cards are marked: the player plays
        for number, slot in enumerate(self.slots):
            item = items[number] if number < len(items) else None
            if item is None or item.card is None:
                slot.card = None
                slot.hide()
                continue
            slot.card = item.card
            slot.setGeometry(self._on_screen(item.sceneBoundingRect()))
            name = speech.card_name(item.card)
            place = fill(translate("TableAccess", "card %1 of %2"), str(number + 1), str(len(items)))
            parts = []
            if turn:
                parts.append(translate("TableAccess", "can be played") if item.highlighted
                             else translate("TableAccess", "cannot be played now"))
            if item.card == self.chosen():
                parts.append(translate("TableAccess", "chosen", "the card the keyboard's ring is on"))
            description = ", ".join((*parts, place))
            if slot is hold:
                slot.show()
                continue
            if slot.accessibleName() != name:
                slot.setAccessibleName(name)
            if slot.accessibleDescription() != description:
                slot.setAccessibleDescription(description)
            slot.show()
        self._refresh_spots()

    def _last_bids(self) -> dict[int, str]:
        """While the auction is on, each seat's last call in words, as its bubble shows it."""
        deals = self.controller.match.deals
        if not deals or deals[-1].phase != BIDDING:
            return {}
        variant = self.controller.match.options.variant
        return {seat: bid_words(bid, variant) for seat, bid in deals[-1].bids}  # a seat's later call replaces it

    def _trick_words(self) -> str:
        """The cards the table shows in the middle, in the order played, each with who played it ("Left: ace
        of spades, ..."): all four until the trick is gathered."""
        scene, names = self.presenter.scene, self.presenter.names()
        parts = []
        for item in scene.trick_items():
            seat = scene.played_by(item.card) if item.card is not None else None
            if seat is not None and item.card is not None:
                parts.append(speech.fill_seat(names.get(seat, ""), speech.card_name(item.card)))
        return ", ".join(parts)

    def _refresh_up_card(self) -> None:
        item = self.presenter.scene.up_card_item()
        if item is None or item.card is None:
            self.up_card.hide()
            return
        self.up_card.setGeometry(self._on_screen(item.sceneBoundingRect()))
        self.up_card.set_words(translate("TableAccess", "Turned-up card"), speech.card_name(item.card))
        self.up_card.show()

    def _refresh_spots(self) -> None:
        p, scene = self.presenter, self.presenter.scene
        names = p.names()
        bids = self._last_bids()
        for seat, spot in enumerate(self.seats):
            plate = scene.plate(seat)
            spot.setGeometry(self._on_screen(plate.sceneBoundingRect()))
            parts = [fill(translate("TableAccess", "cards in hand: %1"), str(len(scene.hand_items(seat))))]
            if p.dealer == seat:
                parts.append(translate("TableAccess", "dealer"))
            if p.turn_seat == seat:
                parts.append(translate("TableAccess", "to play", "whose turn it is"))
            if seat in bids:
                parts.append(fill(translate("TableAccess", "bid: %1", "a seat's last call in the auction"), bids[seat]))
            spot.set_words(names.get(seat, ""), ", ".join(parts))
        middle = scene.sceneRect().center()
        self.trick.setGeometry(self._on_screen(QRectF(middle.x() - 150, middle.y() - 110, 300, 220)))
        on_table = self._trick_words() or translate("TableAccess", "none", "no cards on the table")
        self.trick.set_words(translate("TableAccess", "Cards on the table"), on_table)
        self._refresh_up_card()
        self.contract.setGeometry(self._on_screen(scene.contract_panel.sceneBoundingRect()))
        self.contract.set_words(translate("TableAccess", "Contract"), p.contract_words())
        self.score.setGeometry(self._on_screen(scene.score_panel.sceneBoundingRect()))
        teams = default_team_names()
        ns, ew = p.totals
        human_team = scene.human_seat & 1
        ours, theirs = (ns, ew) if human_team == 0 else (ew, ns)
        self.score.set_words(translate("TableAccess", "Score"), f"{teams[0]} {ours}, {teams[1]} {theirs}")

    def heard(self, _sentence: str) -> None:
        """A sentence was said, which is when what it tells is on the table (a card lands): read the table again
        (the fourth card of a trick is on it then, and gone when the table is still again; issue 35, D8)."""
        self.refresh()

    def follow_choice(self, card: int | None) -> None:
        """The arrows chose ``card``: its slot takes the focus if the table had it, so the reader says it. Not
        while a menu or a dialog has the player's keys (``keys_elsewhere``): the focus comes back to the chosen
        card when they are done (``_slot_focused``)."""
        focus = QApplication.focusWidget()
        if card is None or (focus is not self.view and not isinstance(focus, CardSlot)) or keys_elsewhere(self):
            self.refresh()  # "chosen" moves with the ring, wherever the focus is
            return
        # The card being left keeps its words until the focus has gone: a reader speaks the changed words of
        # the card it is on, so each arrow said the old card's new state first ("can be played, card 5 of 7").
        leaving = focus if isinstance(focus, CardSlot) and focus is not self._slot_of(card) else None
        self.refresh(hold=leaving)
        slot = self._slot_of(card)
        if slot is not None:
            slot.setFocus(Qt.FocusReason.OtherFocusReason)
        if slot is not None and slot is not self._held:
            self._held = None  # the focus has left it: its words may change now
        if leaving is not None or self._held is None:
            self.refresh()

    def hold_words(self) -> None:
        """An undo or a redo lays the hand out again: the card slot the reader is on keeps its words until the
        focus moves on or the player's turn comes (``release_words``), or the reader said every card the slot
        held on the way ("queen of hearts", "card 2 of 5", then "seven of diamonds": D4)."""
        focus = QApplication.focusWidget()
        self._held = focus if isinstance(focus, CardSlot) else None

    def release_words(self) -> None:
        if self._held is not None:
            self._held = None
            self.refresh()

    def take_keys_back(self) -> None:
        """The keys come back to the table (from the menu bar): to the card the ring is on, else the table."""
        slot = self._slot_of(self.chosen())
        (slot or self.view).setFocus(Qt.FocusReason.MenuBarFocusReason)

    def _slot_of(self, card: int | None) -> CardSlot | None:
        return next((slot for slot in self.slots if slot.card == card and card is not None and slot.isVisible()),
                    None)

    def _slot_focused(self, slot: CardSlot, reason: Qt.FocusReason) -> None:
        """Reached with Tab or a click, the card is the player's choice: the ring goes there too, so the focus is
        seen. Given back after a menu or a dialog, the focus goes on to the card the ring is on now (the turn
        may have moved it meanwhile): Enter plays the card the reader last named."""
        chosen = self._slot_of(self.chosen())
        if reason in GIVEN_BACK and chosen is not None and chosen is not slot:
            # Once Qt is done giving the focus back: moved from inside its focus event, the reader heard of the
            # card reached first and of the card given back last, and stayed on that one (found under Orca).
            QTimer.singleShot(0, self, lambda: self._back_to_choice(slot))
        elif slot.card is not None and slot.card != self.chosen():
            self.choose(slot.card)

    def _back_to_choice(self, slot: CardSlot) -> None:
        chosen = self._slot_of(self.chosen())
        if QApplication.focusWidget() is slot and chosen is not None and chosen is not slot:
            chosen.setFocus(Qt.FocusReason.OtherFocusReason)


__all__ = ["CardSlot", "Spot", "TableAccess"]
