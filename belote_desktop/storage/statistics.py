"""The player's record over many matches, per rule variant and computer-player levels.

``Statistics`` is plain data (no Qt, JSON-ready); ``StatisticsStore`` keeps it
in ``statistics.json``. The caller feeds it from the controller's signals:
``record_deal`` for every scored deal, ``record_match`` when a match ends.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, NamedTuple, Protocol

from ..engine.options import VARIANTS, Options
from ..engine.scoring import DealScore
from .files import WRONG_TYPES, WRONG_VERSION, BadFile, atomic_write_text, read_json


class Keyed(Protocol):
    """What a statistics key is made of (``session.settings.GameSettings`` has it): storage needs no more."""

    @property
    def options(self) -> Options: ...

    @property
    def partner_level(self) -> str: ...

    @property
    def opponent_level(self) -> str: ...

FORMAT = "belote-desktop statistics"
VERSION = 1
STATISTICS_NAME = "statistics.json"
ALONE, ASSISTED = "alone", "assisted"
# The expert's play of the player's cards, when the player lets it play a finished deal again (controller.replays):
# its deals are kept apart from the player's own, to compare.
EXPERT = "expert"
PLAY_KINDS = (ALONE, ASSISTED, EXPERT)
LEVEL_ORDER = ("easy", "normal", "hard", "expert")  # for sorting rows; the bots package owns the list itself


class StatsKey(NamedTuple):
    """What the statistics are kept apart by: results against easy bots say little about hard ones."""

    variant: str
    partner_level: str
    opponent_level: str
    # "alone", or "assisted" for matches in which the player took a move back or asked for a hint, or played a
    # deal again: kept apart, so the player's own record stays their own (the coach, issue 16); "expert" for
    # the deals the expert played in the player's seat.
    play: str = ALONE

    @classmethod
    def of(cls, settings: Keyed, assisted: bool = False) -> StatsKey:
        return cls(settings.options.variant, settings.partner_level, settings.opponent_level,
                   ASSISTED if assisted else ALONE)


@dataclass(slots=True)
class Counters:
    """Running totals for one ``StatsKey``; "us" is the player's team."""

    matches_played: int = 0
    matches_won: int = 0
    deals_played: int = 0  # scored deals; thrown-in deals are not counted, as in the match (R12)
    contracts_taken: int = 0  # by our team
    contracts_made: int = 0  # by our team; a litige is taken but not made
    opponent_contracts_taken: int = 0
    opponent_contracts_made: int = 0
    capots: int = 0  # all eight tricks taken by our team
    points_us: int = 0  # what deals added to our total, held litige points included when won
    points_them: int = 0
    # The last raise (R5 ``last_raise``): contracts our team raised at the last moment, and made. Files
    # written before it have neither: 0.
    last_raises: int = 0
    last_raises_made: int = 0

    @property
    def win_rate(self) -> float | None:
        """Matches won out of played, 0..1; None before the first match."""
        return _ratio(self.matches_won, self.matches_played)

    @property
    def success_rate(self) -> float | None:
        """Our contracts made out of taken, 0..1; None when we took none."""
        return _ratio(self.contracts_made, self.contracts_taken)

    @property
    def last_raise_rate(self) -> float | None:
        """Our raised contracts made out of raised, 0..1; None when we raised none."""
        return _ratio(self.last_raises_made, self.last_raises)

    @property
    def average_us(self) -> float | None:
        return _ratio(self.points_us, self.deals_played)

    @property
    def average_them(self) -> float | None:
        return _ratio(self.points_them, self.deals_played)


COUNTER_NAMES = tuple(f.name for f in fields(Counters))
LATER_COUNTERS = ("last_raises", "last_raises_made")  # absent from files written before them: 0


