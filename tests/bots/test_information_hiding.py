"""Bots never see hidden cards.

Two deals are built that look the same from one seat -- the same own hand
and the same public history -- but deal the other three hands differently
(two unplayed cards of two other players exchanged, wherever the history
stays legal). A bot with a fixed seed must decide the same in both, for the
bidding, the announcement and the card play. The seat's view must also hold
no other seat's hand.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from belote_desktop.bots import Decision, SeatView, apply, make_bot
from belote_desktop.bots.base import Bot
from belote_desktop.engine import PRESETS, Deal, IllegalAction, Options

VARIANTS = ["classic", "coinche", "contree", "contree_last_raise"]
OBSERVED = 2  # the seat whose view is compared (S, where the human sits)
History = list[tuple[int, Decision]]


def shuffled(seed: int) -> list[int]:
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    return deck


def drive(options: Options, deck: list[int], dealer: int, history: History) -> Deal:
    deal = Deal(options, dealer, deck)
    for seat, decision in history:
        apply(deal, seat, decision)
    return deal


def checkpoints(options: Options, deck: list[int], dealer: int, levels: tuple[str, ...]) -> Iterator[History]:
    """Histories after which it is the observed seat's turn: its first bid,
    its announcement and a few of its cards."""
    deal = Deal(options, dealer, deck)
    bots = [make_bot(levels[s], seed=s) for s in range(4)]
    history: History = []
    turns = 0
    while not deal.is_over:
        s = deal.turn
        if s == OBSERVED:
            if turns in (0, 1) or deal.phase == "playing":
                yield list(history)
            turns += 1
        decision = bots[s].decide(SeatView.of(deal, s))
        apply(deal, s, decision)
        history.append((s, decision))


def twin(options: Options, deck: list[int], dealer: int, history: History, rng: random.Random) -> Deal | None:
    """A deal with the same history in which two other players hold
    different cards, or None if no exchange keeps the history legal."""
    original = drive(options, deck, dealer, history)
    played = {d.card for _, d in history if d.card >= 0}
    up = original.up_card
    owner = {}
    for i, c in enumerate(deck):
        for s in range(4):
            if original.dealt_hand(s) >> c & 1 or (original.phase == "bidding" and original.hands[s] >> c & 1):
                owner[i] = s
    others = [i for i, s in owner.items() if s != OBSERVED and deck[i] not in played and deck[i] != up]
    pairs = [(i, j) for i in others for j in others if i < j and owner[i] != owner[j]]
    rng.shuffle(pairs)
    for i, j in pairs[:60]:
        swapped = list(deck)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        try:
            other = drive(options, swapped, dealer, history)
        except IllegalAction:
            continue
        # The exchange must change hidden hands only: "belote" is said aloud.
        if other.hands == original.hands or other.says != original.says:
            continue
        return other
    return None


def fresh(level: str) -> Bot:
    return make_bot(level, seed=1234)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_same_view_gives_the_same_decision(variant: str, level: str) -> None:
    options = PRESETS[variant]
    rng = random.Random(7)
    compared = {"bidding": 0, "announce": 0, "play": 0}
    for seed in range(6):
        deck, dealer = shuffled(seed), seed % 4
        for history in checkpoints(options, deck, dealer, ("normal", "easy", level, "normal")):
            original = drive(options, deck, dealer, history)
            other = twin(options, deck, dealer, history, rng)
            if other is None:
                continue
            view, other_view = SeatView.of(original, OBSERVED), SeatView.of(other, OBSERVED)
            assert view == other_view
            assert original.hands != other.hands
            assert fresh(level).decide(view) == fresh(level).decide(other_view)
            kind = ("bidding" if view.phase == "bidding" else "announce" if view.can_announce else "play")
            compared[kind] += 1
    assert compared["bidding"] >= 3 and compared["play"] >= 10
    if options.declarations:
        assert compared["announce"] >= 1


def ints_in(value: object, seen: set[int] | None = None) -> set[int]:
    """Every int reachable from a view: fields, tuples, nested records."""
    out: set[int] = set()
    if isinstance(value, bool):
        return out
    if isinstance(value, int):
        out.add(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            out |= ints_in(getattr(value, f.name))
    elif isinstance(value, tuple | list):
        for item in value:
            out |= ints_in(item)
    elif isinstance(value, dict):
        for k, v in value.items():
            out |= ints_in(k) | ints_in(v)
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_view_holds_no_other_seats_hand(variant: str) -> None:
    options = PRESETS[variant]
    checked = 0
    for seed in range(4):
        deck, dealer = shuffled(100 + seed), seed % 4
        for history in checkpoints(options, deck, dealer, ("normal",) * 4):
            deal = drive(options, deck, dealer, history)
            view = SeatView.of(deal, OBSERVED)
            values = ints_in(view)
            assert view.hand in values
            for s in range(4):
                if s == OBSERVED:
                    continue
                # Masks of two or more cards cannot be a seat, a card or a bid value by chance.
                for mask in (deal.hands[s], deal.dealt_hand(s)):
                    if mask.bit_count() >= 2 and mask != view.hand:
                        assert mask not in values, f"seat {s}'s cards are visible to seat {OBSERVED}"
            checked += 1
    assert checked >= 10
