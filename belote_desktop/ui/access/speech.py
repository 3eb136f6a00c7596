"""What a screen reader says (issue 17): the game's events and the table's things, in words.

The table shows cards and symbols; a player who cannot see it hears sentences instead, in the
interface's language: "Left bids 100 hearts", "Partner plays the ace of spades", "You win the
trick, 25 points". Every sentence has a short form for players who want less ("Left: 100 hearts").
Seats are named as the table names them ("You", "Partner", or the names chosen in the settings);
the player's own moves get sentences of their own ("You play ...", not "You plays ...").

All texts are in the translation context "Speech". Nothing here keeps state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import Bid, Contract, Declaration
from ...engine.bidding import CAPOT_VALUE, COINCHE, KEEP, LAST_RAISE, PASS, SURCOINCHE, TAKE
from ...engine.families.klaverjas.result import KlaverjasScore
from ...engine.scoring import DealScore
from ..common.spoken import (
    bid_value_words,
    bid_words,
    card_name,
    contract_words,
    declaration_said,
    rank_name,
    spoken_start,
    suit_word,
    trump_words,
)
from ..common.words import declaration_short, fill, team_in_sentence

translate = QCoreApplication.translate


def bid_sentence(seat: int, bid: Bid, names: Mapping[int, str], human: int, variant: str, short: bool) -> str:
    if short:
        return fill_seat(names[seat], bid_words(bid, variant))
    if variant == "klaverjas":  # "Left: I play hearts.", "You: I pass." (K4)
        return fill(translate("Speech", "%1: %2.", "klaverjas: a player and their call"), names[seat],
                    bid_words(bid, variant))
    you = seat == human
    if bid.kind == PASS:
        return translate("Speech", "You pass.") if you else fill(translate("Speech", "%1 passes."), names[seat])
    if bid.kind == TAKE:
        return (fill(translate("Speech", "You take %1."), suit_word(bid.trump)) if you
                else fill(translate("Speech", "%1 takes %2."), names[seat], suit_word(bid.trump)))
    if bid.kind in (COINCHE, SURCOINCHE):
        return (fill(translate("Speech", "You say %1."), bid_words(bid, variant)) if you
                else fill(translate("Speech", "%1 says %2."), names[seat], bid_words(bid, variant)))
    return (fill(translate("Speech", "You bid %1."), bid_words(bid, variant)) if you
            else fill(translate("Speech", "%1 bids %2."), names[seat], bid_words(bid, variant)))


def last_raise_bid_sentence(seat: int, bid: Bid, kept: Bid | None, names: Mapping[int, str], human: int,
                            short: bool) -> str:
    """The highest bidder's answer at the last raise (R5): "Left raises to 120 hearts.", "You keep 100 hearts."
    (``kept``: the contract until then)."""
    you = seat == human
    if bid.kind == KEEP:
        if kept is None:
            return fill_seat(names[seat], bid_words(bid, ""))
        what = bid_value_words(kept)
        if short:
            return fill_seat(names[seat], fill(translate("Speech", "keeps %1", "short: the last raise declined"), what))
        return (fill(translate("Speech", "You keep %1."), what) if you
                else fill(translate("Speech", "%1 keeps %2."), names[seat], what))
    what = bid_value_words(bid)
    if short:
        return fill_seat(names[seat], fill(translate("Speech", "raises to %1", "short: the last raise"), what))
    return (fill(translate("Speech", "You raise to %1."), what) if you
            else fill(translate("Speech", "%1 raises to %2."), names[seat], what))


def last_chance_sentence(moment: str, bidder: int, bid: Bid, names: Mapping[int, str], human: int,
                         short: bool) -> str:
    """The auction reaches a moment of the last raise (R5): whose choice it is and what it means."""
    what = bid_value_words(bid)
    if moment == LAST_RAISE:
        if short:
            return fill(translate("Speech", "Last raise: %1", "short: whose choice it is"), names[bidder])
        if bidder == human:
            return fill(translate("Speech", "Last raise: you may raise your %1 once more, or keep it."), what)
        return fill(translate("Speech", "Last raise: %1 may raise %2 once more, or keep it."), names[bidder], what)
    if short:
        return fill(translate("Speech", "Last chance to double %1", "short"), what)
    if bidder == human:
        return fill(translate("Speech", "Your opponents' last chance to double your %1."), what)
    return fill(translate("Speech", "Last chance to double %1 by %2."), what, names[bidder])


def turn_at_last_chance(moment: str, bid: Bid | None, short: bool) -> str:
    """The player's turn at a moment of the last raise: what the choice is."""
    what = "" if bid is None else bid_value_words(bid)
    if moment == LAST_RAISE:
        return (translate("Speech", "Your last raise") if short else
                fill(translate("Speech", "Your turn: raise your %1 once more, or keep it."), what))
    return (translate("Speech", "Your last chance to double") if short else
            fill(translate("Speech", "Your turn: last chance to double %1, or pass."), what))


