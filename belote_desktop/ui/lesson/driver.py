"""``LessonDriver``: plays a ``lesson.Lesson`` on the window's table, step by step.

The driver sits in the controller's other three seats (``GameController.stand_in``): asked for a move,
it answers with the script's, once the player has read the steps that stand there (Next). It watches
the player's own questions (``HumanSeat.to_bid``, ``to_announce``, ``to_play``) to show the step that
stands beside each, and sits in the player's ``gate``: the script's move goes through, any other is held
back with the lesson's words. Everything is keyed on the deal's place (bids and cards made), never on
what was shown before, so an undo simply shows the steps of the place it goes back to.

Each step is shown in the panel and said through the game's speech (``Announcer``), the cards in words;
the panel's main button takes the focus whenever the table waits for it, the table (or the bidding panel,
set up with the lesson's bid) whenever the player is to move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from ...bots import Decision
from ...controller import GameController
from ...engine import SCORED, SOUTH, Bid, Deal
from ...engine.cards import parse_seat
from ...lesson import ANNOUNCE, MOVE, NEXT, Lesson, Step, place_of
from ..access.announcer import Announcer
from ..common.spoken import bid_words, card_name
from ..panels.bidding import BiddingPanel
from ..panels.declarations import DeclarationPanel
from ..table.moves import move_text
from ..table.presenter import TablePresenter
from ..table.scene import TableScene
from ..table.view import PLAY_KEYS, TableView
from .panel import LessonPanel
from .texts import Filler, other_move, refusal_words, step_words


class Ring(Protocol):
    def choose(self, card: int) -> None: ...


class LessonHost(Protocol):
    """What of the window the lesson uses."""

    controller: GameController
    presenter: TablePresenter
    scene: TableScene
    view: TableView
    keyboard: Ring
    bidding_panel: BiddingPanel
    declaration_panel: DeclarationPanel
    announcer: Announcer
    hint_button: QWidget


translate = QCoreApplication.translate


class LessonDriver(QObject):
    """``ended(finished)``: the lesson is over, to its last step (True) or left on the way (False)."""

    ended = Signal(bool)
    shows_thinking = False  # as a seat: the script does not think

    def __init__(self, host: LessonHost, panel: LessonPanel, menu: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.panel = panel
        self._menu = menu  # "Help > Learn to play", as the menus are called now
        self.lesson: Lesson | None = None
        self.variant = ""
        self.step: Step | None = None  # the step on show
        self._reads: list[Step] = []  # the steps to read at this place, the one on show first
        self._held: Callable[[], None] | None = None  # the script's move, made after the last Next
        self._question = 0  # bumped by every question and withdrawal: a late answer is dropped
        self._refused: tuple[str, str] = ("", "")  # why the last move was held back: shown and said
        self._announce_was = True
        c = host.controller
        c.human.to_bid.connect(lambda _bids: self._players_turn(MOVE))
        c.human.to_announce.connect(lambda _decls: self._players_turn(ANNOUNCE))
        c.human.to_play.connect(lambda _mask: self._players_turn(MOVE))
        c.deal_scored.connect(lambda *_: self._scored())
        panel.primary_clicked.connect(self.next)
        panel.secondary_clicked.connect(self.leave)
        panel.language_changed.connect(self._say_again_quietly)
        host.view.card_key.connect(self._key)

    @property
    def active(self) -> bool:
        return self.lesson is not None

    # ------------------------------------------------------------------ start and end
    def start(self, lesson: Lesson, variant: str) -> None:
        """Deal ``lesson`` on the table under ``variant``; the controller's match is replaced (the window has
        kept the player's own)."""
        c = self.host.controller
        assert c.human_seat == SOUTH, "the lessons are written for the player in the South"
        self.lesson, self.variant = lesson, variant
        self._reset()
        c.stand_in({seat: self for seat in range(4) if seat != c.human_seat})
        c.human.gate = self._gate
        self._announce_was = c.human.auto_announce
        c.human.auto_announce = False  # the player announces the tierce in the lesson
        c.rewind.forget()
        c.begin_match(lesson.options(variant), f"lesson/{lesson.name}", parse_seat(lesson.dealer))
        c.begin_deal(tuple(lesson.deck()))

    def stop(self) -> None:
        """The table is the game's again (the window deals or resumes what follows)."""
        if self.lesson is None:
            return
        c = self.host.controller
        self.cancel()
        c.stand_in({})
        c.human.gate = None
        c.human.auto_announce = self._announce_was
        self.lesson = None
        self._reset()
        self.host.scene.clear_refusal()
        self.panel.put_away()

    def leave(self) -> None:
        if self.active:
            self.ended.emit(False)

    def _reset(self) -> None:
        self.step, self._reads, self._held = None, [], None
        self._refused = ("", "")

    # ------------------------------------------------------------------ the other seats (controller.Seat)
    def ask(self, deal: Deal, answer: Callable[[Decision | None], None]) -> None:
        self._question += 1
        question = self._question

        def send(decision: Decision) -> None:
            if question == self._question:
                answer(decision)

        if deal.can_announce():  # the script's players announce what they hold (nothing, in these deals)
            decision = Decision(declarations=deal.declarations_of(deal.turn))
            QTimer.singleShot(0, self, lambda: send(decision))
            return
        assert self.lesson is not None
        place = place_of(deal)
        move = self.lesson.move_at(place)
        decision = Decision(bid=move) if isinstance(move, Bid) else Decision(card=move,
                                                                              belote=deal.can_say_belote(move))
        self._reads = [step for step in self.lesson.steps_at(place) if step.wait == NEXT]
        if self._reads:
            self._held = lambda: send(decision)
            self._show(self._reads[0])
        else:
            QTimer.singleShot(0, self, lambda: send(decision))

    def cancel(self) -> None:
        """The question is withdrawn (an undo, a new match): what was held is dropped, and so is its step."""
        self._question += 1
        if self._held is not None or self._reads:
            self._held, self._reads = None, []
            self.step = None
            self.panel.put_away()

    # ------------------------------------------------------------------ reading on
    def next(self) -> None:
        """The main button: the next step to read at this place, then the script's move (or the end)."""
        if self.step is None or self.step.wait != NEXT:
            return
        if self._reads and self._reads[0] is self.step:
            self._reads.pop(0)
        if self._reads:
            self._show(self._reads[0])
            return
        self.step = None
        held, self._held = self._held, None
        if held is not None:
            self.panel.put_away()
            self.host.view.setFocus()
            held()
        elif self._at_end():
            self.ended.emit(True)

    def _key(self, key: int) -> None:
        # Enter or Space over the table while the table waits for Next (the player clicked the table meanwhile).
        if self.active and self.step is not None and self.step.wait == NEXT and key in PLAY_KEYS:
            self.next()

    def _scored(self) -> None:
        if self.lesson is None:
            return
        self._reads = [step for step in self.lesson.steps_at(self.lesson.end) if step.wait == NEXT]
        if self._reads:
            self._show(self._reads[0])

    def _at_end(self) -> bool:
        return self.host.controller.deal.phase == SCORED

    # ------------------------------------------------------------------ the player's turn
    def _players_turn(self, wait: str) -> None:
        if self.lesson is None:
            return
        self.host.hint_button.hide()  # the lesson shows the card: the coach has no say here
        place = place_of(self.host.controller.deal)
        step = next((s for s in self.lesson.steps_at(place) if s.wait == wait), None)
        if step is None:
            return
        again = step is self.step  # asked again after a refusal: the refusal stays in view
        self._show(step, keep_refusal=again)
        move = self.expected()
        if wait == ANNOUNCE:
            self.host.declaration_panel.announce_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif isinstance(move, Bid):
            self.host.bidding_panel.suggest(move)  # set up and in focus: Enter makes it
        elif move is not None:
            focus = QApplication.focusWidget()
            if focus is None or not (focus is self.host.view or self.host.view.isAncestorOf(focus)):
                self.host.view.setFocus()  # the keys on the table: the card's slot takes it with the ring
            self.host.keyboard.choose(move)  # ringed: Enter plays it

    def expected(self) -> Bid | int | None:
        """The script's move at the deal's place (None once the deal is over)."""
        deal = self.host.controller.deal
        if self.lesson is None or deal.phase == SCORED:
            return None
        return self.lesson.move_at(place_of(deal))

    def _gate(self, decision: Decision) -> bool:
        """The player's move: the script's goes through, any other is held back with the lesson's words."""
        deal = self.host.controller.deal
        if decision.declarations is not None:
            right = tuple(decision.declarations) == deal.declarations_of(self.host.controller.human_seat)
        elif decision.bid is not None:
            right = decision.bid == self.expected()
        else:
            right = decision.card == self.expected()
        if right:
            self.step, self._refused = None, ("", "")
            self.panel.put_away()
            self.host.scene.clear_refusal()
            return True
        self._refuse(deal, decision)
        return False

    def _refuse(self, deal: Deal, decision: Decision) -> None:
        step = self.step
        if step is None:
            return
        filler = self._filler()
        template = refusal_words().get(step.key)
        move = self.expected()
        if template is not None:
            shown = filler.words(template, step.fill, spoken=False)
            said = filler.words(template, step.fill, spoken=True)
        elif isinstance(move, int):
            shown, said = other_move(move_text(move, self.variant)), other_move(card_name(move))
        else:
            shown = said = other_move(bid_words(move, self.variant) if isinstance(move, Bid) else "")
        self._refused = (shown, said)
        self.panel.show_refusal(shown, said)
        if decision.card >= 0:
            why = deal.why_illegal(decision.card)
            rule = why[0] if why is not None and why[1] != "not_in_hand" else ""
            link = QCoreApplication.translate("Refusals", "Why? See rule %1").replace("%1", rule) if rule else ""
            self.host.scene.show_refusal(decision.card, shown, rule, link)
            if isinstance(move, int):
                self.host.keyboard.choose(move)
        # Said after what the refused move brings (a bid or an announcement is asked for again, and said so).
        QTimer.singleShot(0, self, lambda: self.host.announcer.say(said, urgent=True))

    # ------------------------------------------------------------------ showing a step
    def _filler(self) -> Filler:
        c = self.host.controller
        return Filler(self.host.presenter.names(), c.deal, c.options.target, self._menu(), self.variant)

    def _words(self, step: Step) -> tuple[str, str]:
        template = step_words()[step.key]
        filler = self._filler()
        return filler.words(template, step.fill, spoken=False), filler.words(template, step.fill, spoken=True)

    def _caption(self, step: Step) -> str:
        assert self.lesson is not None
        caption = translate("Lesson", "Lesson: step %1 of %2")
        return caption.replace("%1", str(self.lesson.steps.index(step) + 1)).replace("%2", str(len(self.lesson.steps)))

    def _put_up(self, step: Step) -> str:
        """The step's words in the panel, with its buttons; what a reader hears of them."""
        assert self.lesson is not None
        shown, said = self._words(step)
        primary = None
        if step.wait == NEXT:
            primary = translate("Lesson", "Finish") if step is self.lesson.steps[-1] else translate("Lesson", "Next")
        self.panel.show_words(self._caption(step), shown, primary, translate("Lesson", "Leave the lesson"), said)
        return said

    def _show(self, step: Step, keep_refusal: bool = False) -> None:
        self.step = step
        if not keep_refusal:
            self._refused = ("", "")
        said = self._put_up(step)
        self.panel.show_refusal(*self._refused)
        if not keep_refusal:
            self.host.announcer.say(said)
        if step.wait == NEXT:
            self.panel.focus_primary()

    def _say_again_quietly(self) -> None:
        """A new language: the step on show in its words (not said again: nothing happened)."""
        if self.step is not None and self.lesson is not None:
            self._put_up(self.step)
            self._refused = ("", "")
            self.panel.show_refusal("", "")


__all__ = ["LessonDriver", "LessonHost"]
