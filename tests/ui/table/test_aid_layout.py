"""The table's aids (issue 37) never cover what the game shows: the auction, this deal's tally and the cards
played keep off every place a card can lie (the hands, the trick, the deck, the up-card, the piles), the name
plates, the score and the contract, the bubbles and the declared cards, and the floating widgets (the hint
button, the bidding and declaration panels), with normal and large cards, from 800 x 600 to 1920 x 1080, in
every language; and their words fit them there."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QApplication

from belote_desktop.engine.bidding import Bid
from belote_desktop.engine.cards import parse_cards, parse_hand
from belote_desktop.engine.declarations import best_declarations
from belote_desktop.i18n.language import LANGUAGES, LanguageManager
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table import layout
from belote_desktop.ui.table.aid_layout import AUCTION_PANEL, PLAYED_PANEL, TALLY_PANEL
from belote_desktop.ui.table.items.auction_panel import Call
from belote_desktop.ui.table.layout import Place
from belote_desktop.ui.table.phrases import phrase
from tests.ui.test_game_window import make_window, wait_for_human_or_end
from tests.ui.test_table_layout import SIZES, large_cards, path_of, rect_path, resize, widget_rect


@pytest.fixture(autouse=True)
def the_apps_fonts(qapp) -> None:
    from belote_desktop.resources import load_fonts

    load_fonts()


def card(spot: layout.Spot, width: float) -> QPainterPath:
    return path_of(QPolygonF(layout.card_corners(spot, width)))


def every_card_place() -> QPainterPath:
    """Every place a card can lie still on the table, at the card size in use: hands of one to eight cards at
    each place, the trick, every dealer's deck, the up-card, and both piles of eight tricks."""
    path = QPainterPath()
    for place in Place:
        width = layout.hand_card_width(place)
        for n in range(1, 9):
            for spot in layout.fan(place, n):
                path.addPath(card(spot, width))
        for tossed in range(32):  # each card's own small tilt
            path.addPath(card(layout.trick_spot(place, tossed), layout.trick_card_width()))
    for dealer in (*Place, None):
        for k in range(32):
            path.addPath(card(layout.deck_slot(dealer, k), layout.DECK_CARD_W))
    path.addPath(card(layout.Spot(layout.at(*layout.UP_CARD), 0.0), layout.trick_card_width()))
    for ours in (True, False):
        for trick in range(8):
            for i in range(4):
                path.addPath(card(layout.pile_slot(ours, trick, i), layout.PILE_CARD_W))
    return path


def aids(window: MainWindow) -> dict[str, QRectF]:
    panels = window.deal_panels
    return {name: item.sceneBoundingRect() for name, item in
            (("auction", panels.auction), ("tally", panels.tally), ("played", panels.played))}


def longest_bubbles(window: MainWindow) -> None:
    """At every seat the longest words a bubble says in the language now: a redouble, a raise of a capot."""
    scene = window.scene
    words = [phrase(key) for key in ("surcoinche", "surcontre", "keep", "take", "belote", "four_of_a_kind")]
    longest = max(words, key=len)
    for seat in range(4):
        scene.show_bid(seat, longest, 1)
    QApplication.processEvents()


def show_declared(window: MainWindow) -> None:
    """Every seat's declared cards as large as they come: eight cards in two declarations, under their caption."""
    groups = [parse_cards(["JS", "JH", "JD", "JC"]), parse_cards(["7S", "8S", "9S", "TS"])]
    caption = f"{phrase('four_of_a_kind')} 200 · {phrase('fifty')} 50"
    window.scene.show_declared({seat: (groups, caption) for seat in range(4)})
    QApplication.processEvents()


def test_the_aids_lie_on_the_felt_apart_from_each_other_and_from_the_corner_panels() -> None:
    rects = {"auction": AUCTION_PANEL, "tally": TALLY_PANEL, "played": PLAYED_PANEL}
    for name, rect in rects.items():
        assert layout.FELT.adjusted(-2, -2, 2, 2).contains(rect), name  # as the corner panels, at the rail
        for other in (layout.SCORE_PANEL, layout.CONTRACT_PANEL, *(r for n, r in rects.items() if n != name)):
            assert not rect.adjusted(-4, -4, 4, 6).intersects(other), (name, other)


