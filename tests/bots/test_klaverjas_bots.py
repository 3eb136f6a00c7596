"""The klaverjas bots at the easy and normal levels (KLAVERJAS.md K4 to K7), reached through ``make_bot``.

The controller makes a bot with ``make_bot(level, ...)`` whatever the game; the bot reads the family from the
view it is given. These tests play whole deals in every preset (with ``auto_roem`` off too), check that a view
of a klaverjas deal hides the other hands, and check the normal level's sense: roem fed into its own team's
trick and kept out of the opponents', the trump choice (K4) and its claim of roem (K6).
"""

from __future__ import annotations

import random

import pytest

from belote_desktop.bots import Decision, SeatView, apply, make_bot
from belote_desktop.bots.base import Bot
from belote_desktop.bots.klaverjas.easy import KlaverjasEasyBot
from belote_desktop.bots.klaverjas.hard import KlaverjasHardBot
from belote_desktop.bots.klaverjas.knowledge import deduce
from belote_desktop.bots.klaverjas.normal import KlaverjasNormalBot
from belote_desktop.bots.normal import NormalBot
from belote_desktop.engine import Bid, IllegalAction, card_name, parse_card, parse_hand
from belote_desktop.engine.bidding import PASS_BID, TAKE, Contract
from belote_desktop.engine.families.klaverjas.deal import KlaverjasDeal
from belote_desktop.engine.families.klaverjas.options import PRESETS, KlaverjasOptions
from belote_desktop.engine.play import BIDDING, PLAYING
from tests.engine.klaverjas.helpers import make_deal, seat

LEVELS = ("easy", "normal")
OPTIONS = [*PRESETS.values(), PRESETS["amsterdams"].with_(auto_roem=False),
           PRESETS["rotterdams"].with_(auto_roem=False, trump_choice="gedraaid")]


def shuffled_deal(options: KlaverjasOptions, seed: int) -> KlaverjasDeal:
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    return KlaverjasDeal(options, seed % 4, deck, (rng.randrange(4), rng.randrange(4)))


def play_out(deal: KlaverjasDeal, levels: tuple[str, ...], seed: int = 0) -> list[tuple[int, Decision]]:
    bots = [make_bot(levels[s % len(levels)], seed=seed + s) for s in range(4)]
    history = []
    while not deal.is_over:
        s = deal.turn
        decision = bots[s].decide(SeatView.of(deal, s))
        apply(deal, s, decision)  # raises if the bot chose anything illegal
        history.append((s, decision))
    return history


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o.trump_rule}-{o.trump_choice}-roem{o.auto_roem}")
@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_whole_deals_legally_in_every_preset(options: KlaverjasOptions, level: str) -> None:
    claims = gathers = 0
    for seed in range(12):
        deal = shuffled_deal(options, seed)
        history = play_out(deal, (level,), seed)
        assert deal.result is not None and len(deal.tricks) == 8
        claims += sum(d.claim_roem for _, d in history)
        gathers += sum(d.gather for _, d in history)
        if options.auto_roem:
            assert not claims and not gathers
        else:
            assert gathers == seed + 1  # the last trick's winner gathers it, every deal
            # Every claim was its own team's roem (a claim of the other team's would count for them).
            for i, s in deal.claims.items():
                assert s & 1 == deal.tricks[i].winner & 1
    if not options.auto_roem and level == "normal":
        assert claims > 0


def test_the_normal_level_claims_every_roem_of_its_own_team() -> None:
    options = PRESETS["amsterdams"].with_(auto_roem=False)
    for seed in range(10):
        deal = shuffled_deal(options, seed)
        play_out(deal, ("normal",), seed)
        for i, roem in enumerate(deal.roem):
            # The trick's winner is asked next (it leads or gathers), and always says "Roem!".
            assert (i in deal.claims) == (roem.total > 0)


def test_make_bot_keeps_the_belote_bots_and_hands_klaverjas_to_their_counterparts() -> None:
    bot = make_bot("normal", seed=3)
    assert isinstance(bot, NormalBot)
    assert isinstance(bot.counterpart("klaverjas"), KlaverjasNormalBot)
    assert bot.counterpart("klaverjas") is bot.counterpart("klaverjas")
    assert isinstance(make_bot("easy").counterpart("klaverjas"), KlaverjasEasyBot)


