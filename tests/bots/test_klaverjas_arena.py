"""The klaverjas arena: duplicate boards (the same cards twice, the teams swapped), a log that a later run
continues, and a summary by board."""

from __future__ import annotations

import json
from pathlib import Path

from belote_desktop.bots.klaverjas.arena import board_setup, run


def test_each_board_is_played_twice_with_the_teams_swapped_and_a_run_goes_on_from_its_log(tmp_path: Path) -> None:
    log = tmp_path / "arena.jsonl"
    result = run("normal", "easy", "rotterdams", 2, 5, None, 1, log, None)
    lines = [json.loads(t) for t in log.read_text().splitlines()]
    assert [(ln["board"], ln["swapped"]) for ln in lines] == [(0, False), (0, True), (1, False), (1, True)]
    assert result["boards"] == 2 and result["deals"] == 4
    first = [ln["first_minus_second"] for ln in lines]
    assert result["first_minus_second_per_deal"] == round(sum(first) / 4, 2)
    lo, hi = result["interval_95"]
    assert lo <= result["first_minus_second_per_deal"] <= hi
    chose = result["normal_as_first"]["chose_trump"] + result["easy_as_second"]["chose_trump"]
    assert chose == 4  # somebody chooses trump in every deal (K4: no throw-in)
    assert result["normal_first_cards_seconds"]["decisions"] == 2 * 4 * 8  # two seats, eight cards, four deals
    # The same cards and dealer for both playings of a board, others for the next board.
    assert board_setup(5, 0) == board_setup(5, 0) != board_setup(5, 1)
    again = run("normal", "easy", "rotterdams", 3, 5, None, 1, log, None)
    lines = [json.loads(t) for t in log.read_text().splitlines()]
    assert len(lines) == 6 and again["boards"] == 3  # only board 2 was played
