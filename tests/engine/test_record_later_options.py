"""The game record and the options added after it (issue 36): ``second_round_dealer_any_suit`` (R4) and
``last_raise`` (R5).

Records written before them must keep loading and meaning what they meant: the fixtures in ``fixtures/``
were written by the program as it was before the options existed (commit b34ce4a, normal bots), and are
read and written again here unchanged. A record writes the later options only when they are on, so a
record that does not use them is byte for byte what it was before.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belote_desktop.engine import KEEP_BID, PRESETS, Bid, Match
from belote_desktop.engine.bidding import LAST_RAISE
from belote_desktop.engine.options import LATER_OPTIONS
from belote_desktop.engine.record import RecordError, ReplayError, from_record, to_record

FIXTURES = Path(__file__).parent / "fixtures"
BEFORE = sorted(FIXTURES.glob("record_before_issue36_*.json"))


def test_the_fixtures_are_there():
    assert [p.name for p in BEFORE] == [f"record_before_issue36_{v}.json" for v in ("classic", "coinche", "contree")]


@pytest.mark.parametrize("path", BEFORE, ids=lambda p: p.stem)
def test_a_record_from_before_the_options_replays_unchanged(path: Path):
    """Read, it is the same match (totals, contracts), the later options are off, and written again it is the
    same JSON, key for key."""
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert not set(LATER_OPTIONS) & set(data["rules"])
    match = from_record(data)
    assert not match.options.second_round_dealer_any_suit and not match.options.last_raise
    assert to_record(match) == data
    assert json.dumps(to_record(match), indent=1, ensure_ascii=False) + "\n" == text
    assert [str(d.contract) if d.contract else None for d in match.deals] == [d["contract"] for d in data["deals"]]


def test_an_old_contree_record_means_three_passes_end_the_auction():
    """What the old record meant: "130 H" and three passes was the contract. Under ``last_raise`` the same
    actions leave the auction open (the bidder's last raise), so the replay would refuse the first card: the
    absent option really is read as off."""
    data = json.loads((FIXTURES / "record_before_issue36_contree.json").read_text(encoding="utf-8"))
    assert [a["bid"] for a in data["deals"][0]["actions"][:4]] == ["130 H", "pass", "pass", "pass"]
    assert from_record(data).deals[0].contract.value == 130
    data["rules"]["last_raise"] = True
    with pytest.raises(ReplayError) as err:
        from_record(data)
    assert "deal 1, bidding" in str(err.value) and "the deal is bidding, not playing" in str(err.value)


def test_an_old_classic_record_means_the_dealer_could_not_name_the_up_card_suit():
    """The old classic record replays under the rule it was played with: its dealer was offered the three
    other suits only in round two."""
    match = from_record(json.loads((FIXTURES / "record_before_issue36_classic.json").read_text(encoding="utf-8")))
    deal = match.deals[3]  # everyone passed round one; West took hearts in round two (diamonds turned up)
    assert [str(b) for _, b in deal.bids][-1] == "take H"
    replay = Match(match.options, match.seed, match.first_dealer)
    for previous in match.deals[:3]:
        replay.start_deal(previous.deck)
        for action in previous.actions:
            _apply(replay, action)
    again = replay.start_deal(deal.deck)
    for _ in range(7):
        again.bid(Bid.parse("pass"))
    assert again.turn == again.dealer
    assert Bid.take(again.up_card >> 3) not in again.legal_bids()


def _apply(match: Match, action) -> None:
    if action.kind == "bid":
        match.bid(action.value, action.seat)
    elif action.kind == "announce":
        match.announce(action.value, action.seat)
    else:
        match.play(action.value, action.seat, belote=action.say == "belote")


def _played(options, bids: list[str], seed: int = 5) -> Match:
    match = Match(options, seed=seed, first_dealer=3)
    deal = match.start_deal()
    for text in bids:
        deal.bid(Bid.parse(text))
    while deal.phase == "playing":
        if deal.can_announce():
            deal.announce(deal.declarations_of(deal.turn))
        deal.play(deal.legal_cards()[0])
    return match


def test_a_last_raise_is_recorded_and_replayed():
    """The raise is a value bid by the highest bidder, the keep is written "keep"; both replay to the same
    contract and the rules name the option."""
    options = PRESETS["contree_last_raise"]
    for bids, contract in ((["100 H", "pass", "pass", "pass", "120 H", "pass", "pass"], "120 H by N"),
                           (["100 H", "pass", "pass", "pass", "keep", "coinche", "pass", "pass"],
                            "100 H by N coinched")):
        match = _played(options, bids)
        data = to_record(match)
        assert data["rules"]["last_raise"] is True
        assert "second_round_dealer_any_suit" not in data["rules"]
        assert [a["bid"] for a in data["deals"][0]["actions"] if "bid" in a] == bids
        assert data["deals"][0]["contract"] == contract
        loaded = from_record(json.loads(json.dumps(data)))
        assert to_record(loaded) == data
        assert loaded.deals[0].bid_moments()[4] == LAST_RAISE


def test_the_dealer_option_is_recorded_when_on():
    match = _played(PRESETS["polish_classic"], [])
    data = to_record(match)
    assert data["rules"]["second_round_dealer_any_suit"] is True and "last_raise" not in data["rules"]
    assert from_record(data).options == PRESETS["polish_classic"]


@pytest.mark.parametrize("key", LATER_OPTIONS)
def test_a_later_option_written_off_is_refused(key: str):
    """The reader takes exactly what the writer writes: an option added later is left out when off, never
    written false (a loaded record must be written again the same)."""
    data = json.loads((FIXTURES / "record_before_issue36_contree.json").read_text(encoding="utf-8"))
    data["rules"][key] = False
    with pytest.raises(RecordError) as err:
        from_record(data)
    assert key in str(err.value) and "only when on" in str(err.value)


@pytest.mark.parametrize("value", ["true", 1, None])
def test_a_later_option_of_another_type_is_refused(value):
    data = json.loads((FIXTURES / "record_before_issue36_contree.json").read_text(encoding="utf-8"))
    data["rules"]["last_raise"] = value
    with pytest.raises(RecordError) as err:
        from_record(data)
    assert "last_raise" in str(err.value)


def test_keep_is_a_bid_of_the_record():
    assert Bid.parse("keep") == KEEP_BID and str(KEEP_BID) == "keep"
    with pytest.raises(ValueError):
        Bid.parse("keep H")


def test_a_keep_in_an_old_record_is_refused_with_its_rule():
    """"keep" in a record without the option: the replay names the rule (R5.4 nothing_to_keep)."""
    data = json.loads((FIXTURES / "record_before_issue36_contree.json").read_text(encoding="utf-8"))
    data["deals"][0]["actions"][3]["bid"] = "keep"
    with pytest.raises(ReplayError) as err:
        from_record(data)
    assert "R5.4 nothing_to_keep" in str(err.value)
