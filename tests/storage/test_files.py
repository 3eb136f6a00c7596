"""Atomic writes survive a crash before the rename; damaged JSON is named by kind; bad files are kept aside."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from belote_desktop.engine.jsonfile import MAX_FILE_BYTES, NotARegularFile
from belote_desktop.storage.files import KINDS, BadFile, atomic_write_text, move_aside, read_json

ROOT = Path(__file__).resolve().parents[2]
MOMENT = datetime(2026, 11, 29, 15, 4, 5)


def names(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir()}


# ----- atomic_write_text --------------------------------------------------------------
def test_write_creates_the_folder_and_the_file(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "x.json"
    atomic_write_text(path, "héllo ♥\n")
    assert path.read_bytes() == "héllo ♥\n".encode()
    assert names(path.parent) == {"x.json"}


def test_write_replaces_the_old_content(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    atomic_write_text(path, "old")
    atomic_write_text(path, "new")
    assert path.read_text(encoding="utf-8") == "new"
    assert names(tmp_path) == {"x.json"}


def test_crash_before_the_rename_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "x.json"
    atomic_write_text(path, '{"old": true}')
    seen: list[str] = []

    def crash(src: object, dst: object) -> None:
        # The new data must be complete on disk by the time of the rename.
        seen.append(Path(str(src)).read_text(encoding="utf-8"))
        raise OSError("simulated crash")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="simulated crash"):
        atomic_write_text(path, '{"new": true}')
    assert seen == ['{"new": true}']
    assert read_json(path) == {"old": True}
    assert names(tmp_path) == {"x.json"}  # no stray temporary file


def test_data_is_synced_before_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    atomic_write_text(tmp_path / "x.json", "data")
    assert calls[:2] == ["fsync", "replace"]


def test_interrupted_write_removes_the_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "x.json"
    path.write_text("old", encoding="utf-8")

    def fail(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", fail)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert names(tmp_path) == {"x.json"}


# ----- read_json --------------------------------------------------------------------
def test_missing_file_is_none(tmp_path: Path) -> None:
    assert read_json(tmp_path / "nothing.json") is None


def test_good_json_and_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(b'{"a": [1, 2]}')
    assert read_json(path) == {"a": [1, 2]}
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}')  # as some Windows editors save it
    assert read_json(path) == {"a": 1}


@pytest.mark.parametrize(("content", "kind"), [
    (b"", "empty"),
    (b"  \n\t", "empty"),
    (b"\xff\xfe\x00garbage\x80\x81", "not_text"),
    (bytes(range(256)), "not_text"),
    (b'{"a": 1}\x00\x00', "not_text"),
    (b'{"format": "x", "deals": [1, 2', "not_json"),
    (b"hello", "not_json"),
    (b"[" * 100_000, "not_json"),
])
def test_bad_content_is_named(tmp_path: Path, content: bytes, kind: str) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(BadFile) as info:
        read_json(path)
    bad = info.value
    assert (bad.kind, bad.path, bad.moved_to) == (kind, path, None)
    assert bad.detail
    assert path.read_bytes() == content  # reading never changes the file


def test_the_size_limit_and_non_regular_files(tmp_path: Path) -> None:
    """Saves and statistics are read by the same bounded reader as game records (engine/jsonfile.py)."""
    path = tmp_path / "x.json"
    path.write_bytes(b"[" + b" " * MAX_FILE_BYTES + b"]")
    with pytest.raises(BadFile) as info:
        read_json(path)
    assert info.value.kind == "too_large" and "larger" in info.value.detail
    # A folder stays an OSError, as before: moving it aside would not help.
    with pytest.raises(OSError):
        read_json(tmp_path)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe")
        with pytest.raises(NotARegularFile):
            read_json(tmp_path / "pipe")  # at once: the pipe is never opened for reading


def test_message_is_one_plain_line(tmp_path: Path) -> None:
    for kind in KINDS:
        bad = BadFile(tmp_path / "save.json", kind, "technical detail")
        text = bad.message()
        assert "save.json" in text and "\n" not in text and "technical" not in text
        bad.moved_to = tmp_path / "save.json.bad-20261129-150405"
        assert "save.json.bad-20261129-150405" in bad.message()
    assert len({BadFile(tmp_path / "f", kind, "").message() for kind in KINDS}) == len(KINDS)


# ----- move_aside -----------------------------------------------------------------------
def test_move_aside_names_by_time_and_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    moved = []
    for i in range(3):
        path.write_text(f"bad {i}", encoding="utf-8")
        moved.append(move_aside(path, MOMENT))
        assert not path.exists()
    assert [p.name for p in moved] == ["save.json.bad-20261129-150405", "save.json.bad-20261129-150405-1",
                                       "save.json.bad-20261129-150405-2"]
    assert [p.read_text(encoding="utf-8") for p in moved] == ["bad 0", "bad 1", "bad 2"]
    assert all(p.parent == tmp_path for p in moved)


def test_move_aside_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(src: object, dst: object) -> None:
        raise OSError("operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    path = tmp_path / "save.json"
    path.write_text("first", encoding="utf-8")
    first = move_aside(path, MOMENT)
    path.write_text("second", encoding="utf-8")
    second = move_aside(path, MOMENT)
    assert first != second and not path.exists()
    assert (first.read_text(encoding="utf-8"), second.read_text(encoding="utf-8")) == ("first", "second")


def test_move_aside_uses_the_clock(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text("x", encoding="utf-8")
    moved = move_aside(path)
    assert moved.name.startswith("save.json.bad-20") and len(moved.name) == len("save.json.bad-20261129-150405")


def test_storage_does_not_import_qt() -> None:
    # In a fresh interpreter: this test process has Qt loaded already by other tests.
    code = ("import sys, belote_desktop.storage; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'PySide6', 'shiboken6', 'PyQt6'}))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
