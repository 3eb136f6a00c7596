"""The klaverjas game record: written with its family, read back by replaying every action, refused with
one line naming the problem; ``python -m belote_desktop.engine.replay`` reads it like a belote record."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from belote_desktop.engine import Match
from belote_desktop.engine.families.klaverjas.options import PRESETS
from belote_desktop.engine.record import RecordError, ReplayError, from_record, to_record
from belote_desktop.engine.replay import main

from .helpers import AMSTERDAMS


def played(options=AMSTERDAMS, seed: int = 3, deals: int | None = None, claim: bool = True,
           last_cards: int = 0) -> Match:
    """A match of random legal calls and cards; without ``auto_roem`` the roem of each trick is claimed by
    a random seat (when ``claim``) and the last trick gathered; ``last_cards`` stops in the middle."""
    rnd = random.Random(seed)
    match = Match(options, seed=seed)
    n = 0
    while not match.is_over and (deals is None or n < deals):
        n += 1
        deal = match.start_deal()
        while deal.phase == "bidding":
            match.bid(rnd.choice(deal.legal_bids()))
        while deal.phase in ("playing", "gathering"):
            if claim and deal.can_claim_roem():
                match.claim_roem(rnd.randrange(4))
            if deal.phase == "gathering":
                match.gather(deal.turn)
            else:
                match.play(rnd.choice(deal.legal_cards()))
    for _ in range(last_cards):
        deal = match.start_deal() if match.deal.is_over else match.deal
        while deal.phase == "bidding":
            match.bid(rnd.choice(deal.legal_bids()))
        match.play(rnd.choice(deal.legal_cards()))
    return match


def round_trip(match: Match) -> dict:
    record = to_record(match)
    text = json.dumps(record, indent=1)
    again = from_record(json.loads(text))
    assert to_record(again) == record
    assert again.totals == match.totals and again.history == match.history
    assert [d.deck for d in again.deals] == [d.deck for d in match.deals]
    return record


def test_a_whole_boompje_round_trips_and_names_its_family():
    match = played()
    record = round_trip(match)
    assert record["family"] == "klaverjas" and list(record)[:3] == ["format", "version", "family"]
    assert "held" not in record and record["rules"] == AMSTERDAMS.to_dict()
    deal = record["deals"][0]
    assert list(deal) == ["number", "dealer", "deck", "proposed", "hands", "actions", "contract", "result"]
    assert deal["proposed"] is None
    assert set(deal["result"]) == {"made", "pit", "doubled", "NS", "EW", "added"}
    assert set(deal["result"]["NS"]) == {"card_points", "last_trick", "roem", "pit", "score"}
    assert record["winner"] in ("NS", "EW", "draw")


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_preset_round_trips_in_the_middle_of_a_deal(preset):
    round_trip(played(PRESETS[preset], seed=11, deals=3, last_cards=6))


def test_gedraaid_records_the_proposed_suits_and_the_first_is_clubs():
    match = played(AMSTERDAMS.with_(trump_choice="gedraaid", gedraaid_all_pass="next_card"), seed=5, deals=4)
    record = round_trip(match)
    assert record["deals"][0]["proposed"][0] == "C"
    assert all(len(d["proposed"]) == 2 for d in record["deals"])
    bad = copy.deepcopy(record)
    bad["deals"][0]["proposed"][0] = "H"
    with pytest.raises(RecordError, match="the first deal of a match proposes clubs"):
        from_record(bad)
    bad = copy.deepcopy(record)
    bad["deals"][1]["proposed"] = ["X", "H"]
    with pytest.raises(RecordError, match="not a suit"):
        from_record(bad)


def test_a_vrij_record_proposes_nothing():
    record = to_record(played(deals=1))
    record["deals"][0]["proposed"] = ["C", "H"]
    with pytest.raises(RecordError, match="proposed"):
        from_record(record)


def test_claims_and_the_gathering_of_the_last_trick_are_recorded():
    match = played(AMSTERDAMS.with_(auto_roem=False), seed=8, deals=3)
    record = round_trip(match)
    kinds = [next(k for k in a if k != "seat") for d in record["deals"] for a in d["actions"]]
    assert kinds.count("gather") == 3 and kinds.count("claim") > 0
    claim = next(a for d in record["deals"] for a in d["actions"] if "claim" in a)
    assert isinstance(claim["claim"], int) and 1 <= claim["claim"] <= 8


def test_roem_not_claimed_is_not_counted_and_the_record_says_so():
    claimed = played(AMSTERDAMS.with_(auto_roem=False), seed=8, deals=3)
    silent = played(AMSTERDAMS.with_(auto_roem=False), seed=8, deals=3, claim=False)
    assert all(d.roem_points == [0, 0] for d in silent.deals)
    assert any(d.roem_points != [0, 0] for d in claimed.deals)
    round_trip(silent)


def test_a_claim_that_names_another_trick_or_holds_no_roem_is_refused():
    record = to_record(played(AMSTERDAMS.with_(auto_roem=False), seed=8, deals=3))
    deal, i = next((d, i) for d in record["deals"] for i, a in enumerate(d["actions"]) if "claim" in a)
    bad = copy.deepcopy(record)
    bad["deals"][deal["number"] - 1]["actions"][i]["claim"] += 1
    with pytest.raises(RecordError, match="the claim names trick"):
        from_record(bad)
    # A claim right after the first card of the deal: no trick lies on the table.
    bad = copy.deepcopy(record)
    actions = bad["deals"][0]["actions"]
    first_play = next(j for j, a in enumerate(actions) if "play" in a)
    actions.insert(first_play + 1, {"seat": "N", "claim": 1})
    with pytest.raises(ReplayError) as err:
        from_record(bad)
    assert "(K6 no_trick_lying)" in str(err.value)


def test_an_illegal_card_is_refused_with_its_k5_rule():
    record = to_record(played(PRESETS["rotterdams"], seed=2, deals=1))
    actions = record["deals"][0]["actions"]
    # Swap two cards of the first trick: the second player's card for the first's, which it cannot hold.
    plays = [j for j, a in enumerate(actions) if "play" in a]
    actions[plays[1]]["play"] = actions[plays[0]]["play"]
    with pytest.raises(ReplayError) as err:
        from_record(record)
    assert "(K5 not_in_hand)" in str(err.value) and "deal 1, trick 1" in str(err.value)


def test_belote_action_kinds_are_not_klaverjas_actions():
    record = to_record(played(deals=1))
    record["deals"][0]["actions"].insert(0, {"seat": "E", "announce": []})
    with pytest.raises(RecordError, match="exactly one of 'bid', 'play', 'claim' or 'gather'"):
        from_record(record)


def test_the_family_field():
    record = to_record(played(deals=1))
    for value, message in [("belote", "written without a 'family' field"), ("jass", "unknown game family"),
                           (7, "field 'family' must be str")]:
        bad = dict(record, family=value)
        with pytest.raises(RecordError, match=message):
            from_record(bad)
    del record["family"]
    with pytest.raises(RecordError, match="unknown rule option"):
        from_record(record)  # read as belote, its rules are klaverjas's


def test_every_rule_option_is_written_and_required():
    record = to_record(played(deals=1))
    del record["rules"]["auto_roem"]
    with pytest.raises(RecordError, match=r"missing rule option.*auto_roem"):
        from_record(record)


def test_a_drawn_boompje_is_recorded_as_a_draw():
    rnd = random.Random(1)
    match = Match(AMSTERDAMS.with_(deals=2), seed=1)
    while not match.is_over:
        deal = match.start_deal()
        while deal.phase == "bidding":
            match.bid(rnd.choice(deal.legal_bids()))
        while deal.phase == "playing":
            match.play(rnd.choice(deal.legal_cards()))
    assert match.drawn
    record = round_trip(match)
    assert record["winner"] == "draw"
    record["winner"] = None
    with pytest.raises(RecordError, match="winner"):
        from_record(record)


def test_the_replay_command_reads_a_klaverjas_record(tmp_path: Path, capsys):
    match = played(AMSTERDAMS.with_(trump_choice="gedraaid"), seed=4)
    path = tmp_path / "boompje.json"
    path.write_text(json.dumps(to_record(match)), encoding="utf-8")
    assert main([str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["deals"]) == 16 and "held" not in out
    assert out["totals"] == {"NS": match.totals[0], "EW": match.totals[1]}
    assert {d["outcome"] for d in out["deals"]} <= {"made", "nat"}
    first = out["deals"][0]
    assert set(first) >= {"deal", "dealer", "contract", "outcome", "roem", "scores", "added"}


def test_the_replay_command_names_the_k_rule_of_an_illegal_card(tmp_path: Path, capsys):
    record = to_record(played(seed=2, deals=1))
    actions = record["deals"][0]["actions"]
    plays = [j for j, a in enumerate(actions) if "play" in a]
    actions[plays[1]]["play"] = actions[plays[0]]["play"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main([str(path)]) == 2
    line = capsys.readouterr().err.strip()
    assert "illegal action: deal 1, trick 1" in line and "K5 not_in_hand" in line and "\n" not in line


EXAMPLE = Path(__file__).parents[3] / "belote_desktop" / "engine" / "example_record_klaverjas.json"


def test_the_example_klaverjas_record_replays_and_is_written_again_unchanged(capsys):
    """The README's example: a four-deal boompje, Amsterdams with ``auto_roem`` off (claims and gathers),
    two deals made and two nat."""
    text = EXAMPLE.read_text(encoding="utf-8")
    match = from_record(json.loads(text))
    assert json.dumps(to_record(match), indent=1, ensure_ascii=False) + "\n" == text
    assert [d.result.made for d in match.deals] == [True, False, True, False]
    assert sum(len(d.claims) for d in match.deals) > 0
    assert main([str(EXAMPLE)]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] == "EW"


def test_a_match_saved_while_the_last_trick_lies_goes_on_after_loading():
    """``auto_roem`` off, the eighth trick on the table: the record has no result yet; read back, the deal is
    still ``GATHERING``, its roem may still be claimed, and gathering it scores it as in the first match."""
    rnd = random.Random(12)
    match = Match(AMSTERDAMS.with_(auto_roem=False), seed=12)
    deal = match.start_deal()
    while deal.phase == "bidding":
        match.bid(rnd.choice(deal.legal_bids()))
    while deal.phase == "playing":
        match.play(rnd.choice(deal.legal_cards()))
    assert deal.phase == "gathering"
    record = round_trip(match)
    assert record["deals"][0]["result"] is None
    again = from_record(record)
    assert again.deal.phase == "gathering" and again.deal.lying_trick == 8
    assert again.deal.can_claim_roem() == deal.can_claim_roem()
    match.gather(deal.turn)
    again.gather(again.deal.turn)
    assert again.deal.result == deal.result and to_record(again) == to_record(match)
