"""Klaverjas's part of the game record (engine README, "A klaverjas record").

The record names its family (``"family": "klaverjas"``); every K11 option is written. A deal holds its deck and
the suits proposed for it (``gedraaid``, ``twents``; null otherwise), as the replay's input, and the hands,
contract and result it led to, checked against the replay. Actions: ``bid`` ("pass", "take H": ik pas, ik
speel in hearts), ``play``, and with ``auto_roem`` off ``claim`` (a player's "Roem!" for the trick of that
number, lying on the table) and ``gather`` (8: the last trick gathered, the deal scored).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from ...cards import SEATS, SUITS, TEAMS, card_name
from ...errors import IllegalAction, quote
from ...play import BID, PLAY, SCORED
from ...record_checks import (
    MISSING,
    RecordError,
    ReplayError,
    action_kind,
    card_at,
    check_equal,
    check_hands_and_contract,
    check_result,
    hand_names,
    read_bid,
    read_options,
    require,
    result_dict,
)
from .deal import CLAIM, KlaverjasDeal
from .options import KlaverjasOptions
from .result import KlaverjasScore

RULE_FIELDS = tuple(f.name for f in fields(KlaverjasOptions))
DEAL_FIELDS = ("number", "dealer", "deck", "proposed", "hands", "actions", "contract", "result")
ACTION_KINDS = ("bid", "play", "claim", "gather")
DRAW = "draw"  # the record's winner of a boompje that ended with equal totals (K8)
TEAM_RESULT = ("card_points", "last_trick", "roem", "pit", "score")  # each team's result, in order


def result_to_dict(result: KlaverjasScore, added: tuple[int, int]) -> dict[str, Any]:
    outcome = {
        "made": result.made,
        "pit": None if result.pit is None else TEAMS[result.pit],
        "doubled": result.doubled,
    }
    return result_dict(outcome, result.teams, TEAM_RESULT, added)


def _suit(where: str, value: Any) -> int:
    if isinstance(value, str) and len(value) == 1 and value in SUITS:
        return SUITS.index(value)
    raise RecordError(f"{where}: not a suit: {quote(value)} (a suit is S, H, D or C)")


class KlaverjasRecord:
    record_fields: tuple[str, ...] = ()
    deal_fields = DEAL_FIELDS

    def rules_to_dict(self, options: KlaverjasOptions) -> dict[str, Any]:
        return options.to_dict()

    def options(self, rules: dict[str, Any]) -> KlaverjasOptions:
        options: KlaverjasOptions = read_options(rules, KlaverjasOptions.from_dict, RULE_FIELDS)
        return options

    # ----- writing -----------------------------------------------------------
    def deal_to_dict(self, number: int, deal: KlaverjasDeal, added: tuple[int, int] | None) -> dict[str, Any]:
        actions: list[dict[str, Any]] = []
        for a in deal.actions:
            entry: dict[str, Any] = {"seat": SEATS[a.seat]}
            if a.kind == BID:
                entry["bid"] = str(a.value)
            elif a.kind == PLAY:
                entry["play"] = card_name(a.value)
            else:
                entry[a.kind] = a.value  # claim, gather: the trick's number
            actions.append(entry)
        return {
            "number": number,
            "dealer": SEATS[deal.dealer],
            "deck": [card_name(c) for c in deal.deck],
            "proposed": None if deal.proposals is None else [SUITS[s] for s in deal.proposals],
            "hands": {SEATS[s]: hand_names(deal.dealt_hand(s)) for s in range(4)},
            "actions": actions,
            "contract": None if deal.contract is None else str(deal.contract),
            "result": None if deal.result is None or added is None else result_to_dict(deal.result, added),
        }

    def match_fields(self, match: Any) -> dict[str, Any]:
        return {}

    def winner(self, match: Any) -> str | None:
        if match.drawn:
            return DRAW
        return None if match.winner is None else TEAMS[match.winner]

    def deal_summary(self, deal: KlaverjasDeal, added: tuple[int, int] | None) -> dict[str, Any]:
        """What ``python -m belote_desktop.engine.replay`` prints of a deal after its contract."""
        r = deal.result
        if r is None or added is None:
            return {"outcome": "in progress"}
        out: dict[str, Any] = {"outcome": "made" if r.made else "nat"}
        if r.pit is not None:
            out["pit"] = TEAMS[r.pit]
        out |= {
            "roem": {TEAMS[t]: r.teams[t].roem for t in (0, 1)},
            "scores": {TEAMS[t]: r.teams[t].score for t in (0, 1)},
            "added": {TEAMS[t]: added[t] for t in (0, 1)},
        }
        return out

    # ----- reading -----------------------------------------------------------
    def deal_setup(self, where: str, data: dict[str, Any], options: KlaverjasOptions,
                   index: int) -> dict[str, Any]:
        proposed = data.get("proposed", MISSING)
        if not options.proposes_suit:
            check_equal(where, "proposed suits", proposed, None, "proposed")
            return {}
        if not isinstance(proposed, list) or len(proposed) != 2:
            raise RecordError(f"{where}: field 'proposed' must be the two suits proposed (trump_choice "
                              f"{options.trump_choice}), such as [\"C\", \"H\"], not {quote(proposed)}")
        proposals = (_suit(where, proposed[0]), _suit(where, proposed[1]))
        if index == 0 and proposals[0] != SUITS.index("C"):
            raise RecordError(f"{where}: the first deal of a match proposes clubs (K4), not {proposed[0]}")
        return {"proposals": proposals}

    def replay_action(self, match: Any, deal: KlaverjasDeal, number: int, index: int, entry: Any) -> None:
        where = f"deal {number}, action {index}"
        seat, kind = action_kind(entry, where, ACTION_KINDS)
        trick = None if deal.phase == "bidding" else min(deal.trick_number, 8)
        try:
            if kind == BID:
                bid, shown = read_bid(where, entry)
                match.bid(bid, seat)
            elif kind == PLAY:
                card = card_at(where, require(entry, "play", str, where))
                shown = f"card {card_name(card)}"
                match.play(card, seat)
            elif kind == CLAIM:
                n = require(entry, "claim", int, where)
                shown = f"a roem claim for trick {quote(n)}"
                if deal.lying_trick and n != deal.lying_trick:
                    raise RecordError(f"{where}: the claim names trick {quote(n)}, but trick {deal.lying_trick} "
                                      f"lies on the table")
                match.claim_roem(seat)
            else:
                n = require(entry, "gather", int, where)
                shown = "gathering the last trick"
                if n != 8:
                    raise RecordError(f"{where}: 'gather' names the last trick, 8, not {quote(n)}")
                match.gather(seat)
        except IllegalAction as e:
            raise ReplayError(number, trick, seat, shown, e) from None

    def check_deal(self, where: str, data: dict[str, Any], deal: KlaverjasDeal, match: Any, number: int) -> None:
        check_hands_and_contract(where, data, deal)
        scored = None
        if deal.phase == SCORED:
            assert deal.result is not None
            scored = result_to_dict(deal.result, match.history[number - 1])
        check_result(where, data, scored)

    def check_match(self, data: dict[str, Any], match: Any) -> None:
        pass
