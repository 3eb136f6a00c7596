"""The lessons' words (context "Lesson"), by step key, and what fills their placeholders.

Each step of ``lesson.lessons`` has its words here; a step where the player moves has words for a wrong
move too (the lesson's refusal), or the general one. The placeholders are filled twice from the step's
``fill``: for the eye (a card as "7♠") and for the ear (a card as "seven of spades"), so a screen reader
hears words where the table shows symbols. Written for this game, in its own words.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from ...engine import parse_card
from ...engine.cards import SEATS
from ...engine.deal import Deal
from ..common.spoken import card_name, suit_word
from ..common.words import fill
from ..table.moves import move_text

translate = QCoreApplication.translate


def step_words() -> dict[str, str]:
    """Every step's words, in the current language (built here, with literal strings, for lupdate)."""
    return {
        "classic.deal": translate("Lesson", "A guided deal: you play your own cards, and the table explains as you go. "
                                            "Everyone has five cards, and one card lies face up in the middle: the "
                                            "up-card. Its suit is offered as trump."),
        "classic.trump": translate("Lesson", "A trump beats any card of the other suits. Among trumps the jack is "
                                             "highest, then the nine, the ace, the 10, king, queen, 8 and 7. Whoever "
                                             "takes makes the up-card's suit trump, and their side must then score at "
                                             "least as much as the other side."),
        "classic.take": translate("Lesson", "The others passed. You hold the jack and the nine of hearts, the two "
                                            "highest trumps: a strong start. Take hearts!"),
        "classic.contract": translate("Lesson", "Hearts are trump. As the taker you got the up-card and two more "
                                                "cards, the others three each: everyone holds eight now. You and your "
                                                "partner must score at least as many points as the other side."),
        "classic.lead": translate("Lesson", "%1 leads the first trick: the player after the dealer always does. Each "
                                            "player in turn plays one card; the highest card of the suit led takes the "
                                            "trick, unless someone plays a trump.", "%1: the player on your left"),
        "classic.announce": translate("Lesson", "You hold the king, queen and jack of hearts: three cards in a row of "
                                                "one suit, a tierce, worth 20 points. Declarations are announced with "
                                                "your first card: announce it."),
        "classic.follow": translate("Lesson", "%1 leads the ace of spades. You hold spades, so you must follow suit "
                                              "and play one. The ace wins anyway: give your lowest, %2.",
                                              "%1: a player, %2: a card"),
        "classic.declared": translate("Lesson", "%1 takes the trick with the ace. After the first trick the best "
                                                "declaration at the table is shown, and only its side scores "
                                                "declarations: your tierce is worth 20 points to you and your partner.",
                                                "%1: the player on your left"),
        "classic.must_trump": translate("Lesson", "You have no clubs, and your partner is not winning the trick: you "
                                                  "must trump. Trump with your lowest heart, %1.", "%1: a card"),
        "classic.draw": translate("Lesson", "Belote! The king and queen of trumps in one hand bring 20 points: you say "
                                            "“Belote” with the first and “Rebelote” with the second. You won the "
                                            "trick, so you lead: play %1, the highest trump. Everyone must play a "
                                            "trump if they have one.", "%1: a card"),
        "classic.keep": translate("Lesson", "%1 had no trump and gave you 10 points instead. Keep your last two trumps "
                                            "for later: lead a small spade, %2.", "%1: your partner, %2: a card"),
        "classic.overtrump": translate("Lesson", "%1 had no diamonds and had to trump, since your partner was winning. "
                                                 "You have no diamonds either, and you hold a higher trump: you must "
                                                 "overtrump. Play %2.", "%1: the player on your right, %2: a card"),
        "classic.nine": translate("Lesson", "In trumps the nine beats the 10 and the ace. Lead %1 now, and keep your "
                                            "king of trumps.", "%1: a card"),
        "classic.undertrump": translate("Lesson", "%1 trumps with the ace, which you cannot beat. With no diamonds, "
                                                  "and your partner not winning, you must still trump, even lower: "
                                                  "that is undertrumping. Play %2, and say “Rebelote”.",
                                                  "%1: the player on your right, %2: a card"),
        "classic.last": translate("Lesson", "The last trick: play %1. Whoever takes it scores 10 points more.",
                                            "%1: a card"),
        "classic.count": translate("Lesson", "The deal is over. Your side took %1 points in cards, 10 for the last "
                                             "trick included; with the tierce and belote that makes %2. The other side "
                                             "took %3. The takers needed at least as much as the other side: the "
                                             "contract is made, and each side scores its points.",
                                             "%1, %2, %3: numbers of points"),
        "classic.end": translate("Lesson", "That is a whole deal: the auction, eight tricks and the count. Deals "
                                           "follow each other until a side reaches %1 points. You can play this lesson "
                                           "again from %2.",
                                           "%1: the match's target, %2: the menu, Help > Learn to play"),
        "coinche.deal": translate("Lesson", "A guided deal of coinche. All eight cards are dealt at once, with no "
                                            "up-card. Instead of taking, players bid: the points their side promises "
                                            "to make, from 80 to 160 (or capot, every trick), with the trump they "
                                            "choose."),
        "coinche.bid": translate("Lesson", "%1 bids 80 with spades as trump, and each bid must be higher than the "
                                           "last. You hold the jack, nine and ace of hearts, the three best trumps, "
                                           "and an ace: bid 100 with hearts as trump.", "%1: the player on your right"),
        "coinche.double": translate("Lesson", "The others may now bid higher, or pass. An opponent who thinks you will "
                                              "fail may double your bid instead: it then counts double, made or "
                                              "failed."),
        "coinche.contract": translate("Lesson", "Three passes after a bid end the auction: your contract is 100 with "
                                                "hearts as trump. Your side needs at least 100 points: the cards you "
                                                "take, 10 for the last trick, and any belote or declarations. "
                                                "%1 leads.",
                                                "%1: the player on your left"),
        "coinche.follow": translate("Lesson", "The play goes as in classic belote. %1 leads diamonds and you hold the "
                                              "ace: you must follow suit, and it wins. Play %2.",
                                              "%1: a player, %2: a card"),
        "coinche.draw": translate("Lesson", "You lead. Play %1, the highest trump: everyone must play a trump if they "
                                            "can, and a higher one if they have it.", "%1: a card"),
        "coinche.draw_again": translate("Lesson", "Lead %1 as well: it takes the last trump the others hold.",
                                                  "%1: a card"),
        "coinche.spade": translate("Lesson", "The others have no trumps left. Lead %1: it will lose, but your trumps "
                                             "will win the lead back.", "%1: a card"),
        "coinche.club": translate("Lesson", "You hold a club: follow suit with %1.", "%1: a card"),
        "coinche.free": translate("Lesson", "%1 is winning this trick. You have no clubs, but while your partner is "
                                            "winning you need not trump: any card will do. Keep your trumps: play %2.",
                                            "%1: your partner, %2: a card"),
        "coinche.free_again": translate("Lesson", "Your partner is winning again, and you have only trumps left: "
                                                  "either will do. Play %1.", "%1: a card"),
        "coinche.last": translate("Lesson", "The last trick: lead %1. It brings 10 points more.", "%1: a card"),
        "coinche.count": translate("Lesson", "The deal is over. Your side took %1 points, the last trick included: at "
                                             "least the 100 you bid, so the contract is made. You score your points "
                                             "plus your bid, %2; the other side scores its %3.",
                                             "%1, %2, %3: numbers of points"),
        "coinche.end": translate("Lesson", "Deals follow each other until a side reaches %1 points. You can play this "
                                           "lesson again from %2.",
                                           "%1: the match's target, %2: the menu, Help > Learn to play"),
    }


