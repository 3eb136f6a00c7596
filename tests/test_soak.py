"""A bounded soak in the default suite: the real program, started and quit again and again, under a storm of
player input (benchmarks/soak.py). Any death, uncaught exception or hang fails it, with the seed to replay.

The long runs (100,000 actions and more, on Xvfb with a window manager too) are run by hand; their figures
are in the closing notes, not asserted here.
"""

from __future__ import annotations

from pathlib import Path

from tests.packaging import ROOT, load_script

ACTIONS = 2000
CYCLES = 20


def test_a_storm_of_play_quits_and_restarts_kills_nothing(tmp_path: Path) -> None:
    soak = load_script(ROOT / "benchmarks" / "soak.py", "belote_benchmarks_soak")
    # Two cases at a time (this machine and CI have two cores); a little faster than a person, not slower.
    totals = soak.soak(seed=20261201, actions=ACTIONS, cycles=CYCLES, minutes=None, jobs=2,
                       displays=("offscreen",), variants=soak.VARIANTS, speeds=("normal", "instant"),
                       keep=tmp_path / "failures", mean_actions=100, pace=0.6, report=lambda _line: None)
    text = soak.summary(totals)
    assert totals.actions >= ACTIONS and totals.quits >= CYCLES, text
    # Both games played (issue 38): klaverjas's cases half of them, some with the roem called with Roem!.
    assert {game for game, counts in totals.by_game.items() if counts["actions"]} == set(soak.GAMES), text
    assert totals.by_game["klaverjas"]["called_roem_starts"] > 0, text
    assert totals.failures == [] and totals.storm_errors == 0, text


def test_half_the_cases_start_klaverjas_and_only_they_may_call_the_roem() -> None:
    soak = load_script(ROOT / "benchmarks" / "soak.py", "belote_benchmarks_soak")
    cases = [soak.plan_case(seed, ("offscreen",), soak.VARIANTS, ("normal",), 100) for seed in range(400)]
    klaverjas = [case for case in cases if case.game == "klaverjas"]
    assert {case.variant for case in klaverjas} == set(soak.KLAVERJAS_PRESETS)
    assert 150 < len(klaverjas) < 250
    assert not any(case.called_roem for case in cases if case.game == "belote")
    assert 0.3 < sum(case.called_roem for case in klaverjas) / len(klaverjas) < 0.7