def twin(options: KlaverjasOptions, deck: list[int], dealer: int, proposals: tuple[int, int],
         history: list[tuple[int, Decision]], observed: int, rng: random.Random) -> KlaverjasDeal | None:
    """The same history with two unplayed cards of two other seats exchanged (None if none replays)."""
    def drive(d: list[int]) -> KlaverjasDeal:
        deal = KlaverjasDeal(options, dealer, d, proposals)
        for s, decision in history:
            apply(deal, s, decision)
        return deal

    original = drive(deck)
    owner = {i: s for i, c in enumerate(deck) for s in range(4) if original.hands[s] >> c & 1}
    others = [i for i, s in owner.items() if s != observed]
    pairs = [(i, j) for i in others for j in others if i < j and owner[i] != owner[j]]
    rng.shuffle(pairs)
    for i, j in pairs[:40]:
        swapped = list(deck)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        try:
            return drive(swapped)
        except IllegalAction:
            continue
    return None


def fresh(level: str) -> Bot:
    if level == "hard":  # a fixed number of deals, no clock: the same view, the same deals
        return KlaverjasHardBot(9, max_samples=3)
    return make_bot(level, seed=9)


@pytest.mark.parametrize("level", [*LEVELS, "hard"])
def test_the_same_view_gives_the_same_decision(level: str) -> None:
    options = PRESETS["rotterdams"].with_(auto_roem=False)
    observed = 2
    rng = random.Random(5)
    compared = 0
    for seed in range(6):
        r = random.Random(seed)
        deck = list(range(32))
        r.shuffle(deck)
        proposals = (0, 1)
        deal = KlaverjasDeal(options, seed % 4, deck, proposals)
        bots = [make_bot("normal", seed=s) for s in range(4)]
        history: list[tuple[int, Decision]] = []
        while not deal.is_over:
            s = deal.turn
            view = SeatView.of(deal, s)
            if s == observed:
                other = twin(options, deck, seed % 4, proposals, history, observed, rng)
                if other is not None:
                    assert other.hands != deal.hands
                    other_view = SeatView.of(other, observed)
                    assert other_view == view
                    hidden = deal.hands[observed ^ 1] | deal.hands[observed ^ 2] | deal.hands[observed ^ 3]
                    assert view.hand == deal.hands[observed] and not view.hand & hidden
                    assert fresh(level).decide(view) == fresh(level).decide(other_view)
                    compared += 1
            decision = bots[s].decide(view)
            apply(deal, s, decision)
            history.append((s, decision))
    assert compared >= 20


# ----- the normal level's sense ------------------------------------------------------------------------
def view_of(deal: KlaverjasDeal) -> SeatView:
    return SeatView.of(deal, deal.turn)


HANDS = {  # North deals, East speaks first and leads
    "N": "8S KD 7D 8D 9D 7C 8C 9C",
    "E": "9S AS 7H 8H 9H TD JD QD",
    "S": "JS TS AD TC JC QC KC AC",
    "W": "QS KS 7S JH QH KH AH TH",
}


def position(trick: tuple[str, ...], leader: str, hand: str, trump: str = "H", maker: str = "E",
             options: KlaverjasOptions = PRESETS["amsterdams"]) -> SeatView:
    """A view at the first trick for the seat after the trick's last card."""
    t = "SHDC".index(trump)
    me = (seat(leader) + len(trick)) & 3
    return SeatView(options=options, seat=me, dealer=(seat(leader) + 3) & 3, phase=PLAYING, turn=me,
                    hand=parse_hand(hand), up_card=None, bids=((seat(maker), Bid.take(t)),), legal_bids=(),
                    contract=Contract(seat(maker), t), tricks=(), trick_leader=seat(leader),
                    trick=tuple(parse_card(c) for c in trick), announced=(), shown=(), own_declarations=(),
                    can_announce=False, belote_seat=-1, next_seats=(1, 2, 3, 0))


def test_normal_keeps_the_run_out_of_the_opponents_trick() -> None:
    # Hearts trump. E leads 7D, S plays 8D, W plays AD: West (East-West) wins, North (last) cannot beat the
    # ace. 9D would make 7 8 9 a run (20 roem for East-West); JD gives 2 points and no run: North plays JD,
    # though the nine is the cheaper card.
    view = position(("7D", "8D", "AD"), "E", "9D JD 7S 8S 7C 8C 9C QS")
    assert card_name(KlaverjasNormalBot().choose_card(view)) == "JD"


