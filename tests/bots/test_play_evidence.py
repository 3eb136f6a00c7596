"""What the cards played say beyond the rules (bots/play_evidence.py): a
small card on the partner's ace shows no ten; as first written, a small
discard also showed no ace or ten left in its suit, which the hard level's
own discards were measured not to say. The hard bot's sampled deals follow
the reading."""

from __future__ import annotations

import random

from belote_desktop.bots import SeatView
from belote_desktop.bots.evidence import _Evidence
from belote_desktop.bots.knowledge import deduce
from belote_desktop.bots.play_evidence import DISCARD_FACTOR, FIRST_FACTORS, UNCHARGED_FACTOR, play_rules
from belote_desktop.bots.sampler import Sampler
from belote_desktop.engine import PRESETS, parse_card
from tests.engine.helpers import bid_all, make_deal, seat

HANDS = {
    "N": "AS 7S 8S JH 9H AD TD KD",
    "E": "KS QS 9S 7H 8H 7D 8D 9D",
    "S": "AH TH KH 7C 8C 9C JD QD",  # no spade: it discards on the first trick
    "W": "JS TS QH AC TC KC QC JC",  # no diamond: it trumps the second trick
}


def played(cards: str, trump: str = "H"):
    deal = make_deal(PRESETS["coinche"], "W", HANDS)
    bid_all(deal, [f"80 {trump}", "pass", "pass", "pass"])
    for name in cards.split():
        if deal.can_announce():
            deal.announce(())
        deal.play(parse_card(name))
    return deal


def cards(*names: str) -> list[tuple[int, float]]:
    return sorted((parse_card(n), f) for n, f in names)  # type: ignore[misc]


# Trick 1: N's ace of spades wins, S throws a small club. Trick 2: N's ace of diamonds wins
# when S follows with the jack, not the ten; W trumps (a trump is not a discard).
TWO_TRICKS = "AS 9S 7C JS  AD 7D JD QH"


def test_a_small_discard_and_an_uncharged_ace_are_read_as_first_written() -> None:
    deal = played(TWO_TRICKS)
    discard, uncharged = FIRST_FACTORS
    rules = play_rules(SeatView.of(deal, seat("E")), FIRST_FACTORS)
    assert rules == {seat("S"): sorted([(parse_card("AC"), discard), (parse_card("TC"), discard),
                                        (parse_card("TD"), uncharged)])}
    # N sees its own ten of diamonds: nothing to read about it.
    assert play_rules(SeatView.of(deal, seat("N")), FIRST_FACTORS) == {
        seat("S"): sorted([(parse_card("AC"), discard), (parse_card("TC"), discard)])}


def test_by_the_fitted_factors_only_the_uncharged_ace_is_read() -> None:
    # The hard level's small discards were measured to say nothing of the suit's ace or ten (factor 1).
    assert DISCARD_FACTOR == 1.0 and 0.5 < UNCHARGED_FACTOR < 1.0
    deal = played(TWO_TRICKS)
    assert play_rules(SeatView.of(deal, seat("E"))) == {seat("S"): [(parse_card("TD"), UNCHARGED_FACTOR)]}
    assert play_rules(SeatView.of(deal, seat("N"))) == {}


def test_the_weight_lowers_a_hand_by_each_card_it_holds() -> None:
    view = SeatView.of(played(TWO_TRICKS), seat("E"))
    calls = _Evidence(view, [0, 0, 0, 0], read_play=False)  # the bid's reading alone
    assert not calls.play
    south = seat("S")
    plain = sum(1 << parse_card(c) for c in ("KC", "QC", "8D"))
    ace, ten, ten_d = (1 << parse_card(c) for c in ("AC", "TC", "TD"))
    for evidence, factors in ((_Evidence(view, [0, 0, 0, 0], first_readings=True), FIRST_FACTORS),
                              (_Evidence(view, [0, 0, 0, 0]), (DISCARD_FACTOR, UNCHARGED_FACTOR))):
        discard, uncharged = factors
        for hand, factor in ((plain, 1.0), (plain | ace, discard), (plain | ace | ten, discard ** 2),
                             (plain | ten_d, uncharged), (plain | ace | ten_d, discard * uncharged)):
            assert abs(evidence.weight(south, hand) / calls.weight(south, hand) - factor) < 1e-9
        assert evidence.weight(seat("W"), plain) == calls.weight(seat("W"), plain)  # nothing read of W


def test_the_sampled_deals_follow_the_reading() -> None:
    view = SeatView.of(played(TWO_TRICKS), seat("E"))
    k = deduce(view)
    south, ten = seat("S"), parse_card("TD")  # N or S holds it (W trumped diamonds)

    def share(weight) -> float:
        sampler = Sampler(k, random.Random(3), weight)
        return sum(sampler.deal()[south] >> ten & 1 for _ in range(3000)) / 3000

    calls_only = share(_Evidence(view, [0, 0, 0, 0], read_play=False).weight)
    fitted = share(_Evidence(view, [0, 0, 0, 0]).weight)
    first = share(_Evidence(view, [0, 0, 0, 0], first_readings=True).weight)
    assert first < fitted < 0.92 * calls_only, (first, fitted, calls_only)


def test_nothing_is_read_under_tout_atout_or_before_the_play() -> None:
    # Under tout atout aces and tens are not a suit's top cards; before a card is played there is nothing.
    assert play_rules(SeatView.of(played("AS 9S 7C JS", trump="TA"), seat("E")), FIRST_FACTORS) == {}
    assert play_rules(SeatView.of(played("AS 9S 7C JS", trump="SA"), seat("E")), FIRST_FACTORS) != {}
    deal = make_deal(PRESETS["coinche"], "W", HANDS)
    assert play_rules(SeatView.of(deal, seat("E"))) == {}


def test_the_hard_levels_read_the_play_except_in_classic_where_it_was_measured_a_loss() -> None:
    from belote_desktop.bots import make_bot
    from belote_desktop.engine import Deal

    views = {variant: SeatView.of(Deal(PRESETS[variant], 0, list(range(32))), 1)
             for variant in ("classic", "coinche", "contree")}
    for level in ("hard", "expert"):
        bot = make_bot(level, workers=1)
        assert {v: bot.reads_play(view) for v, view in views.items()} == {
            "classic": False, "coinche": True, "contree": True}, level
    for level, reads in (("hard-bids-only", False), ("hard-python", False), ("hard-reads-play", True)):
        bot = make_bot(level, workers=1)
        assert all(bot.reads_play(view) is reads for view in views.values()), level
