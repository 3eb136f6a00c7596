"""The JSON game record: write a match, read it back by replaying every action.

The format is documented in ``README.md`` beside this file. Reading a record
replays it through the rules, so a record that loads is a legal game; the
derived fields it carries (hands, contract, results, totals) are checked
against the replay.
"""

from __future__ import annotations

from typing import Any

from .bidding import Bid
from .cards import SEATS, TEAMS, card_name, cards_of, parse_card, parse_seat
from .deal import ANNOUNCE, BID, SCORED, THROWN_IN, Deal
from .declarations import parse_declaration
from .errors import IllegalAction
from .match import MIN_CUT, Match
from .options import Options, OptionsError
from .scoring import DealScore

FORMAT = "belote-desktop game record"
VERSION = 1


class RecordError(ValueError):
    """The data is not a valid game record (wrong shape, unknown version, ...)."""


class ReplayError(RecordError):
    """A recorded action that the rules refuse, with where it happened."""

    def __init__(self, deal: int, trick: int | None, seat: int, action: str, error: IllegalAction) -> None:
        where = f"deal {deal}, " + ("bidding" if trick is None else f"trick {trick}")
        super().__init__(f"{where}, seat {SEATS[seat]}: {action} is illegal: {error.message} "
                         f"({error.rule} {error.reason})")
        self.deal = deal
        self.trick = trick
        self.seat = seat
        self.action = action
        self.error = error


# ----- writing ---------------------------------------------------------------
def _hand_names(mask: int) -> list[str]:
    return [card_name(c) for c in cards_of(mask)]


def _result_to_dict(result: DealScore, added: tuple[int, int]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "made": result.made,
        "litige": result.litige,
        "held": result.held,
        "capot": None if result.capot is None else TEAMS[result.capot],
    }
    for team, score in zip(TEAMS, result.teams, strict=True):
        out[team] = {
            "card_points": score.card_points,
            "last_trick": score.last_trick,
            "capot_bonus": score.capot_bonus,
            "declarations": score.declarations,
            "belote": score.belote,
            "score": score.score,
        }
    out["added"] = {TEAMS[0]: added[0], TEAMS[1]: added[1]}
    return out


def _deal_to_dict(number: int, deal: Deal, added: tuple[int, int] | None) -> dict[str, Any]:
    actions: list[dict[str, Any]] = []
    for a in deal.actions:
        entry: dict[str, Any] = {"seat": SEATS[a.seat]}
        if a.kind == BID:
            entry["bid"] = str(a.value)
        elif a.kind == ANNOUNCE:
            entry["announce"] = [d.name() for d in a.value]  # type: ignore[union-attr]
        else:
            entry["play"] = card_name(a.value)  # type: ignore[arg-type]
            if a.say:
                entry["say"] = a.say
        actions.append(entry)
    return {
        "number": number,
        "dealer": SEATS[deal.dealer],
        "deck": [card_name(c) for c in deal.deck],
        "up_card": None if deal.up_card is None else card_name(deal.up_card),
        "hands": {SEATS[s]: _hand_names(deal.dealt_hand(s)) for s in range(4)},
        "actions": actions,
        "contract": None if deal.contract is None else str(deal.contract),
        "thrown_in": deal.phase == THROWN_IN,
        "result": None if deal.result is None or added is None else _result_to_dict(deal.result, added),
    }


def to_record(match: Match) -> dict[str, Any]:
    """The match as a JSON-ready game record."""
    match.settle()
    deals = []
    for i, deal in enumerate(match.deals):
        added = match.history[i] if i < len(match.history) else None
        deals.append(_deal_to_dict(i + 1, deal, added))
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": match.seed,
        "first_dealer": SEATS[match.first_dealer],
        "rules": match.options.to_dict(),
        "deals": deals,
        "totals": {TEAMS[0]: match.totals[0], TEAMS[1]: match.totals[1]},
        "held": match.held,
        "winner": None if match.winner is None else TEAMS[match.winner],
    }


