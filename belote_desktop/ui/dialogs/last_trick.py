"""The last trick, looked at again: its four cards where their players sit.

The cards are laid out as on the table (the player at the bottom, the
partner at the top, left and right opponents at the sides) so the eye finds
them where it saw them played. The player who led is marked and the
winner's card is framed in gold. The dialog is not modal: the main window
can keep it open and call ``show_trick`` after each trick.

A screen reader hears the same trick in words (issue 35, D8): the line under the
heading says who won it and for how many points, and each card is a stop of the
Tab order, in the order the cards were played, named with its player and card.
"""

from __future__ import annotations

from html import escape
from itertools import pairwise

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import SANS_ATOUT, TOUT_ATOUT
from ...engine.deal import Trick
from ...engine.tricks import POINTS
from ..cards.faces import CardFaces, card_height, default_faces
from ..common.fonts import bold
from ..common.spoken import card_name, suit_word
from ..common.words import fill, trump_html
from ..table.layout import Place, relative

CARD_WIDTH = 96  # logical pixels: the indices read easily, four fit a small window
GOLD_CSS = "#e0a526"
LAST_TRICK_BONUS = 10  # the eighth trick's "10 de der"

# Where each place's slot sits in the 3 x 3 grid (row, column, rows spanned); the
# centre shows the trump. The sides span all three rows, centred between top
# and bottom, so the cross is two cards high rather than three.
_GRID: dict[Place, tuple[int, int, int]] = {
    Place.TOP: (0, 1, 1),
    Place.LEFT: (0, 0, 3),
    Place.RIGHT: (0, 2, 3),
    Place.BOTTOM: (2, 1, 1),
}


class TrickSlot(QFrame):
    """One player's card in the trick, their name, and a note (led / won)."""

    def __init__(self, place: Place, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.place = place
        self.setObjectName(f"slot_{place.name.lower()}")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a reader reaches each card with Tab, in the order played
        self.seat: int | None = None
        self.card: int | None = None
        self.is_leader = False
        self.is_winner = False
        self.order = 0  # 1..4: when the card was played
        self.card_label = QLabel()
        self.card_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card_label.setFixedSize(CARD_WIDTH + 8, card_height(CARD_WIDTH) + 8)
        self.name_label = QLabel()
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label.setFont(bold(self.name_label.font()))
        self.note_label = QLabel()
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 8, 8, 6)
        box.setSpacing(2)
        box.addWidget(self.card_label, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.name_label)
        box.addWidget(self.note_label)

    def set_winner_look(self, winner: bool) -> None:
        # The selector names this frame only, so the labels inside keep their own look.
        name = self.objectName()
        # Reached with Tab, the card's frame is dotted in the palette's highlight, so the keyboard's place is seen.
        focus = f" QFrame#{name}:focus {{ border-style: dotted; border-color: palette(highlight); }}"
        if winner:
            self.setStyleSheet(f"QFrame#{name} {{ border: 3px solid {GOLD_CSS}; border-radius: 10px;"
                               f" background: rgba(224, 165, 38, 40); }}" + focus)
        else:
            self.setStyleSheet(f"QFrame#{name} {{ border: 3px solid transparent; border-radius: 10px; }}" + focus)


