"""A klaverjas deal's outcome and arithmetic in words (KLAVERJAS.md K7): the deal summary's lines, and what the
score sheet and the record's list of deals say of a deal.

Made: each team scores its points (card points and the last trick) plus its roem, and the makers had more than
the defenders. Nat: the makers had no more; they score 0, and the defenders 162 plus the roem of both teams. Pit
adds 100; with ``double_spades`` a deal in spades counts double. Context ``Klaverjas``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...engine.families.klaverjas.result import DEAL_POINTS, KlaverjasScore
from .words import fill

translate = QCoreApplication.translate  # lupdate reads translate("context", "text") calls


def outcome_text(result: KlaverjasScore, team_name: Callable[[int], str]) -> str:
    """"Made by ...: 122 against 80." / "Nat: ... counted 115, not more than the 137 of ..."; pit after it."""
    makers, defenders = result.teams[result.makers], result.teams[result.makers ^ 1]
    us, them = team_name(result.makers), team_name(result.makers ^ 1)
    if result.made:
        text = fill(translate("Klaverjas", "Made by %1: %2 against %3.",
                              "klaverjas: makers, their points and roem, the others'"),
                    us, str(makers.counted), str(defenders.counted))
    else:
        text = fill(translate("Klaverjas", "Nat: %1 counted %2, not more than the %3 of %4.",
                              "klaverjas: the makers failed"),
                    us, str(makers.counted), str(defenders.counted), them)
    if result.pit is not None:
        text += " " + fill(translate("Klaverjas", "Pit: all eight tricks to %1.", "klaverjas"),
                           team_name(result.pit))
    return text


def score_lines(result: KlaverjasScore, team_name: Callable[[int], str]) -> list[str]:
    """One line per team, the makers first: "Us: 102 points + 20 roem = 122"; nat: "Them: 162 + 40 roem of both
    teams = 202" and "Us: 0"."""
    line = translate("Klaverjas", "%1: %2 = %3", "team: sum of terms = total")
    points = translate("Klaverjas", "%1 points", "klaverjas: card points and last trick")
    roem = translate("Klaverjas", "%1 roem", "klaverjas")
    both_roem = translate("Klaverjas", "%1 roem of both teams", "klaverjas: nat")
    pit = translate("Klaverjas", "%1 pit", "klaverjas: the bonus for all eight tricks")
    doubled = translate("Klaverjas", "(%1) × 2 for spades", "klaverjas: a deal in spades counts double")
    out = []
    for team in (result.makers, result.makers ^ 1):
        t = result.teams[team]
        if result.made:
            terms = [fill(points, str(t.points))] + ([fill(roem, str(t.roem))] if t.roem else [])
        elif team == result.makers:
            terms = []  # nat: the makers score nothing
        else:
            both = result.teams[0].roem + result.teams[1].roem
            terms = [str(DEAL_POINTS)] + ([fill(both_roem, str(both))] if both else [])
        if t.pit:
            terms.append(fill(pit, str(t.pit)))
        sum_text = " + ".join(terms) if terms else "0"
        if result.doubled and terms:
            sum_text = fill(doubled, sum_text)
        out.append(fill(line, team_name(team), sum_text, str(t.score)))
    return out


__all__ = ["outcome_text", "score_lines"]
