"""belote_desktop.resources: the bundled fonts and the icon, from a checkout, an installed copy or the frozen app."""

from __future__ import annotations

import shutil
import sys

import pytest

from belote_desktop import resources

from . import ROOT


def test_resource_dir_in_a_source_checkout():
    assert resources.resource_dir() == ROOT / "resources"
    assert [p.name for p in resources.font_paths()] == list(resources.FONT_FILES)
    assert (resources.resource_dir() / "fonts" / "LICENSE-DejaVu.txt").is_file()


def _copy_resources(target):
    for folder in ("fonts", "icons"):
        shutil.copytree(ROOT / "resources" / folder, target / folder)


def test_resource_dir_in_an_installed_package(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "belote_desktop"
    _copy_resources(package / "resources")
    monkeypatch.setattr(resources, "PACKAGE_DIR", package)
    assert resources.resource_dir() == package / "resources"


def test_resource_dir_in_the_frozen_app(tmp_path, monkeypatch):
    _copy_resources(tmp_path / "belote_desktop" / "resources")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(resources, "PACKAGE_DIR", tmp_path / "elsewhere" / "belote_desktop")
    assert resources.resource_dir() == tmp_path / "belote_desktop" / "resources"


def test_resource_dir_missing_says_where_it_looked(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "PACKAGE_DIR", tmp_path / "a" / "belote_desktop")
    with pytest.raises(FileNotFoundError, match="resources"):
        resources.resource_dir()


def test_load_fonts_registers_the_bundled_family(qapp):
    from PySide6.QtGui import QFontDatabase

    families = resources.load_fonts()
    assert resources.FONT_FAMILY in families
    assert resources.FONT_FAMILY in QFontDatabase.families()
    assert "Bold" in QFontDatabase.styles(resources.FONT_FAMILY)
    assert resources.load_fonts() == families  # a second call registers nothing again


def test_app_icon_has_every_size(qapp):
    icon = resources.app_icon()
    assert not icon.isNull()
    sizes = sorted(s.width() for s in icon.availableSizes())
    assert sizes == list(resources.ICON_SIZES)
    assert not icon.pixmap(48, 48).isNull()
