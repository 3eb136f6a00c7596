"""Files the game keeps between runs: the match in progress and the statistics.

Pure Python, never imports Qt. Every write is atomic (a crash leaves the old
file), and a damaged file is moved aside, never deleted, so nothing the
player had is lost; the caller is told with a ``BadFile`` whose ``kind`` is a
stable code the UI translates.
"""

from .files import BadFile, atomic_write_text, move_aside, read_json
from .saves import SAVE_NAME, SaveStore
from .statistics import (
    STATISTICS_NAME,
    BadStatisticsFile,
    Counters,
    Statistics,
    StatisticsStore,
    StatsKey,
)

__all__ = [
    "SAVE_NAME",
    "STATISTICS_NAME",
    "BadFile",
    "BadStatisticsFile",
    "Counters",
    "SaveStore",
    "Statistics",
    "StatisticsStore",
    "StatsKey",
    "atomic_write_text",
    "move_aside",
    "read_json",
]
