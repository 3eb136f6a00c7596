"""Deals per second of the rules engine, per variant: belote's presets and klaverjas's, in one run.

Each deal is complete: dealt from the cut (or shuffled) deck through the
match, bid by a simple rule (klaverjas: "ik speel" in a suit with its jack or
nine and two more cards, else pass), declarations announced (belote), 32
random legal cards (klaverjas: roem found in every trick, claimed and the last
trick gathered when ``auto_roem`` is off), scored and booked. Usage:
``python benchmarks/engine_speed.py [--seconds S] [--check N]``; ``--check N``
instead plays N random deals over every variant and option set of both
families and fails loudly on any error (the long run of the engine issue).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections.abc import Callable

from belote_desktop.engine.bidding import KEEP_BID, PASS_BID, TAKE, Bid, ClassicAuction
from belote_desktop.engine.cards import JACK, NINE, SUIT_MASK
from belote_desktop.engine.deal import PLAYING, Deal
from belote_desktop.engine.families.klaverjas.deal import GATHERING, KlaverjasDeal
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
from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS
from belote_desktop.engine.match import Match
from belote_desktop.engine.options import PRESETS, Options


def simple_bid(deal: Deal) -> Bid:
    """Bid on a suit holding its jack or nine and two more cards; the dealer,
    last to speak, takes its longest suit rather than throw the cards in, so
    that every benchmarked deal is played."""
    seat = deal.turn
    hand = deal.hands[seat]
    best = None
    best_len = 0
    legal = deal.legal_bids()
    if KEEP_BID in legal:
        return KEEP_BID  # the last raise (R5): keep the contract
    for bid in legal:
        if bid.value > 90:
            break  # value bids come in rising order; the rest are higher still
        if bid.trump < 0 or bid.trump > 3:
            continue
        suit_cards = hand & SUIT_MASK[bid.trump]
        n = suit_cards.bit_count()
        if n >= 3 and suit_cards >> (bid.trump * 8) & (1 << JACK | 1 << NINE):
            return bid
        if n > best_len:
            best, best_len = bid, n
    auction = deal.auction
    last_chance = seat == deal.dealer and (
        auction.round == 2 if isinstance(auction, ClassicAuction) else auction.highest is None)
    return best if last_chance and best is not None else PASS_BID


def simple_call(deal: KlaverjasDeal) -> Bid:
    """Klaverjas (K4): play in a suit holding its jack or nine and two more cards, else pass; the player who
    must play takes the longest suit it may."""
    hand = deal.hands[deal.turn]
    best = None
    best_len = -1
    legal = deal.legal_bids()
    for bid in legal:
        if bid.kind != TAKE:
            continue
        suit_cards = hand & SUIT_MASK[bid.trump]
        n = suit_cards.bit_count()
        if n >= 3 and suit_cards >> (bid.trump * 8) & (1 << JACK | 1 << NINE):
            return bid
        if n > best_len:
            best, best_len = bid, n
    return PASS_BID if PASS_BID in legal or best is None else best


def random_bid(deal: Deal, rnd: random.Random) -> Bid:
    """Any legal bid, passing two times in three: reaches coinches,
    surcoinches, capots and thrown-in deals."""
    legal = deal.legal_bids()
    if PASS_BID in legal and rnd.random() < 0.67:
        return PASS_BID
    return rnd.choice(legal)


def play_deal(match: Match, rnd: random.Random, random_bids: bool = False) -> Deal:
    """Deal the next hand of ``match`` (which must not be over) and play it out."""
    deal = match.start_deal()
    if isinstance(deal, KlaverjasDeal):
        return play_klaverjas(match, deal, rnd, random_bids)
    while deal.phase == "bidding":
        deal.bid(random_bid(deal, rnd) if random_bids else simple_bid(deal))
    if deal.phase != PLAYING:
        return deal
    random_ = rnd.random
    play = deal.play
    legal_mask = deal.legal_mask
    if deal.options.declarations:
        for _ in range(4):
            deal.announce(deal.declarations_of(deal.turn))
            play(random_card(legal_mask(), random_))
    for _ in range(32 - deal.cards_played):
        # random_card, inlined: this loop is the hottest part of the benchmark.
        mask = deal.legal
        k = int(random_() * mask.bit_count())
        while k:
            mask &= mask - 1
            k -= 1
        play((mask & -mask).bit_length() - 1)
    return deal


def play_klaverjas(match: Match, deal: KlaverjasDeal, rnd: random.Random, random_bids: bool) -> KlaverjasDeal:
    while deal.phase == "bidding":
        deal.bid(rnd.choice(deal.legal_bids()) if random_bids else simple_call(deal))
    random_ = rnd.random
    play = deal.play
    if deal.options.auto_roem:
        for _ in range(32):
            play(random_card(deal.legal, random_))
    else:
        while deal.phase == PLAYING:
            play(random_card(deal.legal, random_))
            if deal.can_claim_roem():
                deal.claim_roem(deal.tricks[-1].winner)  # as the bots will: the winners claim their roem
        deal.gather(deal.turn)
    match.settle()
    assert deal.phase != GATHERING
    return deal


def random_card(mask: int, random_: Callable[[], float]) -> int:
    """A uniformly drawn card of ``mask``: skip k set bits, take the next one."""
    for _ in range(int(random_() * mask.bit_count())):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def speed(options: Options, seconds: float, seed: int, rounds: int = 7) -> list[float]:
    """Deals per second in ``rounds`` equal rounds of about ``seconds`` in all.

    Several short rounds instead of one long one: on a shared machine the
    throughput drifts by a third from one moment to the next, and the spread
    of the rounds shows it.
    """
    rnd = random.Random(seed)
    match = Match(options, seed=seed)
    # Size a round from a short calibration run.
    start = time.perf_counter()
    for _ in range(100):
        if match.is_over:
            match = Match(options, seed=rnd.random())
        play_deal(match, rnd)
    per_deal = (time.perf_counter() - start) / 100
    batch = max(100, int(seconds / rounds / per_deal))
    rates = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(batch):
            if match.is_over:
                match = Match(options, seed=rnd.random())
            play_deal(match, rnd)
        rates.append(batch / (time.perf_counter() - start))
    return sorted(rates)


def klaverjas_option_sets() -> list[KlaverjasOptions]:
    sets = []
    for rule, under, choice, speaker, all_pass, lead, packets, low, jacks, auto, half, pit, spades in (
            itertools.product(TRUMP_RULES, UNDERTRUMPS, TRUMP_CHOICES, FIRST_SPEAKERS, GEDRAAID_ALL_PASS,
                              FIRST_LEADS, DEAL_PACKETS, ("count", "none"), (200, 100), (True, False),
                              (False, True), (False, True), (False, True))):
        if choice not in ("gedraaid", "twents") and all_pass != "choose_any":
            continue
        sets.append(KlaverjasOptions(trump_rule=rule, undertrump=under, trump_choice=choice,
                                     first_speaker=speaker, gedraaid_all_pass=all_pass, first_lead=lead,
                                     deal_packets=packets, four_low=low, four_jacks=jacks, auto_roem=auto,
                                     half_is_made=half, pit_any_team=pit, double_spades=spades))
    return sets


def option_sets() -> list[Options]:
    sets = []
    for variant, shuffle, any_suit, decl, auto, tie, card_pts, rnd10, under, direction in itertools.product(
        ("classic", "coinche", "contree"), (False, True), (False, True), (True, False), (True, False),
        ("made", "failed", "litige"), (False, True), (False, True), ("forced", "optional"),
        ("clockwise", "counterclockwise"),
    ):
        if variant != "classic" and (any_suit or tie != "made" or card_pts):
            continue
        sets.append(Options(variant=variant, shuffle=shuffle, second_round_any_suit=any_suit,
                            declarations=decl, auto_belote=auto, tie=tie, contract_on_card_points=card_pts,
                            round_to_ten=rnd10, undertrump=under, direction=direction, target=1001))
    return sets


def long_check(n: int, seed: int) -> None:
    """``n`` random deals over belote's option sets, then ``n`` over klaverjas's."""
    for family, sets in (("belote", option_sets()), ("klaverjas", klaverjas_option_sets())):
        rnd = random.Random(seed)
        played = 0
        match = Match(sets[0], seed=0)
        for i in range(n):
            options = sets[i % len(sets)] if family == "belote" else rnd.choice(sets)
            if i % 25 == 0 or match.options != options or match.is_over:
                match = Match(options, seed=i)
            d = play_deal(match, rnd, random_bids=i % 2 == 1)
            if d.result is not None:
                played += 1
                total = sum(t.points for t in d.result.teams)
                assert total in (162, 252), (options, d.result)
                if isinstance(d, KlaverjasDeal):
                    assert sum(t.roem for t in d.result.teams) == sum(d.counted_roem(k) for k in range(8))
        print(f"long run, {family}: {n} deals over {len(sets)} option sets without an error ({played} played, "
              f"{n - played} thrown in)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per variant")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", type=int, default=0, metavar="N", help="long run of N deals instead")
    args = parser.parse_args(argv)
    if args.check:
        long_check(args.check, args.seed)
        return 0
    print(f"Python {sys.version.split()[0]}, one process; deals per second over 7 rounds; the last column is the "
          f"median against classic's")
    print(f"{'variant':24s} {'best':>7s} {'median':>7s} {'worst':>7s} {'ratio':>6s}")
    presets = [(name, o) for name, o in PRESETS.items()]
    presets += [(f"klaverjas {name}", o) for name, o in KLAVERJAS_PRESETS.items()]
    presets.append(("klaverjas roem claimed", KLAVERJAS_PRESETS["amsterdams"].with_(auto_roem=False)))
    base = None
    for name, options in presets:
        rates = speed(options, args.seconds, args.seed)
        median = rates[len(rates) // 2]
        base = base or median
        print(f"{name:24s} {rates[-1]:7.0f} {median:7.0f} {rates[0]:7.0f} {median / base:6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
