#!/bin/sh
# Install Belote Desktop from this unpacked archive for one user (default) or,
# with PREFIX=/usr/local as root, for everyone:
#
#     ./install.sh               # into ~/.local (the menu entry and ~/.local/bin/belote-desktop)
#     PREFIX=/usr/local ./install.sh
#     ./install.sh --uninstall
#
# The program itself runs from any folder: ./belote-desktop works without installing.
set -eu
APP_ID=io.github.belotedesktop.BeloteDesktop
PREFIX=${PREFIX:-"$HOME/.local"}
HERE=$(cd "$(dirname "$0")" && pwd)
LIB="$PREFIX/lib/belote-desktop"

remove() {
  rm -rf "$LIB"
  rm -f "$PREFIX/bin/belote-desktop" "$PREFIX/share/applications/$APP_ID.desktop" \
        "$PREFIX/share/metainfo/$APP_ID.metainfo.xml"
  find "$PREFIX/share/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
  remove
  echo "Belote Desktop removed from $PREFIX"
  exit 0
fi

remove
mkdir -p "$LIB" "$PREFIX/bin"
cp -R "$HERE/belote-desktop" "$HERE/_internal" "$LIB/"
ln -s "$LIB/belote-desktop" "$PREFIX/bin/belote-desktop"
(cd "$HERE/share" && find . -type f) | while read -r f; do
  mkdir -p "$(dirname "$PREFIX/share/$f")"
  cp "$HERE/share/$f" "$PREFIX/share/$f"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$PREFIX/share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$PREFIX/share/icons/hicolor" || true
echo "Belote Desktop installed in $LIB; start it from the menu or with: $PREFIX/bin/belote-desktop"
