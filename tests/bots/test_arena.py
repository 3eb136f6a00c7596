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
        arena.main(["--ns", "expert", "--ew", "easy"])


def test_boards_split_over_processes_give_the_same_results_as_one_process() -> None:
    one = arena.run(setup(), deals=4, jobs=1)
    two = arena.run(setup(), deals=4, jobs=2)
    for level in ("normal", "easy"):
        assert sorted(one[level].points) == sorted(two[level].points)
        assert one[level].contracts == two[level].contracts