# ----- reading -----------------------------------------------------------------
def _require(data: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise RecordError(f"{where}: missing field {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _as_tuple(kind)):
        names = " or ".join(k.__name__ for k in _as_tuple(kind))
        raise RecordError(f"{where}: field {key!r} must be {names}, not {type(value).__name__}")
    return value


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _parse(where: str, parse: Any, value: Any) -> Any:
    try:
        return parse(value)
    except (ValueError, TypeError) as e:
        raise RecordError(f"{where}: {e}") from None


def _first_difference(recorded: Any, replayed: Any, path: str) -> tuple[str, Any, Any]:
    """The first place where two JSON values differ, to name it in a message."""
    if isinstance(recorded, dict) and isinstance(replayed, dict):
        for key in replayed:
            if key not in recorded:
                return (f"{path}.{key}", "nothing", replayed[key])
            if recorded[key] != replayed[key]:
                return _first_difference(recorded[key], replayed[key], f"{path}.{key}")
        extra = next(iter(set(recorded) - set(replayed)))
        return (f"{path}.{extra}", recorded[extra], "nothing")
    if isinstance(recorded, list) and isinstance(replayed, list) and len(recorded) == len(replayed):
        for i, (a, b) in enumerate(zip(recorded, replayed, strict=True)):
            if a != b:
                return _first_difference(a, b, f"{path}[{i}]")
    return (path, recorded, replayed)


def _check_equal(where: str, what: str, recorded: Any, replayed: Any) -> None:
    if recorded != replayed:
        path, a, b = _first_difference(recorded, replayed, what)
        raise RecordError(f"{where}: the record says {path} is {a!r}, but replaying the game gives {b!r}")


def from_record(data: Any) -> Match:
    """Rebuild a match by replaying a record; raises ``RecordError`` (or its
    subclass ``ReplayError`` for an illegal action) with a clear message."""
    if not isinstance(data, dict):
        raise RecordError("a game record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: field 'format' must be {FORMAT!r}")
    version = _require(data, "version", int, "record")
    if version != VERSION:
        raise RecordError(f"record version {version} is not supported (this program reads version {VERSION})")
    seed = _require(data, "seed", (int, str), "record")
    first_dealer = _parse("record", parse_seat, _require(data, "first_dealer", str, "record"))
    try:
        options = Options.from_dict(_require(data, "rules", dict, "record"))
    except (OptionsError, TypeError) as e:
        raise RecordError(f"record rules: {e}") from None
    match = Match(options, seed, first_dealer)
    deals = _require(data, "deals", list, "record")
    for i, deal_data in enumerate(deals):
        number = i + 1
        where = f"deal {number}"
        if not isinstance(deal_data, dict):
            raise RecordError(f"{where}: a deal is a JSON object")
        if i > 0 and not match.deals[-1].is_over:
            raise RecordError(f"deal {i}: the deal is not finished but another one follows")
        if match.is_over:
            raise RecordError(f"{where}: the match was already over")
        _replay_deal(match, number, deal_data)
    match.settle()
    totals = _require(data, "totals", dict, "record")
    _check_equal("record", "totals", totals, {TEAMS[0]: match.totals[0], TEAMS[1]: match.totals[1]})
    _check_equal("record", "held points", _require(data, "held", int, "record"), match.held)
    winner = data.get("winner")
    _check_equal("record", "winner", winner, None if match.winner is None else TEAMS[match.winner])
    return match


def _replay_deal(match: Match, number: int, data: dict[str, Any]) -> None:
    where = f"deal {number}"
    _check_equal(where, "number", _require(data, "number", int, where), number)
    dealer = _parse(where, parse_seat, _require(data, "dealer", str, where))
    if dealer != match.next_dealer():
        raise RecordError(f"{where}: dealer {SEATS[dealer]} is out of turn; the deal passes to "
                          f"{SEATS[match.next_dealer()]} (R3)")
    deck_names = _require(data, "deck", list, where)
    deck = [_parse(where, parse_card, c) for c in deck_names]
    if sorted(deck) != list(range(32)):
        raise RecordError(f"{where}: the deck must hold each of the 32 cards once")
    if match.deals and not match.options.shuffle:
        gathered = match.deals[-1].gathered()
        if not any(deck == gathered[k:] + gathered[:k] for k in range(MIN_CUT, 33 - MIN_CUT)):
            raise RecordError(f"{where}: the deck is not a cut of the previous deal's cards, "
                              f"and the rules do not shuffle (R3)")
    deal = match.start_deal(deck)
    actions = _require(data, "actions", list, where)
    for index, entry in enumerate(actions, 1):
        _replay_action(match, deal, number, index, entry)
    match.settle()
    up = data.get("up_card")
    _check_equal(where, "up-card", up, None if deal.up_card is None else card_name(deal.up_card))
    hands = _require(data, "hands", dict, where)
    _check_equal(where, "hands", hands, {SEATS[s]: _hand_names(deal.dealt_hand(s)) for s in range(4)})
    _check_equal(where, "contract", data.get("contract"), None if deal.contract is None else str(deal.contract))
    _check_equal(where, "thrown_in", data.get("thrown_in"), deal.phase == THROWN_IN)
    result = data.get("result")
    if deal.phase == SCORED:
        assert deal.result is not None
        _check_equal(where, "result", result, _result_to_dict(deal.result, match.history[number - 1]))
    elif result is not None:
        raise RecordError(f"{where}: a result is recorded but the deal is not finished")


def _replay_action(match: Match, deal: Deal, number: int, index: int, entry: Any) -> None:
    where = f"deal {number}, action {index}"
    if not isinstance(entry, dict):
        raise RecordError(f"{where}: an action is a JSON object")
    seat = _parse(where, parse_seat, _require(entry, "seat", str, where))
    kinds = [k for k in ("bid", "announce", "play") if k in entry]
    if len(kinds) != 1:
        raise RecordError(f"{where}: an action has exactly one of 'bid', 'announce' or 'play'")
    trick = None if deal.phase == "bidding" else deal.trick_number
    try:
        if kinds[0] == "bid":
            text = _require(entry, "bid", str, where)
            shown = f"bid {text!r}"
            bid = _parse(where, Bid.parse, text)
            match.bid(bid, seat)
        elif kinds[0] == "announce":
            items = _require(entry, "announce", list, where)
            shown = "announcing " + (", ".join(map(str, items)) or "nothing")
            decls = [_parse(where, parse_declaration, d) for d in items]
            match.announce(decls, seat)
        else:
            name = _require(entry, "play", str, where)
            card = _parse(where, parse_card, name)
            say = entry.get("say")
            if say not in (None, "belote", "rebelote"):
                raise RecordError(f"{where}: 'say' must be 'belote' or 'rebelote', not {say!r}")
            shown = f"card {card_name(card)}"
            match.play(card, seat, belote=say == "belote")
            _check_equal(where, "say", say, deal.says.get(deal.cards_played - 1))
    except IllegalAction as e:
        raise ReplayError(number, trick, seat, shown, e) from None
