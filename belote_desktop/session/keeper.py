"""What the main window keeps between runs: the match in progress, statistics, exported records.

``Keeper`` saves the match after every trick, every finished deal and on quit, offers nothing to
lose on start (the saved match is resumed), and counts each deal and match into the statistics.
Nothing it meets stops the game, and nothing is lost or goes unsaid:

- A damaged file is kept aside under a new name, with a translated message (``problems``, shown
  once the window is up), and the game starts afresh. One that cannot be kept aside (a read-only
  folder) is left as it is and never written over.
- A data folder that cannot be used (a file in its place, no permission), a statistics file that
  cannot be read: one message, the statistics kept in memory for the run, saving tried again.
- A save that fails (a full disk, a read-only folder, a file another program holds open) is said
  once (``notice``), the previous save stays as it was, every later trick tries again, and a
  second notice says when saving works again.
- While a saved match is being laid out again (the controller is paused) nothing is written, and a
  save never holds fewer actions than the one it replaces for the same match: resuming never goes
  backwards.
- A deal played ``off_the_record`` (a lesson) is neither saved nor counted: the match saved before it
  stays on disk, to be resumed after it.
"""

from __future__ import annotations

import json
import logging
import os
import stat
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, Signal

from ..controller import GameController
from ..engine import Deal, Match
from ..engine.jsonfile import MAX_FILE_BYTES
from ..engine.record import to_record
from ..storage import SAVE_NAME, STATISTICS_NAME, BadFile, BadStatisticsFile, SaveStore, StatisticsStore, StatsKey
from ..storage.files import atomic_write_text, remove_stray_temps
from ..storage.saves import read_record
from ..storage.statistics import EXPERT, Statistics
from .places import shown
from .settings import GameSettings
from .system_words import system_reason

log = logging.getLogger(__name__)


def match_key(match: Match) -> tuple[object, ...]:
    """What tells one match from another: its rules, seed and first deal."""
    first = tuple(match.deals[0].deck) if match.deals else ()
    return match.options, str(match.seed), match.first_dealer, first


def actions_of(match: Match) -> int:
    return sum(len(deal.actions) for deal in match.deals)


def may_hold_data(path: Path) -> bool:
    """Whether ``path`` may hold a file that is not ours to write over: it exists, or the system cannot say
    (``Path.exists`` raises for a folder that cannot be searched or a name too long; this never raises)."""
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except (OSError, ValueError):
        return True
    return True



class _Players(NamedTuple):
    """What a statistics key is made of (``storage.statistics.Keyed``): the match's rules and the levels."""

    options: Any
    partner_level: str
    opponent_level: str

