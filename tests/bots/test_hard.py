"""The hard bot (bots/hard/): a legal answer in every phase and variant,
within its budget, cancellable, and blind to the hidden cards."""

from __future__ import annotations

import random
import threading
import time

import pytest

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.base import Decision
from belote_desktop.bots.hard import HardBot, declaration_outcome
from belote_desktop.engine import PRESETS, Bid, Deal, parse_card
from belote_desktop.engine.bidding import CONTRACT, PASS_BID, TAKE
from tests.engine.helpers import bid_all, make_deal, play, seat

TINY = 0.02  # seconds: enough for a few deals late in the play


def shuffled(seed: int) -> list[int]:
    deck = list(range(32))
    random.Random(seed).shuffle(deck)
    return deck


def helper_move(deal: Deal, rng: random.Random) -> Decision:
    """The other seats: take or bid low now and then, otherwise any legal card."""
    if deal.phase == "bidding":
        bids = [b for b in deal.legal_bids() if b.kind == TAKE or (b.kind == CONTRACT and b.value <= 90)]
        return Decision(bid=rng.choice(bids) if bids and rng.random() < 0.5 else PASS_BID)
    if deal.can_announce():
        return Decision(declarations=deal.declarations_of(deal.turn))
    return Decision(card=rng.choice(deal.legal_cards()))


def play_deal(options, seed: int, hard_seats: tuple[int, ...], budget: float = TINY) -> tuple[Deal, int]:
    """A whole deal with the hard bot in ``hard_seats``; every decision is applied
    through the engine, which refuses anything illegal."""
    rng = random.Random(seed)
    deal = Deal(options, seed % 4, shuffled(seed))
    bots = {s: HardBot(seed + s, budget=budget) for s in hard_seats}
    decisions = 0
    while not deal.is_over:
        s = deal.turn
        if s in bots:
            decision = bots[s].decide(SeatView.of(deal, s))  # how long it takes: benchmarks/, not here
            decisions += 1
        else:
            decision = helper_move(deal, rng)
        apply(deal, s, decision)
    return deal, decisions


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_a_whole_deal_is_legal(variant: str) -> None:
    deal, decisions = play_deal(PRESETS[variant], {"classic": 0, "coinche": 1, "contree": 2}[variant], (0, 2))
    assert decisions > 0 and deal.is_over


@pytest.mark.parametrize("options", [
    PRESETS["classic"].with_(direction="counterclockwise", undertrump="optional", second_round_any_suit=True),
    PRESETS["coinche"].with_(declarations=False, direction="counterclockwise"),
])
def test_rule_options_are_followed(options) -> None:
    _deal, decisions = play_deal(options, 5, (1, 2, 3))
    assert decisions > 0


@pytest.mark.parametrize("trump", ["SA", "TA", "S"])
def test_it_plays_every_coinche_trump(trump: str) -> None:
    deal = Deal(PRESETS["coinche"], 3, shuffled(40))
    bid_all(deal, [f"90 {trump}", "pass", "pass", "pass"])
    bots = {0: HardBot(0, budget=TINY), 1: HardBot(1, budget=TINY)}  # the taker and a defender
    rng = random.Random(1)
    while not deal.is_over:
        s = deal.turn
        apply(deal, s, bots[s].decide(SeatView.of(deal, s)) if s in bots else helper_move(deal, rng))
    assert deal.phase == "scored"


def test_it_says_belote_with_the_first_of_the_pair() -> None:
    deal = make_deal(PRESETS["coinche"], "W", {
        "N": "KH QH 7S 8S 9S 7C 8C 9C",
        "E": "AS TS KS QS 7D 8D 9D JD",
        "S": "AH TH JH 9H KD QD AD TD",
        "W": "7H 8H JS JC QC KC AC TC",
    })
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    north = HardBot(0, budget=TINY)
    rng = random.Random(2)
    said = []
    while not deal.is_over:
        s = deal.turn
        if s != seat("N"):
            apply(deal, s, helper_move(deal, rng))
            continue
        decision = north.decide(SeatView.of(deal, s))
        if decision.card in (parse_card("KH"), parse_card("QH")):
            said.append(decision.belote)
        apply(deal, s, decision)
    assert said[0] is True and said[1:] == [False]
    assert deal.belote_points[0] == 20


