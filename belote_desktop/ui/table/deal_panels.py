"""``DealPanels``: the auction, this deal's tally and the cards played, on the table in step with the game
(issue 37).

The panels follow the controller's events, and each change waits in the table's animation queue
behind the event that caused it (``TableScene.when_shown``): a bid joins the auction as its bubble
pops up, a trick's points are counted as it lands on its pile, a card is marked played as it lands in
the trick, whatever the animation speed. A new deal clears them at once, as its cards are gathered.

- the auction (``AuctionPanel``) is always shown, from the first call of a deal to the next deal;
- the tally (``DealTally``, the setting ``deal_tally``, on by default) and the cards played
  (``CardsPlayed``, the setting ``cards_played``, off by default) from the contract on: in classic,
  once the rest of the cards is dealt.

``words_*`` say what each panel shows, for its accessible spot (``ui.access.deal_access``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...controller import GameController
from ...engine import Bid, Contract
from ...engine.bidding import COINCHE, CONTRACT, KEEP, LAST_RAISE, SURCOINCHE, TAKE
from ...engine.cards import SANS_ATOUT, card
from ...engine.deal import seat_order
from ...engine.tricks import POINTS
from ..common.spoken import bid_words, rank_name, suit_word
from ..common.words import fill
from .aid_layout import AUCTION_PANEL, PLAYED_PANEL, TALLY_PANEL
from .items.auction_panel import AuctionPanel, Call
from .items.cards_played import CardsPlayed, rank_order
from .items.deal_tally import DealTally
from .model import Z_PANEL
from .phrases import phrase
from .presenter import TablePresenter, bid_text

LAST_TRICK_BONUS = 10  # "dix de der" (R2)
TRICKS = 8
RAISED = "\u2191"  # the arrow before a last raise's new value in the auction: "↑120 ♥"
translate = QCoreApplication.translate


class DealPanels(QObject):
    def __init__(self, presenter: TablePresenter, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.presenter, self.controller = presenter, controller
        scene = self.scene = presenter.scene
        self.auction = AuctionPanel(AUCTION_PANEL, self.call_words, presenter.names)
        self.tally = DealTally(TALLY_PANEL)
        self.played = CardsPlayed(PLAYED_PANEL)
        for item in (self.auction, self.tally, self.played):
            item.setZValue(Z_PANEL)
            scene.addItem(item)
        self.show_tally = True
        self.show_played = False
        self._in_play = False  # the deal on show has its contract: the tally and the cards played are shown
        self._points = [0, 0]  # card points by team, N-S and E-W, as the tricks land
        self._tricks = [0, 0]
        self._trick_count = 0
        self._mode = SANS_ATOUT
        self._variant = controller.options.variant
        controller.dealt.connect(self._on_dealt)
        controller.bid_made.connect(self._on_bid)
        controller.contract_set.connect(self._on_contract)
        controller.card_played.connect(self._on_card)
        controller.trick_won.connect(self._on_trick)
        # Klaverjas (K6, K7): a trick's roem counts beside its card points, when it is shown or claimed.
        self._roem = [0, 0]
        self._has_roem = False  # the deal on show is klaverjas's: the tally counts its points and roem
        controller.roem_shown.connect(self._on_roem)
        controller.roem_claimed.connect(self._on_roem_claimed)

    # ------------------------------------------------------------------ settings
    def set_shown(self, tally: bool, played: bool) -> None:
        self.show_tally, self.show_played = tally, played
        self._show()

    def set_four_colour(self, four_colour: bool) -> None:
        self.auction.set_four_colour(four_colour)
        self.played.set_four_colour(four_colour)

    # ------------------------------------------------------------------ the game's events
    def _on_dealt(self, info: dict) -> None:
        # At once: the table is still (the deal before is over), and the new deal's cards are being gathered.
        c = self.controller
        self._variant = c.match.options.variant
        first = c.deal.first_seat
        self.auction.start(seat_order(first, c.match.options.direction == "clockwise"), c.human_seat)
        self._in_play = False
        self._points, self._tricks, self._trick_count = [0, 0], [0, 0], 0
        self._roem = [0, 0]
        self._has_roem = hasattr(c.deal, "roem_points")  # a family whose tricks score roem (klaverjas)
        self._show_tally()
        self.played.start(SANS_ATOUT)
        self._show()

    def _on_bid(self, seat: int, bid: Bid) -> None:
        moments = self.controller.deal.bid_moments()
        call = Call(seat, bid, moments[-1] if moments else "")
        self.scene.when_shown(lambda: self.auction.add(call))

    def _on_contract(self, contract: Contract | None) -> None:
        if contract is None:
            return  # all passed: the auction stays as it was, until the cards are dealt again
        mode = contract.trump

        def step() -> None:
            self._mode = mode
            self.played.start(mode)
            self._in_play = True
            self._show()
        self.scene.when_shown(step)

    def _on_roem(self, winner: int, roem: object) -> None:
        total = int(getattr(roem, "total", 0))

        def step() -> None:
            self._roem[winner & 1] += total
            self._show_tally()
        self.scene.when_shown(step)

    def _on_roem_claimed(self, _seat: int, number: int, roem: object) -> None:
        self._on_roem(self.controller.match.deal.tricks[number - 1].winner, roem)

    def _on_card(self, _seat: int, card_: int) -> None:
        self.scene.when_shown(lambda: self.played.add(card_))

    def _on_trick(self, winner: int, cards: tuple[int, ...]) -> None:
        def step() -> None:
            self._trick_count += 1
            points = sum(POINTS[self._mode][c] for c in cards)
            if self._trick_count == TRICKS:
                points += LAST_TRICK_BONUS
            self._points[winner & 1] += points
            self._tricks[winner & 1] += 1
            self._show_tally()
        self.scene.when_shown(step)

    # ------------------------------------------------------------------ showing
    def _show(self) -> None:
        self.tally.setVisible(self.show_tally and self._in_play)
        self.played.setVisible(self.show_played and self._in_play)

    def _team_first(self, values: list[int]) -> tuple[int, int]:
        ours = self.controller.human_seat & 1
        return values[ours], values[ours ^ 1]

    def _show_tally(self) -> None:
        points = [card_points + roem for card_points, roem in zip(self._points, self._roem, strict=True)]
        self.tally.set_values(self._team_first(points), self._team_first(self._tricks))

    def call_words(self, bid: Bid, moment: str) -> list[tuple[str, int | None]]:
        """A call's words in the auction, the longest first, for the panel to take the first that fits its cell:
        the bubble's words ("Take ♥", "Coinche!"), else the short ones ("♥", "×2"); a last raise's new value
        after an arrow ("↑120 ♥"); a capot's value where its word is too long ("250 SA")."""
        text, suit = bid_text(bid, self._variant)
        words = [(text, suit)]
        if bid.kind == CONTRACT and bid.is_capot:  # the capot's value, as the contract's corner shows it
            words.append((text.replace(phrase("capot"), str(bid.value), 1), suit))
        if moment == LAST_RAISE and bid.kind == CONTRACT:  # the arrow goes last: the gold column says it too
            return [(RAISED + text, suit) for text, suit in words] + words[1:]
        if bid.kind == TAKE:
            return [(text, suit), ("", suit)]
        if bid.kind in (COINCHE, SURCOINCHE):
            times = translate("TableScene", "×%1", "doubled (coinche) or redoubled")
            return [(text, suit), (fill(times, "2" if bid.kind == COINCHE else "4"), None)]
        return words

    # ------------------------------------------------------------------ in words (the accessible spots)
    def auction_words(self) -> str:
        """"Left: 80 spades; Partner: pass; ...", with the last raise's words for its moment."""
        names = self.presenter.names()
        parts, highest = [], None
        for call in self.auction.calls:
            if call.moment == LAST_RAISE:
                if call.bid.kind == KEEP and highest is not None:
                    what = fill(translate("TableAccess", "keeps %1", "the last raise declined"),
                                bid_words(highest, self._variant))
                elif call.bid.kind == CONTRACT:
                    what = fill(translate("TableAccess", "raises to %1", "the last raise"),
                                bid_words(call.bid, self._variant))
                else:
                    what = bid_words(call.bid, self._variant)
            else:
                what = bid_words(call.bid, self._variant)
            if call.bid.kind == CONTRACT:
                highest = call.bid
            parts.append(fill(translate("TableAccess", "%1: %2", "a seat and its call"), names.get(call.seat, ""),
                              what))
        return "; ".join(parts) or translate("TableAccess", "no bids yet")

    def tally_words(self) -> str:
        """"Us 42 points, 3 tricks; Them 20 points, 1 trick"."""
        rows = []
        for name, tricks, points in zip(
                (translate("TableScene", "Us", "the human's team"), translate("TableScene", "Them", "the other team")),
                self.tally.tricks, self.tally.points, strict=True):
            words = (translate("TableAccess", "%1 %2 points and roem, %3", "klaverjas: a team's points and tricks")
                     if self._has_roem else
                     translate("TableAccess", "%1 %2 points, %3", "a team's card points and tricks"))
            rows.append(fill(words, name, str(points), self.tally.tricks_text(tricks)))
        return "; ".join(rows)

    def played_words(self) -> str:
        """Each suit and its cards played, strongest first: "spades: ace, 10; hearts: none; ..."."""
        parts = []
        for suit in range(4):
            out = [rank_name(rank) for rank in rank_order(suit, self.played.mode)
                   if self.played.played >> card(rank, suit) & 1]
            parts.append(fill(translate("TableAccess", "%1: %2", "a suit and its cards played"), suit_word(suit),
                              ", ".join(out) if out else translate("TableAccess", "none", "no card of it played")))
        return "; ".join(parts)


__all__ = ["DealPanels"]
