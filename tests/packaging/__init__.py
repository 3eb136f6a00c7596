"""Shared by the packaging tests: the repository's paths and the scripts loaded by path.

The top-level ``packaging`` folder is not a package (it must not shadow PyPI's
``packaging``), so its scripts are loaded from their files, as setup.py does.
"""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def load_script(path: Path, name: str) -> ModuleType:
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


def build_script() -> ModuleType:
    return load_script(PACKAGING / "build.py", "belote_packaging_build")


def icons_script() -> ModuleType:
    return load_script(PACKAGING / "icons" / "make_icons.py", "belote_packaging_icons")


def gui_script() -> str:
    (name,) = PYPROJECT["project"]["gui-scripts"]
    return name
