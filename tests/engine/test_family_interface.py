"""The game-family interface (``engine/family.py``): what the controller, the bots' search, the table and the
help ask of a game, answered by belote and klaverjas alike (issue 38).

The search's rules (``PlayRules``) must be the deal's own: at every position of random deals of both
families, the legal mask, the refusal and the trick's bonus the search computes from masks alone equal what
the deal says.
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.engine import PRESETS, Match, Options
from belote_desktop.engine.families import FAMILIES, family_named, family_of
from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS
from belote_desktop.engine.families.klaverjas.options import KlaverjasOptions
from belote_desktop.engine.family import FamilyDeal

KLAVERJAS = KLAVERJAS_PRESETS["amsterdams"]


def test_the_families_and_their_options():
    assert list(FAMILIES) == ["belote", "klaverjas"]
    assert family_of(Options()).name == "belote" and family_of(PRESETS["coinche"]) is family_named("belote")
    assert family_of(KlaverjasOptions()).name == "klaverjas"
    assert (family_named("belote").rule_prefix, family_named("klaverjas").rule_prefix) == ("R", "K")
    assert next(iter(family_named("belote").presets)) == "classic"
    assert next(iter(family_named("klaverjas").presets)) == "amsterdams"
    assert Options().family == "belote" and KlaverjasOptions().family == "klaverjas"
    with pytest.raises(TypeError):
        family_of({"variant": "classic"})
    with pytest.raises(KeyError):
        family_named("jass")


def test_a_match_deals_its_familys_deals():
    assert Match(KLAVERJAS, seed=1).family is family_named("klaverjas")
    assert Match(seed=1).family is family_named("belote")
    assert type(Match(KLAVERJAS, seed=1).start_deal()).__name__ == "KlaverjasDeal"


@pytest.mark.parametrize("options", [PRESETS["classic"], PRESETS["coinche"], KLAVERJAS],
                         ids=["classic", "coinche", "klaverjas"])
def test_every_deal_answers_the_shared_questions(options):
    deal = Match(options, seed=2).start_deal()
    members = [n for n in dir(FamilyDeal) if not n.startswith("_")] + list(FamilyDeal.__annotations__)
    assert [n for n in members if not hasattr(deal, n)] == []


PLAYED = [PRESETS["classic"], PRESETS["coinche"], PRESETS["contree"],
          PRESETS["coinche"].with_(undertrump="optional", direction="counterclockwise"),
          *KLAVERJAS_PRESETS.values(),
          KLAVERJAS.with_(undertrump="forced", four_low="none", four_jacks=100, auto_roem=False)]


@pytest.mark.parametrize("options", PLAYED, ids=lambda o: f"{o.family}-{hash(o) % 1000}")
def test_the_searchs_play_rules_are_the_deals(options):
    """At every card of 30 random deals: ``legal_mask`` and ``why_illegal`` from masks alone, as a search
    calls them, equal the deal's; a finished trick's ``trick_bonus`` is the roem the deal found."""
    family = family_of(options)
    rules = family.play_rules(options)
    rnd = random.Random(38)
    match = Match(options, seed=38)
    for _ in range(30):
        if match.is_over:
            match = Match(options, seed=rnd.random())
        deal = match.start_deal()
        while deal.phase == "bidding":
            bids = deal.legal_bids()
            match.bid(bids[0] if len(deal.bids) > 8 else rnd.choice(bids))
        while not deal.is_over and deal.contract is not None:
            if deal.phase != "playing":
                match.gather(deal.turn)
                continue
            seat = deal.turn
            args = (deal.hands[seat], deal.mode, deal.led_suit, deal.winning_card, deal.winning_seat == seat ^ 2)
            assert rules.legal_mask(*args) == deal.legal
            for card in range(32):
                assert rules.why_illegal(card, *args) == deal.why_illegal(card)
            if getattr(deal, "can_announce", lambda: False)():
                match.announce(())
            tricks = len(deal.tricks)
            match.play(rnd.choice(deal.legal_cards()))
            if len(deal.tricks) > tricks:
                mask = sum(1 << c for c in deal.tricks[-1].cards)
                found = deal.roem[-1].total if hasattr(deal, "roem") else 0
                assert rules.trick_bonus(mask, deal.mode) == found
                assert rules.has_trick_bonus or found == 0


def test_the_rules_as_data_give_the_same_roem():
    """A compiled search reads ``PlayRules.data``: the roem it computes from the tables is ``trick_bonus``."""
    options = KLAVERJAS.with_(four_low="none")
    rules = family_of(options).play_rules(options)
    data = rules.data
    assert (data["rotterdams"], data["undertrump_forced"]) == (False, False)
    rnd = random.Random(6)
    for _ in range(2000):
        mask = sum(1 << c for c in rnd.sample(range(32), 4))
        mode = rnd.randrange(4)
        same = mask & mask >> 8 & mask >> 16 & mask >> 24 & 0xFF
        if same:
            value = data["fours"][same.bit_length() - 1]
        else:
            value = sum(data["run_roem"][mask >> (8 * s) & 0xFF] for s in range(4))
            value += data["stuk"] if mask & data["stuk_mask"][mode] == data["stuk_mask"][mode] else 0
        assert value == rules.trick_bonus(mask, mode)
    assert family_of(Options()).play_rules(Options(undertrump="optional")).data == {"undertrump_optional": True}


def test_the_sweep_and_last_trick_bonuses():
    belote = family_of(Options()).play_rules(Options())
    klaverjas = family_of(KLAVERJAS).play_rules(KLAVERJAS)
    assert (belote.last_trick, belote.sweep_bonus, belote.sweep_makers_only) == (10, 90, False)
    assert (klaverjas.last_trick, klaverjas.sweep_bonus, klaverjas.sweep_makers_only) == (10, 100, True)
    assert not family_of(KLAVERJAS).play_rules(KLAVERJAS.with_(pit_any_team=True)).sweep_makers_only


def test_the_families_never_import_qt():
    """Like the rest of the engine (test_purity): every family module imports in a fresh interpreter
    without Qt."""
    import json
    import subprocess
    import sys

    code = ("import belote_desktop.engine.families.klaverjas, belote_desktop.engine.families.belote, sys, json; "
            "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    loaded = json.loads(proc.stdout)
    assert "belote_desktop" in loaded
    assert not {"PySide6", "PyQt5", "PyQt6", "shiboken6"} & set(loaded)
