"""``Hints``: the coach's advice shown to the player (Game > Hint, key H; issue 16).

The advice comes from the controller (``hinted``), computed in the bot worker from the player's own
view. For a card, the card is raised and ringed in the hand (Enter plays it) and a note over it
says why, with the next best cards and what each was worth on average; for a bid, the table's
message and the status bar say the same. The status bar keeps the text for a player who looks
there (and for screen readers).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt
from PySide6.QtWidgets import QPushButton, QStatusBar

from ..bots.coach import CHEAP, DRAW_TRUMPS, GIVE_POINTS, KEEP_MASTER, ONLY_CARD, SHORT_DISCARD, WINS_TRICK, Advice
from ..engine import Bid
from .common.spoken import advice_words, move_words
from .keyboard import KeyboardPlay
from .panels.bidding import BiddingPanel
from .table import layout
from .table.moves import move_text
from .table.scene import TableScene
from .window_access import hint_headline, tell

if TYPE_CHECKING:
    from .main_window import MainWindow


class Hints(QObject):
    def __init__(self, scene: TableScene, status: QStatusBar, keyboard: KeyboardPlay, bidding: BiddingPanel,
                 variant: object, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bidding = bidding
        self._scene = scene
        self._status = status
        self._keyboard = keyboard
        self._variant = variant  # () -> the variant in play, for the words of a bid
        self.shown: Advice | None = None  # the advice on show, for tests and a language change

    def reason_text(self, reason: str | None) -> str:
        reasons = {
            ONLY_CARD: self.tr("it is the only card you may play"),
            WINS_TRICK: self.tr("it wins the trick"),
            GIVE_POINTS: self.tr("your partner is winning the trick: give points"),
            DRAW_TRUMPS: self.tr("it draws the opponents' trumps"),
            SHORT_DISCARD: self.tr("it discards from your shortest side suit"),
            KEEP_MASTER: self.tr("it keeps your master trump for later"),
            CHEAP: self.tr("the trick is lost: it gives away as few points as possible"),
        }
        return reasons.get(reason or "", "")

    def move_text(self, move: int | Bid) -> str:
        return move_text(move, str(self._variant()))  # type: ignore[operator]

    def value_text(self, value: float | None) -> str:
        return "" if value is None else f" {round(value):+d}"

    def show(self, advice: Advice) -> None:
        self.shown = advice
        best = advice.best
        reason = self.reason_text(advice.reason)
        headline = hint_headline(self.move_text(best), reason)
        others = self._others(advice, self.move_text)
        # The status line is read aloud by screen readers: the moves in words there ("ten of diamonds", not "10♦").
        variant = str(self._variant())  # type: ignore[operator]
        said = hint_headline(advice_words(best, variant), reason)
        self._status.showMessage(f"{said} {self._others(advice, lambda m: move_words(m, variant))}".strip())
        if isinstance(best, Bid):
            self._bidding.suggest(best)  # the suggested call set up in the panel: Enter makes it
            self._scene.show_message(headline, above=self._panel_top())
            return
        self._keyboard.choose(best)  # raised and ringed: Enter plays it
        self._scene.show_refusal(best, headline, "", others)

    def _others(self, advice: Advice, text: Callable[[int | Bid], str]) -> str:
        """What each move the coach weighed is worth, the moves worded by ``text``."""
        values = ", ".join(text(m) + self.value_text(v) for m, v in advice.options if v is not None)
        # The value is the deal's expected final score, the player's team's minus the other's (``bots.coach``);
        # the "deals" it is averaged over are layouts of the hidden cards, not deals played before.
        return self.tr("Expected score of this deal, your team's minus theirs, over %n possible layouts of the "
                       "hidden cards: %1", "", advice.samples).replace("%1", values) if values else ""

    def _panel_top(self) -> float | None:
        """The top of the bidding panel in the scene's units, while it floats over the table: the bid's
        hint goes above it, not under it."""
        panel, views = self._bidding, self._scene.views()
        if not panel.isVisible() or not views:
            return None
        view = views[0]
        top = panel.mapTo(view.viewport(), QPoint(0, 0))
        return view.mapToScene(top).y()

    def retranslate(self) -> None:
        if self.shown is not None and self._status.currentMessage():
            self.show(self.shown)




def ask_for_hint(w: MainWindow) -> None:
    """Game > Hint, the H key and the hint button: ask the coach, or say why there is nothing to ask."""
    if w.controller.ask_hint():
        tell(w, QCoreApplication.translate("Hints", "The coach is thinking…"))
    else:
        tell(w, QCoreApplication.translate("Hints", "A hint is for your turn to bid or to play."))


def install_hints(w: MainWindow) -> None:
    """The hints, and the button above the hand while the player is to play a card."""
    c = w.controller
    w.hints = Hints(w.scene, w.statusBar(), w.keyboard, w.bidding_panel, lambda: c.options.variant, w)
    c.hinted.connect(w.hints.show)
    c.hinted.connect(lambda _advice: button.hide())  # used: the note over the card takes its place
    button = QPushButton()
    button.setObjectName("hint_button")
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
    button.hide()
    button.clicked.connect(lambda: ask_for_hint(w))
    w.hint_button = button
    w.view.add_overlay(button, layout.at(*layout.HINT_BUTTON), left=True)  # right of the hand, clear of its notes
    c.human.to_play.connect(lambda _mask: button.show())
    for signal in (c.card_played, c.dealt, c.deal_scored, c.rewound):
        signal.connect(lambda *_: button.hide())
    retranslate_hints(w)


def retranslate_hints(w: MainWindow) -> None:
    w.hint_button.setText(QCoreApplication.translate("Hints", "Hint (H)"))
    w.hint_button.setToolTip(QCoreApplication.translate("Hints", "What would a strong player do here?"))
    w.hints.retranslate()


__all__ = ["Hints", "ask_for_hint", "install_hints", "retranslate_hints"]

