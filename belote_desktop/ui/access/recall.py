"""Stepping back through what was said (issue 35): the game's last sentences, one key back, one forward.

A sentence a reader speaks is gone once spoken, and "Say that again" brings back only the last one.
``Recall`` keeps the last ``KEPT`` sentences of the game (the events: bids, cards, tricks, turns)
and a place among them: ``back`` says the one before, ``forward`` the one after. What ``Recall``
itself says (a sentence again, an answer to a question) is not an event and is not kept, so
stepping never moves the place it steps from; nor is a sentence said again at once ("Say that
again"). A new sentence leaves the place where it is, unless the player is on the newest: then the
place goes past the news, and the next step back says it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

KEPT = 50


class Recall(QObject):
    """``say`` speaks a sentence through the game's speech path; every sentence spoken (``heard``) is kept
    unless it was said through ``say_aside``. Not to be subclassed (the class's name is the translation context)."""

    def __init__(self, say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._say = say
        self._aside = False  # ``say_aside`` is speaking: what is heard now is not news
        self.sentences: list[str] = []
        self.place = 0  # the sentence said last by ``back`` or ``forward``; len(sentences): past the newest

    def heard(self, text: str) -> None:
        """A sentence was spoken (the announcer's ``spoken``)."""
        if self._aside or not text or (self.sentences and self.sentences[-1] == text):
            return  # (the same sentence again at once: "Say that again", not news)
        at_newest = self.place >= len(self.sentences) - 1  # on the newest (or past it): the news comes first
        self.sentences.append(text)
        if len(self.sentences) > KEPT:
            del self.sentences[0]
            self.place = max(0, self.place - 1)
        if at_newest:
            self.place = len(self.sentences)

    def say_aside(self, text: str) -> None:
        """Say ``text`` without keeping it: an answer, or a sentence said again."""
        self._aside = True
        try:
            self._say(text)
        finally:
            self._aside = False

    def back(self) -> None:
        if not self.sentences:
            self.say_aside(self.tr("Nothing has been said yet."))
            return
        if self.place == 0:
            self.say_aside(self.tr("No earlier sentence."))
            return
        self.place -= 1
        self.say_aside(self.sentences[self.place])

    def forward(self) -> None:
        if not self.sentences:
            self.say_aside(self.tr("Nothing has been said yet."))
            return
        if self.place >= len(self.sentences) - 1:
            self.place = len(self.sentences)
            self.say_aside(self.tr("No later sentence."))
            return
        self.place += 1
        self.say_aside(self.sentences[self.place])


__all__ = ["KEPT", "Recall"]
