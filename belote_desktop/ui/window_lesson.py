"""The window's lessons (issue 37): Help > Learn to play, the offer at the very first start, and the table
lent to a lesson and given back.

A lesson borrows the controller for one prepared deal (``ui.lesson.driver``). Before it, the match in
progress is saved; while it runs nothing is saved or counted (``Keeper.off_the_record``), there is no
hint (the lesson shows the card), and no deal summary (the lesson tells the count); after it, the saved
match is resumed where it was left, or a new match begins.

The offer is made once, at the very first start of the game (a settings file that holds nothing yet), and
remembered in the settings once the player declines it, leaves the lesson or finishes it; an offer that
was never answered (the game closed meanwhile) is made again. It never comes up where the window is made
without ``offer_lesson`` (the tests, ``--self-test``), nor when ``BELOTE_DESKTOP_NO_LESSON_OFFER`` is set
(the test suite sets it for the programs it starts).

The lesson's modules are imported when a lesson is first wanted: they add nothing to the start-up.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from .window_access import tell

if TYPE_CHECKING:
    from .lesson.driver import LessonDriver
    from .lesson.panel import LessonPanel
    from .main_window import MainWindow

OFFER_KEY = "lesson/offered"
PENDING, DONE = "pending", "done"  # offered and not yet answered; answered (declined, left or finished)
NO_OFFER = "BELOTE_DESKTOP_NO_LESSON_OFFER"
VARIANTS = ("classic", "coinche", "contree")


def offer_wanted(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether the game offers the lesson at its first start (the test suite turns it off)."""
    return not environ.get(NO_OFFER)


