"""Build the native app of Belote Desktop for the system this runs on.

    python packaging/build.py                 # the one-folder app and its archive/installer
    python packaging/build.py --smoke-test    # ... then run the frozen app's --self-test
    python packaging/build.py --measure       # ... then report size, start-up time and memory
    python packaging/build.py --skip-pyinstaller --smoke-test   # reuse dist/ from the last build
    python packaging/build.py --dist dist/windows --work build/wine-pyinstaller   # elsewhere than dist/

Needs the ``build`` extra (``pip install -e ".[build]"``: PyInstaller). The
spec (packaging/belote_desktop.spec) makes ``dist/belote-desktop/``; then:

* Linux: ``dist/belote-desktop-<version>-linux-<arch>.tar.gz``: the folder, the
  .desktop and AppStream files, the hicolor icons and install.sh; the
  .desktop and metainfo files are checked with desktop-file-validate and
  ``appstreamcli validate`` when those are installed; and, where Debian's
  dpkg-deb and dpkg-shlibdeps are, ``dist/belote-desktop_<version>_<arch>.deb``
  (packaging/linux/deb.py);
* Windows: ``dist/belote-desktop-<version>-windows-<arch>.zip`` and, when Inno
  Setup's ISCC is found, ``dist/belote-desktop-<version>-setup.exe``;
* macOS: ``dist/Belote Desktop.app`` and ``dist/belote-desktop-<version>-macos-<arch>.dmg``.

The GitHub workflow (.github/workflows/build.yml) and .ci/run call this script
with the command in BUILD_COMMAND; a test checks that they agree.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "belote_desktop.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
EXE_NAME = "belote-desktop"
APP_NAME = "Belote Desktop"
APP_ID = "io.github.belotedesktop.BeloteDesktop"
BUILD_COMMAND = "python packaging/build.py"
DMG_ATTEMPTS = 5
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
IS_WIN, IS_MAC, IS_LINUX = sys.platform == "win32", sys.platform == "darwin", sys.platform.startswith("linux")


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine or "unknown")


def bundle_dir(dist: Path = DIST) -> Path:
    return dist / EXE_NAME


def app_bundle(dist: Path = DIST) -> Path:
    return dist / f"{APP_NAME}.app"


def executable(dist: Path = DIST) -> Path:
    if IS_MAC and app_bundle(dist).is_dir():
        return app_bundle(dist) / "Contents" / "MacOS" / EXE_NAME
    return bundle_dir(dist) / (EXE_NAME + (".exe" if IS_WIN else ""))


def say(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    say("$ " + " ".join(str(c) for c in command))
    return subprocess.run(command, check=True, **kwargs)


# ------------------------------------------------------------------ PyInstaller
def pyinstaller(dist: Path = DIST, work: Path = WORK) -> None:
    for old in (bundle_dir(dist), app_bundle(dist)):
        if old.exists():
            shutil.rmtree(old)
    run([sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
         "--distpath", str(dist), "--workpath", str(work)], cwd=ROOT)
    if not executable(dist).is_file():
        raise SystemExit(f"PyInstaller did not make {executable(dist)}")


# ------------------------------------------------------------------ sizes
def disk_usage(path: Path) -> int:
    """Bytes on disk (allocated blocks where the system tells them, as du does)."""
    total = 0
    for p in [path, *path.rglob("*")]:
        st = p.lstat()
        total += st.st_blocks * 512 if hasattr(st, "st_blocks") else st.st_size
    return total


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


# ------------------------------------------------------------------ Linux
def linux_share_files() -> list[tuple[Path, str]]:
    """(source, path inside the archive's share/) of the desktop integration files."""
    files = [
        (PACKAGING / "linux" / f"{APP_ID}.desktop", f"applications/{APP_ID}.desktop"),
        (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml", f"metainfo/{APP_ID}.metainfo.xml"),
        (ROOT / "resources" / "icons" / "belote-desktop.svg", f"icons/hicolor/scalable/apps/{APP_ID}.svg"),
    ]
    for size in ICON_SIZES:
        files.append((ROOT / "resources" / "icons" / f"belote-desktop-{size}.png",
                      f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"))
    return files


def validate_linux_files() -> None:
    desktop = PACKAGING / "linux" / f"{APP_ID}.desktop"
    metainfo = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
    for tool, args in (("desktop-file-validate", [str(desktop)]),
                       ("appstreamcli", ["validate", "--no-net", str(metainfo)])):
        if shutil.which(tool):
            run([tool, *args])
            say(f"{tool}: ok")
        else:
            say(f"{tool} not installed: not checked (apt install desktop-file-utils appstream)")


def linux_archive(dist: Path = DIST) -> Path:
    top = f"{EXE_NAME}-{version()}"
    archive = dist / f"{top}-linux-{arch()}.tar.gz"

    def normalize(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    # compresslevel 6: nearly the size of 9 in half the time.
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(bundle_dir(dist), arcname=top, filter=normalize)
        for source, inside in linux_share_files():
            tar.add(source, arcname=f"{top}/share/{inside}", filter=normalize)
        tar.add(PACKAGING / "linux" / "install.sh", arcname=f"{top}/install.sh", filter=normalize)
        tar.add(ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt", arcname=f"{top}/LICENSE-DejaVu.txt",
                filter=normalize)
    return archive


def deb_tools() -> ModuleType:
    """packaging/linux/deb.py, loaded by path (packaging/ is no package: see setup.py)."""
    import importlib.util

    name = "belote_packaging_deb"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, PACKAGING / "linux" / "deb.py")
        assert spec is not None and spec.loader is not None
        sys.modules[name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sys.modules[name])
    return sys.modules[name]


def linux_deb(dist: Path = DIST, work: Path = WORK) -> Path | None:
    deb = deb_tools()
    if not deb.available():
        say("dpkg-deb or dpkg-shlibdeps not found: no .deb made (apt install dpkg-dev)")
        return None
    return deb.build_deb(bundle_dir(dist), dist, work, version(), linux_share_files(), ROOT, say)


# ------------------------------------------------------------------ Windows
def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").is_file():
            return str(Path(base) / "Inno Setup 6" / "ISCC.exe")
    return None


def windows_packages(dist: Path = DIST) -> list[Path]:
    made = []
    archive = dist / f"{EXE_NAME}-{version()}-windows-{arch()}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for p in sorted(bundle_dir(dist).rglob("*")):
            zf.write(p, Path(EXE_NAME) / p.relative_to(bundle_dir(dist)))
    made.append(archive)
    iscc = find_iscc()
    if iscc is None:
        say("Inno Setup (ISCC) not found: no installer made")
        return made
    run([iscc, f"/DAppVersion={version()}", f"/DSourceDir={bundle_dir(dist)}", f"/DOutputDir={dist}",
         f"/DIconFile={PACKAGING / 'icons' / 'belote-desktop.ico'}", str(PACKAGING / "windows" / "belote-desktop.iss")])
    made.append(dist / f"{EXE_NAME}-{version()}-setup.exe")
    return made


# ------------------------------------------------------------------ macOS
def macos_dmg(dist: Path = DIST, work: Path = WORK) -> Path:
    dmg = dist / f"{EXE_NAME}-{version()}-macos-{arch()}.dmg"
    staging = work / "dmg"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    # ditto keeps the bundle's symbolic links and extended attributes.
    run(["ditto", str(app_bundle(dist)), str(staging / app_bundle(dist).name)])
    (staging / "Applications").symlink_to("/Applications")  # drag the app onto it
    if dmg.exists():
        dmg.unlink()
    create = ["hdiutil", "create", "-volname", f"{APP_NAME} {version()}", "-srcfolder", str(staging),
              "-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg)]
    retry(lambda: run(create), what="hdiutil create")
    return dmg


def retry(action: Callable[[], object], what: str, attempts: int = DMG_ATTEMPTS, pause: float = 5.0,
          sleep: Callable[[float], None] = time.sleep) -> None:
    """Runs ``action`` until it succeeds, ``attempts`` times at most: hdiutil fails now and then with
    "Resource busy" on build machines (a disk image still being mounted or indexed), then works."""
    for attempt in range(1, attempts + 1):
        try:
            action()
            return
        except subprocess.CalledProcessError as error:
            if attempt == attempts:
                raise SystemExit(f"{what} failed {attempts} times (last exit {error.returncode})") from error
            say(f"{what} failed (exit {error.returncode}), attempt {attempt} of {attempts}; again in {pause:.0f} s")
            sleep(pause)


# ------------------------------------------------------------------ checks and measurements
def frozen_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def smoke_test(dist: Path = DIST) -> None:
    """The frozen app plays one deal (--self-test); raises if it fails."""
    exe = executable(dist)
    say(f"smoke test: {exe} --self-test")
    result = subprocess.run([str(exe), "--self-test"], env=frozen_env(), timeout=300)
    if result.returncode != 0:
        raise SystemExit(f"the frozen app's self-test failed (exit {result.returncode})")
    say("smoke test passed")


def start_up_times(dist: Path = DIST, runs: int = 5) -> list[float]:
    """Seconds from launching the frozen app to its window shown, per run (the first one colder)."""
    env = frozen_env()
    env["BELOTE_DESKTOP_QUIT_WHEN_SHOWN"] = "1"
    times = []
    for _ in range(runs):
        started = time.time()
        out = subprocess.run([str(executable(dist))], env=env, capture_output=True, text=True, timeout=120).stdout
        shown = [line for line in out.splitlines() if line.startswith("window shown at ")]
        if not shown:
            raise SystemExit(f"the frozen app did not report its window:\n{out}")
        times.append(float(shown[-1].split()[-1]) - started)
    return times


def peak_memory(dist: Path = DIST) -> int:
    """Peak resident memory (bytes) of the frozen app playing one deal (--self-test); Unix only."""
    probe = ("import resource, subprocess, sys\n"
             "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n")
    out = subprocess.run([sys.executable, "-c", probe, str(executable(dist)), "--self-test"], env=frozen_env(),
                         capture_output=True, text=True, check=True, timeout=300).stdout
    value = int(out.split()[-1])
    return value if IS_MAC else value * 1024  # macOS reports bytes, Linux kilobytes


def measure(dist: Path = DIST, packages: list[Path] | None = None) -> None:
    say(f"bundle on disk: {mb(disk_usage(bundle_dir(dist)))} ({bundle_dir(dist)})")
    for package in packages or []:
        if package.is_file():
            say(f"{package.name}: {mb(package.stat().st_size)}")
    if IS_WIN:
        # A windowed .exe has no standard output to report from, and Windows has no getrusage.
        say("start-up time and peak memory: not measured on Windows")
        return
    times = start_up_times(dist)
    say("start to window shown: " + ", ".join(f"{t:.2f}" for t in times) + f" s (best {min(times):.2f} s)")
    say(f"peak memory while playing a deal: {mb(peak_memory(dist))}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke-test", action="store_true", help="run the frozen app's --self-test afterwards")
    parser.add_argument("--measure", action="store_true", help="report size, start-up time and peak memory")
    parser.add_argument("--skip-pyinstaller", action="store_true", help="package the existing dist/ again")
    parser.add_argument("--dist", type=Path, default=DIST, help="where the app and packages go (default dist/)")
    parser.add_argument("--work", type=Path, default=WORK, help="PyInstaller's work folder (default build/pyinstaller)")
    args = parser.parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    if not args.skip_pyinstaller:
        pyinstaller(dist, work)
    packages: list[Path] = []
    if IS_LINUX:
        validate_linux_files()
        packages.append(linux_archive(dist))
        deb = linux_deb(dist, work)
        if deb is not None:
            packages.append(deb)
    elif IS_WIN:
        packages += windows_packages(dist)
    elif IS_MAC:
        packages.append(macos_dmg(dist, work))
    say(f"app: {executable(dist)}")
    say(f"bundle on disk: {mb(disk_usage(bundle_dir(dist)))}")
    for package in packages:
        say(f"package: {package} ({mb(package.stat().st_size)})")
    if args.smoke_test:
        smoke_test(dist)
    if args.measure:
        measure(dist, packages)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
