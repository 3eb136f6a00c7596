"""``TablePresenter``: the controller's ``Table`` port, shown on the ``TableScene``.

The controller speaks in the game's terms (a bid, a contract, a card played); the presenter decides
how that looks and reads: the words of the bubbles, the seats' names ("You", "Partner", or the
names the player chose), the sentence of the declarations that score, the order of the player's
hand (``hand_order``, trumps at the end the player likes), and the packets the cards are dealt in.
The scene only draws and animates what it is given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine import SOUTH, Bid, Contract, Declaration, Options
from ...engine.bidding import COINCHE, CONTRACT, LAST_DOUBLE, LAST_RAISE, SURCOINCHE, TAKE
from ...engine.cards import cards_of
from ...engine.deal import seat_order
from ...engine.declarations import CARRE
from ...engine.families.klaverjas.roem import Roem
from ..common.spoken import declaration_said
from ..common.words import declaration_short, declaration_words, fill, trump_plain
from .hand_order import TrumpPosition, sort_hand
from .phrases import phrase
from .scene import TableScene


def bid_text(bid: Bid, variant: str = "coinche", raised: bool = False) -> tuple[str, int | None]:
    """A bid's bubble: its text and the suit whose symbol follows it (``None``: no symbol). Contrée doubles
    with "Contre!" and redoubles with "Surcontre!", where coinche says "Coinche!" and "Surcoinche!".
    ``raised``: the bid is the highest bidder's last raise (R5), "Raise: 120"."""
    if variant == "klaverjas":  # "ik speel" / "ik pas" in the player's language (K4, K10)
        if bid.kind == TAKE:
            return QCoreApplication.translate("Klaverjas", "I play", "klaverjas: ik speel"), bid.trump
        return QCoreApplication.translate("Klaverjas", "I pass", "klaverjas: ik pas"), None
    if variant == "contree" and bid.kind in ("coinche", "surcoinche"):
        return phrase("contre" if bid.kind == "coinche" else "surcontre"), None
    if bid.kind == TAKE:
        return phrase("take"), bid.trump
    if bid.kind == CONTRACT:
        value = phrase("capot") if bid.is_capot else str(bid.value)
        if raised:
            value = fill(QCoreApplication.translate("TableScene", "Raise: %1", "the last raise; %1 the new value"),
                         value)
        if bid.trump < 4:
            return value, bid.trump
        # The bidding panel's own abbreviations, in the player's language (one translation for both places).
        short = (QCoreApplication.translate("BiddingPanel", "SA", "sans atout") if bid.trump == 4
                 else QCoreApplication.translate("BiddingPanel", "TA", "tout atout"))
        return f"{value} {short}", None
    return phrase(bid.kind), None  # pass, coinche, surcoinche, keep are phrase keys


def contract_plain(bid: Bid) -> str:
    """A bid as the table writes a contract: "100 ♥", "Capot SA"."""
    value = phrase("capot") if bid.is_capot else str(bid.value)
    return f"{value}\u00a0{trump_plain(bid.trump)}"  # one word: never broken between the value and its trump


def last_chance_text(moment: str, bidder: str, bid: Bid, human: bool) -> str:
    """What the table says when the auction reaches a moment of the last raise (R5): whose choice it is and
    what it means."""
    contract = contract_plain(bid)
    if moment == LAST_RAISE:
        if human:
            return fill(QCoreApplication.translate(
                "TableScene", "Last raise: you may raise your %1 once more, or keep it."), contract)
        return fill(QCoreApplication.translate(
            "TableScene", "Last raise: %1 may raise %2 once more, or keep it."), bidder, contract)
    if human:
        return fill(QCoreApplication.translate(
            "TableScene", "Your opponents' last chance to double your %1."), contract)
    return fill(QCoreApplication.translate(
        "TableScene", "Last chance to double %1 by %2.", "the opponents of the bidder may double now"),
        contract, bidder)


def roem_text(roem: Roem) -> str:
    """A trick's roem as the table says it (K6, K10): "Roem 50", "Stuk", "Roem 20 and stuk"."""
    if roem.stuk and not (roem.run or roem.four):
        return QCoreApplication.translate("Klaverjas", "Stuk", "klaverjas: the king and queen of trump in one trick")
    value = roem.run + roem.four
    if roem.stuk:
        return fill(QCoreApplication.translate("Klaverjas", "Roem %1 and stuk"), str(value))
    return fill(QCoreApplication.translate("Klaverjas", "Roem %1"), str(value))


def declaration_phrase(decl: Declaration) -> str:
    """The table's word for one declaration (its bubble text)."""
    if decl.kind == CARRE:
        return phrase("four_of_a_kind")
    return phrase({3: "tierce", 4: "fifty"}.get(decl.length, "hundred"))


