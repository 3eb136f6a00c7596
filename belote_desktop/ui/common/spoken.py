"""Cards and bids as they are said aloud: "jack of hearts", "100 hearts" (a screen reader's words, issue 17;
context "Speech").

Shared by the sentences a screen reader is told (``ui.access.speech``) and the accessible names of
the panels' controls (a declaration's check box), so a card is named the same everywhere.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from ...engine import Bid, Contract, Declaration, cards_of
from ...engine.bidding import COINCHE, CONTRACT, KEEP, PASS, TAKE
from ...engine.cards import SANS_ATOUT, TOUT_ATOUT
from ...engine.declarations import CARRE
from .words import declaration_name, declaration_short, fill

translate = QCoreApplication.translate


def rank_name(rank: int) -> str:
    """A rank in full (0 = seven ... 7 = ace), as it is said in a card's name."""
    return (
        translate("Speech", "seven", "a card's rank, in its name"),
        translate("Speech", "eight", "a card's rank, in its name"),
        translate("Speech", "nine", "a card's rank, in its name"),
        translate("Speech", "ten", "a card's rank, in its name"),
        translate("Speech", "jack", "a card's rank, in its name"),
        translate("Speech", "queen", "a card's rank, in its name"),
        translate("Speech", "king", "a card's rank, in its name"),
        translate("Speech", "ace", "a card's rank, in its name"),
    )[rank]


def suit_word(suit: int) -> str:
    """A suit as it is said in a card's name and in a bid ("the jack of hearts", "100 hearts")."""
    return (
        translate("Speech", "spades", "a suit, in a card's name and in a bid"),
        translate("Speech", "hearts", "a suit, in a card's name and in a bid"),
        translate("Speech", "diamonds", "a suit, in a card's name and in a bid"),
        translate("Speech", "clubs", "a suit, in a card's name and in a bid"),
    )[suit]


def spoken_start(text: str) -> str:
    """``text`` with its first letter capitalised, for a name that begins with an in-sentence word
    ("Harten nemen" from Dutch "%1 nemen" and "harten"); the rest is left as the language has it."""
    return text[:1].upper() + text[1:]


def card_name(card: int) -> str:
    """E.g. "jack of hearts" (the template lets a language join the words its own way)."""
    return fill(translate("Speech", "%1 of %2", "a card's name: %1 its rank, %2 its suit"), rank_name(card & 7),
                suit_word(card >> 3))


def trump_words(trump: int) -> str:
    """The trump of a bid or contract: "hearts", "no trumps", "all trumps"."""
    if trump == SANS_ATOUT:
        return translate("Speech", "no trumps", "sans atout, in a bid")
    if trump == TOUT_ATOUT:
        return translate("Speech", "all trumps", "tout atout, in a bid")
    return suit_word(trump)


def _value_and_trump(value: int, is_capot: bool, trump: int) -> str:
    """"100 hearts", "capot spades": a bid's value with its trump (a bid, and the contract it made)."""
    said = translate("Speech", "capot", "a capot bid") if is_capot else str(value)
    return fill(translate("Speech", "%1 %2", "a bid: %1 its value, %2 its trump"), said, trump_words(trump))


def bid_words(bid: Bid, variant: str) -> str:
    """The call itself: "100 hearts", "capot spades", "take hearts", "pass", "coinche", "keep"."""
    if bid.kind == CONTRACT:
        return _value_and_trump(bid.value, bid.is_capot, bid.trump)
    if variant == "klaverjas" and bid.kind == TAKE:  # "ik speel" / "ik pas" in the player's language (K4)
        return fill(translate("Speech", "I play %1", "klaverjas: ik speel, with this trump"), suit_word(bid.trump))
    if variant == "klaverjas" and bid.kind == PASS:
        return translate("Speech", "I pass", "klaverjas: ik pas")
    if bid.kind == TAKE:
        return fill(translate("Speech", "take %1", "classic: take with this trump"), suit_word(bid.trump))
    if bid.kind == PASS:
        return translate("Speech", "pass", "a bid")
    if bid.kind == KEEP:
        return translate("Speech", "keep", "the last raise declined: the contract stays as it is")
    contree = variant == "contree"
    if bid.kind == COINCHE:
        return translate("Speech", "contre", "contrée: double") if contree else translate("Speech", "coinche", "double")
    if contree:
        return translate("Speech", "surcontre", "contrée: redouble")
    return translate("Speech", "surcoinche", "redouble")


def bid_value_words(bid: Bid) -> str:
    """A value bid said as a contract: "100 hearts", "capot no trumps"."""
    return _value_and_trump(bid.value, bid.is_capot, bid.trump)


def contract_words(contract: Contract, names: Mapping[int, str], variant: str) -> str:
    """"100 hearts by Left, coinched"; classic "hearts by Left"."""
    if contract.value is None:
        what = trump_words(contract.trump)
    else:
        what = _value_and_trump(contract.value, contract.is_capot, contract.trump)
    text = fill(translate("Speech", "%1 by %2", "a contract: what, and who took it"), what, names[contract.taker])
    if contract.multiplier == 2:
        doubled = translate("Speech", "%1, contré") if variant == "contree" else translate("Speech", "%1, coinched")
        text = fill(doubled, text)
    elif contract.multiplier == 4:
        redoubled = (translate("Speech", "%1, surcontré") if variant == "contree"
                     else translate("Speech", "%1, surcoinched"))
        text = fill(redoubled, text)
    return text


def declaration_said(decl: Declaration) -> str:
    """A declaration with its cards in words ("Tierce: queen of hearts, king of hearts, ace of hearts (20)"),
    in ``words.declaration_words``'s own template; a carré is its name and value."""
    if decl.kind == CARRE:
        return declaration_short(decl)
    cards = ", ".join(card_name(c) for c in cards_of(decl.cards))
    return fill(translate("Cards", "%1: %2 (%3)"), declaration_name(decl), cards, str(decl.value))


def move_words(move: int | Bid, variant: str) -> str:
    """A card or a bid, in words ("jack of hearts", "100 hearts"): what a reader says for ``move_text``."""
    return bid_words(move, variant) if isinstance(move, Bid) else card_name(move)


def advice_words(move: int | Bid, variant: str) -> str:
    """A card or a call as the coach advises it ("Hint: take hearts"). A classic take is worded as advice, apart
    from the take a player made ("Left: take hearts"): languages say them differently (Swedish "ta hjärter" /
    "tar hjärter", Polish "weź kier" / "biorę kier")."""
    if isinstance(move, Bid) and move.kind == TAKE:
        return fill(translate("Speech", "take %1", "the coach's advice: take with this trump"), suit_word(move.trump))
    return move_words(move, variant)


__all__ = ["advice_words", "bid_value_words", "bid_words", "card_name", "contract_words", "declaration_said",
           "move_words", "rank_name", "spoken_start", "suit_word", "trump_words"]
