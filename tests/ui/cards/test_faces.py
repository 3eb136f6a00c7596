"""Card faces: every card drawn at the right physical size, distinct, cached,
and the four-colour deck recolours without reshaping."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPixmap

from belote_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS, SEVEN, SPADES, card, parse_card
from belote_desktop.ui.cards.faces import BACKS, CARD_ASPECT, CardFaces, card_height
from belote_desktop.ui.cards.glyphs import RANK_LABELS, label_path, suit_path
from belote_desktop.ui.cards.style import FOUR_COLOUR, PAPER, TWO_COLOUR, UNIT_H, UNIT_W

ALL = [None, *range(32)]


@pytest.fixture
def faces(qapp) -> CardFaces:
    return CardFaces()


def image(pm: QPixmap) -> QImage:
    return pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def pixel_at_unit(img: QImage, ux: float, uy: float) -> QColor:
    """The colour at a point of the 250 x 350 design space."""
    return img.pixelColor(round(ux / UNIT_W * img.width()), round(uy / UNIT_H * img.height()))


def test_aspect_ratio() -> None:
    assert abs(CARD_ASPECT - 2.5 / 3.5) < 1e-12
    assert card_height(100) == 140


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_every_card_renders_at_its_physical_size(faces: CardFaces, dpr: float) -> None:
    width = 60
    for c in ALL:
        pm = faces.pixmap(c, width, dpr)
        assert not pm.isNull()
        assert (pm.width(), pm.height()) == (round(width * dpr), round(card_height(width) * dpr))
        assert pm.devicePixelRatio() == dpr
        img = image(pm)
        # Opaque in the middle (a card, not a transparent hole) and not blank.
        assert img.pixelColor(img.width() // 2, img.height() // 2).alpha() == 255
        colours = {img.pixel(x, y) for x in range(0, img.width(), 3) for y in range(0, img.height(), 3)}
        assert len(colours) > 10, f"card {c} looks blank"


def test_different_cards_give_different_images(faces: CardFaces) -> None:
    pictures = {image(faces.pixmap(c, 50)).constBits().tobytes() for c in ALL}
    assert len(pictures) == len(ALL)


def _coverage(img: QImage, ink: QColor) -> list[float]:
    """How much of each pixel is ink rather than paper (0..1), from the
    channel where the two differ most: the shape, whatever its colour."""
    channels = [(PAPER.red(), ink.red(), 0), (PAPER.green(), ink.green(), 1), (PAPER.blue(), ink.blue(), 2)]
    paper_c, ink_c, idx = max(channels, key=lambda ch: abs(ch[0] - ch[1]))
    out = []
    # Stay inside the grey edge: only paper and ink are mixed there.
    for y in range(6, img.height() - 6):
        for x in range(6, img.width() - 6):
            v = img.pixelColor(x, y).getRgb()[idx]
            out.append((paper_c - v) / (paper_c - ink_c))
    return out


@pytest.mark.parametrize("suit", [DIAMONDS, CLUBS])
def test_four_colour_changes_colour_not_shape(faces: CardFaces, suit: int) -> None:
    seven = card(SEVEN, suit)
    two = image(faces.pixmap(seven, 80))
    four = image(faces.pixmap(seven, 80, four_colour=True))
    # The top-left pip of a seven sits at (79, 68) in the design space.
    assert pixel_at_unit(two, 79, 68) == TWO_COLOUR[suit]
    assert pixel_at_unit(four, 79, 68) == FOUR_COLOUR[suit]
    assert TWO_COLOUR[suit] != FOUR_COLOUR[suit]
    a, b = _coverage(two, TWO_COLOUR[suit]), _coverage(four, FOUR_COLOUR[suit])
    assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 0.08


@pytest.mark.parametrize("suit", [SPADES, HEARTS])
def test_four_colour_keeps_spades_and_hearts(faces: CardFaces, suit: int) -> None:
    c = card(SEVEN, suit)
    assert image(faces.pixmap(c, 60)) == image(faces.pixmap(c, 60, four_colour=True))


def test_cache_returns_the_same_pixmap(faces: CardFaces) -> None:
    jh = parse_card("JH")
    first = faces.pixmap(jh, 90, 2.0)
    assert faces.pixmap(jh, 90, 2.0) is first
    assert faces.pixmap(jh, 90, 1.0) is not first
    assert faces.pixmap(jh, 91, 2.0) is not first
    assert faces.pixmap(jh, 90, 2.0, four_colour=True) is not first
    # The back has no colour scheme: both keys share one pixmap.
    assert faces.pixmap(None, 90) is faces.pixmap(None, 90, four_colour=True)


def test_cache_is_bounded(qapp) -> None:
    one_card = 40 * card_height(40) * 4
    small = CardFaces(max_bytes=one_card * 2)
    first = small.pixmap(0, 40)
    small.pixmap(1, 40)
    small.pixmap(2, 40)
    assert small.pixmap(0, 40) is not first


def test_rejects_what_is_not_a_card(faces: CardFaces) -> None:
    with pytest.raises(ValueError):
        faces.pixmap(32, 60)
    with pytest.raises(ValueError):
        CardFaces(rank_labels=("7", "8"))


def test_suits_are_shapes_not_glyphs(qapp) -> None:
    for suit in range(4):
        r = suit_path(suit).boundingRect()
        assert r.height() == pytest.approx(1.0)
        assert r.center().x() == pytest.approx(0.0, abs=1e-6)


def test_ranks_have_a_fallback_alphabet(qapp) -> None:
    # Without a font every label still has ink, one unit high.
    for text in RANK_LABELS:
        for use_font in (True, False):
            r = label_path(text, use_font).boundingRect()
            assert r.height() == pytest.approx(1.0)
            assert r.width() > 0.2
    plain = image(CardFaces(use_font=False).pixmap(parse_card("QS"), 60))
    assert plain != image(CardFaces().pixmap(parse_card("QS"), 60))
    assert plain.pixelColor(plain.width() // 2, plain.height() // 2).alpha() == 255


def test_the_cards_are_lettered_in_the_players_language(qapp, tmp_path) -> None:
    from pathlib import Path

    from belote_desktop.i18n.language import LanguageManager
    from belote_desktop.ui.table.scene import TableScene
    from tests.i18n.test_translations import tools

    tools.build_qm(Path(tmp_path))
    faces = CardFaces()
    scene = TableScene(faces=faces, speed="instant")
    assert faces.rank_labels == ("7", "8", "9", "10", "J", "Q", "K", "A")
    english = faces.pixmap(8 + 4, 80).toImage()  # the jack of hearts: a lettered court card
    manager = LanguageManager(qm_dir=Path(tmp_path))
    try:
        assert manager.set_language("fr")
        scene.retranslate()
        assert faces.rank_labels == ("7", "8", "9", "10", "V", "D", "R", "A")
        assert faces.pixmap(8 + 4, 80).toImage() != english
    finally:
        manager.unload()
    scene.retranslate()
    assert faces.rank_labels[4:] == ("J", "Q", "K", "A")


def test_a_label_that_cannot_be_drawn_keeps_the_english_letter(qapp) -> None:
    faces = CardFaces(use_font=False)  # only the built-in stroked letters
    faces.set_rank_labels(("7", "8", "9", "10", "V", "D", "R", "A"))
    assert faces.rank_labels == ("7", "8", "9", "10", "J", "Q", "K", "A")
    with pytest.raises(ValueError):
        faces.set_rank_labels(("7", "8"))


def test_each_back_colour_is_the_same_pattern_in_its_own_ink(faces: CardFaces) -> None:
    drawn = {}
    for back in BACKS:
        faces.set_back(back)
        drawn[back] = image(faces.pixmap(None, 120))
        assert faces.pixmap(None, 120) is faces.pixmap(None, 120)  # cached per colour
    blue, red, green = (pixel_at_unit(drawn[b], 40, 60) for b in ("blue", "red", "green"))
    assert blue.blue() > blue.red() and red.red() > red.blue() and green.green() > green.red()
    shape = {back: [drawn[back].pixelColor(x, y).alpha() for x in range(0, 120, 7) for y in range(0, 168, 7)]
             for back in BACKS}
    assert shape["blue"] == shape["red"] == shape["green"]  # one outline, corners and all
    faces.set_back("blue")
    assert image(faces.pixmap(None, 120)) == drawn["blue"]
    with pytest.raises(ValueError, match="card back"):
        faces.set_back("purple")


def test_the_settings_offer_exactly_the_backs_and_cloths_that_are_drawn() -> None:
    from belote_desktop.session.settings import CARD_BACKS, FELTS
    from belote_desktop.ui.table.felt import CLOTHS

    assert tuple(BACKS) == CARD_BACKS and tuple(CLOTHS) == FELTS
