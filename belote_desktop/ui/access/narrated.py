"""The table that also speaks (issue 17): each event the presenter shows is told to the screen reader.

``NarratedPresenter`` is the ``TablePresenter`` the window uses. Every event of the controller's
``Table`` port is shown as before and then queued as a sentence behind its animation
(``TableScene.when_shown``), so a player who listens hears each card as it lands, in the order a
player who looks sees them, whatever the animation speed. While the table is laid out again (an
undo, a resumed match: ``quiet``) nothing is told: that is not news.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import Bid, Contract, Declaration, Options
from ...engine.bidding import LAST_DOUBLE, LAST_RAISE
from ...engine.families.klaverjas.roem import Roem
from ...engine.tricks import POINTS
from ..table.presenter import TablePresenter, roem_text
from ..table.scene import TableScene
from . import speech
from .announcer import Announcer

LAST_TRICK_BONUS = 10
TRICKS = 8


class NarratedPresenter(TablePresenter):
    """``announcer`` is set by the window once its view exists (``ui.window_access.install_access``)."""

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(scene, parent)
        self.announcer: Announcer | None = None
        self._last: tuple[Callable[[], str], str] = (speech.nothing_said, "")  # what words the last sentence, and it
        self._quiet = 0
        self._mode = 0  # the contract's trump mode: what the cards of a trick are worth
        self._trick: list[tuple[int, int]] = []  # the trick on the table: (seat, card)
        self._tricks = 0
        self._deal_number = 1
        # What the table shows now, for its accessible spots (``table_access``).
        self.dealer: int | None = None
        self.turn_seat: int | None = None
        self.current: Contract | None = None
        self.totals = (0, 0)

    # ------------------------------------------------------------------ speaking
    @property
    def short(self) -> bool:
        return self.announcer is not None and self.announcer.short

    def tell(self, sentence: Callable[[], str]) -> None:
        """Queue ``sentence`` behind what the table is showing; worded when spoken (in the language then).
        The port's events below, and events from outside the port (a deal scored)."""
        if self._quiet or self.announcer is None:
            return
        self.scene.when_shown(lambda: self._say(sentence))

    def say_now(self, text: str | Callable[[], str], urgent: bool = False) -> None:
        """Not an event of the table's: the player's turn, a refused card (said at once). Given as a function
        that words it, it is worded again in the language of the moment by Say that again."""
        self._say(text if callable(text) else lambda: text, urgent)

    def _say(self, sentence: Callable[[], str], urgent: bool = False) -> None:
        if self.announcer is None:
            return
        text = sentence()
        self._last = (sentence, text)
        self.announcer.say(text, urgent)

    def say_again(self) -> None:
        """Game > Say that again: the last sentence, worded again in the language of the moment (D12: after a
        language change it came back in the old one); one said past the presenter comes back as it was."""
        if self.announcer is None:
            return
        sentence, text = self._last
        last = self.announcer.last()
        if last and last == text:
            self._say(sentence)
        else:
            self.announcer.say(last or speech.nothing_said())

    def quiet(self, on: bool) -> None:
        self._quiet += 1 if on else -1
        self._quiet = max(0, self._quiet)

    # ------------------------------------------------------------------ the port's events
    def match_started(self, options: Options, human_seat: int) -> None:
        super().match_started(options, human_seat)
        self._mode = 0
        self.totals = (0, 0)

    def deal_started(self, dealer: int, human_cards: Sequence[int], up_card: int | None) -> None:
        super().deal_started(dealer, human_cards, up_card)
        self._trick, self._tricks = [], 0
        self.dealer, self.current = dealer, None
        number = self._deal_number
        self.tell(lambda: speech.deal_sentence(number, dealer, up_card, self.names(), self.short))

    def progress(self, deal: int, deals: int | None) -> None:
        super().progress(deal, deals)
        self._deal_number = deal

    def bid(self, seat: int, bid: Bid) -> None:
        at_last_raise = self.raise_pending
        kept = self._highest[1] if self._highest is not None else None
        super().bid(seat, bid)
        human, variant = self._human_seat, self._options.variant
        if at_last_raise:  # "Left raises to 120 hearts.", "Left keeps 100 hearts."
            self.tell(lambda: speech.last_raise_bid_sentence(seat, bid, kept, self.names(), human, self.short))
            return
        self.tell(lambda: speech.bid_sentence(seat, bid, self.names(), human, variant, self.short))

    def last_chance(self, moment: str, bidder: int, bid: Bid) -> None:
        super().last_chance(moment, bidder, bid)
        human = self._human_seat
        self.tell(lambda: speech.last_chance_sentence(moment, bidder, bid, self.names(), human, self.short))

    def all_passed(self) -> None:
        super().all_passed()
        self.tell(speech.all_passed_sentence)

    def contract(self, contract: Contract, first_seat: int, human_cards: Sequence[int], up_card: int | None) -> None:
        super().contract(contract, first_seat, human_cards, up_card)
        self._mode, self.current = contract.trump, contract
        variant = self._options.variant
        self.tell(lambda: speech.contract_sentence(contract, self.names(), variant, self.short))

    def announced(self, seat: int, declarations: Sequence[Declaration]) -> None:
        super().announced(seat, declarations)
        if declarations:
            decls, human = tuple(declarations), self._human_seat
            self.tell(lambda: speech.announce_sentence(seat, decls, self.names(), human))

    def card_played(self, seat: int, card: int, say: str | None) -> None:
        super().card_played(seat, card, say)
        self._trick.append((seat, card))
        human = self._human_seat
        self.tell(lambda: speech.play_sentence(seat, card, say, self.names(), human, self.short))

    def roem(self, winner: int, roem: Roem, caller: int | None) -> None:
        super().roem(winner, roem, caller)
        self.tell(lambda: speech.roem_sentence(winner, roem_text(roem), caller, self.names()))

    def trick_won(self, winner: int) -> None:
        super().trick_won(winner)
        self._tricks += 1
        points = sum(POINTS[self._mode][c] for _seat, c in self._trick)
        if self._tricks == TRICKS:
            points += LAST_TRICK_BONUS
        self._trick = []
        human = self._human_seat
        self.tell(lambda: speech.trick_sentence(winner, points, self.names(), human, self.short))

    def declarations_shown(self, shown: Mapping[int, Sequence[Declaration]]) -> None:
        super().declarations_shown(shown)
        copy = {seat: tuple(decls) for seat, decls in shown.items()}
        self.tell(lambda: speech.declarations_sentence(copy, self.names()))

    def scores(self, ns: int, ew: int) -> None:
        super().scores(ns, ew)
        self.totals = (ns, ew)

    def turn(self, seat: int | None) -> None:
        super().turn(seat)
        self.turn_seat = seat

    # ------------------------------------------------------------------ what the table shows, in words
    def contract_words(self) -> str:
        """The contract, or during the auction the highest bid so far (coinche, contrée)."""
        names, variant = self.names(), self._options.variant
        if self.current is not None:
            return speech.contract_words(self.current, names, variant)
        if self._highest is not None:
            seat, bid, multiplier = self._highest
            taken = Contract(seat, bid.trump, bid.value, multiplier)
            # As the contract's corner is titled: the last raise's moments (R5) are said as such.
            if self._moment == LAST_RAISE:
                template = QCoreApplication.translate("TableAccess", "last raise of %1")
            elif self._moment == LAST_DOUBLE and multiplier == 1:
                template = QCoreApplication.translate("TableAccess", "last chance to double %1")
            else:
                template = QCoreApplication.translate("TableAccess", "highest bid: %1")
            return speech.fill(template, speech.contract_words(taken, names, variant))
        return QCoreApplication.translate("TableAccess", "none yet", "no contract yet")

    @property
    def trick(self) -> tuple[tuple[int, int], ...]:
        """The trick on the table: (seat, card), in the order played."""
        return tuple(self._trick)

    def trick_words(self, trick: Sequence[tuple[int, int]] | None = None) -> str:
        """The cards on the table now (or of ``trick``), each with who played it ("Left: ace of spades, ...")."""
        names = self.names()
        cards = self._trick if trick is None else trick
        return ", ".join(speech.fill_seat(names[seat], speech.card_name(card)) for seat, card in cards)


__all__ = ["NarratedPresenter"]
