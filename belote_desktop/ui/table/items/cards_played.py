"""``CardsPlayed``: which cards of each suit are out (an aid, off by default; issue 37).

A column per suit under its symbol, the ranks from the strongest down in the contract's order (trump:
J 9 A 10 K Q 8 7; the other suits: A 10 K Q J 9 8 7), so the highest card still to come stands at the
top of what is left. A card played is dimmed and struck through as it lands on the table; the trump's
column is marked in gold. A memory aid as mobile card games have: a match played with it counts apart
in the statistics, as one with hints does.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ....engine.cards import SANS_ATOUT, TOUT_ATOUT, card
from ....i18n.card_words import rank_word
from ...cards.glyphs import placed, suit_path
from ...cards.style import GOLD
from ...common.fonts import ui_font
from ...common.inks import suit_colour
from .look import TEXT, TEXT_DIM, paint_panel

# Ranks in sequence order are 7 8 9 10 J Q K A = 0..7 (engine.cards); strongest first:
TRUMP_ORDER = (4, 2, 7, 3, 6, 5, 1, 0)  # J 9 A 10 K Q 8 7
PLAIN_ORDER = (7, 3, 6, 5, 4, 2, 1, 0)  # A 10 K Q J 9 8 7
HEADER_H = 26.0
PLAYED_INK = QColor(244, 241, 232, 105)  # out, yet still legible under its stroke


def rank_order(suit: int, mode: int) -> tuple[int, ...]:
    """The ranks of ``suit`` strongest first, in a contract of trump ``mode`` (a suit, SA or TA)."""
    trump = mode == TOUT_ATOUT or (mode < SANS_ATOUT and suit == mode)
    return TRUMP_ORDER if trump else PLAIN_ORDER


class CardsPlayed(QGraphicsObject):
    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self.setPos(rect.center())
        self._mode = SANS_ATOUT
        self._played = 0  # a mask of the cards played so far (engine.cards)
        self._four_colour = False
        self._focused = False
        self.drawn_title = ""
        self.drawn: dict[int, tuple[str, bool]] = {}  # each card as the last paint drew it: its rank, struck through
        self.setVisible(False)

    @property
    def focused(self) -> bool:
        return self._focused

    @property
    def played(self) -> int:
        return self._played

    @property
    def mode(self) -> int:
        return self._mode

    def start(self, mode: int) -> None:
        """A new play: nothing played yet, in a contract of trump ``mode``."""
        self._mode, self._played = mode, 0
        self.update()

    def add(self, card_: int) -> None:
        self._played |= 1 << card_
        self.update()

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        self.update()

    def set_focused(self, on: bool) -> None:
        self._focused = on
        self.update()

    def title(self) -> str:
        return QCoreApplication.translate("TableScene", "Played", "the cards-played panel's title: cards out")

    def cell_rect(self, suit: int, row: int) -> QRectF:
        """Where the ``row``-th rank (strongest first) of ``suit``'s column lies, in the panel's coordinates."""
        r = self._rect
        top = r.top() + r.height() * 0.13 + HEADER_H
        width = (r.width() - 16) / 4
        height = (r.bottom() - 6 - top) / 8
        return QRectF(r.left() + 8 + suit * width, top + row * height, width, height)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_panel(painter, r, 16)
        # The corner panels' title room is a share of their height: this one is tall, so its title is sized alone.
        title = QRectF(r.left() + 8, r.top() + 4, r.width() - 16, r.height() * 0.13 - 4)
        font = ui_font(18, bold=True)
        metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(self.title()) > title.width():
            font = ui_font(15, bold=True)
            metrics = QFontMetricsF(font)
        painter.setFont(font)
        painter.setPen(TEXT_DIM)
        self.drawn_title = metrics.elidedText(self.title(), Qt.TextElideMode.ElideRight, title.width())
        painter.drawText(title, Qt.AlignmentFlag.AlignCenter, self.drawn_title)
        self.drawn = {}
        if self._focused:
            painter.setPen(QPen(GOLD, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 18, 18)
        for suit in range(4):
            head = self.cell_rect(suit, 0).translated(0, -HEADER_H)
            head.setHeight(HEADER_H)
            trump = self._mode == TOUT_ATOUT or suit == self._mode
            if trump:
                painter.setPen(QPen(GOLD, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(head.adjusted(3, 1, -3, -1), 6, 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(suit_colour(suit, self._four_colour))
            painter.drawPath(placed(suit_path(suit), head.center(), 15, 16))
            for row, rank in enumerate(rank_order(suit, self._mode)):
                cell = self.cell_rect(suit, row)
                out = bool(self._played >> card(rank, suit) & 1)
                painter.setFont(ui_font(min(17.0, cell.height() * 0.72), bold=not out))
                painter.setPen(PLAYED_INK if out else TEXT)
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, rank_word(rank))
                self.drawn[card(rank, suit)] = (rank_word(rank), out)
                if out:
                    painter.setPen(QPen(TEXT_DIM, 1.5))
                    y = cell.center().y()
                    painter.drawLine(QPointF(cell.left() + 5, y), QPointF(cell.right() - 5, y))


__all__ = ["CardsPlayed", "rank_order"]
