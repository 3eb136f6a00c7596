"""Qt Linguist's tools, found where PySide6 keeps them: the standard library only.

Shared by the program (which compiles its translations on the spot when it runs from a source
checkout that has not compiled them) and by packaging/translations.py, which loads this file by
path so that setup.py's isolated build needs no import of the package.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path


class ToolMissing(RuntimeError):
    """A Qt Linguist tool (lupdate or lrelease) could not be found."""


def _pyside_dirs() -> list[Path]:
    # find_spec locates the package without importing it: no Qt library gets loaded.
    spec = importlib.util.find_spec("PySide6")
    return [Path(p) for p in (spec.submodule_search_locations or [])] if spec else []


def find_tool(name: str) -> str:
    """The path of ``lupdate`` or ``lrelease``: PySide6's own first, then PATH.

    PySide6 ships the binaries inside its package (``PySide6/lupdate``); the
    ``pyside6-*`` entry points are only wrappers around them. A bare
    ``lupdate`` on PATH comes last: a distribution's Qt 5 one cannot read
    Python sources.
    """
    exe = ".exe" if sys.platform == "win32" else ""
    for folder in _pyside_dirs():
        candidate = folder / f"{name}{exe}"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    for command in (f"pyside6-{name}", f"{name}-qt6", f"{name}6", name):
        found = shutil.which(command)
        if found:
            return found
    raise ToolMissing(
        f"Qt's {name} was not found: install PySide6-Essentials (it ships {name} inside the "
        f"PySide6 package) or put pyside6-{name} on PATH."
    )


def run_tool(tool: str, args: list[str], cwd: Path | None = None) -> None:
    result = subprocess.run([find_tool(tool), *args], cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{tool} failed ({result.returncode}):\n{result.stdout}{result.stderr}")


def lrelease(ts: Path, qm: Path) -> None:
    """Compile one .ts file into ``qm``, replacing it in one step: a running game maps its .qm files into
    memory, and a file rewritten in place under it makes the next translated text read garbage and crash
    (seen once: a rebuild while the test suite's soak ran)."""
    target = qm.resolve()
    partial = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        run_tool("lrelease", ["-silent", str(ts.resolve()), "-qm", str(partial)])
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
