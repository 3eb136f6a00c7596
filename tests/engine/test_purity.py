"""The engine is pure Python: importing it never pulls in Qt (engine README),
and a match is reproducible from its seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from belote_desktop.engine import PRESETS, Match, Options

ROOT = Path(__file__).resolve().parents[2]
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")
MODULES = ["cards", "options", "errors", "tricks", "bidding", "declarations", "deal", "scoring", "match",
           "record", "replay", "jsonfile"]


def modules_after_import(*names: str) -> list[str]:
    """The top-level packages in sys.modules of a fresh interpreter after ``import names``."""
    code = "; ".join(f"import {n}" for n in names) + (
        "; import sys, json; print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_the_check_sees_qt_when_it_is_imported() -> None:
    # Makes sure the probe below would notice Qt at all.
    pytest.importorskip("PySide6")
    assert "PySide6" in modules_after_import("PySide6.QtCore")


def test_engine_package_does_not_import_qt() -> None:
    loaded = modules_after_import("belote_desktop.engine")
    assert "belote_desktop" in loaded
    assert [q for q in QT if q in loaded] == []


@pytest.mark.parametrize("module", MODULES)
def test_engine_module_does_not_import_qt(module: str) -> None:
    loaded = modules_after_import(f"belote_desktop.engine.{module}")
    assert [q for q in QT if q in loaded] == []


def test_all_engine_modules_together() -> None:
    loaded = modules_after_import(*(f"belote_desktop.engine.{m}" for m in MODULES))
    assert [q for q in QT if q in loaded] == []


def decks(options: Options, seed: int | str, n: int = 6) -> list[tuple[int, tuple[int, ...]]]:
    """(dealer, deck) of the first ``n`` deals, every deal thrown in (all pass)
    so that the next deal is dealt from the same generator."""
    match = Match(options, seed=seed)
    out = []
    for _ in range(n):
        deal = match.start_deal()
        out.append((deal.dealer, deal.deck))
        while deal.phase == "bidding":
            match.bid(next(b for b in deal.legal_bids() if b.kind == "pass"))
    return out


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_same_seed_same_cards(preset: str) -> None:
    a = decks(PRESETS[preset], 12345)
    b = decks(PRESETS[preset], 12345)
    assert a == b
    assert decks(PRESETS[preset], "a text seed") == decks(PRESETS[preset], "a text seed")


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_other_seed_other_cards(preset: str) -> None:
    first = decks(PRESETS[preset], 1, 1)[0][1]
    others = {decks(PRESETS[preset], seed, 1)[0][1] for seed in range(2, 12)}
    assert first not in others
    assert len(others) == 10


def test_same_seed_same_cards_with_shuffle() -> None:
    options = PRESETS["coinche"].with_(shuffle=True)
    assert decks(options, 9) == decks(options, 9)
    assert len({deck for _, deck in decks(options, 9)}) == 6


def test_seed_reproducible_in_a_fresh_interpreter() -> None:
    """Not tied to this process (hash randomisation, import order)."""
    code = ("from belote_desktop.engine import Match, PRESETS; "
            "print(list(Match(PRESETS['coinche'], seed='s7').start_deal().deck))")
    outs = {subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                           timeout=60, env={**os.environ, "PYTHONHASHSEED": str(h)}).stdout for h in (1, 2)}
    assert len(outs) == 1
    assert json.loads(outs.pop()) == list(Match(PRESETS["coinche"], seed="s7").start_deal().deck)
