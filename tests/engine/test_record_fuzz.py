"""Fuzz of the game-record readers in the default suite (issue 13, item 6: "the record loader and the replay
command take any input"): real records of every variant, finished and in progress, mutated by the seeded
mutators of ``benchmarks/record_fuzz.py``, read in process by the command's reader and the app's, and a
sample of them by the real command in a child process.

The table of cases per mutation kind (accepted, refused, failures) is printed with the test's output and kept
in ``LAST_TABLE``. Larger runs: ``python benchmarks/record_fuzz.py --cases 20000 --seed 1``.
"""

from __future__ import annotations

import pytest

from tests.packaging import ROOT, load_script

CASES = 3000  # in process
CLI = 200  # of them by the real command as well
SEED = 20261201
LAST_TABLE = ""


def test_mutated_records_are_refused_cleanly_or_replay_to_their_scores(capsys: pytest.CaptureFixture[str]) -> None:
    global LAST_TABLE
    fuzz = load_script(ROOT / "benchmarks" / "record_fuzz.py", "belote_benchmarks_record_fuzz")
    totals = fuzz.fuzz(cases=CASES, seed=SEED, cli=CLI, jobs=2, records=24, report=lambda _line: None)
    LAST_TABLE = fuzz.table(totals)
    with capsys.disabled():
        print(f"\nrecord fuzz, seed {SEED}:\n{LAST_TABLE}")
    assert totals.failures == [], LAST_TABLE
    assert totals.cases == CASES and totals.cli_cases >= CLI, LAST_TABLE
    rows = totals.rows
    assert set(rows) == set(fuzz.KINDS) and all(r.cases > 0 and r.cli >= 2 for r in rows.values()), LAST_TABLE
    # Both ways through the reader are taken: many refusals, and enough accepted records to check their scores.
    assert sum(r.accepted for r in rows.values()) >= 100, LAST_TABLE
    assert sum(r.refused for r in rows.values()) >= CASES // 2, LAST_TABLE
    assert rows["semantic"].refused > rows["semantic"].accepted, LAST_TABLE
