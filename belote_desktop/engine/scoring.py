"""Scoring a played deal: classic (R9) and coinche/contrée (R10)."""

from __future__ import annotations

from dataclasses import dataclass

from .bidding import Contract
from .options import Options
from .tricks import CAPOT_BONUS, CARD_POINTS_TOTAL, LAST_TRICK_BONUS

DEAL_POINTS = CARD_POINTS_TOTAL + LAST_TRICK_BONUS  # 162
HALF_DEAL_POINTS = DEAL_POINTS // 2  # 81: enough under contract_on_card_points
CAPOT_POINTS = DEAL_POINTS + CAPOT_BONUS  # 252
DOUBLED_BASE = 160  # R10: a doubled contract is worth 160 + bid x multiplier


@dataclass(frozen=True, slots=True)
class TeamScore:
    """One team's side of a deal, as the summary and the score sheet show it."""

    card_points: int  # the cards' own points, out of 152
    last_trick: int  # 10 for the team that took the last trick
    capot_bonus: int  # 90 for a team that took all eight tricks
    declarations: int  # scoring declarations (R7); 0 when the other team's were best
    belote: int  # 20 when belote-rebelote was announced (R8)
    score: int  # what this deal adds to the team's match total

    @property
    def points(self) -> int:
        """Card points with the last trick and capot: 162 or 252 between the teams."""
        return self.card_points + self.last_trick + self.capot_bonus

    @property
    def counted(self) -> int:
        return self.points + self.declarations + self.belote


@dataclass(frozen=True, slots=True)
class DealScore:
    teams: tuple[TeamScore, TeamScore]
    takers: int
    made: bool
    litige: bool = False
    held: int = 0  # litige: the takers' points, waiting for the next deal's winner
    capot: int | None = None  # the team that took every trick

    @property
    def winner(self) -> int | None:
        """The team that won this deal, who collects points held by a litige."""
        if self.litige:
            return None
        return self.takers if self.made else self.takers ^ 1

    def scores(self) -> tuple[int, int]:
        return (self.teams[0].score, self.teams[1].score)


def round_to_ten(x: int) -> int:
    return (x + 5) // 10 * 10


def score_deal(options: Options, contract: Contract, card_points: list[int], tricks_won: list[int],
               last_trick_team: int, declaration_team: int | None, declaration_values: list[int],
               belote: list[int]) -> DealScore:
    t = contract.takers
    d = t ^ 1
    capot = t if tricks_won[t] == 8 else d if tricks_won[d] == 8 else None
    last = [0, 0]
    last[last_trick_team] = LAST_TRICK_BONUS
    bonus = [0, 0]
    if capot is not None:
        bonus[capot] = CAPOT_BONUS
    decl = [0, 0]
    # Only the team with the best declaration scores them (R7); a team that
    # took no trick keeps only its belote (R9).
    if declaration_team is not None and tricks_won[declaration_team] > 0:
        decl[declaration_team] = declaration_values[declaration_team]
    points = [card_points[i] + last[i] + bonus[i] for i in (0, 1)]
    counted = [points[i] + decl[i] + belote[i] for i in (0, 1)]
    score = [0, 0]
    litige = False
    held = 0

    if options.is_classic:
        if options.contract_on_card_points:
            # The takers need half of the 162 points of cards and last trick (seed 000: "at least 81");
            # declarations and belote do not decide, and 81 is made whatever the tie option says.
            made = points[t] >= HALF_DEAL_POINTS
        else:
            diff = counted[t] - counted[d]
            if diff == 0:
                made = options.tie == "made"
                litige = options.tie == "litige"
            else:
                made = diff > 0
        if litige:
            score[d] = counted[d]
            score[t] = belote[t]
            held = counted[t] - belote[t]
        elif made:
            score = counted[:]
        else:
            score[d] = (CAPOT_POINTS if capot == d else DEAL_POINTS) + decl[0] + decl[1] + belote[d]
            score[t] = belote[t]
    else:
        value = contract.value
        assert value is not None
        mult = contract.multiplier
        made = capot == t if contract.is_capot else counted[t] >= value
        if made and mult == 1:
            score[t] = counted[t] + value
            score[d] = counted[d]
        elif made:
            score[t] = DOUBLED_BASE + value * mult + decl[t] + belote[t]
            score[d] = belote[d]
        else:
            score[d] = DOUBLED_BASE + value * mult + decl[0] + decl[1] + belote[d]
            score[t] = belote[t]

    if options.round_to_ten:
        score = [round_to_ten(s) for s in score]
        held = round_to_ten(held)
    teams = tuple(
        TeamScore(card_points[i], last[i], bonus[i], decl[i], belote[i], score[i]) for i in (0, 1)
    )
    return DealScore(teams, t, made, litige, held, capot)  # type: ignore[arg-type]
