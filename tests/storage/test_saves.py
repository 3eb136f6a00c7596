"""The saved match: a real match survives save and load exactly, mid-trick too;
every kind of damaged save is refused by kind and kept aside, never lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from belote_desktop.engine import PRESETS, Match, card_name, cards_of
from belote_desktop.engine.jsonfile import MAX_FILE_BYTES, NotARegularFile
from belote_desktop.engine.record import to_record
from belote_desktop.storage import saves
from belote_desktop.storage.files import BadFile
from belote_desktop.storage.saves import SAVE_NAME, SaveStore

from . import play_with_bots


def mid_trick_match(variant: str = "classic", seed: int = 5) -> Match:
    """A match in its second (or later) deal, with one to three cards on the table."""
    match = Match(PRESETS[variant], seed=seed)
    play_with_bots(match, seed, actions=1)
    while len(match.deals) < 2 or not 0 < len(match.deals[-1].trick) < 4 or match.deals[-1].is_over:
        play_with_bots(match, seed, actions=1)
    return match


def snapshot(match: Match) -> dict[str, Any]:
    deal = match.deals[-1]
    return {
        "hands": [sorted(card_name(c) for c in cards_of(deal.hands[s])) for s in range(4)],
        "trick": deal.trick,
        "turn": deal.turn,
        "phase": deal.phase,
        "legal": deal.legal_cards(),
        "history": match.history,
        "totals": match.totals,
        "held": match.held,
        "deals": len(match.deals),
        "winner": match.winner,
        "record": to_record(match),
    }


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


def aside_copies(store: SaveStore) -> list[Path]:
    return sorted(store.folder.glob(f"{SAVE_NAME}.bad-*"))


# ----- saving and loading ---------------------------------------------------------------
def test_no_save_is_none(store: SaveStore) -> None:
    assert store.path == store.folder / "current-match.json"
    assert store.load() is None
    store.discard()  # nothing to discard is fine


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_round_trip_mid_trick(store: SaveStore, variant: str) -> None:
    match = mid_trick_match(variant)
    before = snapshot(match)
    assert 0 < len(before["trick"]) < 4 and before["deals"] >= 2 and before["history"]
    store.save(match)
    loaded = store.load()
    assert loaded is not None
    assert snapshot(loaded) == before
    assert loaded.options == match.options and loaded.seed == match.seed
    # The loaded match plays on exactly as the original would.
    play_with_bots(match, 9)
    play_with_bots(loaded, 9)
    assert to_record(loaded) == to_record(match)
    assert loaded.winner is not None


def test_round_trip_at_every_step_of_a_deal(store: SaveStore) -> None:
    match = Match(PRESETS["coinche"], seed=11)
    for _ in range(40):
        play_with_bots(match, 11, actions=1)
        store.save(match)
        loaded = store.load()
        assert loaded is not None and snapshot(loaded) == snapshot(match)


def test_finished_match_round_trips(store: SaveStore) -> None:
    match = play_with_bots(Match(PRESETS["classic"], seed=2), 2)
    store.save(match)
    loaded = store.load()
    assert loaded is not None and loaded.is_over and loaded.winner == match.winner
    assert loaded.totals == match.totals and loaded.history == match.history


def test_save_is_readable_json_and_replaces_the_last_one(store: SaveStore) -> None:
    match = Match(PRESETS["classic"], seed=1)
    play_with_bots(match, 1, actions=3)
    store.save(match)
    play_with_bots(match, 1, actions=3)
    store.save(match)
    text = store.path.read_text(encoding="utf-8")
    assert text.startswith("{\n") and text.endswith("}\n")
    assert json.loads(text) == to_record(match)
    assert [p.name for p in store.folder.iterdir()] == [SAVE_NAME]


def test_discard(store: SaveStore) -> None:
    store.save(Match(seed=1))
    store.discard()
    assert not store.path.exists() and store.load() is None


# ----- damaged saves -----------------------------------------------------------------------
def good_record() -> dict[str, Any]:
    return to_record(mid_trick_match("classic", seed=3))


def first_play(record: dict[str, Any]) -> dict[str, Any]:
    return next(a for a in record["deals"][0]["actions"] if "play" in a)


def with_version(version: object) -> bytes:
    record = good_record()
    record["version"] = version
    return json.dumps(record).encode()


def with_card_not_in_hand() -> bytes:
    record = good_record()
    action = first_play(record)
    held = record["deals"][0]["hands"][action["seat"]]
    action["play"] = next(card_name(c) for c in range(32) if card_name(c) not in held)
    return json.dumps(record).encode()


def with_change(change: str) -> bytes:
    record = good_record()
    if change == "seed":
        record["seed"] = [1, 2]
    elif change == "totals":
        record["totals"] = "lots"
    elif change == "actions":
        record["deals"][0]["actions"] = {"N": "pass"}
    elif change == "unknown card":
        first_play(record)["play"] = "1X"
    elif change == "rules":
        record["rules"]["variant"] = "poker"
    elif change == "not a record":
        record = [record]  # type: ignore[assignment]
    return json.dumps(record).encode()


def truncated() -> bytes:
    text = json.dumps(good_record(), indent=1).encode()
    return text[: len(text) * 2 // 3]


BAD_SAVES = {
    "empty": (lambda: b"", "empty"),
    "truncated": (truncated, "not_json"),
    "random bytes": (lambda: bytes(range(255, -1, -1)) * 4, "not_text"),
    "version 2": (lambda: with_version(2), "wrong_version"),
    "version 0": (lambda: with_version(0), "wrong_version"),
    "version as text": (lambda: with_version("1"), "wrong_types"),
    "card not in hand": (with_card_not_in_hand, "illegal_action"),
    "seed a list": (lambda: with_change("seed"), "wrong_types"),
    "totals a string": (lambda: with_change("totals"), "wrong_types"),
    "actions an object": (lambda: with_change("actions"), "wrong_types"),
    "unknown card": (lambda: with_change("unknown card"), "wrong_types"),
    "unknown variant": (lambda: with_change("rules"), "wrong_types"),
    "not a record": (lambda: with_change("not a record"), "wrong_types"),
}


@pytest.mark.parametrize("name", BAD_SAVES)
def test_bad_save_is_moved_aside(store: SaveStore, name: str) -> None:
    make, kind = BAD_SAVES[name]
    content = make()
    store.folder.mkdir(parents=True)
    store.path.write_bytes(content)
    with pytest.raises(BadFile) as info:
        store.load()
    bad = info.value
    assert bad.kind == kind, bad.detail
    assert bad.path == store.path and bad.detail
    assert bad.moved_to is not None and bad.moved_to.parent == store.folder
    assert bad.moved_to.name.startswith(f"{SAVE_NAME}.bad-")
    assert bad.moved_to.read_bytes() == content
    assert not store.path.exists()
    assert bad.moved_to.name in bad.message()
    assert store.load() is None  # the player goes on without a save


def test_a_second_bad_save_keeps_the_first(store: SaveStore) -> None:
    store.folder.mkdir(parents=True)
    store.path.write_bytes(b"")
    with pytest.raises(BadFile) as first:
        store.load()
    store.path.write_bytes(b"{oops")
    with pytest.raises(BadFile) as second:
        store.load()
    assert first.value.moved_to != second.value.moved_to
    assert aside_copies(store) == sorted([first.value.moved_to, second.value.moved_to])
    assert first.value.moved_to is not None and first.value.moved_to.read_bytes() == b""
    assert second.value.moved_to is not None and second.value.moved_to.read_bytes() == b"{oops"


def test_a_new_save_after_a_bad_one(store: SaveStore) -> None:
    store.folder.mkdir(parents=True)
    store.path.write_bytes(b"\x00\x01")
    with pytest.raises(BadFile):
        store.load()
    match = mid_trick_match()
    store.save(match)
    loaded = store.load()
    assert loaded is not None and snapshot(loaded) == snapshot(match)
    assert len(aside_copies(store)) == 1


def test_any_failure_of_the_replay_is_a_bad_file(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    # Odd data that trips the engine in a way it did not foresee must not crash the start-up.
    def broken(data: object) -> Match:
        raise KeyError("surprise")

    store.save(Match(seed=1))
    monkeypatch.setattr(saves, "from_record", broken)
    with pytest.raises(BadFile) as info:
        store.load()
    assert info.value.kind == "wrong_types" and "KeyError" in info.value.detail
    assert info.value.moved_to is not None and info.value.moved_to.exists()


# ----- the record reader of File > Open game record: the same reading as the replay command --------------------------
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "belote_desktop" / "engine" / "example_record.json"


def within_seconds(function, *args, seconds: float = 10):
    """``function(*args)``'s result or exception; fails if it blocks (a FIFO must never be waited on)."""
    out: list = []

    def run() -> None:
        try:
            out.append(function(*args))
        except BaseException as e:  # handed to the test
            out.append(e)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert out, f"{function.__name__} blocked"
    return out[0]