def _ratio(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def _sort_index(value: str, order: tuple[str, ...]) -> tuple[int, str]:
    # Known values in the game's own order; anything else after them, alphabetically.
    return (order.index(value), "") if value in order else (len(order), value)


def _key_order(key: StatsKey) -> tuple[tuple[int, str], ...]:
    return (_sort_index(key.variant, VARIANTS), _sort_index(key.partner_level, LEVEL_ORDER),
            _sort_index(key.opponent_level, LEVEL_ORDER), _sort_index(key.play, PLAY_KINDS))


class StatisticsFormatError(ValueError):
    """Data that is not statistics this program can read; ``kind`` is a ``BadFile`` kind."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


class Statistics:
    """Counters per ``StatsKey``, created on first use."""

    def __init__(self) -> None:
        self.counters: dict[StatsKey, Counters] = {}

    def _for(self, key: tuple[str, ...]) -> Counters:
        return self.counters.setdefault(StatsKey(*key), Counters())

    def record_deal(self, key: tuple[str, ...], deal_result: DealScore | None, added: tuple[int, int],
                    human_team: int, raised: bool = False) -> None:
        """Count one finished deal. ``added`` is what it added to the totals
        (``Match.history``), which differs from the deal's own scores when
        litige points are held or collected. A thrown-in deal (None) counts nothing.
        ``raised``: the takers raised their contract at the last raise (R5)."""
        if deal_result is None:
            return
        c = self._for(key)
        c.deals_played += 1
        if deal_result.takers == human_team:
            c.contracts_taken += 1
            c.contracts_made += deal_result.made
            c.last_raises += raised
            c.last_raises_made += raised and deal_result.made
        else:
            c.opponent_contracts_taken += 1
            c.opponent_contracts_made += deal_result.made
        c.capots += deal_result.capot == human_team
        c.points_us += added[human_team]
        c.points_them += added[human_team ^ 1]

    def record_match(self, key: tuple[str, ...], won: bool) -> None:
        """Count a match that ended; an abandoned match is the caller's to count or not."""
        c = self._for(key)
        c.matches_played += 1
        c.matches_won += won

    def forget_match(self, key: tuple[str, ...], won: bool) -> None:
        """Take back a match ``record_match`` counted: its deciding deal is being played again, and the match
        is counted once more when it ends (under the key it then has)."""
        c = self._for(key)
        c.matches_played = max(0, c.matches_played - 1)
        c.matches_won = max(0, c.matches_won - won)

    def rows(self) -> list[tuple[StatsKey, Counters]]:
        """Every key with its counters (copies), variants and levels in the game's order."""
        return [(key, replace(self.counters[key])) for key in sorted(self.counters, key=_key_order)]

    def reset(self) -> None:
        self.counters.clear()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Statistics) and self.counters == other.counters

    __hash__ = None  # type: ignore[assignment]  # mutable

    # ----- the file format -----------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        entries = []
        for key, c in self.rows():
            entry: dict[str, Any] = key._asdict()
            entry.update({name: getattr(c, name) for name in COUNTER_NAMES})
            entries.append(entry)
        return {"format": FORMAT, "version": VERSION, "entries": entries}

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Statistics from ``to_dict``'s form; raises ``StatisticsFormatError``."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StatisticsFormatError(WRONG_TYPES, f"not a statistics file: 'format' must be {FORMAT!r}")
        version = data.get("version")
        if type(version) is not int:
            raise StatisticsFormatError(WRONG_TYPES, "'version' must be a whole number")
        if version != VERSION:
            raise StatisticsFormatError(WRONG_VERSION, f"statistics version {version}; this program reads "
                                                       f"version {VERSION}")
        entries = data.get("entries")
        if not isinstance(entries, list):
            raise StatisticsFormatError(WRONG_TYPES, "'entries' must be a list")
        stats = cls()
        for i, entry in enumerate(entries, 1):
            key, counters = _entry(i, entry)
            if key in stats.counters:
                raise StatisticsFormatError(WRONG_TYPES, f"entry {i}: {'/'.join(key)} appears twice")
            stats.counters[key] = counters
        return stats


def _entry(i: int, entry: Any) -> tuple[StatsKey, Counters]:
    expected = set(StatsKey._fields) | set(COUNTER_NAMES)
    if isinstance(entry, dict) and "play" not in entry:
        entry = {**entry, "play": ALONE}  # written before assisted play was kept apart: the player's own
    if isinstance(entry, dict):
        entry = {**dict.fromkeys(LATER_COUNTERS, 0), **entry}  # written before the last raise was counted
    if not isinstance(entry, dict) or set(entry) != expected:
        raise StatisticsFormatError(WRONG_TYPES, f"entry {i} must be an object with exactly the fields "
                                                 f"{', '.join(sorted(expected))}")
    for name in StatsKey._fields:
        if not isinstance(entry[name], str) or not entry[name]:
            raise StatisticsFormatError(WRONG_TYPES, f"entry {i}: {name!r} must be a non-empty text")
    if entry["play"] not in PLAY_KINDS:
        raise StatisticsFormatError(WRONG_TYPES, f"entry {i}: 'play' must be one of {', '.join(map(repr, PLAY_KINDS))}")
    for name in COUNTER_NAMES:
        # bool is an int in Python but true/false in the file is damage, not a count.
        if type(entry[name]) is not int or entry[name] < 0:
            raise StatisticsFormatError(WRONG_TYPES, f"entry {i}: {name!r} must be a whole number >= 0")
    key = StatsKey(*(entry[name] for name in StatsKey._fields))
    return key, Counters(**{name: entry[name] for name in COUNTER_NAMES})


class BadStatisticsFile(BadFile):
    """A damaged statistics file, already moved aside; ``fresh`` is empty
    statistics to go on with (saving them starts a new file)."""

    def __init__(self, bad: BadFile, fresh: Statistics) -> None:
        super().__init__(bad.path, bad.kind, bad.detail, bad.error)
        self.moved_to = bad.moved_to
        self.not_moved = bad.not_moved
        self.fresh = fresh


class StatisticsStore:
    """``statistics.json`` in ``folder``; the folder is created on the first save."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @property
    def path(self) -> Path:
        return self.folder / STATISTICS_NAME

    def load(self) -> Statistics:
        """The stored statistics, empty ones when there is no file yet.

        A damaged file is moved aside and ``BadStatisticsFile`` raised, with
        ``moved_to`` set (or ``not_moved``, the file left in place) and empty
        statistics in ``fresh``. An ``OSError`` reading it (no permission, a
        folder in its place) propagates.
        """
        try:
            data = read_json(self.path)
            if data is None:
                return Statistics()
            try:
                return Statistics.from_dict(data)
            except StatisticsFormatError as e:
                raise BadFile(self.path, e.kind, str(e)) from None
        except BadFile as bad:
            bad.set_aside()
            raise BadStatisticsFile(bad, Statistics()) from None

    def save(self, stats: Statistics) -> None:
        atomic_write_text(self.path, json.dumps(stats.to_dict(), indent=1, ensure_ascii=False) + "\n")
