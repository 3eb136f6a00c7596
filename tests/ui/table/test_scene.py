"""The table scene driven as the controller will: deals, plays, tricks, clicks, resizing."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication

from belote_desktop.engine.cards import (
    DIAMONDS,
    EAST,
    HEARTS,
    NORTH,
    SOUTH,
    WEST,
    parse_card,
    parse_cards,
)
from belote_desktop.engine.deal import seat_order
from belote_desktop.ui.table import layout
from belote_desktop.ui.table.hand_order import sort_hand
from belote_desktop.ui.table.layout import SCENE_RECT, Place
from belote_desktop.ui.table.phrases import phrase
from belote_desktop.ui.table.scene import TableScene
from belote_desktop.ui.table.view import TableView

HUMAN_FIRST = parse_cards("AS KS 9H TH 7C")
UP_CARD = parse_card("JD")
HUMAN_REST = parse_cards("8D 9D QC")
COINCHE_HAND = parse_cards("AS KS 9H TH 7C 8D 9D QC")


def close(a: QPointF, b: QPointF, tol: float = 0.01) -> bool:
    return abs(a.x() - b.x()) <= tol and abs(a.y() - b.y()) <= tol


@pytest.fixture
def scene(qapp):
    table = TableScene(speed="instant")
    yield table
    table.reset()
    table.deleteLater()


def deal_classic(scene: TableScene, dealer: int = WEST, taker: int = NORTH, human: int = SOUTH,
                 rest: bool = True) -> list[int]:
    order = seat_order((dealer + 1) & 3, clockwise=True)
    packets = [(s, 3) for s in order] + [(s, 2) for s in order]
    scene.start_deal(dealer, human, sort_hand(HUMAN_FIRST), packets, UP_CARD)
    if not rest:
        return sort_hand(HUMAN_FIRST)
    full = sort_hand(HUMAN_FIRST + HUMAN_REST + ([UP_CARD] if taker == human else []), DIAMONDS)
    if taker == human:
        full = sort_hand(HUMAN_FIRST + HUMAN_REST[:2] + [UP_CARD], DIAMONDS)
    rest_packets = [(s, 2 if s == taker else 3) for s in order]
    scene.deal_rest(taker, rest_packets, full, UP_CARD)
    return full


def deal_coinche(scene: TableScene, dealer: int = WEST, human: int = SOUTH) -> list[int]:
    order = seat_order((dealer + 1) & 3, clockwise=True)
    packets = [(s, n) for n in (3, 2, 3) for s in order]
    hand = sort_hand(COINCHE_HAND)
    scene.start_deal(dealer, human, hand, packets, None)
    return hand


# -- dealing ---------------------------------------------------------------------
def test_classic_first_round_then_rest(scene: TableScene) -> None:
    first = deal_classic(scene, rest=False)
    for seat in range(4):
        assert len(scene.hand_items(seat)) == 5
    assert scene.deck_count() == 32 - 20 - 1
    up = scene.up_card_item()
    assert up is not None and up.card == UP_CARD and up.flip == 1.0
    assert close(up.pos(), layout.at(*layout.UP_CARD))
    assert scene.human_cards() == first

    full = sort_hand(HUMAN_FIRST + HUMAN_REST, DIAMONDS)
    order = seat_order(EAST, clockwise=True)
    scene.deal_rest(NORTH, [(s, 2 if s == NORTH else 3) for s in order], full, UP_CARD)
    for seat in range(4):
        assert len(scene.hand_items(seat)) == 8, seat
    assert scene.deck_count() == 0
    assert scene.up_card_item() is None
    assert up in scene.hand_items(NORTH) and up.flip == 0.0  # in the taker's hand, face down
    assert scene.human_cards() == full
    human = scene.hand_items(SOUTH)
    assert all(item.flip == 1.0 and item.clickable for item in human)
    xs = [item.pos().x() for item in human]
    assert xs == sorted(xs)
    for item, spot in zip(human, layout.fan(Place.BOTTOM, 8), strict=True):
        assert close(item.pos(), spot.pos)
    for seat in (WEST, NORTH, EAST):
        assert all(not item.clickable for item in scene.hand_items(seat))
        assert all(item.card is None for item in scene.hand_items(seat) if item is not up)


def test_classic_human_takes_the_up_card(scene: TableScene) -> None:
    full = deal_classic(scene, taker=SOUTH)
    assert scene.human_cards() == full
    assert UP_CARD in scene.human_cards()
    assert scene.card_item(UP_CARD).flip == 1.0
    assert [len(scene.hand_items(s)) for s in range(4)] == [8, 8, 8, 8]


def test_coinche_deal_three_two_three(scene: TableScene) -> None:
    hand = deal_coinche(scene)
    assert [len(scene.hand_items(s)) for s in range(4)] == [8, 8, 8, 8]
    assert scene.deck_count() == 0
    assert scene.up_card_item() is None
    assert scene.human_cards() == hand
    # Every card is somewhere on the table, none twice.
    placed = [item for s in range(4) for item in scene.hand_items(s)]
    assert len({id(item) for item in placed}) == 32


def test_a_second_deal_starts_from_a_clean_table(scene: TableScene) -> None:
    deal_coinche(scene)
    scene.play_card(WEST, parse_card("7H"))
    scene.start_deal(NORTH, SOUTH, sort_hand(HUMAN_FIRST), [(s, 5) for s in seat_order(EAST, True)], UP_CARD)
    assert [len(scene.hand_items(s)) for s in range(4)] == [5, 5, 5, 5]
    assert scene.trick_items() == []
    assert scene.deck_count() == 11
    known = [item.card for item in scene.card_items() if item.card is not None]
    assert sorted(known) == sorted([*HUMAN_FIRST, UP_CARD])  # the old deal's identities are forgotten


# -- playing -------------------------------------------------------------------------
def test_play_card_moves_a_card_into_the_centre(scene: TableScene) -> None:
    deal_coinche(scene)
    card = parse_card("QH")
    scene.play_card(WEST, card)
    [item] = scene.trick_items()
    assert item.card == card and item.flip == 1.0
    spot = layout.trick_spot(Place.LEFT, card)
    assert close(item.pos(), spot.pos)
    assert len(scene.hand_items(WEST)) == 7
    for other, slot in zip(scene.hand_items(WEST), layout.fan(Place.LEFT, 7), strict=True):
        assert close(other.pos(), slot.pos)  # the fan closed up

    mine = scene.human_cards()[2]
    own = scene.card_item(mine)
    scene.play_card(SOUTH, mine)
    assert scene.trick_items()[-1] is own
    assert not own.clickable
    assert close(own.pos(), layout.trick_spot(Place.BOTTOM, mine).pos)
    assert len(scene.hand_items(SOUTH)) == 7
    for item, slot in zip(scene.hand_items(SOUTH), layout.fan(Place.BOTTOM, 7), strict=True):
        assert close(item.pos(), slot.pos)
    # Later cards of the trick lie over earlier ones.
    assert scene.trick_items()[1].zValue() > scene.trick_items()[0].zValue()


def test_gather_trick_empties_the_centre_and_the_pile_grows(scene: TableScene) -> None:
    hand = deal_coinche(scene)
    plays = [(WEST, parse_card("7H")), (NORTH, parse_card("8H")), (EAST, parse_card("AH")), (SOUTH, hand[0])]
    for seat, card in plays:
        scene.play_card(seat, card)
    scene.gather_trick(EAST)
    assert scene.trick_items() == []
    assert scene.pile_count(1) == 4 and scene.pile_count(0) == 0
    for i, (_, card) in enumerate(plays):
        item = scene.card_item(card)
        assert item.flip == 0.0
        assert close(item.pos(), layout.pile_slot(False, 0, i).pos)
    for seat, card in [(WEST, parse_card("7S")), (NORTH, parse_card("8S")), (EAST, parse_card("9S")),
                       (SOUTH, hand[1])]:
        scene.play_card(seat, card)
    scene.gather_trick(NORTH)
    assert scene.pile_count(0) == 4 and scene.pile_count(1) == 4
    assert [len(scene.hand_items(s)) for s in range(4)] == [6, 6, 6, 6]


def test_legal_marks_and_reordering(scene: TableScene) -> None:
    hand = deal_coinche(scene)
    legal = [hand[1], hand[4]]
    mask = sum(1 << c for c in legal)
    scene.set_legal(mask)
    for item in scene.hand_items(SOUTH):
        assert item.highlighted == (item.card in legal)
        assert item.dimmed == (item.card not in legal)
    scene.set_legal(0)
    assert not any(item.highlighted or item.dimmed for item in scene.hand_items(SOUTH))

    trump_order = sort_hand(hand, HEARTS, "first")
    scene.set_human_hand(trump_order, mask)
    assert scene.human_cards() == trump_order
    assert sum(item.highlighted for item in scene.hand_items(SOUTH)) == 2
    scene.select(trump_order[3])
    assert [item.selected for item in scene.hand_items(SOUTH)] == [i == 3 for i in range(8)]
    scene.play_card(SOUTH, legal[0])
    assert not any(item.highlighted or item.dimmed for item in scene.hand_items(SOUTH))


# -- plates, bubbles, panels ------------------------------------------------------
def test_plates_follow_the_human_seat(scene: TableScene) -> None:
    deal_coinche(scene, dealer=EAST, human=NORTH)
    scene.set_names({NORTH: "Me", EAST: "Ed", SOUTH: "Sue", WEST: "Wim"})
    scene.set_dealer(EAST)
    scene.set_turn(WEST)
    scene.set_thinking(WEST, True)
    assert scene.plate(NORTH).pos() == layout.at(*layout.PLATES[Place.BOTTOM])
    assert scene.plate(SOUTH).pos() == layout.at(*layout.PLATES[Place.TOP])
    assert scene.plate(EAST).pos() == layout.at(*layout.PLATES[Place.LEFT])  # next clockwise after N
    assert scene.plate(SOUTH).name == "Sue"
    assert scene.plate(EAST).dealer and not scene.plate(WEST).dealer
    assert scene.plate(WEST).turn and scene.plate(WEST).thinking
    scene.set_thinking(WEST, False)
    scene.set_turn(NORTH)
    assert not scene.plate(WEST).thinking and not scene.plate(WEST).turn
    assert scene.plate(NORTH).turn
    assert len(scene.hand_items(NORTH)) == 8 and scene.hand_items(NORTH)[0].flip == 1.0


def test_bubbles_contract_scores_and_message(scene: TableScene) -> None:
    deal_coinche(scene, human=EAST)
    scene.show_bid(NORTH, "80", HEARTS)
    bubble = scene.bid_bubble(NORTH)
    assert bubble.isVisible() and bubble.text == "80" and bubble.suit == HEARTS
    assert bubble.pos() == layout.at(*layout.BUBBLES[Place.RIGHT])  # N plays before E: on its right
    scene.clear_bids()
    assert not bubble.isVisible()
    scene.show_announcement(NORTH, phrase("belote"))
    assert scene.announcement_bubble(NORTH).isVisible()
    scene.set_contract("", HEARTS, 80, 2, "Nora", NORTH)
    assert scene.contract_panel.isVisible()
    assert scene.contract_panel.contract == ("", HEARTS, 80, 2, "Nora")
    scene.set_contract(None)
    assert not scene.contract_panel.isVisible()
    scene.set_scores(120, 340)
    assert scene.score_panel.values == (340, 120)  # the human plays East: EW is "Us"
    scene.show_message("Hello")
    assert scene.message.isVisible() and scene.message.text == "Hello"


def test_reset_gathers_everything(scene: TableScene) -> None:
    deal_classic(scene)
    scene.play_card(EAST, parse_card("7S"))
    scene.show_bid(EAST, phrase("pass"))
    scene.reset()
    assert scene.deck_count() == 32
    assert all(len(scene.hand_items(s)) == 0 for s in range(4))
    assert scene.trick_items() == []
    assert all(item.flip == 0.0 and item.card is None for item in scene.card_items())
    assert not scene.bid_bubble(EAST).isVisible()
    assert not scene.busy


# -- through a real view ----------------------------------------------------------------
@pytest.fixture
def view(qtbot, scene: TableScene) -> TableView:
    table_view = TableView(scene)
    qtbot.addWidget(table_view)
    table_view.resize(1000, 625)
    table_view.show()
    qtbot.waitExposed(table_view)
    return table_view


def visible_point(item, hand_size: int) -> QPointF:
    """A scene point on the part of a fanned card that the next card does not cover."""
    step = layout.FANS[Place.BOTTOM].step * item.card_width
    return item.mapToScene(QPointF(-item.card_width / 2 + step * 0.3, 0))


@pytest.mark.parametrize("index", [0, 3, 7])
def test_clicking_a_human_card_reports_it_once(qtbot, scene: TableScene, view: TableView, index: int) -> None:
    hand = deal_coinche(scene)
    clicks: list[int] = []
    scene.card_clicked.connect(clicks.append)
    item = scene.hand_items(SOUTH)[index]
    point = view.mapFromScene(visible_point(item, 8))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()
    assert clicks == [hand[index]]


@pytest.mark.parametrize("large", [False, True])
def test_a_click_a_hair_from_the_next_cards_edge_plays_the_card_under_the_pointer(
        qtbot, scene: TableScene, view: TableView, large: bool) -> None:
    # Qt hands a press to the topmost card within one screen pixel of the pointer; a card that took a press the
    # pointer was not on, then judged the release by the exact point, dropped the click: nothing happened.
    hand = deal_coinche(scene)
    scene.set_large_cards(large)
    try:
        QApplication.processEvents()
        items = scene.hand_items(SOUTH)
        under, over = items[3], items[4]  # over covers under's right part
        y = view.mapFromScene(over.mapToScene(QPointF(0, 0))).y()
        pixel = None
        for x in range(view.mapFromScene(under.scenePos()).x(), view.viewport().width()):
            here = view.mapToScene(QPoint(x, y))
            if over.shape().contains(over.mapFromScene(here)):
                break
            pixel = QPoint(x, y)  # the last pixel whose corner is not yet on ``over``: its square reaches it
        assert pixel is not None
        corner = view.mapToScene(pixel)
        assert under.shape().contains(under.mapFromScene(corner))
        clicks: list[int] = []
        scene.card_clicked.connect(clicks.append)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pixel)
        QApplication.processEvents()
        assert clicks == [hand[3]]
    finally:
        scene.set_large_cards(False)


def test_clicks_elsewhere_report_nothing(qtbot, scene: TableScene, view: TableView) -> None:
    deal_coinche(scene)
    clicks: list[int] = []
    scene.card_clicked.connect(clicks.append)
    for seat in (WEST, NORTH, EAST):
        opponent = scene.hand_items(seat)[-1]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(opponent.pos()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(layout.at(0.5, 0.47)))
    assert clicks == []


def test_a_click_while_cards_move_is_reported_once(qtbot, scene: TableScene, view: TableView) -> None:
    hand = deal_coinche(scene)
    scene.set_speed("normal")
    clicks: list[int] = []
    scene.card_clicked.connect(clicks.append)
    scene.play_card(WEST, parse_card("7H"))
    assert scene.busy
    last = scene.hand_items(SOUTH)[-1]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(last.pos()))
    assert clicks == [hand[-1]]  # reported at once, not held back or dropped
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        pass
    assert clicks == [hand[-1]]  # and not again when the table catches up


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080), (500, 900), (1600, 420)])
def test_resizing_keeps_the_whole_table_visible(qtbot, scene: TableScene, view: TableView,
                                                size: tuple[int, int]) -> None:
    hand = deal_coinche(scene)
    scene.play_card(WEST, parse_card("7H"))
    scene.play_card(NORTH, parse_card("8H"))
    scene.play_card(EAST, parse_card("AH"))
    scene.play_card(SOUTH, hand[0])
    scene.gather_trick(EAST)
    scene.play_card(WEST, parse_card("7S"))
    view.resize(*size)
    QApplication.processEvents()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    slack = 2 / view.scale_factor()  # rounding to whole pixels
    assert visible.adjusted(-slack, -slack, slack, slack).contains(SCENE_RECT)
    # Uniform scale, as large as fits.
    t = view.transform()
    assert abs(t.m11() - t.m22()) < 1e-9
    assert abs(t.m11() - min(size[0] / SCENE_RECT.width(), size[1] / SCENE_RECT.height())) < 1e-6
    inside = SCENE_RECT.adjusted(-slack, -slack, slack, slack)
    for item in scene.card_items():
        assert inside.contains(item.sceneBoundingRect()), item.card
    assert view.horizontalScrollBar().isHidden() or not view.horizontalScrollBar().isVisible()


# -- real animations ------------------------------------------------------------------------
def test_normal_speed_runs_the_queue_and_reports_done(qtbot, scene: TableScene) -> None:
    deal_coinche(scene)
    QApplication.processEvents()
    scene.set_speed("normal")
    card = parse_card("QH")
    scene.play_card(WEST, card)
    item = scene.trick_items()[0]
    target = layout.trick_spot(Place.LEFT, card).pos
    assert scene.busy and not close(item.pos(), target)
    with qtbot.waitSignal(scene.animations_done, timeout=5000):
        pass
    assert close(item.pos(), target) and item.flip == 1.0
    assert not scene.busy


def test_a_whole_deal_animates_and_ends_in_place(qtbot, scene: TableScene) -> None:
    scene.set_speed("fast")
    done: list[int] = []
    scene.animations_done.connect(lambda: done.append(1))
    with qtbot.waitSignal(scene.animations_done, timeout=15000):
        hand = deal_coinche(scene)
        scene.show_bid(WEST, phrase("pass"))
        scene.play_card(WEST, parse_card("7H"))
        scene.play_card(NORTH, parse_card("8H"))
        scene.play_card(EAST, parse_card("AH"))
        scene.play_card(SOUTH, hand[0])
        scene.gather_trick(EAST)
    assert done == [1]
    assert scene.pile_count(1) == 4
    for item, slot in zip(scene.hand_items(SOUTH), layout.fan(Place.BOTTOM, 7), strict=True):
        assert close(item.pos(), slot.pos) and item.flip == 1.0
    for i, item in enumerate(scene.hand_items(NORTH)):
        assert close(item.pos(), layout.fan(Place.TOP, 7)[i].pos)


# -- translation -------------------------------------------------------------------------------
def test_phrases_are_words() -> None:
    for key in ("pass", "take", "coinche", "surcoinche", "belote", "rebelote", "capot", "all_passed",
                "your_turn", "tierce", "fifty", "hundred", "four_of_a_kind", "dealer"):
        assert phrase(key).strip()


def test_every_translation_uses_the_table_context() -> None:
    # lupdate only finds literal QCoreApplication.translate("TableScene", "...") calls.
    table = Path(__file__).resolve().parents[3] / "belote_desktop" / "ui" / "table"
    found = 0
    for path in (table / "scene.py", table / "phrases.py", *sorted((table / "items").glob("*.py"))):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "translate":
                context, text = node.args[0], node.args[1]
                assert isinstance(context, ast.Constant) and context.value == "TableScene"
                assert isinstance(text, ast.Constant) and isinstance(text.value, str)
                found += 1
    assert found >= 20


def test_view_forwards_language_change(qtbot, scene: TableScene, view: TableView, monkeypatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(scene, "retranslate", lambda: calls.append(1))
    from PySide6.QtCore import QEvent

    QApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert calls == [1]


def test_scene_rect_is_fixed(scene: TableScene) -> None:
    deal_coinche(scene)
    assert scene.sceneRect() == QRectF(SCENE_RECT)
