"""Render the application icon's SVG into the PNG, ICO and ICNS files the builds use.

    python packaging/icons/make_icons.py          # (re)write the files
    python packaging/icons/make_icons.py --check  # exit 1 if a file is missing or no longer matches the SVG

Source: resources/icons/belote-desktop.svg (our own drawing). Outputs:

* resources/icons/belote-desktop-<N>.png for N in PNG_SIZES: the window icon
  (belote_desktop.resources.app_icon) and the Linux hicolor theme icons;
* packaging/icons/belote-desktop.ico (Windows: the .exe and the installer);
* packaging/icons/belote-desktop.icns (the macOS .app bundle).

Only Qt is used (QSvgRenderer draws, QImage writes PNG); the ICO and ICNS
containers are written here, as they are simple, so that no image tool is
needed. Nothing from the project is imported.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SVG = ROOT / "resources" / "icons" / "belote-desktop.svg"
PNG_DIR = ROOT / "resources" / "icons"
ICO = ROOT / "packaging" / "icons" / "belote-desktop.ico"
ICNS = ROOT / "packaging" / "icons" / "belote-desktop.icns"
NAME = "belote-desktop"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding a PNG, and the pixel size of each.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def png_path(size: int) -> Path:
    return PNG_DIR / f"{NAME}-{size}.png"


def _app() -> None:
    # QImage and QSvgRenderer need a QGuiApplication only for fonts; there is no text, but be safe.
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _app.keep = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]


def render(size: int, svg: Path = SVG):
    """The SVG drawn into a transparent ``size`` x ``size`` QImage (ARGB32, premultiplied)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not write a PNG")
    buffer.close()
    return bytes(data.data())


def _dib(image) -> bytes:
    """An ICO entry in the classic form: BITMAPINFOHEADER, 32-bit BGRA rows bottom-up, 1-bit AND mask."""
    from PySide6.QtGui import QImage

    argb = image.convertToFormat(QImage.Format.Format_ARGB32)  # BGRA in memory on little-endian machines
    w, h = argb.width(), argb.height()
    bits = bytes(argb.constBits())
    stride = argb.bytesPerLine()
    rows = [bits[y * stride:y * stride + 4 * w] for y in range(h)]
    if sys.byteorder == "big":  # ARGB in memory: reorder each pixel to B, G, R, A
        rows = [b"".join(r[i:i + 4][::-1] for i in range(0, len(r), 4)) for r in rows]
    header = struct.pack("<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, 4 * w * h, 0, 0, 0, 0)
    mask_stride = ((w + 31) // 32) * 4
    mask = bytes(mask_stride * h)  # all zero: the alpha channel decides
    return header + b"".join(reversed(rows)) + mask


def ico_bytes(images: dict[int, object]) -> bytes:
    """An ICO with one entry per size: PNG-compressed for 256 (as Windows expects), DIB below."""
    entries = [(size, png_bytes(img) if size >= 256 else _dib(img)) for size, img in sorted(images.items())]
    out = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    for size, data in entries:
        dim = 0 if size >= 256 else size  # 0 means 256
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(data for _, data in entries)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image data) of each ICO entry; raises ValueError if the container is broken."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1 or count == 0:
        raise ValueError("not an ICO file")
    entries = []
    for i in range(count):
        w, h, _, _, _, _, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        if offset + size > len(data):
            raise ValueError("ICO entry past the end of the file")
        entries.append((w or 256, h or 256, data[offset:offset + size]))
    return entries


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of each ICNS element; raises ValueError if the container is broken."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an ICNS file")
    elements, pos = [], 8
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        if length < 8 or pos + length > len(data):
            raise ValueError("broken ICNS element")
        elements.append((kind, data[pos + 8:pos + length]))
        pos += length
    return elements


def generate() -> dict[Path, bytes]:
    """Every output file's expected content, rendered from the SVG now."""
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(s for _, s in ICNS_TYPES)})
    images = {size: render(size) for size in sizes}
    pngs = {size: png_bytes(images[size]) for size in sizes}
    files = {png_path(size): pngs[size] for size in PNG_SIZES}
    files[ICO] = ico_bytes({size: images[size] for size in ICO_SIZES})
    files[ICNS] = icns_bytes(pngs)
    return files


def _pixels_close(a: bytes, b: bytes, tolerance: int = 8) -> bool:
    """Two PNGs show the same picture (a Qt update may change antialiasing by a few levels)."""
    from PySide6.QtGui import QImage

    ia, ib = QImage.fromData(a), QImage.fromData(b)
    if ia.isNull() or ib.isNull() or ia.size() != ib.size():
        return False
    ia = ia.convertToFormat(QImage.Format.Format_RGBA8888)
    ib = ib.convertToFormat(QImage.Format.Format_RGBA8888)
    pa, pb = bytes(ia.constBits()), bytes(ib.constBits())
    diff = sum(abs(x - y) for x, y in zip(pa, pb, strict=True))
    return diff / len(pa) <= tolerance / 10 and max(abs(x - y) for x, y in zip(pa, pb, strict=True)) <= 255


def stale() -> list[str]:
    """Output files that are missing or whose pictures differ from a fresh rendering of the SVG."""
    problems = []
    for path, data in generate().items():
        if not path.is_file():
            problems.append(f"{path.relative_to(ROOT)}: missing")
        elif path.suffix == ".png" and not _pixels_close(path.read_bytes(), data):
            problems.append(f"{path.relative_to(ROOT)}: differs from the SVG")
        elif path.suffix == ".ico":
            have = [(w, h) for w, h, _ in read_ico(path.read_bytes())]
            if have != [(s, s) for s in ICO_SIZES]:
                problems.append(f"{path.relative_to(ROOT)}: sizes {have}")
        elif path.suffix == ".icns":
            have_png = dict(read_icns(path.read_bytes()))
            want_png = dict(read_icns(data))
            if set(have_png) != set(want_png) or not all(_pixels_close(have_png[k], want_png[k]) for k in want_png):
                problems.append(f"{path.relative_to(ROOT)}: differs from the SVG")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the files match the SVG")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale()
        for problem in problems:
            print(problem)
        print("icons match the SVG" if not problems else "run python packaging/icons/make_icons.py")
        return 1 if problems else 0
    for path, data in generate().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