def fill_seat(name: str, what: str) -> str:
    """"Left: ace of spades": a seat and what it did or holds, the short way."""
    return fill(translate("Speech", "%1: %2", "short: a seat and what it did"), name, what)


def all_passed_sentence() -> str:
    return translate("Speech", "Everyone passed: the cards are dealt again.")


def contract_sentence(contract: Contract, names: Mapping[int, str], variant: str, short: bool) -> str:
    if variant == "klaverjas":  # no contract in klaverjas: a trump and the player who plays it (K4, K10)
        template = (translate("Speech", "Trump %1, %2", "klaverjas, short: the trump suit, and who plays it") if short
                    else translate("Speech", "Trump: %1, played by %2.", "klaverjas: the trump suit, and who plays it"))
        return fill(template, trump_words(contract.trump), names[contract.taker])
    words = contract_words(contract, names, variant)
    return fill(translate("Speech", "Contract: %1") if short else translate("Speech", "The contract is %1."), words)


def play_sentence(seat: int, card: int, say: str | None, names: Mapping[int, str], human: int,
                  short: bool) -> str:
    name = card_name(card)
    if short:
        text = fill_seat(names[seat], name)
    elif seat == human:
        text = fill(translate("Speech", "You play the %1."), name)
    else:
        text = fill(translate("Speech", "%1 plays the %2."), names[seat], name)
    if say == "belote":
        text += " " + translate("Speech", "Belote!")
    elif say == "rebelote":
        text += " " + translate("Speech", "Rebelote!")
    return text


class Speech(QObject):
    """The sentences that hold a count, each language with its own plural forms ("1 point", French "0 point").
    lupdate marks a message as a plural (%n) only in a ``QObject``'s ``tr``, and takes the class's name for the
    context: "Speech", like every other sentence here. Not to be subclassed (the context would change)."""

    def trick_short(self, winner: str, points: int) -> str:
        return fill(self.tr("Trick to %1, %n points", "", points), winner)

    def trick(self, winner: str | None, points: int) -> str:
        """``winner`` ``None``: the player won it."""
        if winner is None:
            return self.tr("You win the trick, %n points.", "", points)
        return fill(self.tr("%1 wins the trick, %n points.", "", points), winner)


def trick_sentence(winner: int, points: int, names: Mapping[int, str], human: int, short: bool) -> str:
    if short:
        return Speech().trick_short(names[winner], points)
    return Speech().trick(None if winner == human else names[winner], points)


def announce_sentence(seat: int, declarations: Sequence[Declaration], names: Mapping[int, str], human: int) -> str:
    what = ", ".join(declaration_short(d) for d in declarations)
    if seat == human:
        return fill(translate("Speech", "You announce %1."), what)
    return fill(translate("Speech", "%1 announces %2."), names[seat], what)


def may_announce_sentence(declarations: Sequence[Declaration]) -> str:
    """The declarations the player may announce, with their cards in words, and the keys that answer (D13: the
    prompt said "You may announce Tierce (20)." and nothing of which cards, nor how)."""
    what = fill(translate("Speech", "You may announce %1."), "; ".join(declaration_said(d) for d in declarations))
    if len(declarations) == 1:
        keys = translate("Speech", "Enter announces it, N says nothing, 1 ticks or unticks it.")
    else:
        keys = fill(translate("Speech", "Enter announces the ticked ones, N says nothing, 1 to %1 tick or untick one."),
                    str(len(declarations)))
    return f"{what} {keys}"


