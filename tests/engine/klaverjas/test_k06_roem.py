"""K6 Roem: the bonus in the four cards of a finished trick, to the team that wins it, whoever played them.

Worked examples 1 and 2 of KLAVERJAS.md, every kind and value of the table, the options ``four_low`` and
``four_jacks``, and ``auto_roem``: counted by itself, or claimed ("Roem!") while the trick lies on the table.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import IllegalAnnouncement, OutOfTurn, parse_card
from belote_desktop.engine.families.klaverjas.deal import GATHERING
from belote_desktop.engine.families.klaverjas.roem import Roem, four_of_a_kind_values, roem_of, trick_roem
from belote_desktop.engine.play import SCORED

from .helpers import AMSTERDAMS, play, seat, started

FOURS = four_of_a_kind_values(AMSTERDAMS)
HEARTS, SPADES, CLUBS = 1, 0, 3

# Worked example 1: trump hearts; E leads 9S, S QS, W JS, N TS.
EXAMPLE_1 = {
    "E": "9S 7H 8H 7D 8D 9D 7C 8C",
    "S": "QS 9H TH TD JD QD 9C TC",
    "W": "JS JH QH KD AD JC QC KC",
    "N": "TS KH AH AS KS 8S 7S AC",
}


def roem(cards: str, trump: int, fours: tuple[int, ...] = FOURS) -> Roem:
    found = trick_roem([parse_card(c) for c in cards.split()], trump, fours)
    mask = sum(1 << parse_card(c) for c in cards.split())
    assert roem_of(mask, trump, fours) == found.total  # the search's fast form agrees
    return found


def test_k06_example_1_a_run_to_the_winners_not_to_the_players():
    """9 T J Q of spades, two of them the losers', is a run of four: 50 to NS with 15 card points."""
    deal = started(EXAMPLE_1, "H")
    play(deal, "9S QS JS TS")
    assert deal.tricks[0].winner == seat("N")
    assert deal.card_points == [15, 0]
    assert deal.roem == [Roem(run=50)]
    assert deal.roem_points == [50, 0]


# Worked example 2, made the first trick: trump hearts; W leads KH, N AH, E QH, S 8C.
EXAMPLE_2 = {
    "W": "KH JH 9H TH 8H 7S 8S 9S",
    "N": "AH TS JS QS KS AS 7D 8D",
    "E": "QH 7H 9D TD JD QD KD AD",
    "S": "7C 8C 9C TC JC QC KC AC",  # no hearts, no trumps: any card (K5.5)
}


def test_k06_example_2_stuk_inside_a_trump_run():
    """Q K A of hearts (20) with KH and QH, played by the defenders W and E, as stuk (20): 40 to NS."""
    deal = started(EXAMPLE_2, "H", dealer="S")  # W is the voorhand
    play(deal, "KH")
    assert {c for c in deal.legal_cards()} == {parse_card("AH")}  # N must beat KH (K5.2)
    play(deal, "AH")
    assert len(deal.legal_cards()) == 2  # E: QH or 7H, neither beats AH
    play(deal, "QH")
    assert deal.turn == seat("S") and len(deal.legal_cards()) == 8
    play(deal, "8C")
    assert deal.tricks[0].winner == seat("N")
    assert deal.card_points == [18, 0]
    assert deal.roem == [Roem(run=20, stuk=20)]
    assert deal.roem_points == [40, 0]


@pytest.mark.parametrize("cards, trump, expected", [
    ("7S 8S 9S AH", HEARTS, Roem(run=20)),
    ("7S 8S 9S TS", HEARTS, Roem(run=50)),  # 50 only, not 50 + 20
    ("JD QD KD AD", HEARTS, Roem(run=50)),
    ("QD KD AD 7D", HEARTS, Roem(run=20)),  # A K Q is a run; the 7 does not join it
    ("KD AD 7D 8D", HEARTS, Roem()),  # no wrap-around: K A 7 is no run
    ("KH QH 7S 8C", HEARTS, Roem(stuk=20)),  # stuk alone
    ("KH QH 7H 8C", HEARTS, Roem(stuk=20)),
    ("KS QS 7S 8C", HEARTS, Roem()),  # king and queen of a plain suit: nothing
    ("JH QH KH 7S", HEARTS, Roem(run=20, stuk=20)),  # 40
    ("QH KH AH 7S", HEARTS, Roem(run=20, stuk=20)),  # 40
    ("TH JH QH KH", HEARTS, Roem(run=50, stuk=20)),  # 70
    ("JH QH KH AH", HEARTS, Roem(run=50, stuk=20)),  # 70
    ("9H TH JH QH", HEARTS, Roem(run=50)),  # the queen without the king: no stuk
    ("AS AH AD AC", HEARTS, Roem(four=100)),
    ("TS TH TD TC", HEARTS, Roem(four=100)),
    ("KS KH KD KC", HEARTS, Roem(four=100)),  # four kings hold the trump king but no stuk (no queen)
    ("QS QH QD QC", CLUBS, Roem(four=100)),
    ("JS JH JD JC", SPADES, Roem(four=200)),
    ("9S 9H 9D 9C", HEARTS, Roem(four=100)),
    ("8S 8H 8D 8C", HEARTS, Roem(four=100)),
    ("7S 7H 7D 7C", HEARTS, Roem(four=100)),
    ("7S 9S JS KS", HEARTS, Roem()),
])
def test_k06_the_roem_table(cards, trump, expected):
    assert roem(cards, trump) == expected


