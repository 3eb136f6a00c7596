"""Property tests: random klaverjas deals under every K11 option obey KLAVERJAS.md.

Each example draws the options and a seed and plays deals of a match with random legal calls, cards and
roem claims. Every card choice is checked against a small independent reading of K5 written here (not the
engine's masks), every trick's roem against an independent reading of K6, and every result against K7:

- points plus roem are conserved: 162 card points (last trick included) between the teams, and the roem
  counted is the roem found (all of it with ``auto_roem``, the claimed tricks' without);
- a nat gives the defenders 162 plus all roem (and nothing to the makers);
- a legal card always exists, and every legal card is in the hand; the trick goes to its highest trump,
  else its highest card of the suit led;
- the replay of the match's record gives the same deals, actions and scores.
"""

from __future__ import annotations

import itertools
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from belote_desktop.engine import IllegalCard, Match
from belote_desktop.engine.families.klaverjas.options import (
    DEAL_PACKETS,
    FIRST_LEADS,
    FIRST_SPEAKERS,
    GEDRAAID_ALL_PASS,
    TRUMP_CHOICES,
    TRUMP_RULES,
    UNDERTRUMPS,
    KlaverjasOptions,
)
from belote_desktop.engine.record import from_record, to_record

RANKS = "789TJQKA"
TRUMP_ORDER = "J9ATKQ87"  # K2, highest first
PLAIN_ORDER = "ATKQJ987"


def suit(c: int) -> int:
    return c // 8


def rank(c: int) -> str:
    return RANKS[c % 8]


def power(c: int, trump: int, led: int) -> int:
    """K5 winner: any trump beats any plain card; among the suit led, the plain order."""
    if suit(c) == trump:
        return 100 - TRUMP_ORDER.index(rank(c))
    if suit(c) == led:
        return 50 - PLAIN_ORDER.index(rank(c))
    return 0


def k5_legal(hand: list[int], trick: list[int], trump: int, partner_winning: bool,
             options: KlaverjasOptions) -> set[int]:
    """K5 read from KLAVERJAS.md, case by case."""
    if not trick:
        return set(hand)
    led = suit(trick[0])
    trumps_in_trick = [c for c in trick if suit(c) == trump]
    high = max((TRUMP_ORDER[::-1].index(rank(c)) for c in trumps_in_trick), default=-1)
    follow = [c for c in hand if suit(c) == led]
    trumps = [c for c in hand if suit(c) == trump]
    higher = [c for c in trumps if TRUMP_ORDER[::-1].index(rank(c)) > high]
    lower = [c for c in trumps if TRUMP_ORDER[::-1].index(rank(c)) < high]
    plain = [c for c in hand if suit(c) != trump]
    rotterdams = options.trump_rule == "rotterdams"
    forced = options.undertrump == "forced" or (options.undertrump == "by_trump_rule" and rotterdams)
    if follow and led != trump:  # K5.1
        return set(follow)
    if follow:  # K5.2
        return set(higher) or set(follow)
    if not trumps:  # K5.5
        return set(hand)
    if partner_winning and not rotterdams:  # K5.3 Amsterdams
        if not trumps_in_trick or forced:
            return set(hand)
        return set(hand) - set(lower) if set(hand) != set(lower) else set(hand)
    # K5.4, and K5.3 Rotterdams
    if not trumps_in_trick:
        return set(trumps)
    if higher:
        return set(higher)
    if forced:
        return set(trumps)
    return set(plain) or set(trumps)


def k6_roem(cards: list[int], trump: int, options: KlaverjasOptions) -> int:
    """K6 read from KLAVERJAS.md: a run of 3 (20) or 4 (50) in the order 7 8 9 T J Q K A; stuk 20; four of a
    kind 100 (jacks ``four_jacks``, nines to sevens only with ``four_low`` count)."""
    ranks = {rank(c) for c in cards}
    if len(ranks) == 1:
        r = ranks.pop()
        if r == "J":
            return options.four_jacks
        return 0 if r in "789" and options.four_low == "none" else 100
    value = 0
    for s in range(4):
        held = sorted(RANKS.index(rank(c)) for c in cards if suit(c) == s)
        longest = run = 1 if held else 0
        for a, b in itertools.pairwise(held):
            run = run + 1 if b == a + 1 else 1
            longest = max(longest, run)
        value += {3: 20, 4: 50}.get(longest, 0)
    names = {(rank(c), suit(c)) for c in cards}
    if ("K", trump) in names and ("Q", trump) in names:
        value += 20
    return value


