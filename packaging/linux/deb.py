"""The Debian package of the Linux app: ``dist/belote-desktop_<version>_<arch>.deb``.

For the Debian and Ubuntu players who expect ``sudo apt install ./belote-desktop_*.deb`` to give
them the menu entry, the icon, ``belote-desktop`` on the PATH and a clean ``apt remove``. Made
from the PyInstaller one-folder app with Debian's own tools: ``dpkg-shlibdeps`` works out the
system libraries the bundle still takes from the system (libc, libGL, fontconfig, ...) for
``Depends``, and ``dpkg-deb`` builds the archive. ``lintian`` checks it in CI; what it reports of
a bundled app (a copy of Qt and Python inside, with their own library path) is explained in the
overrides file written below.

The app goes to /usr/lib/belote-desktop (Debian keeps /opt for the local administrator), the
command is a link in /usr/games. packaging/build.py calls ``build_deb`` after the .tar.gz when
``dpkg-deb`` is there.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import subprocess
import time
from collections.abc import Callable, Iterable
from email.utils import formatdate
from pathlib import Path

PACKAGE = "belote-desktop"
# Debian's own variables name whoever builds the package; the default is the project's placeholder
# address until it has a real one (a .deb for a distribution's archive is made by its maintainer).
MAINTAINER = (f"{os.environ.get('DEBFULLNAME', 'The Belote Desktop developers')} "
              f"<{os.environ.get('DEBEMAIL', 'belote-desktop@example.org')}>")
LIB = f"usr/lib/{PACKAGE}"
DOC = f"usr/share/doc/{PACKAGE}"
SUMMARY = "belote, coinche and contrée against computer players"
DESCRIPTION = """\
 Belote is the French trick-taking card game for four players in two teams.
 Belote Desktop deals it offline with three computer players at your table:
 classic belote, coinche and contrée with the common house rules as options,
 computer players at four levels, a coach with hints, undo and a review of
 each deal, rules help, and a screen-reader friendly table. In English, Dutch,
 German, Swedish, Polish and French.
 .
 This package carries its own copy of Python and Qt (PySide6)."""

# lintian's findings that come with any PyInstaller app, each with the reason it is fine here.
OVERRIDES = {
    "custom-library-search-path": "Qt's libraries in the bundle find each other through their $ORIGIN run path",
    "embedded-library": "the app carries its own Python and Qt with their libraries, tested as one bundle",
    "library-not-linked-against-libc": "a Python extension module of the bundle, as its wheel ships it",
    "shared-library-lacks-prerequisites": "Python extension modules take their symbols from the bundle's Python",
    "duplicate-font-file": "the table's font travels with the app, so that the cards read the same everywhere",
    "hardening-no-pie": "PyInstaller's start-up program as PyInstaller builds it",
}


def _run(command: list[str], say: Callable[[str], None], **kwargs) -> subprocess.CompletedProcess:
    say("$ " + " ".join(command))
    return subprocess.run(command, check=True, **kwargs)


def debian_arch() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def available() -> bool:
    return all(shutil.which(tool) for tool in ("dpkg-deb", "dpkg-shlibdeps", "dpkg"))


def _elf_files(root: Path) -> list[Path]:
    found = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _depends(staging: Path, say: Callable[[str], None]) -> str:
    """The Depends line of what the bundle takes from the system, by dpkg-shlibdeps: run where a
    Debian source tree would be (debian/control, the package's files in debian/<package>), so that
    the libraries the bundle carries count as its own and only the system's are listed."""
    elves = _elf_files(staging / LIB)
    tree = staging.parent.parent
    (tree / "debian" / "control").write_text(
        f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", encoding="utf-8")
    # Each library the bundle carries, with no dependency: without this, dpkg-shlibdeps goes on to the
    # system's copy of the same library and names its package although the bundle never loads it.
    sonames = (re.fullmatch(r"(lib.+)\.so\.(.+)", p.name) for p in elves)
    carried = sorted({f"{m.group(1)} {m.group(2)}\n" for m in sonames if m})
    (tree / "debian" / "shlibs.local").write_text("".join(carried), encoding="utf-8")
    private = sorted({str(p.parent) for p in elves if ".so" in p.name})
    command = ["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0", *(f"-l{d}" for d in private),
               *(f"-e{p}" for p in elves)]
    say(f"$ dpkg-shlibdeps -O ... ({len(elves)} programs and libraries)")
    result = subprocess.run(command, check=True, cwd=tree, capture_output=True, text=True)
    for line in result.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            return line.split("=", 1)[1].strip()
    raise SystemExit("dpkg-shlibdeps gave no Depends line:\n" + result.stdout + result.stderr)


def _normalize_modes(root: Path) -> None:
    """0755 for folders and programs, 0644 for the rest: what dpkg expects of files owned by root."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            with open(path, "rb") as f:
                head = f.read(4)
            elf_program = head == b"\x7fELF" and ".so" not in path.name
            path.chmod(0o755 if elf_program or head[:2] == b"#!" else 0o644)


def _write_gz(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # mtime 0 and no file name inside: the same text gives the same bytes (lintian asks for -n).
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0,
                                                  filename="") as gz:
        gz.write(text.encode("utf-8"))


def _doc_files(staging: Path, version: str, root: Path) -> None:
    doc = staging / DOC
    doc.mkdir(parents=True, exist_ok=True)
    (doc / "copyright").write_text((root / "packaging" / "linux" / "copyright").read_text(encoding="utf-8"),
                                   encoding="utf-8")
    stamp = int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))
    _write_gz(doc / "changelog.gz",
              f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
              f"  * Release {version}, built from the project's sources by packaging/build.py.\n\n"
              f" -- {MAINTAINER}  {formatdate(stamp, usegmt=False)}\n")
    _write_gz(staging / "usr/share/man/man6/belote-desktop.6.gz",
              (root / "packaging" / "linux" / "belote-desktop.6").read_text(encoding="utf-8"))
    overrides = "".join(f"# {why}\n{PACKAGE}: {tag}\n" for tag, why in OVERRIDES.items())
    (staging / "usr/share/lintian/overrides").mkdir(parents=True, exist_ok=True)
    (staging / "usr/share/lintian/overrides" / PACKAGE).write_text(overrides, encoding="utf-8")


def _installed_size_kib(root: Path) -> int:
    return sum((p.lstat().st_size + 1023) // 1024 for p in root.rglob("*") if not p.is_dir()) + 1


def _control(staging: Path, version: str, depends: str) -> None:
    debian = staging / "DEBIAN"
    debian.mkdir(exist_ok=True)
    sums = []
    for path in sorted(staging.rglob("*")):
        if path.is_file() and not path.is_symlink() and debian not in path.parents:
            sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(staging).as_posix()}\n")
    (debian / "md5sums").write_text("".join(sums), encoding="utf-8")
    (debian / "control").write_text(
        f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {debian_arch()}\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {_installed_size_kib(staging)}\nDepends: {depends}\nSection: games\n"
        f"Priority: optional\nDescription: {SUMMARY}\n{DESCRIPTION}\n",
        encoding="utf-8")
    for path in debian.iterdir():
        path.chmod(0o644)
    debian.chmod(0o755)


def build_deb(bundle: Path, dist: Path, work: Path, version: str, share_files: Iterable[tuple[Path, str]],
              root: Path, say: Callable[[str], None] = print) -> Path:
    """Builds dist/belote-desktop_<version>_<arch>.deb from the one-folder app ``bundle``."""
    staging = work / "deb" / "debian" / PACKAGE
    if (work / "deb").exists():
        shutil.rmtree(work / "deb")
    shutil.copytree(bundle, staging / LIB, symlinks=True)
    # Debian's games keep their commands in /usr/games, which is on every user's PATH.
    (staging / "usr/games").mkdir(parents=True)
    (staging / "usr/games" / PACKAGE).symlink_to(f"../lib/{PACKAGE}/{PACKAGE}")
    for source, inside in share_files:
        target = staging / "usr/share" / inside
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    _doc_files(staging, version, root)
    _normalize_modes(staging)
    depends = _depends(staging, say)
    _control(staging, version, depends)
    deb = dist / f"{PACKAGE}_{version}_{debian_arch()}.deb"
    if deb.exists():
        deb.unlink()
    # xz at level 6: a third smaller than gzip for about the time PyInstaller takes.
    _run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(staging), str(deb)], say)
    return deb
