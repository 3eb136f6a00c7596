"""The rules of Belote (RULES.md ids R1-R12) and of klaverjas (KLAVERJAS.md ids K1-K11), each a game family
(``family``, ``families``): pure Python, never imports Qt.

The GUI, the bots and the help panel ask this package; nothing else in the
project implements a rule. See ``README.md`` beside this file for the API and
the game record format.
"""

from .bidding import (
    COINCHE_BID,
    KEEP_BID,
    PASS_BID,
    SURCOINCHE_BID,
    Bid,
    Contract,
)
from .cards import (
    EAST,
    NORTH,
    SANS_ATOUT,
    SEATS,
    SOUTH,
    SUITS,
    TEAMS,
    TOUT_ATOUT,
    TRUMP_NAMES,
    WEST,
    card_name,
    cards_of,
    names,
    parse_card,
    parse_hand,
)
from .deal import BIDDING, PLAYING, SCORED, THROWN_IN, Action, Deal, Trick, deck_from_hands
from .declarations import Declaration, best_declarations
from .errors import IllegalAction, IllegalAnnouncement, IllegalBid, IllegalCard, OutOfTurn
from .families import FAMILIES, FAMILY_NAMES, dealt_again, family_named, family_of
from .families.klaverjas.options import KlaverjasOptions
from .family import Family, FamilyDeal, PlayRules
from .match import Match
from .options import PRESETS, Options, OptionsError
from .scoring import DealScore, TeamScore

__all__ = [
    "BIDDING", "COINCHE_BID", "EAST", "FAMILIES", "FAMILY_NAMES", "KEEP_BID", "NORTH", "PASS_BID", "PLAYING",
    "PRESETS", "SANS_ATOUT", "SCORED", "SEATS", "SOUTH", "SUITS", "SURCOINCHE_BID", "TEAMS", "THROWN_IN",
    "TOUT_ATOUT", "TRUMP_NAMES", "WEST", "Action", "Bid", "Contract", "Deal", "DealScore", "Declaration", "Family",
    "FamilyDeal", "IllegalAction", "IllegalAnnouncement", "IllegalBid", "IllegalCard", "KlaverjasOptions", "Match",
    "Options", "OptionsError", "OutOfTurn", "PlayRules", "TeamScore", "Trick", "best_declarations", "card_name",
    "cards_of", "dealt_again", "deck_from_hands", "family_named", "family_of", "names", "parse_card", "parse_hand",
]
