"""The game's things in words: suits, trumps, contracts, how a deal ended, declarations.

Shared by the table, the panels and the dialogs, so all of them say a thing the same way. Each
text keeps the translation context it has always had ("TableScene", "ScoreSheet", "Cards"):
lupdate reads the literal contexts, and the translations stay where they are.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette

from ...engine import Declaration, cards_of
from ...engine.bidding import Contract
from ...engine.cards import SANS_ATOUT, TOUT_ATOUT
from ...engine.declarations import CARRE
from ...engine.families.klaverjas.result import KlaverjasScore
from ...engine.scoring import DealScore
from ...i18n.card_words import rank_word
from .inks import suit_ink

SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")


def fill(template: str, *values: str) -> str:
    """``template`` with %1, %2, ... replaced in one pass, so a value that itself holds "%2" (a player's
    chosen name) is left alone."""
    return re.sub(r"%([1-9])", lambda m: values[int(m.group(1)) - 1] if int(m.group(1)) <= len(values)
                  else m.group(0), template)


def suit_name(suit: int) -> str:
    names = (
        QCoreApplication.translate("TableScene", "Spades"),
        QCoreApplication.translate("TableScene", "Hearts"),
        QCoreApplication.translate("TableScene", "Diamonds"),
        QCoreApplication.translate("TableScene", "Clubs"),
    )
    return names[suit]


def trump_badge_text(trump_mode: int) -> str:
    """The short name of a no-suit contract, as the panel and bubbles show it."""
    if trump_mode == SANS_ATOUT:
        return QCoreApplication.translate("TableScene", "SA", "sans atout (no trumps), short")
    if trump_mode == TOUT_ATOUT:
        return QCoreApplication.translate("TableScene", "TA", "tout atout (all trumps), short")
    return ""


def trump_plain(trump: int) -> str:
    return SUIT_SYMBOLS[trump] if trump < 4 else trump_badge_text(trump)


def trump_html(trump: int, palette: QPalette, four_colour: bool = False) -> str:
    """The trump as rich text: the suit symbol in its colour, or the SA / TA badge."""
    if trump < 4:
        colour = suit_ink(trump, palette, four_colour).name()
        return f'<span style="color:{colour}; font-weight:bold">{SUIT_SYMBOLS[trump]}</span>'
    return f"<b>{escape(trump_badge_text(trump))}</b>"


def contract_text(contract: Contract | None, names: dict[int, str], html: bool = False,
                  palette: QPalette | None = None, four_colour: bool = False, variant: str = "coinche") -> str:
    """The contract in words, e.g. "100 ♥ by Left, coinched" ("contré" in contrée); "Thrown in" for none.

    With ``html`` the trump symbol is coloured and the rest escaped, for a rich-text label or the
    sheet's contract column.
    """
    if contract is None:
        text = QCoreApplication.translate("ScoreSheet", "Thrown in", "a deal everyone passed")
        return escape(text) if html else text
    if contract.value is None:
        template = QCoreApplication.translate("ScoreSheet", "%1 by %2", "classic contract: trump, taker")
    elif contract.is_capot:
        template = QCoreApplication.translate("ScoreSheet", "Capot %1 by %2", "capot bid: trump, taker")
    else:
        template = QCoreApplication.translate("ScoreSheet", "%3 %1 by %2", "value bid: trump, taker, value")
    if contract.multiplier == 2:
        doubled = (QCoreApplication.translate("ScoreSheet", "%1, contré", "contrée: a doubled contract")
                   if variant == "contree" else
                   QCoreApplication.translate("ScoreSheet", "%1, coinched", "a doubled contract"))
        template = doubled.replace("%1", template)
    elif contract.multiplier == 4:
        redoubled = (QCoreApplication.translate("ScoreSheet", "%1, surcontré", "contrée: a redoubled contract")
                     if variant == "contree" else
                     QCoreApplication.translate("ScoreSheet", "%1, surcoinched", "a redoubled contract"))
        template = redoubled.replace("%1", template)
    taker = names.get(contract.taker, "")
    value = "" if contract.value is None else str(contract.value)
    if not html:
        return fill(template, trump_plain(contract.trump), taker, value)
    trump = trump_html(contract.trump, palette or QPalette(), four_colour)
    # Escape the words first, then put the markup in: a name like "<Bob>" stays text.
    return fill(escape(template), trump, escape(taker), value)


def default_team_names() -> tuple[str, str]:
    """The player's team and the other one, as the sheet and the summary name them."""
    return (QCoreApplication.translate("ScoreSheet", "You & Partner"),
            QCoreApplication.translate("ScoreSheet", "Opponents"))


