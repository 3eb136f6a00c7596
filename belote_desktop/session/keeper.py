"""What the main window keeps between runs: the match in progress, statistics, exported records.

``Keeper`` saves the match after every trick, every finished deal and on
quit, offers nothing to lose on start (the saved match is resumed), and
turns a damaged file into a clear, translated message: the file is kept
aside under a new name and a fresh match starts. It also counts each deal
and match into the statistics.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from PySide6.QtCore import QObject

from ..controller import GameController
from ..engine import Match
from ..engine.record import to_record
from ..storage import BadFile, BadStatisticsFile, SaveStore, StatisticsStore, StatsKey
from ..storage.files import atomic_write_text
from ..storage.saves import read_record
from .settings import GameSettings

log = logging.getLogger(__name__)


class Keeper(QObject):
    def __init__(self, folder: Path, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.controller = controller
        self.saves = SaveStore(folder)
        self.stats_store = StatisticsStore(folder)
        self.problems: list[str] = []  # translated messages about damaged files, for the window to show
        self.settings = GameSettings()
        try:
            self.statistics = self.stats_store.load()
        except BadStatisticsFile as bad:
            self.statistics = bad.fresh
            self.problems.append(self.bad_file_text(bad, "statistics"))
        controller.trick_won.connect(lambda *_: self.save())
        controller.deal_scored.connect(self._on_deal_scored)
        controller.thrown_in.connect(self.save)
        controller.match_over.connect(self._on_match_over)
        self._counted = 0  # deals of the current match already counted in the statistics

    # ------------------------------------------------------------------ the match in progress
    def load(self) -> Match | None:
        """The saved match, if there is one that can be read (else ``None``, with a problem noted)."""
        try:
            match = self.saves.load()
        except BadFile as bad:
            self.problems.append(self.bad_file_text(bad, "save"))
            return None
        except OSError as error:
            log.warning("the saved match could not be read: %s", error)
            self.problems.append(self.tr("The saved match could not be read (%1). A new match starts.")
                                 .replace("%1", str(error)))
            return None
        if match is not None and (match.is_over or not match.deals):
            self.saves.discard()  # nothing left to resume
            return None
        if match is not None:
            self._counted = sum(1 for deal in match.deals if deal.is_over)
        return match

    def save(self) -> None:
        match = self.controller.match
        if not match.deals:
            return  # not dealt yet: nothing worth keeping
        if match.is_over:
            self.saves.discard()
            return
        try:
            self.saves.save(match)
        except OSError as error:  # a full disk must not stop the game
            log.warning("the match could not be saved: %s", error)

    def match_started(self) -> None:
        self._counted = 0
        self.save()

    # ------------------------------------------------------------------ statistics
    def key(self) -> StatsKey:
        return StatsKey.of(self.settings.with_(options=self.controller.match.options))

    def _on_deal_scored(self, *_args: object) -> None:
        match = self.controller.match
        human_team = self.controller.human_seat & 1
        while self._counted < len(match.history):
            deal = match.deals[self._counted]
            self.statistics.record_deal(self.key(), deal.result, match.history[self._counted], human_team)
            self._counted += 1
        self._save_statistics()
        self.save()

    def _on_match_over(self, winner: int, _totals: object) -> None:
        self.statistics.record_match(self.key(), winner == self.controller.human_seat & 1)
        self._save_statistics()
        self.saves.discard()

    def reset_statistics(self) -> None:
        self.statistics.reset()
        self._save_statistics()

    def _save_statistics(self) -> None:
        try:
            self.stats_store.save(self.statistics)
        except OSError as error:
            log.warning("the statistics could not be saved: %s", error)

    # ------------------------------------------------------------------ records
    def export(self, path: Path) -> None:
        """Write the current match as a game record (raises OSError with the reason)."""
        atomic_write_text(path, json.dumps(to_record(self.controller.match), indent=1, ensure_ascii=False) + "\n")

    def open_record(self, path: Path) -> Match:
        """A record read back by replaying it; ``BadFile`` (the file left where it is) if it cannot be."""
        match = read_record(path)
        if match is None:
            raise BadFile(path, "missing", "the file does not exist")
        return match

    # ------------------------------------------------------------------ words
    def bad_file_text(self, bad: BadFile, which: str) -> str:
        """The player's message for a damaged file; ``which`` is "save", "statistics" or "record"."""
        reasons = {
            "empty": self.tr("it is empty"),
            "not_text": self.tr("it is not text (random bytes?)"),
            "not_json": self.tr("it is cut short or not in the right format"),
            "wrong_version": self.tr("it was written by another version of the program"),
            "illegal_action": self.tr("it holds a move the rules do not allow"),
            "wrong_types": self.tr("its contents are not what a game file holds"),
            "missing": self.tr("it does not exist"),
        }
        reason = reasons.get(bad.kind, bad.kind)
        if which == "save":
            text = self.tr("The saved match could not be used: %1. A new match starts.")
        elif which == "statistics":
            text = self.tr("The statistics could not be read: %1. They start again from zero.")
        else:
            text = self.tr("This game record cannot be shown: %1. The file was left as it is.")
        text = text.replace("%1", reason)
        if bad.moved_to is not None:
            text += " " + self.tr("The damaged file was kept as %1.").replace("%1", str(bad.moved_to))
        return text
