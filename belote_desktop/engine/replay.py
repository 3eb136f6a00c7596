"""``python -m belote_desktop.engine.replay FILE``: check a game record.

Replays every action through the rules and prints each deal's scores and the
match totals as JSON. Exit status 0 for a legal record; 2, with one line of at
most ``MAX_LINE`` characters on standard error, for a file that cannot be read
(missing, no permission, a folder, a pipe or a device, larger than
``jsonfile.MAX_FILE_BYTES``), is not a record, or holds an illegal action.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .cards import SEATS, TEAMS
from .jsonfile import BadText, NotARegularFile, read_json_file
from .match import Match
from .record import RecordError, ReplayError, from_record

EXIT_BAD_RECORD = 2
MAX_LINE = 300  # characters of the error line, at most (a backstop: messages quote values shortened)


def summary(match: Match) -> dict[str, Any]:
    """Each deal's contract, outcome and scores, and the match's totals and winner (the family's words)."""
    codec = match.family.record
    deals = []
    for i, deal in enumerate(match.deals):
        entry: dict[str, Any] = {"deal": i + 1, "dealer": SEATS[deal.dealer],
                                 "contract": None if deal.contract is None else str(deal.contract)}
        entry |= codec.deal_summary(deal, match.history[i] if deal.result is not None else None)
        deals.append(entry)
    return {
        "deals": deals,
        "totals": {TEAMS[0]: match.totals[0], TEAMS[1]: match.totals[1]},
        **codec.match_fields(match),
        "winner": codec.winner(match),
    }


class UnreadableRecord(RecordError):
    """The file cannot be read as JSON; the message names the file already."""


def load(path: Path) -> Match:
    """Read and replay a record file; raises ``RecordError`` (``UnreadableRecord``
    when the file is not JSON at all), and nothing else."""
    name = shown_path(path)
    try:
        data = read_json_file(path)
    except NotARegularFile as e:
        raise UnreadableRecord(f"{name} is not a game record: {e.strerror}") from None
    except OSError as e:
        raise UnreadableRecord(f"cannot read {name}: {e.strerror or type(e).__name__}") from None
    except BadText as e:
        raise UnreadableRecord(f"{name} is not a game record: {e.detail}") from None
    return from_record(data)


def shown_path(path: Path) -> str:
    """The path as typed; control characters (a line break) escaped, and a very long one cut to its end."""
    text = str(path)
    if not text.isprintable():
        text = repr(text)[1:-1]
    return text if len(text) <= 120 else "…" + text[-119:]


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """The message as one line of at most ``limit`` characters (plus "…"), whatever it holds."""
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[: limit + 1])
    return text if len(text) <= limit else text[:limit] + "…"


def error_line(path: Path, error: RecordError) -> str:
    """The one line the command prints for a record ``load`` refuses."""
    if isinstance(error, UnreadableRecord):
        return one_line(str(error))
    if isinstance(error, ReplayError):
        return one_line(f"{shown_path(path)}: illegal action: {error}")
    return one_line(f"{shown_path(path)} is not a valid game record: {error}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m belote_desktop.engine.replay",
                                     description="Replay a game record (belote or klaverjas), check every "
                                                 "action against the rules and print the scores as JSON.")
    parser.add_argument("file", type=Path, help="the game record (JSON)")
    args = parser.parse_args(argv)
    try:
        match = load(args.file)
    except RecordError as e:
        print(error_line(args.file, e), file=sys.stderr)
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