def team_in_sentence(ours: bool) -> str:
    """A team as a sentence names it, in the middle of the sentence: "Capot for your opponents", "you and your
    partner win". The same words in what the window shows (the match's end) and what a screen reader says;
    the column labels "You & Partner" and "Opponents" are not words of a sentence ("Capot för Motståndare")."""
    if ours:
        return QCoreApplication.translate("Teams", "you and your partner", "a team, in the middle of a sentence")
    return QCoreApplication.translate("Teams", "your opponents", "a team, in the middle of a sentence")


def result_text(result: DealScore | KlaverjasScore | None) -> str:
    """How a deal ended, in a word or two: Made, Failed, Litige (and capot)."""
    if result is None:
        return "–"
    if isinstance(result, KlaverjasScore):  # K7: made or nat, pit
        text = (QCoreApplication.translate("ScoreSheet", "Made", "the contract") if result.made
                else QCoreApplication.translate("Klaverjas", "Nat", "the makers failed"))
        if result.pit is not None:
            text = QCoreApplication.translate("Klaverjas", "%1, pit", "all eight tricks").replace(
                "%1", text)
        return text
    if result.litige:
        text = QCoreApplication.translate("ScoreSheet", "Litige", "a tied contract whose points are held")
    elif result.made:
        text = QCoreApplication.translate("ScoreSheet", "Made", "the contract")
    else:
        text = QCoreApplication.translate("ScoreSheet", "Failed", "the contract")
    if result.capot is not None:
        text = QCoreApplication.translate("ScoreSheet", "%1, capot", "all eight tricks taken").replace("%1", text)
    return text


def declaration_name(decl: Declaration) -> str:
    """E.g. "Tierce", "Hundred" or "Four jacks"."""
    if decl.kind == CARRE:
        return (
            QCoreApplication.translate("Cards", "Four sevens"),
            QCoreApplication.translate("Cards", "Four eights"),
            QCoreApplication.translate("Cards", "Four nines"),
            QCoreApplication.translate("Cards", "Four tens"),
            QCoreApplication.translate("Cards", "Four jacks"),
            QCoreApplication.translate("Cards", "Four queens"),
            QCoreApplication.translate("Cards", "Four kings"),
            QCoreApplication.translate("Cards", "Four aces"),
        )[decl.top]
    return {
        3: QCoreApplication.translate("Cards", "Tierce", "three in sequence"),
        4: QCoreApplication.translate("Cards", "Fifty", "four in sequence"),
    }.get(decl.length, QCoreApplication.translate("Cards", "Hundred", "five or more in sequence"))


def declaration_short(decl: Declaration) -> str:
    """E.g. "Tierce (20)" or "Four jacks (200)": what it is and what it is worth."""
    return QCoreApplication.translate("Cards", "%1 (%2)").replace("%1", declaration_name(decl)).replace(
        "%2", str(decl.value))


def declaration_words(decl: Declaration) -> str:
    """E.g. "Tierce: Q♥ K♥ A♥ (20)" or "Four jacks (200)"."""
    if decl.kind == CARRE:
        return declaration_short(decl)
    cards = " ".join(rank_word(c & 7) + SUIT_SYMBOLS[c >> 3] for c in cards_of(decl.cards))
    return QCoreApplication.translate("Cards", "%1: %2 (%3)").replace("%1", declaration_name(decl)).replace(
        "%2", cards).replace("%3", str(decl.value))
