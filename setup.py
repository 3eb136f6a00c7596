"""Build hook only: the metadata lives in pyproject.toml.

The compiled translations (.qm) are not committed, so build_py compiles them
from translations/*.ts with packaging/translations.py, the same script the
developers and the tests use.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SCRIPT = ROOT / "packaging" / "translations.py"
RESOURCES = ROOT / "resources"
# The files the program reads at run time (belote_desktop/resources.py): the
# bundled font with its licence, the window icon's sizes, and the table's sounds.
RESOURCE_PATTERNS = ("fonts/*.ttf", "fonts/LICENSE*", "icons/*.png", "icons/*.svg", "sounds/*.wav")


def _resource_files() -> list[Path]:
    return sorted(p for pattern in RESOURCE_PATTERNS for p in RESOURCES.glob(pattern) if p.is_file())


def _translations() -> ModuleType:
    # Loaded by path: a top-level "packaging" folder must not shadow the PyPI
    # "packaging" that setuptools itself imports.
    name = "belote_translations"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, SCRIPT)
        assert spec is not None and spec.loader is not None
        # Registered before it runs: dataclasses look their module up in sys.modules.
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


class BuildPyWithTranslations(build_py):
    """build_py that also compiles translations/*.ts into belote_desktop/translations/*.qm
    and copies the fonts and icons of resources/ into belote_desktop/resources/."""

    def run(self) -> None:
        super().run()
        tools = _translations()
        # An editable install imports the package from the source tree, so the
        # .qm files go there (git ignores them); a wheel takes them from build_lib.
        base = ROOT if self.editable_mode else Path(self.build_lib)
        out = base / "belote_desktop" / "translations"
        self.announce(f"compiling translations into {out}", level=2)
        self._qm_files = [str(p) for p in tools.build_qm(out)]
        # An editable install finds resources/ beside the package; a wheel carries a copy inside it.
        self._resource_files = []
        if not self.editable_mode:
            for source in _resource_files():
                target = Path(self.build_lib) / "belote_desktop" / "resources" / source.relative_to(RESOURCES)
                self.mkpath(str(target.parent))
                self.copy_file(str(source), str(target))
                self._resource_files.append(str(target))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return [*super().get_outputs(include_bytecode), *getattr(self, "_qm_files", []),
                *getattr(self, "_resource_files", [])]

    def get_source_files(self) -> list[str]:
        # The sdist takes its file list from here: ship what the build above needs.
        tools = _translations()
        extra = [SCRIPT, *(tools.ts_path(lang) for lang in tools.ALL_TS), *_resource_files()]
        return [*super().get_source_files(), *(str(p.relative_to(ROOT)) for p in extra)]


# The solver's search in C (belote_desktop/bots/native/): optional, so that a
# machine without a C compiler still installs the game, which then searches in
# Python, some fifty times slower (the hard level thinks less deeply, a deal's
# review takes longer).
NATIVE_SEARCH = Extension(
    "belote_desktop.bots._native_search",
    sources=["belote_desktop/bots/native/module.c", "belote_desktop/bots/native/search.c"],
    depends=["belote_desktop/bots/native/search.h", "belote_desktop/bots/native/python_glue.h"],
    optional=True,
)

# The klaverjas search (bots/klaverjas/solver.py), optional in the same way; it reads its arguments with
# belote's readers (python_glue.h, a header both include).
NATIVE_KLAVERJAS = Extension(
    "belote_desktop.bots._native_klaverjas",
    sources=["belote_desktop/bots/native/klaverjas.c"],
    depends=["belote_desktop/bots/native/python_glue.h"],
    optional=True,
)

setup(cmdclass={"build_py": BuildPyWithTranslations}, ext_modules=[NATIVE_SEARCH, NATIVE_KLAVERJAS])