OPTIONS = st.builds(
    KlaverjasOptions,
    trump_rule=st.sampled_from(TRUMP_RULES), undertrump=st.sampled_from(UNDERTRUMPS),
    trump_choice=st.sampled_from(TRUMP_CHOICES), first_speaker=st.sampled_from(FIRST_SPEAKERS),
    gedraaid_all_pass=st.sampled_from(GEDRAAID_ALL_PASS), first_lead=st.sampled_from(FIRST_LEADS),
    deal_packets=st.sampled_from(DEAL_PACKETS), four_low=st.sampled_from(("count", "none")),
    four_jacks=st.sampled_from((200, 100)), auto_roem=st.booleans(), half_is_made=st.booleans(),
    pit_any_team=st.booleans(), double_spades=st.booleans(), deals=st.sampled_from((16, 2, None)),
    target=st.sampled_from((1500, 300)), tie_extra_deal=st.booleans(),
)


def play_checked(match: Match, rnd: random.Random) -> None:
    """One deal of random legal actions, each card choice checked against K5 and each trick against K6."""
    deal = match.start_deal()
    options = match.options
    while deal.phase == "bidding":
        match.bid(rnd.choice(deal.legal_bids()))
    trump = deal.contract.trump
    while deal.phase in ("playing", "gathering"):
        if deal.phase == "playing":
            hand = [c for c in range(32) if deal.hands[deal.turn] >> c & 1]
            legal = set(deal.legal_cards())
            partner = deal.winning_seat == deal.turn ^ 2
            assert legal and legal <= set(hand)  # a legal card always exists
            assert legal == k5_legal(hand, list(deal.trick), trump, partner, options)
            illegal = sorted(set(hand) - legal)
            if illegal:
                try:
                    match.play(rnd.choice(illegal))
                except IllegalCard as e:
                    assert e.rule in ("K5.1", "K5.2", "K5.3", "K5.4")
                else:
                    raise AssertionError("an illegal card was taken")
            tricks = len(deal.tricks)
            match.play(rnd.choice(sorted(legal)))
            if len(deal.tricks) > tricks:
                taken = deal.tricks[-1]
                assert deal.roem[-1].total == k6_roem(list(taken.cards), trump, options)
                led = suit(taken.cards[0])
                best = max(range(4), key=lambda i: power(taken.cards[i], trump, led))
                assert taken.winner == (taken.leader + best) & 3  # clockwise from the leader (K1)
        if not options.auto_roem and deal.can_claim_roem() and rnd.random() < 0.6:
            match.claim_roem(rnd.randrange(4))
        if deal.phase == "gathering":
            match.gather(deal.turn)


def check_result(deal, options: KlaverjasOptions) -> None:
    r = deal.result
    found = sum(x.total for x in deal.roem)
    counted = sum(deal.counted_roem(i) for i in range(8))
    assert sum(t.points for t in r.teams) == 162  # points conserved
    assert sum(t.roem for t in r.teams) == counted == sum(deal.roem_points)  # roem conserved
    assert counted == found if options.auto_roem else counted <= found
    makers, defenders = r.makers, r.makers ^ 1
    doubling = 2 if r.doubled else 1
    if r.made:
        assert r.scores()[makers] == doubling * (r.teams[makers].counted + r.teams[makers].pit)
        assert r.scores()[defenders] == doubling * r.teams[defenders].counted
        assert sum(r.scores()) == doubling * (162 + counted + r.teams[0].pit + r.teams[1].pit)
    else:  # a nat gives the defenders 162 plus all roem
        assert r.scores()[makers] == 0
        assert r.scores()[defenders] == doubling * (162 + counted + r.teams[defenders].pit)
    assert tuple(sum(r.written(team)) for team in (0, 1)) == r.scores()  # the sheet's points + roem
    margin = r.teams[makers].counted - r.teams[defenders].counted
    assert r.made == (margin > 0 or (options.half_is_made and margin == 0))


@settings(max_examples=60, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32))
def test_random_deals_obey_k5_k6_k7_and_replay_the_same(options, seed):
    rnd = random.Random(seed)
    match = Match(options, seed=seed)
    for _ in range(2):
        if match.is_over:
            break
        play_checked(match, rnd)
        check_result(match.deals[-1], options)
    record = to_record(match)
    again = from_record(json.loads(json.dumps(record)))
    assert to_record(again) == record
    assert [d.actions for d in again.deals] == [d.actions for d in match.deals]
    assert [d.result for d in again.deals] == [d.result for d in match.deals]
    assert again.totals == match.totals
