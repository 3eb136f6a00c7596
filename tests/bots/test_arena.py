"""The arena: duplicate boards, the report, and its command line."""

from __future__ import annotations

import json

import pytest

from belote_desktop.bots import arena
from belote_desktop.engine import PRESETS


def setup(variant: str = "classic") -> arena.Setup:
    return arena.Setup("normal", "easy", PRESETS[variant], seed=11, budget=0.05)


def test_each_board_is_played_twice_from_the_same_deck_with_the_teams_swapped(monkeypatch) -> None:
    seen: list[tuple[int, str, str, tuple[int, ...]]] = []
    real = arena.play_once

    def spy(s, board, ns, ew, stats):
        seen.append((board, ns, ew, tuple(arena.board_deck(s.seed, board))))
        return real(s, board, ns, ew, stats)

    monkeypatch.setattr(arena, "play_once", spy)
    stats = arena.play_boards(setup(), [0, 1, 2])
    assert [(b, ns, ew) for b, ns, ew, _ in seen] == [
        (0, "normal", "easy"), (0, "easy", "normal"),
        (1, "normal", "easy"), (1, "easy", "normal"),
        (2, "normal", "easy"), (2, "easy", "normal"),
    ]
    assert seen[0][3] == seen[1][3] and seen[0][3] != seen[2][3]
    assert len(stats["normal"].points) == len(stats["easy"].points) == 3


def test_a_boards_points_are_each_sides_mean_over_its_two_seats(monkeypatch) -> None:
    scores = iter([(100, 62), (30, 132)])  # first: normal NS; second: easy NS
    monkeypatch.setattr(arena, "play_once", lambda *a: next(scores))
    stats = arena.play_boards(setup(), [0])
    assert stats["normal"].points == [(100 + 132) / 2]
    assert stats["easy"].points == [(62 + 30) / 2]