class TablePresenter(QObject):
    """Implements ``controller.Table`` on ``scene``; owns the wording and the hand's order."""

    animations_done = Signal()
    card_clicked = Signal(int)
    roem_lying_changed = Signal(bool)  # klaverjas, ``auto_roem`` off: the player's "Roem!" may be pressed (K6)

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.trump_position: TrumpPosition = "last"  # where the player's trumps go in the hand
        self._custom_names: dict[int, str] = {}
        self._human_seat = SOUTH
        self._options = Options()
        self._started = False
        self._highest: tuple[int, Bid, int] | None = None  # seat, bid and multiplier of the best bid so far
        self._moment = ""  # the last raise's moment the auction is in (``last_chance``), "" otherwise
        scene.animations_done.connect(self.animations_done)
        scene.card_clicked.connect(self.card_clicked)

    # ------------------------------------------------------------------ names
    def names(self) -> dict[int, str]:
        """Each seat's name at the table: the player's own choice, or the table's words."""
        h = self._human_seat
        words = {h: self.tr("You"), h ^ 2: self.tr("Partner"), (h + 1) & 3: self.tr("Left"),
                 (h + 3) & 3: self.tr("Right")}
        return {seat: self._custom_names.get(seat) or word for seat, word in words.items()}

    def set_names(self, names: Mapping[int, str]) -> None:
        """Chosen names by seat; an empty name falls back to the table's word (also after a language change)."""
        self._custom_names = {seat: name.strip() for seat, name in names.items() if name.strip()}
        if self._started:
            self.scene.set_names(self.names())

    def declarations_sentence(self, shown: Mapping[int, Sequence[Declaration]], said: bool = False) -> str:
        """"Declarations that score: Right: Tierce: Q♥ K♥ A♥ (20)"; ``said``: the cards in words, for the status
        line a screen reader reads ("queen of hearts, king of hearts, ace of hearts")."""
        names = self.names()
        words = declaration_said if said else declaration_words
        parts = [self.tr("%1: %2").replace("%1", names[seat]).replace(
                 "%2", ", ".join(words(d) for d in decls)) for seat, decls in sorted(shown.items())]
        return self.tr("Declarations that score: %1").replace("%1", "; ".join(parts))

    # ------------------------------------------------------------------ the port: state
    @property
    def busy(self) -> bool:
        return self.scene.busy

    @property
    def speed(self) -> str:
        return self.scene.speed

    def set_speed(self, speed: str) -> None:
        self.scene.set_speed(speed)

    def quiet(self, on: bool) -> None:
        """Nothing to keep quiet here: the table only shows (``access.narrated`` also speaks)."""

    # ------------------------------------------------------------------ the port: events
    def match_started(self, options: Options, human_seat: int) -> None:
        self._options, self._human_seat, self._started = options, human_seat, True
        scene = self.scene
        scene.reset()
        scene.set_names(self.names())
        scene.set_scores(0, 0)
        scene.set_target(options.target if options.deals is None else None)

    def progress(self, deal: int, deals: int | None) -> None:
        self.scene.set_progress(deal, deals)

    def deal_started(self, dealer: int, human_cards: Sequence[int], up_card: int | None) -> None:
        clockwise = self._options.direction == "clockwise"
        first = seat_order(dealer, clockwise)[1]  # the dealer's neighbour gets the first packet
        order = seat_order(first, clockwise)
        # Klaverjas deals its packets as its option says (K3); belote 3-2 before the auction in classic, else 3-2-3.
        sizes = getattr(self._options, "packets", None) or ((3, 2) if self._options.is_classic else (3, 2, 3))
        packets = [(seat, n) for n in sizes for seat in order]
        scene = self.scene
        self._highest = None
        self._moment = ""
        scene.clear_bids()
        scene.set_contract(None)
        scene.set_dealer(dealer)
        scene.set_turn(None)
        scene.start_deal(dealer, self._human_seat, sort_hand(human_cards), packets, up_card)

    def bid(self, seat: int, bid: Bid) -> None:
        variant = self._options.variant
        raised = self._moment == LAST_RAISE
        text, suit = bid_text(bid, variant, raised)
        self.scene.show_bid(seat, text, suit, lambda: bid_text(bid, variant, raised)[0])
        if not self._options.is_classic:
            self._show_highest(seat, bid)

    @property
    def raise_pending(self) -> bool:
        """The next bid is the highest bidder's last raise or keep (R5)."""
        return self._moment == LAST_RAISE

    def last_chance(self, moment: str, bidder: int, bid: Bid) -> None:
        # In the middle, whose choice it is and what it means; the contract's corner titled with the moment
        # while it lasts (the bubbles alone do not say that the auction is not over).
        self._moment = moment
        human = bidder == self._human_seat
        names = self.names()
        asked = bidder if moment == LAST_RAISE else seat_order(bidder, self._options.direction == "clockwise")[1]
        if asked != self._human_seat:  # the player's own choice: the bidding panel says it, where this would be
            self.scene.show_message(last_chance_text(moment, names[bidder], bid, human))
        multiplier = self._highest[2] if self._highest is not None else 1
        self.scene.set_contract(phrase("last_raise" if moment == LAST_RAISE else "last_double"), bid.trump,
                                bid.value, multiplier, names[bidder], bidder, auction=True)

    def _show_highest(self, seat: int, bid: Bid) -> None:
        # Coinche and contrée: the highest bid so far (and its coinche) stays in the contract's corner,
        # where the contract will be: the bubbles alone are scattered round the table.
        if bid.kind == CONTRACT:
            self._highest = (seat, bid, 1)
        elif self._highest is not None and bid.kind in (COINCHE, SURCOINCHE):
            self._highest = (self._highest[0], self._highest[1], 2 if bid.kind == COINCHE else 4)
        else:
            return
        taker, best, multiplier = self._highest
        caption = phrase("last_double") if self._moment == LAST_DOUBLE and multiplier == 1 else ""
        self.scene.set_contract(caption, best.trump, best.value, multiplier, self.names()[taker], taker, auction=True)

    def all_passed(self) -> None:
        self.scene.clear_bids()
        self.scene.show_message(phrase("all_passed"))

    def contract(self, contract: Contract, first_seat: int, human_cards: Sequence[int], up_card: int | None) -> None:
        self._moment = ""
        scene = self.scene
        scene.clear_bids()
        # Klaverjas names its makers, the team that plays ("de spelende partij", K4), under the trump.
        caption = (QCoreApplication.translate("Klaverjas", "Trump, makers", "klaverjas: troef, spelers")
                   if self._options.variant == "klaverjas" else "")
        scene.set_contract(caption, contract.trump, contract.value, contract.multiplier,
                           self.names()[contract.taker], contract.taker)
        hand = sort_hand(human_cards, contract.trump, self.trump_position)
        if self._options.is_classic and up_card is not None:
            order = seat_order(first_seat, self._options.direction == "clockwise")
            packets = [(seat, 2 if seat == contract.taker else 3) for seat in order]
            scene.deal_rest(contract.taker, packets, hand, up_card)
        else:
            scene.set_human_hand(hand)

    def announced(self, seat: int, declarations: Sequence[Declaration]) -> None:
        for decl in declarations:
            self.scene.show_announcement(seat, declaration_phrase(decl), decl.suit if decl.suit >= 0 else None,
                                         lambda d=decl: declaration_phrase(d))

    def card_played(self, seat: int, card: int, say: str | None) -> None:
        if say is not None:  # "belote" or "rebelote" came with this card
            self.scene.show_announcement(seat, phrase(say), words=lambda: phrase(say))
        self.scene.play_card(seat, card)

    def trick_won(self, winner: int) -> None:
        # Nobody is to play while a full trick is taken (and its roem said): the glow of the seat that played the
        # fourth card goes out rather than lingering there until the winner's turn lights.
        self.scene.set_turn(None)
        self.scene.gather_trick(winner)

    def declarations_shown(self, shown: Mapping[int, Sequence[Declaration]]) -> None:
        # The cards by each declarer's place, as players show them; the sentence in full in the middle.
        self.scene.show_declared({seat: ([cards_of(d.cards) for d in decls],
                                         " · ".join(declaration_short(d) for d in decls))
                                  for seat, decls in shown.items()})
        self.scene.show_message(self.declarations_sentence(shown))

    def roem(self, winner: int, roem: Roem, caller: int | None) -> None:
        """Klaverjas (K6): the trick's roem, in a bubble by the seat that won it, as the trick is gathered."""
        self.scene.show_announcement(winner, roem_text(roem), words=lambda: roem_text(roem))

    def roem_lying(self, on: bool) -> None:
        self.roem_lying_changed.emit(on)

    def scores(self, ns: int, ew: int) -> None:
        self.scene.set_scores(ns, ew)

    def turn(self, seat: int | None) -> None:
        self.scene.set_turn(seat)

    def thinking(self, seat: int, on: bool) -> None:
        self.scene.set_thinking(seat, on)

    def legal(self, mask: int) -> None:
        self.scene.set_legal(mask)


__all__ = ["TablePresenter", "bid_text", "contract_plain", "declaration_phrase", "last_chance_text", "roem_text"]