def refusal_words() -> dict[str, str]:
    """Why the lesson holds a move back, for the steps that say more than ``other_move``."""
    return {
        "classic.take": translate("Lesson", "In this lesson you take: with the jack and nine of hearts your hand is "
                                            "strong. Take hearts."),
        "classic.announce": translate("Lesson", "Announce your tierce: it can bring your side 20 points."),
        "classic.follow": translate("Lesson", "You hold spades, so you must play a spade; and since the ace wins "
                                              "anyway, give your lowest: %2.", "%2: a card"),
        "classic.must_trump": translate("Lesson", "You have no clubs and your partner is not winning: you must play a "
                                                  "trump. Play %1.", "%1: a card"),
        "classic.draw": translate("Lesson", "Lead %1: the highest trump makes the others give up theirs.",
                                            "%1: a card"),
        "classic.keep": translate("Lesson", "Keep your trumps for later: lead %2.", "%2: a card"),
        "classic.overtrump": translate("Lesson", "A trump of the other side is winning and you hold a higher one: you "
                                                 "must overtrump. Play %2.", "%2: a card"),
        "classic.nine": translate("Lesson", "Keep your last trump: lead %1.", "%1: a card"),
        "classic.undertrump": translate("Lesson", "With no diamonds you must trump, even under the ace: play %2.",
                                                  "%2: a card"),
        "coinche.bid": translate("Lesson", "In this lesson you bid 100 with hearts as trump: it is set up in the "
                                           "panel, press Bid."),
        "coinche.follow": translate("Lesson", "You hold diamonds: you must follow suit. Play %2.", "%2: a card"),
        "coinche.draw": translate("Lesson", "Lead %1: it draws the others' trumps.", "%1: a card"),
        "coinche.spade": translate("Lesson", "Lead %1, and keep your trumps.", "%1: a card"),
        "coinche.club": translate("Lesson", "You hold a club: you must follow suit. Play %1.", "%1: a card"),
        "coinche.free": translate("Lesson", "Any card is allowed here, but keep your trumps: play %2.", "%2: a card"),
    }


def other_move(move: str) -> str:
    """The refusal of a step that says nothing more: the lesson's move instead (``move`` in words)."""
    return fill(translate("Lesson", "This lesson goes on with %1: play it.", "%1: a card"), move)


class Filler:
    """What fills a step's placeholders, for the eye (``shown``) or for the ear (``said``)."""

    def __init__(self, names: Mapping[int, str], deal: Deal, target: int, menu: str, variant: str) -> None:
        self.names = names
        self.deal = deal
        self.target = target
        self.menu = menu
        self.variant = variant

    def value(self, token: str, spoken: bool) -> str:
        if token in SEATS:
            return self.names[SEATS.index(token)]
        if token == "target":
            return str(self.target)
        if token == "menu":
            return self.menu
        if token.startswith("suit:"):
            return suit_word("SHDC".index(token[5:]))
        team, _, field = token.partition(".")
        if team in ("ns", "ew"):
            result = self.deal.result
            return str(getattr(result.teams[0 if team == "ns" else 1], field)) if result is not None else "?"
        card = parse_card(token)
        return card_name(card) if spoken else move_text(card, self.variant)

    def words(self, template: str, tokens: tuple[str, ...], spoken: bool) -> str:
        return fill(template, *(self.value(token, spoken) for token in tokens))

__all__ = ["Filler", "other_move", "refusal_words", "step_words"]
