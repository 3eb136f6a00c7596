"""The JSON game record: write a match, read it back by replaying every action.

The format is documented in ``README.md`` beside this file. Reading a record
replays it through the rules, so a record that loads is a legal game; the
derived fields it carries (hands, contract, results, totals) are checked
against the replay.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from .bidding import Bid
from .cards import CARD_BY_NAME, SEATS, TEAMS, card_name, cards_of, parse_seat
from .deal import ANNOUNCE, BID, SCORED, THROWN_IN, Deal
from .deal_numbers import dealer_of, is_deal_number
from .declarations import parse_declaration
from .errors import IllegalAction, quote
from .match import MIN_CUT, Match
from .options import LATER_OPTIONS, Options, OptionsError
from .scoring import DealScore

FORMAT = "belote-desktop game record"
VERSION = 1

# Bounds of a record's seed (README); its rules' bounds are the options' own (MAX_TARGET, MAX_DEALS).
MAX_SEED_LENGTH = 200  # characters of a text seed, digits of a number
MAX_ANNOUNCED = 8  # declarations in one announcement (eight cards never make more than two)

RECORD_FIELDS = ("format", "version", "seed", "first_dealer", "number", "rules", "deals", "totals", "held", "winner",
                 "assisted")
DEAL_FIELDS = ("number", "dealer", "deck", "up_card", "hands", "actions", "contract", "thrown_in", "result")
RULE_FIELDS = tuple(f.name for f in fields(Options))


class RecordError(ValueError):
    """The data is not a valid game record (wrong shape, unknown version, ...).

    ``unexpected`` is true when the replay failed in a way the checks did not
    foresee (a bug to report; the record is refused all the same)."""

    unexpected = False


class ReplayError(RecordError):
    """A recorded action that the rules refuse, with where it happened."""

    def __init__(self, deal: int, trick: int | None, seat: int, action: str, error: IllegalAction) -> None:
        where = f"deal {deal}, " + ("bidding" if trick is None else f"trick {trick}")
        super().__init__(f"{where}, seat {SEATS[seat]}: {_cut(action, 80)} is illegal: {_cut(error.message, 120)} "
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


def rules_to_dict(options: Options) -> dict[str, Any]:
    """The record's rules: every option, except that the options added later (``LATER_OPTIONS``) are
    written only when on, so that a record which does not use them is what it was before they existed."""
    return {k: v for k, v in options.to_dict().items() if k not in LATER_OPTIONS or v}


def to_record(match: Match) -> dict[str, Any]:
    """The match as a JSON-ready game record."""
    match.settle()
    deals = []
    for i, deal in enumerate(match.deals):
        added = match.history[i] if i < len(match.history) else None
        deals.append(_deal_to_dict(i + 1, deal, added))
    record = {
        "format": FORMAT,
        "version": VERSION,
        "seed": match.seed,
        "first_dealer": SEATS[match.first_dealer],
        "rules": rules_to_dict(match.options),
        "deals": deals,
        "totals": {TEAMS[0]: match.totals[0], TEAMS[1]: match.totals[1]},
        "held": match.held,
        "winner": None if match.winner is None else TEAMS[match.winner],
    }
    if match.number is not None:  # a match dealt from deal numbers; a record without one deals from the seed
        record["number"] = match.number
    if match.assisted:  # written only when true, so older records read and round-trip unchanged
        record["assisted"] = True
    return record


# ----- reading -----------------------------------------------------------------
class _Missing:
    """A field the record leaves out (where a value, even null, is required)."""

    def __repr__(self) -> str:
        return "nothing"


MISSING: Any = _Missing()


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _key(key: Any) -> str:
    """A key of the file, fit for a message."""
    return key if isinstance(key, str) and len(key) <= 40 and key.isprintable() else quote(key)


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


def _only(data: dict[str, Any], allowed: tuple[str, ...] | set[str], where: str, what: str) -> None:
    """Refuse the fields of ``data`` that are not in ``allowed`` (README: a record holds the documented fields only)."""
    unknown = sorted((k for k in data if k not in allowed), key=str)
    if unknown:
        more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
        raise RecordError(f"{where}: unknown field(s) in {what}: {', '.join(map(_key, unknown[:3]))}{more}")


def _parse(where: str, parse: Any, value: Any) -> Any:
    try:
        return parse(value)
    except (ValueError, TypeError) as e:
        raise RecordError(f"{where}: {_cut(str(e), 160)}") from None


def _card(where: str, value: Any) -> int:
    """A card named exactly as the record writes it: ``"TS"``, never ``"ts"``, ``" TS"`` or ``"10S"``."""
    if isinstance(value, str) and value in CARD_BY_NAME:
        return CARD_BY_NAME[value]
    raise RecordError(f"{where}: not a card: {quote(value)} (a card is a rank 7 8 9 T J Q K A and a suit "
                      f"S H D C, in capitals: 'JH', 'TS')")


def _same(recorded: Any, replayed: Any) -> bool:
    """JSON equality with types: ``328.0`` or ``true`` is not ``328`` or ``1`` (Python's ``==`` says it is)."""
    if type(recorded) is not type(replayed):
        return False
    if isinstance(replayed, dict):
        return recorded.keys() == replayed.keys() and all(_same(recorded[k], v) for k, v in replayed.items())
    if isinstance(replayed, list):
        return len(recorded) == len(replayed) and all(map(_same, recorded, replayed))
    return bool(recorded == replayed)


def _first_difference(recorded: Any, replayed: Any, path: str) -> tuple[str, Any, Any]:
    """The first place where two JSON values differ, to name it in a message."""
    if isinstance(recorded, dict) and isinstance(replayed, dict):
        for key in replayed:
            if key not in recorded:
                return (f"{path}.{key}", MISSING, replayed[key])
            if not _same(recorded[key], replayed[key]):
                return _first_difference(recorded[key], replayed[key], f"{path}.{key}")
        extra = min((k for k in recorded if k not in replayed), key=str)
        return (f"{path}.{_key(extra)}", recorded[extra], MISSING)
    if isinstance(recorded, list) and isinstance(replayed, list) and len(recorded) == len(replayed):
        for i, (a, b) in enumerate(zip(recorded, replayed, strict=True)):
            if not _same(a, b):
                return _first_difference(a, b, f"{path}[{i}]")
    return (path, recorded, replayed)


def _check_equal(where: str, what: str, recorded: Any, replayed: Any, key: str | None = None) -> None:
    """``recorded`` (``MISSING`` if the record leaves the field ``key`` out) must be what the replay gives."""
    if recorded is MISSING:
        raise RecordError(f"{where}: the record has no {what} (field {key or what!r}); replaying the game gives "
                          f"{quote(replayed)}")
    if not _same(recorded, replayed):
        path, a, b = _first_difference(recorded, replayed, what)
        if a is MISSING:
            raise RecordError(f"{where}: the record has no {path}; replaying the game gives {quote(b)}")
        if b is MISSING:
            raise RecordError(f"{where}: the record has {path} = {quote(a)}, which is not a field of a game record")
        raise RecordError(f"{where}: the record says {path} is {quote(a)}, but replaying the game gives {quote(b)}")


def from_record(data: Any) -> Match:
    """Rebuild a match by replaying a record; raises ``RecordError`` (or its
    subclass ``ReplayError`` for an illegal action) with a clear message, and
    nothing else, whatever ``data`` is."""
    try:
        return _from_record(data)
    except RecordError:
        raise
    except RecursionError:
        error = RecordError("the record is nested too deeply")
    except Exception as e:
        # The checks below are meant to leave nothing for this; should one be missing,
        # the record is still refused with one line, and ``unexpected`` tells a test.
        error = RecordError(f"the record could not be replayed ({type(e).__name__}: {_cut(str(e), 120)})")
        error.__cause__ = e
    error.unexpected = True
    raise error


def _seed(data: dict[str, Any]) -> int | str:
    seed = _require(data, "seed", (int, str), "record")
    if isinstance(seed, str):
        if len(seed) > MAX_SEED_LENGTH:
            raise RecordError(f"record: the seed is {len(seed)} characters long; at most {MAX_SEED_LENGTH} are read")
        try:
            seed.encode("utf-8")
        except UnicodeEncodeError:
            raise RecordError("record: the seed is not valid Unicode text (it holds a lone surrogate)") from None
    elif abs(seed) >= 10**MAX_SEED_LENGTH:
        raise RecordError(f"record: the seed has more than {MAX_SEED_LENGTH} digits")
    return seed


def _number(data: dict[str, Any], first_dealer: int) -> int | None:
    """The match's first deal number, when the record has one (README: "number")."""
    if "number" not in data:
        return None
    number = _require(data, "number", int, "record")
    if not is_deal_number(number):
        raise RecordError(f"record: {_cut(str(number), 60)} is not a deal number")
    if dealer_of(number) != first_dealer:
        raise RecordError(f"record: deal number {number} is dealt by {SEATS[dealer_of(number)]}, "
                          f"not by the first dealer {SEATS[first_dealer]}")
    return number


def _options(data: dict[str, Any]) -> Options:
    rules = _require(data, "rules", dict, "record")
    try:
        options = Options.from_dict(rules)
    except (OptionsError, TypeError) as e:
        raise RecordError(f"record rules: {_cut(str(e), 160)}") from None
    # Every option is written out: a record that leaves one out would replay under a default it never named.
    # The options added later are the exception: left out, they are off, as in every record written before them.
    missing = [k for k in RULE_FIELDS if k not in rules and k not in LATER_OPTIONS]
    if missing:
        raise RecordError(f"record rules: missing rule option(s): {', '.join(missing)}")
    written_off = [k for k in LATER_OPTIONS if rules.get(k, True) is False]
    if written_off:
        raise RecordError(f"record rules: {', '.join(written_off)} is written only when on (left out, it is off)")
    return options


def _from_record(data: Any) -> Match:
    if not isinstance(data, dict):
        raise RecordError("a game record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: field 'format' must be {FORMAT!r}")
    version = _require(data, "version", int, "record")
    if version != VERSION:
        raise RecordError(f"record version {quote(version)} is not supported (this program reads version {VERSION})")
    _only(data, RECORD_FIELDS, "record", "a game record")
    seed = _seed(data)
    first_dealer = _parse("record", parse_seat, _require(data, "first_dealer", str, "record"))
    options = _options(data)
    match = Match(options, seed, first_dealer, _number(data, first_dealer))
    if "assisted" in data:
        match.assisted = _require(data, "assisted", bool, "record")
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
    winner = None if match.winner is None else TEAMS[match.winner]
    _check_equal("record", "winner", data.get("winner", MISSING), winner)
    return match


def _replay_deal(match: Match, number: int, data: dict[str, Any]) -> None:
    where = f"deal {number}"
    _only(data, DEAL_FIELDS, where, "a deal")
    _check_equal(where, "number", _require(data, "number", int, where), number)
    dealer = _parse(where, parse_seat, _require(data, "dealer", str, where))
    if dealer != match.next_dealer():
        raise RecordError(f"{where}: dealer {SEATS[dealer]} is out of turn; the deal passes to "
                          f"{SEATS[match.next_dealer()]} (R3)")
    deck_names = _require(data, "deck", list, where)
    if len(deck_names) != 32:
        raise RecordError(f"{where}: the deck must hold each of the 32 cards once (it holds {len(deck_names)})")
    deck = [_card(where, c) for c in deck_names]
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
    up = None if deal.up_card is None else card_name(deal.up_card)
    _check_equal(where, "up-card", data.get("up_card", MISSING), up, "up_card")
    hands = _require(data, "hands", dict, where)
    _check_equal(where, "hands", hands, {SEATS[s]: _hand_names(deal.dealt_hand(s)) for s in range(4)})
    contract = None if deal.contract is None else str(deal.contract)
    _check_equal(where, "contract", data.get("contract", MISSING), contract)
    _check_equal(where, "thrown_in", data.get("thrown_in", MISSING), deal.phase == THROWN_IN)
    result = data.get("result", MISSING)
    if deal.phase == SCORED:
        assert deal.result is not None
        _check_equal(where, "result", result, _result_to_dict(deal.result, match.history[number - 1]))
    elif result is MISSING:
        _check_equal(where, "result", result, None)
    elif result is not None:
        raise RecordError(f"{where}: a result is recorded but the deal is not finished")


ACTION_KINDS = ("bid", "announce", "play")


def _replay_action(match: Match, deal: Deal, number: int, index: int, entry: Any) -> None:
    where = f"deal {number}, action {index}"
    if not isinstance(entry, dict):
        raise RecordError(f"{where}: an action is a JSON object")
    seat = _parse(where, parse_seat, _require(entry, "seat", str, where))
    kinds = [k for k in ACTION_KINDS if k in entry]
    if len(kinds) != 1:
        raise RecordError(f"{where}: an action has exactly one of 'bid', 'announce' or 'play'")
    kind = kinds[0]
    _only(entry, ("seat", kind, "say") if kind == "play" else ("seat", kind), where, f"a {kind} action")
    trick = None if deal.phase == "bidding" else deal.trick_number
    try:
        if kind == "bid":
            text = _require(entry, "bid", str, where)
            shown = f"bid {quote(text)}"
            bid = _parse(where, Bid.parse, text)
            if str(bid) != text:
                raise RecordError(f"{where}: bid {quote(text)} must be written {str(bid)!r}")
            match.bid(bid, seat)
        elif kind == "announce":
            items = _require(entry, "announce", list, where)
            if len(items) > MAX_ANNOUNCED:
                raise RecordError(f"{where}: an announcement lists at most {MAX_ANNOUNCED} declarations, "
                                  f"not {len(items)}")
            decls = [_parse(where, parse_declaration, d) for d in items]
            for text, d in zip(items, decls, strict=True):
                if d.name() != text:
                    raise RecordError(f"{where}: declaration {quote(text)} must be written {d.name()!r}")
            shown = "announcing " + (", ".join(items) or "nothing")
            match.announce(decls, seat)
        else:
            card = _card(where, _require(entry, "play", str, where))
            say = entry.get("say")
            if "say" in entry and say not in ("belote", "rebelote"):
                raise RecordError(f"{where}: 'say' must be 'belote' or 'rebelote' (or left out), not {quote(say)}")
            shown = f"card {card_name(card)}"
            match.play(card, seat, belote=say == "belote")
            _check_equal(where, "say", say, deal.says.get(deal.cards_played - 1))
    except IllegalAction as e:
        raise ReplayError(number, trick, seat, shown, e) from None
