"""The main window: the table, the panels floating over it, menus, a status line and the dialogs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QWidget

from ..controller import GameController, Levels, resume
from ..engine import Bid, Declaration, Match
from ..i18n.language import LanguageManager
from ..session.keeper import Keeper
from ..session.settings import GameSettings
from ..session.settings_store import load_geometry, save_geometry, save_settings
from .access.narrated import NarratedPresenter
from .common.popups import guard_menus
from .hints import install_hints, retranslate_hints
from .keyboard import KeyboardPlay
from .panels.bidding import BiddingPanel
from .panels.declarations import DeclarationPanel
from .refusals import Refusals
from .table import layout
from .table.scene import TableScene
from .table.view import TableView
from .window_access import install_access, retranslate_access, show_status, tell
from .window_aids import apply_aids, install_aids
from .window_dialogs import WindowDialogs
from .window_klaverjas import install_klaverjas
from .window_lesson import install_lessons, retranslate_lessons
from .window_menus import build_menus, retranslate_menus, update_rewind
from .window_queries import install_queries, retranslate_queries
from .window_rules import RulesDock
from .window_sounds import apply_sound_settings, install_sounds, retranslate_sounds

if TYPE_CHECKING:
    # The dialogs and the rules help are imported when first opened: a quicker start.
    from .help.rules_panel import RulesPanel

# Where the floating panels sit: between the trick and your hand.
PANEL_POINT = (0.5, 0.765)  # the bidding and declaration panels' bottom edge: just above the hand


class MainWindow(QMainWindow):
    def __init__(self, settings: GameSettings | None = None, seed: int | str = 0, auto_continue: bool = False,
                 human_is_bot: bool = False, bot_mode: str = "thread", languages: LanguageManager | None = None,
                 store: QSettings | None = None, data_folder: Path | None = None, offer_lesson: bool = False,
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
        self.rules_dock = RulesDock(self)
        # After a refused card: the reason and the rule's link, on the table by the card and in the status bar.
        self.refusals = Refusals(self.scene, self.statusBar(), self.show_rule, self)
        self.rule_link = self.refusals.link

        self.dialogs = WindowDialogs(self)
        self._closed = False
        # Which rules the match on the table follows (they may differ from the settings: a resumed match
        # keeps its own); always in view, at the right of the status line.
        self.match_label = QLabel()
        self.match_label.setObjectName("match_rules")
        self.statusBar().addPermanentWidget(self.match_label)
        self._resumed = False
        # Settings and window geometry in QSettings; the match, statistics and records in data_folder.
        self.store = store
        self.keeper = Keeper(data_folder, self.controller, self) if data_folder is not None else None
        if self.keeper is not None:
            self.keeper.settings = self.settings
            self.keeper.notice.connect(self.dialogs.show_notice)
        # Whether the saved size and place were taken (``window_size.show_placed`` opens it otherwise).
        self.geometry_restored = False
        if store is not None:
            geometry, state = load_geometry(store)
            if geometry is not None:
                self.geometry_restored = self.restoreGeometry(geometry)
            if state is not None:
                self.restoreState(state)
        build_menus(self)
        # A menu opened by Alt+letter stays open with a screen reader too; leaving the menus, the keys come back
        # to the table.
        guard_menus(self, self.menuBar(), lambda: self.table_access.take_keys_back())
        install_access(self)  # what a screen reader is told and can find (after the menus: Say that again)
        install_queries(self)  # the keys that ask the table (the trick, the contract, ...) and recall what was said
        install_aids(self)  # the auction, the deal's tally, the cards played; the only card played by itself
        install_klaverjas(self)  # "Roem!" and the gathering of the last trick (issue 38)
        install_sounds(self)  # the table's sounds, and Game > Sounds
        install_lessons(self, offer_lesson)  # Help > Learn to play; the first start's offer (``offer_lesson``)
        self.retranslate()
        self.statusBar().showMessage(self.tr("Welcome to Belote Desktop."))

    # ------------------------------------------------------------------ set-up
    def _build_table(self, human_is_bot: bool, bot_mode: str) -> None:
        """The scene in its view, the panels floating over it, and the controller behind them."""
        s = self.settings
        self.scene = TableScene(self, speed=s.speed)
        self.scene.set_four_colour(s.four_colour)
        self.scene.set_large_cards(s.large_cards)
        self.scene.set_table_look(s.card_back, s.felt)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.bidding_panel = BiddingPanel(s.match_options.variant)
        self.bidding_panel.hide()
        self.view.add_overlay(self.bidding_panel, lambda: layout.above_hand(*PANEL_POINT), bottom=True)
        self.declaration_panel = DeclarationPanel()
        self.declaration_panel.hide()
        self.view.add_overlay(self.declaration_panel, lambda: layout.above_hand(*PANEL_POINT), bottom=True)
        self.presenter = NarratedPresenter(self.scene, self)  # shows the game and tells it to screen readers
        self.presenter.trump_position = "first" if s.trump_first else "last"
        self.controller = GameController(self.presenter, s.match_options, self.base_seed,
                                         levels=self._levels(human_is_bot),
                                         auto_announce=s.auto_announce, bot_mode=bot_mode, numbered=True, parent=self)
        self.presenter.set_names(self._chosen_names())

    def _levels(self, human_is_bot: bool) -> Levels:
        s = self.settings
        return Levels(s.partner_level, s.opponent_level, s.partner_level if human_is_bot else None, s.expert_seconds)

    def _connect_controller(self) -> None:
        c, human = self.controller, self.controller.human
        human.to_bid.connect(self._on_human_to_bid)
        human.to_announce.connect(self._on_human_to_announce)
        human.to_play.connect(self._on_human_to_play)
        human.illegal_card.connect(lambda card, rule, reason: self.refusals.show(card, rule, reason))
        c.card_played.connect(self._on_card_played)
        c.bid_made.connect(self._on_bid_made)
        c.trick_won.connect(self._on_trick_won)
        c.deal_scored.connect(self._on_deal_scored)
        c.match_over.connect(self._on_match_over)
        c.thrown_in.connect(lambda: self.statusBar().showMessage(self.tr("All passed: the cards are dealt again.")))
        c.dealt.connect(self._on_dealt)
        c.declarations_shown.connect(self._on_declarations_shown)
        self.bidding_panel.bid_chosen.connect(self._on_bid_chosen)
        self.declaration_panel.announced.connect(self._on_announced)
        # Undo and Redo follow the game: on when there is a move of the player's to take back or play again.
        for signal in (human.to_bid, human.to_announce, human.to_play, c.bid_made, c.card_played, c.dealt,
                       c.deal_scored, c.rewound):
            signal.connect(lambda *_: update_rewind(self))
        self.keyboard = KeyboardPlay(self.scene, c, self)
        self.view.card_key.connect(self.keyboard.press)
        install_hints(self)  # the coach's hint: Game > Hint, H, the button above the hand

    def retranslate(self) -> None:
        retranslate_menus(self)
        retranslate_hints(self)
        retranslate_access(self)
        retranslate_queries(self)
        retranslate_sounds(self)
        retranslate_lessons(self)
        self.refusals.retranslate()
        self.presenter.set_names(self._chosen_names())  # the default words are translated too
        self._show_match_rules()  # the status line's right part: "Belote classique · donne 7 sur 8"

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
        try:
            if not self.lessons.offer_first():  # at the very first start the lesson is offered: play waits
                self._resume_or_deal()
        finally:
            # What the start found (a damaged save, a folder that cannot be used) is said even if dealing failed.
            if self.keeper is not None and self.keeper.problems:
                self.dialogs.show_notice("\n\n".join(self.keeper.problems))
                self.keeper.problems.clear()

    def _resume_or_deal(self) -> None:
        saved = self.keeper.load() if self.keeper is not None else None
        if saved is not None:
            self.resume(saved)
            return
        self.controller.start()
        if self.keeper is not None:
            self.keeper.match_started()
        self._show_match_rules()

    def resume(self, saved: Match) -> None:
        """Lay a saved match on the table and play on (at start, and after a lesson)."""
        # The resumed match keeps its own rules; the settings stay the player's, for the next match.
        self.bidding_panel.set_variant(saved.options.variant)
        self.rules_dock.set_game(saved.options)
        resume(self.controller, saved)
        self._resumed = True
        # On the table, where it stays readable: the status line is soon taken by "Your turn".
        resumed = self.tr("Your match was resumed where you left it.")
        self.scene.show_message(resumed)
        self.announcer.say(resumed)  # heard too: the table laid out again told nothing (Table.quiet)
        self._show_match_rules()

    def settings_problem_text(self, reason: str) -> str:
        return self.tr("Your saved settings could not be used (%1), so the default settings are in use.").replace(
            "%1", reason)

    def show_notice(self, text: str) -> None:
        self.dialogs.show_notice(text)

    def ask_new_match(self) -> None:
        """Game > New match: a match in progress is not thrown away without asking."""
        if self.lessons.active and not self.lessons.leave():
            return  # the lesson is left; with no match of the player's to come back to, a new one has begun
        match = self.controller.match
        if match.is_over or not any(deal.actions for deal in match.deals):
            self.new_match()
            return
        self.dialogs.confirm_new_match(self.new_match)

    def new_match(self, *, number: int | None = None) -> None:
        """Start afresh with the current settings (rule changes take effect here); ``number``: the first deal's
        (Game > Play a deal by number), else one drawn from the match's seed."""
        self.lessons.before_new_match()
        self._hide_panels()
        s = self.settings
        c = self.controller
        c.levels = self._levels(human_is_bot=c.levels.human is not None)
        c.human.auto_announce = s.auto_announce
        self.bidding_panel.set_variant(s.match_options.variant)
        self.rules_dock.set_game(s.match_options)
        self.refusals.clear()
        self.matches_started += 1
        c.new_match(s.match_options, seed=f"{self.base_seed}/{self.matches_started}", number=number)
        self._resumed = False
        self._show_match_rules()
        if self.keeper is not None:
            self.keeper.settings = s
            self.keeper.match_started()
        self.dialogs.refresh_views()

    def apply_settings(self, settings: GameSettings) -> None:
        """The look and the names change at once; rules and levels with the next match."""
        old = self.settings
        self.settings = settings
        self.scene.set_speed(settings.speed)
        self.scene.set_four_colour(settings.four_colour)
        self.scene.set_large_cards(settings.large_cards)
        self.view.place_overlays()  # the panels and the hint button stay just above the hand
        self.scene.set_table_look(settings.card_back, settings.felt)
        self.controller.human.auto_announce = settings.auto_announce
        self.announcer.short = settings.short_announcements
        apply_sound_settings(self)
        self.announcer.set_older_readers(settings.older_reader_speech)
        self.presenter.trump_position = "first" if settings.trump_first else "last"
        self.presenter.set_names(self._chosen_names())
        apply_aids(self, settings)
        if self.store is not None:
            save_settings(self.store, settings)
        if (settings.match_options, settings.partner_level, settings.opponent_level, settings.expert_seconds) != (
                old.match_options, old.partner_level, old.opponent_level, old.expert_seconds):
            tell(self, self.tr("The new rules and players take effect from the next match."), 8000)
        self.dialogs.refresh_views()

    # ------------------------------------------------------------------ controller events
    def _on_dealt(self, info: dict) -> None:
        self.statusBar().showMessage(self.tr("Deal %1").replace("%1", str(info["number"])))
        self._show_match_rules()

    def _on_human_to_bid(self, bids: list[Bid]) -> None:
        self.bidding_panel.set_variant(self.controller.options.variant)
        self._show_auction_moment()
        self.bidding_panel.set_legal(bids)
        self.bidding_panel.show()
        self.bidding_panel.raise_()
        show_status(self, self.bidding_panel.status_text)  # worded again at a language change

    def _show_auction_moment(self) -> None:
        """The last raise's moments (R5 ``last_raise``) are choices of their own: the panel says which."""
        deal = self.controller.deal
        highest = deal.highest_bid
        self.bidding_panel.set_proposed(getattr(deal, "proposed", None))  # klaverjas's proposed suit (K4)
        self.bidding_panel.set_moment(deal.auction_moment, None if highest is None else highest[1])

    def _on_bid_chosen(self, bid: Bid) -> None:
        self.bidding_panel.hide()
        self.view.setFocus()  # the arrows and Enter go back to the cards
        self.controller.human.bid(bid)

    def _on_bid_made(self, seat: int, bid: Bid) -> None:
        if seat != self.controller.human_seat:
            return
        self.bidding_panel.set_legal([])
        self.bidding_panel.hide()
        self.statusBar().clearMessage()  # "Your turn to bid." is over: the others bid now

    def _on_human_to_announce(self, declarations: tuple[Declaration, ...]) -> None:
        self.declaration_panel.offer(declarations)
        self.declaration_panel.show()
        self.declaration_panel.raise_()
        show_status(self, lambda: self.tr("Announce your declarations, or say nothing."))

    def _on_announced(self, declarations: tuple[Declaration, ...]) -> None:
        self.view.setFocus()
        self.controller.human.announce(declarations)

    def _on_human_to_play(self, _legal: int) -> None:
        self.refusals.clear()
        show_status(self, lambda: self.tr("Your turn: play a card (click it, or choose with the arrows and press "
                                          "Enter)."))

    def _on_declarations_shown(self, shown: dict[int, tuple[Declaration, ...]]) -> None:
        show_status(self, lambda: self.presenter.declarations_sentence(shown, said=True), 8000)  # read: in words

    def _on_card_played(self, seat: int, _card: int) -> None:
        if seat == self.controller.human_seat:
            self.refusals.clear()  # a card was played after all: the refusal is over

    @property
    def rules_panel(self) -> RulesPanel:
        """The rules help, docked at the right (``RulesDock``)."""
        return self.rules_dock.panel

    def show_rule(self, rule: str) -> None:
        self.rules_dock.show_rule(rule)

    def set_full_screen(self, on: bool) -> None:
        """The table alone on the screen (View > Full screen, F11; Esc leaves it); back as it was."""
        if on and not self.isFullScreen():
            self._was_maximized = self.isMaximized()
            self.showFullScreen()
        elif not on and self.isFullScreen():
            if getattr(self, "_was_maximized", False):
                self.showMaximized()
            else:
                self.showNormal()
        if self.full_screen_action.isChecked() != on:
            self.full_screen_action.setChecked(on)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.set_full_screen(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.rules_dock.keep_table_room()

    def _on_trick_won(self, _winner: int, _cards: object) -> None:
        self.dialogs.refresh_views()

    def _on_deal_scored(self, _result: object, totals: tuple[int, int]) -> None:
        self.statusBar().showMessage(self.tr("Deal scored: %1 - %2").replace("%1", str(totals[0]))
                                     .replace("%2", str(totals[1])))
        self.dialogs.refresh_views()
        self._resumed = False  # the deal that was resumed is over: what follows is played here
        self._show_match_rules()
        if self.lessons.active:
            return  # the lesson tells the count itself, and what follows it is the lesson's end
        if self.controller.match.is_over:
            return  # match_over follows and says it all
        if self.auto_continue:
            QTimer.singleShot(0, self.controller, self.controller.next_deal)
            return
        self.dialogs.show_summary(self._after_summary)

    def _after_summary(self) -> None:
        self.controller.next_deal()

    def _on_match_over(self, winner: int, totals: tuple[int, int]) -> None:
        text = self.dialogs.show_match_over(winner, totals, self.new_match)
        self.statusBar().showMessage(text)

    # ------------------------------------------------------------------ texts and dialogs

    def _hide_panels(self) -> None:
        self.bidding_panel.hide()
        self.declaration_panel.hide()
        self.roem_panel.hide()
        self.dialogs.close_summary()  # a summary still up goes, without dealing the old match's next deal

    def _show_match_rules(self) -> None:
        """The match's rules in the status line: "Coinche · to 701 points", "Classic · deal 2 of 5"."""
        options = self.controller.match.options
        variant = {"classic": self.tr("Classic belote"), "coinche": self.tr("Coinche"),
                   "contree": self.tr("Contrée"),
                   "klaverjas": QCoreApplication.translate("Klaverjas", "Klaverjassen")}[options.variant]
        if options.deals is not None:
            match = self.controller.match
            number = match.deals_played + (0 if match.deal is not None and match.deal.is_over else 1)
            end = self.tr("deal %1 of %2").replace("%1", str(min(number, options.deals))).replace(
                "%2", str(options.deals)) if number <= options.deals else self.tr("extra deal")
        else:
            end = self.tr("to %1 points").replace("%1", str(options.target))
        text = f"{variant} · {end}"
        if self._resumed:
            text = self.tr("%1 (resumed)").replace("%1", text)
        self.match_label.setText(text)
        self.match_label.setToolTip(self.tr("The rules of the match on the table. Changes in Settings apply from "
                                            "the next match."))

    @property
    def is_closed(self) -> bool:
        """The window has been closed (the match saved, the bots stopped): nothing more will be played here."""
        return self._closed

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closed = True
        # A click already on its way (a menu still open when Quit was chosen) must not open a dialog now: alone on
        # the screen, it would keep the program running with no window (found by the soak).
        for action in self.findChildren(QAction):
            action.setEnabled(False)
        for dialog in self.findChildren(QDialog):
            dialog.close()  # the sheet, the last trick, a notice: nothing of the game stays on screen
        self.controller.shutdown()
        self.sounds.player.stop()
        if self.keeper is not None:
            self.keeper.save()
        if self.store is not None:
            save_geometry(self.store, self.saveGeometry(), self.saveState())
        self.dialogs.close_viewers()
        super().closeEvent(event)
