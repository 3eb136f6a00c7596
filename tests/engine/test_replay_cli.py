"""``python -m belote_desktop.engine.replay FILE``: exit 0 and the scores as
JSON for a legal record; exit 2 and one line on standard error, never a
traceback, for anything else."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.engine import PRESETS, Bid, Options
from belote_desktop.engine.record import to_record

from .test_record import EXAMPLE, after_bids, random_match, with_actions

ROOT = Path(__file__).resolve().parents[2]


def replay(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "belote_desktop.engine.replay", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def write(tmp_path: Path, data, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def one_line_error(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].strip()
    return lines[0]


@pytest.mark.parametrize(("options", "seed"), [
    (PRESETS["classic"], 1),
    (PRESETS["coinche"], 2),
    (PRESETS["contree"], 3),
    (Options(tie="litige", round_to_ten=True, target=501), 4),
])
def test_valid_record_prints_the_scores(tmp_path: Path, options: Options, seed: int) -> None:
    match = random_match(options, seed)
    proc = replay(str(write(tmp_path, to_record(match))))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)
    assert out["totals"] == {"NS": match.totals[0], "EW": match.totals[1]}
    assert out["winner"] == ["NS", "EW"][match.winner]
    assert out["held"] == match.held
    assert len(out["deals"]) == len(match.deals)
    for entry, deal, added in zip(out["deals"], match.deals, match.history, strict=True):
        if deal.result is None:
            assert "scores" not in entry or entry["scores"] is None
            continue
        assert entry["scores"] == {"NS": deal.result.teams[0].score, "EW": deal.result.teams[1].score}
        assert entry["added"] == {"NS": added[0], "EW": added[1]}
        assert entry["contract"] == str(deal.contract)
    assert [sum(e["added"][t] for e in out["deals"] if "added" in e) for t in ("NS", "EW")] == match.totals


def test_example_record(tmp_path: Path) -> None:
    proc = replay(str(EXAMPLE))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    assert out["totals"] == data["totals"] and out["winner"] == data["winner"]
    assert [e["scores"] for e in out["deals"]] == [
        {t: d["result"][t]["score"] for t in ("NS", "EW")} for d in data["deals"]]


def test_record_in_progress(tmp_path: Path) -> None:
    match = random_match(PRESETS["coinche"], 6, 50)
    proc = replay(str(write(tmp_path, to_record(match))))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["deals"][-1]["outcome"] == "in progress"
    assert out["winner"] is None


def test_illegal_card(tmp_path: Path) -> None:
    data = with_actions(after_bids(["80 H", "pass", "pass", "pass"]), ("N", "play", "AS"), ("E", "play", "JH"))
    path = write(tmp_path, data)
    line = one_line_error(replay(str(path)))
    for fragment in (str(path), "deal 1", "trick 1", "seat E", "JH", "R6.1"):
        assert fragment in line, line


def test_illegal_card_in_trick_two(tmp_path: Path) -> None:
    data = with_actions(after_bids(["80 H", "pass", "pass", "pass"]),
                        ("N", "play", "AS"), ("E", "play", "7S"), ("S", "play", "9S"), ("W", "play", "JS"),
                        ("N", "play", "KS"), ("E", "play", "8S"), ("S", "play", "TS"), ("W", "play", "QD"))
    line = one_line_error(replay(str(write(tmp_path, data))))
    for fragment in ("deal 1", "trick 2", "seat W", "QD", "R6.3"):
        assert fragment in line, line


def test_illegal_bid(tmp_path: Path) -> None:
    data = with_actions(after_bids(["90 H"]), ("E", "bid", str(Bid.parse("80 S"))))
    line = one_line_error(replay(str(write(tmp_path, data))))
    for fragment in ("deal 1", "bidding", "seat E", "80 S", "R5.1"):
        assert fragment in line, line


def _bytes(tmp_path: Path, name: str, content: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content)
    return path


@pytest.mark.parametrize("kind", ["not json", "empty", "random bytes", "latin-1", "array", "version 99",
                                  "string", "deep nesting", "bad record", "directory"])
def test_bad_files(tmp_path: Path, kind: str) -> None:
    if kind == "not json":
        path = _bytes(tmp_path, "x.json", b"{this is not json")
    elif kind == "empty":
        path = _bytes(tmp_path, "x.json", b"")
    elif kind == "random bytes":
        path = _bytes(tmp_path, "x.json", random.Random(0).randbytes(300))
    elif kind == "latin-1":
        path = _bytes(tmp_path, "x.json", '{"format": "d\u00e9j\u00e0"}'.encode("latin-1"))
    elif kind == "array":
        path = write(tmp_path, [1, 2, 3])
    elif kind == "version 99":
        data = to_record(random_match(PRESETS["classic"], 1, 5))
        data["version"] = 99
        path = write(tmp_path, data)
    elif kind == "string":
        path = write(tmp_path, "a game")
    elif kind == "deep nesting":
        path = _bytes(tmp_path, "x.json", b"[" * 100_000 + b"]" * 100_000)
    elif kind == "bad record":
        path = write(tmp_path, {"format": "belote-desktop game record", "version": 1})
    else:
        path = tmp_path
    line = one_line_error(replay(str(path)))
    assert str(path) in line, line
    if kind == "version 99":
        assert "99" in line and "version" in line


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "no such file.json"
    line = one_line_error(replay(str(path)))
    assert str(path) in line


def test_no_argument() -> None:
    proc = replay()
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "usage" in proc.stderr.lower()
    assert "Traceback" not in proc.stderr


def test_help() -> None:
    proc = replay("--help")
    assert proc.returncode == 0
    assert "usage" in proc.stdout.lower()
