"""``Refusals``: a card the player may not play, explained on the table and in the status bar, together.

The table shows a note over the refused card: the reason in words and the rule's link ("Why? See
rule R6.1"), which opens the rules help at that rule. The status bar says the same, with the same
link at its right, for a player who looks there (and for screen readers). Both go together: when
the note fades, is clicked, or the player's next turn comes, the status line and the link clear.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QStatusBar

from .table.scene import TableScene


class Refusals(QObject):
    def __init__(self, scene: TableScene, status: QStatusBar, open_rule: object, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._status = status
        self._message = ""  # the status line we wrote, so we clear only ours
        self._rule = ""
        self._reason = ""
        self._card: int | None = None
        self.link = QLabel()
        self.link.setObjectName("rule_link")
        self.link.linkActivated.connect(open_rule)  # type: ignore[arg-type]
        self.link.hide()
        status.addPermanentWidget(self.link)
        scene.rule_requested.connect(open_rule)  # type: ignore[arg-type]
        scene.refusal_gone.connect(self._gone)

    @property
    def rule(self) -> str:
        """The rule of the refusal on show, or ``""``."""
        return self._rule

    def reason_text(self, reason: str) -> str:
        """Why a card was refused (the engine's R6 reason code), in words."""
        # Built here, with literal strings, so lupdate finds every text.
        reasons = {
            "must_follow_suit": self.tr("You must follow suit."),
            "must_play_higher": self.tr("You must play a higher trump."),
            "must_trump": self.tr("You have no card of the suit led: you must trump."),
            "must_overtrump": self.tr("You must trump higher than the trump already played."),
            "must_undertrump": self.tr("You must trump, even lower than the trump already played."),
            # Klaverjas (K5.3, K5.4): a lower trump only when the hand holds nothing else.
            "no_undertrump": self.tr("You may not trump lower than the trump already played while you hold "
                                     "another card."),
            "not_in_hand": self.tr("That card is not in your hand."),
            "not_playing": self.tr("It is not time to play a card."),
        }
        return reasons.get(reason, self.tr("That card may not be played now."))

    def show(self, card: int, rule: str, reason: str) -> None:
        self._card, self._rule, self._reason = card, rule, reason
        self._say()

    def _say(self) -> None:
        words = self.reason_text(self._reason)
        link = self.tr("Why? See rule %1").replace("%1", self._rule)
        self._message = self.tr("%1 (rule %2)").replace("%1", words).replace("%2", self._rule)
        self._status.showMessage(self._message)
        self.link.setText('<a href="%1">%2</a>'.replace("%1", self._rule).replace("%2", link))
        self.link.show()
        if self._card is not None:
            self._scene.show_refusal(self._card, words, self._rule, link)

    def retranslate(self) -> None:
        if self._rule:
            self._say()

    def clear(self) -> None:
        """The refusal is over (the player's next turn, a new match): note, status line and link go."""
        self._scene.clear_refusal()  # emits refusal_gone when a note was up
        self._gone()

    def _gone(self) -> None:
        if self._message and self._status.currentMessage() == self._message:
            self._status.clearMessage()
        self._message = self._rule = self._reason = ""
        self._card = None
        self.link.hide()


__all__ = ["Refusals"]
