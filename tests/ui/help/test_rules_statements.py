"""What the rules help states, checked against the engine (issue 15: E1 to E11 and the gaps).

Each test finds the help's sentence (in English, the source language) and
plays or scores the position it describes with the engine, so a help that
states a rule the game does not play fails here. The bidding statements (the
taker gets the up-card after naming another suit; a declined redouble ends the
auction) are played in the engine's own tests, named in the docstrings.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine.bidding import Contract
from belote_desktop.engine.cards import SANS_ATOUT, SUITS, TOUT_ATOUT, parse_card, parse_hand
from belote_desktop.engine.declarations import best_declarations
from belote_desktop.engine.options import PRESETS
from belote_desktop.engine.scoring import CAPOT_BONUS, score_deal
from belote_desktop.engine.tricks import winning_index
from belote_desktop.i18n import Paragraph, sections
from belote_desktop.i18n.rules_text import Table, applies

CLASSIC = PRESETS["classic"]
COINCHE = PRESETS["coinche"]


def texts(section_id: str, options=None) -> list[str]:
    """The paragraphs of a section, only those that apply to ``options`` if given."""
    section = next(s for s in sections() if s.id == section_id)
    return [b.text for b in section.blocks
            if isinstance(b, Paragraph) and (options is None or applies(b, options))]


def one(section_id: str, words: str, options=None) -> str:
    found = [t for t in texts(section_id, options) if words in t]
    assert len(found) == 1, (section_id, words, found)
    return found[0]


def classic_score(options, takers_points: int, tricks=(5, 3), belote=(0, 0)):
    """Score a classic deal in which the takers (team 0) took ``takers_points`` of the 152 card points
    and the last trick, unless the defence took every trick."""
    contract = Contract(taker=0, trump=SUITS.index("H"))
    last = 1 if tricks[1] == 8 else 0
    return score_deal(options, contract, [takers_points, 152 - takers_points], list(tricks), last, None, [0, 0],
                      list(belote))


@pytest.mark.parametrize("tie", ["made", "failed", "litige"])
def test_e1_equal_counts_follow_the_tie_option_and_the_help_says_more_than(tie: str) -> None:
    options = CLASSIC.with_(tie=tie)
    made = one("scoring", "The contract is made when the takers counted", options)
    assert "more than the defence" in made and "at least as much" not in made
    # 71 + 10 against 81: equal counts.
    result = classic_score(options, 71)
    assert result.made == (tie == "made") and result.litige == (tie == "litige")
    assert sum(1 for t in texts("scoring", options) if t.startswith("When both teams counted the same")) == 1


@pytest.mark.parametrize("tie", ["made", "failed", "litige"])
def test_e2_on_card_points_81_of_162_is_made_and_the_help_says_so(tie: str) -> None:
    options = CLASSIC.with_(contract_on_card_points=True, tie=tie)
    text = one("scoring", "at least 81 of the 162 points of cards and last trick", options)
    assert "82" not in text
    assert classic_score(options, 71).made  # 71 + 10 for the last trick = 81
    assert not classic_score(options, 70).made
    option_text = next(b for s in sections() for b in s.blocks if getattr(b, "key", "") == "contract_on_card_points")
    assert "at least 81" in option_text.text


def test_e3_in_sans_atout_and_tout_atout_the_led_suit_wins() -> None:
    one("play", "highest card of the led suit always wins", COINCHE)
    king, jack_of_hearts, ten = parse_card("KS"), parse_card("JH"), parse_card("TS")
    # A jack of another suit never wins in tout atout, though every suit is trump; the ten beats the king.
    assert winning_index(TOUT_ATOUT, [king, jack_of_hearts]) == 0
    assert winning_index(TOUT_ATOUT, [king, jack_of_hearts, ten]) == 2
    assert winning_index(SANS_ATOUT, [parse_card("7S"), parse_card("AH")]) == 0
    # With a trump suit the highest trump wins, whatever was led.
    assert winning_index(SUITS.index("H"), [parse_card("AS"), parse_card("7H")]) == 1


def test_e4_a_failed_contract_gives_a_defence_capot_252() -> None:
    assert "252 if it took every trick" in one("scoring", "<i>dedans</i>")
    result = classic_score(CLASSIC, 0, tricks=(0, 8))
    assert not result.made and result.scores() == (0, 252)


def test_the_capot_bonus_is_90() -> None:
    assert CAPOT_BONUS == 90
    assert "a bonus of 90" in one("scoring", "makes a <i>capot</i>")
    assert "a bonus of 90" in one("points", "makes a <i>capot</i>")
    assert classic_score(CLASSIC, 152, tricks=(8, 0)).scores() == (252, 0)


def test_e5_the_targets_named_are_the_presets() -> None:
    text = one("match-end", "Common targets")
    classic, auctions = text.split(" for classic belote")
    assert str(PRESETS["classic"].target) in classic
    assert all(str(PRESETS[v].target) in auctions for v in ("coinche", "contree"))
    assert "501" in classic and "501" not in auctions


def test_e6_reaching_the_target_is_enough() -> None:
    text = one("match-end", "The first team to reach the target")
    assert "reach it in the same deal" in text and " pass " not in text


def test_e9_four_sevens_or_eights_are_no_declaration() -> None:
    table = next(b for s in sections() for b in s.blocks if isinstance(b, Table) and b.key == "declarations")
    row = next(r for r in table.rows if "eights or sevens" in r[0])
    assert "no declaration" in row[0] and not row[1].isdigit()
    assert best_declarations(parse_hand("7S 7H 7D 7C")) == ()
    assert best_declarations(parse_hand("8S 8H 8D 8C")) == ()


def test_e10_a_declined_redouble_ends_the_bidding_too() -> None:
    """Played in tests/engine/test_r05_coinche_bidding.py (coinche, then the bidding team passes: x2)."""
    text = one("coinche-bidding", "<i>surcoinche</i> or <i>surcontre</i>")
    assert "or with a pass" in text and "Either way the bidding is then over" in text
    assert "counts once" in text and Contract(taker=0, trump=0, value=80).multiplier == 1


def test_e11_once_coinched_the_winner_takes_160_plus_twice_the_bid() -> None:
    one("coinche-scoring", "Once a bid is coinched")
    made = score_deal(COINCHE, Contract(taker=0, trump=0, value=90, multiplier=2), [90, 62], [5, 3], 0, None,
                      [0, 0], [0, 20])
    assert made.made and made.scores() == (160 + 90 * 2, 20)


def test_the_taker_gets_the_up_card_after_naming_another_suit() -> None:
    """Played in tests/engine/test_r03_dealing.py (S takes in round 2 with another suit: S gets the up-card)."""
    assert "even after naming another suit in the second round" in one("dealing", "this up-card shows")


def test_the_aim_comes_first_and_defines_the_words_used_after_it() -> None:
    first = sections()[0]
    assert first.id == "aim"
    body = " ".join(texts("aim"))
    for word in ("<i>takers</i>", "<i>defence</i>", "<i>contract</i>", "<i>dedans</i>", "target"):
        assert word in body


def test_n2_the_aim_in_classic_follows_contract_on_card_points() -> None:
    # With the option on, 81 of the 162 card points make the contract even when the defence counts more with
    # its belote: "more points than the defence" would be false there, so the aim says 81 instead.
    on, off = CLASSIC.with_(contract_on_card_points=True), CLASSIC.with_(contract_on_card_points=False)
    assert classic_score(on, 71, belote=(0, 20)).made  # 81 against 81 + 20
    assert not classic_score(off, 71, belote=(0, 20)).made
    said_on, said_off = " ".join(texts("aim", on)), " ".join(texts("aim", off))
    assert "at least 81 of the 162" in said_on and "more points than the defence" not in said_on
    assert "more points than the defence" in said_off and "81" not in said_off


def test_n3_on_a_made_contract_both_teams_score() -> None:
    aim = one("aim", "If the takers make their contract")
    assert "both teams score what they counted" in aim and "bid added in coinche and contrée" in aim
    made = classic_score(CLASSIC, 100)  # 100 + 10 against 52
    assert made.made and made.scores() == (110, 52)
    uncoinched = score_deal(COINCHE, Contract(taker=0, trump=0, value=90), [100, 52], [5, 3], 0, None, [0, 0],
                            [0, 0])
    assert uncoinched.made and uncoinched.scores() == (110 + 90, 52)  # the bid added, the defence its own


def test_n6_the_coinche_scoring_names_contre_and_surcontre_beside_coinche() -> None:
    # The section is about contrée too, whose table and bubbles say contre and surcontre.
    section = next(s for s in sections() if s.id == "coinche-scoring")
    table = next(b for b in section.blocks if isinstance(b, Table) and b.key == "coinche-scores")
    outcomes = [row[0] for row in table.rows]
    assert "contré" in outcomes[0]
    assert "contré (×2)" in outcomes[1] and "surcontré (×4)" in outcomes[1]
    once = one("coinche-scoring", "Once a bid is coinched")
    assert "contré" in once and "surcontre" in once


def test_r4_the_dealers_free_choice_is_stated_where_it_applies_and_played_so() -> None:
    """Issue 36: with second_round_dealer_any_suit the help says the dealer, last in round two, may name any
    suit, the up-card's included; the engine offers exactly that (tests/engine/test_r04_dealer_any_suit.py)."""
    from belote_desktop.engine import Bid, Match

    options = PRESETS["polish_classic"]
    text = one("classic-bidding", "The dealer speaks last in the second round", options)
    assert "the up-card's suit included" in text
    assert not [t for t in texts("classic-bidding", CLASSIC) if t.startswith("The dealer speaks last")]
    deal = Match(options, seed=4).start_deal()
    for _ in range(7):
        deal.bid(Bid.parse("pass"))
    assert deal.turn == deal.dealer and Bid.take(deal.up_card >> 3) in deal.legal_bids()


