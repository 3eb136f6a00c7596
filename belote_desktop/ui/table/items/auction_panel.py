"""``AuctionPanel``: who said what in the auction, in order, kept on the table through the play (issue 37).

A bidding sheet: a row per player in the order they speak (the dealer's neighbour at the top), each
player's calls along their row, a new column each time the turn comes round again, so the calls read
down each column, then on to the next. The bubbles vanish when the auction ends; this stays, so a
player can check in the tenth trick who bid 90 clubs before the 100 spades.

- passes are dim, so the bids stand out; a double or redouble is a red chip, as the contract's ×2 is;
- the call that became the contract (or the highest so far) is ringed in its team's colour;
- the moments of the last raise (R5 ``last_raise``) are a gold column of their own after a gold line,
  the raise marked "↑" ("↑120 ♥"): the highest bidder's own last word, out of the round's order;
- an auction longer than the panel shows its last columns, a small mark saying that more lie before.

A call is drawn in the first of its ``words`` that fits its cell ("Take ♥", else "♥"; "Coinche!", else
"×2"), smaller if need be, cut short only if nothing fits. The panel only draws: ``words`` and ``names``
give the table's words in the language in use when it paints; ``ui.table.deal_panels`` feeds it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ....engine import Bid
from ....engine.bidding import COINCHE, CONTRACT, LAST_DOUBLE, LAST_RAISE, OPEN, PASS, SURCOINCHE, TAKE
from ...cards.glyphs import placed, suit_path
from ...cards.style import GOLD
from ...common.fonts import ui_font
from ...common.inks import suit_colour
from .look import BUBBLE_GOLD, CHIP_RED, OURS_COLOUR, TEXT, TEXT_DIM, THEIRS_COLOUR, paint_panel

PAD = 8.0  # inside the panel's edge
NAMES_W = 86.0  # the players' names, at the left of their rows, in their team's colour
CALL_PAD = 3.0  # a call's words inside its cell, each side
SIZE = 19.0  # the names' and the calls' font, in scene units
SMALLEST = 0.78  # a word too wide for its room is drawn smaller, down to this share, before anything is cut short
ROUNDS = 3  # the rounds shown beside the names: most auctions have no more
GLYPH = 0.95  # a suit's symbol, in the call's font size


class Call(NamedTuple):
    """One call of the auction: who, what, and at which moment of it (``bidding.OPEN``, ``LAST_RAISE``, ...)."""

    seat: int
    bid: Bid
    moment: str = OPEN


Words = Callable[[Bid, str], Sequence[tuple[str, int | None]]]  # a call's words, longest first, and its suit


class Drawn(NamedTuple):
    """A call as the last paint drew it (for tests: what the player sees)."""

    seat: int
    text: str
    suit: int | None
    rect: QRectF  # its words' room, in the panel's coordinates
    look: str  # "pass" (dim), "bid", or "double" (a red chip)
    ringed: bool  # the contract, or the highest bid so far
    late: bool  # one of the last raise's moments: in gold (a double's chip stays red)


class AuctionPanel(QGraphicsObject):
    def __init__(self, rect: QRectF, words: Words, names: Callable[[], Mapping[int, str]],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self.setPos(rect.center())
        self._words = words
        self._names = names
        self._seats: tuple[int, ...] = (0, 1, 2, 3)
        self._human = 2
        self._calls: list[Call] = []
        self._four_colour = False
        self._focused = False
        self.drawn_names: list[str] = []  # what the last paint drew, top to bottom
        self.drawn: list[Drawn] = []
        self.setVisible(False)
        self.held_back = False

    # ------------------------------------------------------------------ state
    @property
    def focused(self) -> bool:
        return self._focused

    @property
    def calls(self) -> tuple[Call, ...]:
        return tuple(self._calls)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats heading the rows, top to bottom: the order they speak in."""
        return self._seats

    def start(self, seats: Sequence[int], human_seat: int) -> None:
        """A new auction: nobody has spoken, the panel is hidden until the first call."""
        self._seats, self._human = tuple(seats), human_seat
        self._calls = []
        self.setVisible(False)
        self.update()

    def add(self, call: Call) -> None:
        self._calls.append(call)
        self.setVisible(not self.held_back)
        self.update()

    def hold_back(self, on: bool) -> None:
        """A lesson is on the table (``ui.window_lesson``): its panel takes the top of the table and tells the
        auction itself, so this one stays hidden (it would show an edge from under the lesson's)."""
        self.held_back = on
        self.setVisible(bool(self._calls) and not on)

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        self.update()

    def set_focused(self, on: bool) -> None:
        """The keyboard is on the panel (its accessible spot has the focus): a ring shows where."""
        self._focused = on
        self.update()

    # ------------------------------------------------------------------ the sheet
    def late(self) -> list[bool]:
        """For each call, whether it belongs to the last raise's moments (R5): the raise or keep, the opponents'
        last chance to double, and a redouble after it."""
        flags, late = [], False
        for call in self._calls:
            late = late or call.moment in (LAST_RAISE, LAST_DOUBLE)
            flags.append(late)
        return flags

    def places(self) -> list[tuple[int, int]]:
        """Each call's cell, in the order of the calls: its round (a column) and its speaker's row. A new column
        when the turn comes round again, and when the last raise's moments begin. Those moments keep to one
        column while they can (the bidder, then the opponents after it, round the table): a new one only for a
        seat that has spoken in it already (a redouble)."""
        places: list[tuple[int, int]] = []
        column, last_row, was_late = -1, len(self._seats), False  # the first call opens the first round
        filled: set[int] = set()
        for call, late in zip(self._calls, self.late(), strict=True):
            row = self._seats.index(call.seat)
            if late != was_late or (row in filled if late else row <= last_row):
                column, filled = column + 1, set()
            places.append((column, row))
            filled.add(row)
            last_row, was_late = row, late
        return places

    def rounds(self) -> list[list[Call | None]]:
        """The calls in their cells: a column per round, a cell per seat (top to bottom)."""
        places = self.places()
        rounds: list[list[Call | None]] = [[None] * len(self._seats) for _ in range(places[-1][0] + 1 if places
                                                                                      else 0)]
        for call, (column, row) in zip(self._calls, places, strict=True):
            rounds[column][row] = call
        return rounds

    def room_for_rounds(self) -> int:
        return ROUNDS

    def call_width(self) -> float:
        """A call's cell: the rounds share the room beside the names."""
        return (self._rect.width() - 2 * PAD - NAMES_W) / ROUNDS

    def hidden_rounds(self) -> int:
        """Rounds of a long auction before the ones shown."""
        return max(0, len(self.rounds()) - self.room_for_rounds())

    def highest(self) -> Call | None:
        """The call that is the contract (or the highest bid so far)."""
        return next((call for call in reversed(self._calls) if call.bid.kind in (CONTRACT, TAKE)), None)

    def row_height(self) -> float:
        return (self._rect.height() - 2 * PAD) / len(self._seats)

    def name_rect(self, row: int) -> QRectF:
        r = self._rect
        return QRectF(r.left() + PAD, r.top() + PAD + row * self.row_height(), NAMES_W, self.row_height())

    def cell_rect(self, column: int, row: int) -> QRectF:
        """Where a call of the rounds shown lies, in the panel's coordinates (column 0: the first shown)."""
        name = self.name_rect(row)
        width = self.call_width()
        return QRectF(name.right() + column * width, name.top(), width, name.height())

    def name_layout(self, name: str) -> tuple[str, QFont]:
        """A player's name as drawn: smaller if it is long, cut short only if it is longer still."""
        text, _suit, font, _width = _fitted([(name, None)], NAMES_W - 4, bold=False)
        return text, font

    def call_layout(self, call: Call) -> tuple[str, int | None, QFont, float]:
        """How a call is drawn in its cell: its words, its suit, the font and the width they take."""
        return _fitted(self._words(call.bid, call.moment), self.call_room(), bold=call.bid.kind != PASS)

    def call_room(self) -> float:
        """How wide a call's words may be."""
        return self.call_width() - 4 * CALL_PAD

    # ------------------------------------------------------------------ drawing
    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_panel(painter, r, 16)
        if self._focused:
            painter.setPen(QPen(GOLD, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 18, 18)
        self.drawn_names, self.drawn = [], []
        self._paint_names(painter)
        places = self.places()
        hidden = max(0, (places[-1][0] + 1 if places else 0) - self.room_for_rounds())
        highest = self.highest()
        gold_from: int | None = None
        for call, late, (column, row) in zip(self._calls, self.late(), places, strict=True):
            if column < hidden:
                continue
            self._paint_call(painter, call, self.cell_rect(column - hidden, row), call is highest, late)
            if late and gold_from is None:
                gold_from = column - hidden
        if gold_from is not None and (gold_from > 0 or hidden):
            x = self.cell_rect(gold_from, 0).left() - 1
            painter.setPen(QPen(BUBBLE_GOLD, 1.5))
            painter.drawLine(QPointF(x, r.top() + PAD), QPointF(x, r.bottom() - PAD))
        if hidden:  # earlier rounds lie before the first shown: a small arrow pointing back at them
            x, y = self.cell_rect(0, 0).left() - 5, r.center().y()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TEXT_DIM)
            painter.drawPolygon(QPolygonF([QPointF(x + 3, y - 6), QPointF(x + 3, y + 6), QPointF(x - 4, y)]))

    def _paint_names(self, painter: QPainter) -> None:
        names = self._names()
        for row, seat in enumerate(self._seats):
            line = self.name_rect(row)
            ours = (seat & 1) == (self._human & 1)
            name, font = self.name_layout(names.get(seat, ""))
            self.drawn_names.append(name)
            painter.setFont(font)
            painter.setPen(OURS_COLOUR if ours else THEIRS_COLOUR)  # the team's colour, as the plates' dots
            painter.drawText(line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)

    def _paint_call(self, painter: QPainter, call: Call, cell: QRectF, highest: bool, gold: bool) -> None:
        text, suit, font, width = self.call_layout(call)
        room = cell.adjusted(CALL_PAD, 2, -CALL_PAD, -2)
        left = room.left() + CALL_PAD
        double = call.bid.kind in (COINCHE, SURCOINCHE)
        if double or highest:
            box = QRectF(room.left(), room.top(), width + 2 * CALL_PAD, room.height())
            path = QPainterPath()
            path.addRoundedRect(box, box.height() / 2, box.height() / 2)
            if double:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(CHIP_RED)
            else:
                ours = (call.seat & 1) == (self._human & 1)
                painter.setPen(QPen(OURS_COLOUR if ours else THEIRS_COLOUR, 2))
                painter.setBrush(QColor(0, 0, 0, 50))
            painter.drawPath(path)
        painter.setFont(font)
        painter.setPen(QColor("white") if double else BUBBLE_GOLD if gold else TEXT_DIM if call.bid.kind == PASS
                       else TEXT)
        metrics = QFontMetricsF(font)
        text_w = metrics.horizontalAdvance(text)
        look = "double" if double else "pass" if call.bid.kind == PASS else "bid"
        self.drawn.append(Drawn(call.seat, text, suit, QRectF(left, room.top(), width, room.height()), look, highest,
                                gold))
        painter.drawText(QRectF(left, room.top(), text_w + 2, room.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        if suit is not None:
            glyph = font.pixelSize() * GLYPH
            gap = metrics.horizontalAdvance(" ") if text else 0.0
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(suit_colour(suit, self._four_colour))
            centre = QPointF(left + text_w + gap + glyph * 0.46, room.center().y())
            painter.drawPath(placed(suit_path(suit), centre, glyph * 0.92, glyph))


def _glyph_room(suit: int | None, text: str, font: QFont) -> float:
    if suit is None:
        return 0.0
    return font.pixelSize() * GLYPH + (QFontMetricsF(font).horizontalAdvance(" ") if text else 0.0)


def _width(text: str, suit: int | None, font: QFont) -> float:
    return QFontMetricsF(font).horizontalAdvance(text) + _glyph_room(suit, text, font)


def _fitted(words: Sequence[tuple[str, int | None]], room: float, bold: bool) -> tuple[str, int | None, QFont, float]:
    """The first of ``words`` that fits ``room`` at the usual size or smaller (to ``SMALLEST``); if none does, the
    last, at the smallest size, cut short."""
    sizes = list(range(round(SIZE), math.ceil(SIZE * SMALLEST) - 1, -1))  # whole pixels: the font takes no others
    for text, suit in words:
        for size in sizes:
            font = ui_font(size, bold=bold)
            width = _width(text, suit, font)
            if width <= room:
                return text, suit, font, width
    text, suit = words[-1]
    font = ui_font(sizes[-1], bold=bold)
    text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, room - _glyph_room(suit, text, font))
    return text, suit, font, _width(text, suit, font)


__all__ = ["AuctionPanel", "Call", "Drawn", "Words"]
