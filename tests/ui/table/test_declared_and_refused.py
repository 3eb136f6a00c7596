"""What the table says after trick 1 and after a refused card: the declared cards by their owner's
place, and the refusal's note over the card, each gone at the right moment."""

from __future__ import annotations

import pytest

from belote_desktop.engine.cards import EAST, NORTH, SOUTH, WEST, cards_of, parse_card
from belote_desktop.engine.declarations import parse_declaration
from belote_desktop.ui.table import layout
from belote_desktop.ui.table.layout import Place, relative
from belote_desktop.ui.table.presenter import TablePresenter
from belote_desktop.ui.table.scene import TableScene
from tests.ui.table.test_scene import deal_coinche


@pytest.fixture
def scene(qapp):
    table = TableScene(speed="instant")
    yield table
    table.reset()
    table.deleteLater()


@pytest.mark.parametrize("human", [SOUTH, EAST])
def test_declared_cards_are_shown_by_each_declarers_place_then_fade(qtbot, scene: TableScene, human: int) -> None:
    presenter = TablePresenter(scene)
    tierce, carre = parse_declaration("QH KH AH"), parse_declaration("JS JH JD JC")
    presenter.match_started(presenter._options, human)
    deal_coinche(scene, human=human)
    presenter.declarations_shown({WEST: (tierce, carre), NORTH: (parse_declaration("7D 8D 9D TD"),)})
    west, north = scene.declared(WEST), scene.declared(NORTH)
    assert west.groups == (tuple(cards_of(tierce.cards)), tuple(cards_of(carre.cards)))
    assert "20" in west.caption and "200" in west.caption
    assert north.groups == (tuple(cards_of(parse_declaration("7D 8D 9D TD").cards)),)
    assert scene.declared(SOUTH if human != SOUTH else EAST).groups == ()  # nobody else shows anything
    assert west.pos() == layout.at(*layout.DECLARED[relative(WEST, human)])
    # Inside the table, clear of the hands and plates of every place.
    for place in Place:
        item = scene.declared(layout.absolute(place, human))
        if item.isVisible():
            box = item.sceneBoundingRect()
            assert layout.SCENE_RECT.contains(box)
            assert not box.intersects(scene.plate(layout.absolute(place, human)).sceneBoundingRect())
            assert not box.intersects(scene.score_panel.sceneBoundingRect())
            assert not any(box.intersects(card.sceneBoundingRect()) for card in scene.hand_items(
                layout.absolute(place, human)) if place != Place.BOTTOM)
    # The full sentence is in the middle too, and both go after their reading time.
    assert "Tierce" in scene.message.text
    qtbot.waitUntil(lambda: not west.isVisible() and not north.isVisible(), timeout=10000)


def test_a_new_deal_clears_the_declared_cards(scene: TableScene) -> None:
    deal_coinche(scene)
    scene.show_declared({WEST: ([cards_of(parse_declaration("QH KH AH").cards)], "Tierce 20")})
    assert scene.declared(WEST).isVisible()
    deal_coinche(scene)
    assert not scene.declared(WEST).isVisible()


def test_the_refusal_note_points_at_the_card_and_says_when_it_is_gone(qtbot, scene: TableScene) -> None:
    hand = deal_coinche(scene)
    card = hand[-1]
    gone: list[bool] = []
    scene.refusal_gone.connect(lambda: gone.append(True))
    scene.show_refusal(card, "You must follow suit.", "R6.1", "Why? See rule R6.1")
    note, box = scene.refusal_note, scene.card_item(card).sceneBoundingRect()
    assert note.isVisible() and note.reason == "You must follow suit." and note.clickable
    assert layout.SCENE_RECT.contains(note.sceneBoundingRect())
    assert note.sceneBoundingRect().bottom() <= box.top() + 30
    # A card that is not the player's gets no note (the engine would never refuse one).
    note.hide_now()
    assert gone == [True] and not note.clickable
    scene.show_refusal(parse_card("7S") if parse_card("7S") not in hand else parse_card("8S"), "x", "R6", "y")
    assert not note.isVisible()
    # It fades by itself after its reading time, and says so.
    scene.show_refusal(card, "You must follow suit.", "R6.1", "Why? See rule R6.1")
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=10000)
    assert gone == [True, True]


def test_a_long_message_wraps_onto_more_lines_and_is_never_cut(scene: TableScene) -> None:
    long = ("Gewertete Ansagen: Rechts: Terz: D♥ K♥ A♥ (20), Vierling Buben (200); "
            "Partner: Fünfziger: 7♦ 8♦ 9♦ 10♦ (50)")
    scene.show_message("Kurz")
    short_box = scene.message.boundingRect()
    scene.show_message(long)
    box = scene.message.boundingRect()
    assert scene.message.text == long  # all of it, no ellipsis
    assert box.width() <= layout.MESSAGE_MAX_W + 10 and box.height() > short_box.height() * 1.5


@pytest.mark.parametrize("preset", ["coinche", "contree"])
def test_the_highest_bid_stays_in_the_contracts_corner_during_the_auction(scene: TableScene, preset: str) -> None:
    from belote_desktop.engine import COINCHE_BID, PASS_BID, PRESETS, Bid, Contract
    from belote_desktop.engine.cards import HEARTS, SPADES

    presenter = TablePresenter(scene)
    presenter.match_started(PRESETS[preset], SOUTH)
    presenter.deal_started(WEST, deal_coinche(scene), None)
    panel = scene.contract_panel
    assert not panel.isVisible()
    presenter.bid(NORTH, Bid.contract(80, HEARTS))
    assert panel.isVisible() and panel.auction and panel.contract[1:4] == (HEARTS, 80, 1)
    presenter.bid(EAST, PASS_BID)  # a pass changes nothing
    assert panel.contract[1:4] == (HEARTS, 80, 1)
    presenter.bid(SOUTH, Bid.contract(100, SPADES))
    assert panel.contract[1:] == (SPADES, 100, 1, presenter.names()[SOUTH])
    presenter.bid(WEST, COINCHE_BID)
    assert panel.contract[1:4] == (SPADES, 100, 2) and panel.title() == "Highest bid"
    presenter.contract(Contract(SOUTH, SPADES, 100, 2), WEST, [], None)
    assert panel.isVisible() and not panel.auction and panel.title() == "Contract"
    presenter.deal_started(NORTH, deal_coinche(scene), None)
    assert not panel.isVisible()  # a new auction starts bare


def test_no_seat_glows_while_a_full_trick_is_taken_then_the_winner_does(scene: TableScene) -> None:
    from belote_desktop.engine import PRESETS

    presenter = TablePresenter(scene)
    presenter.match_started(PRESETS["coinche"], SOUTH)
    hand = deal_coinche(scene)  # WEST deals: NORTH leads
    others = [c for c in range(32) if c not in hand]
    for seat, card in ((NORTH, others[0]), (EAST, others[1]), (SOUTH, hand[0]), (WEST, others[2])):
        presenter.turn(seat)
        presenter.card_played(seat, card, None)
    assert scene.plate(WEST).turn  # the fourth card's player, until the trick is taken
    presenter.trick_won(EAST)
    assert not any(scene.plate(seat).turn for seat in (NORTH, EAST, SOUTH, WEST))
    presenter.turn(EAST)
    assert scene.plate(EAST).turn
