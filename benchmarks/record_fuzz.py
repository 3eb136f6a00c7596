"""Fuzz the game-record readers with mutated real records, and count what gets through.

    python benchmarks/record_fuzz.py --cases 20000 --seed 1          # in process, plus a sample by the real command
    python benchmarks/record_fuzz.py --cases 5000 --cli 1000 --jobs 2
    python benchmarks/record_fuzz.py --seed 1 --case 1234             # one case again, with its message

The records are real: seeded matches of every variant, random rule options and
random legal actions (some played to the end, some stopped in the middle of a
deal), plus ``belote_desktop/engine/example_record.json``. Each *case* is one of
them, written out as the app or as compact JSON, then changed by one seeded
mutator (``KINDS``). A case is reproducible from ``(seed, number)`` alone.

Every case is read in process by the command's reader (``replay.load``) and by
the app's (``storage.saves.read_record``, File > Open game record); a sample of
``--cli`` cases is also given to the real command, ``python -m
belote_desktop.engine.replay FILE``, in a child process. A *failure* is:

- an exception other than ``RecordError`` out of ``replay.load``, or one marked
  ``unexpected`` (the loader's last resort caught it), or anything but
  ``BadFile`` out of ``read_record``;
- an error line that is not one line of at most ``replay.MAX_LINE`` characters;
- the two readers disagreeing (one accepts what the other refuses);
- an accepted record whose stated totals, held points, winner or deal results
  are not the replay's, or that is not written again as the same JSON;
- the command: an exit status other than 0 or 2, a traceback, more than one
  line, a line other than the in-process one, a time-out (30 s), or a summary
  whose totals are not the record's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from belote_desktop.engine import PRESETS, Bid, Match, Options  # noqa: E402
from belote_desktop.engine.jsonfile import MAX_FILE_BYTES, parse_json  # noqa: E402
from belote_desktop.engine.record import RecordError, to_record  # noqa: E402
from belote_desktop.engine.replay import MAX_LINE, error_line, load  # noqa: E402
from belote_desktop.storage.files import BadFile  # noqa: E402
from belote_desktop.storage.saves import read_record  # noqa: E402

EXAMPLE = ROOT / "belote_desktop" / "engine" / "example_record.json"
CLI_TIMEOUT = 30.0

# Mutation kinds and their share of the cases (as in the review's fuzz, faults-and-bad-input.md, item 1).
KINDS: dict[str, int] = {
    "byte flip": 900,
    "truncation": 600,
    "field deletion": 400,
    "action/deal edit": 600,
    "duplicate key": 200,
    "wrong type": 600,
    "extreme number": 500,
    "deep nesting": 60,
    "long string": 120,
    "unicode": 300,
    "encoding": 150,
    "semantic": 850,
    "whole file": 40,
}


# ----- the records ----------------------------------------------------------------------------------------------------
def _random_bid(deal: Any, rnd: random.Random) -> Bid:
    bids = deal.legal_bids()
    special = [b for b in bids if b.kind in ("coinche", "surcoinche")]
    contracts = [b for b in bids if b.kind in ("take", "bid")]
    r = rnd.random()
    if special and r < 0.15:
        return special[0]
    if contracts and r < 0.5:
        return rnd.choice(contracts[:8])
    return Bid("pass") if Bid("pass") in bids else bids[-1]  # at the last raise: keep


def play(match: Match, rnd: random.Random, actions: int | None) -> Match:
    """Random legal actions until the match is over or ``actions`` have been taken."""
    done = 0
    while actions is None or done < actions:
        if not match.deals or match.deals[-1].is_over:
            if match.is_over:
                break
            match.start_deal()
        deal = match.deals[-1]
        if deal.phase == "bidding":
            match.bid(_random_bid(deal, rnd))
        elif deal.can_announce() and rnd.random() < 0.8:
            decls = [d for d in deal.declarations_of(deal.turn) if rnd.random() < 0.8]
            rnd.shuffle(decls)
            match.announce(decls)
        else:
            card = rnd.choice(deal.legal_cards())
            match.play(card, belote=deal.can_say_belote(card) and rnd.random() < 0.8)
        done += 1
    return match


def random_options(rnd: random.Random) -> Options:
    variant = rnd.choice(sorted(PRESETS))
    options = PRESETS[variant]
    changes: dict[str, Any] = {}
    if rnd.random() < 0.6:
        changes = {
            "direction": rnd.choice(("clockwise", "counterclockwise")),
            "shuffle": rnd.random() < 0.3,
            "second_round_any_suit": rnd.random() < 0.3,
            "second_round_dealer_any_suit": rnd.random() < 0.3,
            "last_raise": rnd.random() < 0.3,
            "declarations": rnd.random() < 0.7,
            "auto_belote": rnd.random() < 0.7,
            "tie": rnd.choice(("made", "failed", "litige")),
            "contract_on_card_points": rnd.random() < 0.3,
            "round_to_ten": rnd.random() < 0.3,
            "undertrump": rnd.choice(("forced", "optional")),
        }
    if rnd.random() < 0.3:
        changes["deals"] = rnd.randint(1, 4)
    else:
        changes["target"] = rnd.choice((150, 300, 501, 701, 1001)) if options.is_classic else rnd.choice(
            (300, 501, 701))
    return options.with_(**changes)


def base_records(seed: int, count: int) -> list[tuple[str, dict[str, Any]]]:
    """``count`` real records (a quarter of them in progress), and the README's example."""
    out = [("example_record.json", json.loads(EXAMPLE.read_text(encoding="utf-8")))]
    for i in range(count):
        rnd = random.Random(f"records/{seed}/{i}")
        options = random_options(rnd)
        match_seed: int | str = rnd.choice((rnd.randrange(1 << 30), f"s{rnd.randrange(1000)}/{i}"))
        match = Match(options, seed=match_seed)
        if i % 4 == 3:
            complete = play(Match(options, seed=match_seed), random.Random(i), None)
            total = sum(len(d.actions) for d in complete.deals)
            play(match, random.Random(i), rnd.randint(1, max(1, total - 1)))
        else:
            play(match, random.Random(i), None)
        out.append((f"{options.variant} #{i}" + ("" if match.is_over else " (in progress)"), to_record(match)))
    return out


