"""The main window: the table, the panels floating over it, menus, a status line and the dialogs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QMainWindow, QMessageBox, QWidget

from .. import __version__
from ..controller import GameController, Levels, resume
from ..engine import Bid, Declaration
from ..i18n.language import LanguageManager, build_language_menu
from ..session.keeper import Keeper
from ..session.settings import GameSettings
from ..session.settings_store import load_geometry, save_geometry, save_settings
from ..storage import BadFile
from .keyboard import KeyboardPlay
from .panels.bidding import BiddingPanel
from .panels.declarations import DeclarationPanel
from .table import layout
from .table.presenter import TablePresenter
from .table.scene import TableScene
from .table.view import TableView

if TYPE_CHECKING:
    # The dialogs and the rules help are imported when first opened: a quicker start.
    from .dialogs.deal_summary import DealSummaryDialog
    from .dialogs.last_trick import LastTrickDialog
    from .dialogs.record_viewer import RecordViewer
    from .dialogs.score_sheet import ScoreSheetDialog
    from .dialogs.settings import SettingsDialog
    from .dialogs.statistics import StatisticsDialog
    from .help.rules_panel import RulesPanel

# Where the floating panels sit: between the trick and your hand.
PANEL_POINT = (0.5, 0.70)


class MainWindow(QMainWindow):
    def __init__(self, settings: GameSettings | None = None, seed: int | str = 0, auto_continue: bool = False,
                 human_is_bot: bool = False, bot_mode: str = "thread", languages: LanguageManager | None = None,
                 store: QSettings | None = None, data_folder: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The application's language manager (app.py makes one and remembers the choice); a window of its own
        # otherwise, so the Language menu always works.
        self.languages = languages if languages is not None else LanguageManager(parent=self)
        self.settings = settings or GameSettings()
        # Each new match deals from its own seed, drawn from the window's: repeatable for a given
        # --seed (and in tests), different from one match to the next.
        self.base_seed = seed
        self.matches_started = 0
        self.auto_continue = auto_continue  # no summary dialogs: deals follow each other (tests, self-test)
        self._build_table(human_is_bot, bot_mode)
        self._connect_controller()
        # The rules help, docked at the right, closed until asked for (F1, or a refused card's rule link).
        self._rules_panel: RulesPanel | None = None  # made when first shown (see rules_panel)
        # After a refused card: a link to the rule that forbids it.
        self.rule_link = QLabel()
        self.rule_link.setObjectName("rule_link")
        self.rule_link.linkActivated.connect(self.show_rule)
        self.rule_link.hide()
        self.statusBar().addPermanentWidget(self.rule_link)
        self._refused_rule = ""

        self.score_sheet: ScoreSheetDialog | None = None
        self.last_trick: LastTrickDialog | None = None
        self.summary: DealSummaryDialog | None = None
        self.viewers: list[RecordViewer] = []
        self.statistics_dialog: StatisticsDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.match_box: QMessageBox | None = None
        self.notice: QMessageBox | None = None
        self._closed = False
        # Settings and window geometry in QSettings; the match, statistics and records in data_folder.
        self.store = store
        self.keeper = Keeper(data_folder, self.controller, self) if data_folder is not None else None
        if self.keeper is not None:
            self.keeper.settings = self.settings
            self.keeper.notice.connect(self.show_notice)
        if store is not None:
            geometry, state = load_geometry(store)
            if geometry is not None:
                self.restoreGeometry(geometry)
            if state is not None:
                self.restoreState(state)
        self._build_menus()
        self.retranslate()
        self.statusBar().showMessage(self.tr("Welcome to Belote Desktop."))

    # ------------------------------------------------------------------ set-up
    def _build_table(self, human_is_bot: bool, bot_mode: str) -> None:
        """The scene in its view, the panels floating over it, and the controller behind them."""
        s = self.settings
        self.scene = TableScene(self, speed=s.speed)
        self.scene.set_four_colour(s.four_colour)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.bidding_panel = BiddingPanel(s.options.variant)
        self.bidding_panel.hide()
        self.view.add_overlay(self.bidding_panel, layout.at(*PANEL_POINT))
        self.declaration_panel = DeclarationPanel()
        self.declaration_panel.hide()
        self.view.add_overlay(self.declaration_panel, layout.at(*PANEL_POINT))
        self.presenter = TablePresenter(self.scene, self)
        self.presenter.trump_position = "first" if s.trump_first else "last"
        self.controller = GameController(self.presenter, s.options, self.base_seed, levels=self._levels(human_is_bot),
                                         auto_announce=s.auto_announce, bot_mode=bot_mode, parent=self)
        self.presenter.set_names(self._chosen_names())

    def _levels(self, human_is_bot: bool) -> Levels:
        s = self.settings
        return Levels(s.partner_level, s.opponent_level, s.partner_level if human_is_bot else None)

    def _connect_controller(self) -> None:
        c, human = self.controller, self.controller.human
        human.to_bid.connect(self._on_human_to_bid)
        human.to_announce.connect(self._on_human_to_announce)
        human.to_play.connect(self._on_human_to_play)
        human.illegal_card.connect(self._on_illegal_card)
        c.bid_made.connect(self._on_bid_made)
        c.trick_won.connect(self._on_trick_won)
        c.deal_scored.connect(self._on_deal_scored)
        c.match_over.connect(self._on_match_over)
        c.thrown_in.connect(lambda: self.statusBar().showMessage(self.tr("All passed: the cards are dealt again.")))
        c.dealt.connect(self._on_dealt)
        c.declarations_shown.connect(self._on_declarations_shown)
        self.bidding_panel.bid_chosen.connect(self._on_bid_chosen)
        self.declaration_panel.announced.connect(self._on_announced)
        self.keyboard = KeyboardPlay(self.scene, c, self)
        self.view.card_key.connect(self.keyboard.press)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.export_action = QAction(self)
        self.export_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.export_action.triggered.connect(self.export_match)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: self.open_record())
        self.file_menu.addAction(self.export_action)
        self.file_menu.addAction(self.open_action)
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_match)
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.show_settings)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.statistics_action = QAction(self)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.view_menu = bar.addMenu("")
        self.last_trick_action = QAction(self)
        self.last_trick_action.setShortcut(QKeySequence("Ctrl+L"))
        self.last_trick_action.triggered.connect(self.show_last_trick)
        self.sheet_action = QAction(self)
        self.sheet_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.sheet_action.triggered.connect(self.show_score_sheet)
        self.view_menu.addAction(self.last_trick_action)
        self.view_menu.addAction(self.sheet_action)

        self.language_menu = bar.addMenu("")
        self.language_menu.setObjectName("language_menu")
        build_language_menu(self.language_menu, self.languages)

        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setCheckable(True)
        self.rules_action.toggled.connect(lambda shown: self.rules_panel.setVisible(shown))
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.help_menu.addAction(self.rules_action)
        self.view_menu.addAction(self.rules_action)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Belote Desktop"))
        self.file_menu.setTitle(self.tr("&File"))
        self.export_action.setText(self.tr("&Export match…"))
        self.open_action.setText(self.tr("&Open game record…"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.new_action.setText(self.tr("&New match"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.sheet_action.setText(self.tr("&Score sheet"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        if self._refused_rule:
            self._show_rule_link(self._refused_rule)
        self.about_action.setText(self.tr("&About Belote Desktop"))
        self.presenter.set_names(self._chosen_names())  # the default words are translated too

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _chosen_names(self) -> dict[int, str]:
        h = self.controller.human_seat
        s = self.settings
        return {h: s.player_name, h ^ 2: s.partner_name, (h + 1) & 3: s.left_name, (h + 3) & 3: s.right_name}

    def start(self) -> None:
        """Resume the saved match, or deal the first hand (after the window is shown, so it is seen)."""
        saved = self.keeper.load() if self.keeper is not None else None
        if saved is not None:
            self.settings = self.settings.with_(options=saved.options)
            self.bidding_panel.set_variant(saved.options.variant)
            if self._rules_panel is not None:
                self._rules_panel.set_game(saved.options)
            resume(self.controller, saved)
            self.statusBar().showMessage(self.tr("Your match was resumed where you left it. Game > New match "
                                                 "starts afresh."), 10000)
        else:
            self.controller.start()
            if self.keeper is not None:
                self.keeper.match_started()
        if self.keeper is not None and self.keeper.problems:
            self.show_notice("\n\n".join(self.keeper.problems))
            self.keeper.problems.clear()

    def settings_problem_text(self, reason: str) -> str:
        return self.tr("Your saved settings could not be used (%1), so the default settings are in use.").replace(
            "%1", reason)

    def show_notice(self, text: str) -> None:
        """A message the player should read, without stopping the table (not modal)."""
        notice = QMessageBox(QMessageBox.Icon.Warning, self.tr("Belote Desktop"), text,
                             QMessageBox.StandardButton.Ok, self)
        notice.setWindowModality(Qt.WindowModality.NonModal)
        self._open_until_closed(notice, "notice")

    def _open_until_closed(self, dialog: QDialog, attribute: str) -> None:
        """Show ``dialog`` as ``self.<attribute>`` until it closes; then Qt deletes it.

        ``open()``, never ``exec()``: no nested event loop (bots, animations and the next click would run
        inside a slot that has not returned), and ``exec()`` also hands the dialog to Python, whose cycle
        collector then deletes it at a moment nobody chose (in the middle of an import, a click, a paint):
        that was a native crash. Here the window owns the dialog while it is open and ``deleteLater``
        ends it in the event loop, once its own signals are over.
        """
        setattr(self, attribute, dialog)

        def closed(_result: int) -> None:
            if getattr(self, attribute) is dialog:
                setattr(self, attribute, None)
            dialog.deleteLater()

        dialog.finished.connect(closed)
        dialog.open()

    def new_match(self) -> None:
        """Start afresh with the current settings (rule changes take effect here)."""
        self._hide_panels()
        s = self.settings
        c = self.controller
        c.levels = self._levels(human_is_bot=c.levels.human is not None)
        c.human.auto_announce = s.auto_announce
        self.bidding_panel.set_variant(s.options.variant)
        if self._rules_panel is not None:
            self._rules_panel.set_game(s.options)
        self.rule_link.hide()
        self.matches_started += 1
        c.new_match(s.options, seed=f"{self.base_seed}/{self.matches_started}")
        if self.keeper is not None:
            self.keeper.settings = s
            self.keeper.match_started()
        self._refresh_views()

    def apply_settings(self, settings: GameSettings) -> None:
        """The look and the names change at once; rules and levels with the next match."""
        old = self.settings
        self.settings = settings
        self.scene.set_speed(settings.speed)
        self.scene.set_four_colour(settings.four_colour)
        self.controller.human.auto_announce = settings.auto_announce
        self.presenter.trump_position = "first" if settings.trump_first else "last"
        self.presenter.set_names(self._chosen_names())
        if self.store is not None:
            save_settings(self.store, settings)
        if (settings.options, settings.partner_level, settings.opponent_level) != (
                old.options, old.partner_level, old.opponent_level):
            self.statusBar().showMessage(self.tr("The new rules and players take effect from the next match."), 8000)
        self._refresh_views()

    # ------------------------------------------------------------------ controller events
    def _on_dealt(self, info: dict) -> None:
        self.statusBar().showMessage(self.tr("Deal %1").replace("%1", str(info["number"])))

    def _on_human_to_bid(self, bids: list[Bid]) -> None:
        self.bidding_panel.set_variant(self.controller.options.variant)
        self.bidding_panel.set_legal(bids)
        self.bidding_panel.show()
        self.bidding_panel.raise_()
        self.statusBar().showMessage(self.tr("Your turn to bid."))

    def _on_bid_chosen(self, bid: Bid) -> None:
        self.bidding_panel.hide()
        self.view.setFocus()  # the arrows and Enter go back to the cards
        self.controller.human.bid(bid)

    def _on_bid_made(self, seat: int, bid: Bid) -> None:
        if seat != self.controller.human_seat:
            return
        self.bidding_panel.set_legal([])
        self.bidding_panel.hide()

    def _on_human_to_announce(self, declarations: tuple[Declaration, ...]) -> None:
        self.declaration_panel.offer(declarations)
        self.declaration_panel.show()
        self.declaration_panel.raise_()
        self.statusBar().showMessage(self.tr("Announce your declarations, or say nothing."))

    def _on_announced(self, declarations: tuple[Declaration, ...]) -> None:
        self.view.setFocus()
        self.controller.human.announce(declarations)

    def _on_human_to_play(self, _legal: int) -> None:
        self.rule_link.hide()
        self._refused_rule = ""
        self.statusBar().showMessage(self.tr("Your turn: play a card (click it, or choose with the arrows and "
                                             "press Enter)."))

    def _on_declarations_shown(self, shown: dict[int, tuple[Declaration, ...]]) -> None:
        self.statusBar().showMessage(self.presenter.declarations_sentence(shown), 8000)

    def _on_illegal_card(self, rule: str, reason: str) -> None:
        words = self.reason_text(reason)
        self.statusBar().showMessage(self.tr("%1 (rule %2)").replace("%1", words).replace("%2", rule), 6000)
        self._show_rule_link(rule)

    def _show_rule_link(self, rule: str) -> None:
        self._refused_rule = rule
        self.rule_link.setText('<a href="%1">%2</a>'.replace("%1", rule).replace(
            "%2", self.tr("Why? See rule %1").replace("%1", rule)))
        self.rule_link.show()

    @property
    def rules_panel(self) -> RulesPanel:
        """The rules help, docked at the right; built (and its texts loaded) the first time it is wanted."""
        if self._rules_panel is None:
            from .help.rules_panel import RulesPanel

            panel = RulesPanel(self)
            panel.setObjectName("rules_panel")
            panel.hide()
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.hide()
            panel.set_game(self.controller.match.options)
            panel.visibilityChanged.connect(self._sync_rules_action)
            self._rules_panel = panel
        return self._rules_panel

    def _sync_rules_action(self, _visible: bool) -> None:
        # A dock closed with its own button must uncheck the menu item (and not be reopened by it).
        shown = self._rules_panel is not None and self._rules_panel.isVisible()
        if self.rules_action.isChecked() != shown:
            self.rules_action.blockSignals(True)
            self.rules_action.setChecked(shown)
            self.rules_action.blockSignals(False)

    def show_rule(self, rule: str) -> None:
        """Open the rules help at the section of ``rule`` (an engine rule id such as R6)."""
        panel = self.rules_panel
        panel.show()
        panel.raise_()
        panel.show_rule(rule)
        self._sync_rules_action(True)

    def _on_trick_won(self, _winner: int, _cards: object) -> None:
        if self.last_trick is not None and self.last_trick.isVisible():
            self._fill_last_trick()

    def _on_deal_scored(self, _result: object, totals: tuple[int, int]) -> None:
        self.statusBar().showMessage(self.tr("Deal scored: %1 - %2").replace("%1", str(totals[0]))
                                     .replace("%2", str(totals[1])))
        self._refresh_views()
        if self.controller.match.is_over:
            return  # match_over follows and says it all
        if self.auto_continue:
            QTimer.singleShot(0, self.controller, self.controller.next_deal)
            return
        match = self.controller.match
        from .dialogs.deal_summary import DealSummaryDialog

        summary = DealSummaryDialog(match, len(match.deals) - 1, self.presenter.names(),
                                    self.controller.human_seat, self, four_colour=self.settings.four_colour)
        summary.score_sheet_requested.connect(self.show_score_sheet)
        summary.finished.connect(self._after_summary)
        self._open_until_closed(summary, "summary")

    def _after_summary(self) -> None:
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
        sheet = box.addButton(self.tr("Score sheet"), QMessageBox.ButtonRole.HelpRole)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        sheet.clicked.disconnect()  # keep the box open while the sheet is looked at
        sheet.clicked.connect(self.show_score_sheet)
        box.finished.connect(lambda _result: self.new_match() if box.clickedButton() is new else None)
        self._open_until_closed(box, "match_box")

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

    def show_settings(self) -> None:
        if self.settings_dialog is not None:  # one at a time
            self.settings_dialog.raise_()
            return
        from .dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        self._open_until_closed(dialog, "settings_dialog")

    def show_score_sheet(self) -> None:
        if self.score_sheet is None:
            from .dialogs.score_sheet import ScoreSheetDialog

            self.score_sheet = ScoreSheetDialog(self)
        self._refresh_views()
        self.score_sheet.show()
        self.score_sheet.raise_()

    def show_last_trick(self) -> None:
        if self.last_trick is None:
            from .dialogs.last_trick import LastTrickDialog

            self.last_trick = LastTrickDialog(self)
        self._fill_last_trick()
        self.last_trick.show()
        self.last_trick.raise_()

    def _fill_last_trick(self) -> None:
        assert self.last_trick is not None
        c = self.controller
        deal = c.match.deal
        trick = deal.tricks[-1] if deal.tricks else None
        trump = deal.contract.trump if deal.contract is not None else 0
        self.last_trick.show_trick(trick, self.presenter.names(), c.human_seat, trump,
                                   clockwise=c.options.direction == "clockwise",
                                   number=len(deal.tricks) or None, four_colour=self.settings.four_colour)

    def _refresh_views(self) -> None:
        c = self.controller
        if self.score_sheet is not None:
            self.score_sheet.refresh(c.match, self.presenter.names(), c.human_seat,
                                     four_colour=self.settings.four_colour)
        if self.last_trick is not None and self.last_trick.isVisible():
            self._fill_last_trick()

    def _hide_panels(self) -> None:
        self.bidding_panel.hide()
        self.declaration_panel.hide()
        if self.summary is not None:
            self.summary.finished.disconnect(self._after_summary)
            self.summary.close()  # finished: deleted later, and forgotten now

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Belote Desktop"),
                          self.tr("Belote Desktop %1\nBelote, coinche and contrée against computer players.")
                          .replace("%1", __version__))

    # ------------------------------------------------------------------ files
    def export_match(self) -> None:
        if self.keeper is None:
            return
        name, _filter = QFileDialog.getSaveFileName(self, self.tr("Export match"), str(Path.home() / "belote.json"),
                                                    self.tr("Game records (*.json)"))
        if not name:
            return
        try:
            self.keeper.export(Path(name))
        except OSError as error:
            self.show_notice(self.tr("The match could not be written to %1: %2").replace("%1", name)
                             .replace("%2", error.strerror or str(error)))
            return
        self.statusBar().showMessage(self.tr("Match exported to %1.").replace("%1", name), 6000)

    def open_record(self, path: Path | None = None) -> RecordViewer | None:
        """Show a game record on a table of its own, to step through (``path``: no file dialog)."""
        if self.keeper is None:
            return None
        if path is None:
            name, _filter = QFileDialog.getOpenFileName(self, self.tr("Open game record"), str(Path.home()),
                                                        self.tr("Game records (*.json);;All files (*)"))
            if not name:
                return None
            path = Path(name)
        try:
            match = self.keeper.open_record(path)
        except BadFile as bad:
            self.show_notice(self.keeper.bad_file_text(bad, "record"))
            return None
        except OSError as error:
            self.show_notice(self.tr("The file %1 could not be read: %2").replace("%1", str(path))
                             .replace("%2", error.strerror or str(error)))
            return None
        from .dialogs.record_viewer import RecordViewer

        viewer = RecordViewer(match, path.name, speed=self.settings.speed, four_colour=self.settings.four_colour,
                              parent=self)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(lambda _=None, v=viewer: self.viewers.remove(v) if v in self.viewers else None)
        self.viewers.append(viewer)
        viewer.resize(1100, 720)
        viewer.show()
        return viewer

    def show_statistics(self) -> None:
        if self.keeper is None:
            return
        from .dialogs.statistics import StatisticsDialog

        dialog = StatisticsDialog(self.keeper.statistics, self)
        dialog.reset_requested.connect(self.keeper.reset_statistics)
        self._open_until_closed(dialog, "statistics_dialog")

    @property
    def is_closed(self) -> bool:
        """The window has been closed (the match saved, the bots stopped): nothing more will be played here."""
        return self._closed

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closed = True
        self.controller.shutdown()
        if self.keeper is not None:
            self.keeper.save()
        if self.store is not None:
            save_geometry(self.store, self.saveGeometry(), self.saveState())
        for viewer in list(self.viewers):
            viewer.close()
        super().closeEvent(event)
