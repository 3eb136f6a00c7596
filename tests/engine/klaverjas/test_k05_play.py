"""K5 Play: who leads, which cards are legal (K5.1 to K5.5), who wins a trick, and every refusal naming its rule.

The positions are built by hand (``helpers.make_deal``); worked example 3 of KLAVERJAS.md is here whole, in
Amsterdams and Rotterdams. A refused card changes nothing.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import OutOfTurn, parse_card
from belote_desktop.engine.families.klaverjas.duties import legal_mask, why_illegal
from belote_desktop.engine.families.klaverjas.options import KlaverjasOptions
from belote_desktop.engine.tricks import winning_index

from .helpers import AMSTERDAMS, ROTTERDAMS, legal_names, make_deal, play, refuse, seat, started

# ----- worked example 3 ---------------------------------------------------------------------------------
# Trump clubs; West deals, so North is the voorhand and leads AD.
EXAMPLE_3A = {
    "N": "AD KD QD JC QC KC 7S 8S",
    "E": "7D 8D 9D TD TC AC 9S TS",
    "S": "9C 8C KS 7H AS QS 8H 9H",
    "W": "JD 7C JS TH JH QH KH AH",
}
EXAMPLE_3B = {
    "N": "AD KD QD JD 7S 8S 9S TS",
    "E": "TC AC KC QC JS JH QH KH",
    "S": "9C 8C KS 7H AS QS 8H 9H",
    "W": "7D 8D 9D TD 7C JC TH AH",
}
# (b) with S holding 8C 7C instead of 9C 8C: S cannot overtrump TC.
EXAMPLE_3B_LOW = {
    "N": "AD KD QD JD 7S 8S 9S TS",
    "E": "TC AC KC QC JS JH QH KH",
    "S": "8C 7C KS 7H AS QS 8H 9H",
    "W": "7D 8D 9D TD 9C JC TH AH",
}


def test_k05_example_3a_partner_winning_amsterdams_any_card():
    """K5.3 Amsterdams: N (S's partner) is winning and the trick holds no trump: no duty to trump, and no
    club is an undertrump, so every card of S is legal."""
    deal = started(EXAMPLE_3A, "C", dealer="W")
    play(deal, "AD 7D")
    assert deal.turn == seat("S") and deal.winning_seat == seat("N")
    assert legal_names(deal) == set(EXAMPLE_3A["S"].split())


def test_k05_example_3a_partner_winning_rotterdams_must_trump():
    """K5.3 Rotterdams: the partner's winning card gives no exemption: S must trump, 9C or 8C."""
    deal = started(EXAMPLE_3A, "C", options=ROTTERDAMS, dealer="W")
    play(deal, "AD 7D")
    assert legal_names(deal) == {"9C", "8C"}
    refuse(deal, "KS", "K5.3", "must_trump")
    refuse(deal, "7H", "K5.3", "must_trump")


@pytest.mark.parametrize("options", [AMSTERDAMS, ROTTERDAMS], ids=["amsterdams", "rotterdams"])
def test_k05_example_3b_an_opponent_trumped_must_overtrump(options):
    """K5.4: E (an opponent) trumped with TC; 9C beats it (J 9 A T ...): the only legal card in both."""
    deal = started(EXAMPLE_3B, "C", options=options, dealer="W")
    play(deal, "AD TC")
    assert deal.winning_seat == seat("E")
    assert legal_names(deal) == {"9C"}
    refuse(deal, "8C", "K5.4", "must_overtrump")
    refuse(deal, "KS", "K5.4", "must_overtrump")


def test_k05_example_3b_unable_to_overtrump_amsterdams_plays_a_plain_card():
    """K5.4 with ``undertrump`` avoid (Amsterdams): S cannot beat TC, so it must play a non-trump card."""
    deal = started(EXAMPLE_3B_LOW, "C", dealer="W")
    play(deal, "AD TC")
    assert legal_names(deal) == {"KS", "7H", "AS", "QS", "8H", "9H"}
    refuse(deal, "8C", "K5.4", "no_undertrump")


def test_k05_example_3b_unable_to_overtrump_rotterdams_must_undertrump():
    """K5.4 with ``undertrump`` forced (Rotterdams): S must play a lower trump, 8C or 7C."""
    deal = started(EXAMPLE_3B_LOW, "C", options=ROTTERDAMS, dealer="W")
    play(deal, "AD TC")
    assert legal_names(deal) == {"8C", "7C"}
    refuse(deal, "KS", "K5.4", "must_undertrump")


def test_k05_undertrump_option_overrides_the_trump_rule():
    """K11 ``undertrump``: Amsterdams with forced undertrumping, Rotterdams with avoided undertrumping."""
    deal = started(EXAMPLE_3B_LOW, "C", options=AMSTERDAMS.with_(undertrump="forced"), dealer="W")
    play(deal, "AD TC")
    assert legal_names(deal) == {"8C", "7C"}
    deal = started(EXAMPLE_3B_LOW, "C", options=ROTTERDAMS.with_(undertrump="avoid"), dealer="W")
    play(deal, "AD TC")
    assert legal_names(deal) == {"KS", "7H", "AS", "QS", "8H", "9H"}


# ----- K5.1 and K5.2 ------------------------------------------------------------------------------------
def test_k05_1_follow_suit_without_a_duty_to_beat():
    """K5.1: holding the suit led (not trump), any card of it; no duty to beat, whoever is winning."""
    deal = started(EXAMPLE_3A, "C", dealer="W")
    play(deal, "AD")
    assert legal_names(deal) == {"7D", "8D", "9D", "TD"}  # none beats AD; all four may be played
    refuse(deal, "TC", "K5.1", "must_follow_suit")
    refuse(deal, "9S", "K5.1", "must_follow_suit")


# Example 2's trick: trump hearts, W leads KH; N must beat it (AH); E holds QH and 7H, neither beats AH.
EXAMPLE_2 = {
    "N": "AH 9S 8S 7S 9D 8D 7D JC",
    "E": "QH 7H AS TS KS QS JS AD",
    "S": "8C AC TC KC QC 9C 7C TD",
    "W": "KH JH 9H TH 8H KD QD JD",
}


def test_k05_2_trump_led_must_beat_the_highest_trump():
    """K5.2: trump led, a player holding a higher trump must play one (N: AH over KH)."""
    deal = started(EXAMPLE_2, "H", dealer="S")  # W is the voorhand and leads
    play(deal, "KH")
    assert legal_names(deal) == {"AH"}
    refuse(deal, "9S", "K5.2", "must_follow_suit")


def test_k05_2_trump_led_no_higher_trump_any_trump():
    """K5.2: unable to beat the highest trump, any trump; a plain card is refused."""
    deal = started(EXAMPLE_2, "H", dealer="S")
    play(deal, "KH AH")
    assert legal_names(deal) == {"QH", "7H"}
    refuse(deal, "AS", "K5.2", "must_follow_suit")


def test_k05_2_must_overtrump_even_over_the_partner():
    """K5.2: trump led, the partner is winning, and a higher trump held must still be played."""
    hands = {
        "N": "TH 7S 8S 9S 7D 8D 9D TD",  # leads TH
        "E": "7H AS TS KS QS JS AD KD",
        "S": "AH 8H 7C 8C 9C TC JC QC",
        "W": "9H JH KH QH QD JD KC AC",
    }
    deal = started(hands, "H", dealer="W")  # N leads
    play(deal, "TH 7H")  # N (S's partner) is winning with TH
    assert deal.winning_seat == seat("N")
    assert legal_names(deal) == {"AH"}  # AH beats TH; 8H does not
    refuse(deal, "8H", "K5.2", "must_play_higher")


# ----- K5.3 Amsterdams with a trump in the trick, K5.4, K5.5 -----------------------------------------------
PARTNER_TRUMPED = {
    "N": "AS KS QS JS 7D 8D 9D TD",  # leads AS
    "E": "7S 8S 9S TS AD KD QD JD",
    "S": "AH TH 8C 7H 9C 7C 8H TC",  # no spades; trumps hearts: AH TH 7H 8H
    "W": "JH 9H KH QH AC KC QC JC",
}


def test_k05_3_amsterdams_partner_winning_without_a_trump_in_the_trick():
    """K5.3 Amsterdams: N leads AS, E follows; S, void in spades, need not trump its partner's winning ace:
    any card."""
    deal = started(PARTNER_TRUMPED, "H", dealer="W")
    play(deal, "AS 7S")
    assert deal.winning_seat == seat("N")
    assert legal_names(deal) == set(PARTNER_TRUMPED["S"].split())


def test_k05_4_an_opponent_trumped_overtrump_and_follow():
    """K5.4: S trumped E's ace; W (void, an opponent winning with a trump) must beat KH: TH or AH. N, S's
    partner, holds the suit led and follows it (K5.1), trumped or not."""
    hands = {
        "E": "AS KS QS JS 7D 8D 9D TD",  # the voorhand leads AS
        "S": "KH 7C 8C 9C TC JC QC KC",  # void in spades: trumps with KH
        "W": "TH 8H AH 7H AD KD QD JD",  # void in spades
        "N": "7S 8S 9S TS 9H JH QH AC",
    }
    deal = started(hands, "H", dealer="N")
    play(deal, "AS KH")
    assert deal.winning_seat == seat("S") and deal.turn == seat("W")
    assert legal_names(deal) == {"TH", "AH"}
    refuse(deal, "8H", "K5.4", "must_overtrump")
    refuse(deal, "AD", "K5.4", "must_overtrump")
    play(deal, "AH")
    assert legal_names(deal) == {"7S", "8S", "9S", "TS"}


def test_k05_3_amsterdams_partner_trumped_the_trick():
    """K5.3 Amsterdams: W's partner E trumped (with 9H); W, void in the suit led, may play a plain card or a
    trump higher than 9H (the jack), not a lower trump; with only lower trumps in hand, one of them."""
    hands = {
        "N": "AS KS QS JS 7D 8D 9D TD",  # voorhand (W deals), leads AS
        "E": "9H 7C 8C 9C TC JC QC KC",  # void in spades: trumps with 9H
        "S": "7S 8S 9S TS AD KD QD JD",  # follows suit
        "W": "JH AH TH KH QH 8H 7H AC",  # void in spades: partner E is winning with 9H
    }
    deal = started(hands, "H", dealer="W")
    play(deal, "AS 9H 7S")
    assert deal.winning_seat == seat("E") and deal.turn == seat("W")
    assert legal_names(deal) == {"JH", "AC"}
    refuse(deal, "AH", "K5.3", "no_undertrump")
    refuse(deal, "7H", "K5.3", "no_undertrump")


def test_k05_3_amsterdams_only_lower_trumps_in_hand():
    """K5.3 Amsterdams: a hand of nothing but trumps lower than the partner's may play any of them."""
    mask = legal_mask(hand=_mask("AH TH 7H"), trump=1, led=0, win_card=parse_card("9H"), partner_winning=True,
                      rotterdams=False, undertrump_forced=False)
    assert mask == _mask("AH TH 7H")


def test_k05_3_rotterdams_partner_trumped_must_overtrump_or_undertrump():
    """K5.3 Rotterdams: the partner's trump gives no exemption: beat it if able (JH), else a lower trump."""
    hand = _mask("JH AH 7H AC")
    args = dict(trump=1, led=0, win_card=parse_card("9H"), partner_winning=True, rotterdams=True,
                undertrump_forced=True)
    assert legal_mask(hand, **args) == _mask("JH")
    assert why_illegal(parse_card("AC"), hand, **args) == ("K5.3", "must_overtrump")
    low = _mask("AH 7H AC")
    assert legal_mask(low, **args) == _mask("AH 7H")
    assert why_illegal(parse_card("AC"), low, **args) == ("K5.3", "must_undertrump")


def test_k05_4_opponent_winning_without_trump_must_trump():
    """K5.4: void in the suit led, an opponent winning with a plain card: any trump, not a plain card."""
    deal = started(EXAMPLE_3B, "C", dealer="W")
    play(deal, "AD")
    assert deal.turn == seat("E")
    assert legal_names(deal) == {"TC", "AC", "KC", "QC"}
    refuse(deal, "JS", "K5.4", "must_trump")


def test_k05_5_void_without_trumps_any_card():
    """K5.5: void in the suit led and no trump in hand: any card."""
    deal = started(EXAMPLE_2, "H", dealer="S")
    play(deal, "KH AH QH")  # S holds no hearts at all
    assert legal_names(deal) == set(EXAMPLE_2["S"].split())


def test_k05_the_leader_plays_any_card_and_the_voorhand_leads_trick_1():
    deal = started(EXAMPLE_3A, "C", dealer="W", maker="S")  # S chose trump; N, the voorhand, still leads
    assert deal.turn == seat("N") and legal_names(deal) == set(EXAMPLE_3A["N"].split())


def test_k05_the_winner_of_a_trick_leads_the_next():
    deal = started(EXAMPLE_3A, "C", dealer="W")
    play(deal, "AD 7D 9C JD")  # S trumps
    assert deal.tricks[0].winner == seat("S") and deal.turn == seat("S") and deal.trick_leader == seat("S")


@pytest.mark.parametrize("cards, trump, winner", [
    ("9S QS JS TS", 1, 3),  # worked example 1: TS wins (A T K Q J 9 8 7), no trump
    ("KH AH QH 8C", 1, 1),  # worked example 2: AH
    ("AD 7D 9C JD", 3, 2),  # a trump wins
    ("AD TC 9C 7D", 3, 2),  # the nel beats the ten of trumps
    ("7D AS KS QS", 3, 0),  # other suits never win
])
def test_k05_the_trick_is_won_by_the_highest_trump_else_the_highest_card_led(cards, trump, winner):
    assert winning_index(trump, [parse_card(c) for c in cards.split()]) == winner


def test_k05_refusals_of_seat_and_phase():
    deal = make_deal(EXAMPLE_3A, dealer="W")
    with pytest.raises(OutOfTurn) as err:
        deal.play(parse_card("AD"))
    assert (err.value.rule, err.value.reason) == ("K5", "wrong_phase")
    assert deal.why_illegal(parse_card("AD")) == ("K5", "not_playing")
    deal.bid(deal.legal_bids()[1])
    with pytest.raises(OutOfTurn) as err:
        deal.play(parse_card("7D"), seat=seat("E"))
    assert (err.value.rule, err.value.reason) == ("K1", "not_your_turn")
    refuse(deal, "7D", "K5", "not_in_hand")


def _mask(names: str) -> int:
    m = 0
    for n in names.split():
        m |= 1 << parse_card(n)
    return m


def test_k05_options_name_the_rules():
    assert KlaverjasOptions().undertrump_forced is False and ROTTERDAMS.undertrump_forced is True
