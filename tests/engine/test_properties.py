"""Property tests: random matches in every variant and option set obey RULES.md.

Each example draws the rule options and a seed, then plays one to three deals
of a match with random legal actions: random bids (coinche and surcoinche
included), random announcements, random legal cards and, without
``auto_belote``, a random "belote". Every decision is checked against small
independent implementations of the rules written here from RULES.md (R2 card
order and points, R3 dealing and the cut, R6 legal cards and the trick's
winner, R7 comparison of declarations, R8 belote, R9/R10 scoring, R12 end)
rather than against the engine's own tables.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_desktop.engine import (
    IllegalAnnouncement,
    IllegalCard,
    Match,
    Options,
    OutOfTurn,
    card_name,
)
from belote_desktop.engine.cards import SEATS
from belote_desktop.engine.record import from_record, to_record

# ----- the rules, written independently from RULES.md ---------------------------
# Card ints as the engine README documents them: suit * 8 + rank, suits S H D C,
# ranks 7 8 9 T J Q K A in that (sequence) order.
RANKS = "789TJQKA"
SA, TA = 4, 5  # sans atout, tout atout

# R2: order, highest first.
TRUMP_ORDER = "J9ATKQ87"
PLAIN_ORDER = "ATKQJ987"
TRUMP_POWER = {RANKS.index(r): 8 - i for i, r in enumerate(TRUMP_ORDER)}
PLAIN_POWER = {RANKS.index(r): 8 - i for i, r in enumerate(PLAIN_ORDER)}

# R2: card points.
POINTS_TRUMP = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3}
POINTS_PLAIN = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
POINTS_SA = {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2}
POINTS_TA = {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1}

# R7: carré values; among equal carrés A > 10 > K > Q.
CARRE_VALUES = {"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100}
CARRE_TIE = {"A": 3, "T": 2, "K": 1, "Q": 0, "J": 0, "9": 0}


def suit(c: int) -> int:
    return c // 8


def rank(c: int) -> str:
    return RANKS[c % 8]


def points(mode: int, c: int) -> int:
    if mode == SA:
        table = POINTS_SA
    elif mode == TA:
        table = POINTS_TA
    else:
        table = POINTS_TRUMP if suit(c) == mode else POINTS_PLAIN
    return table.get(rank(c), 0)


def winner_index(mode: int, cards: list[int]) -> int:
    """R6 "Winner": the highest trump; with none, the highest card of the led
    suit (sans atout: plain order, tout atout: trump order)."""
    if mode < 4:
        trumps = [i for i, c in enumerate(cards) if suit(c) == mode]
        if trumps:
            return max(trumps, key=lambda i: TRUMP_POWER[cards[i] % 8])
    led = suit(cards[0])
    power = TRUMP_POWER if mode == TA else PLAIN_POWER
    same = [i for i, c in enumerate(cards) if suit(c) == led]
    return max(same, key=lambda i: power[cards[i] % 8])


def legal_and_reason(hand: set[int], mode: int, trick: list[tuple[int, int]], seat: int,
                     undertrump_optional: bool) -> tuple[set[int], dict[int, tuple[str, str]]]:
    """R6: the legal cards of ``hand``, and for each other card of the hand the
    (rule, reason) the README documents for refusing it."""
    if not trick:
        return set(hand), {}
    cards = [c for _, c in trick]
    led = suit(cards[0])
    winning_seat = trick[winner_index(mode, cards)][0]
    follow = {c for c in hand if suit(c) == led}

    def refusals(legal: set[int], reason_void: str | None = None) -> tuple[set[int], dict[int, tuple[str, str]]]:
        out = {}
        for c in hand - legal:
            if follow:
                out[c] = ("R6.1", "must_follow_suit" if suit(c) != led else "must_play_higher")
            else:
                assert reason_void is not None
                out[c] = ("R6.3", reason_void)
        return legal, out

    if mode == SA:
        return refusals(follow or set(hand))
    if mode == TA:
        if not follow:
            return set(hand), {}
        best = max(TRUMP_POWER[c % 8] for c in cards if suit(c) == led)
        return refusals({c for c in follow if TRUMP_POWER[c % 8] > best} or follow)
    top_trump = max((TRUMP_POWER[c % 8] for c in cards if suit(c) == mode), default=None)
    if follow:
        if led == mode:
            return refusals({c for c in follow if TRUMP_POWER[c % 8] > top_trump} or follow)
        return refusals(follow)
    if winning_seat == seat ^ 2:  # partner winning
        return set(hand), {}
    trumps = {c for c in hand if suit(c) == mode}
    if not trumps:
        return set(hand), {}
    if top_trump is None:
        return refusals(trumps, "must_trump")
    higher = {c for c in trumps if TRUMP_POWER[c % 8] > top_trump}
    if higher:
        return refusals(higher, "must_overtrump")
    if undertrump_optional:
        return set(hand), {}
    return refusals(trumps, "must_undertrump")


def seat_order(first: int, options: Options) -> list[int]:
    step = 1 if options.direction == "clockwise" else 3
    return [(first + step * i) % 4 for i in range(4)]


def next_seat(seat: int, options: Options) -> int:
    return (seat + (1 if options.direction == "clockwise" else 3)) % 4


def dealt_hands(options: Options, dealer: int, deck: list[int]) -> tuple[list[list[int]], int | None]:
    """R3: the first packets (3+2 classic, 3+2+3 coinche) from the player next
    to the dealer; classic turns the 21st card up."""
    hands: list[list[int]] = [[], [], [], []]
    pos = 0
    order = seat_order(next_seat(dealer, options), options)
    for n in (3, 2) if options.variant == "classic" else (3, 2, 3):
        for s in order:
            hands[s] += deck[pos:pos + n]
            pos += n
    return hands, (deck[20] if options.variant == "classic" else None)


def deal_the_rest(options: Options, dealer: int, deck: list[int], hands: list[list[int]], taker: int) -> None:
    """R3 classic: the taker gets the up-card and two more, the others three."""
    hands[taker].append(deck[20])
    pos = 21
    for s in seat_order(next_seat(dealer, options), options):
        n = 2 if s == taker else 3
        hands[s] += deck[pos:pos + n]
        pos += n


def classify(cards: list[int], mode: int) -> tuple[int, tuple[int, int, int, int]]:
    """R7: the value of one declaration and its rank for the comparison."""
    ranks = {c % 8 for c in cards}
    if len(cards) == 4 and len(ranks) == 1:
        r = rank(cards[0])
        assert r in CARRE_VALUES, f"a carré of {r} is not a declaration"
        return CARRE_VALUES[r], (2, CARRE_VALUES[r], CARRE_TIE[r], 0)
    suits = {suit(c) for c in cards}
    assert len(suits) == 1 and len(cards) >= 3, cards
    lo, hi = min(ranks), max(ranks)
    assert hi - lo + 1 == len(cards), f"not a sequence: {cards}"
    value = {3: 20, 4: 50}.get(len(cards), 100)
    trump = 1 if mode == TA or mode in suits else 0
    return value, (1, len(cards), hi, trump)


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def bits(m: int) -> list[int]:
    return [c for c in range(32) if m >> c & 1]


def expected_score(options: Options, contract, parts) -> tuple[list[int], bool, bool, int]:
    """R9 / R10 (with the README's choices) from the TeamScore parts:
    (scores, made, litige, held)."""
    t = contract.taker % 2
    d = 1 - t
    pts = [p.card_points + p.last_trick + p.capot_bonus for p in parts]
    decl = [p.declarations for p in parts]
    bel = [p.belote for p in parts]
    counted = [pts[i] + decl[i] + bel[i] for i in (0, 1)]
    capot_team = next((i for i in (0, 1) if parts[i].capot_bonus), None)
    score = [0, 0]
    litige = False
    held = 0
    if options.variant == "classic":
        if options.contract_on_card_points:
            # 81 of 162 is enough whatever the tie option (RULES.md R9): no tie, no litige.
            diff = 1 if pts[t] >= 81 else -1
        else:
            diff = counted[t] - counted[d]
        if diff > 0 or (diff == 0 and options.tie == "made"):
            made = True
            score = counted[:]
        elif diff == 0 and options.tie == "litige":
            made, litige = False, True
            score[d] = counted[d]
            score[t] = bel[t]
            held = counted[t] - bel[t]
        else:
            made = False
            score[d] = (252 if capot_team == d else 162) + decl[0] + decl[1] + bel[d]
            score[t] = bel[t]
    else:
        value, mult = contract.value, contract.multiplier
        if value == 250:
            made = capot_team == t
        else:
            made = counted[t] >= value
        if made and mult == 1:
            score = [0, 0]
            score[t] = counted[t] + value
            score[d] = counted[d]
        elif made:
            score[t] = 160 + value * mult + decl[t] + bel[t]
            score[d] = bel[d]
        else:
            score[d] = 160 + value * mult + decl[0] + decl[1] + bel[d]
            score[t] = bel[t]
    if options.round_to_ten:
        score = [(s + 5) // 10 * 10 for s in score]
        held = (held + 5) // 10 * 10
    return score, made, litige, held


# ----- a checked random player ----------------------------------------------------
@dataclass
class Book:
    """The match's totals, held litige points and winner, kept by the test (R9 litige, R12)."""

    totals: list[int] = field(default_factory=lambda: [0, 0])
    held: int = 0
    played: int = 0
    winner: int | None = None


def choose_bid(deal, rnd: random.Random):
    bids = deal.legal_bids()
    special = [b for b in bids if b.kind in ("coinche", "surcoinche")]
    contracts = [b for b in bids if b.kind in ("take", "bid")]
    r = rnd.random()
    if special and r < 0.2:
        return special[0]
    if contracts and r < 0.55:
        # Mostly the cheaper bids, sometimes anything up to capot.
        return rnd.choice(contracts[:8] if rnd.random() < 0.8 else contracts)
    return next(b for b in bids if b.kind in ("pass", "keep"))


def check_bidding(match: Match, options: Options, rnd: random.Random, budget: list[int]) -> None:
    """Random legal bids; the turn order, the legal bids, the auction's moment and the contract are
    checked against R4 / R5 (with ``second_round_dealer_any_suit`` and ``last_raise``)."""
    deal = match.deals[-1]
    first = next_seat(deal.dealer, options)
    turn = first
    classic = options.variant == "classic"
    up_suit = suit(deal.up_card) if classic else None
    round_, passes = 1, 0
    highest = None  # (seat, value, trump)
    mult, coincher, redouble_passes = 1, None, 0
    # R5 last_raise: "open", then "last_raise" (the highest bidder raises or keeps), then "last_double".
    stage, double_passes, raised = "open", 0, None
    trumps = range(6) if options.variant == "coinche" else range(4)
    names = ("S", "H", "D", "C", "SA", "TA")
    values = (80, 90, 100, 110, 120, 130, 140, 150, 160, 250)
    while deal.phase == "bidding":
        if budget[0] <= 0:
            return
        assert deal.turn == turn
        assert deal.auction_moment == ("redouble" if mult == 2 else stage)
        legal = {str(b) for b in deal.legal_bids()}
        if classic:
            # R4: in round two the up-card's suit is for everyone with second_round_any_suit, for the
            # dealer (who speaks last) with second_round_dealer_any_suit.
            suits = [up_suit] if round_ == 1 else [
                s for s in range(4) if options.second_round_any_suit or s != up_suit
                or (options.second_round_dealer_any_suit and turn == deal.dealer)]
            want = {"pass"} | {"take " + "SHDC"[s] for s in suits}
        elif mult == 2:
            want = {"surcoinche", "pass"}
        elif stage == "last_raise":
            want = {"keep"} | {f"{'capot' if v == 250 else v} {names[highest[2]]}" for v in values if v > highest[1]}
        elif stage == "last_double":
            want = {"coinche", "pass"}
        else:
            floor = highest[1] if highest else 0
            want = {"pass"} | {f"{'capot' if v == 250 else v} {names[t]}" for v in values if v > floor
                               for t in trumps}
            if highest is not None and (highest[0] - turn) % 2:
                want.add("coinche")
        assert legal == want, (deal.bids, legal ^ want)
        bid = choose_bid(deal, rnd)
        match.bid(bid, seat=turn)
        budget[0] -= 1
        text = str(bid)
        if classic:
            if bid.kind == "take":
                assert deal.contract.taker == turn and deal.contract.trump == bid.trump
                break
            passes += 1
            if passes == 4 and round_ == 2:
                assert deal.phase == "thrown_in"
                break
            if passes == 4:
                round_, passes = 2, 0
            turn = next_seat(turn, options)
            continue
        if stage == "last_raise":
            if bid.kind == "bid":
                raised = (highest[1], bid.value)
                highest = (turn, bid.value, bid.trump)
            stage = "last_double"
            turn = next_seat(highest[0], options)  # the opponent after the bidder
            continue
        if text == "surcoinche":
            mult = 4
            break
        if text == "coinche":
            mult, coincher = 2, turn
        elif bid.kind == "bid":
            highest = (turn, bid.value, bid.trump)
            passes = 0
        elif mult == 2:
            redouble_passes += 1
            if redouble_passes == 2:
                break
        elif stage == "last_double":
            double_passes += 1
            if double_passes == 2:
                break
            turn = next_seat(next_seat(turn, options), options)  # the other opponent
            continue
        else:
            passes += 1
            if highest is None and passes == 4:
                assert deal.phase == "thrown_in"
                break
            if highest is not None and passes == 3:
                if not options.last_raise:
                    break
                turn = next_seat(turn, options)
                assert turn == highest[0]  # three passes after the bid: the bidder speaks again
                if highest[1] == 250:
                    stage, turn = "last_double", next_seat(turn, options)  # a capot cannot be raised
                else:
                    stage = "last_raise"
                continue
        turn = next_seat(turn, options)
        if mult == 2 and (turn - highest[0]) % 2:
            turn = next_seat(turn, options)  # the defence has nothing more to say
    if deal.phase == "thrown_in":
        assert deal.contract is None
        return
    c = deal.contract
    if not classic:
        assert highest is not None
        assert (c.taker, c.value, c.trump, c.multiplier) == (highest[0], highest[1], highest[2], mult)
        if mult > 1:
            assert c.coincher == coincher
        last = deal.last_raise
        assert (None if last is None else (last[0].value, last[1].value)) == raised


def snapshot(deal) -> tuple:
    return (tuple(deal.hands), deal.trick, deal.turn, tuple(deal.plays), dict(deal.says), deal.legal_mask(),
            tuple(deal.card_points), len(deal.tricks), deal.phase, deal.winning_seat,
            {s: tuple(d) for s, d in deal.announced.items()})


def play_checked_deal(match: Match, rnd: random.Random, book: Book, budget: list[int]):
    """Deal and play one deal of ``match`` with random legal actions, checking
    every step; stops early when ``budget`` (a count of actions) runs out."""
    options = match.options
    previous = match.deals[-1] if match.deals else None
    deal = match.start_deal()
    deck = list(deal.deck)
    assert sorted(deck) == list(range(32))
    # R3: the deal passes round the table; the deck is only cut between deals.
    if previous is not None:
        assert deal.dealer == next_seat(previous.dealer, options)
        if not options.shuffle:
            if previous.phase == "thrown_in":
                gathered = list(previous.deck)
            else:
                gathered = [c for t in previous.tricks for c in t.cards]
            cuts = [k for k in range(32) if gathered[k:] + gathered[:k] == deck]
            assert len(cuts) == 1 and 3 <= cuts[0] <= 29, cuts
    hands, up_card = dealt_hands(options, deal.dealer, deck)
    assert deal.up_card == up_card
    assert list(deal.hands) == [mask(h) for h in hands]

    check_bidding(match, options, rnd, budget)
    if deal.phase != "playing":
        if deal.phase == "thrown_in":
            assert deal.result is None and deal.plays == []
            book_deal(match, deal, book)
        return deal

    contract = deal.contract
    mode = contract.trump
    if options.variant == "classic":
        deal_the_rest(options, deal.dealer, deck, hands, contract.taker)
    full = [set(h) for h in hands]
    assert all(len(h) == 8 for h in full) and set().union(*full) == set(range(32))
    held = [set(h) for h in hands]
    assert list(deal.hands) == [mask(h) for h in held]

    pair = {mode * 8 + RANKS.index("K"), mode * 8 + RANKS.index("Q")} if mode < 4 else set()
    holder = next((s for s in range(4) if pair and pair <= full[s]), None)
    belote_said = False
    belote = [0, 0]
    announced: dict[int, list] = {}
    trick: list[tuple[int, int]] = []
    turn = next_seat(deal.dealer, options)
    won = [0, 0]
    card_pts = [0, 0]
    played_by = [set(), set(), set(), set()]
    trick_winners = []
    undertrump_optional = options.undertrump == "optional"

    while deal.phase == "playing":
        if budget[0] <= 0:
            return deal
        assert deal.turn == turn
        hand = held[turn]
        assert deal.hands[turn] == mask(hand)

        # R6: the legal set against the independent one, never empty.
        legal_m = deal.legal_mask()
        legal, reasons = legal_and_reason(hand, mode, trick, turn, undertrump_optional)
        assert legal_m != 0 and legal_m & ~mask(hand) == 0
        assert set(bits(legal_m)) == legal, (mode, trick, sorted(hand))
        assert deal.legal_cards() == sorted(legal)
        for c in range(32):
            why = deal.why_illegal(c)
            assert (why is None) == (c in legal)
            if c not in hand:
                assert why == ("R6", "not_in_hand")
            elif c not in legal:
                assert why == reasons[c], (c, why, reasons[c])

        # Illegal cards are refused and change nothing.
        illegal = sorted(hand - legal)
        probes = []
        if illegal and rnd.random() < 0.5:
            probes.append(rnd.choice(illegal))
        if rnd.random() < 0.1:
            probes.append(rnd.choice(sorted(set(range(32)) - hand)))
        for c in probes:
            before = snapshot(deal)
            with pytest.raises(IllegalCard) as err:
                match.play(c, seat=turn)
            assert (err.value.rule, err.value.reason) == (reasons.get(c) or ("R6", "not_in_hand"))
            assert snapshot(deal) == before

        # R7: announcements in trick 1, before the seat's first card.
        can = options.declarations and len(deal.tricks) == 0 and turn not in announced
        assert deal.can_announce() == can
        if can:
            decls = list(deal.declarations_of(turn))
            used = 0
            for d in decls:
                cs = bits(d.cards)
                assert used & d.cards == 0 and set(cs) <= full[turn]
                used |= d.cards
                assert classify(cs, mode)[0] == d.value
            if rnd.random() < 0.85:
                chosen = [d for d in decls if rnd.random() < 0.7]
                match.announce(chosen, seat=turn)
                announced[turn] = chosen
                assert not deal.can_announce()
            else:
                announced[turn] = []  # playing the first card announces nothing

        # Choose a card; say "belote" at random when it is up to the player (R8).
        card = rnd.choice(sorted(legal))
        can_say = turn == holder and card in pair and pair <= hand
        assert deal.can_say_belote(card) == can_say
        for c in sorted(legal):
            assert deal.can_say_belote(c) == (turn == holder and c in pair and pair <= hand)
        say = False
        if can_say and not options.auto_belote:
            say = rnd.random() < 0.6
        if not can_say and rnd.random() < 0.1:
            before = snapshot(deal)
            with pytest.raises(IllegalAnnouncement) as err:
                match.play(card, seat=turn, belote=True)
            assert (err.value.rule, err.value.reason) == ("R8", "no_belote")
            assert snapshot(deal) == before
        if turn == holder and card in pair:
            if pair <= hand:
                belote_said = options.auto_belote or say
            elif belote_said:
                belote[turn % 2] = 20
        match.play(card, seat=turn, belote=say)
        budget[0] -= 1
        hand.discard(card)
        played_by[turn].add(card)
        trick.append((turn, card))
        if len(trick) < 4:
            turn = next_seat(turn, options)
            continue
        # R6 winner, checked independently.
        cards = [c for _, c in trick]
        winner = trick[winner_index(mode, cards)][0]
        last = deal.tricks[-1]
        assert (last.leader, list(last.cards), last.winner) == (trick[0][0], cards, winner)
        won[winner % 2] += 1
        card_pts[winner % 2] += sum(points(mode, c) for c in cards)
        trick_winners.append(winner)
        trick = []
        turn = winner

    # ----- the deal is over: cards, points, declarations, belote, score -----
    assert deal.phase == "scored"
    assert len(deal.plays) == 32 and set(deal.plays) == set(range(32))
    for s in range(4):
        assert played_by[s] == full[s]
        assert deal.dealt_hand(s) == mask(full[s])
    result = deal.result
    parts = result.teams
    capot_team = next((i for i in (0, 1) if won[i] == 8), None)
    assert sum(p.points for p in parts) == (252 if capot_team is not None else 162)
    assert [p.card_points for p in parts] == card_pts and sum(card_pts) == 152
    last_team = trick_winners[-1] % 2
    assert [p.last_trick for p in parts] == [10 if i == last_team else 0 for i in (0, 1)]
    assert [p.capot_bonus for p in parts] == [90 if i == capot_team else 0 for i in (0, 1)]
    assert [p.belote for p in parts] == belote
    assert result.capot == capot_team

    # R7: only the team with the best single declaration scores, all of its
    # own; a team that took no trick scores none (README choice).
    best = None
    for position, s in enumerate(seat_order(next_seat(deal.dealer, options), options)):
        for d in announced.get(s, []):
            key = (classify(bits(d.cards), mode)[1], -position)
            if best is None or key > best[0]:
                best = (key, s % 2)
    declared = [sum(d.value for s, ds in announced.items() if s % 2 == i for d in ds) for i in (0, 1)]
    want_decl = [0, 0]
    if best is not None and won[best[1]] > 0:
        want_decl[best[1]] = declared[best[1]]
    assert [p.declarations for p in parts] == want_decl

    scores, made, litige, held_pts = expected_score(options, contract, parts)
    assert [p.score for p in parts] == scores
    assert (result.made, result.litige, result.held) == (made, litige, held_pts)
    assert result.takers == contract.taker % 2
    book_deal(match, deal, book)
    return deal


def book_deal(match: Match, deal, book: Book) -> None:
    """R9 litige, R12: totals, held points and the end of the match."""
    options = match.options
    added = [0, 0]
    if deal.result is not None:
        r = deal.result
        added = [r.teams[0].score, r.teams[1].score]
        if r.litige:
            book.held += r.held
        elif book.held:
            added[r.takers if r.made else 1 - r.takers] += book.held
            book.held = 0
        book.played += 1
    book.totals = [book.totals[i] + added[i] for i in (0, 1)]
    assert match.history[-1] == tuple(added)
    assert match.totals == book.totals and match.held == book.held
    ns, ew = book.totals
    if deal.result is not None:
        finished = book.played >= options.deals if options.deals is not None else max(ns, ew) >= options.target
        if finished and ns != ew:
            book.winner = 0 if ns > ew else 1
    assert match.winner == book.winner, (book.played, options.deals, options.target, book.totals)


def play_match(options: Options, seed: int, n_deals: int, stop: int | None = None) -> Match:
    """Up to ``n_deals`` checked deals; with ``stop``, the last deal stops
    after that many actions (bids and cards)."""
    rnd = random.Random(seed)
    match = Match(options, seed=seed)
    book = Book()
    for i in range(n_deals):
        if match.is_over:
            with pytest.raises(OutOfTurn) as err:
                match.start_deal()
            assert err.value.rule == "R12"
            break
        budget = [stop if stop is not None and i == n_deals - 1 else 10**6]
        play_checked_deal(match, rnd, book, budget)
    return match


# ----- strategies ---------------------------------------------------------------
def options_for(variant: str) -> st.SearchStrategy[Options]:
    """Every field of Options drawn, including the ones a variant ignores."""
    return st.builds(
        Options,
        variant=st.just(variant),
        direction=st.sampled_from(["clockwise", "counterclockwise"]),
        target=st.sampled_from([1001, 1000, 701, 501]) | st.integers(1, 400),
        deals=st.none() | st.integers(1, 3),
        shuffle=st.booleans(),
        second_round_any_suit=st.booleans(),
        second_round_dealer_any_suit=st.booleans(),
        last_raise=st.booleans(),
        declarations=st.booleans(),
        auto_belote=st.booleans(),
        tie=st.sampled_from(["made", "failed", "litige"]),
        contract_on_card_points=st.booleans(),
        round_to_ten=st.booleans(),
        undertrump=st.sampled_from(["forced", "optional"]),
    )


VARIANTS = ["classic", "coinche", "contree"]
seeds = st.integers(0, 2**32 - 1)


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=300, deadline=None)
@given(data=st.data(), seed=seeds, n_deals=st.integers(1, 3))
def test_random_deals_follow_the_rules(variant: str, data, seed: int, n_deals: int) -> None:
    options = data.draw(options_for(variant), label="options")
    play_match(options, seed, n_deals)


