"""Dependencies run one way: engine <- bots <- controller <- session <- ui, with storage and i18n beside.

Read statically from every module's imports (relative ones resolved), at any depth of the module (an
import inside a function counts too). The engine's own purity (no Qt, in a fresh interpreter) is
tests/engine/test_purity.py.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "belote_desktop"

# What each part of the program may import of the program (itself always).
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "bots": {"engine"},
    "storage": {"engine"},
    "i18n": {"engine"},
    "controller": {"engine", "bots"},
    "session": {"engine", "bots", "storage", "controller"},
    "ui.cards": {"engine", "i18n", "ui.common"},
    "ui.common": {"engine", "i18n", "ui.cards"},
    "ui.table": {"engine", "bots", "controller", "i18n", "ui.cards", "ui.common"},
    "ui.panels": {"engine", "i18n", "ui.common"},
    "ui.access": {"engine", "bots", "controller", "i18n", "ui.cards", "ui.common", "ui.table"},
    "ui.help": {"engine", "i18n", "ui.common"},
    "ui.sound": {"engine", "controller", "session", "resources", "ui.table"},
}
# Dialogs are windows of their own: they may use the table and the cards, not each other.
DIALOGS = "ui.dialogs"


def part_of(module: str) -> str:
    parts = module.split(".")[1:]  # without "belote_desktop"
    if not parts:
        return ""
    if parts[:2] == ["ui", "dialogs"] and len(parts) > 2:
        return f"ui.dialogs.{parts[2]}"  # each dialog a part of its own: they may not import each other
    if parts[0] == "ui" and len(parts) > 1 and (PACKAGE / "ui" / parts[1]).is_dir():
        return f"ui.{parts[1]}"
    return parts[0]


def imports_of(path: Path) -> set[str]:
    module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    if path.name == "__init__.py":
        package = module.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
                names = [f"{target}.{alias.name}" for alias in node.names] if not node.module else [target]
            else:
                names = [node.module or ""]
            found.update(n for n in names if n.startswith("belote_desktop"))
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("belote_desktop"))
    return found


MODULES = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_each_module_imports_only_what_its_part_may(path: Path) -> None:
    here = part_of(".".join(path.relative_to(ROOT).with_suffix("").parts))
    wrong = []
    for target in imports_of(path):
        there = part_of(target)
        if here.startswith(DIALOGS) and there.startswith(DIALOGS) and there not in (here, DIALOGS):
            wrong.append(target)  # one dialog borrowing from another: the shared piece belongs in ui.common
            continue
        if there in ("", here):
            continue
        allowed = ALLOWED.get(here)
        if allowed is None:  # the top (app, ui.main_window, the dialogs) may use any part below it
            continue
        if not any(there == a or target.startswith(f"belote_desktop.{a}") for a in allowed):
            wrong.append(target)
    assert wrong == [], f"{path.relative_to(PACKAGE)} ({here}) may not import {sorted(wrong)}"


def test_the_parts_form_no_cycle() -> None:
    edges: dict[str, set[str]] = {}
    for path in MODULES:
        here = part_of(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for target in imports_of(path):
            there = part_of(target)
            if there and there != here:
                edges.setdefault(here, set()).add(there)

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(nxt == goal or (nxt not in seen and reaches(nxt, goal, seen | {nxt}))
                   for nxt in edges.get(start, ()))

    cycles = sorted(part for part in edges if reaches(part, part, {part}))
    assert cycles == [], f"parts in a cycle: {cycles}; edges: {edges}"