# ----- walking a JSON value -------------------------------------------------------------------------------------------
Path_ = tuple[Any, ...]


def paths(value: Any, prefix: Path_ = ()) -> list[Path_]:
    """Every path below ``value`` (keys and indexes), the root excluded."""
    out: list[Path_] = []
    stack: list[tuple[Any, Path_]] = [(value, prefix)]
    while stack:
        node, path = stack.pop()
        if isinstance(node, dict):
            items: Any = node.items()
        elif isinstance(node, list):
            items = enumerate(node)
        else:
            continue
        for key, child in items:
            out.append((*path, key))
            stack.append((child, (*path, key)))
    out.sort(key=lambda p: [str(k) for k in p])  # a stable order: the same seed picks the same path
    return out


_PATHS: dict[int, tuple[Any, list[Path_]]] = {}


def paths_of(base: Any) -> list[Path_]:
    """``paths(base)``, once per base record (a mutated copy has the same paths until it is changed)."""
    if id(base) not in _PATHS or _PATHS[id(base)][0] is not base:
        _PATHS[id(base)] = (base, paths(base))
    return _PATHS[id(base)][1]


def get(value: Any, path: Path_) -> Any:
    for key in path:
        value = value[key]
    return value


def parent(value: Any, path: Path_) -> tuple[Any, Any]:
    return get(value, path[:-1]), path[-1]


def copy_of(data: Any) -> Any:
    return json.loads(json.dumps(data))


MARK = "@@fuzz@@"


def dumps(data: Any, rnd: random.Random) -> str:
    """As the app writes it (indent=1, UTF-8) or compact and ASCII, as another program might."""
    if rnd.random() < 0.5:
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    return json.dumps(data, ensure_ascii=rnd.random() < 0.5)


def with_raw(data: Any, path: Path_, raw: str, rnd: random.Random) -> bytes:
    """``data`` with the value at ``path`` replaced by the JSON text ``raw`` (numbers json.dumps cannot write)."""
    data = copy_of(data)
    box, key = parent(data, path)
    box[key] = MARK
    return dumps(data, rnd).replace(json.dumps(MARK), raw, 1).encode()


# ----- the mutators: each takes the record and a generator, and gives the bytes of a file -----------------------------
def m_byte_flip(data: Any, rnd: random.Random) -> bytes:
    raw = bytearray(dumps(data, rnd).encode())
    for _ in range(rnd.choice((1, 1, 1, 2, 3, 8))):
        i = rnd.randrange(len(raw))
        op = rnd.random()
        if op < 0.5:
            raw[i] ^= 1 << rnd.randrange(8)
        elif op < 0.7:
            raw[i] = rnd.randrange(256)
        elif op < 0.85:
            del raw[i]
        else:
            raw.insert(i, rnd.randrange(256))
    return bytes(raw)


def m_truncation(data: Any, rnd: random.Random) -> bytes:
    raw = dumps(data, rnd).encode()
    cut = rnd.choice((rnd.randrange(len(raw)), len(raw) - rnd.randint(1, 40), rnd.randint(0, 40)))
    return raw[: max(0, cut)]


