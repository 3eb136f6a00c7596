"""Belote records from before the game families (issue 38) read and replay as they did.

``fixtures/record_before_issue38_classic.json`` is a whole classic match written by the program before the
engine had families (commit bd34acc: simple bids, every declaration announced, belote said), and
``...replay.json`` beside it is what ``python -m belote_desktop.engine.replay`` printed for it then. A record
without a ``family`` field is belote: it must load, give the same deals and scores, and be written again byte
for byte.
"""

from __future__ import annotations

import json
from pathlib import Path

from belote_desktop.engine import Match
from belote_desktop.engine.record import from_record, to_record
from belote_desktop.engine.replay import main, summary

FIXTURES = Path(__file__).parent / "fixtures"
RECORD = FIXTURES / "record_before_issue38_classic.json"


def test_a_belote_record_from_before_the_families_replays_the_same():
    text = RECORD.read_text(encoding="utf-8")
    data = json.loads(text)
    assert "family" not in data
    match = from_record(data)
    assert summary(match) == json.loads(RECORD.with_suffix(".replay.json").read_text(encoding="utf-8"))
    assert json.dumps(to_record(match), indent=1, ensure_ascii=False) + "\n" == text


def test_the_replay_command_prints_what_it_printed_before(capsys):
    assert main([str(RECORD)]) == 0
    assert capsys.readouterr().out == RECORD.with_suffix(".replay.json").read_text(encoding="utf-8")


def test_the_old_record_deals_again_the_same_cards_from_its_seed():
    """The seed's generator is drawn from in the same order: a new match on the record's seed deals the
    record's first deck and first dealer (the decks after it are cuts, checked by the reader)."""
    data = json.loads(RECORD.read_text(encoding="utf-8"))
    match = from_record(data)
    again = Match(match.options, data["seed"])
    assert again.first_dealer == match.first_dealer
    assert again.start_deal().deck == match.deals[0].deck