def test_the_aids_never_cover_the_games_things(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=3000, seed=2)
    scene, c = window.scene, window.controller
    languages = LanguageManager()
    try:
        qtbot.waitUntil(lambda: c.asking == "bid" and not scene.busy and window.bidding_panel.isVisible(),
                        timeout=20000)
        window.apply_settings(window.settings.with_(cards_played=True))
        # Everything at once, as large as it gets: the three aids, the hint button beside the bidding panel, the
        # declaration panel, a bubble at every seat, every seat's declared cards.
        panels = window.deal_panels
        for item in (panels.auction, panels.tally, panels.played):
            item.setVisible(True)
        window.hint_button.show()
        window.declaration_panel.offer(best_declarations(parse_hand("JS JH JD JC 7S 8S 9S TS")))
        for lang in LANGUAGES:
            assert languages.set_language(lang)
            QApplication.processEvents()
            longest_bubbles(window)
            show_declared(window)
            for large in (False, True):
                with large_cards(qtbot, window, large):
                    for seat in range(4):
                        scene.set_dealer(seat)  # the dealer's chip, on each plate in turn
                    qtbot.waitUntil(lambda: not scene.busy)
                    things = every_card_place()
                    for seat in range(4):
                        plate = scene.plate(seat)
                        things.addPath(plate.mapToScene(plate.outline()))
                        for bubble in (scene.bid_bubble(seat), scene.declared(seat)):
                            assert bubble.isVisible()
                            things.addPath(rect_path(bubble.sceneBoundingRect()))
                    things.addPath(rect_path(scene.score_panel.sceneBoundingRect()))
                    things.addPath(rect_path(scene.contract_panel.sceneBoundingRect()))
                    for width, height in SIZES:
                        resize(qtbot, window, width, height)
                        widgets = QPainterPath()
                        for widget in (window.hint_button, window.bidding_panel):
                            assert widget.isVisible()
                            widgets.addPath(rect_path(widget_rect(window, widget)))
                        window.declaration_panel.show()
                        window.view.place_overlays()
                        widgets.addPath(rect_path(widget_rect(window, window.declaration_panel)))
                        window.declaration_panel.hide()
                        for name, rect in aids(window).items():
                            where = (lang, large, width, name)
                            assert not rect_path(rect).intersects(things), where
                            assert not rect_path(rect).intersects(widgets), where
    finally:
        languages.set_language("en")
        c.shutdown()


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_the_aids_words_fit_them_in_every_language(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=3000, seed=2)
    c = window.controller
    panels = window.deal_panels
    languages = LanguageManager()
    try:
        wait_for_human_or_end(qtbot, window)
        for item in (panels.auction, panels.tally, panels.played):
            item.setVisible(True)
        panels.tally.set_values((152, 100), (8, 0))  # the widest numbers there are
        calls = [Bid("pass"), Bid.take(1), Bid.contract(160, 1), Bid.contract(250, 4), Bid.contract(250, 5),
                 Bid("coinche"), Bid("surcoinche"), Bid("keep")]
        for lang in LANGUAGES:
            assert languages.set_language(lang)
            QApplication.processEvents()
            window.view.grab()  # painted as the player sees it
            names = window.presenter.names()
            assert panels.auction.drawn_names == [names[seat] for seat in panels.auction.seats], lang
            assert [row[1] for row in panels.tally.drawn] == [panels.tally.tricks_text(n) for n in (8, 0)], lang
            for spans in panels.tally.drawn_spans:  # the name, the tricks and the points, apart, left to right
                assert all(a[1] < b[0] for a, b in pairwise(spans)), (lang, spans)
            assert panels.played.drawn_title == panels.played.title(), lang
            for bid in calls:
                for moment in ("open", "last_raise"):
                    text, suit, _font, width = panels.auction.call_layout(Call(c.human_seat, bid, moment))
                    # Some words of the call, whole (not cut short), within its cell.
                    assert (text, suit) in panels.call_words(bid, moment), (lang, bid, moment, text)
                    assert width <= panels.auction.call_room()
    finally:
        languages.set_language("en")
        c.shutdown()