def m_field_deletion(data: Any, rnd: random.Random) -> bytes:
    keys = [p for p in paths_of(data) if isinstance(get(data, p[:-1]), dict)]
    data = copy_of(data)
    for _ in range(rnd.choice((1, 1, 1, 2))):
        path = rnd.choice(keys)
        try:
            box, key = parent(data, path)
            del box[key]
        except (KeyError, IndexError, TypeError):
            pass
    return dumps(data, rnd).encode()


def m_action_deal_edit(data: Any, rnd: random.Random) -> bytes:
    data = copy_of(data)
    deals = data["deals"]
    if not deals:
        return dumps(data, rnd).encode()
    if rnd.random() < 0.25:
        seq = deals
    else:
        seq = rnd.choice(deals)["actions"]
        if not seq:
            seq = deals
    n = len(seq)
    i, j = rnd.randrange(n), rnd.randrange(n)
    op = rnd.choice(("delete", "duplicate", "swap", "swap next", "move", "drop last", "drop last", "reverse"))
    if op == "delete":
        del seq[i]
    elif op == "duplicate":
        seq.insert(i, copy_of(seq[i]))
    elif op == "swap":
        seq[i], seq[j] = seq[j], seq[i]
    elif op == "swap next" and i + 1 < n:
        seq[i], seq[i + 1] = seq[i + 1], seq[i]
    elif op == "move":
        seq.insert(j, seq.pop(i))
    elif op == "drop last":
        seq.pop()
    elif op == "reverse":
        seq.reverse()
    return dumps(data, rnd).encode()


def m_duplicate_key(data: Any, rnd: random.Random) -> bytes:
    """A key written twice in one object; either copy may be the one that counts (the last)."""
    objects = [p for p in paths_of(data) if isinstance(get(data, p), dict)] + [()]
    data = copy_of(data)
    path = rnd.choice(objects)
    box = get(data, path)
    if not box:
        return dumps(data, rnd).encode()
    key = rnd.choice(sorted(box))
    other = rnd.choice((copy_of(box[key]), None, 0, "x", [], {}))
    items = list(box.items())
    box.clear()
    if rnd.random() < 0.5:  # the copy first: the real value counts
        box[MARK] = other
        box.update(items)
    else:  # the copy last: it counts
        box.update(items)
        box[MARK] = other
    return dumps(data, rnd).replace(json.dumps(MARK), json.dumps(key), 1).encode()


WRONG_VALUES: tuple[Any, ...] = (None, True, False, 0, 1, -1, 1.5, "", "x", "N", "AS", [], {}, [1, 2, 3], ["AS"],
                                 {"a": 1}, [[1, 2, 3]], [None], {"NS": 0}, "0", "true", "null", [0, 0])


def m_wrong_type(data: Any, rnd: random.Random) -> bytes:
    path = rnd.choice(paths_of(data))
    data = copy_of(data)
    box, key = parent(data, path)
    old = box[key]
    choices = [v for v in WRONG_VALUES if type(v) is not type(old)] or list(WRONG_VALUES)
    box[key] = copy_of(rnd.choice(choices))
    return dumps(data, rnd).encode()


def _numbers(old: Any) -> list[str]:
    same = []
    if type(old) is int:
        same = [f"{old}.0", f"{old}e0", f"{old}E0", f"{old}.00", f"-{old}" if old else "-0"]
    return [*same, "-1", "0", "-0", "2147483648", "9223372036854775808", "18446744073709551616",
            "-9223372036854775809", "1e40", "1e400", "-1e400", "NaN", "Infinity", "-Infinity", "0.0", "1E2",
            "5e-324", "1.7976931348623157e308", "7" * 4300, "7" * 4301, "7" * 5000, "1" + "0" * 200, "1" + "0" * 201,
            "-" + "9" * 1000, "0.1", "1e-400"]


def m_extreme_number(data: Any, rnd: random.Random) -> bytes:
    every = paths_of(data)
    numbers = [p for p in every if type(get(data, p)) in (int, float)]
    path = rnd.choice(numbers if numbers and rnd.random() < 0.85 else every)
    return with_raw(data, path, rnd.choice(_numbers(get(data, path))), rnd)


