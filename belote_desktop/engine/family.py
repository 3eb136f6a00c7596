"""Game families: what the controller, the bots' search, the table and the help ask of a game.

Belote and klaverjas share the cards (``cards``), the card order and points and the trick's winner
(``tricks``), the play of eight tricks (``play.TrickPlay``), the calls' type (``bidding.Bid``, ``Contract``),
the match (``match``), the game record and its replay (``record``, ``replay``). What differs, each family keeps
in its own module under ``families/``, behind the small interface below:

- ``Family``: a family's options and presets, its deal, its rules of play as data for a search, the end of
  its match, and its part of the game record;
- ``FamilyDeal``: what every family's deal answers (whose turn, which calls and cards are legal and why not,
  what a finished trick and the finished deal scored);
- ``PlayRules``: the rules of the card play as functions and numbers, for the bots' search and sampler.

``families.family_of(options)`` gives the family of a match's options; a third family is a new module under
``families/`` and one line in its registry, not new conditionals in the shared code.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

from .bidding import Bid, Contract
from .play import Action, Trick


@dataclass(frozen=True, slots=True)
class PlayRules:
    """The card play of one family under one set of options, as a search wants it: no deal object, only
    masks and ints (cards as in ``cards``; ``mode`` the trump mode; ``led`` -1 for the leader)."""

    # (hand, mode, led suit, winning card, partner winning) -> the mask of legal cards
    legal_mask: Callable[[int, int, int, int, bool], int]
    # (card, hand, mode, led suit, winning card, partner winning) -> (rule id, reason) or None
    why_illegal: Callable[[int, int, int, int, int, bool], tuple[str, str] | None]
    # (mask of a finished trick's four cards, mode) -> the bonus its winner's team scores (klaverjas: roem)
    trick_bonus: Callable[[int, int], int]
    last_trick: int  # the last trick's bonus (10 in both families)
    sweep_bonus: int  # all eight tricks: belote's capot (+90), klaverjas's pit (+100)
    sweep_makers_only: bool  # klaverjas (without pit_any_team): only the makers' sweep earns it
    has_trick_bonus: bool  # False: ``trick_bonus`` is always 0, a search may skip it
    # The same rules as plain values, for a compiled search that cannot call the functions above. Belote:
    # {"undertrump_optional"}; klaverjas: {"rotterdams", "undertrump_forced" (K5.3, K5.4), "run_roem" (256 ints:
    # the run roem of one suit's byte of a trick's mask), "stuk_mask" (by trump: its king and queen), "stuk"
    # (20), "fours" (8 ints by rank: four of a kind)}.
    data: Mapping[str, Any]


def no_trick_bonus(_mask: int, _mode: int) -> int:
    return 0


class MatchEnd(NamedTuple):
    """After a deal is booked: is the match over, and who won (None: a draw, when ``over``)."""

    over: bool
    winner: int | None = None


NOT_OVER = MatchEnd(False)


class FamilyDeal(Protocol):
    """What every family's deal answers; each family adds its own (belote: the up-card, declarations and
    belote; klaverjas: the proposed suit, roem and its claim). See the engine README."""

    options: Any
    dealer: int
    deck: tuple[int, ...]
    hands: list[int]  # masks, by seat; a card leaves its hand when played
    phase: str  # play.BIDDING, PLAYING, SCORED, or the family's own
    turn: int
    legal: int  # the mask of cards the player to move may play
    bids: list[tuple[int, Bid]]
    contract: Contract | None
    tricks: list[Trick]
    card_points: list[int]
    tricks_won: list[int]
    result: Any  # the family's deal score once the deal is scored: ``scores()``, ``winner``, ``made``, ``takers``

    @property
    def is_over(self) -> bool: ...
    @property
    def first_seat(self) -> int: ...
    def next_seat(self, seat: int) -> int: ...
    @property
    def trick(self) -> tuple[int, ...]: ...
    @property
    def trick_leader(self) -> int: ...
    @property
    def trick_number(self) -> int: ...
    @property
    def winning_seat(self) -> int: ...
    @property
    def mode(self) -> int: ...
    @property
    def auction_moment(self) -> str: ...
    def legal_bids(self) -> list[Bid]: ...
    def bid_moments(self) -> list[str]: ...
    def legal_cards(self) -> list[int]: ...
    def why_illegal(self, card: int) -> tuple[str, str] | None: ...
    def bid(self, bid: Bid, seat: int | None = None) -> None: ...
    def play(self, card: int, seat: int | None = None) -> None: ...
    def played_cards(self) -> list[tuple[int, int]]: ...
    @property
    def actions(self) -> list[Action]: ...
    def dealt_hand(self, seat: int) -> int: ...
    def gathered(self) -> list[int]: ...


class Family(Protocol):
    """One game family (``families/belote.py``, ``families/klaverjas/``)."""

    name: str  # "belote", "klaverjas": a record's "family" (left out for belote)
    rule_prefix: str  # "R" (RULES.md) or "K" (KLAVERJAS.md): the ids of its refusals
    deal_rule: str  # the rule of dealing, named by the match's refusals and the record's reader ("R3", "K3")
    end_rule: str  # the rule of the match's end ("R12", "K8")
    options_type: type  # its options' dataclass
    presets: Mapping[str, Any]  # preset name -> options; the first is the family's default

    def options_from_dict(self, data: Any) -> Any:
        """The options from a settings file or a record's rules; ``OptionsError`` for anything else."""

    def new_deal(self, options: Any, dealer: int, deck: Sequence[int], index: int, rng: random.Random,
                 setup: Mapping[str, Any]) -> FamilyDeal:
        """Deal ``index`` (0-based) of a match. Whatever the family draws besides the deck (klaverjas: the
        proposed suits) it draws from ``rng`` every deal, in a fixed order, and ``setup`` (from a record)
        overrides the draw."""

    def play_rules(self, options: Any) -> PlayRules:
        """The card play under ``options``, for the bots' search."""

    def match_end(self, options: Any, totals: Sequence[int], deals_played: int) -> MatchEnd:
        """Whether the match is over after a deal was booked (R12, K8)."""

    @property
    def record(self) -> Any:
        """Its part of the game record: a ``record_codec.RecordCodec``."""
