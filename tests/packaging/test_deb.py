"""The .deb (packaging/linux/deb.py), built from a small stand-in for the app where Debian's tools are:
its control fields, its files, and a Depends that names what the bundle takes from the system and not
what it carries. .ci/run installs, self-tests, lints and removes the real one."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from . import ROOT, build_script

pytestmark = pytest.mark.skipif(not build_script().deb_tools().available(),
                                reason="dpkg-deb and dpkg-shlibdeps (dpkg-dev) are not installed")

ZLIB = next((p for p in (Path("/lib/x86_64-linux-gnu/libz.so.1"), Path("/usr/lib/x86_64-linux-gnu/libz.so.1"),
                         Path("/lib/aarch64-linux-gnu/libz.so.1")) if p.exists()), None)


@pytest.fixture(scope="module")
def deb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if ZLIB is None or shutil.which("gcc") is None:
        pytest.skip("no gcc, or no libz.so.1 to stand in for a library the bundle carries")
    base = tmp_path_factory.mktemp("deb")
    bundle = base / "belote-desktop"
    (bundle / "_internal").mkdir(parents=True)
    # The stand-in program links the C library (from the system) and libz (carried in the bundle, as
    # PyInstaller carries Qt's libraries): only the first may become a dependency.
    source = base / "app.c"
    source.write_text("extern const char *zlibVersion(void);\nint main(void) { return !zlibVersion(); }\n")
    subprocess.run(["gcc", "-o", str(bundle / "belote-desktop"), str(source), str(ZLIB),
                    "-s", "-Wl,-rpath,$ORIGIN/_internal"], check=True)
    shutil.copy(ZLIB, bundle / "_internal" / "libz.so.1")
    (bundle / "_internal" / "data.txt").write_text("not a program\n")
    build = build_script()
    return build.deb_tools().build_deb(bundle, base, base / "work", "0.1.0", build.linux_share_files(), ROOT,
                                       say=lambda _: None)


def field(deb: Path, name: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True,
                          check=True).stdout.strip()


def test_the_control_fields(deb: Path) -> None:
    assert deb.name.startswith("belote-desktop_0.1.0_")
    assert field(deb, "Package") == "belote-desktop"
    assert field(deb, "Version") == "0.1.0"
    assert field(deb, "Section") == "games"
    assert int(field(deb, "Installed-Size")) > 0
    assert "Belote" in field(deb, "Description")


def test_depends_names_the_system_libraries_only(deb: Path) -> None:
    depends = [d.split()[0] for d in field(deb, "Depends").split(", ")]
    assert "libc6" in depends  # the program links to the system's C library
    assert "zlib1g" not in depends  # the bundle carries its own libz


def test_the_files_a_debian_player_expects(deb: Path) -> None:
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    entries = {line.split()[5][1:]: line for line in listing.splitlines()}
    app_id = build_script().APP_ID
    assert entries["/usr/games/belote-desktop"].startswith("l")  # a link on every user's PATH
    assert "-> ../lib/belote-desktop/belote-desktop" in entries["/usr/games/belote-desktop"]
    assert entries["/usr/lib/belote-desktop/belote-desktop"].startswith("-rwxr-xr-x root/root")
    assert entries["/usr/lib/belote-desktop/_internal/data.txt"].startswith("-rw-r--r-- root/root")
    for path in (f"/usr/share/applications/{app_id}.desktop", f"/usr/share/metainfo/{app_id}.metainfo.xml",
                 f"/usr/share/icons/hicolor/256x256/apps/{app_id}.png",
                 f"/usr/share/icons/hicolor/scalable/apps/{app_id}.svg",
                 "/usr/share/doc/belote-desktop/copyright", "/usr/share/doc/belote-desktop/changelog.gz",
                 "/usr/share/man/man6/belote-desktop.6.gz", "/usr/share/lintian/overrides/belote-desktop"):
        assert path in entries, path


def test_lintian_finds_no_error(deb: Path) -> None:
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed")
    result = subprocess.run(["lintian", "--fail-on", "error", str(deb)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