def test_r5_the_last_raise_is_stated_where_it_applies_and_played_so() -> None:
    """Issue 36: with last_raise the help replaces "three passes end the bidding" by the last raise, and the
    engine plays it: three passes leave the bidder alone to raise in the same trump or keep, then the
    opponents may double (tests/engine/test_r05_last_raise.py)."""
    from belote_desktop.engine import KEEP_BID, Bid, Deal
    from belote_desktop.engine.bidding import LAST_DOUBLE, LAST_RAISE

    options = PRESETS["contree_last_raise"]
    rule = one("coinche-bidding", "its bidder alone may raise the contract once more", options)
    assert "same trump" in rule and "each opponent in turn" in rule
    assert one("coinche-bidding", "does not end the bidding yet", options)
    assert not [t for t in texts("coinche-bidding", options) if "also ends when a bid is followed by three" in t]
    assert not [t for t in texts("coinche-bidding", PRESETS["contree"]) if "last raise" in t]
    assert one("coinche-bidding", "Example: North bids 100 in hearts", options)
    deal = Deal(options, 3, list(range(32)))  # dealer West: North speaks first
    for text in ("100 H", "pass", "pass", "pass"):
        deal.bid(Bid.parse(text))
    assert (deal.turn, deal.auction_moment) == (0, LAST_RAISE)
    assert all(b == KEEP_BID or b.trump == 1 for b in deal.legal_bids())
    deal.bid(Bid.parse("120 H"))
    assert (deal.turn, deal.auction_moment) == (1, LAST_DOUBLE)
