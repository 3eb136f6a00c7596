"""The icon files are generated from the SVG, and the ICO and ICNS containers are readable."""

from __future__ import annotations

import pytest

from . import icons_script


@pytest.fixture(scope="module")
def icons(qapp):
    return icons_script()


def test_the_svg_renders(icons):
    image = icons.render(64)
    assert image.width() == image.height() == 64
    assert image.pixelColor(32, 32).alpha() == 255  # the table covers the middle
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corners stay transparent


def test_the_generated_files_match_the_svg(icons):
    assert icons.stale() == [], "run python packaging/icons/make_icons.py"


def test_the_pngs_have_their_sizes(icons):
    from PySide6.QtGui import QImage

    for size in icons.PNG_SIZES:
        image = QImage(str(icons.png_path(size)))
        assert not image.isNull() and image.width() == image.height() == size


def test_the_ico_is_readable(icons):
    from PySide6.QtGui import QImage, QImageReader

    entries = icons.read_ico(icons.ICO.read_bytes())
    assert [(w, h) for w, h, _ in entries] == [(s, s) for s in icons.ICO_SIZES]
    for w, _, data in entries:
        if data.startswith(b"\x89PNG"):
            assert QImage.fromData(data).width() == w
        else:  # a DIB: BITMAPINFOHEADER of 40 bytes, height doubled for the AND mask
            assert int.from_bytes(data[:4], "little") == 40 and int.from_bytes(data[8:12], "little") == 2 * w
    if b"ico" in [bytes(f.data()) for f in QImageReader.supportedImageFormats()]:
        reader = QImageReader(str(icons.ICO))
        sizes = set()
        for _ in range(reader.imageCount()):
            image = reader.read()
            assert not image.isNull(), reader.errorString()
            sizes.add(image.width())
            reader.jumpToNextImage()
        assert sizes == set(icons.ICO_SIZES)


def test_the_icns_is_readable(icons):
    from PySide6.QtGui import QImage

    elements = dict(icons.read_icns(icons.ICNS.read_bytes()))
    assert set(elements) == {kind for kind, _ in icons.ICNS_TYPES}
    for kind, size in icons.ICNS_TYPES:
        image = QImage.fromData(elements[kind])
        assert not image.isNull() and image.width() == size, kind
