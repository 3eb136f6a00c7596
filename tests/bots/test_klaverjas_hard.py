"""The hard and expert levels at klaverjas: sampled deals read from what klaverjas says (who passed, who played,
who could not follow or trump), solved with roem, nat and pit, and the choice of trump by sampled deals."""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.klaverjas.hard import KlaverjasExpertBot, KlaverjasHardBot
from belote_desktop.bots.klaverjas.knowledge import deduce
from belote_desktop.bots.klaverjas.outcome import call_weight
from belote_desktop.bots.klaverjas.sense import trump_worth
from belote_desktop.bots.sampler import Sampler
from belote_desktop.bots.view import played_by
from belote_desktop.engine import Bid, card_name, parse_card, parse_hand
from belote_desktop.engine.bidding import OPEN, PASS_BID, Contract
from belote_desktop.engine.cards import SUIT_MASK
from belote_desktop.engine.families.klaverjas.deal import KlaverjasDeal
from belote_desktop.engine.families.klaverjas.options import PRESETS, KlaverjasOptions
from belote_desktop.engine.play import BIDDING, PLAYING

NEXT = (1, 2, 3, 0)


def shuffled_deal(options: KlaverjasOptions, seed: int) -> KlaverjasDeal:
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    return KlaverjasDeal(options, seed % 4, deck, (rng.randrange(4), rng.randrange(4)))


@pytest.mark.parametrize("options", [PRESETS["amsterdams"].with_(auto_roem=False), PRESETS["rotterdams"],
                                     PRESETS["utrechts"]], ids=("amsterdams-claims", "rotterdams", "utrechts"))
def test_hard_and_expert_play_whole_deals_legally(options: KlaverjasOptions) -> None:
    bots = [KlaverjasHardBot(1, max_samples=3), make_bot("normal", seed=2),
            KlaverjasExpertBot(3, max_samples=3, second_look=True), make_bot("easy", seed=4)]
    for seed in range(2):
        deal = shuffled_deal(options, seed)
        while not deal.is_over:
            s = deal.turn
            apply(deal, s, bots[s].decide(SeatView.of(deal, s)))
        assert deal.result is not None
        if not options.auto_roem:  # the hard bots claim their team's roem too
            for i, roem in enumerate(deal.roem):
                if roem.total and deal.tricks[i].winner in (0, 2):
                    assert i in deal.claims


def test_make_bot_reaches_the_klaverjas_hard_and_expert_levels() -> None:
    hard = make_bot("hard", seed=5, budget=0.05, workers=1)
    expert = make_bot("expert", seed=5, budget=0.05, workers=1)
    assert isinstance(hard.counterpart("klaverjas"), KlaverjasHardBot)
    assert isinstance(expert.counterpart("klaverjas"), KlaverjasExpertBot)
    assert expert.counterpart("klaverjas").budget == 0.05
    deal = shuffled_deal(PRESETS["amsterdams"], 3)
    decision = hard.decide(SeatView.of(deal, deal.turn))
    assert decision.bid in deal.legal_bids()


def play_view(trick: tuple[str, ...], leader: int, hand: str, tricks: tuple = (), maker: int = 0,
              options: KlaverjasOptions = PRESETS["amsterdams"]) -> SeatView:
    me = (leader + len(trick)) & 3
    return SeatView(options=options, seat=me, dealer=3, phase=PLAYING, turn=me, hand=parse_hand(hand),
                    up_card=None, bids=((maker, Bid.take(1)),), legal_bids=(), contract=Contract(maker, 1),
                    tricks=tricks, trick_leader=leader, trick=tuple(parse_card(c) for c in trick), announced=(),
                    shown=(), own_declarations=(), can_announce=False, belote_seat=-1, next_seats=NEXT)


