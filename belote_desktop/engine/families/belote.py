"""The belote family (RULES.md, R1 to R12): the engine's first game, as ``family.Family`` sees it.

Belote's rules live where they always did (``options``, ``bidding``, ``declarations``, ``tricks``' R6,
``scoring``, ``deal``); this module only answers the family questions with them, and writes and reads belote's
part of the game record exactly as the record did before families (a record without a ``family`` field is
belote, and is written without one).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import fields
from functools import partial
from typing import Any

from ..cards import SEATS, TEAMS, card_name
from ..deal import ANNOUNCE, BID, SCORED, THROWN_IN, Deal
from ..declarations import parse_declaration
from ..errors import IllegalAction, quote
from ..family import NOT_OVER, MatchEnd, PlayRules, no_trick_bonus
from ..options import LATER_OPTIONS, PRESETS, Options
from ..record_checks import (
    MISSING,
    RecordError,
    ReplayError,
    action_kind,
    card_at,
    check_equal,
    check_hands_and_contract,
    check_result,
    hand_names,
    parse_with,
    read_bid,
    read_options,
    require,
    result_dict,
)
from ..scoring import DealScore
from ..tricks import CAPOT_BONUS, LAST_TRICK_BONUS, legal_mask, why_illegal

RULE_FIELDS = tuple(f.name for f in fields(Options))
DEAL_FIELDS = ("number", "dealer", "deck", "up_card", "hands", "actions", "contract", "thrown_in", "result")
ACTION_KINDS = ("bid", "announce", "play")
MAX_ANNOUNCED = 8  # declarations in one announcement (eight cards never make more than two)
TEAM_RESULT = ("card_points", "last_trick", "capot_bonus", "declarations", "belote", "score")  # each team's, in order


def result_to_dict(result: DealScore, added: tuple[int, int]) -> dict[str, Any]:
    outcome = {
        "made": result.made,
        "litige": result.litige,
        "held": result.held,
        "capot": None if result.capot is None else TEAMS[result.capot],
    }
    return result_dict(outcome, result.teams, TEAM_RESULT, added)


class BeloteRecord:
    """Belote's part of the game record (engine README, "The game record")."""

    record_fields = ("held",)
    deal_fields = DEAL_FIELDS

    def rules_to_dict(self, options: Options) -> dict[str, Any]:
        """Every option, except that the options added later (``LATER_OPTIONS``) are written only when on, so
        that a record which does not use them is what it was before they existed."""
        return {k: v for k, v in options.to_dict().items() if k not in LATER_OPTIONS or v}

    def options(self, rules: dict[str, Any]) -> Options:
        # Every option is written out: a record that leaves one out would replay under a default it never
        # named. The options added later are the exception: left out, they are off, as in every record written
        # before them.
        options: Options = read_options(rules, Options.from_dict, RULE_FIELDS, LATER_OPTIONS)
        written_off = [k for k in LATER_OPTIONS if rules.get(k, True) is False]
        if written_off:
            raise RecordError(f"record rules: {', '.join(written_off)} is written only when on "
                              f"(left out, it is off)")
        return options

    # ----- writing -----------------------------------------------------------
    def deal_to_dict(self, number: int, deal: Deal, added: tuple[int, int] | None) -> dict[str, Any]:
        actions: list[dict[str, Any]] = []
        for a in deal.actions:
            entry: dict[str, Any] = {"seat": SEATS[a.seat]}
            if a.kind == BID:
                entry["bid"] = str(a.value)
            elif a.kind == ANNOUNCE:
                entry["announce"] = [d.name() for d in a.value]
            else:
                entry["play"] = card_name(a.value)
                if a.say:
                    entry["say"] = a.say
            actions.append(entry)
        return {
            "number": number,
            "dealer": SEATS[deal.dealer],
            "deck": [card_name(c) for c in deal.deck],
            "up_card": None if deal.up_card is None else card_name(deal.up_card),
            "hands": {SEATS[s]: hand_names(deal.dealt_hand(s)) for s in range(4)},
            "actions": actions,
            "contract": None if deal.contract is None else str(deal.contract),
            "thrown_in": deal.phase == THROWN_IN,
            "result": None if deal.result is None or added is None else result_to_dict(deal.result, added),
        }

    def match_fields(self, match: Any) -> dict[str, Any]:
        return {"held": match.held}

    def winner(self, match: Any) -> str | None:
        return None if match.winner is None else TEAMS[match.winner]

    def deal_summary(self, deal: Deal, added: tuple[int, int] | None) -> dict[str, Any]:
        """What ``python -m belote_desktop.engine.replay`` prints of a deal after its contract."""
        r = deal.result
        if r is None or added is None:
            return {"outcome": "thrown in" if deal.is_over else "in progress"}
        return {
            "outcome": "litige" if r.litige else "made" if r.made else "failed",
            "scores": {TEAMS[t]: r.teams[t].score for t in (0, 1)},
            "added": {TEAMS[t]: added[t] for t in (0, 1)},
        }

    # ----- reading -----------------------------------------------------------
    def deal_setup(self, where: str, data: dict[str, Any], options: Options, index: int) -> dict[str, Any]:
        return {}  # the deck is all a belote deal needs

    def replay_action(self, match: Any, deal: Deal, number: int, index: int, entry: Any) -> None:
        where = f"deal {number}, action {index}"
        seat, kind = action_kind(entry, where, ACTION_KINDS, {"play": "say"})
        trick = None if deal.phase == "bidding" else deal.trick_number
        try:
            if kind == "bid":
                bid, shown = read_bid(where, entry)
                match.bid(bid, seat)
            elif kind == "announce":
                items = require(entry, "announce", list, where)
                if len(items) > MAX_ANNOUNCED:
                    raise RecordError(f"{where}: an announcement lists at most {MAX_ANNOUNCED} declarations, "
                                      f"not {len(items)}")
                decls = [parse_with(where, parse_declaration, d) for d in items]
                for text, d in zip(items, decls, strict=True):
                    if d.name() != text:
                        raise RecordError(f"{where}: declaration {quote(text)} must be written {d.name()!r}")
                shown = "announcing " + (", ".join(items) or "nothing")
                match.announce(decls, seat)
            else:
                card = card_at(where, require(entry, "play", str, where))
                say = entry.get("say")
                if "say" in entry and say not in ("belote", "rebelote"):
                    raise RecordError(f"{where}: 'say' must be 'belote' or 'rebelote' (or left out), "
                                      f"not {quote(say)}")
                shown = f"card {card_name(card)}"
                match.play(card, seat, belote=say == "belote")
                check_equal(where, "say", say, deal.says.get(deal.cards_played - 1))
        except IllegalAction as e:
            raise ReplayError(number, trick, seat, shown, e) from None

    def check_deal(self, where: str, data: dict[str, Any], deal: Deal, match: Any, number: int) -> None:
        up = None if deal.up_card is None else card_name(deal.up_card)
        check_equal(where, "up-card", data.get("up_card", MISSING), up, "up_card")
        check_hands_and_contract(where, data, deal)
        check_equal(where, "thrown_in", data.get("thrown_in", MISSING), deal.phase == THROWN_IN)
        scored = None
        if deal.phase == SCORED:
            assert deal.result is not None
            scored = result_to_dict(deal.result, match.history[number - 1])
        check_result(where, data, scored)

    def check_match(self, data: dict[str, Any], match: Any) -> None:
        check_equal("record", "held points", require(data, "held", int, "record"), match.held)


