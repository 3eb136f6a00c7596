"""The JSON game record: write a match, read it back by replaying every action.

The format is documented in ``README.md`` beside this file. Reading a record
replays it through the rules, so a record that loads is a legal game; the
derived fields it carries (hands, contract, results, totals) are checked
against the replay.

This module reads and writes what every game family's record has (format, version, family, seed, first
dealer, rules, deals with their deck, totals, winner); each family's ``record`` codec (``family.Family``)
its own rules, deal fields, actions and results. A record without a ``family`` field is belote.
"""

from __future__ import annotations

from typing import Any

from .cards import SEATS, TEAMS, parse_seat
from .deal_numbers import dealer_of, is_deal_number
from .errors import quote
from .families import FAMILY_NAMES, family_named, family_of
from .families.belote import RULE_FIELDS
from .family import Family
from .match import MIN_CUT, Match
from .record_checks import (
    MISSING,
    RecordError,
    ReplayError,
    card_at,
    check_equal,
    cut,
    only,
    parse_with,
    require,
)

__all__ = ["FORMAT", "RULE_FIELDS", "VERSION", "RecordError", "ReplayError", "from_record", "to_record"]

FORMAT = "belote-desktop game record"
VERSION = 1
DEFAULT_FAMILY = "belote"  # a record without a "family" field; written without one

# Bounds of a record's seed (README); its rules' bounds are the options' own (MAX_TARGET, MAX_DEALS).
MAX_SEED_LENGTH = 200  # characters of a text seed, digits of a number

# Every family's top-level fields, in the order written; a family adds its own (belote: "held") before "winner".
RECORD_FIELDS = ("format", "version", "family", "seed", "first_dealer", "number", "rules", "deals", "totals", "winner",
                 "assisted")


# ----- writing ---------------------------------------------------------------
def rules_to_dict(options: Any) -> dict[str, Any]:
    """The record's rules for ``options`` (belote: every option, the ones added later only when on)."""
    return family_of(options).record.rules_to_dict(options)


def to_record(match: Match) -> dict[str, Any]:
    """The match as a JSON-ready game record."""
    match.settle()
    codec = match.family.record
    deals = []
    for i, deal in enumerate(match.deals):
        added = match.history[i] if i < len(match.history) else None
        deals.append(codec.deal_to_dict(i + 1, deal, added))
    record: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if match.family.name != DEFAULT_FAMILY:
        record["family"] = match.family.name
    record |= {
        "seed": match.seed,
        "first_dealer": SEATS[match.first_dealer],
        "rules": codec.rules_to_dict(match.options),
        "deals": deals,
        "totals": {TEAMS[0]: match.totals[0], TEAMS[1]: match.totals[1]},
        **codec.match_fields(match),
        "winner": codec.winner(match),
    }
    if match.number is not None:  # a match dealt from deal numbers; a record without one deals from the seed
        record["number"] = match.number
    if match.assisted:  # written only when true, so older records read and round-trip unchanged
        record["assisted"] = True
    return record


# ----- reading -----------------------------------------------------------------
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
        error = RecordError(f"the record could not be replayed ({type(e).__name__}: {cut(str(e), 120)})")
        error.__cause__ = e
    error.unexpected = True
    raise error


def _seed(data: dict[str, Any]) -> int | str:
    seed = require(data, "seed", (int, str), "record")
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
    number = require(data, "number", int, "record")
    if not is_deal_number(number):
        raise RecordError(f"record: {cut(str(number), 60)} is not a deal number")
    if dealer_of(number) != first_dealer:
        raise RecordError(f"record: deal number {number} is dealt by {SEATS[dealer_of(number)]}, "
                          f"not by the first dealer {SEATS[first_dealer]}")
    return number


def _family(data: dict[str, Any]) -> Family:
    if "family" not in data:
        return family_named(DEFAULT_FAMILY)
    name = require(data, "family", str, "record")
    if name == DEFAULT_FAMILY:
        raise RecordError(f"record: a {DEFAULT_FAMILY} record is written without a 'family' field")
    if name not in FAMILY_NAMES:
        raise RecordError(f"record: unknown game family {quote(name)} (this program knows "
                          f"{', '.join(FAMILY_NAMES)})")
    return family_named(name)


def _from_record(data: Any) -> Match:
    if not isinstance(data, dict):
        raise RecordError("a game record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a game record: field 'format' must be {FORMAT!r}")
    version = require(data, "version", int, "record")
    if version != VERSION:
        raise RecordError(f"record version {quote(version)} is not supported (this program reads version {VERSION})")
    family = _family(data)
    codec = family.record
    only(data, RECORD_FIELDS + codec.record_fields, "record", "a game record")
    seed = _seed(data)
    first_dealer = parse_with("record", parse_seat, require(data, "first_dealer", str, "record"))
    options = codec.options(require(data, "rules", dict, "record"))
    match = Match(options, seed, first_dealer, _number(data, first_dealer))
    if "assisted" in data:
        match.assisted = require(data, "assisted", bool, "record")
    deals = require(data, "deals", list, "record")
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
    totals = require(data, "totals", dict, "record")
    check_equal("record", "totals", totals, {TEAMS[0]: match.totals[0], TEAMS[1]: match.totals[1]})
    codec.check_match(data, match)
    check_equal("record", "winner", data.get("winner", MISSING), codec.winner(match))
    return match


def _replay_deal(match: Match, number: int, data: dict[str, Any]) -> None:
    where = f"deal {number}"
    codec = match.family.record
    rule = match.family.deal_rule
    only(data, codec.deal_fields, where, "a deal")
    check_equal(where, "number", require(data, "number", int, where), number)
    dealer = parse_with(where, parse_seat, require(data, "dealer", str, where))
    if dealer != match.next_dealer():
        raise RecordError(f"{where}: dealer {SEATS[dealer]} is out of turn; the deal passes to "
                          f"{SEATS[match.next_dealer()]} ({rule})")
    deck_names = require(data, "deck", list, where)
    if len(deck_names) != 32:
        raise RecordError(f"{where}: the deck must hold each of the 32 cards once (it holds {len(deck_names)})")
    deck = [card_at(where, c) for c in deck_names]
    if sorted(deck) != list(range(32)):
        raise RecordError(f"{where}: the deck must hold each of the 32 cards once")
    if match.deals and not match.options.shuffle:
        gathered = match.deals[-1].gathered()
        if not any(deck == gathered[k:] + gathered[:k] for k in range(MIN_CUT, 33 - MIN_CUT)):
            raise RecordError(f"{where}: the deck is not a cut of the previous deal's cards, "
                              f"and the rules do not shuffle ({rule})")
    deal = match.start_deal(deck, **codec.deal_setup(where, data, match.options, len(match.deals)))
    actions = require(data, "actions", list, where)
    for index, entry in enumerate(actions, 1):
        codec.replay_action(match, deal, number, index, entry)
    match.settle()
    codec.check_deal(where, data, deal, match, number)

