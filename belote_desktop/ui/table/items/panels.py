"""The corner panels: the score, and the contract."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...cards.glyphs import placed, suit_path
from ...cards.style import GOLD
from ...common.fonts import ui_font
from ...common.inks import suit_colour
from ...common.words import suit_name, trump_badge_text
from .look import CHIP_RED, OURS_COLOUR, TEXT, THEIRS_COLOUR, paint_titled_panel


# -- panels ----------------------------------------------------------------------
class ScorePanel(QGraphicsObject):
    """The match totals, the human's team first."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self.setPos(rect.center())
        self._ours = 0
        self._theirs = 0
        self._target: int | None = None
        self._deal: tuple[int, int] | None = None  # this deal, of a fixed number

    @property
    def values(self) -> tuple[int, int]:
        return self._ours, self._theirs

    def set_values(self, ours: int, theirs: int) -> None:
        self._ours, self._theirs = ours, theirs
        self.update()

    def set_target(self, target: int | None) -> None:
        self._target = target
        self.update()

    def set_progress(self, deal: int, deals: int | None) -> None:
        self._deal = None if deals is None else (deal, deals)
        self.update()

    def title(self) -> str:
        # A match of a fixed number of deals: the deal in play is the title (the box plainly holds the score);
        # "Score · deal 7 of 8" was cut short in Dutch, German and French.
        if self._deal is not None:
            deal, deals = self._deal
            if deal > deals:  # the totals were equal after the last deal: one more decides (R12)
                return QCoreApplication.translate("TableScene", "Extra deal", "the score panel's title")
            return QCoreApplication.translate("TableScene", "Deal %1 of %2", "the score panel's title").replace(
                "%1", str(deal)).replace("%2", str(deals))
        if self._target:
            return QCoreApplication.translate("TableScene", "Score to %1").replace("%1", str(self._target))
        return QCoreApplication.translate("TableScene", "Score")

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        title = self.title()
        pad, title_h = paint_titled_panel(painter, r, title)
        row_h = (r.height() - title_h - 8) / 2
        rows = (
            (QCoreApplication.translate("TableScene", "Us", "the human's team"), self._ours, OURS_COLOUR),
            (QCoreApplication.translate("TableScene", "Them", "the other team"), self._theirs, THEIRS_COLOUR),
        )
        for i, (label, value, colour) in enumerate(rows):
            top = r.top() + title_h + i * row_h
            row = QRectF(r.left() + pad, top, r.width() - 2 * pad, row_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(row.left() + 6, row.center().y()), 6, 6)
            painter.setPen(TEXT)
            painter.setFont(ui_font(row_h * 0.56, bold=False))
            painter.drawText(row.adjusted(20, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             label)
            painter.setFont(ui_font(row_h * 0.62, bold=True))
            painter.drawText(row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, str(value))


class ContractPanel(QGraphicsObject):
    """The contract: trump symbol (or SA / TA), the bid value, x2 / x4, and who took it; during a
    coinche or contrée auction, the highest bid so far, in the same place (``auction``)."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        self.setPos(rect.center())
        self._caption: str | None = None
        self._trump = 0
        self._value: int | None = None
        self._multiplier = 1
        self._taker = ""
        self._ours = False
        self._auction = False
        self._four_colour = False
        self.setVisible(False)

    @property
    def contract(self) -> tuple[str | None, int, int | None, int, str]:
        return self._caption, self._trump, self._value, self._multiplier, self._taker

    @property
    def auction(self) -> bool:
        """Whether the panel shows the auction's highest bid rather than the contract."""
        return self._auction

    def title(self) -> str:
        if self._auction:  # its caption: the last raise's moments (R5); by default the highest bid so far
            return self._caption or QCoreApplication.translate("TableScene", "Highest bid", "during the auction")
        return self._caption or QCoreApplication.translate("TableScene", "Contract")

    def set_contract(self, caption: str | None, trump_mode: int, value: int | None, multiplier: int,
                     taker: str, ours: bool = False, auction: bool = False) -> None:
        self._caption = caption
        self._auction = auction and caption is not None
        self._trump, self._value, self._multiplier, self._taker, self._ours = (
            trump_mode, value, multiplier, taker, ours)
        # No contract yet (bidding) or none at all (thrown in): the corner stays bare.
        self.setVisible(caption is not None)
        self.update()

    def set_taker(self, name: str) -> None:
        """The same taker under another name (the seats' words in a new language, a name chosen in the settings)."""
        if self._taker:
            self._taker = name
            self.update()

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        pad, title_h = paint_titled_panel(painter, r, self.title())

        main_h = r.height() * 0.38
        main = QRectF(r.left() + pad, r.top() + title_h, r.width() - 2 * pad, main_h)
        x = main.left()
        glyph_h = main_h * 0.86
        if self._trump < 4:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(suit_colour(self._trump, self._four_colour))
            painter.drawPath(placed(suit_path(self._trump), QPointF(x + glyph_h * 0.46, main.center().y()),
                                    glyph_h * 0.92, glyph_h))
            x += glyph_h + 10
        else:
            badge = trump_badge_text(self._trump)
            font = ui_font(main_h * 0.6, bold=True)
            painter.setFont(font)
            w = QFontMetricsF(font).horizontalAdvance(badge) + 18
            box = QRectF(x, main.center().y() - main_h * 0.42, w, main_h * 0.84)
            painter.setPen(QPen(GOLD, 2))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(GOLD)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, badge)
            x += w + 12
        if self._value is None and self._trump < 4:
            # Classic has no bid value: the suit's name fills the line instead.
            font = ui_font(main_h * 0.56, bold=True)
            painter.setFont(font)
            painter.setPen(TEXT)
            painter.drawText(QRectF(x, main.top(), main.right() - x, main_h), Qt.AlignmentFlag.AlignVCenter,
                             suit_name(self._trump))
        if self._value is not None:
            font = ui_font(main_h * 0.78, bold=True)
            painter.setFont(font)
            painter.setPen(TEXT)
            text = str(self._value)
            w = QFontMetricsF(font).horizontalAdvance(text)
            painter.drawText(QRectF(x, main.top(), w + 4, main_h), Qt.AlignmentFlag.AlignVCenter, text)
            x += w + 12
        if self._multiplier > 1:
            label = QCoreApplication.translate("TableScene", "×%1", "doubled (coinche) or redoubled").replace(
                "%1", str(self._multiplier))
            font = ui_font(main_h * 0.5, bold=True)
            painter.setFont(font)
            w = QFontMetricsF(font).horizontalAdvance(label) + 16
            box = QRectF(x, main.center().y() - main_h * 0.32, w, main_h * 0.64)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CHIP_RED)
            painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            painter.setPen(QColor("white"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

        if self._taker:
            line = QRectF(r.left() + pad, main.bottom(), r.width() - 2 * pad, r.bottom() - main.bottom() - 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(OURS_COLOUR if self._ours else THEIRS_COLOUR)
            painter.drawEllipse(QPointF(line.left() + 6, line.center().y()), 6, 6)
            font = ui_font(line.height() * 0.62)
            painter.setFont(font)
            painter.setPen(TEXT)
            text = QCoreApplication.translate("TableScene", "by %1", "taker of the contract").replace("%1", self._taker)
            text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, line.width() - 20)
            painter.drawText(line.adjusted(20, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             text)


