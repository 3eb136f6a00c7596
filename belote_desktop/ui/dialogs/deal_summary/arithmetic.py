"""How a deal's points were worked out, in words the player can check: one line per team.

The deal summary's grid shows what each team counted; when the contract's own rule decides the
score (a coinche, a failed contract) the numbers jump, so these lines spell it out from the engine's
``TeamScore`` fields and the contract, in the order of R9 and R10:

- a bid made, not doubled: what the takers counted plus their bid; the defence keeps its count;
- a bid made after a coinche: 160 plus the bid times 2 (or 4), plus the takers' declarations and
  belote; the defence keeps only its belote;
- a bid failed: 160 plus the bid times its multiplier, plus the declarations, go to the defence; the
  takers keep only their belote;
- classic failed: 162 (252 after a capot) plus the declarations go to the defence.

Context ``DealSummaryDialog``, as the dialog's own texts.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ....engine.bidding import Contract
from ....engine.options import Options
from ....engine.scoring import CAPOT_POINTS, DEAL_POINTS, DOUBLED_BASE, DealScore


def _words() -> dict[str, str]:
    # Looked up when a summary is filled, so a language switch applies; literal texts for lupdate.
    return {
        "line": QCoreApplication.translate("DealSummaryDialog", "%1: %2 = %3", "team: sum of terms = total"),
        "belote": QCoreApplication.translate("DealSummaryDialog", "%1 belote"),
        "all_cards": QCoreApplication.translate("DealSummaryDialog", "%1 for all the cards"),
        "declarations": QCoreApplication.translate("DealSummaryDialog", "%1 declarations"),
        "stake": QCoreApplication.translate("DealSummaryDialog", "%1 + the bid %2"),
        "stake_doubled": QCoreApplication.translate("DealSummaryDialog", "%1 + the bid %2 × %3",
                                                    "160 + the bid × 2 (coinche) or × 4 (surcoinche)"),
        "counted": QCoreApplication.translate("DealSummaryDialog", "%1 counted"),
        "bid": QCoreApplication.translate("DealSummaryDialog", "the bid %1"),
        "rounded": QCoreApplication.translate("DealSummaryDialog",
                                              "Each deal's points are rounded to the nearest ten."),
    }


def score_lines(options: Options, contract: Contract | None, result: DealScore | None,
                team_name: Callable[[int], str]) -> list[str]:
    """The lines for the deal, the takers first; none where the grid says it all (a classic contract
    made, a deal thrown in, a litige)."""
    if contract is None or result is None or result.litige:
        return []
    w = _words()

    def term(key: str, *values: int) -> str:
        text = w[key]
        for i, value in enumerate(values, 1):
            text = text.replace(f"%{i}", str(value))
        return text

    def line(team: int, terms: list[str]) -> str:
        parts = " + ".join(terms) if terms else "0"
        return w["line"].replace("%1", team_name(team)).replace("%2", parts).replace(
            "%3", str(result.teams[team].score))

    def belote(team: int) -> list[str]:
        points = result.teams[team].belote
        return [term("belote", points)] if points else []

    t, d = result.takers, result.takers ^ 1
    taker, defence = result.teams[t], result.teams[d]
    both = taker.declarations + defence.declarations
    if options.is_classic:
        if result.made:
            return []
        base = CAPOT_POINTS if result.capot == d else DEAL_POINTS
        won = [term("all_cards", base)] + ([term("declarations", both)] if both else []) + belote(d)
        lines = [line(d, won), line(t, belote(t))]
    else:
        value, mult = contract.value or 0, contract.multiplier
        stake = term("stake_doubled", DOUBLED_BASE, value, mult) if mult > 1 else term("stake", DOUBLED_BASE, value)
        if result.made and mult == 1:
            lines = [line(t, [term("counted", taker.counted), term("bid", value)]),
                     line(d, [term("counted", defence.counted)])]
        elif result.made:
            own = [term("declarations", taker.declarations)] if taker.declarations else []
            lines = [line(t, [stake, *own, *belote(t)]), line(d, belote(d))]
        else:
            won = [stake] + ([term("declarations", both)] if both else []) + belote(d)
            lines = [line(d, won), line(t, belote(t))]
    if options.round_to_ten:
        lines.append(w["rounded"])
    return lines


__all__ = ["score_lines"]
