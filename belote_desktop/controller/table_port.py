"""The table as the controller sees it: a port that speaks the game's words.

The controller says what happened (a match or a deal began, a bid, a contract, a card, a trick
won, the scores) and whose turn it is; it never says how that looks, in which words, or in which
order the player's cards lie. The table shows each event in order, however fast they come, and
emits ``animations_done`` once it has caught up: only then does the controller ask for the next
action, so the game never runs ahead of what the player sees.

``ui.table.presenter.TablePresenter`` implements the port on the scene (and owns the wording);
``tests/controller/fakes.py`` is a table that records the calls. Seats are absolute (N E S W).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance

from ..engine import Bid, Contract, Declaration, Options


class Table(Protocol):
    animations_done: SignalInstance  # () the table shows everything it was told
    card_clicked: SignalInstance  # (card) the player clicked one of their cards, at any time

    @property
    def busy(self) -> bool:
        """True until ``animations_done`` comes for what the table was told."""
        ...

    @property
    def speed(self) -> str: ...

    def set_speed(self, speed: str) -> None: ...

    def quiet(self, on: bool) -> None:
        """From ``quiet(True)`` to ``quiet(False)`` the table is laid out again (an undo, a resumed match):
        show it, but do not tell it as news (a screen reader would read the whole deal again)."""
        ...

    def match_started(self, options: Options, human_seat: int) -> None:
        """A bare table for a new match: the scores at 0, the target of ``options``."""
        ...

    def progress(self, deal: int, deals: int | None) -> None:
        """Which deal of the match is next, counted as the match counts them (a deal thrown in is dealt
        again under the same number); ``deals``: the fixed number of deals, None for a match to a target."""
        ...

    def deal_started(self, dealer: int, human_cards: Sequence[int], up_card: int | None) -> None:
        """The cards are gathered in front of ``dealer`` and dealt; classic turns ``up_card`` over."""
        ...

    def bid(self, seat: int, bid: Bid) -> None: ...

    def last_chance(self, moment: str, bidder: int, bid: Bid) -> None:
        """The auction reaches one of the moments of the rule ``last_raise`` (R5): ``"last_raise"``, where
        ``bidder``, whose ``bid`` is the highest, alone may raise it once more or keep it; or
        ``"last_double"``, where the bidder's opponents may double it one last time. Told after the bid
        that led to it, before anyone is asked."""
        ...

    def all_passed(self) -> None:
        """Nobody took: the bids are cleared (a new deal follows)."""
        ...

    def contract(self, contract: Contract, first_seat: int, human_cards: Sequence[int], up_card: int | None) -> None:
        """The auction is over; in classic the rest of the cards are dealt from ``first_seat`` on
        (the taker gets the up-card). ``human_cards`` is the player's whole hand after it."""
        ...

    def announced(self, seat: int, declarations: Sequence[Declaration]) -> None: ...

    def card_played(self, seat: int, card: int, say: str | None) -> None:
        """``say`` is "belote" or "rebelote" when the player said it with this card."""
        ...

    def trick_won(self, winner: int) -> None: ...

    def declarations_shown(self, shown: Mapping[int, Sequence[Declaration]]) -> None:
        """After the first trick: the declarations that score, by seat (R7)."""
        ...

    def roem(self, winner: int, roem: object, caller: int | None) -> None:
        """Klaverjas (K6): the trick ``winner`` took holds ``roem`` (an engine ``Roem``: "Roem 50", "Stuk"), which
        counts for the winner's team; ``caller`` is who called it (``auto_roem`` off), None when it counts by
        itself."""
        ...

    def roem_lying(self, on: bool) -> None:
        """Klaverjas, ``auto_roem`` off: a finished trick lies on the table and the player may call "Roem!"."""
        ...

    def scores(self, ns: int, ew: int) -> None: ...

    def turn(self, seat: int | None) -> None: ...

    def thinking(self, seat: int, on: bool) -> None: ...

    def legal(self, mask: int) -> None:
        """The player's cards that may be played now (0: none marked, it is not their turn)."""
        ...


__all__ = ["Table"]
