"""What lies on the table never covers what else lies there (issue 34): the rule link of a refused card's note
opens the rules help, the hint button never covers a note, large cards keep off the player's name plate, the
rail and the button, and the bidding panel keeps off the up-card and the hand in a small window. In every
language, with normal and large cards, from 800 x 600 (and the review's 700 x 500) to 1920 x 1080."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QApplication, QWidget

from belote_desktop.i18n import section_for_rule
from belote_desktop.i18n.language import LANGUAGES, LanguageManager
from belote_desktop.ui.cards.item import CardItem
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table import layout
from tests.ui.test_game_window import bid_by_clicking, human_items, make_window, wait_for_human_or_end

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
SMALL = [(700, 500), (800, 600)]


@pytest.fixture(autouse=True)
def the_apps_fonts(qapp) -> None:
    """The fonts the game itself loads at start: the table's words take their real room."""
    from belote_desktop.resources import load_fonts

    load_fonts()


def path_of(polygon: QPolygonF) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


def card_path(item: CardItem) -> QPainterPath:
    """The card as drawn on the table (raised when it may be played), in scene coordinates."""
    return path_of(item.mapToScene(item.card_rect()))


def widget_rect(window: MainWindow, widget: QWidget) -> QRectF:
    """Where a widget floating over the table lies, in scene coordinates."""
    return window.view.mapToScene(widget.geometry()).boundingRect()


def rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def resize(qtbot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: abs(window.width() - width) < 2 and abs(window.height() - height) < 2)
    for _ in range(3):
        QApplication.processEvents()


@contextmanager
def large_cards(qtbot, window: MainWindow, on: bool) -> Iterator[None]:
    window.apply_settings(window.settings.with_(large_cards=on))
    qtbot.waitUntil(lambda: not window.scene.busy)
    window.view.place_overlays()
    try:
        yield
    finally:
        window.apply_settings(window.settings.with_(large_cards=False))
        layout.set_large_cards(False)  # the layout is the process's: leave it as the other tests expect


def to_play(qtbot, window: MainWindow) -> None:
    """Bid by clicking until the player is to play the first card of the deal, a full hand in view."""
    c = window.controller
    for _ in range(20):
        wait_for_human_or_end(qtbot, window)
        if c.asking == "play":
            break
        bid_by_clicking(qtbot, window)
    assert c.asking == "play" and len(human_items(window)) == 8
    assert window.hint_button.isVisible()


def refuse(qtbot, window: MainWindow, card: int, reason: str = "must_undertrump") -> None:
    """The player's card refused, as the controller says it (by default with the longest reason there is): a card
    that may not be played, so it lies low in the hand, the others but one dimmed with it."""
    other = next(item.card for item in human_items(window) if item.card != card)
    window.scene.set_legal(1 << other)
    qtbot.waitUntil(lambda: not window.scene.busy)
    window.controller.human.illegal_card.emit(card, "R6.1", reason)


def click_at(qtbot, window: MainWindow, scene_point) -> None:
    """A real click at a point of the table: whatever is on top there gets it (a button over the table too)."""
    viewport = window.view.viewport()
    point = window.view.mapFromScene(scene_point)
    target = viewport.childAt(point) or viewport
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(viewport, point) if target is not viewport
                     else point)


@pytest.mark.parametrize(("lang", "large", "size"), [("en", False, (1280, 800)), ("fr", False, (1280, 800)),
                                                     ("en", True, (800, 600)), ("fr", True, (1920, 1080))])
def test_the_rule_link_of_a_refused_card_opens_the_rules_at_that_rule(qtbot, lang: str, large: bool,
                                                                    size: tuple[int, int]) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    languages = LanguageManager()
    try:
        assert languages.set_language(lang)
        to_play(qtbot, window)
        resize(qtbot, window, *size)
        with large_cards(qtbot, window, large):
            note = window.scene.refusal_note
            for item in human_items(window):  # a refusal over every place in the hand
                for spot in ("centre", "left", "right", "low left", "low right"):  # anywhere on the link's words
                    refuse(qtbot, window, item.card, "must_follow_suit")  # the review's: one line, a low link
                    assert note.isVisible() and note.rule == "R6.1"
                    link = note.link_rect().adjusted(3, 3, -3, -3)
                    point = {"centre": link.center(), "left": QPointF(link.left(), link.center().y()),
                             "right": QPointF(link.right(), link.center().y()), "low left": link.bottomLeft(),
                             "low right": link.bottomRight()}[spot]
                    click_at(qtbot, window, note.mapToScene(point))
                    assert window.rules_panel.isVisible(), f"the link's {spot} over card {item.card} opened nothing"
                    assert window.rules_panel.current_section() == section_for_rule("R6")
                    assert not note.isVisible()
                    window.rules_panel.hide()
                    qtbot.waitUntil(lambda: window.view.width() > size[0] * 0.8)
    finally:
        languages.set_language("en")
        window.controller.shutdown()