def declarations_sentence(shown: Mapping[int, Sequence[Declaration]], names: Mapping[int, str]) -> str:
    parts = [fill_seat(names[seat], ", ".join(declaration_short(d) for d in decls))
             for seat, decls in sorted(shown.items())]
    return fill(translate("Speech", "Declarations that score: %1."), "; ".join(parts))


def deal_sentence(number: int, dealer: int, up_card: int | None, names: Mapping[int, str], short: bool) -> str:
    text = (fill(translate("Speech", "Deal %1."), str(number)) if short
            else fill(translate("Speech", "Deal %1, dealt by %2."), str(number), names[dealer]))
    if up_card is not None:
        text += " " + fill(translate("Speech", "Turned up: the %1."), card_name(up_card))
    return text


def team_names(human_team: int) -> tuple[str, str]:
    """The teams' names by the engine's team number (0: North-South), as a sentence names them: "you and your
    partner", "your opponents" (the words the match's end shows), not the score sheet's column labels."""
    return team_in_sentence(human_team == 0), team_in_sentence(human_team == 1)


def nothing_said() -> str:
    return translate("Speech", "Nothing has been said yet.")


def roem_sentence(winner: int, roem_words: str, caller: int | None, names: Mapping[int, str]) -> str:
    """Klaverjas (K6): a trick's roem as it is taken ("Roem 50 for Left."), or called ("Right calls roem: Roem 50
    for Left.")."""
    text = fill(translate("Speech", "%1 for %2.", "klaverjas: the roem of a trick, and who won the trick"),
                roem_words, names[winner])
    if caller is None:
        return text
    return fill(translate("Speech", "%1 calls roem: %2", "klaverjas: Roem! called by a player"), names[caller], text)


def klaverjas_result_words(result: KlaverjasScore, teams: tuple[str, str]) -> str:
    """Klaverjas (K7): made or nat, and pit, with the makers named."""
    makers = teams[result.makers]
    how = spoken_start(fill(translate("Speech", "%1 made it.", "klaverjas: the makers' deal is made"), makers)
                       if result.made else
                       fill(translate("Speech", "%1 went nat.", "klaverjas: the makers failed (nat)"), makers))
    if result.pit is not None:
        how += " " + spoken_start(fill(translate("Speech", "Pit for %1.", "klaverjas: all eight tricks"),
                                       teams[result.pit]))
    return how


def result_sentence(result: DealScore | KlaverjasScore, teams: tuple[str, str], totals: tuple[int, int],
                    short: bool) -> str:
    """The deal's end: made or not, each team's points of the deal, and the match score."""
    if isinstance(result, KlaverjasScore):
        how = klaverjas_result_words(result, teams)
    elif result.litige:
        how = translate("Speech", "Litige: the points are held for the next deal.")
    elif result.made:
        how = translate("Speech", "The contract is made.")
    else:
        how = translate("Speech", "The contract fails.")
    if not isinstance(result, KlaverjasScore) and result.capot is not None:
        how += " " + spoken_start(fill(translate("Speech", "Capot for %1."), teams[result.capot]))
    ours, theirs = result.scores()
    deal = fill(translate("Speech", "This deal: %1 %2, %3 %4."), teams[0], str(ours), teams[1], str(theirs))
    match = fill(translate("Speech", "Score: %1 %2, %3 %4."), teams[0], str(totals[0]), teams[1], str(totals[1]))
    return match if short else " ".join((how, deal, match))


def match_sentence(winner: int, teams: tuple[str, str], totals: tuple[int, int]) -> str:
    return spoken_start(fill(translate("Speech", "The match is over: %1 win, %2 to %3."), teams[winner],
                             str(max(totals)), str(min(totals))))


