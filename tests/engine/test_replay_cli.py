"""``python -m belote_desktop.engine.replay FILE``: exit 0 and the scores as
JSON for a legal record; exit 2 and one line on standard error, never a
traceback, for anything else."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from belote_desktop.engine import PRESETS, Bid, Options, jsonfile
from belote_desktop.engine.jsonfile import MAX_FILE_BYTES
from belote_desktop.engine.record import to_record
from belote_desktop.engine.replay import MAX_LINE

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


# ----- any input: exit 0, or exit 2 with one short line; never a traceback, a hang or unbounded memory ---------------
def replay_in(*args: str, stdin=subprocess.DEVNULL, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """The real command, with a timeout: a FIFO or a device must not make it wait."""
    return subprocess.run([sys.executable, "-m", "belote_desktop.engine.replay", *args], cwd=ROOT, stdin=stdin,
                          capture_output=True, text=True, timeout=timeout)


def short_line(proc: subprocess.CompletedProcess[str], *fragments: str) -> str:
    line = one_line_error(proc)
    assert len(line) <= MAX_LINE + 1, line[:500]
    for fragment in fragments:
        assert fragment in line, line
    return line


def example_bytes() -> bytes:
    return EXAMPLE.read_bytes()


def test_two_arguments() -> None:
    proc = replay_in(str(EXAMPLE), str(EXAMPLE))
    assert proc.returncode == 2 and proc.stdout == ""
    assert "usage" in proc.stderr.lower() and "Traceback" not in proc.stderr


def test_a_directory(tmp_path: Path) -> None:
    short_line(replay_in(str(tmp_path)), str(tmp_path), "not a regular file", "folder")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    short_line(replay_in(str(fifo), timeout=20), str(fifo), "not a regular file", "pipe")
    assert time.monotonic() - started < 20
    link = tmp_path / "link.json"
    link.symlink_to(fifo)
    short_line(replay_in(str(link), timeout=20), "pipe")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_dev_zero_is_refused_at_once() -> None:
    short_line(replay_in("/dev/zero", timeout=20), "/dev/zero", "not a regular file", "device")


@pytest.mark.skipif(not Path("/dev/stdin").exists(), reason="no /dev/stdin here")
def test_dev_stdin(tmp_path: Path) -> None:
    # A terminal, /dev/null or a pipe is not a regular file; a file given as standard input is.
    short_line(replay_in("/dev/stdin"), "/dev/stdin", "not a regular file")
    short_line(replay_in("/dev/stdin", stdin=subprocess.PIPE), "/dev/stdin", "not a regular file")
    with EXAMPLE.open("rb") as f:
        proc = replay_in("/dev/stdin", stdin=f)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["winner"] == "NS"


def test_no_permission(tmp_path: Path) -> None:
    path = _bytes(tmp_path, "locked.json", example_bytes())
    path.chmod(0)
    command = [sys.executable, "-m", "belote_desktop.engine.replay", str(path)]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # root reads any file: drop the capabilities that let it (as the review did).
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv")
        caps = "-dac_override,-dac_read_search"
        command = [setpriv, f"--inh-caps={caps}", f"--bounding-set={caps}", *command]
    proc = subprocess.run(command, cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    short_line(proc, "cannot read", str(path), "Permission denied")


def test_a_file_at_the_size_limit_is_read_and_one_byte_more_is_not(tmp_path: Path) -> None:
    text = example_bytes()
    padded = text + b" " * (MAX_FILE_BYTES - len(text))
    assert len(padded) == MAX_FILE_BYTES
    proc = replay_in(str(_bytes(tmp_path, "limit.json", padded)))
    assert proc.returncode == 0, proc.stderr
    short_line(replay_in(str(_bytes(tmp_path, "over.json", padded + b" "))), "larger than 4 MiB")


def test_a_huge_file_is_refused_quickly(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:  # sparse: 5 GB that take no room
        f.truncate(5 * 1024**3)
    started = time.monotonic()
    short_line(replay_in(str(path)), "larger than 4 MiB")
    assert time.monotonic() - started < 20


@pytest.mark.parametrize("content", [
    b'{"held": ' + b"7" * 5000 + b"}",
    b'{"format": "belote-desktop game record", "version": 1, "seed": ' + b"1" * 4301 + b"}",
    b"[" * 100_000 + b"]" * 100_000,
    b'{"a": ' * 50_000 + b"1" + b"}" * 50_000,
], ids=["5000-digit held", "4301-digit seed", "deep list", "deep object"])
def test_json_limits(tmp_path: Path, content: bytes) -> None:
    short_line(replay_in(str(_bytes(tmp_path, "x.json", content))), "is not a game record")


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    plain = replay_in(str(EXAMPLE))
    proc = replay_in(str(_bytes(tmp_path, "bom.json", b"\xef\xbb\xbf" + example_bytes())))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == plain.stdout
    # One mark only: a second one is damage.
    short_line(replay_in(str(_bytes(tmp_path, "bom2.json", b"\xef\xbb\xbf" * 2 + example_bytes()))),
               "invalid JSON")


@pytest.mark.parametrize("field", ["first_dealer", "seed", "format", "winner"])
def test_a_one_megabyte_bad_field_gives_a_short_line(tmp_path: Path, field: str) -> None:
    data = json.loads(example_bytes())
    data[field] = "N" * 1_000_000
    line = short_line(replay_in(str(write(tmp_path, data))))
    assert "N" * 41 not in line


def test_a_non_string_card_gives_one_line(tmp_path: Path) -> None:
    data = json.loads(example_bytes())
    data["deals"][0]["deck"][0] = 5
    short_line(replay_in(str(write(tmp_path, data))), "deal 1", "not a card: 5")
    data = with_actions(after_bids(["80 H", "pass", "pass", "pass"]), ("N", "announce", [[1, 2, 3]]))
    short_line(replay_in(str(write(tmp_path, data))), "deal 1, action 5", "not a declaration")


def test_an_odd_file_name_stays_on_one_line(tmp_path: Path) -> None:
    folder = tmp_path / ("d" * 200) / ("e" * 200)
    folder.mkdir(parents=True)
    path = _bytes(folder, "two\nlines" + "x" * 50 + ".json", b"{")
    line = short_line(replay_in(str(path)), "is not a game record")
    assert line.startswith("…") and "two\\nlines" in line


# ----- the reader itself (engine/jsonfile.py), in process ------------------------------------------------------------
def finishes(function, *args):
    """``function(*args)``'s result or exception, failing if it takes more than 10 s (a FIFO must not block)."""
    out: list = []

    def run() -> None:
        try:
            out.append(("value", function(*args)))
        except BaseException as e:  # handed to the test
            out.append(("error", e))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(10)
    assert out, f"{function.__name__} blocked"
    return out[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_reader_refuses_a_fifo_even_if_it_appears_after_the_check(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    kind, error = finishes(jsonfile.read_limited, fifo)
    assert kind == "error" and isinstance(error, jsonfile.NotARegularFile) and "pipe" in error.strerror
    # A regular file at stat time, swapped for a FIFO before open: the non-blocking open and fstat catch it.
    regular = os.stat(EXAMPLE)
    monkeypatch.setattr(jsonfile.os, "stat", lambda path: regular)
    kind, error = finishes(jsonfile.read_limited, fifo)
    assert kind == "error" and isinstance(error, jsonfile.NotARegularFile)


def test_reader_reads_at_most_the_limit_plus_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _bytes(tmp_path, "x.json", b"[" + b"1," * 1000 + b"1]")
    assert jsonfile.read_json_file(path) == [1] * 1001
    with pytest.raises(jsonfile.BadText) as info:
        jsonfile.read_limited(path, limit=100)
    assert info.value.kind == jsonfile.TOO_LARGE
    # A size from stat that is too small (a file growing, or /proc) does not let more through.
    real = os.stat(path)
    monkeypatch.setattr(jsonfile.os, "stat", lambda p: os.stat_result((*real[:6], 10, *real[7:])))
    reads: list[int] = []
    real_read = os.read
    monkeypatch.setattr(jsonfile.os, "read", lambda fd, n: (reads.append(n), real_read(fd, n))[1])
    with pytest.raises(jsonfile.BadText):
        jsonfile.read_limited(path, limit=100)
    assert sum(reads) <= 101


@pytest.mark.parametrize(("content", "kind"), [
    (b"", "empty"), (b"\xef\xbb\xbf", "empty"), (b" \n", "empty"), (b"\xff", "not_text"), (b"[1]\x00", "not_text"),
    ("[1]".encode("utf-16"), "not_text"), (b"[1", "not_json"), (b"7" * 5000, "not_json"), (b"[" * 10**5, "not_json"),
    (b'{"winner": 0, "deals": [], "winner": 1}', "not_json"), (b'[{"a": {"b": 1, "b": 1}}]', "not_json"),
])
def test_reader_names_what_is_wrong(content: bytes, kind: str) -> None:
    with pytest.raises(jsonfile.BadText) as info:
        jsonfile.parse_json(content)
    assert info.value.kind == kind and len(str(info.value)) < 200


def test_a_key_given_twice_is_named_and_the_same_key_in_two_objects_is_not() -> None:
    with pytest.raises(jsonfile.BadText, match="the key 'winner' is given twice in one object"):
        jsonfile.parse_json(b'{"winner": 0, "deals": [], "winner": 1}')
    assert jsonfile.parse_json(b'[{"a": 1}, {"a": 2, "b": {"a": 3}}]') == [{"a": 1}, {"a": 2, "b": {"a": 3}}]
