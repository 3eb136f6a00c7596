"""A match: deals in turn until the target or the number of deals (R3, R12; K3, K8).

The match is the same for every game family: it deals (a shuffled deck, or the last deal's cards gathered
and cut), passes each action to the current deal, books each result and asks the family whether the match
is over (``family.Family``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .bidding import Bid
from .deal_numbers import cut_point, dealer_of, deck_of, long_number, shuffled_number
from .declarations import Declaration
from .errors import OutOfTurn
from .families import family_of
from .options import Options

MIN_CUT = 3  # cards left on each side of a cut, as a real cut would


def cut(cards: Sequence[int], rng: random.Random) -> list[int]:
    """Cut the pack (R3): the top part goes under the rest."""
    k = rng.randint(MIN_CUT, len(cards) - MIN_CUT)
    return list(cards[k:]) + list(cards[:k])


class Match:
    def __init__(self, options: Any = None, seed: int | str = 0, first_dealer: int | None = None,
                 number: int | None = None) -> None:
        """``options``: a family's options (belote's ``Options``, ``KlaverjasOptions``); belote's by default.
        ``number``: the first deal's number (deal_numbers)."""
        self.options = options or Options()
        self.family = family_of(self.options)
        self.seed = seed
        # The first deal's number: the match deals numbered decks (deal_numbers), its first dealer the number's.
        # None: the decks come from the seed's generator, as before deal numbers (older saves and records go on so).
        self.number = number
        # One generator, drawn from in a fixed order (first dealer, then one
        # deck per deal), so a match is reproducible from its seed alone and a
        # replayed record brings the generator to the same state.
        self._rng = random.Random(seed)
        first_drawn = self._rng.randrange(4) if number is None else dealer_of(number)
        if first_dealer is None:
            first_dealer = first_drawn
        elif number is not None and first_dealer != first_drawn:
            raise ValueError(f"deal number {number} is dealt by seat {first_drawn}, not {first_dealer}")
        self.first_dealer = first_dealer
        self.deals: list[Any] = []  # the family's deals (``family.FamilyDeal``)
        self.totals = [0, 0]
        self.held = 0  # litige points waiting for the next deal's winner (R9)
        self.winner: int | None = None
        self.drawn = False  # over with equal totals (klaverjas K8: a boompje may end in a draw)
        self.history: list[tuple[int, int]] = []  # what each deal added, held points included
        self._settled = 0
        self.deals_played = 0  # thrown-in deals are not counted (R12 fixed number of deals)
        # The player took a move back or asked for a hint: the result is not all their own (kept in the record).
        self.assisted = False

    # ----- dealing -------------------------------------------------------
    def next_deck(self) -> list[int]:
        """The deck for the next deal: shuffled for the first deal or with the
        option ``shuffle``, otherwise the previous cards gathered and cut (R3)."""
        if self.number is not None:
            return self._numbered_deck()
        rng = self._rng
        if not self.deals or self.options.shuffle:
            deck = list(range(32))
            rng.shuffle(deck)
            return deck
        return cut(self.deals[-1].gathered(), rng)

    def _numbered_deck(self) -> list[int]:
        """The next deck of a numbered match: a number's, or the last deal's cards cut where the number says."""
        assert self.number is not None
        index = len(self.deals)
        if index and not self.options.shuffle:
            gathered = self.deals[-1].gathered()
            k = cut_point(self.number, index, MIN_CUT)
            return gathered[k:] + gathered[:k]
        return deck_of(shuffled_number(self.number, index, self.next_dealer()))

    def deal_number(self, index: int) -> int:
        """The number that deals deal ``index`` again, the same cards by the same dealer (deal_numbers): the short
        number it was shuffled from, or for a deck gathered and cut (or from before numbers) the deck's own."""
        deal = self.deals[index]
        if self.number is not None and (index == 0 or self.options.shuffle):
            number = shuffled_number(self.number, index, deal.dealer)
            if dealer_of(number) == deal.dealer and deck_of(number) == list(deal.deck):
                return number
        return long_number(deal.deck, deal.dealer)

    def next_dealer(self) -> int:
        if not self.deals:
            return self.first_dealer
        return self.deals[-1].next_seat(self.deals[-1].dealer)

    def start_deal(self, deck: Sequence[int] | None = None, **setup: Any) -> Any:
        """Deal the next hand; ``deck`` replaces the drawn deck, and ``setup`` what else the family draws
        (klaverjas: ``proposals``), when a record is replayed."""
        if self.deals and not self.deals[-1].is_over:
            raise OutOfTurn(self.family.deal_rule, "deal_in_progress", "the current deal is not finished")
        self.settle()
        if self.is_over:
            raise OutOfTurn(self.family.end_rule, "match_over", "the match is over")
        drawn = self.next_deck()  # drawn even when replaced, to keep the generator in step
        deal = self.family.new_deal(self.options, self.next_dealer(), drawn if deck is None else deck,
                                    len(self.deals), self._rng, setup)
        self.deals.append(deal)
        return deal

    @property
    def deal(self) -> Any:
        """The current (last) deal; one is dealt if the match has none yet."""
        if not self.deals:
            return self.start_deal()
        return self.deals[-1]

    # ----- actions, passed to the current deal ----------------------------
    def bid(self, bid: Bid, seat: int | None = None) -> None:
        self.deal.bid(bid, seat)
        self.settle()

    def announce(self, declarations: Sequence[Declaration], seat: int | None = None) -> None:
        self.deal.announce(declarations, seat)

    def play(self, card: int, seat: int | None = None, belote: bool = False) -> None:
        """Play a card; ``belote`` says "belote" with it (belote only)."""
        if belote:
            self.deal.play(card, seat, belote)
        else:
            self.deal.play(card, seat)
        self.settle()

    def claim_roem(self, seat: int) -> None:
        """Klaverjas with ``auto_roem`` off: ``seat`` claims the roem of the trick on the table (K6)."""
        self.deal.claim_roem(seat)

    def gather(self, seat: int | None = None) -> None:
        """Klaverjas with ``auto_roem`` off: the last trick is gathered and the deal scored."""
        self.deal.gather(seat)
        self.settle()

    # ----- scores and the end (R9 litige, R12) ---------------------------
    def settle(self) -> None:
        """Book every finished deal not yet booked into the totals."""
        while self._settled < len(self.deals) and self.deals[self._settled].is_over:
            self._book(self.deals[self._settled].result)
            self._settled += 1

    def _book(self, result: Any) -> None:
        if result is None:  # thrown in: nothing scored, held points wait on
            self.history.append((0, 0))
            return
        self.deals_played += 1
        added = list(result.scores())
        if result.litige:
            self.held += result.held
        elif self.held and result.winner is not None:
            added[result.winner] += self.held
            self.held = 0
        self.totals[0] += added[0]
        self.totals[1] += added[1]
        self.history.append((added[0], added[1]))
        self._check_end()

    def _check_end(self) -> None:
        end = self.family.match_end(self.options, self.totals, self.deals_played)
        if end.over:
            self.winner = end.winner
            self.drawn = end.winner is None

    @property
    def is_over(self) -> bool:
        self.settle()
        return self.winner is not None or self.drawn
