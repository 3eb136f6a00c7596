"""The guided first deal (issue 37): prepared deals whose every move is scripted, and the steps the table
explains on the way (``script``: the shapes; ``lessons``: the two deals). Pure Python on the engine; the
table's driver is ``ui.lesson``."""

from __future__ import annotations

from .lessons import CLASSIC, COINCHE, LESSONS, lesson_for
from .script import ANNOUNCE, MOVE, NEXT, Claim, Lesson, Step, new_deal, place_of, play_move

__all__ = ["ANNOUNCE", "CLASSIC", "COINCHE", "LESSONS", "MOVE", "NEXT", "Claim", "Lesson", "Step", "lesson_for",
           "new_deal", "place_of", "play_move"]
