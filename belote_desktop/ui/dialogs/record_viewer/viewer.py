"""Watching a game record: the table replays it, a card or a trick at a time, forwards and back.

A window of its own, so the match in progress stays where it is. Forward
steps are animated; a step back lays the earlier position out at once (it
replays the record up to there at instant speed). A record hides nothing:
all four hands lie face up, sorted, as in a deal's review. A screen reader
hears each step forward as at the table (``access.narrated``), and after a
jump (back, to the start or the end, to another deal) where the record now stands. Beside the table, a
list of the record's deals (``deals``: numbers and points) jumps to any deal's start, reviews it,
and asks for the record's score sheet (Ctrl+Shift+S, as in the game's window; the main window opens it over
the viewer, as it does the review: one dialog does not open another). The toolbar uses
the style's standard icons, which every system can draw (the bundled font
has no media symbols); Ctrl+W and Esc close the window.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStyle, QToolBar, QWidget

from ....controller import GameController, RecordPlayer
from ....engine import Contract, Match
from ....engine.cards import cards_of
from ....engine.deal import PLAY
from ...access.announcer import Announcer
from ...access.narrated import NarratedPresenter
from ...table.hand_order import sort_hand
from ...table.scene import TableScene
from ...table.view import TableView
from .deals import RecordDeals

DEALS_WIDTH = 360  # the list's first width, at most this share of the window's:
DEALS_SHARE = 0.36


class OpenHandsPresenter(NarratedPresenter):
    """The table of a record: after the deal and after the contract, every hand is laid face up; each
    event is told as at the game's table."""

    def __init__(self, scene: TableScene, parent: RecordViewer) -> None:
        super().__init__(scene, parent)
        self._viewer = parent

    def _open(self, trump: int | None) -> None:
        deal = self._viewer.controller.match.deal
        if deal is not None:
            self.scene.open_hands({seat: sort_hand(cards_of(deal.hands[seat]), trump, self.trump_position)
                                   for seat in range(4)})

    def deal_started(self, dealer: int, human_cards: Sequence[int], up_card: int | None) -> None:
        super().deal_started(dealer, human_cards, up_card)
        self._open(None)

    def contract(self, contract: Contract, first_seat: int, human_cards: Sequence[int], up_card: int | None) -> None:
        super().contract(contract, first_seat, human_cards, up_card)
        self._open(contract.trump)