def without_mnemonic(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class Lessons(QObject):
    def __init__(self, window: MainWindow, offer: bool) -> None:
        super().__init__(window)
        self.w = window
        self.offer_at_start = offer
        self.driver: LessonDriver | None = None
        self.panel: LessonPanel | None = None
        self.offering = False  # the first start's offer is on the table
        self.resumed = False  # the lesson that ended gave the table back to a saved match

    @property
    def active(self) -> bool:
        return self.driver is not None and self.driver.active

    # ------------------------------------------------------------------ the first start
    def offer_first(self) -> bool:
        """At the window's start: make the offer if it is due (then the match waits for the answer)."""
        store = self.w.store
        if not self.offer_at_start or store is None:
            return False
        state = str(store.value(OFFER_KEY, "") or "")
        if not state:
            if any(key != OFFER_KEY for key in store.allKeys()):
                self._remember()  # the game has been played here before: not its first start
                return False
            store.setValue(OFFER_KEY, PENDING)
            store.sync()
        elif state != PENDING:
            return False
        self._show_offer()
        return True

    def _show_offer(self) -> None:
        panel = self._ensure()
        self.offering = True
        self.w.announcer.say(self._put_up_offer())
        panel.focus_primary()

    def _put_up_offer(self) -> str:
        """The offer's words in the panel (again after a language change); what a reader hears of them."""
        assert self.panel is not None
        translate = QCoreApplication.translate
        text = translate("Lesson", "New to belote? A guided first deal shows you how the game goes, step by step: "
                                   "you play your own cards, and the table explains. You can also take it later "
                                   "from %1.").replace("%1", self.menu_words())
        self.panel.show_words(translate("Lesson", "Welcome to Belote Desktop"), text, translate("Lesson", "Show me"),
                              translate("Lesson", "No, thanks"))
        self.panel.show_refusal("")
        return text

    def _offer_answered(self, accepted: bool) -> None:
        if not self.offering:
            return
        self.offering = False
        if accepted:
            self.start(self.w.settings.options.variant)
            return
        self._remember()
        assert self.panel is not None
        self.panel.put_away()
        self.offer_at_start = False
        self.w.start()  # the game begins as it would have without the offer

    def _remember(self) -> None:
        store = self.w.store
        if store is not None:
            store.setValue(OFFER_KEY, DONE)
            store.sync()

    # ------------------------------------------------------------------ a lesson
    def _ensure(self) -> LessonPanel:
        if self.panel is None:
            from .lesson.driver import LessonDriver
            from .lesson.panel import LessonPanel

            w = self.w
            self.panel = LessonPanel()
            self.panel.follow_scale(w.view.scale_factor)
            w.view.add_overlay(self.panel, self.panel.point)
            self.panel.order_tabs()
            self.driver = LessonDriver(w, self.panel, self.menu_words, self)  # type: ignore[arg-type]
            self.driver.ended.connect(self._ended)
            # After the driver's own connections: its Next and Leave act first, and do nothing outside a lesson.
            self.panel.primary_clicked.connect(lambda: self._offer_answered(True))
            self.panel.secondary_clicked.connect(lambda: self._offer_answered(False))
            self.panel.language_changed.connect(lambda: self._put_up_offer() if self.offering else None)
        return self.panel

    def start(self, variant: str) -> None:
        """Help > Learn to play: the lesson of ``variant`` on the table, the match in progress kept aside."""
        from ..lesson import lesson_for

        self._ensure()
        assert self.driver is not None
        self.offering = False
        w = self.w
        if self.active:
            self.driver.stop()  # another lesson, or the same from its start
        w._hide_panels()  # a summary up goes, without dealing on
        if w.keeper is not None and not w.keeper.off_the_record:
            w.keeper.save()  # the player's match, as it stands, to come back to
            w.keeper.off_the_record = True
        w.hint_action.setEnabled(False)
        # The lesson waits for the player's own card, and explains a duty when the player has one card left
        # to follow with: nothing is played for them (the setting auto_play comes back with the match).
        w.auto_play.held = True
        w.auto_play.cancel()
        w.deal_panels.auction.hold_back(True)
        w.deal_access.refresh()
        lesson = lesson_for(variant)
        w.bidding_panel.set_variant(variant)
        w.rules_dock.set_game(lesson.options(variant))
        self.driver.start(lesson, variant)
        w._show_match_rules()

    def _ended(self, _finished: bool) -> None:
        """The lesson was finished or left: remembered, and the game goes on."""
        self._remember()
        self._give_back()
        w = self.w
        saved = w.keeper.load() if w.keeper is not None else None
        self.resumed = saved is not None
        if saved is not None:
            w.resume(saved)  # which says so
        else:
            w.new_match()
            tell(w, QCoreApplication.translate("Lesson", "The lesson is over: a new match begins."), 8000)

    def _give_back(self) -> None:
        if self.driver is not None:
            self.driver.stop()
        if self.w.keeper is not None:
            self.w.keeper.off_the_record = False
        self.w.hint_action.setEnabled(True)
        self.w.auto_play.held = False
        self.w.deal_panels.auction.hold_back(False)
        self.w.deal_access.refresh()

    def before_new_match(self) -> None:
        """Game > New match (or the end of a match) while a lesson runs: the new match is the player's."""
        if self.active:
            self._remember()
            self._give_back()

    def leave(self) -> bool:
        """The lesson is left (as its Leave button): the player's match comes back. True when a saved match was
        resumed, False when a new one began."""
        self.resumed = False
        if self.driver is not None:
            self.driver.leave()
        return self.resumed

    # ------------------------------------------------------------------ words
    def menu_words(self) -> str:
        """Where the lessons are: "Help > Learn to play", in the menus' words now."""
        w = self.w
        return f"{without_mnemonic(w.help_menu.title())} > {without_mnemonic(w.learn_menu.title())}"


def install_lessons(w: MainWindow, offer: bool) -> None:
    """Help > Learn to play, one entry per variant, after Rules."""
    w.lessons = Lessons(w, offer)
    w.learn_menu = QMenu(w)
    w.learn_menu.setObjectName("learn_menu")
    w.learn_actions = {}
    for variant in VARIANTS:
        action = QAction(w)
        action.setObjectName(f"learn_{variant}")
        action.triggered.connect(lambda _checked=False, v=variant: w.lessons.start(v))
        w.learn_menu.addAction(action)
        w.learn_actions[variant] = action
    w.help_menu.insertMenu(w.shortcuts_action, w.learn_menu)
    retranslate_lessons(w)


def retranslate_lessons(w: MainWindow) -> None:
    translate = QCoreApplication.translate
    w.learn_menu.setTitle(translate("MainWindow", "&Learn to play"))
    words = {"classic": translate("MainWindow", "Classic belote"), "coinche": translate("MainWindow", "Coinche"),
             "contree": translate("MainWindow", "Contrée")}
    for variant, action in w.learn_actions.items():
        action.setText(words[variant])


__all__ = ["NO_OFFER", "OFFER_KEY", "Lessons", "install_lessons", "offer_wanted", "retranslate_lessons"]
