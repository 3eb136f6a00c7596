"""The main window: the table, the bidding panel, menus, a status line and the deal summaries."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..controller import GameController
from ..engine import PRESETS, TEAMS, Bid, DealScore, Options
from .bidding_panel import BiddingPanel
from .table_scene import TableScene
from .table_view import TableView


class MainWindow(QMainWindow):
    def __init__(self, options: Options | None = None, seed: int | str = 0, speed: str = "normal",
                 bot_level: str = "normal", auto_continue: bool = False, human_is_bot: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.auto_continue = auto_continue
        self.setWindowTitle(self.tr("Belote Desktop"))
        options = options or PRESETS["classic"]
        self.scene = TableScene(self, speed=speed)
        self.view = TableView(self.scene)
        self.bidding_panel = BiddingPanel(options.variant)
        self.bidding_panel.hide()
        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(self.bidding_panel)
        self.setCentralWidget(central)

        self.controller = GameController(self.scene, options, seed, partner_level=bot_level,
                                         opponent_level=bot_level, human_level=bot_level if human_is_bot else None,
                                         parent=self)
        c = self.controller
        c.human_to_bid.connect(self._on_human_to_bid)
        c.human_to_play.connect(lambda _mask: self.statusBar().showMessage(self.tr("Your turn: play a card.")))
        c.bid_made.connect(self._on_bid_made)
        c.illegal_card.connect(self._on_illegal_card)
        c.deal_scored.connect(self._on_deal_scored)
        c.match_over.connect(self._on_match_over)
        c.thrown_in.connect(lambda: self.statusBar().showMessage(self.tr("All passed: the cards are dealt again.")))
        c.dealt.connect(self._on_dealt)
        self.bidding_panel.bid_chosen.connect(self._on_bid_chosen)
        self.deal_log: list[tuple[DealScore, tuple[int, int]]] = []
        self._build_menus()
        self.statusBar().showMessage(self.tr("Welcome to Belote Desktop."))

    # ------------------------------------------------------------------ set-up
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New match"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_match)
        game.addAction(self.new_action)
        game.addSeparator()
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        view = self.menuBar().addMenu(self.tr("&View"))
        sheet = QAction(self.tr("&Score sheet"), self)
        sheet.triggered.connect(self.show_score_sheet)
        view.addAction(sheet)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about = QAction(self.tr("&About"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def start(self) -> None:
        """Deal the first hand (after the window is shown, so the deal is seen)."""
        self.controller.start()

    def new_match(self) -> None:
        self.deal_log.clear()
        self.bidding_panel.hide()
        self.controller.new_match()

    # ------------------------------------------------------------------ controller events
    def _on_dealt(self, info: dict) -> None:
        self.statusBar().showMessage(self.tr("Deal %1").replace("%1", str(info["number"])))

    def _on_human_to_bid(self, bids: list[Bid]) -> None:
        self.bidding_panel.set_variant(self.controller.options.variant)
        self.bidding_panel.set_legal(bids)
        self.bidding_panel.show()
        self.statusBar().showMessage(self.tr("Your turn to bid."))

    def _on_bid_chosen(self, bid: Bid) -> None:
        self.bidding_panel.hide()
        self.controller.human_bid(bid)

    def _on_bid_made(self, seat: int, bid: Bid) -> None:
        if seat != self.controller.human_seat:
            return
        self.bidding_panel.set_legal([])
        self.bidding_panel.hide()

    def _on_illegal_card(self, rule: str, reason: str) -> None:
        words = self.reason_text(reason)
        self.statusBar().showMessage(self.tr("%1 (rule %2)").replace("%1", words).replace("%2", rule), 5000)

    def _on_deal_scored(self, result: DealScore, totals: tuple[int, int]) -> None:
        self.deal_log.append((result, totals))
        self.statusBar().showMessage(self.tr("Deal scored: %1 - %2").replace("%1", str(totals[0]))
                                     .replace("%2", str(totals[1])))
        if self.controller.match.is_over:
            return  # match_over follows and says it all
        if self.auto_continue:
            QTimer.singleShot(0, self.controller.next_deal)
            return
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Deal summary"))
        box.setText(self.summary_text(result, totals))
        box.addButton(self.tr("Continue"), QMessageBox.ButtonRole.AcceptRole)
        box.exec()
        self.controller.next_deal()

    def _on_match_over(self, winner: int, totals: tuple[int, int]) -> None:
        ours = winner == self.controller.human_seat & 1
        team = self.tr("You and your partner") if ours else self.tr("Your opponents")
        text = self.tr("%1 won the match, %2 to %3.").replace("%1", team).replace(
            "%2", str(totals[winner])).replace("%3", str(totals[winner ^ 1]))
        self.statusBar().showMessage(text)
        if self.auto_continue:
            return
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Match over"))
        box.setText(text)
        new = box.addButton(self.tr("New match"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        if box.clickedButton() is new:
            self.new_match()

    # ------------------------------------------------------------------ texts and dialogs
    def reason_text(self, reason: str) -> str:
        """Why a card was refused (the engine's R6 reason code), in words."""
        # Built here, with literal strings, so lupdate finds every text.
        reasons = {
            "must_follow_suit": self.tr("You must follow suit."),
            "must_play_higher": self.tr("You must play a higher trump."),
            "must_trump": self.tr("You have no card of the suit led: you must trump."),
            "must_overtrump": self.tr("You must trump higher than the trump already played."),
            "must_undertrump": self.tr("You must trump, even lower than the trump already played."),
            "not_in_hand": self.tr("That card is not in your hand."),
            "not_playing": self.tr("It is not time to play a card."),
        }
        return reasons.get(reason, self.tr("That card may not be played now."))

    def summary_text(self, result: DealScore, totals: tuple[int, int]) -> str:
        made = self.tr("made") if result.made else self.tr("failed")
        lines = [self.tr("Contract %1 (%2)").replace("%1", made).replace("%2", TEAMS[result.takers])]
        if result.litige:
            lines.append(self.tr("Litige: %1 points held for the next deal.").replace("%1", str(result.held)))
        for team, score in enumerate(result.teams):
            lines.append(self.tr("%1: card points %2, declarations %3, belote %4, score %5").replace(
                "%1", TEAMS[team]).replace("%2", str(score.points)).replace("%3", str(score.declarations))
                .replace("%4", str(score.belote)).replace("%5", str(score.score)))
        lines.append(self.tr("Totals: NS %1, EW %2").replace("%1", str(totals[0])).replace("%2", str(totals[1])))
        return "\n".join(lines)

    def show_score_sheet(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Score sheet"))
        text = QPlainTextEdit()
        text.setReadOnly(True)
        rows = [self.tr("Deal\tNS\tEW\tTotal NS\tTotal EW")]
        for number, (result, totals) in enumerate(self.deal_log, 1):
            ns, ew = result.scores()
            rows.append(f"{number}\t{ns}\t{ew}\t{totals[0]}\t{totals[1]}")
        text.setPlainText("\n".join(rows))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(text)
        layout.addWidget(buttons)
        dialog.resize(420, 300)
        dialog.exec()

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Belote Desktop"),
                          self.tr("Belote Desktop %1\nBelote, coinche and contrée against computer players.")
                          .replace("%1", __version__))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