class RecordViewer(QMainWindow):
    review_requested = Signal(object, int)  # the recorded match and the index of the deal on show
    sheet_requested = Signal(object)  # the recorded match
    def __init__(self, match: Match, title: str, speed: str = "normal", four_colour: bool = False,
                 parent: QWidget | None = None, cloth: str = "green", short: bool = False,
                 older_readers: str = "auto") -> None:
        super().__init__(parent)
        self.match = match
        self.title = title
        self.scene = TableScene(self, speed=speed)
        self.scene.set_four_colour(four_colour)
        self.scene.set_table_look(self.scene.card_back, cloth)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.presenter = OpenHandsPresenter(self.scene, self)
        self.announcer = Announcer(self.view, self.statusBar(), self)
        self.announcer.short = short  # the player's choice of short sentences, as at the table
        self.announcer.set_older_readers(older_readers)  # and of speech for older screen readers
        self.presenter.announcer = self.announcer
        self.controller = GameController(self.presenter, match.options, match.seed, parent=self)
        self.player = RecordPlayer(self.controller, match)  # the controller stays paused: nobody plays on
        self.player.lay_out(0)
        self.steps = [action for _deal, action in self.player.steps]
        self._build_toolbar()
        self._build_deals()
        self.retranslate()
        self._update()

    # ------------------------------------------------------------------ set-up
    def _build_toolbar(self) -> None:
        bar = QToolBar(self)
        bar.setObjectName("replay_controls")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.start_action = QAction(self)
        self.start_action.setShortcut(QKeySequence(QKeySequence.StandardKey.MoveToStartOfDocument))
        self.start_action.triggered.connect(lambda: self.go_to(0))
        self.trick_back_action = QAction(self)
        self.trick_back_action.setShortcut(QKeySequence("PgUp"))
        self.trick_back_action.triggered.connect(self.trick_back)
        self.back_action = QAction(self)
        self.back_action.setShortcut(QKeySequence("Left"))
        self.back_action.triggered.connect(self.step_back)
        self.forward_action = QAction(self)
        self.forward_action.setShortcut(QKeySequence("Right"))
        self.forward_action.triggered.connect(self.step_forward)
        self.trick_forward_action = QAction(self)
        self.trick_forward_action.setShortcut(QKeySequence("PgDown"))
        self.trick_forward_action.triggered.connect(self.trick_forward)
        self.end_action = QAction(self)
        self.end_action.setShortcut(QKeySequence(QKeySequence.StandardKey.MoveToEndOfDocument))
        self.end_action.triggered.connect(lambda: self.go_to(len(self.steps)))
        style = self.style()
        icons = {self.start_action: QStyle.StandardPixmap.SP_MediaSkipBackward,
                 self.trick_back_action: QStyle.StandardPixmap.SP_MediaSeekBackward,
                 self.back_action: QStyle.StandardPixmap.SP_ArrowBack,
                 self.forward_action: QStyle.StandardPixmap.SP_ArrowForward,
                 self.trick_forward_action: QStyle.StandardPixmap.SP_MediaSeekForward,
                 self.end_action: QStyle.StandardPixmap.SP_MediaSkipForward}
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action, icon in icons.items():
            action.setIcon(style.standardIcon(icon))
            bar.addAction(action)
        # The standard close keys (Ctrl+W, and Ctrl+F4 on Windows), and Esc as in a dialog.
        self.close_action = QAction(self)
        self.close_action.setShortcuts([*QKeySequence.keyBindings(QKeySequence.StandardKey.Close),
                                        QKeySequence(Qt.Key.Key_Escape)])
        self.close_action.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton))
        self.close_action.triggered.connect(self.close)
        self.review_action = QAction(self)
        self.review_action.setShortcut(QKeySequence("R"))
        self.review_action.triggered.connect(self.review_deal)
        self.review_action.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogContentsView))
        bar.addSeparator()
        bar.addAction(self.review_action)
        bar.addSeparator()
        bar.addAction(self.close_action)

    def _build_deals(self) -> None:
        self.deals = RecordDeals(self.match, self.presenter.names(), self.controller.human_seat, self)
        self.deals.deal_chosen.connect(self.go_to_deal)
        self.deals.review_requested.connect(lambda index: self.review_requested.emit(self.match, index))
        self.deals.sheet_requested.connect(self.ask_for_score_sheet)
        self.deals_dock = QDockWidget(self)
        self.deals_dock.setObjectName("record_deals_dock")
        self.deals_dock.setWidget(self.deals)
        self.deals_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                    | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.deals_dock)
        self.sheet_action = QAction(self)
        self.sheet_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.sheet_action.triggered.connect(self.ask_for_score_sheet)
        self.addAction(self.sheet_action)
        # Closed with its title bar's button, shown again from the toolbar.
        self.deals_toggle = self.deals_dock.toggleViewAction()
        self.deals_toggle.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogListView))
        self.findChild(QToolBar, "replay_controls").addAction(self.deals_toggle)
        QTimer.singleShot(0, self, self._fit_deals)

    def _fit_deals(self) -> None:
        """The list's first width: its columns where the window is wide, a third of a small one."""
        width = min(DEALS_WIDTH, int(self.width() * DEALS_SHARE))
        self.resizeDocks([self.deals_dock], [width], Qt.Orientation.Horizontal)

    def go_to_deal(self, index: int) -> None:
        """Lay deal ``index`` out at its start, before its first bid, and say where the record now stands."""
        if not 0 <= index < len(self.match.deals):
            return
        start = next((i for i, (deal, _action) in enumerate(self.player.steps) if deal == index), len(self.steps))
        self.player.lay_out(start, deal=index)
        self._update()
        self.announcer.say(self.statusBar().currentMessage())

    def ask_for_score_sheet(self) -> None:
        """The record's score sheet: asked of the main window (``WindowDialogs.show_record_sheet``)."""
        self.sheet_requested.emit(self.match)

    def review_deal(self) -> None:
        """The deal on show, reviewed (the coach): asked of the main window, whose bot worker runs the analysis."""
        index = max(0, len(self.controller.match.deals) - 1)
        if index >= len(self.match.deals) or not self.match.deals[index].is_over:
            self.statusBar().showMessage(self.tr("This deal was not played to the end: there is nothing to review."))
            return
        self.review_requested.emit(self.match, index)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game record: %1").replace("%1", self.title))
        self.start_action.setText(self.tr("Start"))
        self.trick_back_action.setText(self.tr("Trick back"))
        self.back_action.setText(self.tr("Card back"))
        self.forward_action.setText(self.tr("Card forward"))
        self.trick_forward_action.setText(self.tr("Trick forward"))
        self.end_action.setText(self.tr("End"))
        self.close_action.setText(self.tr("Close"))
        self.review_action.setText(self.tr("Review this deal"))
        self.deals_dock.setWindowTitle(self.tr("Deals"))
        self.deals_toggle.setText(self.tr("Deals"))
        self.deals_toggle.setToolTip(self.tr("Show or hide the list of the record's deals"))
        self.sheet_action.setText(self.tr("Score sheet"))
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "end_action"):
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ moving
    @property
    def position(self) -> int:
        return self.player.position

    def step_forward(self) -> None:
        self.player.show_next()
        self._update()

    def step_back(self) -> None:
        self.go_to(self.position - 1)

    def trick_forward(self) -> None:
        """On to the end of the current trick (the bidding counts as one step before the first)."""
        while self.position < len(self.steps):
            self.player.show_next()
            if self._at_trick_end():
                break
        self._update()

    def trick_back(self) -> None:
        """Back to the end of the previous trick (or the start of the deal)."""
        target = self.position - 1
        while target > 0 and not self._trick_ends_at(target):
            target -= 1
        self.go_to(max(0, target))

    def go_to(self, position: int) -> None:
        position = max(0, min(position, len(self.steps)))
        if position == self.position:
            self._update()
            return
        self.player.lay_out(position)  # laid out quietly: the steps on the way are not news
        self._update()
        self.announcer.say(self.statusBar().currentMessage())  # but where the record now stands is

    def _at_trick_end(self) -> bool:
        return self._trick_ends_at(self.position)

    def _trick_ends_at(self, position: int) -> bool:
        """Whether the first ``position`` actions end with a trick's fourth card or the auction."""
        if position <= 0 or position > len(self.steps):
            return position <= 0
        plays = 0
        for action in self.steps[:position]:
            plays = plays + 1 if action.kind == PLAY else plays
        last = self.steps[position - 1]
        following = self.steps[position] if position < len(self.steps) else None
        if last.kind == PLAY:
            return plays % 4 == 0
        return following is None or (following.kind == PLAY and plays % 4 == 0)

    def _update(self) -> None:
        if not hasattr(self, "steps"):
            return
        at_start, at_end = self.position == 0, self.position >= len(self.steps)
        for action in (self.start_action, self.trick_back_action, self.back_action):
            action.setEnabled(not at_start)
        for action in (self.forward_action, self.trick_forward_action, self.end_action):
            action.setEnabled(not at_end)
        deals = len(self.controller.match.deals)
        if hasattr(self, "deals"):
            self.deals.show_current(deals - 1)
        self.statusBar().showMessage(self.tr("Deal %1, step %2 of %3").replace("%1", str(deals))
                                     .replace("%2", str(self.position)).replace("%3", str(len(self.steps))))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)

