"""The window's part of playing without seeing the table (issue 17, ``ui.access``): ``install_access``
wires the table's accessible widgets, the narrated events, the player's turn and a refused card told
at once, and the status line's news (a hint, an undo) told as well as shown (``tell``). Game > Say
that again repeats the last sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from ..bots.coach import Advice
from ..engine import Bid, Declaration
from ..engine.bidding import LAST_DOUBLE, LAST_RAISE, PASS
from .access import speech
from .access.announcer import Announcer
from .access.narrated import NarratedPresenter
from .access.table_access import TableAccess
from .common.spoken import advice_words
from .window_changes import install_changes

if TYPE_CHECKING:
    from .main_window import MainWindow


def show_status(w: MainWindow, words: Callable[[], str], timeout: int = 0) -> None:
    """Show what ``words()`` says in the status line, worded again if the language changes while it is there (D12:
    "Your turn to bid." stayed in the old language)."""
    text = words()
    w.statusBar().showMessage(text, timeout)
    w.status_words = (words, text)


def restate_status(w: MainWindow) -> None:
    """After a language change: the status line's words in the new language, if they are still there."""
    words, text = getattr(w, "status_words", (None, ""))
    status = w.statusBar()
    if words is not None and text and status.currentMessage() == text:
        show_status(w, words)


def tell(w: MainWindow, text: str | Callable[[], str], timeout: int = 0) -> None:
    """Show ``text`` in the status line and say it (a status line's change is not read by every reader). Given as
    a function that words it, Say that again words it again in the language of the moment."""
    words = text if callable(text) else lambda: text
    show_status(w, words, timeout)
    presenter = w.presenter
    if isinstance(presenter, NarratedPresenter) and presenter.announcer is not None:
        presenter.say_now(words)


def install_access(w: MainWindow) -> None:
    presenter = w.presenter
    assert isinstance(presenter, NarratedPresenter)
    c, human = w.controller, w.controller.human
    w.announcer = Announcer(w.view, w.statusBar(), w)
    w.announcer.short = w.settings.short_announcements
    w.announcer.set_older_readers(w.settings.older_reader_speech)
    presenter.announcer = w.announcer
    w.table_access = TableAccess(w.view, presenter, c)
    access = w.table_access
    # Read again once the table shows what it was told (every event queues a step, and the queue says when
    # it is idle): at the signals themselves the scene has not moved yet.
    w.scene.animations_done.connect(access.refresh)
    w.announcer.spoken.connect(access.heard)  # and as each sentence is said (the fourth card of a trick: D8)
    w.keyboard.chosen_changed.connect(access.follow_choice)
    access.choose = w.keyboard.choose
    access.chosen = lambda: w.keyboard.chosen

    # Each worded when said, and again by Say that again, in the language of the moment (D12).
    def to_play(mask: int) -> None:
        presenter.say_now(lambda: speech.turn_to_play(mask.bit_count(), w.announcer.short))

    def to_bid(bids: list[Bid]) -> None:
        if c.options.variant == "klaverjas":  # ik speel / ik pas (K4), or must play when all passed
            forced = not any(bid.kind == PASS for bid in bids)
            presenter.say_now(lambda: speech.turn_to_choose_trump(forced, w.announcer.short))
            return
        moment, highest = c.deal.auction_moment, c.deal.highest_bid
        if moment in (LAST_RAISE, LAST_DOUBLE):  # the last raise's choices are said as what they are
            value = None if highest is None else highest[1]
            presenter.say_now(lambda: speech.turn_at_last_chance(moment, value, w.announcer.short))
            return
        presenter.say_now(lambda: speech.turn_to_bid(w.announcer.short))

    def to_announce(declarations: tuple[Declaration, ...]) -> None:
        presenter.say_now(lambda: speech.may_announce_sentence(declarations))

    def refused(card: int, _rule: str, reason: str) -> None:
        presenter.say_now(lambda: speech.refusal_sentence(card, w.refusals.reason_text(reason)), urgent=True)

    def hinted(advice: Advice) -> None:
        variant = c.options.variant
        presenter.say_now(lambda: hint_headline(advice_words(advice.best, variant),
                                                w.hints.reason_text(advice.reason)))

    c.hinted.connect(hinted)
    for asked in (human.to_play, human.to_bid, human.to_announce):  # after the ring's own move (KeyboardPlay)
        asked.connect(lambda *_: access.release_words())
    human.to_play.connect(to_play)
    human.to_bid.connect(to_bid)
    human.to_announce.connect(to_announce)
    # Klaverjas with auto roem off: the deal waits for the player to gather the last trick (or call its roem).
    human.to_gather.connect(lambda: presenter.say_now(lambda: speech.turn_to_gather(w.announcer.short)))
    human.illegal_card.connect(refused)

    def teams() -> tuple[str, str]:
        return speech.team_names(c.human_seat & 1)

    c.deal_scored.connect(lambda result, totals: presenter.tell(
        lambda: speech.result_sentence(result, teams(), totals, w.announcer.short)))
    c.match_over.connect(lambda winner, totals: presenter.tell(
        lambda: speech.match_sentence(winner, teams(), totals)))

    w.say_again_action = QAction(w)
    w.say_again_action.setObjectName("say_again")
    w.say_again_action.setShortcut(QKeySequence("Ctrl+R"))
    w.say_again_action.triggered.connect(presenter.say_again)
    w.game_menu.insertAction(w.settings_action, w.say_again_action)
    install_changes(w)  # what is said as things change: the bid being built, an undo, the rules help
    retranslate_access(w)


def retranslate_access(w: MainWindow) -> None:
    action = getattr(w, "say_again_action", None)
    if action is not None:
        action.setText(QCoreApplication.translate("MainWindow", "Say that &again"))
    restate_status(w)



def hint_headline(move: str, reason: str) -> str:
    """"Hint: 9♠, the trick is lost." in the current language; a call that ends in its own "!" (Contre!, Surcoinche!)
    takes no full stop after it ("Conseil : Contre !", not "Contre !.")."""
    translate = QCoreApplication.translate
    if reason:
        return translate("Hints", "Hint: %1, %2.").replace("%1", move).replace("%2", reason)
    headline = translate("Hints", "Hint: %1.").replace("%1", move)
    return headline[:-1] if headline.endswith(("!.", "?.")) else headline


__all__ = ["hint_headline", "install_access", "restate_status", "retranslate_access", "show_status", "tell"]