def round_trip(match: Match) -> Match:
    text = json.dumps(to_record(match))
    loaded = from_record(json.loads(text))
    assert json.dumps(to_record(loaded)) == text
    return loaded


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=40, deadline=None)
@given(data=st.data(), seed=seeds, n_deals=st.integers(1, 3), stop=st.none() | st.integers(0, 50))
def test_record_round_trip(variant: str, data, seed: int, n_deals: int, stop: int | None) -> None:
    options = data.draw(options_for(variant), label="options")
    match = play_match(options, seed, n_deals, stop)
    loaded = round_trip(match)
    assert loaded.totals == match.totals and loaded.held == match.held and loaded.winner == match.winner
    assert loaded.history == match.history
    assert len(loaded.deals) == len(match.deals)
    for a, b in zip(loaded.deals, match.deals, strict=True):
        assert (a.result is None) == (b.result is None)
        if a.result is not None:
            assert a.result.scores() == b.result.scores()
            assert a.result == b.result
    a, b = loaded.deals[-1], match.deals[-1]
    assert (a.phase, a.turn, a.trick, a.hands, a.legal_mask(), a.can_announce()) == (
        b.phase, b.turn, b.trick, b.hands, b.legal_mask(), b.can_announce())
    # The loaded match goes on exactly as the original: same cards, same cuts.
    for m in (match, loaded):
        rnd = random.Random(seed + 1)
        if not m.deals[-1].is_over:
            finish_deal(m, rnd)
        book = Book(list(m.totals), m.held, m.deals_played, m.winner)
        if not m.is_over:
            play_checked_deal(m, rnd, book, [10**6])
    assert json.dumps(to_record(loaded)) == json.dumps(to_record(match))


