"""The compiled search's sources reach a source distribution: setup.py names the C files and
MANIFEST.in the headers (an sdist built without them cannot compile the search)."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NATIVE = ROOT / "belote_desktop" / "bots" / "native"


def test_every_c_file_is_compiled_and_every_header_shipped() -> None:
    setup = (ROOT / "setup.py").read_text(encoding="utf-8")
    named = set(re.findall(r'"(belote_desktop/bots/native/[^"]+)"', setup))
    sources = {p.relative_to(ROOT).as_posix() for p in NATIVE.glob("*.c")}
    headers = {p.relative_to(ROOT).as_posix() for p in NATIVE.glob("*.h")}
    assert sources and headers
    assert sources <= named, "a C file of the search is not in setup.py's extension"
    assert all((ROOT / n).is_file() for n in named), "setup.py names a file that is not there"
    patterns = [line.split(None, 1)[1].strip() for line in (ROOT / "MANIFEST.in").read_text().splitlines()
                if line.startswith("include ")]
    for header in headers:
        assert any(fnmatch.fnmatch(header, p) for p in patterns), f"{header} would be missing from an sdist"