def test_normal_puts_the_run_into_its_own_teams_trick() -> None:
    # W leads 8D, N plays 9D, E plays 7D: North (South's partner) wins and South is last. The trick holds 7 8 9
    # (20 roem) already; TD makes it a run of four (50 roem) and 10 points, AD only adds 11 points: South plays
    # the ten, though the ace is the richer card.
    view = position(("8D", "9D", "7D"), "W", "TD AD 7S 8S 7C 8C 9C QS", maker="S")
    assert card_name(KlaverjasNormalBot().choose_card(view)) == "TD"


def test_normal_keeps_stuk_out_of_the_opponents_trick() -> None:
    # Hearts trump. E leads KH (trump), S (must go above KH if able) holds only QH and 7H in trumps: neither
    # beats the king, so either is legal (K5.2). QH would make stuk (K+Q of trumps in one trick) for the
    # opponents' trick: the normal level plays 7H.
    view = position(("KH",), "E", "QH 7H 7S 8S 7C 8C 9C QS", maker="E")
    assert card_name(KlaverjasNormalBot().choose_card(view)) == "7H"


def bids_view(hand: str, options: KlaverjasOptions, legal: tuple[Bid, ...], me: str = "E") -> SeatView:
    m = seat(me)
    return SeatView(options=options, seat=m, dealer=(m + 3) & 3, phase=BIDDING, turn=m, hand=parse_hand(hand),
                    up_card=None, bids=(), legal_bids=legal, contract=None, tricks=(), trick_leader=m, trick=(),
                    announced=(), shown=(), own_declarations=(), can_announce=False, belote_seat=-1,
                    next_seats=(1, 2, 3, 0))


OPEN = (PASS_BID, *(Bid.take(s) for s in range(4)))
FORCED = tuple(Bid.take(s) for s in range(4))


def test_normal_plays_a_strong_trump_suit_and_passes_a_weak_hand() -> None:
    bot = KlaverjasNormalBot()
    strong = bids_view("JH 9H AH 8H AS TS 7D 8C", PRESETS["amsterdams"], OPEN)
    assert bot.choose_bid(strong) == Bid.take(1)
    weak = bids_view("7H 8H QS 9S 7D 8D 9C QC", PRESETS["amsterdams"], OPEN)
    assert bot.choose_bid(weak) == PASS_BID


def test_normal_forced_to_play_names_its_best_suit() -> None:
    # Utrechts (verplicht): no passing; after four passes the same. The best suit of a weak hand: diamonds
    # (J and 9 of diamonds), not the longer clubs of small cards.
    for options in (PRESETS["utrechts"], PRESETS["amsterdams"]):
        view = bids_view("JD 9D 7S 8S 7C 8C QC 7H", options, FORCED)
        assert view.legal_bids == FORCED
        assert KlaverjasNormalBot().choose_bid(view) == Bid.take(2)


def test_normal_plays_the_proposed_suit_only_when_it_is_worth_it() -> None:
    options = PRESETS["amsterdams"].with_(trump_choice="gedraaid")
    # Clubs proposed: only "take C" or pass. A hand strong in hearts but poor in clubs passes.
    view = bids_view("JH 9H AH 8H AS TS 7C 8C", options, (PASS_BID, Bid.take(3)))
    assert KlaverjasNormalBot().choose_bid(view) == PASS_BID
    view = bids_view("JC 9C AC 8C AS TS 7H 8H", options, (PASS_BID, Bid.take(3)))
    assert KlaverjasNormalBot().choose_bid(view) == Bid.take(3)


def test_the_real_deal_asks_the_normal_level_through_a_seat_view() -> None:
    deal = make_deal(HANDS)
    view = view_of(deal)
    assert view.family == "klaverjas" and view.up_card is None
    bid = make_bot("normal").decide(view).bid
    assert bid is not None and bid in deal.legal_bids()
    assert bid.kind == TAKE or bid == PASS_BID


def test_knowledge_reads_a_refused_trump_in_rotterdams() -> None:
    # Rotterdams: N leads AD, E (void in diamonds) plays 7S: a plain card where a trump was due, so East holds
    # no trump at all (hearts), even though its partner was not winning (and in Rotterdams not even then).
    view = position(("AD", "7S"), "N", "8D 9D KS QS 7C 8C 9C TC", options=PRESETS["rotterdams"])
    k = deduce(view)
    east = seat("E")
    assert k.void(east, 2) and k.void(east, 1)
    # Amsterdams, the same cards: an opponent (N) was winning, so East had to trump as well.
    view = position(("AD", "7S"), "N", "8D 9D KS QS 7C 8C 9C TC")
    assert deduce(view).void(east, 1)
