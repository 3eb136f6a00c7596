"""``--self-test``: the real window plays one deal and reports."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from belote_desktop import self_test
from belote_desktop.i18n.language import LanguageManager


def test_the_self_test_passes_from_the_command_line() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "belote_desktop", "--self-test", "--variant", "coinche"],
                            capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert "ok    one coinche deal played to its score" in lines
    assert lines[-1].endswith("passed")


def test_a_missing_translation_fails_the_self_test(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(LanguageManager, "missing", lambda self: ["pl"])
    lines: list[str] = []
    assert self_test.run(out=lines.append) == 1
    assert any(line.startswith("FAIL  translations") and "pl" in line for line in lines)
    assert "one classic deal played to its score" in " ".join(lines)  # the deal itself still played
    assert lines[-1].startswith("window shown after") and "FAILED" in lines[-1]


def test_the_solver_check_uses_the_high_card_bits_and_fails_where_they_overflow(monkeypatch) -> None:
    from belote_desktop.bots import solver

    if not solver.NATIVE:
        pytest.skip("the compiled search was not built on this machine")
    assert max(self_test.SOLVER_HANDS) >= 1 << 31  # the bits a 32-bit C long cannot hold
    lines: list[str] = []
    self_test._check_solver(lambda ok, what: lines.append(("ok " if ok else "FAIL ") + what), lines.append)
    assert lines == ["ok solver: the compiled search is in and agrees with the Python one in every contract"]

    real = solver._native_search.Search

    def windows_long(*args, **kwargs):  # what the first Windows build did: PyLong_AsLong on a 32-bit long
        if any(m >= 1 << 31 for m in args[8]):
            raise OverflowError("Python int too large to convert to C long")
        return real(*args, **kwargs)

    monkeypatch.setattr(solver._native_search, "Search", windows_long)
    lines.clear()
    self_test._check_solver(lambda ok, what: lines.append(("ok " if ok else "FAIL ") + what), lines.append)
    assert len(lines) == 1 and lines[0].startswith("FAIL solver:") and "OverflowError" in lines[0]
