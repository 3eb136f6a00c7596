"""The controller drives a klaverjas deal (issue 38) through the family interface: no up-card and no declarations,
"ik speel" / "ik pas", roem shown as each trick is taken, and with ``auto_roem`` off the "Roem!" and the last trick
gathered; a whole boompje of 16 deals is played and booked (K8)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from belote_desktop.controller import Ask, GameController, Levels
from belote_desktop.engine import PASS_BID, PLAYING, SCORED, SOUTH, Bid, family_named
from belote_desktop.engine.families.klaverjas.deal import GATHERING
from tests.controller.fakes import DealSeat, FakeTable
from tests.controller.test_game_controller import pump

KLAVERJAS = family_named("klaverjas")
AMSTERDAMS = KLAVERJAS.presets["amsterdams"]


def make(table: FakeTable, options=AMSTERDAMS, seed: int | str = 5, human: bool = False) -> GameController:
    c = GameController(table, options, seed, human_seat=SOUTH, levels=Levels("easy", "easy"))
    seats = {seat: DealSeat(takes=seat != SOUTH) for seat in range(4) if human is False or seat != SOUTH}
    c.stand_in(seats)
    c.deal_scored.connect(lambda *_: QTimer.singleShot(0, c, c.next_deal))
    return c


def test_a_whole_boompje_is_played_and_booked(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table)
    overs: list[tuple] = []
    c.match_over.connect(lambda winner, totals: overs.append((winner, totals)))
    c.start()
    pump(table, lambda: bool(overs), timeout=60)
    match = c.match
    assert len(match.deals) == 16 and match.is_over  # K8: a boompje of 16 deals
    sums = [sum(d.result.scores()[team] for d in match.deals) for team in (0, 1)]
    assert list(match.totals) == sums == list(overs[0][1])
    assert all(up is None for _dealer, _cards, up in table.of("deal_started"))  # K3: no up-card
    assert not table.of("announced") and not table.of("declarations_shown")  # no declarations in klaverjas
    # Every trick with roem was shown as it was taken (auto_roem), with its winner; none without roem.
    shown = [(winner, roem.total) for winner, roem, caller in table.of("roem")]
    expected = [(t.winner, r.total) for d in match.deals for t, r in zip(d.tricks, d.roem, strict=True) if r.total]
    assert shown == expected and shown
    assert table.of("scores")[-1] == tuple(match.totals)


def test_the_player_says_ik_pas_and_ik_speel(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, human=True)
    c.start()
    pump(table, lambda: c.asking == Ask.BID or c.deal.phase == PLAYING)
    deal = c.deal
    if c.asking == Ask.BID:  # the voorhand (the player, or a stand-in who passed) is asked: play in hearts
        assert PASS_BID in deal.legal_bids() and Bid.take(1) in deal.legal_bids()
        c.human.bid(Bid.take(1))
    pump(table, lambda: c.deal.phase == PLAYING)
    assert table.of("contract")[-1][0] == deal.contract
    while deal.phase != SCORED:
        pump(table, lambda: (c.asking == Ask.PLAY and not table.busy) or deal.phase == SCORED)
        if c.asking == Ask.PLAY:
            c.human.play(deal.legal_cards()[-1])
    pump(table, lambda: not table.busy)
    assert table.of("scores")[-1] == tuple(c.match.totals) == deal.result.scores()


def test_a_refused_card_names_its_k5_rule(qapp) -> None:
    table = FakeTable(auto=True)
    c = make(table, human=True)
    refusals: list[tuple] = []
    c.human.illegal_card.connect(lambda card, rule, reason: refusals.append((rule, reason)))
    c.start()
    for _ in range(200):
        pump(table, lambda: (c.asking in (Ask.BID, Ask.PLAY) and not table.busy) or c.deal.phase == SCORED)
        deal = c.deal
        if deal.phase == SCORED:
            break
        if c.asking == Ask.BID:
            c.human.bid(deal.legal_bids()[-1])
            continue
        illegal = [x for x in range(32) if deal.hands[SOUTH] >> x & 1 and not deal.legal >> x & 1]
        if illegal:
            c.human.play(illegal[0])
            assert refusals[-1] == deal.why_illegal(illegal[0]) and refusals[-1][0].startswith("K5")
            return
        c.human.play(deal.legal_cards()[0])
    raise AssertionError("the player never held a card they could not play")


def play_to_the_end(c: GameController, table: FakeTable) -> None:
    """The player makes the last call offered and plays the first legal card, until the deal is scored or the
    player is asked to gather the last trick."""
    while c.deal.phase != SCORED and c.asking != Ask.GATHER:
        pump(table, lambda: (c.asking in (Ask.BID, Ask.PLAY, Ask.GATHER) and not table.busy)
             or c.deal.phase == SCORED)
        if c.asking == Ask.BID:
            c.human.bid(c.deal.legal_bids()[-1])
        elif c.asking == Ask.PLAY:
            c.human.play(c.deal.legal_cards()[0])


def test_without_auto_roem_bots_call_their_roem_and_the_player_gathers_the_last_trick(qapp) -> None:
    options = AMSTERDAMS.with_(auto_roem=False)
    for seed in range(40):
        table = FakeTable(auto=True)
        c = make(table, options, seed=seed, human=True)
        c.start()
        play_to_the_end(c, table)
        deal = c.deal
        # The stand-ins' tricks with roem were called by their winners at once; the player's were not.
        for i, (trick, roem) in enumerate(zip(deal.tricks, deal.roem, strict=True)):
            if roem.total and trick.winner != SOUTH:
                assert deal.claims[i] == trick.winner
            elif trick.winner == SOUTH:
                assert i not in deal.claims
        if deal.phase == GATHERING:  # the player took the last trick: it lies until they gather it
            assert c.asking == Ask.GATHER and table.of("roem_lying")[-1] == (True,)
        if c.asking != Ask.GATHER or not deal.roem[7].total:
            c.shutdown()
            continue
        # The last trick holds roem: the player calls it, which gathers the trick too.
        before = deal.roem_points[0]
        assert c.claim_roem()
        pump(table, lambda d=deal: d.phase == SCORED)
        assert deal.claims[7] == SOUTH and deal.roem_points[0] == before + deal.roem[7].total
        assert table.of("roem_lying")[-1] == (False,)
        c.shutdown()
        return
    raise AssertionError("no seed gave the player a last trick with roem")


def test_the_player_gathers_a_last_trick_without_roem_and_a_refused_claim_is_told(qapp) -> None:
    options = AMSTERDAMS.with_(auto_roem=False)
    for seed in range(40):
        table = FakeTable(auto=True)
        c = make(table, options, seed=seed, human=True)
        refused: list[tuple[str, str]] = []
        c.roem_refused.connect(lambda rule, reason, r=refused: r.append((rule, reason)))
        c.start()
        play_to_the_end(c, table)
        deal = c.deal
        if c.asking != Ask.GATHER or deal.roem[7].total:
            c.shutdown()
            continue
        assert not c.claim_roem() and refused == [("K6", "no_roem")]  # the button gives nothing away
        assert deal.phase == GATHERING
        c.gather()
        pump(table, lambda d=deal: d.phase == SCORED)
        assert table.of("scores")[-1] == tuple(c.match.totals) and 7 not in deal.claims
        c.shutdown()
        return
    raise AssertionError("no seed gave the player a last trick without roem")


def test_undo_and_redo_in_a_klaverjas_deal(qapp) -> None:
    """Undo takes the player's last card back by laying the deal out again from its own record (a klaverjas deal
    dealt again by its family, with its calls); redo plays it again."""
    table = FakeTable(auto=True)
    c = make(table, KLAVERJAS.presets["rotterdams"], human=True)
    c.rewind.skip_forced = True  # as the window's "play my only legal card": the deal is dealt again to see them
    c.start()
    played = 0
    while played < 2:
        pump(table, lambda: c.asking in (Ask.BID, Ask.PLAY) and not table.busy)
        if c.asking == Ask.BID:
            c.human.bid(c.deal.legal_bids()[-1])
            continue
        c.human.play(c.deal.legal_cards()[0])
        played += 1
    pump(table, lambda: c.asking == Ask.PLAY and not table.busy)
    before = list(c.deal.actions)
    mine = [i for i, a in enumerate(before) if a.seat == SOUTH and a.kind == "play"]
    assert c.rewind.undo()
    pump(table, lambda: c.asking == Ask.PLAY and not table.busy)
    after = list(c.deal.actions)
    # Back to just before one of the player's cards (the last one chosen: an only legal card is no choice).
    assert len(after) in mine and after == before[:len(after)] and c.match.assisted
    assert c.rewind.redo()
    pump(table, lambda: c.asking == Ask.PLAY and not table.busy)
    assert list(c.deal.actions)[:len(before)] == before
    c.shutdown()