def turn_to_play(playable: int, short: bool) -> str:
    return (fill(translate("Speech", "Your turn, %1 playable"), str(playable)) if short
            else fill(translate("Speech", "Your turn. Cards you can play: %1."), str(playable)))


def turn_to_bid(short: bool) -> str:
    return translate("Speech", "Your bid") if short else translate("Speech", "Your turn to bid.")


def turn_to_choose_trump(forced: bool, short: bool) -> str:
    """Klaverjas (K4): the player's call, "ik speel" or "ik pas", in klaverjas's words, not belote's bidding;
    ``forced``: all four passed (or Utrechts), the player must play and name trump."""
    if forced:
        return (translate("Speech", "Choose trump", "klaverjas, short: you must play") if short
                else translate("Speech", "Your turn: you must play, choose trump.",
                               "klaverjas: all passed, or Utrechts"))
    return (translate("Speech", "Play or pass", "klaverjas, short: ik speel / ik pas") if short
            else translate("Speech", "Your turn to choose trump: play or pass.", "klaverjas: ik speel / ik pas"))


def turn_to_gather(short: bool) -> str:
    """Klaverjas with ``auto_roem`` off (K6): the player won the last trick, and the deal waits for them to gather
    it, or to call its roem first."""
    if short:
        return translate("Speech", "Your trick: Enter gathers, R calls roem", "klaverjas, short: gather the last trick")
    return translate("Speech", "You won the last trick. Gather it with Enter, or call its roem first with R.",
                     "klaverjas: gather the last trick")


def bid_set_up_sentence(value: int, trump: int | None, variant: str, short: bool) -> str:
    """The call being built in the bidding panel, as the player changes its value or trump: what Enter would bid
    ("Your bid: 110 hearts."), or the value alone while no trump is chosen ("Your bid: 110, trump not chosen
    yet."; not "no trump", which is a call of its own: sans atout)."""
    if trump is not None:
        what = bid_words(Bid.contract(value, trump), variant)
        return what if short else fill(translate("Speech", "Your bid: %1."), what)
    said = translate("Speech", "capot", "a capot bid") if value == CAPOT_VALUE else str(value)
    if short:
        return fill(translate("Speech", "%1, trump not chosen", "short: a bid's value, its trump not chosen yet"), said)
    return fill(translate("Speech", "Your bid: %1, trump not chosen yet."), said)


def taken_back_sentence(moves: Sequence[str]) -> str:
    """What an undo took back, each move as "Left: king of diamonds", in the order they were made."""
    return fill(translate("Speech", "Taken back: %1."), "; ".join(moves))


def on_table_sentence(cards: str) -> str:
    """The cards on the table, each with who played it ("Left: ace of spades, Partner: ...")."""
    return fill(translate("Speech", "On the table: %1."), cards)


def rules_open_sentence(section: str, key: str) -> str:
    """The rules help has opened (F1, Help > Rules, a refused card's rule) at ``section``'s title; ``key``
    closes it."""
    return fill(translate("Speech", "Rules open: %1. Tab past your cards to read them; %2 closes them."), section,
                key)


def rules_closed_sentence() -> str:
    return translate("Speech", "Rules closed.")


def refusal_sentence(card: int, reason: str) -> str:
    return fill(translate("Speech", "The %1 cannot be played: %2"), card_name(card), reason)


__all__ = [
    "Speech", "all_passed_sentence", "announce_sentence", "bid_sentence", "bid_set_up_sentence", "bid_words",
    "card_name", "contract_sentence", "contract_words", "deal_sentence", "declarations_sentence", "fill", "fill_seat",
    "last_chance_sentence", "last_raise_bid_sentence", "match_sentence", "may_announce_sentence", "nothing_said",
    "on_table_sentence", "play_sentence", "rank_name", "refusal_sentence", "result_sentence", "rules_closed_sentence",
    "rules_open_sentence", "suit_word", "taken_back_sentence", "team_names", "trick_sentence", "trump_words",
    "turn_at_last_chance", "turn_to_bid", "turn_to_choose_trump", "turn_to_gather", "turn_to_play",
]