class Belote:
    name = "belote"
    rule_prefix = "R"
    deal_rule = "R3"
    end_rule = "R12"
    options_type = Options
    presets: Mapping[str, Options] = PRESETS
    record = BeloteRecord()

    def options_from_dict(self, data: Any) -> Options:
        return Options.from_dict(data)

    def new_deal(self, options: Options, dealer: int, deck: Sequence[int], index: int, rng: random.Random,
                 setup: Mapping[str, Any]) -> Deal:
        return Deal(options, dealer, deck)

    def play_rules(self, options: Options) -> PlayRules:
        optional = options.undertrump == "optional"
        return PlayRules(
            legal_mask=partial(_legal_mask, optional),
            why_illegal=partial(_why_illegal, optional),
            trick_bonus=no_trick_bonus,
            last_trick=LAST_TRICK_BONUS,
            sweep_bonus=CAPOT_BONUS,
            sweep_makers_only=False,
            has_trick_bonus=False,
            data={"undertrump_optional": optional},
        )

    def match_end(self, options: Options, totals: Sequence[int], deals_played: int) -> MatchEnd:
        ns, ew = totals
        if options.deals is not None:
            finished = deals_played >= options.deals
        else:
            finished = ns >= options.target or ew >= options.target
        # Equal totals at the end: another deal is played (R12).
        if finished and ns != ew:
            return MatchEnd(True, 0 if ns > ew else 1)
        return NOT_OVER


def _legal_mask(optional: bool, hand: int, mode: int, led: int, win_card: int, partner_winning: bool) -> int:
    return legal_mask(hand, mode, led, win_card, partner_winning, optional)


def _why_illegal(optional: bool, card: int, hand: int, mode: int, led: int, win_card: int,
                 partner_winning: bool) -> tuple[str, str] | None:
    return why_illegal(card, hand, mode, led, win_card, partner_winning, optional)


FAMILY = Belote()