def test_hard_puts_the_run_of_four_into_its_partners_trick() -> None:
    # Hearts trump. W leads 8D, N plays 9D, E plays 7D: North wins, South is last. TD makes 7 8 9 T (50 roem)
    # with 10 points; AD adds 11 points to the 20 roem already there. On every deal the ten is worth more.
    bot = KlaverjasHardBot(0, max_samples=8)
    view = play_view(("8D", "9D", "7D"), 3, "TD AD 7S 8S 7C 8C 9C QS", maker=2)
    assert card_name(bot.choose_card(view)) == "TD"
    assert bot.last_values[parse_card("TD")] > bot.last_values[parse_card("AD")]


def test_the_same_view_gives_the_same_card() -> None:
    view = play_view(("8D",), 3, "TD AD 7S 8S 7C 8C 9C QS", maker=2)
    assert KlaverjasHardBot(4, max_samples=6).choose_card(view) == KlaverjasHardBot(4, max_samples=6).choose_card(view)


def bid_view(hand: str, bids: tuple = (), options: KlaverjasOptions = PRESETS["amsterdams"], me: int = 1,
             legal: tuple[Bid, ...] | None = None) -> SeatView:
    legal = legal if legal is not None else (PASS_BID, *(Bid.take(s) for s in range(4)))
    return SeatView(options=options, seat=me, dealer=0, phase=BIDDING, turn=me, hand=parse_hand(hand),
                    up_card=None, bids=bids, legal_bids=legal, contract=None, tricks=(), trick_leader=1, trick=(),
                    announced=(), shown=(), own_declarations=(), can_announce=False, belote_seat=-1,
                    next_seats=NEXT, bid_moments=tuple(OPEN for _ in bids))


def test_hard_plays_a_strong_hand_and_passes_a_weak_one() -> None:
    bot = KlaverjasHardBot(0, max_samples=60)
    assert bot.choose_bid(bid_view("JH 9H AH TH KH AS TS AD")) == Bid.take(1)
    assert bot.choose_bid(bid_view("7H 8H 7S 8S 7D 8D 7C 9C")) == PASS_BID


def test_hard_forced_to_play_names_its_strong_suit() -> None:
    forced = tuple(Bid.take(s) for s in range(4))
    view = bid_view("JD 9D AD 7S 8S 7C 8C 7H", options=PRESETS["utrechts"], legal=forced)
    assert KlaverjasHardBot(0, max_samples=60).choose_bid(view) == Bid.take(2)


def test_the_sampler_deals_no_card_a_refusal_to_trump_excluded() -> None:
    # Hearts trump, Rotterdams. N leads AD, E (void in diamonds) plays 7S: E holds no diamonds and no hearts.
    view = play_view(("AD", "7S"), 0, "8D 9D KS QS 7C 8C 9C TC", options=PRESETS["rotterdams"])
    sampler = Sampler(deduce(view), random.Random(1))
    for _ in range(200):
        hands = sampler.deal()
        assert not hands[1] & (SUIT_MASK[2] | SUIT_MASK[1])
        assert hands[2] == view.hand


def test_the_sampler_reads_who_passed_and_who_played() -> None:
    # E (seat 1) passed, S (seat 2) said "ik speel" in hearts; W (seat 3) deals the hidden hands. The weighted
    # deals give South a hand worth playing in hearts far more often than East.
    view = bid_view("7S 8S 9S 7D 8D 9D 7C 8C", bids=((1, PASS_BID), (2, Bid.take(1))), me=3)
    weight = call_weight(view, played_by(view))
    assert weight is not None
    sampler = Sampler(deduce(view), random.Random(2), weight)
    south = east = 0.0
    for _ in range(200):
        hands = sampler.deal()
        south += trump_worth(hands[2], 1)
        east += max(trump_worth(hands[1], s) for s in range(4))
    uniform = Sampler(deduce(view), random.Random(2))
    plain = sum(trump_worth(uniform.deal()[2], 1) for _ in range(200))
    assert south > plain * 1.2
    assert east / 200 < 60
