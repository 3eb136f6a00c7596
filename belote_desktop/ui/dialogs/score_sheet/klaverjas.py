"""The words of a klaverjas score sheet (KLAVERJAS.md K7, K8, K10), as a Dutch sheet is kept: for each team
its points (punten) and its roem in every deal, the team's name over its columns.

A nat writes "nat" where the makers' points would stand and gives the defenders 162 and the roem of both teams;
pit's 100 stands in the roem column, marked "pit" (K7: the engine books it as roem). Each cell's tooltip is the
deal summary's arithmetic for that team, and a screen reader hears which team and which column a number is
("Roem of Opponents: 20"), since the team's name stands over the columns and not in them. The boompje's deals
still to play are rows of their own, with only their place in it. Context ``Klaverjas``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QTableWidget

from ....engine.families.klaverjas.result import KlaverjasScore
from ...common.inks import result_colour
from ...common.klaverjas_words import outcome_text, score_lines
from ...common.words import fill
from .cells import set_cell
from .columns import SheetColumns

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


# ----------------------------------------------------------------------------------------- writing the sheet
def write_deal(table: QTableWidget, row: int, result: KlaverjasScore, columns: SheetColumns, order: tuple[int, int],
               names: tuple[str, str]) -> None:
    """A deal's points and roem for each team (K7), in column order: "nat" where the makers' points would stand."""
    team_name = dict(zip(order, names, strict=True)).__getitem__
    palette = table.palette()
    assert columns.roem is not None
    for team, points_column, roem_column in zip(order, columns.points, columns.roem, strict=True):
        points, roem = result.written(team)
        tip = team_tip(result, team, team_name)
        nat = result.nat and team == result.makers
        shown = nat_mark() if nat else str(points)
        item = set_cell(table, row, points_column, shown, align_right=True, number=points, bold=nat)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said(points_of(team_name(team)), shown))
        item.setToolTip(tip)
        if nat:
            item.setForeground(result_colour(result, palette) or palette.color(QPalette.ColorRole.Text))
        text = roem_shown(result, team)
        item = set_cell(table, row, roem_column, text, align_right=True, number=roem)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, said(roem_of(team_name(team)), text or str(roem)))
        item.setToolTip(tip)


def write_still_to_play(table: QTableWidget, row: int, rows: int, columns: SheetColumns) -> None:
    """A deal of the boompje not yet dealt: its place, dim, and nothing to choose."""
    words = still_to_play(row + 1, rows)
    for column in range(columns.count):
        item = set_cell(table, row, column, str(row + 1) if column == columns.deal else "", centred=True)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        item.setToolTip(words)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, words if column == columns.deal else "")


def write_sums(team_line: QTableWidget, totals: QTableWidget, results: Sequence[KlaverjasScore],
               columns: SheetColumns, order: tuple[int, int], names: tuple[str, str]) -> None:
    """Each team's name over its columns, and the sums of its points and roem on the totals line."""
    for team, name, first in zip(order, names, columns.points, strict=True):
        set_cell(team_line, 0, first, name, centred=True, bold=True)
        points = sum(result.written(team)[0] for result in results)
        roem = sum(result.written(team)[1] for result in results)
        for column, value, label in ((first, points, points_of(name)), (first + 1, roem, roem_of(name))):
            item = set_cell(totals, 0, column, str(value), align_right=True, bold=True, number=value)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, said(label, str(value)))
