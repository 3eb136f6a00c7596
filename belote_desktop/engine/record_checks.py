"""What every family's part of the game record uses: the errors, and the strict checks of a field.

``record`` reads and writes the record's envelope (format, version, family, seed, rules, deals, totals,
winner); each family's ``RecordCodec`` (``families/*``) its own rules, deals, actions and results, with these
helpers, so that every family's record is refused in the same words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from .bidding import Bid
from .cards import CARD_BY_NAME, SEATS, TEAMS, card_name, cards_of, parse_seat
from .errors import IllegalAction, quote
from .options import OptionsError


class RecordError(ValueError):
    """The data is not a valid game record (wrong shape, unknown version, ...).

    ``unexpected`` is true when the replay failed in a way the checks did not
    foresee (a bug to report; the record is refused all the same)."""

    unexpected = False


class ReplayError(RecordError):
    """A recorded action that the rules refuse, with where it happened."""

    def __init__(self, deal: int, trick: int | None, seat: int, action: str, error: IllegalAction) -> None:
        where = f"deal {deal}, " + ("bidding" if trick is None else f"trick {trick}")
        super().__init__(f"{where}, seat {SEATS[seat]}: {cut(action, 80)} is illegal: {cut(error.message, 120)} "
                         f"({error.rule} {error.reason})")
        self.deal = deal
        self.trick = trick
        self.seat = seat
        self.action = action
        self.error = error


def hand_names(mask: int) -> list[str]:
    return [card_name(c) for c in cards_of(mask)]


class _Missing:
    """A field the record leaves out (where a value, even null, is required)."""

    def __repr__(self) -> str:
        return "nothing"


MISSING: Any = _Missing()


def cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _key(key: Any) -> str:
    """A key of the file, fit for a message."""
    return key if isinstance(key, str) and len(key) <= 40 and key.isprintable() else quote(key)


def require(data: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise RecordError(f"{where}: missing field {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _as_tuple(kind)):
        names = " or ".join(k.__name__ for k in _as_tuple(kind))
        raise RecordError(f"{where}: field {key!r} must be {names}, not {type(value).__name__}")
    return value


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def only(data: dict[str, Any], allowed: tuple[str, ...] | set[str], where: str, what: str) -> None:
    """Refuse the fields of ``data`` that are not in ``allowed`` (README: a record holds the documented fields only)."""
    unknown = sorted((k for k in data if k not in allowed), key=str)
    if unknown:
        more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
        raise RecordError(f"{where}: unknown field(s) in {what}: {', '.join(map(_key, unknown[:3]))}{more}")


def parse_with(where: str, parse: Any, value: Any) -> Any:
    try:
        return parse(value)
    except (ValueError, TypeError) as e:
        raise RecordError(f"{where}: {cut(str(e), 160)}") from None


def card_at(where: str, value: Any) -> int:
    """A card named exactly as the record writes it: ``"TS"``, never ``"ts"``, ``" TS"`` or ``"10S"``."""
    if isinstance(value, str) and value in CARD_BY_NAME:
        return CARD_BY_NAME[value]
    raise RecordError(f"{where}: not a card: {quote(value)} (a card is a rank 7 8 9 T J Q K A and a suit "
                      f"S H D C, in capitals: 'JH', 'TS')")


def same(recorded: Any, replayed: Any) -> bool:
    """JSON equality with types: ``328.0`` or ``true`` is not ``328`` or ``1`` (Python's ``==`` says it is)."""
    if type(recorded) is not type(replayed):
        return False
    if isinstance(replayed, dict):
        return recorded.keys() == replayed.keys() and all(same(recorded[k], v) for k, v in replayed.items())
    if isinstance(replayed, list):
        return len(recorded) == len(replayed) and all(map(same, recorded, replayed))
    return bool(recorded == replayed)


def _first_difference(recorded: Any, replayed: Any, path: str) -> tuple[str, Any, Any]:
    """The first place where two JSON values differ, to name it in a message."""
    if isinstance(recorded, dict) and isinstance(replayed, dict):
        for key in replayed:
            if key not in recorded:
                return (f"{path}.{key}", MISSING, replayed[key])
            if not same(recorded[key], replayed[key]):
                return _first_difference(recorded[key], replayed[key], f"{path}.{key}")
        extra = min((k for k in recorded if k not in replayed), key=str)
        return (f"{path}.{_key(extra)}", recorded[extra], MISSING)
    if isinstance(recorded, list) and isinstance(replayed, list) and len(recorded) == len(replayed):
        for i, (a, b) in enumerate(zip(recorded, replayed, strict=True)):
            if not same(a, b):
                return _first_difference(a, b, f"{path}[{i}]")
    return (path, recorded, replayed)


def check_equal(where: str, what: str, recorded: Any, replayed: Any, key: str | None = None) -> None:
    """``recorded`` (``MISSING`` if the record leaves the field ``key`` out) must be what the replay gives."""
    if recorded is MISSING:
        raise RecordError(f"{where}: the record has no {what} (field {key or what!r}); replaying the game gives "
                          f"{quote(replayed)}")
    if not same(recorded, replayed):
        path, a, b = _first_difference(recorded, replayed, what)
        if a is MISSING:
            raise RecordError(f"{where}: the record has no {path}; replaying the game gives {quote(b)}")
        if b is MISSING:
            raise RecordError(f"{where}: the record has {path} = {quote(a)}, which is not a field of a game record")
        raise RecordError(f"{where}: the record says {path} is {quote(a)}, but replaying the game gives {quote(b)}")


def one_of(names: Sequence[str]) -> str:
    """``'bid', 'announce' or 'play'``: the names a message offers."""
    quoted = [repr(n) for n in names]
    return f"{', '.join(quoted[:-1])} or {quoted[-1]}" if len(quoted) > 1 else quoted[0]


def action_kind(entry: Any, where: str, kinds: Sequence[str],
                extra: Mapping[str, str] | None = None) -> tuple[int, str]:
    """The seat and the kind of a recorded action: an object with ``seat`` and exactly one of ``kinds``, and
    no other field (but ``extra[kind]``, a field allowed beside that kind)."""
    if not isinstance(entry, dict):
        raise RecordError(f"{where}: an action is a JSON object")
    seat = parse_with(where, parse_seat, require(entry, "seat", str, where))
    present = [k for k in kinds if k in entry]
    if len(present) != 1:
        raise RecordError(f"{where}: an action has exactly one of {one_of(kinds)}")
    kind = present[0]
    allowed = ("seat", kind, extra[kind]) if extra and kind in extra else ("seat", kind)
    only(entry, allowed, where, f"a {kind} action")
    return seat, kind


def read_options(rules: dict[str, Any], from_dict: Callable[[dict[str, Any]], Any], names: Sequence[str],
                 optional: Sequence[str] = ()) -> Any:
    """A family's options from the record's rules (``from_dict``, its options' reader), every option in
    ``names`` written out but those ``optional`` (a record that left one out would replay under a default it
    never named)."""
    try:
        options = from_dict(rules)
    except (OptionsError, TypeError) as e:
        raise RecordError(f"record rules: {cut(str(e), 160)}") from None
    missing = [k for k in names if k not in rules and k not in optional]
    if missing:
        raise RecordError(f"record rules: missing rule option(s): {', '.join(missing)}")
    return options


def read_bid(where: str, entry: dict[str, Any]) -> tuple[Bid, str]:
    """A recorded ``bid`` action's bid, written exactly as ``str(bid)`` writes it, and how a refusal names it."""
    text = require(entry, "bid", str, where)
    bid = parse_with(where, Bid.parse, text)
    if str(bid) != text:
        raise RecordError(f"{where}: bid {quote(text)} must be written {str(bid)!r}")
    return bid, f"bid {quote(text)}"


def result_dict(outcome: dict[str, Any], teams: Sequence[Any], team_fields: Sequence[str],
                added: tuple[int, int]) -> dict[str, Any]:
    """A scored deal's ``result`` as every family writes it: its ``outcome`` fields, then each team's score
    (the ``team_fields`` of ``teams[t]``), then the points ``added`` to each team's total."""
    out = dict(outcome)
    for team, score in zip(TEAMS, teams, strict=True):
        out[team] = {name: getattr(score, name) for name in team_fields}
    out["added"] = {TEAMS[0]: added[0], TEAMS[1]: added[1]}
    return out


def check_hands_and_contract(where: str, data: dict[str, Any], deal: Any) -> None:
    """A recorded deal's ``hands`` and ``contract``, against the replay's."""
    hands = require(data, "hands", dict, where)
    check_equal(where, "hands", hands, {SEATS[s]: hand_names(deal.dealt_hand(s)) for s in range(4)})
    contract = None if deal.contract is None else str(deal.contract)
    check_equal(where, "contract", data.get("contract", MISSING), contract)


def check_result(where: str, data: dict[str, Any], scored: dict[str, Any] | None) -> None:
    """A recorded deal's ``result``: ``scored`` (the replay's, as the record writes it) once the deal is scored,
    else null or left out."""
    result = data.get("result", MISSING)
    if scored is not None:
        check_equal(where, "result", result, scored)
    elif result is MISSING:
        check_equal(where, "result", result, None)
    elif result is not None:
        raise RecordError(f"{where}: a result is recorded but the deal is not finished")


class RecordCodec(Protocol):
    """A family's part of the game record (``record`` asks it; README "The game record")."""

    record_fields: tuple[str, ...]  # the family's own top-level fields (belote: "held")
    deal_fields: tuple[str, ...]  # every field of a deal, in the order written

    def rules_to_dict(self, options: Any) -> dict[str, Any]: ...
    def options(self, rules: Any) -> Any: ...
    def deal_to_dict(self, number: int, deal: Any, added: tuple[int, int] | None) -> dict[str, Any]: ...
    def match_fields(self, match: Any) -> dict[str, Any]: ...
    def winner(self, match: Any) -> str | None: ...
    def deal_summary(self, deal: Any, added: tuple[int, int] | None) -> dict[str, Any]: ...
    def deal_setup(self, where: str, data: dict[str, Any], options: Any, index: int) -> dict[str, Any]: ...
    def replay_action(self, match: Any, deal: Any, number: int, index: int, entry: Any) -> None: ...
    def check_deal(self, where: str, data: dict[str, Any], deal: Any, match: Any, number: int) -> None: ...
    def check_match(self, data: dict[str, Any], match: Any) -> None: ...