def test_the_hint_button_never_covers_a_note(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    languages = LanguageManager()
    button = window.hint_button
    note = window.scene.refusal_note
    try:
        to_play(qtbot, window)
        for lang in LANGUAGES:
            assert languages.set_language(lang)
            qtbot.waitUntil(lambda: button.text() == QApplication.translate("Hints", "Hint (H)"))
            for large in (False, True):
                with large_cards(qtbot, window, large):
                    for width, height in SIZES:
                        resize(qtbot, window, width, height)
                        clear = rect_path(widget_rect(window, button))
                        for item in human_items(window):
                            refuse(qtbot, window, item.card)
                            assert note.isVisible()
                            where = (lang, large, width, item.card)
                            assert not note.mapToScene(note.shape()).intersects(clear), where
                            body = note.mapToScene(note.boundingRect()).boundingRect()
                            assert body.right() <= layout.NOTE_RIGHT + 2  # the bounding rect's margin
    finally:
        languages.set_language("en")
        window.controller.shutdown()


def test_large_cards_keep_off_the_name_plate_the_rail_the_pile_and_the_hint_button(qtbot) -> None:
    window = make_window(qtbot, "classic", target=3000, seed=8)
    scene, c = window.scene, window.controller
    try:
        to_play(qtbot, window)
        scene.set_dealer(c.human_seat)  # the dealer's chip on the player's plate
        scene.set_legal((1 << 32) - 1)  # every card raised, as the playable ones are
        qtbot.waitUntil(lambda: not scene.busy)
        plate = scene.plate(c.human_seat)
        for large in (False, True):
            with large_cards(qtbot, window, large):
                assert all(item.highlighted for item in human_items(window))
                plate_path = plate.mapToScene(plate.outline())
                felt = rect_path(layout.FELT)
                piles = QPainterPath()
                for trick in range(8):
                    for i in range(4):
                        spot = layout.pile_slot(True, trick, i)
                        piles.addPath(path_of(QPolygonF(layout.card_corners(spot, layout.PILE_CARD_W))))
                for item in human_items(window):
                    path = card_path(item)
                    assert not path.intersects(plate_path), (large, item.card, "covers the name plate")
                    assert felt.contains(path), (large, item.card, "runs over the rail")
                    assert not path.intersects(piles), (large, item.card, "covers the trick pile")
                for width, height in [*SMALL, *SIZES]:
                    resize(qtbot, window, width, height)
                    button = rect_path(widget_rect(window, window.hint_button))
                    for item in human_items(window):
                        assert not card_path(item).intersects(button), (large, width, item.card)
                    assert not button.intersects(piles) and not button.intersects(plate_path)
                    for other in range(4):
                        assert not button.intersects(scene.plate(other).mapToScene(scene.plate(other).outline()))
    finally:
        c.shutdown()


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_the_bidding_panel_keeps_off_the_up_card_and_the_hand_in_a_small_window(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=3000, seed=4)
    scene, c = window.scene, window.controller
    panel = window.bidding_panel
    try:
        qtbot.waitUntil(lambda: c.asking == "bid" and not scene.busy and panel.isVisible(), timeout=20000)
        for large in (False, True):
            with large_cards(qtbot, window, large):
                for width, height in [*SMALL, *SIZES]:
                    resize(qtbot, window, width, height)
                    box = rect_path(widget_rect(window, panel))
                    up = scene.up_card_item()
                    if variant == "classic":
                        assert up is not None
                        assert not box.intersects(card_path(up)), (large, width, "covers the up-card")
                    for item in human_items(window):
                        assert not box.intersects(card_path(item)), (large, width, "covers the hand")
                    bottom_plate = scene.plate(c.human_seat)
                    assert not box.intersects(bottom_plate.mapToScene(bottom_plate.outline()))
    finally:
        c.shutdown()


def test_the_hint_button_point_is_on_the_felt_right_of_the_hand() -> None:
    spot = layout.at(*layout.HINT_BUTTON)
    assert layout.FELT.contains(spot)
    for large in (False, True):
        layout.set_large_cards(large)
        try:
            width = layout.hand_card_width(layout.Place.BOTTOM)
            right = max(c.x() for s in layout.fan(layout.Place.BOTTOM, 8) for c in layout.card_corners(s, width))
            assert right < layout.NOTE_RIGHT < spot.x()
        finally:
            layout.set_large_cards(False)


def test_a_note_keeps_its_point_on_its_card_when_it_slides_clear_of_the_button(qtbot) -> None:
    from belote_desktop.ui.table.items.note import RefusalNote

    note = RefusalNote(layout.MESSAGE_MAX_W)
    note.setPos(QPoint(1150, 700))
    note.show_note("You must trump, even lower than the trump already played.", "R6.1", "Why? See rule R6.1", 0, 0)
    note.keep_within(layout.NOTE_LEFT, layout.NOTE_RIGHT)
    body = note.mapToScene(note.boundingRect()).boundingRect()
    assert body.right() <= layout.NOTE_RIGHT + 2 + 1e-6  # the bounding rect's 2-unit margin
    assert body.left() + 20 < 1150 < body.right() - 20  # the point still under the body, on the card