def m_deep_nesting(data: Any, rnd: random.Random) -> bytes:
    depth = rnd.choice((10, 100, 500, 900, 990, 1000, 1100, 3000, 100_000, 1_000_000))
    shape = rnd.choice(("list", "object", "mixed"))
    if shape == "list":
        raw = "[" * depth + "]" * depth
    elif shape == "object":
        raw = '{"a":' * depth + "1" + "}" * depth
    else:
        raw = '[{"a":' * (depth // 2) + "null" + "}]" * (depth // 2)
    if rnd.random() < 0.1:
        return raw.encode()
    return with_raw(data, rnd.choice(paths_of(data)), raw, rnd)


def m_long_string(data: Any, rnd: random.Random) -> bytes:
    size = rnd.choice((1_000, 10_000, 100_000, 1_000_000, 3_000_000, 5_000_000))
    filler = rnd.choice(("N", "x", "AS ", "é", "\u2665", "\\u0000"))
    every = paths_of(data)
    data = copy_of(data)
    what = rnd.random()
    if what < 0.15:  # a long array instead: a deck of thousands of cards, thousands of actions
        deals = data["deals"]
        if deals:
            deal = rnd.choice(deals)
            key = rnd.choice(("deck", "actions"))
            deal[key] = (deal[key] or ["AS"]) * max(1, size // 1000)
            return dumps(data, rnd).encode()
    if what < 0.3:  # a long key
        box, key = parent(data, rnd.choice([p for p in every if isinstance(get(data, p[:-1]), dict)]))
        box[MARK] = box.pop(key)
        long = json.dumps(filler * (size // len(filler)))
        if filler == "\\u0000":
            long = '"' + filler * (size // len(filler)) + '"'
        return dumps(data, rnd).replace(json.dumps(MARK), long, 1).encode()
    strings = [p for p in every if isinstance(get(data, p), str)]
    path = rnd.choice(strings or every)
    if filler == "\\u0000":
        return with_raw(data, path, '"' + filler * (size // 6) + '"', rnd)
    return with_raw(data, path, json.dumps(filler * (size // len(filler)), ensure_ascii=False), rnd)


UNICODE: tuple[Callable[[str], str], ...] = (
    lambda s: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s),  # full width: "ＮＳ"
    lambda s: s[:1] + "\u200b" + s[1:],  # zero-width space
    lambda s: s.replace(" ", "\u00a0"),  # no-break space
    lambda s: s + "\u0301",  # a combining accent
    lambda s: s[:1] + "\ud800" + s[1:],  # a lone surrogate
    lambda s: s.replace("N", "\u039d").replace("E", "\u0415").replace("S", "\u0405"),  # Greek/Cyrillic look-alikes
    lambda s: s.lower().replace("i", "\u0131"),
    lambda s: s.upper(),
    lambda s: s.lower(),
    lambda s: s + "\U0001f0a1",  # a playing card emoji
    lambda s: "\u202e" + s,  # right-to-left override
    lambda s: s + "\x00",
    lambda s: s + "\ufeff",
    lambda s: "\ufeff" + s,
    lambda s: s.replace("T", "10"),
    lambda s: " " + s,
    lambda s: s + "\n",
)


def m_unicode(data: Any, rnd: random.Random) -> bytes:
    every = paths_of(data)
    data = copy_of(data)
    change = rnd.choice(UNICODE)
    if rnd.random() < 0.2:
        box, key = parent(data, rnd.choice([p for p in every if isinstance(get(data, p[:-1]), dict)]))
        box[change(key)] = box.pop(key)
    else:
        strings = [p for p in every if isinstance(get(data, p), str)]
        box, key = parent(data, rnd.choice(strings))
        box[key] = change(box[key])
    text = dumps(data, rnd)
    return text.encode("utf-8", "surrogatepass") if rnd.random() < 0.1 else json.dumps(data).encode()


def m_encoding(data: Any, rnd: random.Random) -> bytes:
    data = copy_of(data)
    if data.get("deals") and rnd.random() < 0.7:
        data["seed"] = "Déjà vu ♥ " + str(data["seed"])  # something that is not ASCII
    text = dumps(data, rnd) if rnd.random() < 0.5 else json.dumps(data, ensure_ascii=False)
    how = rnd.choice(("utf-16", "utf-16-le", "utf-16-be", "utf-32", "latin-1", "cp1252", "bom", "bom twice",
                      "0xff", "overlong", "nul", "cesu", "lone continuation", "utf-8"))
    if how in ("latin-1", "cp1252"):
        return text.encode(how, "replace")
    if how.startswith("utf-") and how != "utf-8":
        return text.encode(how)
    raw = text.encode()
    i = rnd.randrange(len(raw))
    return {
        "bom": b"\xef\xbb\xbf" + raw,
        "bom twice": b"\xef\xbb\xbf\xef\xbb\xbf" + raw,
        "0xff": raw[:i] + b"\xff" + raw[i:],
        "overlong": raw[:i] + b"\xc0\xaf" + raw[i:],
        "nul": raw[:i] + b"\x00" + raw[i:],
        "cesu": raw[:i] + b"\xed\xa0\x80" + raw[i:],
        "lone continuation": raw[:i] + b"\x80" + raw[i:],
        "utf-8": raw,
    }[how]


BIDS = ("pass", "take S", "take H", "take D", "take C", "80 H", "90 S", "100 D", "110 C", "120 SA", "130 TA",
        "160 H", "capot S", "capot SA", "coinche", "surcoinche", "85 H", "170 S", "take SA")
SEATS = ("N", "E", "S", "W")
CARDS = tuple(r + s for s in "SHDC" for r in "789TJQKA")


def m_semantic(data: Any, rnd: random.Random) -> bytes:
    """A change that keeps the types: another card, bid, score, total, dealer, seat, ..."""
    data = copy_of(data)
    deals = data["deals"]
    what = rnd.choice(("deck", "hands", "play", "up_card", "announce", "bid", "score", "added", "made", "totals",
                       "held", "dealer", "seat", "say", "contract", "winner", "seed", "rule", "number", "thrown_in",
                       "first_dealer", "capot"))
    deal = rnd.choice(deals) if deals else None
    result = deal["result"] if deal and deal["result"] else None
    if deal is None or what in ("totals", "held", "winner", "seed", "rule", "first_dealer"):
        if what == "totals" or deal is None:
            team = rnd.choice(("NS", "EW"))
            data["totals"][team] += rnd.choice((-10, -1, 1, 10))
        elif what == "held":
            data["held"] += rnd.choice((-10, 10, 81, 162))
        elif what == "winner":
            data["winner"] = rnd.choice([w for w in ("NS", "EW", None) if w != data["winner"]])
        elif what == "seed":
            data["seed"] = rnd.choice((0, 1, 7, "7", "seed", data["seed"] if isinstance(data["seed"], str) else 8))
        elif what == "rule":
            key = rnd.choice(sorted(data["rules"]))
            value = data["rules"][key]
            choices = {
                "variant": ["classic", "coinche", "contree"], "direction": ["clockwise", "counterclockwise"],
                "tie": ["made", "failed", "litige"], "undertrump": ["forced", "optional"],
                "target": [1, 100, 300, 1001, 50_000, 50_001], "deals": [None, 1, 2, 100, 500, 501],
            }.get(key, [not value] if isinstance(value, bool) else [value])
            data["rules"][key] = rnd.choice(choices)
        else:
            data["first_dealer"] = rnd.choice([s for s in SEATS if s != data["first_dealer"]])
        return dumps(data, rnd).encode()
    actions = deal["actions"]
    plays = [a for a in actions if "play" in a]
    bids = [a for a in actions if "bid" in a]
    announces = [a for a in actions if "announce" in a]
    if what == "deck":
        i, j = rnd.randrange(32), rnd.randrange(32)
        if rnd.random() < 0.5:
            deal["deck"][i], deal["deck"][j] = deal["deck"][j], deal["deck"][i]
        else:
            deal["deck"][i] = rnd.choice(CARDS)
    elif what == "hands":
        a, b = rnd.sample(SEATS, 2)
        if deal["hands"][a] and deal["hands"][b]:
            i, j = rnd.randrange(len(deal["hands"][a])), rnd.randrange(len(deal["hands"][b]))
            deal["hands"][a][i], deal["hands"][b][j] = deal["hands"][b][j], deal["hands"][a][i]
    elif what == "play" and plays:
        rnd.choice(plays)["play"] = rnd.choice(CARDS)
    elif what == "up_card":
        deal["up_card"] = rnd.choice((None, *CARDS))
    elif what == "announce" and announces:
        action = rnd.choice(announces)
        action["announce"] = rnd.choice(([], ["7H 8H 9H"], ["QS KS AS"], ["JS JH JD JC"], ["9C TC JC QC KC"],
                                         action["announce"] * 2, action["announce"][::-1]))
    elif what == "bid" and bids:
        rnd.choice(bids)["bid"] = rnd.choice(BIDS)
    elif what in ("score", "made", "capot", "added") and result:
        if what == "score":
            team = rnd.choice(("NS", "EW"))
            key = rnd.choice(sorted(result[team]))
            result[team][key] += rnd.choice((-10, -1, 1, 10, 20))
        elif what == "made":
            key = rnd.choice(("made", "litige"))
            result[key] = not result[key]
        elif what == "capot":
            result["capot"] = rnd.choice([c for c in ("NS", "EW", None) if c != result["capot"]])
        else:
            result["added"][rnd.choice(("NS", "EW"))] += rnd.choice((-10, 1, 10))
    elif what == "dealer":
        deal["dealer"] = rnd.choice([s for s in SEATS if s != deal["dealer"]])
    elif what == "seat" and actions:
        action = rnd.choice(actions)
        action["seat"] = rnd.choice([s for s in SEATS if s != action["seat"]])
    elif what == "say" and plays:
        action = rnd.choice(plays)
        if "say" in action and rnd.random() < 0.5:
            del action["say"]
        else:
            action["say"] = rnd.choice(("belote", "rebelote"))
    elif what == "contract":
        deal["contract"] = rnd.choice((None, "H by N", "S by E", "80 H by N", "90 SA by E coinched",
                                       "capot TA by W surcoinched",
                                       deal["contract"] and deal["contract"] + " coinched"))
    elif what == "number":
        deal["number"] += rnd.choice((-1, 1))
    elif what == "thrown_in":
        deal["thrown_in"] = not deal["thrown_in"]
    else:  # nothing of that kind in this deal: change the totals instead
        data["totals"]["NS"] += 1
    return dumps(data, rnd).encode()


def m_whole_file(data: Any, rnd: random.Random) -> bytes:
    text = json.dumps(data)
    return rnd.choice((
        b"", b" \n\t ", b"null", b"[]", b"{}", b'"a game"', b"7", b"true", b"\xef\xbb\xbf",
        ("[" + text + "]").encode(), (text + text).encode(), (text + "\n").encode(), (text + " garbage").encode(),
        (text + "\x00").encode(), ("\n\n" + text + "\n\n").encode(),
        text.encode() + b" " * (MAX_FILE_BYTES - len(text)),
        text.encode() + b" " * (MAX_FILE_BYTES + 1 - len(text)), b"{" * 10, b"\x00" * 1000, bytes(range(256)),
        random.Random(rnd.random()).randbytes(1000), json.dumps({"format": data["format"]}).encode(),
        json.dumps({**data, "version": 2}).encode(), json.dumps({**data, "format": "chess"}).encode(),
        json.dumps(data, indent="\t").encode(), json.dumps(data, separators=(",", ":")).encode(),
    ))


MUTATORS: dict[str, Callable[[Any, random.Random], bytes]] = {
    "byte flip": m_byte_flip,
    "truncation": m_truncation,
    "field deletion": m_field_deletion,
    "action/deal edit": m_action_deal_edit,
    "duplicate key": m_duplicate_key,
    "wrong type": m_wrong_type,
    "extreme number": m_extreme_number,
    "deep nesting": m_deep_nesting,
    "long string": m_long_string,
    "unicode": m_unicode,
    "encoding": m_encoding,
    "semantic": m_semantic,
    "whole file": m_whole_file,
}


# ----- one case -------------------------------------------------------------------------------------------------------
@dataclass
class Case:
    number: int
    kind: str
    base: str
    content: bytes


@dataclass
class Outcome:
    accepted: bool
    line: str | None  # the command's error line, when refused
    totals: dict[str, int] | None  # the record's stated totals, when accepted
    failures: list[str]
    seconds: float


def plan(cases: int) -> list[str]:
    """The kind of each case number: ``KINDS``'s shares of ``cases``, each kind at least once, interleaved."""
    total = sum(KINDS.values())
    counts = {k: max(1, round(cases * w / total)) for k, w in KINDS.items()}
    while sum(counts.values()) > cases and max(counts.values()) > 1:
        counts[max(counts, key=counts.__getitem__)] -= 1
    while sum(counts.values()) < cases:
        counts[max(KINDS, key=KINDS.__getitem__)] += 1
    kinds = [k for k, n in counts.items() for _ in range(n)]
    random.Random(cases).shuffle(kinds)
    return kinds


def make_case(seed: int, number: int, kind: str, bases: list[tuple[str, dict[str, Any]]]) -> Case:
    rnd = random.Random(f"case/{seed}/{number}")
    name, data = bases[rnd.randrange(len(bases))]
    return Case(number, kind, name, MUTATORS[kind](data, rnd))


def check_accepted(match: Any, data: Any) -> list[str]:
    """An accepted record replays to the scores it states, and is written again as the same JSON."""
    failures = []
    if data["totals"] != {"NS": match.totals[0], "EW": match.totals[1]}:
        failures.append(f"stated totals {data['totals']} but the replay gives {match.totals}")
    winner = None if match.winner is None else ("NS", "EW")[match.winner]
    if data["held"] != match.held or data["winner"] != winner:
        failures.append("stated held points or winner differ from the replay")
    for deal, replayed in zip(data["deals"], match.deals, strict=True):
        stated = deal["result"]
        if (stated is None) != (replayed.result is None) or (stated is not None and (
                [stated[t]["score"] for t in ("NS", "EW")] != [replayed.result.teams[t].score for t in (0, 1)])):
            failures.append(f"deal {deal['number']}: the stated result is not the replay's")
    added = [(d["result"]["added"]["NS"], d["result"]["added"]["EW"]) for d in data["deals"] if d["result"]]
    if added != [a for d, a in zip(match.deals, match.history, strict=False) if d.result is not None]:
        failures.append("the stated points added by the deals are not the replay's")
    if json.dumps(to_record(match), sort_keys=True) != json.dumps(data, sort_keys=True):
        failures.append("accepted, but not written again as the same JSON (loosely read)")
    return failures


def run_case(case: Case, path: Path) -> Outcome:
    started = time.perf_counter()
    path.write_bytes(case.content)
    failures: list[str] = []
    accepted, line, totals = False, None, None
    match = None
    try:
        match = load(path)
        accepted = True
    except RecordError as e:
        if e.unexpected:
            failures.append(f"unexpected failure inside from_record: {str(e)[:200]}")
        line = error_line(path, e)
        if "\n" in line or "\r" in line or len(line) > MAX_LINE + 1:
            failures.append(f"error line of {len(line)} characters or several lines")
    except BaseException as e:  # anything else is the failure this fuzz looks for
        if isinstance(e, KeyboardInterrupt):
            raise
        failures.append(f"{type(e).__name__} escaped replay.load: {str(e)[:200]}")
    if accepted and match is not None:
        data = parse_json(case.content)
        totals = data["totals"]
        failures += check_accepted(match, data)
    try:
        app = read_record(path)
    except BadFile:
        if accepted:
            failures.append("the command accepts it but File > Open game record refuses it")
    except BaseException as e:
        if isinstance(e, KeyboardInterrupt):
            raise
        failures.append(f"{type(e).__name__} escaped read_record: {str(e)[:200]}")
    else:
        if not accepted:
            failures.append("File > Open game record accepts it but the command refuses it")
        elif app is None or match is None or to_record(app) != to_record(match):
            failures.append("the two readers give different matches")
    return Outcome(accepted, line, totals, failures, time.perf_counter() - started)


def run_cli(case: Case, path: Path, expected: Outcome) -> list[str]:
    """The real command on the case's file: the same verdict and line as in process."""
    path.write_bytes(case.content)
    try:
        proc = subprocess.run([sys.executable, "-m", "belote_desktop.engine.replay", str(path)], cwd=ROOT,
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=CLI_TIMEOUT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    except subprocess.TimeoutExpired:
        return [f"the command took more than {CLI_TIMEOUT:.0f} s"]
    out, err = proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")
    failures = []
    if "Traceback" in err:
        failures.append("traceback: " + err.strip().splitlines()[-1][:200])
    if proc.returncode == 0:
        if not expected.accepted:
            failures.append("the command exits 0 for a record refused in process")
        else:
            try:
                summary_totals = json.loads(out)["totals"]
            except (ValueError, KeyError, TypeError):
                summary_totals = None
            if err or summary_totals != expected.totals:
                failures.append("exit 0, but the summary's totals are not the record's")
    elif proc.returncode == 2:
        lines = err.splitlines()
        if out or len(lines) != 1 or len(lines[0]) > MAX_LINE + 1:
            failures.append(f"exit 2 with {len(lines)} line(s) on stderr, {len(err)} characters")
        elif expected.accepted:
            failures.append("the command refuses a record accepted in process")
        elif lines[0] != expected.line:
            failures.append(f"the command says {lines[0][:120]!r}, in process {str(expected.line)[:120]!r}")
    else:
        failures.append(f"exit status {proc.returncode}")
    return failures


# ----- the run --------------------------------------------------------------------------------------------------------
@dataclass
class Row:
    cases: int = 0
    accepted: int = 0
    refused: int = 0
    failures: int = 0
    cli: int = 0
    cli_failures: int = 0


@dataclass
class Totals:
    rows: dict[str, Row] = field(default_factory=dict)
    failures: list[tuple[int, str, str, str]] = field(default_factory=list)  # case, kind, base, what
    slowest: tuple[float, int, str] = (0.0, -1, "")
    seconds: float = 0.0
    bases: int = 0

    @property
    def cases(self) -> int:
        return sum(r.cases for r in self.rows.values())

    @property
    def cli_cases(self) -> int:
        return sum(r.cli for r in self.rows.values())


def cli_sample(kinds: list[str], cli: int) -> set[int]:
    """About ``cli`` case numbers for the command, evenly spread within each kind, at least two of each."""
    chosen: set[int] = set()
    if not cli:
        return chosen
    for kind in KINDS:
        numbers = [n for n, k in enumerate(kinds) if k == kind]
        want = min(len(numbers), max(2, round(cli * len(numbers) / len(kinds))))
        chosen.update(numbers[i * len(numbers) // want] for i in range(want))
    return chosen


def case_path(folder: Path, number: int) -> Path:
    """The same name in process and for the command, whose error lines name the file."""
    return folder / f"case-{number}.json"


def fuzz(cases: int, seed: int, cli: int, jobs: int = 2, records: int = 40, folder: Path | None = None,
         report: Callable[[str], None] = print) -> Totals:
    """``cases`` mutated records in process, ``cli`` of them (spread over the kinds) by the real command too."""
    started = time.perf_counter()
    totals = Totals(rows={k: Row() for k in KINDS})
    bases = base_records(seed, records)
    totals.bases = len(bases)
    kinds = plan(cases)
    chosen = cli_sample(kinds, cli)
    sample: list[tuple[Case, Outcome]] = []
    with tempfile.TemporaryDirectory(prefix="record-fuzz-", dir=folder) as tmp:
        for number, kind in enumerate(kinds):
            case = make_case(seed, number, kind, bases)
            path = case_path(Path(tmp), number)
            outcome = run_case(case, path)
            path.unlink()
            row = totals.rows[kind]
            row.cases += 1
            row.accepted += outcome.accepted
            row.refused += not outcome.accepted
            if outcome.failures:
                row.failures += 1
                totals.failures += [(number, kind, case.base, f) for f in outcome.failures]
            if outcome.seconds > totals.slowest[0]:
                totals.slowest = (outcome.seconds, number, kind)
            if number in chosen:
                sample.append((case, outcome))
        report(f"{cases} cases in process in {time.perf_counter() - started:.1f} s; the command on {len(sample)}")

        def one(item: tuple[Case, Outcome]) -> tuple[Case, list[str]]:
            case, outcome = item
            return case, run_cli(case, case_path(Path(tmp), case.number), outcome)

        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for case, failures in pool.map(one, sample):
                row = totals.rows[case.kind]
                row.cli += 1
                if failures:
                    row.cli_failures += 1
                    totals.failures += [(case.number, case.kind, case.base, "command: " + f) for f in failures]
    totals.seconds = time.perf_counter() - started
    return totals


def table(totals: Totals) -> str:
    head = f"| {'mutation kind':<17} | cases | accepted | refused | failures | by the command | its failures |"
    lines = [head, "|" + "|".join("-" * (len(c)) for c in head.split("|")[1:-1]) + "|"]
    for kind, r in totals.rows.items():
        lines.append(f"| {kind:<17} | {r.cases:>5} | {r.accepted:>8} | {r.refused:>7} | {r.failures:>8} | "
                     f"{r.cli:>14} | {r.cli_failures:>12} |")
    rows = totals.rows.values()
    lines.append(f"| {'total':<17} | {totals.cases:>5} | {sum(r.accepted for r in rows):>8} | "
                 f"{sum(r.refused for r in rows):>7} | {sum(r.failures for r in rows):>8} | {totals.cli_cases:>14} | "
                 f"{sum(r.cli_failures for r in rows):>12} |")
    seconds, number, kind = totals.slowest
    lines.append(f"{totals.bases} base records; slowest case {number} ({kind}) {seconds * 1000:.0f} ms in process; "
                 f"{totals.seconds:.1f} s in all")
    for number, kind, base, what in totals.failures[:30]:
        lines.append(f"FAILURE case {number} ({kind}, from {base}): {what}")
    if len(totals.failures) > 30:
        lines.append(f"... and {len(totals.failures) - 30} more failures")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=20000, help="mutated records to read in process")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cli", type=int, default=500, help="how many of them to give to the real command too")
    parser.add_argument("--jobs", type=int, default=2, help="commands run at a time")
    parser.add_argument("--records", type=int, default=60, help="real records to mutate (plus the example)")
    parser.add_argument("--case", type=int, default=None, help="show one case (its number in a run of --cases)")
    args = parser.parse_args(argv)
    if args.case is not None:
        bases = base_records(args.seed, args.records)
        case = make_case(args.seed, args.case, plan(args.cases)[args.case], bases)
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / f"case-{args.case}.json"
            outcome = run_case(case, path)
        print(f"case {case.number}: {case.kind}, from {case.base}, {len(case.content)} bytes: "
              f"{'accepted' if outcome.accepted else outcome.line}")
        for failure in outcome.failures:
            print("FAILURE", failure)
        return 1 if outcome.failures else 0
    totals = fuzz(args.cases, args.seed, args.cli, args.jobs, args.records)
    print(table(totals))
    return 1 if totals.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