def test_k06_four_low_none_and_four_jacks_100():
    fours = four_of_a_kind_values(AMSTERDAMS.with_(four_low="none", four_jacks=100))
    assert roem("9S 9H 9D 9C", HEARTS, fours) == Roem()
    assert roem("7S 7H 7D 7C", HEARTS, fours) == Roem()
    assert roem("JS JH JD JC", HEARTS, fours) == Roem(four=100)
    assert roem("AS AH AD AC", HEARTS, fours) == Roem(four=100)


def test_k06_roem_is_kept_apart_from_card_points():
    deal = started(EXAMPLE_1, "H")
    play(deal, "9S QS JS TS")
    assert deal.card_points == [15, 0] and deal.roem_points == [50, 0]


# ----- auto_roem off: the claim -------------------------------------------------------------------------
CLAIMING = AMSTERDAMS.with_(auto_roem=False)


def test_k06_claim_while_the_trick_lies_counts_for_the_winners_whoever_calls():
    """With ``auto_roem`` off a finished trick's roem counts only when claimed, before the next card; a claim
    by a defender of the trick's winners counts for the winners all the same (KJ-SPEC)."""
    deal = started(EXAMPLE_1, "H", options=CLAIMING)
    play(deal, "9S QS JS TS")
    assert deal.roem_points == [0, 0] and deal.lying_trick == 1 and deal.can_claim_roem()
    deal.claim_roem(seat("E"))
    assert deal.roem_points == [50, 0] and deal.claims == {0: seat("E")}
    assert not deal.can_claim_roem()
    with pytest.raises(IllegalAnnouncement) as err:
        deal.claim_roem(seat("N"))
    assert (err.value.rule, err.value.reason) == ("K6", "already_claimed")


def test_k06_roem_nobody_claimed_is_lost_when_the_next_card_is_played():
    deal = started(EXAMPLE_1, "H", options=CLAIMING)
    play(deal, "9S QS JS TS")
    play(deal, "AS")  # N leads the next trick: trick 1 is turned over
    assert deal.lying_trick == 0 and not deal.can_claim_roem()
    with pytest.raises(IllegalAnnouncement) as err:
        deal.claim_roem(seat("N"))
    assert (err.value.rule, err.value.reason) == ("K6", "no_trick_lying")
    assert deal.roem_points == [0, 0] and deal.counted_roem(0) == 0 and deal.roem[0].total == 50


def test_k06_claims_refused():
    deal = started(EXAMPLE_1, "H", options=CLAIMING)
    with pytest.raises(IllegalAnnouncement) as err:
        deal.claim_roem(seat("E"))  # no trick has been played
    assert err.value.reason == "no_trick_lying"
    play(deal, "7H 9H JH KH")  # no roem: 7 9 J K of hearts is no run, and no queen for stuk
    assert deal.roem[0].total == 0 and not deal.can_claim_roem()
    with pytest.raises(IllegalAnnouncement) as err:
        deal.claim_roem(seat("E"))
    assert (err.value.rule, err.value.reason) == ("K6", "no_roem")
    automatic = started(EXAMPLE_1, "H")
    play(automatic, "9S QS JS TS")
    with pytest.raises(IllegalAnnouncement) as err:
        automatic.claim_roem(seat("N"))
    assert (err.value.rule, err.value.reason) == ("K6", "roem_counted_automatically")


def test_k06_the_last_trick_lies_until_it_is_gathered():
    """With ``auto_roem`` off the eighth trick waits on the table (``GATHERING``): its roem may be claimed,
    then its winner gathers it and the deal is scored."""
    deal = started(EXAMPLE_1, "H", options=CLAIMING)
    while deal.phase == "playing":
        deal.play(deal.legal_cards()[0])
    assert deal.phase == GATHERING and deal.result is None and not deal.is_over and deal.legal == 0
    assert deal.lying_trick == 8 and deal.turn == deal.tricks[-1].winner
    with pytest.raises(OutOfTurn):
        deal.gather(seat=deal.turn ^ 1)
    deal.gather(seat=deal.turn)
    assert deal.phase == SCORED and deal.result is not None and deal.lying_trick == 0
    assert deal.actions[-1].kind == "gather"


def test_k06_gather_refused_while_playing_or_with_auto_roem():
    deal = started(EXAMPLE_1, "H")
    with pytest.raises(OutOfTurn) as err:
        deal.gather()
    assert err.value.reason == "wrong_phase"