def finish_deal(match: Match, rnd: random.Random) -> None:
    """Random legal actions until the current deal ends (no checks)."""
    deal = match.deals[-1]
    while deal.phase == "bidding":
        match.bid(choose_bid(deal, rnd))
    while deal.phase == "playing":
        if deal.can_announce():
            match.announce([d for d in deal.declarations_of(deal.turn) if rnd.random() < 0.5])
        match.play(rnd.choice(deal.legal_cards()))


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("deals", [1, 3])
def test_fixed_number_of_deals_ends_the_match(variant: str, deals: int) -> None:
    """R12: with a fixed number of deals the match ends after the last played
    deal (thrown-in deals do not count, README), unless the totals are equal."""
    for seed in range(5):
        rnd = random.Random(seed)
        match = Match(Options(variant=variant, deals=deals), seed=seed)
        played = 0
        while played < deals:
            assert not match.is_over
            match.start_deal()
            finish_deal(match, rnd)
            played += match.deals[-1].result is not None
        ns, ew = match.totals
        if ns == ew:
            assert not match.is_over
            continue
        assert match.is_over, f"seed {seed}: {deals} deal(s) played, totals {match.totals}, but the match goes on"
        assert match.winner == (0 if ns > ew else 1)
        with pytest.raises(OutOfTurn) as err:
            match.start_deal()
        assert err.value.rule == "R12"


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(["classic", "coinche"]), auto_belote=st.booleans(), seed=seeds)
def test_belote_flag_is_accepted_only_when_belote_can_be_said(variant: str, auto_belote: bool, seed: int) -> None:
    """R8 and the README's refusal table: saying "belote" (``belote=True``)
    with a card that is not the first of the trump king and queen of the
    player holding both is refused with R8 ``no_belote``, state unchanged;
    ``can_say_belote`` tells beforehand."""
    rnd = random.Random(seed)
    match = Match(Options(variant=variant, auto_belote=auto_belote, declarations=False), seed=seed)
    for _ in range(4):
        if match.is_over:
            break
        deal = match.start_deal()
        while deal.phase == "bidding":
            match.bid(choose_bid(deal, rnd))
        while deal.phase == "playing":
            legal = deal.legal_cards()
            for c in legal:
                if deal.can_say_belote(c):
                    continue
                before = snapshot(deal)
                try:
                    match.play(c, belote=True)
                except IllegalAnnouncement as err:
                    assert (err.rule, err.reason) == ("R8", "no_belote")
                else:
                    pytest.fail(f"'belote' said with {card_name(c)} by {SEATS[before[2]]} in trick "
                                f"{before[7] + 1} (contract {deal.contract}) was accepted, but "
                                f"can_say_belote({card_name(c)}) is False; recorded say: {deal.says}")
                assert snapshot(deal) == before
            card = rnd.choice(legal)
            match.play(card, belote=deal.can_say_belote(card) and rnd.random() < 0.7)