def test_a_byte_order_mark_is_read_the_same_by_the_app_and_the_command(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + EXAMPLE.read_bytes())
    match = saves.read_record(path)
    assert match is not None
    assert to_record(match) == to_record(saves.read_record(EXAMPLE))
    proc = subprocess.run([sys.executable, "-m", "belote_desktop.engine.replay", str(path)], cwd=ROOT,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["totals"] == {"NS": match.totals[0], "EW": match.totals[1]}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_open_record_refuses_a_fifo_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    bad = within_seconds(saves.read_record, fifo)
    assert isinstance(bad, BadFile) and bad.kind == "not_a_file" and "pipe" in bad.detail
    assert bad.moved_to is None and fifo.exists()


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_open_record_refuses_dev_zero_without_reading_it() -> None:
    bad = within_seconds(saves.read_record, Path("/dev/zero"))
    assert isinstance(bad, BadFile) and bad.kind == "not_a_file" and "device" in bad.detail


def test_open_record_refuses_a_folder(tmp_path: Path) -> None:
    with pytest.raises(BadFile) as info:
        saves.read_record(tmp_path)
    assert info.value.kind == "not_a_file" and "folder" in info.value.detail


def test_open_record_size_limit(tmp_path: Path) -> None:
    text = EXAMPLE.read_bytes()
    path = tmp_path / "padded.json"
    path.write_bytes(text + b" " * (MAX_FILE_BYTES - len(text)))
    assert saves.read_record(path) is not None
    path.write_bytes(text + b" " * (MAX_FILE_BYTES + 1 - len(text)))
    with pytest.raises(BadFile) as info:
        saves.read_record(path)
    assert info.value.kind == "too_large" and "larger than 4 MiB" in info.value.detail


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_in_the_saves_place_is_left_there(store: SaveStore) -> None:
    # As for a folder in its place: an OSError for the caller's notice, nothing moved, nothing waited on.
    store.folder.mkdir(parents=True)
    os.mkfifo(store.path)
    error = within_seconds(store.load)
    assert isinstance(error, NotARegularFile) and isinstance(error, OSError)
    assert store.path.exists() and aside_copies(store) == []


@pytest.mark.parametrize("content", [b"null", b" null\n", b"\xef\xbb\xbfnull"])
def test_a_file_that_holds_null_is_not_a_missing_file(store: SaveStore, tmp_path: Path, content: bytes) -> None:
    # Found by the record fuzz: read_json's None for "no file" hid a save or a record holding JSON null.
    path = tmp_path / "null.json"
    path.write_bytes(content)
    with pytest.raises(BadFile) as info:
        saves.read_record(path)
    assert info.value.kind == "wrong_types" and path.exists()
    store.folder.mkdir(parents=True)
    store.path.write_bytes(content)
    with pytest.raises(BadFile) as info:
        store.load()
    assert info.value.moved_to is not None and not store.path.exists()
