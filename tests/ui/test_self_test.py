"""``--self-test``: the real window plays one deal and reports."""

from __future__ import annotations

import os
import subprocess
import sys

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