def test_a_tiny_budget_is_kept(monkeypatch) -> None:
    deal = Deal(PRESETS["coinche"], 0, shuffled(44))
    bid_all(deal, ["100 S", "pass", "pass", "pass"])
    deal.announce(())
    view = SeatView.of(deal, deal.turn)
    roomy = HardBot(1, budget=30.0)
    roomy.decide(view)
    # A clock that runs fast: every look at it is a tenth of a second later. The bot must stop on its budget,
    # having looked at fewer deals than with all the time it wants (how long that takes: benchmarks/).
    ticks = iter(range(10**9))
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 0.1)
    bot = HardBot(1, budget=0.05)
    decision = bot.decide(view)
    assert view.legal_mask() >> decision.card & 1
    assert bot.last_samples < roomy.last_samples


class CancelAfter:
    """A cancel event that comes on by itself after ``looks`` looks: cancelled while thinking, at the same
    point every run (not after some time on a busy machine)."""

    def __init__(self, looks: int) -> None:
        self.looks = looks

    def is_set(self) -> bool:
        self.looks -= 1
        return self.looks < 0


def test_cancel_answers_at_once() -> None:
    deal = Deal(PRESETS["coinche"], 0, shuffled(45))
    bid_all(deal, ["100 S", "pass", "pass", "pass"])
    deal.announce(())
    view = SeatView.of(deal, deal.turn)
    bot = HardBot(1, budget=30.0)
    cancel = threading.Event()
    cancel.set()
    decision = bot.decide(view, cancel=cancel)
    assert view.legal_mask() >> decision.card & 1
    assert bot.last_samples <= 1  # no deal looked at beyond the one a legal answer needs
    # Cancelled while thinking.
    uncancelled = HardBot(1, budget=30.0)
    uncancelled.decide(SeatView.of(deal, deal.turn))
    decision = bot.decide(SeatView.of(deal, deal.turn), cancel=CancelAfter(40))  # type: ignore[arg-type]
    assert view.legal_mask() >> decision.card & 1
    assert bot.last_samples < uncancelled.last_samples
    bid_view = SeatView.of(Deal(PRESETS["coinche"], 0, shuffled(46)), 1)
    assert bot.decide(bid_view, cancel=cancel).bid in bid_view.legal_bids


def test_make_bot_builds_it_with_the_budget() -> None:
    bot = make_bot("hard", seed=3, budget=0.1)
    assert isinstance(bot, HardBot) and bot.budget == 0.1 and bot.level == "hard"


# ----- information hiding -----------------------------------------------------
def twin_deals() -> list[tuple[Deal, Deal]]:
    """Pairs of deals that look the same from N or S: E and W exchange two
    cards of a suit nobody has led yet (so every card played stays legal)."""
    pairs = []
    hands = {
        "N": "AS TS KS 7H 8H 9H 7D 8D",
        "E": "QS JS 9S TH JH 9D TD JD",
        "S": "8S AH KH QH AD KD QD 7C",
        "W": "7S 8C 9C TC JC QC KC AC",
    }
    swapped = dict(hands, E="QS JS 9S TH JH 9D TD 8C", W="7S JD 9C TC JC QC KC AC")
    for history in (["80 H", "pass"], ["80 H", "pass", "pass", "pass"],
                    ["80 H", "pass", "pass", "pass", "announce"],
                    ["80 H", "pass", "pass", "pass", "play AS 9S 8S 7S"]):
        deals = []
        for layout in (hands, swapped):
            deal = make_deal(PRESETS["coinche"], "W", layout)
            for step in history:
                if step == "announce":
                    deal.announce(())
                elif step.startswith("play "):
                    for s in ("N", "E", "S", "W"):
                        deal.announce(())
                        play(deal, step.split()[1 + "NESW".index(s)])
                else:
                    deal.bid(Bid.parse(step))
            deals.append(deal)
        pairs.append((deals[0], deals[1]))
    return pairs


