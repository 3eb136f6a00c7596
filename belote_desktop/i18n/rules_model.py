"""The building blocks of the rules help (``rules_text``): paragraphs, tables, worked examples.

Plain data, no text of their own: ``rules_text`` fills them in the current language, the help panel
draws them, and the tests check their numbers and cards against the engine.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.cards import RANKS
from ..engine.options import VARIANTS
from .card_words import rank_word

ALL_VARIANTS: frozenset[str] = frozenset(VARIANTS)
CLASSIC_ONLY: frozenset[str] = frozenset({"classic"})
AUCTION_VARIANTS: frozenset[str] = frozenset({"coinche", "contree"})
COINCHE_ONLY: frozenset[str] = frozenset({"coinche"})

# Card points per rank (R2), in the notation of the engine: T is the ten.
RANKS_BY_POINTS = ("J", "9", "A", "T", "K", "Q", "8", "7")
CARD_POINTS: dict[str, dict[str, int]] = {
    "trump": {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
    "plain": {"J": 2, "9": 0, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
    "sans_atout": {"J": 2, "9": 0, "A": 19, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
    "tout_atout": {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0},
}
# The columns of the points table, in this order, and how many of the four
# suits each contract counts with that column: a suit contract has one trump
# suit and three plain suits; sans atout and tout atout count all four alike.
POINT_COLUMNS = ("trump", "plain", "sans_atout", "tout_atout")
SUITS_PER_CONTRACT: dict[str, dict[str, int]] = {
    "suit": {"trump": 1, "plain": 3},
    "sans_atout": {"sans_atout": 4},
    "tout_atout": {"tout_atout": 4},
}
LAST_TRICK = 10

# For ``when``: the option must have some value other than None (a fixed
# number of deals rather than a points target).
IS_SET = "<set>"


@dataclass(frozen=True, slots=True)
class Paragraph:
    """One translatable paragraph. ``variants`` and ``when`` (an option and
    the value it must have) say in which games it applies; the panel shows the
    others too, marked as not in this game."""

    text: str
    variants: frozenset[str] = ALL_VARIANTS
    when: tuple[str, object] | None = None
    heading: bool = False


@dataclass(frozen=True, slots=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    caption: str = ""
    variants: frozenset[str] = ALL_VARIANTS
    when: tuple[str, object] | None = None
    # A short id for tables whose numbers the tests read (e.g. "points").
    key: str = ""


@dataclass(frozen=True, slots=True)
class CardExample:
    """A trick in progress and a hand: which cards may be played.

    Cards use the engine's notation (``"JH"``); ``trick`` pairs each card with
    who played it (``"opponent"`` or ``"partner"``), in playing order.
    """

    caption: str
    trump: str  # "S", "H", "D", "C", "SA" or "TA"
    trick: tuple[tuple[str, str], ...]
    hand: tuple[str, ...]
    allowed: tuple[str, ...]
    explanation: str
    variants: frozenset[str] = ALL_VARIANTS
    when: tuple[str, object] | None = None


@dataclass(frozen=True, slots=True)
class TeamCount:
    card_points: int  # out of 152, without the last trick
    last_trick: int
    declarations: int
    belote: int
    capot: int = 0  # the bonus of 90 for a team that took every trick

    @property
    def counted(self) -> int:
        return self.card_points + self.last_trick + self.capot + self.declarations + self.belote


@dataclass(frozen=True, slots=True)
class ScoreExample:
    """A worked deal with real numbers; ``scores`` is (takers, defence)."""

    caption: str
    variant: str
    trump: str
    takers: TeamCount
    defence: TeamCount
    scores: tuple[int, int]
    explanation: str
    bid: int | None = None
    multiplier: int = 1
    tricks: tuple[int, int] = (5, 3)  # tricks won by (takers, defence)
    when: tuple[str, object] | None = None
    held: int = 0  # points a litige keeps back for the next deal's winner


@dataclass(frozen=True, slots=True)
class DeclarationExample:
    """Declarations compared: ``declared`` pairs a seat (N, E, S, W) with the cards it declares, in the
    order the seats played to trick 1; ``team`` (0 North-South, 1 East-West) scores ``points``."""

    caption: str
    trump: str
    declared: tuple[tuple[str, str], ...]
    team: int
    points: int
    explanation: str
    variants: frozenset[str] = ALL_VARIANTS
    when: tuple[str, object] | None = None


@dataclass(frozen=True, slots=True)
class RoemExample:
    """Klaverjas (K6): one finished trick, its cards paired with the seat (N, E, S, W) that played them in
    playing order; the seat that wins it, its card points and its roem by kind (run, stuk, four of a kind)."""

    caption: str
    trump: str  # "S", "H", "D" or "C"
    trick: tuple[tuple[str, str], ...]
    winner: str
    card_points: int
    run: int
    stuk: int
    four: int
    explanation: str
    variants: frozenset[str] = ALL_VARIANTS
    when: tuple[str, object] | None = None

    @property
    def roem(self) -> int:
        return self.run + self.stuk + self.four


@dataclass(frozen=True, slots=True)
class KlaverjasCount:
    """One team's side of a klaverjas deal (K7): card points of 152, the last trick's 10, roem, pit."""

    card_points: int
    last_trick: int
    roem: int
    pit: int = 0

    @property
    def points(self) -> int:
        return self.card_points + self.last_trick

    @property
    def counted(self) -> int:
        return self.points + self.roem


@dataclass(frozen=True, slots=True)
class ResultExample:
    """Klaverjas (K7): a worked deal, made, nat or pit; ``scores`` is (makers, defenders)."""

    caption: str
    trump: str
    makers: KlaverjasCount
    defenders: KlaverjasCount
    tricks: tuple[int, int]  # tricks won by (makers, defenders)
    made: bool
    scores: tuple[int, int]
    explanation: str
    variants: frozenset[str] = ALL_VARIANTS
    when: tuple[str, object] | None = None


@dataclass(frozen=True, slots=True)
class OptionHelp:
    """One option of R11: its values (engine value, label) and what it does."""

    key: str
    label: str
    values: tuple[tuple[object, str], ...]
    text: str
    variants: frozenset[str] = ALL_VARIANTS
    when: tuple[str, object] | None = None


Block = (Paragraph | Table | CardExample | ScoreExample | DeclarationExample | OptionHelp | RoemExample
         | ResultExample)


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    title: str
    rules: tuple[str, ...]
    blocks: tuple[Block, ...]
    variants: frozenset[str] = ALL_VARIANTS
    # The options whose values the panel lists as "in this game" here.
    options: tuple[str, ...] = field(default=())


def arg(text: str, *values: object) -> str:
    """Qt's ``QString.arg`` for Python strings: %1, %2, ... replaced in one
    pass, so a value that itself holds "%2" is left alone."""
    def value(match: re.Match[str]) -> str:
        i = int(match.group(1))
        return str(values[i - 1]) if i <= len(values) else match.group(0)
    return re.sub(r"%([1-9])", value, text)


def rank_label(rank: str) -> str:
    """The rank (engine letter 7 8 9 T J Q K A) as printed on the cards in the player's language:
    the same words the table letters its cards with."""
    return rank_word(RANKS.index(rank))


def ranks_text(ranks: Sequence[str]) -> str:
    return " ".join(rank_label(r) for r in ranks)
