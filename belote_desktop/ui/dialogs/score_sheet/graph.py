"""The score sheet's graph: both teams' running totals over the deals, the target above them.

Drawn with QPainter on a piece of the table's own cloth (the colour the player chose, near black for
the high-contrast cloth), in the teams' colours of the table's score panel (light blue for the player's
team, salmon for the other), which are made to stand out on a dark cloth whatever the desktop's theme.
The two lines differ by more than their colour (solid with round marks, dashed with square ones), so a
player who cannot tell the colours apart still can the teams.

The points are ``Match.history``'s running sums, never recomputed from the deals, as the sheet's are. A
screen reader gets the same in words: the graph's accessible description says who leads by how much,
then the totals after each deal; a tooltip gives a deal's totals under the pointer.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ....engine.match import Match
from ...common.words import fill
from ...table.felt import CLOTHS
from ...table.items.look import OURS_COLOUR, TEXT, TEXT_DIM, THEIRS_COLOUR

GRID = QColor(255, 255, 255, 40)
HIGHLIGHT = QColor(255, 255, 255, 30)  # the band behind the deal chosen in the sheet
STEPS = (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000)
MARKS_UP_TO = 40  # deals: beyond this the marks would touch, and the lines alone say it
PAD = 8.0


def running_totals(match: Match, order: tuple[int, int]) -> list[tuple[int, int]]:
    """(0, 0) before the first deal, then each team's total after each deal booked, in ``order`` (the
    engine's team indexes, the player's own first): the cumulative sums of ``Match.history``."""
    us, them = order
    points = [(0, 0)]
    for added in match.history:
        last = points[-1]
        points.append((last[0] + added[us], last[1] + added[them]))
    return points


def axis_step(top: int) -> int:
    """A round step for the points axis that gives at most four lines up to ``top``."""
    return next((step for step in STEPS if top / step <= 4), STEPS[-1])


class ScoreGraph(QWidget):
    """Both teams' running totals as two lines over the deals; ``show_match`` sets what it draws."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_graph")
        self.points: list[tuple[int, int]] = [(0, 0)]
        self.teams: tuple[str, str] = ("", "")
        self.target: int | None = None
        self.cloth = "green"
        self.chosen: int | None = None  # the deal (1 for the first) chosen in the sheet, marked by a band
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(96)
        # Reached with Tab, so that a screen reader reads its description; nothing to type in it.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(480, 150)

    def show_match(self, match: Match, order: tuple[int, int], teams: tuple[str, str], cloth: str = "green") -> None:
        self.points = running_totals(match, order)
        self.teams = teams
        self.target = match.options.target if match.options.deals is None else None
        self.cloth = cloth if cloth in CLOTHS else "green"
        if self.chosen is not None and self.chosen >= len(self.points):
            self.chosen = None
        self.retranslate()
        self.update()

    def choose(self, deal: int | None) -> None:
        """Mark deal ``deal`` (1 for the first; None: none), as the sheet's chosen row."""
        self.chosen = deal if deal is not None and 0 < deal < len(self.points) else None
        self.update()

    # ------------------------------------------------------------------ in words
    # The plurals in this class's ``tr``: lupdate marks a message as a plural only there.
    def trend_words(self) -> str:
        """Who leads by how much after how many deals, in a sentence."""
        points, teams = self.points, self.teams
        deals = len(points) - 1
        if deals <= 0:
            return self.tr("No deal has been scored yet.")
        ours, theirs = points[-1]
        if ours == theirs:
            return fill(self.tr("Level at %1 points each after %n deals.", "", deals), str(ours))
        leader = teams[0] if ours > theirs else teams[1]
        return fill(self.tr("%1 lead by %2 points after %n deals.", "", deals), leader, str(abs(ours - theirs)))

    def deal_words(self, deal: int) -> str:
        """The totals after deal ``deal`` (1 for the first)."""
        totals, teams = self.points[deal], self.teams
        return fill(self.tr("After deal %1: %2 %3, %4 %5."), str(deal), teams[0], str(totals[0]), teams[1],
                    str(totals[1]))

    def words(self) -> str:
        """The graph in words, for a screen reader: the trend, then the totals after each deal."""
        return " ".join([self.trend_words()] + [self.deal_words(deal) for deal in range(1, len(self.points))])

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Graph of the running totals"))
        self.setAccessibleDescription(self.words())
        self.setToolTip(self.trend_words())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ geometry
    def top_points(self) -> int:
        """The points axis's top: a round number above both totals and the target."""
        highest = max([1, *(max(p) for p in self.points), *([self.target] if self.target else [])])
        step = axis_step(highest)
        return math.ceil(highest / step) * step

    def plot_area(self) -> QRectF:
        metrics = QFontMetricsF(self.font())
        left = PAD + metrics.horizontalAdvance(str(self.top_points())) + 6
        top = PAD + metrics.height() + 6  # the key's line
        bottom = PAD + metrics.height() + 2  # the deals' numbers
        return QRectF(left, top, max(1.0, self.width() - left - PAD - 4), max(1.0, self.height() - top - bottom))

    def point_at(self, deal: int, points: int) -> QPointF:
        """Where the total ``points`` after deal ``deal`` (0: before the first) is drawn."""
        area = self.plot_area()
        deals = max(1, len(self.points) - 1)
        return QPointF(area.left() + area.width() * deal / deals,
                       area.bottom() - area.height() * points / self.top_points())

    def deal_under(self, x: float) -> int:
        area = self.plot_area()
        deals = max(1, len(self.points) - 1)
        return max(0, min(deals, round((x - area.left()) / area.width() * deals)))

    # ------------------------------------------------------------------ drawing
    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(GRID, 1.0))
        painter.setBrush(QColor(CLOTHS[self.cloth][3]))
        painter.drawRoundedRect(frame, 6, 6)
        if self.hasFocus():  # reached with Tab: a ring in the desktop's highlight, as a focused control has
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame.adjusted(1.5, 1.5, -1.5, -1.5), 5, 5)
        area = self.plot_area()
        self._paint_axes(painter, area)
        if self.chosen is not None:
            x = self.point_at(self.chosen, 0).x()
            half = max(4.0, area.width() / max(1, len(self.points) - 1) / 2)
            band = QRectF(x - half, area.top(), 2 * half, area.height()).intersected(area.adjusted(-4, 0, 4, 0))
            painter.fillRect(band, HIGHLIGHT)
        for team, colour, style in ((1, THEIRS_COLOUR, Qt.PenStyle.DashLine), (0, OURS_COLOUR, Qt.PenStyle.SolidLine)):
            self._paint_line(painter, team, colour, style)
        self._paint_key(painter)
        painter.end()

    def _paint_axes(self, painter: QPainter, area: QRectF) -> None:
        metrics = QFontMetricsF(self.font())
        top = self.top_points()
        step = axis_step(top)
        for value in range(0, top + 1, step):
            y = self.point_at(0, value).y()
            painter.setPen(QPen(GRID, 1.0))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(TEXT_DIM)
            label = str(value)
            painter.drawText(QPointF(area.left() - 6 - metrics.horizontalAdvance(label), y + metrics.ascent() / 2 - 1),
                             label)
        if self.target:
            y = self.point_at(0, self.target).y()
            painter.setPen(QPen(TEXT, 1.2, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            label = self.tr("to %n points", "the match's target, beside its line", self.target)
            painter.setPen(TEXT)
            # At the left, where the totals, starting from nothing, have not climbed yet: above the line, or
            # under it where the line runs along the top (the key is above it).
            above = y - 4 - metrics.height() >= area.top()
            painter.drawText(QPointF(area.left() + 4, y - 4 if above else y + metrics.ascent() + 3), label)
        deals = len(self.points) - 1
        if deals <= 0:
            return
        # The deals' numbers under the axis, as many as fit without touching.
        every = max(1, math.ceil((metrics.horizontalAdvance(str(deals)) + 10) * deals / area.width()))
        painter.setPen(TEXT_DIM)
        for deal in range(1, deals + 1):
            if deal % every and deal != deals:
                continue
            label = str(deal)
            x = self.point_at(deal, 0).x() - metrics.horizontalAdvance(label) / 2
            painter.drawText(QPointF(x, area.bottom() + metrics.ascent() + 2), label)

    def _paint_line(self, painter: QPainter, team: int, colour: QColor, style: Qt.PenStyle) -> None:
        path = QPainterPath()
        corners = [self.point_at(deal, totals[team]) for deal, totals in enumerate(self.points)]
        path.moveTo(corners[0])
        for corner in corners[1:]:
            path.lineTo(corner)
        pen = QPen(colour, 2.5, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if len(corners) - 1 > MARKS_UP_TO:
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for corner in corners[1:]:
            if team == 0:
                painter.drawEllipse(corner, 3.5, 3.5)
            else:
                painter.drawRect(QRectF(corner.x() - 3, corner.y() - 3, 6, 6))

    def _paint_key(self, painter: QPainter) -> None:
        """Each team's line, name and total, in a row at the top."""
        metrics = QFontMetricsF(self.font())
        x = self.plot_area().left()
        y = PAD + metrics.height() / 2
        for team, colour, style in ((0, OURS_COLOUR, Qt.PenStyle.SolidLine), (1, THEIRS_COLOUR, Qt.PenStyle.DashLine)):
            painter.setPen(QPen(colour, 2.5, style, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(x, y), QPointF(x + 22, y))
            label = f"{self.teams[team]} {self.points[-1][team]}"
            painter.setPen(TEXT)
            painter.drawText(QPointF(x + 28, y + metrics.ascent() / 2 - 1), label)
            x += 28 + metrics.horizontalAdvance(label) + 18

    # ------------------------------------------------------------------ a deal's totals under the pointer
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and len(self.points) > 1:
            deal = self.deal_under(event.pos().x())
            text = self.deal_words(deal) if deal else self.trend_words()
            QToolTip.showText(event.globalPos(), text, self)
            return True
        return super().event(event)
