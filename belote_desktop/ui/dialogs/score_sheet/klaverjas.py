"""The words of a klaverjas score sheet (KLAVERJAS.md K7, K8, K10), as a Dutch sheet is kept: for each team
its points (punten) and its roem in every deal, the team's name over its columns.

A nat writes "nat" where the makers' points would stand and gives the defenders 162 and the roem of both teams;
pit's 100 stands in the roem column, marked "pit" (K7: the engine books it as roem). Each cell's tooltip is the
deal summary's arithmetic for that team, and a screen reader hears which team and which column a number is
("Roem of Opponents: 20"), since the team's name stands over the columns and not in them. The boompje's deals
still to play are rows of their own, with only their place in it. Context ``Klaverjas``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ....engine.families.klaverjas.result import KlaverjasScore
from ...common.klaverjas_words import outcome_text, score_lines
from ...common.words import fill

translate = QCoreApplication.translate  # lupdate reads translate("context", "text") calls


def header_labels() -> tuple[str, str]:
    """The two columns of a team under its name: points and roem."""
    return (translate("Klaverjas", "Points", "score sheet: a team's card points in a deal, the last trick's 10 too"),
            translate("Klaverjas", "Roem"))


def points_of(team: str) -> str:
    return fill(translate("Klaverjas", "Points of %1", "score sheet: a column of a team, %1"), team)


def roem_of(team: str) -> str:
    return fill(translate("Klaverjas", "Roem of %1", "score sheet: a column of a team, %1"), team)


def header_tips(team: str) -> tuple[str, str]:
    """What the points and the roem columns of ``team`` hold."""
    return (fill(translate("Klaverjas", "Points of %1 in each deal: card points and the last trick's 10. When a "
                                        "deal is nat, the makers write nat and the others 162."), team),
            fill(translate("Klaverjas", "Roem of %1 in each deal, with 100 for pit. When a deal is nat, the others "
                                        "write the roem of both teams."), team))


def said(column: str, value: str) -> str:
    """A cell as a screen reader hears it: its column and team, then what it holds."""
    return fill(translate("ScoreSheet", "%1: %2"), column, value)


def nat_mark() -> str:
    """Where the makers' points stand in a nat deal."""
    return translate("Klaverjas", "Nat", "the makers failed")


def roem_shown(result: KlaverjasScore, team: int) -> str:
    """The roem column of ``team``: empty without roem, as on paper; "120 (pit)" with pit's 100 in it."""
    roem = result.written(team)[1]
    if result.teams[team].pit and (result.made or team != result.makers):
        return fill(translate("Klaverjas", "%1 (pit)", "score sheet: roem with the 100 of pit in it"), str(roem))
    return str(roem) if roem else ""


def team_tip(result: KlaverjasScore, team: int, team_name: Callable[[int], str]) -> str:
    """The deal summary's arithmetic for ``team``: "Us: 102 points + 20 roem = 122"; for nat makers, why."""
    lines = score_lines(result, team_name)
    line = lines[0] if team == result.makers else lines[1]
    if result.nat and team == result.makers:
        return f"{outcome_text(result, team_name)}\n{line}"
    return line


def still_to_play(deal: int, deals: int) -> str:
    """A row of the boompje not yet dealt, to a screen reader and in its tooltip."""
    return fill(translate("Klaverjas", "Deal %1 of %2, still to be played", "score sheet: the boompje's deals"),
                str(deal), str(deals))


def teams_name() -> str:
    """The line of team names over their columns, to a screen reader."""
    return translate("Klaverjas", "Teams over their points and roem", "score sheet")
