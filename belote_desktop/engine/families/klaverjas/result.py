"""K7: the result of a klaverjas deal: made, nat (exactly half is nat) or pit.

Each team counts its card points (the last trick's 10 included) and the roem of the tricks it won. The makers
make the deal with more than the defenders (with ``half_is_made``, as much); both then score what they
counted. Otherwise they are nat: they score 0 and the defenders 162 plus the roem of both teams. Pit, all eight
tricks to the makers (with ``pit_any_team``, to either team), adds 100. With ``double_spades`` a deal played in
spades counts double, after made or nat is decided.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import SPADES
from ...tricks import CARD_POINTS_TOTAL, LAST_TRICK_BONUS
from .options import KlaverjasOptions

DEAL_POINTS = CARD_POINTS_TOTAL + LAST_TRICK_BONUS  # 162
PIT_BONUS = 100


@dataclass(frozen=True, slots=True)
class KlaverjasTeamScore:
    """One team's side of a deal, as the summary and the score sheet show it."""

    card_points: int  # the cards' own points, out of 152
    last_trick: int  # 10 for the team that took the last trick
    roem: int  # the roem of its tricks (with ``auto_roem`` off: the roem claimed)
    pit: int  # 100 for pit (the score sheet writes it in the roem column, labelled "pit")
    score: int  # what this deal adds to the team's match total

    @property
    def points(self) -> int:
        """Card points with the last trick: 162 between the teams."""
        return self.card_points + self.last_trick

    @property
    def counted(self) -> int:
        """Points and roem: what decides made or nat."""
        return self.points + self.roem


@dataclass(frozen=True, slots=True)
class KlaverjasScore:
    teams: tuple[KlaverjasTeamScore, KlaverjasTeamScore]
    makers: int  # the team of the player who chose trump
    made: bool
    pit: int | None = None  # the team that took every trick (its bonus: ``teams[pit].pit``, 0 for nat defenders)
    doubled: bool = False  # ``double_spades`` and spades were trump
    # What every family's result tells the match (belote's litige holds points back; klaverjas never does).
    litige = False
    held = 0

    @property
    def takers(self) -> int:
        """The makers, by the name belote's result gives them (the shared match and score sheet ask it)."""
        return self.makers

    @property
    def capot(self) -> int | None:
        """The team that took every trick, by belote's name for it (the statistics count it): ``pit``."""
        return self.pit

    @property
    def nat(self) -> bool:
        return not self.made

    @property
    def winner(self) -> int:
        """The team that won the deal: the makers if made, else the defenders."""
        return self.makers if self.made else self.makers ^ 1

    def scores(self) -> tuple[int, int]:
        return (self.teams[0].score, self.teams[1].score)

    def written(self, team: int) -> tuple[int, int]:
        """What the score sheet writes for ``team`` in this deal: its points and its roem, which add up to its
        score. Made: its own points, and its roem with the 100 of pit. Nat: nothing for the makers; 162 and the
        roem of both teams (with pit, if they took every trick) for the defenders. Doubled in spades."""
        side = self.teams[team]
        if self.made:
            points, roem = side.points, side.roem + side.pit
        elif team == self.makers:
            points, roem = 0, 0
        else:
            points, roem = DEAL_POINTS, self.teams[0].roem + self.teams[1].roem + side.pit
        factor = 2 if self.doubled else 1
        return factor * points, factor * roem


def score_deal(options: KlaverjasOptions, makers: int, trump: int, card_points: list[int], tricks_won: list[int],
               last_trick_team: int, roem: list[int]) -> KlaverjasScore:
    """K7 from what the play counted: each team's card points (of 152), tricks and roem."""
    d = makers ^ 1
    last = [0, 0]
    last[last_trick_team] = LAST_TRICK_BONUS
    counted = [card_points[i] + last[i] + roem[i] for i in (0, 1)]
    made = counted[makers] >= counted[d] if options.half_is_made else counted[makers] > counted[d]
    sweep = makers if tricks_won[makers] == 8 else d if tricks_won[d] == 8 else None
    pit = [0, 0]
    if sweep == makers or (sweep is not None and options.pit_any_team):
        pit[sweep] = PIT_BONUS
    score = [0, 0]
    if made:
        score = [counted[i] + pit[i] for i in (0, 1)]
    else:
        score[d] = DEAL_POINTS + roem[0] + roem[1] + pit[d]
    doubled = options.double_spades and trump == SPADES
    if doubled:
        score = [2 * s for s in score]
    teams = tuple(KlaverjasTeamScore(card_points[i], last[i], roem[i], pit[i], score[i]) for i in (0, 1))
    return KlaverjasScore(teams, makers, made, sweep, doubled)  # type: ignore[arg-type]
