"""Asking the table (issue 35): what a player who cannot see it asks, answered in one sentence.

A sighted player reads the table at a glance: the cards in the middle, the contract, the score,
whose turn it is, the bubbles of the auction, the turned-up card, the hand. ``TableQuestions``
answers each of those in words, in the interface's language, from the match the table shows:
the engine's public record of the deal and the player's own cards, never a hidden card.

The answers are read when the table is still (``window_queries`` waits for the animations), so
what is said is what is shown. Every text is in the context "TableQuestions".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from ...controller import Ask, GameController
from ...engine import BIDDING, PLAYING, SCORED, THROWN_IN, Contract, Deal
from ...engine.bidding import COINCHE, CONTRACT, PASS, SURCOINCHE
from ...engine.cards import SANS_ATOUT
from ...engine.deal import seat_order
from ...engine.families.klaverjas.result import KlaverjasScore
from ...engine.tricks import POINTS
from ..common.spoken import bid_words, card_name, contract_words, rank_name, spoken_start, suit_word
from ..common.words import fill, team_in_sentence
from ..table.presenter import TablePresenter, roem_text
from . import speech

TRICKS = 8
LAST_TRICK_BONUS = 10
translate = QCoreApplication.translate  # the sentences the game already says, in their own context ("Speech")


def _suit_of(card: int) -> int:
    return card >> 3


class TableQuestions(QObject):
    """The answers; ``controller`` holds the match, ``presenter`` the seats' names and the hand as it is laid out.
    Not to be subclassed: the class's name is the translation context."""

    def __init__(self, controller: GameController, presenter: TablePresenter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.presenter = presenter

    # ------------------------------------------------------------------ what the answers read
    def _deal(self) -> Deal | None:
        """The deal on the table; None before the first is dealt (``Match.deal`` would deal one)."""
        deals = self.controller.match.deals
        return deals[-1] if deals else None

    def _names(self) -> dict[int, str]:
        return self.presenter.names()

    @property
    def _human(self) -> int:
        return self.controller.human_seat

    @property
    def _variant(self) -> str:
        return self.controller.match.options.variant

    def _seat_and(self, seat: int, what: str) -> str:
        """"Left: ace of spades"."""
        return speech.fill_seat(self._names()[seat], what)

    def _clockwise(self) -> bool:
        return self.controller.match.options.direction == "clockwise"

    def hand_cards(self) -> list[int]:
        """The player's cards as they lie in the hand, left to right."""
        return self.presenter.scene.human_cards()

    # ------------------------------------------------------------------ the trick on the table
    def trick(self) -> str:
        deal = self._deal()
        if deal is None or deal.phase != PLAYING or not deal.trick:
            if deal is not None and deal.phase == PLAYING:
                leader = deal.turn
                return (self.tr("No cards on the table: you lead.") if leader == self._human
                        else fill(self.tr("No cards on the table: %1 leads."), self._names()[leader]))
            return self.tr("No cards on the table.")
        seats = seat_order(deal.trick_leader, self._clockwise())
        cards = ", ".join(self._seat_and(seat, card_name(card)) for seat, card in zip(seats, deal.trick, strict=False))
        winning = deal.winning_seat
        who = (self.tr("You are winning it.") if winning == self._human
               else fill(self.tr("%1 is winning it."), self._names()[winning]))
        return fill(self.tr("On the table: %1."), cards) + " " + who

    # ------------------------------------------------------------------ the contract
    def _highest(self, deal: Deal) -> Contract | None:
        """During a coinche or contrée auction: the highest bid so far, with its coinche, as a contract."""
        best: Contract | None = None
        for seat, bid in deal.bids:
            if bid.kind == CONTRACT:
                best = Contract(seat, bid.trump, bid.value)
            elif best is not None and bid.kind in (COINCHE, SURCOINCHE):
                best = Contract(best.taker, best.trump, best.value, 2 if bid.kind == COINCHE else 4)
        return best

    def contract(self) -> str:
        deal = self._deal()
        names, variant = self._names(), self._variant
        if deal is None or deal.phase == BIDDING:
            highest = self._highest(deal) if deal is not None else None
            proposed = getattr(deal, "proposed", None)  # klaverjas gedraaid and twents (K4)
            if highest is None and proposed is not None:
                return fill(self.tr("No trump chosen yet. The proposed suit: %1."), suit_word(proposed))
            if highest is None and variant == "klaverjas":
                return self.tr("No trump chosen yet.", "klaverjas")
            if highest is None:
                return self.tr("No contract yet.")
            return fill(self.tr("No contract yet. Highest bid: %1."), contract_words(highest, names, variant))
        if deal.phase == THROWN_IN or deal.contract is None:
            return self.tr("No contract: everyone passed.")
        text = speech.contract_sentence(deal.contract, names, variant, short=False)
        result = deal.result
        if deal.phase == SCORED and isinstance(result, KlaverjasScore):
            text += " " + speech.klaverjas_result_words(result, speech.team_names(self._human & 1))
        elif deal.phase == SCORED and result is not None:
            if result.litige:
                text += " " + self.tr("It ended in a litige.")
            elif result.made:
                text += " " + self.tr("It was made.")
            else:
                text += " " + self.tr("It failed.")
        return text

    # ------------------------------------------------------------------ the score
    def score(self) -> str:
        match = self.controller.match
        us = self._human & 1
        totals = match.totals
        text = fill(translate("Speech", "Score: %1 %2, %3 %4."), team_in_sentence(True), str(totals[us]),
                    team_in_sentence(False), str(totals[us ^ 1]))
        deal = self._deal()
        if deal is not None and deal.phase == PLAYING and deal.tricks:
            points = deal.card_points
            text += " " + fill(self.tr("This deal so far: %1 %2, %3 %4."), team_in_sentence(True), str(points[us]),
                               team_in_sentence(False), str(points[us ^ 1]))
            roem = getattr(deal, "roem_points", None)  # klaverjas: the roem counted so far (K6)
            if roem is not None and any(roem):
                text += " " + fill(self.tr("Roem so far: %1 %2, %3 %4."), team_in_sentence(True), str(roem[us]),
                                   team_in_sentence(False), str(roem[us ^ 1]))
        if match.winner is not None:
            return text + " " + speech.match_sentence(match.winner, speech.team_names(us), (totals[0], totals[1]))
        options = match.options
        if options.deals is None:
            return text + " " + fill(self.tr("The first team to reach %1 points wins."), str(options.target))
        number = match.deals_played + (0 if deal is None or deal.is_over else 1)
        if number > options.deals:
            return text + " " + self.tr("An extra deal: the scores were level.")
        return text + " " + fill(self.tr("Deal %1 of %2."), str(max(1, number)), str(options.deals))

    # ------------------------------------------------------------------ whose turn
    def turn(self) -> str:
        deal = self._deal()
        names = self._names()
        if deal is None:
            return self.tr("The cards have not been dealt yet.")
        if deal.phase == THROWN_IN:
            return speech.all_passed_sentence()
        if deal.phase == SCORED:
            return self.tr("The match is over.") if self.controller.match.winner is not None else self.tr(
                "The deal is over.")
        seat = deal.turn
        if deal.phase == BIDDING and self._variant == "klaverjas":  # K4's calls, not bids
            if seat == self._human:
                return speech.turn_to_choose_trump(not any(bid.kind == PASS for bid in deal.legal_bids()), False)
            return fill(self.tr("%1 plays or passes next.", "klaverjas"), names[seat])
        if deal.phase == BIDDING:
            return speech.turn_to_bid(False) if seat == self._human else fill(self.tr("%1 bids next."), names[seat])
        if seat == self._human and self.controller.asking == Ask.ANNOUNCE:
            text = self.tr("Your turn to announce your declarations, or to say nothing.")
        elif seat == self._human:
            text = self.tr("Your turn to play.")
        else:
            text = fill(self.tr("%1 plays next."), names[seat])
        return text + " " + fill(self.tr("Trick %1 of 8."), str(deal.trick_number))

    # ------------------------------------------------------------------ the auction
    def auction(self) -> str:
        deal = self._deal()
        if deal is None:
            return self.tr("No bids yet.")
        klaverjas = self._variant == "klaverjas"  # calls (ik speel / ik pas), not bids (K4)
        if not deal.bids and klaverjas:
            first = deal.first_seat
            return (self.tr("No calls yet: you speak first.", "klaverjas") if first == self._human
                    else fill(self.tr("No calls yet: %1 speaks first.", "klaverjas"), self._names()[first]))
        if not deal.bids:
            first = deal.first_seat
            return (self.tr("No bids yet: you bid first.") if first == self._human
                    else fill(self.tr("No bids yet: %1 bids first."), self._names()[first]))
        said = [self._seat_and(seat, bid_words(bid, self._variant)) for seat, bid in deal.bids]
        # Classic: a second round follows when all four passed the turned-up card.
        if deal.options.is_classic and len(said) > 4 and all(bid.kind == PASS for _seat, bid in deal.bids[:4]):
            return fill(self.tr("First round: %1. Second round: %2."), ", ".join(said[:4]), ", ".join(said[4:]))
        if klaverjas:
            return fill(self.tr("Calls: %1.", "klaverjas"), ", ".join(said))
        return fill(self.tr("Bids: %1."), ", ".join(said))

    # ------------------------------------------------------------------ the turned-up card
    def up_card(self) -> str:
        if not self.controller.match.options.is_classic:
            return self.tr("No card is turned up in this game: every player is dealt eight cards.")
        deal = self._deal()
        if deal is None or deal.up_card is None:
            return self.tr("No card has been turned up yet.")
        if deal.contract is None:
            return fill(translate("Speech", "Turned up: the %1."), card_name(deal.up_card))
        taker = deal.contract.taker
        if taker == self._human:
            return fill(self.tr("The turned-up card, the %1, went to you."), card_name(deal.up_card))
        return fill(self.tr("The turned-up card, the %1, went to %2."), card_name(deal.up_card),
                    self._names()[taker])

    # ------------------------------------------------------------------ the last trick
    def last_trick(self) -> str:
        deal = self._deal()
        if deal is None or not deal.tricks:
            return self.tr("No trick has been taken yet in this deal.")
        trick = deal.tricks[-1]
        number = len(deal.tricks)
        seats = seat_order(trick.leader, self._clockwise())
        cards = ", ".join(self._seat_and(seat, card_name(card)) for seat, card in zip(seats, trick.cards, strict=True))
        points = sum(POINTS[deal.mode][card] for card in trick.cards)
        if number == TRICKS:
            points += LAST_TRICK_BONUS
        text = fill(self.tr("Last trick, trick %1 of 8: %2."), str(number), cards)
        if trick.winner == self._human:
            won = self.tr("You won it, %n points.", "", points)
        else:
            won = fill(self.tr("%1 won it, %n points.", "", points), self._names()[trick.winner])
        return text + " " + won + self._roem_of(deal, number - 1)

    def _roem_of(self, deal: Deal, index: int) -> str:
        """Klaverjas (K6): the roem a trick counted, as it was said when the trick was taken ("Roem 20 for Left."),
        after a space; "" for a trick without it, roem nobody called (auto roem off), or belote."""
        found = getattr(deal, "roem", None)
        if found is None or index >= len(found) or not found[index].total:
            return ""
        claimer = deal.claims.get(index)
        if not deal.options.auto_roem and claimer is None:
            return ""
        return " " + speech.roem_sentence(deal.tricks[index].winner, roem_text(found[index]), claimer, self._names())

    # ------------------------------------------------------------------ the hand
    def _trump_suit(self) -> int | None:
        deal = self._deal()
        if deal is None or deal.contract is None or deal.contract.trump >= SANS_ATOUT:
            return None
        return deal.contract.trump

    def _suit_words(self, suit: int) -> str:
        word = suit_word(suit)
        if suit == self._trump_suit():
            return fill(self.tr("%1 (trumps)", "a suit of the hand that is trump"), word)
        return word

    def _ranks(self, cards: Sequence[int]) -> str:
        return ", ".join(rank_name(card & 7) for card in cards)

    def suits_in_hand(self) -> list[tuple[int, list[int]]]:
        """The hand's suits as they lie, left to right, each with its cards in that order."""
        groups: list[tuple[int, list[int]]] = []
        for card in self.hand_cards():
            if groups and groups[-1][0] == _suit_of(card):
                groups[-1][1].append(card)
            else:
                groups.append((_suit_of(card), [card]))
        return groups

    def hand(self) -> str:
        groups = self.suits_in_hand()
        if not groups:
            return self.tr("You have no cards.")
        count = sum(len(cards) for _suit, cards in groups)
        parts = [fill(self.tr("%1: %2", "a suit of the hand and its cards"), self._suit_words(suit), self._ranks(cards))
                 for suit, cards in groups]
        return fill(self.tr("Your hand, %n cards: %1.", "", count), "; ".join(parts))

    def suit(self, suit: int) -> str:
        """One suit of the hand ("Hearts: ace, king, ten."), as a jump to it says it."""
        if not self.hand_cards():
            return self.tr("You have no cards.")
        cards = [card for card in self.hand_cards() if _suit_of(card) == suit]
        if not cards:
            return fill(self.tr("You have no %1."), suit_word(suit))
        return spoken_start(fill(self.tr("%1: %2.", "a suit of the hand and its cards, said alone"),
                                 self._suit_words(suit), self._ranks(cards)))


__all__ = ["TableQuestions"]
