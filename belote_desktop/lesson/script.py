"""A lesson as data: a prepared deal, every move of it in order, and the steps the table explains.

A ``Lesson`` holds the cards as they are dealt (classic: the five before the auction, the up-card and
the rest after it; coinche and contrée: all eight at once), the whole deal's moves in the order they
are made (bids, then the 32 cards; announcements follow from the hands), and its ``Step`` s. A step
shows when the deal has reached its place, counted in moves made (``Deal`` bids plus cards played,
not announcements), and either waits for the player to read on (``NEXT``) or stands beside the
player's own move there (``MOVE``, ``ANNOUNCE``), which the script fixes: every lesson unfolds the
same way. Its words live in the interface (``ui.lesson.texts``), under the step's ``key``; ``fill``
names what goes into the words' placeholders, and ``claims`` what the words say about the rules,
which the tests check against the engine at that very place (``tests/lesson``).

Pure Python, on the engine only: the driver at the table is ``ui.lesson``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..engine import PRESETS, Bid, Deal, Options, parse_card
from ..engine.cards import SEATS, parse_seat
from ..engine.deal import seat_order

# What a step waits for: the player reads on (the Next button), or makes their own move.
NEXT = "next"
MOVE = "move"  # the player's bid or card at the step's place: the script's move there
ANNOUNCE = "announce"  # the player's declarations, just before their first card

# What a step's words may claim about the rules at its place (besides a refusal reason of the engine's
# ``why_illegal``, such as "must_follow_suit"): any card could be played there; the card says belote or
# rebelote; the hand holds a declaration of that kind; the contract is made.
FREE = "free"
BELOTE = "belote"
REBELOTE = "rebelote"
TIERCE = "tierce"
MADE = "made"
PASSED = "passed"  # the seat passed in the auction


@dataclass(frozen=True, slots=True)
class Claim:
    """What a step's words say about one move: ``rule`` (a refusal reason of the engine, or one of the
    words above) holds for the move ``offset`` moves from the step's place (0: the move made there,
    -1: the one just before it). ``END``'s claims are about the finished deal."""

    rule: str
    offset: int = 0


@dataclass(frozen=True, slots=True)
class Step:
    key: str  # its words' key in ui.lesson.texts
    at: int  # moves made (bids and cards) when it shows; the lesson's ``end`` once the deal is scored
    wait: str = NEXT
    # What fills the words' %1, %2, ...: a seat ("W"), a card ("7S"), a suit ("suit:H"), the
    # match target ("target"), where the lessons are in the menus ("menu"), or a team's count ("ns.points",
    # "ew.counted": engine.scoring.TeamScore's fields and properties, of the finished deal).
    fill: tuple[str, ...] = ()
    claims: tuple[Claim, ...] = ()


@dataclass(frozen=True, slots=True)
class Lesson:
    name: str  # "classic" or "coinche"
    variants: tuple[str, ...]  # the presets it is played under (the first is the default)
    dealer: str  # a seat letter; the player sits South
    hands: Mapping[str, str]  # classic: the first five cards; coinche: all eight, in the order dealt
    moves: tuple[str, ...]  # bids ("pass", "take H", "100 H") then cards ("AS"), in the order made
    steps: tuple[Step, ...]
    rest: Mapping[str, str] | None = None  # classic: the cards dealt after the auction
    up_card: str | None = None  # classic

    @property
    def end(self) -> int:
        """The place after the last card: the deal is scored."""
        return len(self.moves)

    def options(self, variant: str | None = None) -> Options:
        variant = variant or self.variants[0]
        if variant not in self.variants:
            raise ValueError(f"the {self.name} lesson is not played as {variant}")
        return PRESETS[variant]

    def deck(self) -> list[int]:
        """The deck in the order it is dealt from (R3), so that each seat gets the cards given here."""
        dealer = parse_seat(self.dealer)
        order = seat_order((dealer + 1) & 3, True)  # the presets play clockwise
        hands = {seat: [parse_card(c) for c in self.hands[SEATS[seat]].split()] for seat in order}
        if self.up_card is None:  # coinche and contrée: 3, 2 and 3 cards
            return [c for start, n in ((0, 3), (3, 2), (5, 3)) for seat in order for c in hands[seat][start:start + n]]
        assert self.rest is not None
        rest = {seat: [parse_card(c) for c in self.rest[SEATS[seat]].split()] for seat in order}
        first = [c for start, n in ((0, 3), (3, 2)) for seat in order for c in hands[seat][start:start + n]]
        return first + [parse_card(self.up_card)] + [c for seat in order for c in rest[seat]]

    def move_at(self, place: int) -> Bid | int:
        """The script's move at ``place``: a bid, or a card."""
        text = self.moves[place]
        return parse_card(text) if len(text) == 2 else Bid.parse(text)  # a card is two letters, "JH"

    def steps_at(self, place: int) -> list[Step]:
        return [step for step in self.steps if step.at == place]


def place_of(deal: Deal) -> int:
    """How far the deal has gone, as a lesson counts it: bids made and cards played."""
    return len(deal.bids) + deal.cards_played


def new_deal(lesson: Lesson, variant: str | None = None) -> Deal:
    """The lesson's deal, dealt and not yet bid on (for the tests and the tools; the table deals through
    the controller)."""
    return Deal(lesson.options(variant), parse_seat(lesson.dealer), lesson.deck())


def play_move(deal: Deal, move: Bid | int) -> None:
    """Make the script's ``move`` on ``deal``, the announcement before it included (every seat
    announces its whole best split, as the lesson's players and the player in the lesson do)."""
    if isinstance(move, Bid):
        deal.bid(move)
        return
    if deal.can_announce():
        deal.announce(deal.declarations_of(deal.turn))
    deal.play(move, belote=deal.can_say_belote(move))


__all__ = ["ANNOUNCE", "BELOTE", "FREE", "MADE", "MOVE", "NEXT", "PASSED", "REBELOTE", "TIERCE", "Claim", "Lesson",
           "Step", "new_deal", "place_of", "play_move"]
