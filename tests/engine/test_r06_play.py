"""R6 Play: who leads, which cards are legal, who wins a trick, and refusals.

Every position is built by hand with ``make_deal``. Unless a test says
otherwise the variant is coinche, the dealer is W, so N is next to the dealer:
N bids first, then E, S and W pass, and N leads the first trick.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import PLAYING, PRESETS, IllegalCard, OutOfTurn, card_name, cards_of, parse_card
from tests.engine.helpers import bid_all, legal_names, make_deal, play, seat, take_first_round

COINCHE = PRESETS["coinche"]
CLASSIC = PRESETS["classic"]
OPTIONAL = COINCHE.with_(undertrump="optional")


def started(hands: dict[str, str], contract: str = "80 H", options=COINCHE, dealer: str = "W"):
    """A deal in the play phase: the seat next to ``dealer`` bids ``contract``,
    the three others pass; that seat leads trick 1."""
    deal = make_deal(options, dealer, hands)
    bid_all(deal, [contract, "pass", "pass", "pass"])
    assert deal.phase == PLAYING
    return deal


def hand_of(deal, s: str) -> set[str]:
    return {card_name(c) for c in cards_of(deal.hands[seat(s)])}


def snapshot(deal):
    return (
        list(deal.hands), deal.trick, deal.turn, deal.trick_leader, deal.winning_seat,
        list(deal.plays), list(deal.card_points), len(deal.tricks), deal.phase,
    )


def refuse(deal, card: str, rule: str, reason: str) -> None:
    """Playing ``card`` raises IllegalCard(rule, reason) and changes nothing (R6)."""
    before = snapshot(deal)
    legal_before = legal_names(deal)
    assert deal.why_illegal(parse_card(card)) == (rule, reason)
    with pytest.raises(IllegalCard) as err:
        deal.play(parse_card(card))
    assert (err.value.rule, err.value.reason) == (rule, reason)
    assert snapshot(deal) == before
    assert legal_names(deal) == legal_before


# ---------------------------------------------------------------- positions
# Trump H. N leads AH; E's only heart is 7H; S holds 9H 8H; W holds JH TH.
TRUMP_LED = {
    "N": "AH KH QH TS 9S 8S 7S AD",
    "E": "7H AS KS QS JS AC KC QC",
    "S": "9H 8H TD 9D 8D 7D JC TC",
    "W": "JH TH KD QD JD 9C 8C 7C",
}
# Trump H. N leads JH, which nothing can beat.
JACK_LED = {
    "N": "JH KH QH TS 9S 8S 7S AD",
    "E": "7H AS KS QS JS AC KC QC",
    "S": "9H 8H TD 9D 8D 7D JC TC",
    "W": "AH TH KD QD JD 9C 8C 7C",
}
# Trump H. N leads AS; E is void in spades and ruffs with 9H; S is void in
# spades and holds only 7H 8H as trumps (both lower than 9H).
UNDERTRUMP = {
    "N": "AS KS QS JS AD KD QD JD",
    "E": "9H JH AH TH AC KC QC JC",
    "S": "7H 8H TC 9C 8C 7C TD 9D",
    "W": "TS 9S 8S 7S KH QH 8D 7D",
}
# As UNDERTRUMP, but S holds JH (above E's 9H) and 7H.
OVERTRUMP = {
    "N": "AS KS QS JS AD KD QD JD",
    "E": "9H 8H AH TH AC KC QC JC",
    "S": "7H JH TC 9C 8C 7C TD 9D",
    "W": "TS 9S 8S 7S KH QH 8D 7D",
}
# Trump H. N leads 7S, E wins it with AS; S is void in spades, holds 7H JH.
MUST_TRUMP = {
    "N": "7S 8S 9S AD KD QD JD TD",
    "E": "AS KS QS JS AC KC QC JC",
    "S": "7H JH TC 9C 8C 7C 9D 8D",
    "W": "TS 9H 8H AH TH KH QH 7D",
}
# Trump H. N leads AS, E follows with 7S: N (S's partner) wins; S is void in spades.
PARTNER_WINS = {
    "N": "AS KS QS AD KD QD JD TD",
    "E": "7S 8S 9S JS AC KC QC JC",
    "S": "7H JH TC 9C 8C 7C 9D 8D",
    "W": "TS 9H 8H AH TH KH QH 7D",
}
# Trump H. S holds neither spades nor hearts.
NO_TRUMP_IN_HAND = {
    "N": "7S 8S 9S TS AD KD QD JD",
    "E": "AS KS QS JS AC KC QC JC",
    "S": "TD 9D 8D 7D TC 9C 8C 7C",
    "W": "7H 8H 9H TH JH QH KH AH",
}
# Trump H. N leads 7S, E ruffs with 9H, S follows AS: E (W's partner) wins by
# a ruff; W is void in spades and holds JH, which would overtrump.
PARTNER_RUFFED = {
    "N": "7S 8S AD KD QD JD TD 9D",
    "E": "9H 7H AC KC QC JC TC 9C",
    "S": "AS KS QS JS TS 9S 8D 7D",
    "W": "JH AH TH KH QH 8H 8C 7C",
}
# Trump H. N holds every spade and leads AS; E ruffs 8H (its only trump), S
# overtrumps with JH, W holds only trumps lower than JH.
OVERRUFFED = {
    "N": "AS KS QS JS TS 9S 8S 7S",
    "E": "8H AD KD QD JD TD 9D 8D",
    "S": "JH AC KC QC JC TC 9C 8C",
    "W": "9H 7H AH TH KH QH 7D 7C",
}
# Trump H. N holds every spade; E's only trump is 7H; S has no spade, no heart.
RUFF_ALL_SPADES = {
    "N": "AS KS QS JS TS 9S 8S 7S",
    "E": "7H AD KD QD JD TD 9D 8D",
    "S": "AC KC QC JC TC 9C 8C 7C",
    "W": "8H 9H TH JH QH KH AH 7D",
}
# N leads a queen; E holds the K and 9 (both above Q in trump order) and the 8.
HIGHER_CHOICES = {
    "N": "QH QS AD KD QD JD TD 9D",
    "E": "KH 9H 8H KS 9S 8S AC KC",
    "S": "7H TH AH JH 7S TS AS JS",
    "W": "8D 7D QC JC TC 9C 8C 7C",
}
# Sans atout / tout atout positions.
NO_TRUMP = {
    "N": "9S AD KD QD JD TD 9D 8D",
    "E": "AS 7S AC KC QC JC TC 9C",
    "S": "7H JH AH TH 7D 8C 7C 8S",
    "W": "TS JS QS KS 9H 8H KH QH",
}
ALL_TRUMP = {
    "N": "9S KS AD KD QD JD TD 9D",
    "E": "7S 8S AC KC QC JC TC 9C",
    "S": "JS AS 7H JH AH TH 8C 7C",
    "W": "TS QS 9H 8H KH QH 8D 7D",
}


# ---------------------------------------------------------------- leading
def test_r6_leader_next_to_dealer_leads_first_trick_and_may_play_any_card():
    """R6: the player next to the dealer leads trick 1 and may play any card."""
    deal = started(TRUMP_LED)
    assert deal.turn == seat("N") == deal.first_seat
    assert legal_names(deal) == set(TRUMP_LED["N"].split())


def test_r6_first_lead_is_next_to_dealer_not_the_bidder():
    """R6: dealer S, clockwise: W leads trick 1 although N won the auction."""
    deal = make_deal(COINCHE, "S", TRUMP_LED)
    assert deal.turn == seat("W")
    bid_all(deal, ["pass", "80 H", "pass", "pass", "pass"])
    assert deal.contract.taker == seat("N")
    assert deal.phase == PLAYING
    assert deal.turn == seat("W")
    assert deal.trick_leader == seat("W")
    assert legal_names(deal) == set(TRUMP_LED["W"].split())


def test_r6_first_lead_next_to_dealer_counterclockwise():
    """R6 with R1 direction=counterclockwise: dealer S, so E (next after S
    going N -> W -> S -> E) leads trick 1."""
    deal = make_deal(COINCHE.with_(direction="counterclockwise"), "S", TRUMP_LED)
    bid_all(deal, ["80 H", "pass", "pass", "pass"])
    assert deal.contract.taker == seat("E")
    assert deal.turn == seat("E") == deal.trick_leader


def test_r6_classic_first_lead_next_to_dealer_whoever_took():
    """R6 classic: dealer W, S takes the up-card; N (next to the dealer) leads."""
    deal = make_deal(CLASSIC, "W", TRUMP_LED, up_card="9H", taker="S")
    take_first_round(deal, "S")
    assert deal.contract.taker == seat("S")
    assert deal.turn == seat("N") == deal.trick_leader


def test_r6_winner_of_a_trick_leads_the_next():
    """R6: the winner of a trick leads the next one. Trump H: N AS, E ruffs 9H,
    S undertrumps 8H, W follows TS; E wins and leads trick 2."""
    deal = started(UNDERTRUMP)
    play(deal, "AS 9H 8H TS")
    assert deal.tricks[0].winner == seat("E")
    assert deal.turn == seat("E") == deal.trick_leader
    assert deal.trick == ()
    assert legal_names(deal) == hand_of(deal, "E")


# ---------------------------------------------------------------- R6.1
def test_r6_1_must_follow_suit_when_holding_led_suit():
    """R6.1: N leads AS (trump H); W holds spades, so only spades are legal,
    any spade (a non-trump suit need not be beaten)."""
    deal = started(UNDERTRUMP)
    play(deal, "AS 9H 8H")
    assert legal_names(deal) == {"TS", "9S", "8S", "7S"}
    refuse(deal, "KH", "R6.1", "must_follow_suit")
    refuse(deal, "8D", "R6.1", "must_follow_suit")


def test_r6_1_must_follow_suit_rather_than_ruff():
    """R6.1: holding the led suit, ruffing is not allowed. Position MUST_TRUMP:
    N leads 7S, E holds spades and no trump -> spades; W holds TS and hearts ->
    must play TS, not a trump."""
    deal = started(MUST_TRUMP)
    play(deal, "7S")
    assert legal_names(deal) == {"AS", "KS", "QS", "JS"}
    play(deal, "AS 7H")
    assert legal_names(deal) == {"TS"}
    refuse(deal, "AH", "R6.1", "must_follow_suit")


def test_r6_1_trump_led_must_overtrump_even_when_partner_is_winning():
    """R6.1: trump H led. N leads AH, E plays 7H; S's partner N is winning, but
    S holds 9H which beats AH, so S must play 9H: not 8H, not a diamond."""
    deal = started(TRUMP_LED)
    play(deal, "AH 7H")
    assert deal.winning_seat == seat("N")
    assert legal_names(deal) == {"9H"}
    refuse(deal, "8H", "R6.1", "must_play_higher")
    refuse(deal, "TD", "R6.1", "must_follow_suit")
    play(deal, "9H")
    # W (opponent winning) holds JH TH: only JH beats 9H.
    assert legal_names(deal) == {"JH"}
    refuse(deal, "TH", "R6.1", "must_play_higher")


def test_r6_1_trump_led_partner_jack_winning_any_trump_when_unable_to_beat():
    """R6.1: N leads JH (trump). Nobody can beat it: S (partner of N) must
    still play a trump, any trump (9H or 8H), not a discard; W likewise."""
    deal = started(JACK_LED)
    play(deal, "JH")
    assert legal_names(deal) == {"7H"}
    play(deal, "7H")
    assert legal_names(deal) == {"9H", "8H"}
    refuse(deal, "TD", "R6.1", "must_follow_suit")
    play(deal, "8H")
    assert legal_names(deal) == {"AH", "TH"}
    refuse(deal, "KD", "R6.1", "must_follow_suit")


def test_r6_1_trump_led_single_lower_trump_must_be_played():
    """R6.1: trump led, E holds one trump (7H) lower than the led AH: E must
    play it (any trump), not a spade or a club."""
    deal = started(TRUMP_LED)
    play(deal, "AH")
    assert legal_names(deal) == {"7H"}
    refuse(deal, "AS", "R6.1", "must_follow_suit")


def test_r6_1_trump_led_any_higher_trump_not_only_the_highest():
    """R6.1: trump H, N leads QH; E holds KH 9H 8H: both KH and 9H beat QH and
    are legal (any higher trump will do); 8H is refused."""
    deal = started(HIGHER_CHOICES)
    play(deal, "QH")
    assert legal_names(deal) == {"KH", "9H"}
    refuse(deal, "8H", "R6.1", "must_play_higher")
    refuse(deal, "KS", "R6.1", "must_follow_suit")


def test_r6_1_plain_suit_led_no_need_to_beat():
    """R6.1: trump H, N leads QS (a plain suit): E may play any spade, the 8S
    included, even though it holds higher spades."""
    deal = started(HIGHER_CHOICES)
    play(deal, "QS")
    assert legal_names(deal) == {"KS", "9S", "8S"}


# ---------------------------------------------------------------- R6.2
def test_r6_2_partner_winning_and_void_any_card():
    """R6.2: N leads AS, E follows 7S: N is winning. S is void in spades and
    holds trumps: S may play any card (no need to trump its partner's trick)."""
    deal = started(PARTNER_WINS)
    play(deal, "AS 7S")
    assert deal.winning_seat == seat("N")
    assert legal_names(deal) == set(PARTNER_WINS["S"].split())
    play(deal, "TC")
    assert deal.winning_seat == seat("N")


def test_r6_2_partner_winning_by_ruff_void_need_not_overtrump():
    """R6.2: N leads 7S, E ruffs 9H, S follows AS. E (W's partner) wins with a
    trump; W is void in spades and holds the higher JH, yet may play any card."""
    deal = started(PARTNER_RUFFED)
    play(deal, "7S")
    # E is void in spades, partner not winning, holds trumps: must trump (R6.3).
    assert legal_names(deal) == {"9H", "7H"}
    play(deal, "9H")
    assert legal_names(deal) == {"AS", "KS", "QS", "JS", "TS", "9S"}
    play(deal, "AS")
    assert deal.winning_seat == seat("E")
    assert legal_names(deal) == set(PARTNER_RUFFED["W"].split())
    play(deal, "8C")
    assert deal.tricks[0].winner == seat("E")


def test_r6_2_partner_winning_counterclockwise_partner_is_still_opposite():
    """R6.2 with R1 counterclockwise: partners sit opposite whatever the
    direction. Dealer E, so N bids first and leads; the order is N, W, S, E.
    N leads AS, W follows TS; S (N's partner) is void in spades: any card."""
    deal = started(PARTNER_WINS, options=COINCHE.with_(direction="counterclockwise"), dealer="E")
    assert deal.turn == seat("N")
    play(deal, "AS")
    assert deal.turn == seat("W")
    assert legal_names(deal) == {"TS"}
    play(deal, "TS")
    assert deal.turn == seat("S")
    assert legal_names(deal) == set(PARTNER_WINS["S"].split())


# ---------------------------------------------------------------- R6.3
def test_r6_3_must_trump_when_void_and_partner_not_winning():
    """R6.3: N leads 7S, E wins it with AS. S (partner N not winning) is void
    in spades and holds 7H JH: must trump, with any trump since the trick holds
    none; a club is refused with must_trump."""
    deal = started(MUST_TRUMP)
    play(deal, "7S AS")
    assert legal_names(deal) == {"7H", "JH"}
    refuse(deal, "TC", "R6.3", "must_trump")
    refuse(deal, "9D", "R6.3", "must_trump")


def test_r6_3_must_overtrump_when_opponent_ruffed_and_higher_trump_held():
    """R6.3: N leads AS, E ruffs 9H. S holds JH and 7H: must overtrump with JH;
    7H (undertrump) and a club are refused with must_overtrump."""
    deal = started(OVERTRUMP)
    play(deal, "AS")
    assert legal_names(deal) == {"9H", "8H", "AH", "TH"}
    play(deal, "9H")
    assert legal_names(deal) == {"JH"}
    refuse(deal, "7H", "R6.3", "must_overtrump")
    refuse(deal, "TC", "R6.3", "must_overtrump")


def test_r6_3_must_overtrump_even_with_undertrump_optional():
    """R6.3 with undertrump=optional: the option only frees a player who
    cannot overtrump; S holding JH over E's 9H must still play JH."""
    deal = started(OVERTRUMP, options=OPTIONAL)
    play(deal, "AS 9H")
    assert legal_names(deal) == {"JH"}
    refuse(deal, "TC", "R6.3", "must_overtrump")


def test_r6_3_must_undertrump_when_opponent_ruffed_and_only_lower_trumps():
    """R6.3 (undertrump=forced, the default): N leads AS, E ruffs 9H. S is void
    in spades, holds only 7H 8H as trumps: must undertrump with one of them."""
    deal = started(UNDERTRUMP)
    assert COINCHE.undertrump == "forced"
    play(deal, "AS 9H")
    assert legal_names(deal) == {"7H", "8H"}
    refuse(deal, "TC", "R6.3", "must_undertrump")
    refuse(deal, "9D", "R6.3", "must_undertrump")
    play(deal, "7H")
    assert deal.winning_seat == seat("E")


def test_r6_3_undertrump_optional_allows_any_card_when_unable_to_overtrump():
    """R6.3 option undertrump=optional: S cannot beat E's 9H and may discard
    any card instead (or still undertrump)."""
    deal = started(UNDERTRUMP, options=OPTIONAL)
    play(deal, "AS 9H")
    assert legal_names(deal) == set(UNDERTRUMP["S"].split())
    play(deal, "TC")
    assert deal.winning_seat == seat("E")


def test_r6_3_must_undertrump_after_partner_was_overruffed():
    """R6.3: N leads AS; E ruffs 8H; S overtrumps with JH (forced); W's partner
    E is no longer winning and W's trumps are all below JH: W must still
    play a trump (undertrump), not the 7D or 7C."""
    deal = started(OVERRUFFED)
    play(deal, "AS")
    assert legal_names(deal) == {"8H"}
    play(deal, "8H")
    assert legal_names(deal) == {"JH"}
    refuse(deal, "AC", "R6.3", "must_overtrump")
    play(deal, "JH")
    assert deal.winning_seat == seat("S")
    assert legal_names(deal) == {"9H", "7H", "AH", "TH", "KH", "QH"}
    refuse(deal, "7D", "R6.3", "must_undertrump")
    refuse(deal, "7C", "R6.3", "must_undertrump")


def test_r6_3_undertrump_optional_after_partner_was_overruffed():
    """R6.3 option undertrump=optional: same trick, W may discard."""
    deal = started(OVERRUFFED, options=OPTIONAL)
    play(deal, "AS 8H JH")
    assert legal_names(deal) == set(OVERRUFFED["W"].split())


# ---------------------------------------------------------------- R6.4
def test_r6_4_void_in_led_suit_and_no_trump_any_card():
    """R6.4: N leads 7S, E wins with AS; S has neither spades nor hearts
    (trump): any card."""
    deal = started(NO_TRUMP_IN_HAND)
    play(deal, "7S AS")
    assert deal.winning_seat == seat("E")
    assert legal_names(deal) == set(NO_TRUMP_IN_HAND["S"].split())


def test_r6_4_void_and_no_trump_after_opponent_ruffed_any_card():
    """R6.4: N leads AS (trump H), E ruffs with its only trump 7H; S (partner
    not winning) has neither spades nor hearts: any card."""
    deal = started(RUFF_ALL_SPADES)
    play(deal, "AS")
    assert legal_names(deal) == {"7H"}
    play(deal, "7H")
    assert deal.winning_seat == seat("E")
    assert legal_names(deal) == set(RUFF_ALL_SPADES["S"].split())


# ---------------------------------------------------------------- sans atout
def test_r6_sans_atout_follow_suit_need_not_beat():
    """R6 sans atout: follow suit if able, with any card of the suit. N leads
    9S; E holds AS and 7S and may play either."""
    deal = started(NO_TRUMP, contract="80 SA")
    play(deal, "9S")
    assert legal_names(deal) == {"AS", "7S"}
    refuse(deal, "AC", "R6.1", "must_follow_suit")
    play(deal, "7S")
    assert legal_names(deal) == {"8S"}
    play(deal, "8S")
    assert legal_names(deal) == {"TS", "JS", "QS", "KS"}


def test_r6_sans_atout_void_any_card():
    """R6 sans atout: void in the led suit, any card (no trump to play).
    N leads 8D; E has no diamonds: its whole hand is legal."""
    deal = started(NO_TRUMP, contract="80 SA")
    play(deal, "8D")
    assert legal_names(deal) == set(NO_TRUMP["E"].split())
    play(deal, "AC")
    assert legal_names(deal) == {"7D"}


def test_r6_sans_atout_winner_is_highest_of_led_suit_in_plain_order():
    """R6 sans atout: N 9S, E AS, S 8S, W TS: AS wins (A above 10, plain
    order); E leads trick 2."""
    deal = started(NO_TRUMP, contract="80 SA")
    play(deal, "9S AS 8S TS")
    assert deal.tricks[0].winner == seat("E")
    assert deal.turn == seat("E")


def test_r6_sans_atout_discarded_ace_does_not_win():
    """R6 sans atout: N leads 8D, E discards AC, S 7D, W discards KH: with no
    trump the highest diamond (N's 8D) wins."""
    deal = started(NO_TRUMP, contract="80 SA")
    play(deal, "8D AC 7D KH")
    assert deal.tricks[0].winner == seat("N")


# ---------------------------------------------------------------- tout atout
def test_r6_tout_atout_must_beat_highest_of_led_suit_even_when_partner_wins():
    """R6 tout atout: N leads 9S; E cannot beat it (7S 8S) and plays any spade;
    S, although its partner N is winning, must beat 9S with JS (AS is below
    9 in trump order); W cannot beat JS and plays any spade."""
    deal = started(ALL_TRUMP, contract="80 TA")
    play(deal, "9S")
    assert legal_names(deal) == {"7S", "8S"}
    play(deal, "7S")
    assert deal.winning_seat == seat("N")
    assert legal_names(deal) == {"JS"}
    refuse(deal, "AS", "R6.1", "must_play_higher")
    refuse(deal, "JH", "R6.1", "must_follow_suit")
    play(deal, "JS")
    assert legal_names(deal) == {"TS", "QS"}
    play(deal, "QS")
    assert deal.tricks[0].winner == seat("S")
    assert deal.turn == seat("S")


def test_r6_tout_atout_void_any_card_and_off_suit_never_wins():
    """R6 tout atout: N leads KD; E and S are void in diamonds and may play any
    card; W must beat KD but holds only 8D 7D, so any diamond. Choice (RULES
    'with no trump, the highest card of the led suit ... tout atout: trump
    order'): in tout atout only cards of the led suit can win, so S's JH
    (the highest rank) does not take N's KD."""
    deal = started(ALL_TRUMP, contract="80 TA")
    play(deal, "KD")
    assert legal_names(deal) == set(ALL_TRUMP["E"].split())
    play(deal, "AC")
    assert legal_names(deal) == set(ALL_TRUMP["S"].split())
    play(deal, "JH")
    assert legal_names(deal) == {"8D", "7D"}
    play(deal, "8D")
    assert deal.tricks[0].winner == seat("N")


def test_r6_tout_atout_any_higher_card_and_beat_the_current_highest():
    """R6 tout atout: N leads QS; E may play KS or 9S (both beat Q in trump
    order), not 8S. After E's KS, S must beat the KS: JS, AS or TS, not 7S."""
    deal = started(HIGHER_CHOICES, contract="80 TA")
    play(deal, "QS")
    assert legal_names(deal) == {"KS", "9S"}
    refuse(deal, "8S", "R6.1", "must_play_higher")
    play(deal, "KS")
    assert legal_names(deal) == {"JS", "AS", "TS"}
    refuse(deal, "7S", "R6.1", "must_play_higher")


def test_r6_sans_atout_no_need_to_beat_with_higher_cards_held():
    """R6 sans atout: same cards, no obligation to beat: E may play any spade."""
    deal = started(HIGHER_CHOICES, contract="80 SA")
    play(deal, "QS")
    assert legal_names(deal) == {"KS", "9S", "8S"}


# ---------------------------------------------------------------- winners, suit
def test_r6_winner_suit_contract_lowest_ruff_beats_led_ace():
    """R6 winner: the highest trump in the trick. N AS, E ruffs 9H, S 8H, W TS:
    E wins; the cards go to EW."""
    deal = started(UNDERTRUMP)
    play(deal, "AS 9H 8H TS")
    assert deal.tricks[0].winner == seat("E")
    assert deal.tricks[0].cards == tuple(parse_card(c) for c in ["AS", "9H", "8H", "TS"])
    assert deal.tricks[0].leader == seat("N")
    # AS 11 + 9H 14 + 8H 0 + TS 10 = 35 card points to EW (R2 table).
    assert deal.card_points == [0, 35]


def test_r6_winner_suit_contract_higher_trump_beats_lower_trump():
    """R6 winner: N AS, E 8H, S overtrumps JH, W 7H: S wins with the highest trump."""
    deal = started(OVERRUFFED)
    play(deal, "AS 8H JH 7H")
    assert deal.tricks[0].winner == seat("S")
    assert deal.turn == seat("S")


def test_r6_winner_suit_contract_without_trump_highest_of_led_suit():
    """R6 winner: no trump in the trick. N leads KS, E 7S, S (void, partner
    winning) discards TC, W follows TS: W wins (10 above K in plain order);
    the discarded club cannot win."""
    deal = started(PARTNER_WINS)
    play(deal, "KS 7S TC TS")
    assert deal.tricks[0].winner == seat("W")
    assert deal.turn == seat("W")


def test_r6_winner_trump_led_highest_trump_in_trump_order():
    """R6 winner: trump H led. N AH, E 7H, S 9H, W JH: W wins (J above 9 above A)."""
    deal = started(TRUMP_LED)
    play(deal, "AH 7H 9H JH")
    assert deal.tricks[0].winner == seat("W")
    # AH 11 + 7H 0 + 9H 14 + JH 20 = 45 card points to EW (R2 table).
    assert deal.card_points == [0, 45]


# ---------------------------------------------------------------- refusals
def test_r6_not_in_hand_refused_state_unchanged():
    """R6: a card the player does not hold is refused as not_in_hand, also for the leader."""
    deal = started(TRUMP_LED)
    refuse(deal, "JH", "R6", "not_in_hand")
    play(deal, "AH")
    refuse(deal, "AH", "R6", "not_in_hand")
    refuse(deal, "9H", "R6", "not_in_hand")


def test_r6_illegal_card_error_carries_card_and_seat():
    """R6.3: the refusal names the card and the seat in its details, and the
    player can then play a legal card normally."""
    deal = started(UNDERTRUMP)
    play(deal, "AS 9H")
    with pytest.raises(IllegalCard) as err:
        deal.play(parse_card("TC"))
    assert err.value.rule == "R6.3"
    assert err.value.reason == "must_undertrump"
    assert err.value.details["card"] == parse_card("TC")
    assert err.value.details["seat"] == seat("S")
    play(deal, "8H")
    assert deal.turn == seat("W")


def test_r6_not_your_turn_with_seat_refused_state_unchanged():
    """R1/R6: playing with ``seat=`` naming a player whose turn it is not is
    refused as OutOfTurn(R1, not_your_turn), even with a card that seat holds;
    the right seat= is accepted."""
    deal = started(TRUMP_LED)
    before = snapshot(deal)
    with pytest.raises(OutOfTurn) as err:
        deal.play(parse_card("7H"), seat=seat("E"))
    assert (err.value.rule, err.value.reason) == ("R1", "not_your_turn")
    assert snapshot(deal) == before
    deal.play(parse_card("AH"), seat=seat("N"))
    assert deal.turn == seat("E")
    with pytest.raises(OutOfTurn) as err:
        deal.play(parse_card("9H"), seat=seat("S"))
    assert err.value.reason == "not_your_turn"
    deal.play(parse_card("7H"), seat=seat("E"))
    assert deal.turn == seat("S")


def test_r6_card_during_bidding_is_wrong_phase():
    """R6: a card played while the auction is running is refused (wrong_phase)."""
    deal = make_deal(COINCHE, "W", TRUMP_LED)
    with pytest.raises(OutOfTurn) as err:
        deal.play(parse_card("AH"))
    assert err.value.reason == "wrong_phase"
    assert deal.hands[seat("N")] >> parse_card("AH") & 1
    assert deal.plays == []
