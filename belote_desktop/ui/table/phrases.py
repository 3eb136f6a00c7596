"""The table's stock words ("Pass", "Belote!", "Tierce"), translated in the context ``"TableScene"``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def phrase(key: str) -> str:
    """The table's stock words, translated (context ``"TableScene"``), for the controller's bubbles.

    Keys: pass, take, coinche, surcoinche, contre, surcontre, keep, belote, rebelote, capot, all_passed,
    your_turn, tierce, fifty, hundred, four_of_a_kind, dealer, last_raise, last_double.
    """
    words = {
        "pass": QCoreApplication.translate("TableScene", "Pass", "a bid"),
        "take": QCoreApplication.translate("TableScene", "Take", "classic bid: take the up-card's suit"),
        "coinche": QCoreApplication.translate("TableScene", "Coinche!", "a bid: double"),
        "surcoinche": QCoreApplication.translate("TableScene", "Surcoinche!", "a bid: redouble"),
        "contre": QCoreApplication.translate("TableScene", "Contre!", "contrée: a bid that doubles"),
        "surcontre": QCoreApplication.translate("TableScene", "Surcontre!", "contrée: a bid that redoubles"),
        "keep": QCoreApplication.translate("TableScene", "Keep", "the last raise declined: the contract stays"),
        "last_raise": QCoreApplication.translate("TableScene", "Last raise", "the contract panel's title then"),
        "last_double": QCoreApplication.translate("TableScene", "Last double?",
                                                  "the contract panel's title: the opponents' last chance to double"),
        "belote": QCoreApplication.translate("TableScene", "Belote!"),
        "rebelote": QCoreApplication.translate("TableScene", "Rebelote!"),
        "capot": QCoreApplication.translate("TableScene", "Capot", "all eight tricks"),
        "all_passed": QCoreApplication.translate("TableScene", "All passed: new deal"),
        "your_turn": QCoreApplication.translate("TableScene", "Your turn"),
        "tierce": QCoreApplication.translate("TableScene", "Tierce", "a declaration: three in sequence"),
        "fifty": QCoreApplication.translate("TableScene", "Fifty", "a declaration: four in sequence"),
        "hundred": QCoreApplication.translate("TableScene", "Hundred", "a declaration: five in sequence"),
        "four_of_a_kind": QCoreApplication.translate("TableScene", "Four of a kind", "a declaration"),
        "dealer": QCoreApplication.translate("TableScene", "Dealer"),
    }
    return words[key]


__all__ = ["phrase"]
