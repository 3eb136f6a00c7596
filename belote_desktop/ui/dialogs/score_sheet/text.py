"""The score sheet in words: its caption, and the whole sheet as plain text for the clipboard.

"Copy as text" puts on the clipboard what a player pastes into a mail or a chat: the variant and the
target, the teams and who sits in each, one line per deal (its place, dealer, contract, result, what
each team added, the running totals and the deal's number, last as it may be 37 digits long), the totals
and how the match stands. A klaverjas sheet gives each team its points, roem and running total, as on screen.
Columns are padded with spaces, numbers to the right, so they line up in a
fixed-width font; the words are the sheet's own (translation context "ScoreSheet").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from ....engine.deal_numbers import format_deal_number
from ....engine.families.klaverjas.result import KlaverjasScore
from ....engine.match import Match
from ....engine.scoring import DealScore
from ...common.words import contract_text, fill, result_text
from . import klaverjas as kj

GAP = "  "
translate = QCoreApplication.translate


def result_words(result: DealScore | None) -> str:
    if result is not None and result.litige:
        return fill(translate("ScoreSheet", "Litige, %1 held"), str(result.held))
    return result_text(result)


def sheet_text(match: Match, names: Mapping[int, str], human_seat: int, teams: tuple[str, str], heading: str,
               standing: Sequence[str]) -> str:
    """The whole sheet as plain text, the player's team first (as on the sheet). ``heading``: the variant and
    the target; ``standing``: how the match stands, in sentences (the sheet's caption says both)."""
    us, them = human_seat & 1, (human_seat & 1) ^ 1
    lines = [fill(translate("ScoreSheet", "%1: %2"), translate("ScoreSheetDialog", "Score sheet"), heading)]
    seats = (human_seat, human_seat ^ 2, (human_seat + 1) % 4, (human_seat + 3) % 4)
    lines.append(fill(translate("ScoreSheet", "%1 (%2 and %3) against %4 (%5 and %6)",
                                "the teams: a team's name, then its two players"),
                      teams[0], names.get(seats[0], ""), names.get(seats[1], ""),
                      teams[1], names.get(seats[2], ""), names.get(seats[3], "")))
    total = translate("ScoreSheet", "Total\n%1")
    klaverjas = match.options.variant == "klaverjas"
    header = [translate("ScoreSheet", "Deal"), translate("ScoreSheet", "Dealer"), translate("ScoreSheet", "Contract"),
              translate("ScoreSheet", "Result"), teams[0], teams[1],
              fill(total, teams[0]).replace("\n", " "), fill(total, teams[1]).replace("\n", " "),
              translate("ScoreSheet", "Number")]
    if klaverjas:  # each team's points, roem and running total side by side
        header[4:8] = [kj.points_of(teams[0]), kj.roem_of(teams[0]), header[6],
                       kj.points_of(teams[1]), kj.roem_of(teams[1]), header[7]]
    written = [0, 0, 0, 0]  # klaverjas: the sums of points and roem, us then them
    rows: list[list[str]] = []
    running = [0, 0]
    for index, deal in enumerate(match.deals):
        contract = deal.contract
        if contract is None and not deal.is_over:
            contract_words = translate("ScoreSheet", "Bidding…")
        else:
            contract_words = contract_text(contract, names, variant=match.options.variant)
        row = [str(index + 1), names.get(deal.dealer, ""), contract_words]
        if index < len(match.history):
            added = match.history[index]
            running[0] += added[0]
            running[1] += added[1]
            shown = ("–", "–") if deal.result is None else (str(added[us]), str(added[them]))
            row += [result_words(deal.result), *shown, str(running[us]), str(running[them])]
            result = deal.result
            if klaverjas and isinstance(result, KlaverjasScore):
                row[4:8] = []
                for i, team in enumerate((us, them)):
                    points, roem = result.written(team)
                    written[2 * i] += points
                    written[2 * i + 1] += roem
                    nat = result.nat and team == result.makers
                    row += [kj.nat_mark() if nat else str(points), kj.roem_shown(result, team), str(running[team])]
        else:
            row += [translate("ScoreSheet", "In play"), "", "", "", ""] + (["", ""] if klaverjas else [])
        rows.append([*row, format_deal_number(match.deal_number(index), " ")])
    totals = [translate("ScoreSheet", "Total"), "", "", "", "", "", str(match.totals[us]), str(match.totals[them]), ""]
    if klaverjas:
        totals[4:8] = [str(written[0]), str(written[1]), str(match.totals[us]),
                       str(written[2]), str(written[3]), str(match.totals[them])]
    table = [header, *rows, totals]
    right = set(range(4, len(header) - 1))  # the figures, lined up on their last digit
    widths = [max(len(row[column]) for row in table) for column in range(len(header))]
    lines.append("")
    for row in table:
        cells = [cell.rjust(widths[c]) if c in right else cell.ljust(widths[c]) for c, cell in enumerate(row)]
        cells[-1] = row[-1]  # the number, last: not padded, however long
        lines.append(GAP.join(cells).rstrip())
    lines += standing
    return "\n".join(lines) + "\n"
