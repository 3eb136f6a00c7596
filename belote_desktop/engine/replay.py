"""``python -m belote_desktop.engine.replay FILE``: check a game record.

Replays every action through the rules and prints each deal's scores and the
match totals as JSON. Exit status 0 for a legal record; 2, with one line on
standard error, for a file that cannot be read, is not a record, or holds an
illegal action.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .cards import SEATS, TEAMS
from .match import Match
from .record import RecordError, ReplayError, from_record

EXIT_BAD_RECORD = 2


def summary(match: Match) -> dict[str, Any]:
    deals = []
    for i, deal in enumerate(match.deals):
        entry: dict[str, Any] = {"deal": i + 1, "dealer": SEATS[deal.dealer],
                                 "contract": None if deal.contract is None else str(deal.contract)}
        if deal.result is not None:
            r = deal.result
            entry["outcome"] = "litige" if r.litige else "made" if r.made else "failed"
            entry["scores"] = {TEAMS[t]: r.teams[t].score for t in (0, 1)}
            entry["added"] = {TEAMS[t]: match.history[i][t] for t in (0, 1)}
        else:
            entry["outcome"] = "thrown in" if deal.is_over else "in progress"
        deals.append(entry)
    return {
        "deals": deals,
        "totals": {TEAMS[0]: match.totals[0], TEAMS[1]: match.totals[1]},
        "held": match.held,
        "winner": None if match.winner is None else TEAMS[match.winner],
    }


def load(path: Path) -> Match:
    """Read and replay a record file; raises ``RecordError`` with a message
    fit to show as it is."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise RecordError(f"cannot read {path}: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a game record: it is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"{path} is not a game record: invalid JSON at line {e.lineno}, "
                          f"column {e.colno} ({e.msg})") from None
    return from_record(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.engine.replay",
                                     description="Replay a Belote game record, check every action "
                                                 "against the rules and print the scores as JSON.")
    parser.add_argument("file", type=Path, help="the game record (JSON)")
    args = parser.parse_args(argv)
    try:
        match = load(args.file)
    except ReplayError as e:
        print(f"{args.file}: illegal action: {e}", file=sys.stderr)
        return EXIT_BAD_RECORD
    except RecordError as e:
        message = str(e)
        if not message.startswith(str(args.file)) and not message.startswith("cannot read"):
            message = f"{args.file} is not a valid game record: {message}"
        print(message, file=sys.stderr)
        return EXIT_BAD_RECORD
    except RecursionError:
        print(f"{args.file} is not a valid game record: nested too deeply", file=sys.stderr)
        return EXIT_BAD_RECORD
    try:
        print(json.dumps(summary(match), indent=2))
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (e.g. piped into head); that is not an error of ours.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