def test_the_same_view_gives_the_same_decision() -> None:
    kinds = set()
    for original, other in twin_deals():
        me = original.turn
        assert me in (seat("N"), seat("S"))
        view, other_view = SeatView.of(original, me), SeatView.of(other, me)
        assert view == other_view
        assert original.hands != other.hands
        first = HardBot(7, budget=10.0, max_samples=6).decide(view)
        second = HardBot(7, budget=10.0, max_samples=6).decide(other_view)
        assert first == second
        kinds.add("bid" if first.bid else "announce" if first.declarations is not None else "card")
    assert kinds == {"bid", "announce", "card"}


def test_declarations_score_for_the_best_team() -> None:
    from belote_desktop.engine import parse_hand

    hands = [parse_hand("7H 8H 9H AS KS QS JS TS"), parse_hand("AD KD QD JD 7C 8C 9C TC"),
             parse_hand("7S 8S 9S 7D 8D 9D TD JC"), parse_hand("TH JH QH KH AH QC KC AC")]
    team, values = declaration_outcome(PRESETS["coinche"], 1, [0, 1, 2, 3], hands, {})
    # N's quinte to the ace of spades and W's quinte to the ace of hearts are
    # equal but for the trump (hearts): W's is best, and EW score all theirs.
    assert team == 1
    assert values == [100 + 20 + 20 + 50, 50 + 50 + 100 + 20]
    # Heard before: N announced its quinte; an earlier equal one wins the tie.
    heard = {0: [((1, 5, 7, 1), 100)]}
    assert declaration_outcome(PRESETS["coinche"], 1, [0, 1, 2, 3], hands, heard)[0] == 0
    no_declarations = PRESETS["coinche"].with_(declarations=False)
    assert declaration_outcome(no_declarations, 1, [0, 1, 2, 3], hands, {}) == (None, [0, 0])


def test_a_card_that_wins_on_every_deal_settles_the_search() -> None:
    from belote_desktop.bots.hard import SETTLE_AFTER, settled

    n = SETTLE_AFTER
    rng = random.Random(3)
    luck = [rng.uniform(-40, 40) for _ in range(n)]  # the deal's luck, shared by every card
    clear = {1: [x + 10 for x in luck], 2: luck, 3: [x - 5 for x in luck]}
    assert settled(clear)
    # The same lead, but only on average: card 1 loses on some deals.
    noisy = {1: [x + 10 + rng.uniform(-60, 60) for x in luck], 2: luck}
    assert not settled(noisy)
    # Cards equal on every deal, or surely within a point or two, do not keep the search going.
    assert settled({1: list(luck), 2: list(luck)})
    assert settled({1: list(luck), 2: [x + (1 if i % 2 else -1) for i, x in enumerate(luck)]})
    # One card ahead on a single deal only: too little to stop on.
    assert not settled({1: list(luck), 2: list(luck), 3: [x + (40 if i == 0 else 0) for i, x in enumerate(luck)]})


def test_a_clear_choice_answers_well_before_the_budget() -> None:
    # North holds the five best trumps and three aces: every deal of the
    # hidden cards gives the same outcome, so the search stops early.
    deal = make_deal(PRESETS["coinche"], "W", {
        "N": "JS 9S AS TS KS AH AD AC", "E": "7S 8S 7H 8H 9H 7D 8D 9D",
        "S": "QS TH JH QH KH TD JD QD", "W": "7C 8C 9C TC JC QC KC KD"})
    bid_all(deal, ["80 S", "pass", "pass", "pass"])
    bot = HardBot(5, budget=5.0)
    apply(deal, seat("N"), bot.decide(SeatView.of(deal, seat("N"))))  # its declarations
    view = SeatView.of(deal, deal.turn)
    assert view.seat == seat("N")
    assert bot.decide(view).card >= 0
    assert bot.last_samples >= 16
