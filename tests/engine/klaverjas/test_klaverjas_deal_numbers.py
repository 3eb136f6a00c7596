"""Deal numbers in klaverjas (issues 37 and 38 together): a number deals the same deck by the same dealer as
in belote, since the deck and dealer belong to the shared match; a numbered klaverjas match is recorded with
its number and loads to deal on as it would have."""

from __future__ import annotations

import json
import random

from belote_desktop.engine import PRESETS as BELOTE_PRESETS
from belote_desktop.engine import Match
from belote_desktop.engine.deal_numbers import dealer_of, deck_of
from belote_desktop.engine.families.klaverjas.options import PRESETS
from belote_desktop.engine.record import from_record, to_record


def play_deals(match: Match, deals: int, seed: int = 5) -> None:
    rnd = random.Random(seed)
    for _ in range(deals):
        deal = match.start_deal()
        while deal.phase == "bidding":
            match.bid(rnd.choice(deal.legal_bids()))
        while deal.phase in ("playing", "gathering"):
            if deal.phase == "gathering":
                match.gather(deal.turn)
            else:
                match.play(rnd.choice(deal.legal_cards()))


def test_a_number_deals_the_same_cards_and_dealer_in_both_families() -> None:
    for number in (1, 482913027, 999_999_999):
        klaverjas = Match(PRESETS["amsterdams"], number=number).start_deal()
        belote = Match(BELOTE_PRESETS["classic"], number=number).start_deal()
        assert klaverjas.dealer == belote.dealer == dealer_of(number)
        assert list(klaverjas.deck) == list(belote.deck) == deck_of(number)


def test_every_klaverjas_deal_has_a_number_that_deals_it_again() -> None:
    options = PRESETS["rotterdams"]
    match = Match(options, seed="k", number=2024)
    play_deals(match, 3)
    for i, deal in enumerate(match.deals):
        again = Match(options, number=match.deal_number(i)).start_deal()
        assert (again.dealer, list(again.deck)) == (deal.dealer, list(deal.deck))


def test_a_numbered_klaverjas_match_is_recorded_with_its_number_and_deals_on_after_loading() -> None:
    options = PRESETS["amsterdams"]
    first = Match(options, seed=9, number=77)
    play_deals(first, 2)
    record = to_record(first)
    assert record["family"] == "klaverjas" and record["number"] == 77
    again = from_record(json.loads(json.dumps(record)))
    assert again.number == 77 and to_record(again) == record
    assert again.start_deal().deck == first.start_deal().deck  # the loaded match deals on as the first would