class Keeper(QObject):
    # What the player should read, in a dialog that does not stop the table: a problem, and once it is
    # over (saving works again) that too: a status line would be overwritten by the next "Your turn".
    notice = Signal(str)

    def __init__(self, folder: Path, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.controller = controller
        self.saves = SaveStore(folder)
        self.stats_store = StatisticsStore(folder)
        self.problems: list[str] = []  # translated messages from the start, for the window to show at once
        self.settings = GameSettings()
        self._counted = 0  # deals of the current match already counted in the statistics
        self._saving_fails = False  # told once; said again when it works
        self._statistics_fail = False
        self._save_frozen = False  # a damaged save stays where it is: it is not written over
        self._statistics_frozen = False
        self._unusable = False  # the data folder could not be used at start: said once, in ``problems``
        self._last_saved: tuple[tuple[object, ...], int] | None = None
        self._match_counted: tuple[StatsKey, bool] | None = None  # the current match's result, once counted
        self._expert_counted: set[tuple[tuple[object, ...], int]] = set()  # (match, deal) the expert played
        self.off_the_record = False  # a lesson is on the table: nothing of it is saved or counted
        self._check_folder()
        self.statistics = self._load_statistics()
        controller.trick_won.connect(lambda *_: self.save())
        controller.deal_scored.connect(self._on_deal_scored)
        controller.thrown_in.connect(self.save)
        controller.match_over.connect(self._on_match_over)
        controller.rewound.connect(self._on_rewound)

    # ------------------------------------------------------------------ start-up
    def _check_folder(self) -> None:
        folder = self.folder
        try:
            info = os.stat(folder)
        except (FileNotFoundError, NotADirectoryError):
            return  # made at the first save; a file in the way of its path is said then
        except OSError as error:  # a parent that cannot be searched, a name too long for the system
            self._folder_unusable(system_reason(error), keep_out=True)
            return
        if not stat.S_ISDIR(info.st_mode):
            self._folder_unusable(self.tr("it is a file, not a folder"))
            return
        try:
            # Looking a name up in the folder needs leave to search it (chmod 000 refuses that) and a path
            # the system accepts (a very long HOME): without either, nothing in it can be read or written.
            os.stat(self.saves.path)
        except (FileNotFoundError, NotADirectoryError):
            pass
        except OSError as error:
            self._folder_unusable(system_reason(error), keep_out=True)
            return
        # A kill between writing a save and renaming it leaves its temporary file; only this copy of the
        # program writes here (app.py holds the single-instance lock), so any left are strays.
        for stray in remove_stray_temps(folder, (SAVE_NAME, STATISTICS_NAME)):
            log.warning("removed a temporary file left by an interrupted save: %s", stray)

    def _folder_unusable(self, reason: str, keep_out: bool = False) -> None:
        """Said once, here. ``keep_out``: the folder's files could not even be looked at, so any that are there
        are not written over should the folder come back during the run (saving goes on where none is)."""
        log.warning("the data folder %s cannot be used: %s", self.folder, reason)
        self.problems.append(self.tr("The folder where the game keeps your match and statistics, %1, cannot be "
                                     "used: %2. The game goes on, but nothing is saved.").replace(
                                         "%1", shown(self.folder)).replace("%2", reason))
        self._unusable = True
        self._saving_fails = self._statistics_fail = True  # said here once: not again at the first trick
        if keep_out:
            self._save_frozen = self._statistics_frozen = True

    def _load_statistics(self) -> Statistics:
        if self._unusable:
            return Statistics()  # said already: kept for the run
        try:
            return self.stats_store.load()
        except BadStatisticsFile as bad:
            self.problems.append(self.bad_file_text(bad, "statistics"))
            self._statistics_frozen = bad.not_moved is not None
            return bad.fresh
        except OSError as error:
            log.warning("the statistics could not be read: %s", error)
            if not self._statistics_fail:
                self.problems.append(self.tr("The statistics in %1 could not be read (%2). They are kept for "
                                             "this session only.").replace("%1", shown(self.stats_store.path))
                                     .replace("%2", system_reason(error)))
            self._statistics_frozen = True  # whatever is there is not ours to write over
            return Statistics()

    # ------------------------------------------------------------------ the match in progress
    def load(self) -> Match | None:
        """The saved match, if there is one that can be read (else ``None``, with a problem noted)."""
        if self._unusable:
            return None  # said already
        try:
            match = self.saves.load()
        except BadFile as bad:
            self.problems.append(self.bad_file_text(bad, "save"))
            self._save_frozen = bad.not_moved is not None
            return None
        except OSError as error:
            log.warning("the saved match could not be read: %s", error)
            self.problems.append(self.tr("The saved match in %1 could not be read (%2). A new match starts, and "
                                         "the file is left as it is.").replace("%1", shown(self.saves.path))
                                 .replace("%2", system_reason(error)))
            self._save_frozen = True
            return None
        if match is not None and (match.is_over or not match.deals):
            self._discard()  # nothing left to resume
            return None
        if match is not None:
            self._counted = sum(1 for deal in match.deals if deal.is_over)
            self._last_saved = (match_key(match), actions_of(match))
        return match

    def save(self) -> None:
        if self.off_the_record:
            return  # the match on disk is the player's, not the lesson's
        if self.controller.paused:
            return  # a match being laid out again: the save on disk holds more than the table yet
        match = self.controller.match
        if not match.deals:
            return  # not dealt yet: nothing worth keeping
        if match.is_over:
            self._discard()
            return
        if self._save_frozen and may_hold_data(self.saves.path):
            return  # a damaged save that could not be kept aside: not ours to write over
        key, actions = match_key(match), actions_of(match)
        if self._last_saved is not None and self._last_saved[0] == key and actions < self._last_saved[1]:
            log.warning("a save with fewer actions (%d) than the last one (%d) was not written", actions,
                        self._last_saved[1])
            return
        try:
            self.saves.save(match)
        except OSError as error:  # a full disk must not stop the game
            self._save_failed(error)
            return
        self._last_saved = (key, actions)
        if self._saving_fails:
            self._saving_fails = False
            self.notice.emit(self.tr("Saving works again: your match is saved."))

    def _save_failed(self, error: OSError) -> None:
        if self._saving_fails:
            return  # said once; the next trick tries again
        self._saving_fails = True
        log.warning("the match could not be saved: %s", error)
        self.notice.emit(self.tr("Your match cannot be saved in %1: %2. The game goes on and the previous save "
                                 "is kept; saving is tried again after every trick.").replace(
                                     "%1", shown(self.folder)).replace("%2", system_reason(error)))

    def _discard(self) -> None:
        try:
            self.saves.discard()
        except OSError as error:
            log.warning("the finished match's save could not be removed: %s", error)

    def _on_rewound(self) -> None:
        """An undo holds fewer actions than the last save, on purpose: written all the same. A deal played again
        (controller.replays) is counted again when it ends, and a match result it took back is forgotten."""
        self._last_saved = None
        self._uncount_taken_back()
        self.save()

    def _uncount_taken_back(self) -> None:
        match = self.controller.match
        self._counted = min(self._counted, len(match.history))
        if self._match_counted is not None and not match.is_over:
            key, won = self._match_counted
            self._match_counted = None
            self.statistics.forget_match(key, won)
            self._save_statistics()

    def match_started(self) -> None:
        self._counted = 0
        self._match_counted = None
        self._last_saved = None
        self.save()

    # ------------------------------------------------------------------ statistics
    def key(self) -> StatsKey:
        match = self.controller.match
        s = self.settings
        # The match's own rules: a klaverjas match counts apart from belote's (its variant is "klaverjas").
        return StatsKey.of(_Players(match.options, s.partner_level, s.opponent_level), assisted=match.assisted)

    def _on_deal_scored(self, *_args: object) -> None:
        if self.off_the_record:
            return
        match = self.controller.match
        human_team = self.controller.human_seat & 1
        while self._counted < len(match.history):
            deal = match.deals[self._counted]
            self.statistics.record_deal(self.key(), deal.result, match.history[self._counted], human_team,
                                        raised=deal.last_raise is not None)
            self._counted += 1
        self._save_statistics()
        self.save()

    def _on_match_over(self, winner: int, _totals: object) -> None:
        if self.off_the_record:
            return
        won = winner == self.controller.human_seat & 1
        self.statistics.record_match(self.key(), won)
        self._match_counted = (self.key(), won)
        self._save_statistics()
        self._discard()

    def count_expert_deal(self, deal: Deal, match: Match, index: int) -> None:
        """The expert's play of deal ``index`` of ``match`` in the player's seat (controller.replays), counted
        apart (``EXPERT``), once however often the player asks for it."""
        done = (match_key(match), index)
        if self.off_the_record or deal.result is None or done in self._expert_counted:
            return
        self._expert_counted.add(done)
        key = self.key()._replace(play=EXPERT)
        self.statistics.record_deal(key, deal.result, deal.result.scores(), self.controller.human_seat & 1,
                                    raised=deal.last_raise is not None)
        self._save_statistics()

    def reset_statistics(self) -> None:
        self.statistics.reset()
        self._save_statistics()

    def _save_statistics(self) -> None:
        if self._statistics_frozen and may_hold_data(self.stats_store.path):
            return  # a file that could not be read or kept aside: not ours to write over
        try:
            self.stats_store.save(self.statistics)
        except OSError as error:
            if not self._statistics_fail:
                self._statistics_fail = True
                log.warning("the statistics could not be saved: %s", error)
                self.notice.emit(self.tr("The statistics cannot be saved in %1: %2. They are kept for this "
                                         "session, and saving is tried again after every deal.").replace(
                                             "%1", shown(self.folder)).replace("%2", system_reason(error)))
            return
        self._statistics_fail = False

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
            "too_large": self.tr("it is far larger than any file of the game (more than %1 MiB)").replace(
                "%1", str(MAX_FILE_BYTES // (1024 * 1024))),
        }
        if bad.kind == "not_a_file" and bad.error is not None:
            reason = system_reason(bad.error)
        else:
            reason = reasons.get(bad.kind) or reasons["wrong_types"]  # no code of the program's in a message
        if which == "save":
            text = self.tr("The saved match could not be used: %1. A new match starts.")
        elif which == "statistics":
            text = self.tr("The statistics could not be read: %1. They start again from zero.")
        else:
            text = self.tr("This game record cannot be shown: %1. The file was left as it is.")
        text = text.replace("%1", reason)
        if bad.moved_to is not None:
            text += " " + self.tr("The damaged file was kept as %1.").replace("%1", shown(bad.moved_to))
        elif bad.not_moved is not None:
            text += " " + self.tr("The damaged file %1 could not be kept aside (%2); it is left as it is and "
                                  "will not be written over.").replace("%1", shown(bad.path)).replace(
                                      "%2", system_reason(bad.not_moved))
        return text
