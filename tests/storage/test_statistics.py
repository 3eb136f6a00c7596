"""Statistics: counting against hand-made and real deal results, the file
format, and a damaged statistics file set aside with fresh statistics to go on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from belote_desktop.engine import PRESETS, DealScore, Match, TeamScore
from belote_desktop.session.settings import GameSettings
from belote_desktop.storage.files import BadFile
from belote_desktop.storage.statistics import (
    STATISTICS_NAME,
    BadStatisticsFile,
    Counters,
    Statistics,
    StatisticsFormatError,
    StatisticsStore,
    StatsKey,
)

from . import play_with_bots

KEY = StatsKey("classic", "normal", "hard")
US, THEM = 0, 1


def team(card_points: int, last: int = 0, capot: int = 0, score: int = 0) -> TeamScore:
    return TeamScore(card_points, last, capot, 0, 0, score)


def result(takers: int, made: bool, scores: tuple[int, int], capot: int | None = None,
           litige: bool = False, held: int = 0) -> DealScore:
    teams = (team(100, score=scores[0]), team(52, 10, score=scores[1]))
    return DealScore(teams, takers, made, litige, held, capot)


# ----- counting -------------------------------------------------------------------------
def test_our_contracts_and_theirs() -> None:
    stats = Statistics()
    stats.record_deal(KEY, result(US, True, (110, 52)), (110, 52), US)
    stats.record_deal(KEY, result(US, False, (0, 162)), (0, 162), US)
    stats.record_deal(KEY, result(THEM, True, (40, 122)), (40, 122), US)
    stats.record_deal(KEY, result(THEM, False, (162, 0)), (162, 0), US)
    stats.record_deal(KEY, result(THEM, True, (0, 252), capot=THEM), (0, 252), US)
    stats.record_deal(KEY, result(US, True, (252, 0), capot=US), (252, 0), US)
    [(key, c)] = stats.rows()
    assert key == KEY
    assert c == Counters(deals_played=6, contracts_taken=3, contracts_made=2, opponent_contracts_taken=3,
                         opponent_contracts_made=2, capots=1, points_us=564, points_them=588)
    assert c.success_rate == pytest.approx(2 / 3)
    assert c.average_us == pytest.approx(94) and c.average_them == pytest.approx(98)
    assert c.win_rate is None  # no match finished yet


def test_the_player_in_the_other_team() -> None:
    stats = Statistics()
    stats.record_deal(KEY, result(THEM, True, (52, 110), capot=THEM), (52, 110), THEM)
    [(_, c)] = stats.rows()
    assert (c.contracts_taken, c.contracts_made, c.capots, c.points_us, c.points_them) == (1, 1, 1, 110, 52)
    assert c.opponent_contracts_taken == 0


def test_litige_and_held_points_follow_what_was_added() -> None:
    stats = Statistics()
    # A litige: the takers (us) are not made and our points wait; the next deal's winner collects them.
    stats.record_deal(KEY, result(US, False, (0, 81), litige=True, held=81), (0, 81), US)
    stats.record_deal(KEY, result(THEM, False, (162, 0)), (162 + 81, 0), US)
    [(_, c)] = stats.rows()
    assert (c.contracts_taken, c.contracts_made, c.opponent_contracts_taken, c.opponent_contracts_made) == (1, 0, 1, 0)
    assert (c.points_us, c.points_them, c.deals_played) == (243, 81, 2)


def test_thrown_in_deals_count_nothing() -> None:
    stats = Statistics()
    stats.record_deal(KEY, None, (0, 0), US)
    assert stats.rows() == []


def test_matches_and_keys_apart() -> None:
    stats = Statistics()
    stats.record_match(KEY, won=True)
    stats.record_match(KEY, won=False)
    stats.record_match(KEY, won=True)
    other = ("coinche", "easy", "easy")
    stats.record_match(other, won=False)
    rows = dict(stats.rows())
    assert (rows[KEY].matches_played, rows[KEY].matches_won) == (3, 2)
    assert rows[KEY].win_rate == pytest.approx(2 / 3)
    assert (rows[StatsKey(*other)].matches_played, rows[StatsKey(*other)].matches_won) == (1, 0)


def test_rows_in_the_game_order_and_copies() -> None:
    stats = Statistics()
    for key in [("contree", "easy", "easy"), ("classic", "hard", "normal"), ("coinche", "normal", "easy"),
                ("classic", "easy", "hard"), ("classic", "easy", "easy"), ("zzz", "easy", "easy")]:
        stats.record_match(key, won=False)
    assert [tuple(k)[:3] for k, _ in stats.rows()] == [
        ("classic", "easy", "easy"), ("classic", "easy", "hard"), ("classic", "hard", "normal"),
        ("coinche", "normal", "easy"), ("contree", "easy", "easy"), ("zzz", "easy", "easy")]
    stats.rows()[0][1].matches_played = 99
    assert stats.rows()[0][1].matches_played == 1


def test_reset() -> None:
    stats = Statistics()
    stats.record_match(KEY, won=True)
    stats.reset()
    assert stats.rows() == [] and stats == Statistics()


def test_key_of_settings() -> None:
    settings = GameSettings(options=PRESETS["contree"], partner_level="hard", opponent_level="easy")
    assert StatsKey.of(settings) == ("contree", "hard", "easy", "alone")
    assert StatsKey.of(settings, assisted=True) == ("contree", "hard", "easy", "assisted")


@pytest.mark.parametrize(("variant", "seed"), [("classic", 1), ("coinche", 2), ("contree", 3), ("classic", 4)])
def test_real_matches(variant: str, seed: int) -> None:
    match = play_with_bots(Match(PRESETS[variant], seed=seed), seed)
    stats = Statistics()
    key = (variant, "easy", "easy")
    for human_team in (US, THEM):
        stats.reset()
        for deal, added in zip(match.deals, match.history, strict=True):
            stats.record_deal(key, deal.result, added, human_team)
        stats.record_match(key, won=match.winner == human_team)
        [(_, c)] = stats.rows()
        scored = [d.result for d in match.deals if d.result is not None]
        assert c.deals_played == match.deals_played == len(scored)
        assert (c.points_us, c.points_them) == (match.totals[human_team], match.totals[human_team ^ 1])
        assert c.contracts_taken == sum(r.takers == human_team for r in scored)
        assert c.contracts_made == sum(r.takers == human_team and r.made for r in scored)
        assert c.contracts_taken + c.opponent_contracts_taken == c.deals_played
        assert c.opponent_contracts_made == sum(r.takers != human_team and r.made for r in scored)
        assert c.capots == sum(r.capot == human_team for r in scored)
        assert (c.matches_played, c.matches_won) == (1, int(match.winner == human_team))


# ----- the file ----------------------------------------------------------------------------
def sample() -> Statistics:
    stats = Statistics()
    stats.record_deal(KEY, result(US, True, (110, 52), capot=None), (110, 52), US)
    stats.record_match(KEY, won=True)
    stats.record_deal(("coinche", "easy", "hard"), result(THEM, True, (0, 252), capot=THEM), (0, 252), US)
    return stats


@pytest.fixture
def store(tmp_path: Path) -> StatisticsStore:
    return StatisticsStore(tmp_path / "data")


def test_no_file_is_empty_statistics(store: StatisticsStore) -> None:
    assert store.path == store.folder / STATISTICS_NAME
    assert store.load() == Statistics()


def test_save_and_load(store: StatisticsStore) -> None:
    stats = sample()
    store.save(stats)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert (data["format"], data["version"]) == ("belote-desktop statistics", 1)
    assert data["entries"][0] == {"variant": "classic", "partner_level": "normal", "opponent_level": "hard",
                                  "play": "alone",
                                  "matches_played": 1, "matches_won": 1, "deals_played": 1, "contracts_taken": 1,
                                  "contracts_made": 1, "opponent_contracts_taken": 0, "opponent_contracts_made": 0,
                                  "capots": 0, "points_us": 110, "points_them": 52, "last_raises": 0,
                                  "last_raises_made": 0}
    loaded = store.load()
    assert loaded == stats and loaded.rows() == stats.rows()
    loaded.record_match(KEY, won=False)
    store.save(loaded)
    assert store.load() == loaded
    assert [p.name for p in store.folder.iterdir()] == [STATISTICS_NAME]


def changed(change: str) -> Any:
    data = sample().to_dict()
    entry = data["entries"][0]
    if change == "version 2":
        data["version"] = 2
    elif change == "version text":
        data["version"] = "1"
    elif change == "format":
        data["format"] = "something else"
    elif change == "entries":
        data["entries"] = {"classic": 1}
    elif change == "bool counter":
        entry["capots"] = True
    elif change == "negative":
        entry["points_us"] = -5
    elif change == "float":
        entry["deals_played"] = 1.5
    elif change == "missing":
        del entry["capots"]
    elif change == "extra":
        entry["luck"] = 3
    elif change == "empty key":
        entry["variant"] = ""
    elif change == "key number":
        entry["partner_level"] = 3
    elif change == "duplicate":
        data["entries"].append(dict(entry))
    elif change == "entry list":
        data["entries"][0] = [1, 2]
    elif change == "top list":
        data = [data]
    return data


BAD_STATISTICS = {
    "empty": (b"", "empty"),
    "truncated": (json.dumps(sample().to_dict()).encode()[:40], "not_json"),
    "random bytes": (bytes(range(128, 256)), "not_text"),
    **{name: (json.dumps(changed(name)).encode(), "wrong_version" if name == "version 2" else "wrong_types")
       for name in ("version 2", "version text", "format", "entries", "bool counter", "negative", "float",
                    "missing", "extra", "empty key", "key number", "duplicate", "entry list", "top list")},
}


@pytest.mark.parametrize("name", BAD_STATISTICS)
def test_bad_file_is_moved_aside_with_fresh_statistics(store: StatisticsStore, name: str) -> None:
    content, kind = BAD_STATISTICS[name]
    store.folder.mkdir()
    store.path.write_bytes(content)
    with pytest.raises(BadFile) as info:
        store.load()
    bad = info.value
    assert isinstance(bad, BadStatisticsFile)
    assert bad.kind == kind, bad.detail
    assert bad.fresh == Statistics()
    assert bad.moved_to is not None and bad.moved_to.read_bytes() == content
    assert bad.moved_to.name.startswith(f"{STATISTICS_NAME}.bad-") and bad.moved_to.parent == store.folder
    assert not store.path.exists()
    # Going on with the fresh statistics writes a good new file.
    bad.fresh.record_match(KEY, won=True)
    store.save(bad.fresh)
    assert store.load() == bad.fresh


def test_second_bad_file_keeps_the_first(store: StatisticsStore) -> None:
    store.folder.mkdir()
    moved = []
    for content in (b"", b"[", b"\xff"):
        store.path.write_bytes(content)
        with pytest.raises(BadStatisticsFile) as info:
            store.load()
        moved.append(info.value.moved_to)
    assert len(set(moved)) == 3
    assert [p.read_bytes() for p in moved if p is not None] == [b"", b"[", b"\xff"]



def test_assisted_matches_are_kept_apart_and_old_files_read_as_the_players_own() -> None:
    from belote_desktop.storage.statistics import ALONE, ASSISTED

    stats = Statistics()
    stats.record_match(KEY, won=True)
    helped = KEY._replace(play=ASSISTED)
    stats.record_match(helped, won=False)
    rows = dict(stats.rows())
    assert rows[KEY].matches_won == 1 and rows[helped].matches_won == 0
    data = stats.to_dict()
    assert [e["play"] for e in data["entries"]] == [ALONE, ASSISTED]
    assert Statistics.from_dict(data) == stats
    for entry in data["entries"]:  # a file from before: no "play" field, all of it the player's own
        del entry["play"]
    data["entries"] = data["entries"][:1]
    assert dict(Statistics.from_dict(data).rows()) == {KEY: rows[KEY]}
    data["entries"][0]["play"] = "cheated"
    with pytest.raises(StatisticsFormatError):
        Statistics.from_dict(data)


def test_our_last_raises_are_counted_and_old_files_read_with_none() -> None:
    """R5 last_raise (issue 36): a contract our team raised at the last moment counts as a last raise, made
    or not; the opponents' raises are theirs. A file written before the counters reads them as 0."""
    stats = Statistics()
    stats.record_deal(KEY, result(US, True, (230, 52)), (230, 52), US, raised=True)
    stats.record_deal(KEY, result(US, False, (0, 280)), (0, 280), US, raised=True)
    stats.record_deal(KEY, result(US, True, (110, 52)), (110, 52), US)
    stats.record_deal(KEY, result(THEM, True, (52, 230)), (52, 230), US, raised=True)
    counters = dict(stats.rows())[KEY]
    assert (counters.last_raises, counters.last_raises_made, counters.contracts_taken) == (2, 1, 3)
    assert counters.last_raise_rate == 0.5
    data = stats.to_dict()
    assert Statistics.from_dict(data) == stats
    for entry in data["entries"]:
        del entry["last_raises"], entry["last_raises_made"]
    old = dict(Statistics.from_dict(data).rows())[KEY]
    assert (old.last_raises, old.last_raises_made, old.contracts_made) == (0, 0, 2)
