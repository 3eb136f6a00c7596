"""A saved belote match from before the game families (issue 38) loads and goes on as before.

``fixtures/save_before_issue38_coinche.json`` is the save file the program wrote (commit bd34acc) for a coinche
match in the middle of its fifth deal's play (random legal calls and cards: coinches, a surcoinche, a thrown-in
deal); ``...replay.json`` is what the replay command printed for it then.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from belote_desktop.engine import PLAYING, card_name
from belote_desktop.engine.replay import summary
from belote_desktop.storage.saves import SAVE_NAME, SaveStore

FIXTURES = Path(__file__).parent / "fixtures"
SAVE = FIXTURES / "save_before_issue38_coinche.json"


def test_an_old_save_loads_as_the_same_match_and_is_saved_again_unchanged(tmp_path: Path):
    shutil.copy(SAVE, tmp_path / SAVE_NAME)
    store = SaveStore(tmp_path)
    match = store.load()
    assert match is not None
    assert summary(match) == json.loads(SAVE.with_suffix(".replay.json").read_text(encoding="utf-8"))
    deal = match.deal
    assert deal.phase == PLAYING and deal.cards_played == 13 and str(deal.contract) == "capot C by N surcoinched"
    store.save(match)
    assert (tmp_path / SAVE_NAME).read_text(encoding="utf-8") == SAVE.read_text(encoding="utf-8")


def test_the_old_save_goes_on_to_the_end_of_its_deal(tmp_path: Path):
    """The match goes on: the cards left are played (the first legal one each time) and the deal is scored as the
    program before the families scored it (a failed surcoinched capot: 160 + 250 x 4 + declarations)."""
    shutil.copy(SAVE, tmp_path / SAVE_NAME)
    match = SaveStore(tmp_path).load()
    assert match is not None
    deal = match.deal
    played = []
    while deal.phase == PLAYING:
        card = deal.legal_cards()[0]
        played.append(card_name(card))
        match.play(card)
    assert len(played) == 19 and deal.result is not None
    assert deal.result.scores() == (0, 1160) and match.totals == [238, 2224]