def test_mean_and_confidence_interval() -> None:
    mean, ci = arena.mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    # sample standard deviation of 1..4 is sqrt(5/3)
    assert ci == pytest.approx(1.96 * (5 / 3) ** 0.5 / 2)


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_command_line_reports_both_sides(variant: str, capsys) -> None:
    assert arena.main(["--ns", "normal", "--ew", "easy", "--variant", variant, "--deals", "3",
                       "--seed", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["boards"] == 3 and out["variant"] == variant
    for level in ("normal", "easy"):
        assert out[level]["decisions"] > 0
        assert out[level]["decision max s"] >= out[level]["decision p95 s"]
    diff = out["normal - easy"]
    assert diff["points per deal"] == pytest.approx(
        out["normal"]["points per deal"] - out["easy"]["points per deal"], abs=0.02)


def test_bad_arguments_are_refused_with_a_message(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        arena.main(["--ns", "easy", "--ew", "easy"])
    assert exit_.value.code == 2
    assert "must be different" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--ns", "grandmaster", "--ew", "easy"])


def test_boards_split_over_processes_give_the_same_results_as_one_process() -> None:
    one = arena.run(setup(), deals=4, jobs=1)
    two = arena.run(setup(), deals=4, jobs=2)
    for level in ("normal", "easy"):
        assert sorted(one[level].points) == sorted(two[level].points)
        assert one[level].contracts == two[level].contracts


def test_a_logged_run_taken_up_again_plays_only_the_missing_boards(tmp_path, monkeypatch) -> None:
    log = tmp_path / "boards.jsonl"
    first = arena.run(setup(), deals=3, jobs=1, log=log)
    played: list[int] = []
    real = arena.play_board

    def spy(s, board):
        played.append(board)
        return real(s, board)

    monkeypatch.setattr(arena, "play_board", spy)
    resumed = arena.run(setup(), deals=5, jobs=1, log=log)
    assert played == [3, 4]
    whole = arena.play_boards(setup(), range(5))
    for level in ("normal", "easy"):
        assert resumed[level].points == whole[level].points
        assert resumed[level].points[:3] == first[level].points
        assert resumed[level].made == whole[level].made


def test_a_log_cut_in_its_last_line_replays_that_board(tmp_path) -> None:
    log = tmp_path / "boards.jsonl"
    arena.run(setup(), deals=2, jobs=1, log=log)
    text = log.read_text(encoding="utf-8")
    log.write_text(text[: len(text) - 20], encoding="utf-8")  # the second board's line is cut short
    assert sorted(arena.read_log(log, setup())) == [0]
    again = arena.run(setup(), deals=2, jobs=1, log=log)
    assert len(again["normal"].points) == 2


def test_a_log_from_another_setup_or_damaged_inside_is_refused(tmp_path, capsys) -> None:
    log = tmp_path / "boards.jsonl"
    arena.run(setup(), deals=1, jobs=1, log=log)
    with pytest.raises(arena.LogError, match="another setup"):
        arena.read_log(log, setup("coinche"))
    assert arena.main(["--ns", "normal", "--ew", "easy", "--variant", "coinche", "--deals", "1",
                       "--budget", "0.05", "--seed", "11", "--log", str(log)]) == 2
    assert "another setup" in capsys.readouterr().err
    lines = log.read_text(encoding="utf-8").splitlines()
    log.write_text("\n".join([lines[0], "not json", lines[1]]) + "\n", encoding="utf-8")
    with pytest.raises(arena.LogError, match="line 2"):
        arena.read_log(log, setup())


def test_decision_times_are_split_into_calls_and_cards() -> None:
    stats = arena.play_boards(setup(), [0, 1])
    for side in stats.values():
        assert side.call_times and side.card_times
        assert sorted(side.call_times + side.card_times) == sorted(side.times)
        # Each of a side's two seats plays its eight cards in each of the board's deals that was played.
        assert len(side.card_times) >= 8
    out = arena.report(setup(), stats, 1.0)
    for level in ("normal", "easy"):
        side_out = out[level]
        assert isinstance(side_out, dict)
        assert side_out["call decisions"] + side_out["card decisions"] == side_out["decisions"]
        assert side_out["decision max s"] == max(side_out["call max s"], side_out["card max s"])


def test_a_log_written_before_the_split_is_taken_up_again(tmp_path) -> None:
    log = tmp_path / "boards.jsonl"
    arena.run(setup(), deals=2, jobs=1, log=log)
    lines = log.read_text(encoding="utf-8").splitlines()
    old = [lines[0]]
    for line in lines[1:]:
        entry = json.loads(line)
        for side in entry["stats"].values():
            del side["call_times"], side["card_times"]
        old.append(json.dumps(entry))
    log.write_text("\n".join(old) + "\n", encoding="utf-8")
    resumed = arena.run(setup(), deals=3, jobs=1, log=log)
    for side in resumed.values():
        assert len(side.points) == 3
        # Only the new board has its times split.
        assert 0 < len(side.call_times) + len(side.card_times) < len(side.times)


def test_the_last_raise_is_counted_per_side(capsys) -> None:
    """Under last_raise the report counts each side's chances to raise, its raises and the raised contracts
    made; hard-never-raises, the baseline of issue 36's measure, never raises."""
    stats = arena.play_boards(arena.Setup("easy", "normal", PRESETS["contree_last_raise"], seed=5, budget=0.05),
                              range(12))
    easy, normal = stats["easy"], stats["normal"]
    assert easy.raise_chances > 0 and normal.raise_chances > 0
    assert 0 < easy.raises <= easy.raise_chances and easy.raises_made <= easy.raises
    assert arena.main(["--ns", "easy", "--ew", "normal", "--variant", "contree_last_raise", "--deals", "12",
                       "--seed", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["easy"]["last raises"], out["easy"]["last raise chances"]) == (easy.raises, easy.raise_chances)
    assert "last raises" not in arena.report(setup(), arena.play_boards(setup(), [0]), 0.0)["easy"]
    assert "hard-never-raises" in arena.ARENA_LEVELS