class LastTrickDialog(QDialog):
    """Shows one completed trick; ``show_trick`` updates it, ``None`` clears it."""

    def __init__(self, parent: QWidget | None = None, faces: CardFaces | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.setMinimumWidth(320)  # the empty state should not shrink to a sliver
        self._faces = faces
        self.trick: Trick | None = None
        self.names: dict[int, str] = {}
        self.human_seat = 2
        self.trump_mode = 0
        self.clockwise = True
        self.number: int | None = None
        self.four_colour = False

        self.empty_label = QLabel()
        self.empty_label.setObjectName("empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading_font = bold(self.heading.font())
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.15)
        self.heading.setFont(heading_font)
        self.won_label = QLabel()  # who won the trick and its points, in words
        self.won_label.setObjectName("won")
        self.won_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trump_label = QLabel()
        self.trump_label.setObjectName("trump")
        self.trump_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.trump_label.setTextFormat(Qt.TextFormat.RichText)
        trump_font = QFont(self.trump_label.font())
        trump_font.setPointSizeF(trump_font.pointSizeF() * 1.3)
        self.trump_label.setFont(trump_font)

        self.slots: dict[Place, TrickSlot] = {}
        grid = QGridLayout()
        grid.setSpacing(6)
        for place, (row, column, rows) in _GRID.items():
            slot = TrickSlot(place)
            self.slots[place] = slot
            grid.addWidget(slot, row, column, rows, 1, Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(self.trump_label, 1, 1, Qt.AlignmentFlag.AlignCenter)
        self.board = QWidget()
        self.board.setLayout(grid)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.won_label)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.buttons)
        self.retranslate()

    # ------------------------------------------------------------------ public
    def show_trick(self, trick: Trick | None, names: dict[int, str], human_seat: int, trump_mode: int,
                   clockwise: bool = True, number: int | None = None, four_colour: bool = False) -> None:
        """Show ``trick`` (``None``: no trick yet). The trick lists its cards in
        playing order from its leader, so the seat of each card needs the
        direction of play; ``number`` (1..8) titles it."""
        self.trick = trick
        self.names = dict(names)
        self.human_seat = human_seat
        self.trump_mode = trump_mode
        self.clockwise = clockwise
        self.number = number
        self.four_colour = four_colour
        self._fill()

    def seat_cards(self) -> dict[int, int]:
        """The trick's cards by the seat that played them (empty with no trick)."""
        trick = self.trick
        if trick is None:
            return {}
        step = 1 if self.clockwise else 3
        return {(trick.leader + step * i) & 3: c for i, c in enumerate(trick.cards)}

    def slot_of(self, seat: int) -> TrickSlot:
        return self.slots[relative(seat, self.human_seat)]

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        self.empty_label.setText(self.tr("No trick has been played yet."))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self._fill()

    # ------------------------------------------------------------------ filling
    def _fill(self) -> None:
        trick = self.trick
        self.empty_label.setVisible(trick is None)
        self.board.setVisible(trick is not None)
        self.won_label.setVisible(trick is not None)
        if trick is None:
            self.heading.setText(self.tr("Last trick"))
            return
        if self.number is None:
            self.heading.setText(self.tr("Last trick"))
        else:
            self.heading.setText(self.tr("Trick %1 of 8").replace("%1", str(self.number)))
        self.trump_label.setText(self._trump_words())
        # Read aloud in words ("Trumps: hearts", not "black heart suit"); a contract without a suit is words already.
        mode = self.trump_mode
        self.trump_label.setAccessibleName(self.tr("Trumps: %1").replace("%1", suit_word(mode)) if 0 <= mode < 4
                                           else "")
        self.won_label.setText(self.won_words())
        faces = self._faces or default_faces()
        dpr = self.devicePixelRatioF()
        cards = self.seat_cards()
        order = {seat: i + 1 for i, seat in enumerate(cards)}
        for seat in range(4):
            slot = self.slot_of(seat)
            card = cards.get(seat)
            slot.seat = seat
            slot.card = card
            slot.order = order.get(seat, 0)
            slot.is_leader = seat == trick.leader
            slot.is_winner = seat == trick.winner
            slot.name_label.setText(self.names.get(seat, ""))
            if card is None:
                slot.card_label.clear()
                slot.card_label.setAccessibleName("")
            else:
                slot.card_label.setPixmap(faces.pixmap(card, CARD_WIDTH, dpr, self.four_colour))
                slot.card_label.setAccessibleName(card_name(card))  # a picture: the reader needs its name
            notes = []
            if slot.is_leader:
                notes.append(self.tr("Led"))
            if slot.is_winner:
                notes.append(self.tr("Won the trick"))
            # A blank note still takes its line, so the four names stay level.
            slot.note_label.setText(" · ".join(notes) if notes else " ")
            slot.set_winner_look(slot.is_winner)
            slot.note_label.setFont(bold(slot.note_label.font(), slot.is_winner))
            slot.setToolTip(self.tr("Played %1 of 4").replace("%1", str(slot.order)))
            if card is not None:  # the card in words, with its player: the Tab stop a reader hears
                slot.setAccessibleName(fill(self.tr("%1: %2", "a player and the card they played"),
                                            self.names.get(seat, ""), card_name(card)))
                slot.setAccessibleDescription(", ".join((slot.toolTip(), *notes)))
        # Tab goes through the cards in the order they were played, then to Close.
        stops: list[QWidget] = [self.slot_of(seat) for seat in cards]
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            stops.append(close)
        for before, after in pairwise(stops):
            QWidget.setTabOrder(before, after)

    def points(self) -> int:
        """The shown trick's card points, with the last trick's ten (0 with no trick)."""
        trick = self.trick
        if trick is None or not 0 <= self.trump_mode < len(POINTS):
            return 0
        bonus = LAST_TRICK_BONUS if self.number == 8 else 0
        return sum(POINTS[self.trump_mode][c] for c in trick.cards) + bonus

    def won_words(self) -> str:
        """Who won the shown trick and for how many points ("Left won the trick: 25 points.")."""
        trick = self.trick
        if trick is None:
            return ""
        points = self.points()
        if trick.winner == self.human_seat:
            return self.tr("You won the trick: %n points.", "", points)
        return fill(self.tr("%1 won the trick: %n points.", "", points), self.names.get(trick.winner, ""))

    def _trump_words(self) -> str:
        mode = self.trump_mode
        if mode == SANS_ATOUT:
            return escape(self.tr("No trumps"))
        if mode == TOUT_ATOUT:
            return escape(self.tr("All trumps"))
        if 0 <= mode < 4:
            return escape(self.tr("Trumps: %1")).replace("%1", trump_html(mode, self.palette(), self.four_colour))
        return ""
