"""Render the table in mid-deal to a PNG, to look at the layout at a window size.

    python -m belote_desktop.ui.table.preview out.png [--width 1280 --height 800]
        [--variant classic|coinche] [--stage play|bidding] [--four-colour] [--seed N]

Runs without a display (it selects Qt's offscreen platform unless one is
set). A real deal is played by the rules engine with a simple card choice,
and its events are fed to the scene in order at the instant speed, as the
controller will: names, dealer, the deal, the bids, the contract, three
tricks gathered, two cards of the fourth, and the human to play with the
legal cards lit. ``--stage bidding`` stops in the auction instead, with
bubbles up and a player thinking.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import dataclass, field

from PySide6.QtWidgets import QApplication

from ...engine import PASS_BID, PRESETS, Bid, Match, cards_of
from ...engine.cards import SOUTH
from ...engine.deal import Deal, seat_order
from .hand_order import sort_hand
from .phrases import phrase
from .presenter import bid_text
from .scene import TableScene
from .view import TableView

NAMES = {0: "Marie", 1: "Lars", 2: "You", 3: "Piotr"}


@dataclass
class Script:
    """What happened, as the controller would report it."""

    dealer: int
    clockwise: bool
    first_hand: list[int]  # the human's cards dealt before the bidding
    packets: list[tuple[int, int]]
    up_card: int | None
    bids: list[tuple[int, Bid]]
    taker: int
    trump: int
    value: int | None
    rest_packets: list[tuple[int, int]] = field(default_factory=list)
    full_hand: list[int] = field(default_factory=list)
    plays: list[tuple[int, int]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    legal: int = 0
    hand_now: list[int] = field(default_factory=list)


def _auction(deal: Deal, classic: bool, rng: random.Random) -> None:
    """One player takes (classic) or bids 80-90 in its longest suit (coinche); the others pass."""
    while deal.phase == "bidding":
        legal = deal.legal_bids()
        seat = deal.turn
        wanted = None
        if not deal.contract and rng.random() < 0.45:
            hand = deal.hands[seat]
            longest = max(range(4), key=lambda s: bin(hand >> (8 * s) & 0xFF).count("1"))
            if classic:
                wanted = next((b for b in legal if b.kind == "take"), None)
            elif not any(b.kind == "bid" for _, b in deal.bids):
                wanted = Bid.contract(80 + 10 * rng.randrange(3), longest)
        if wanted is None or wanted not in legal:
            wanted = PASS_BID
        deal.bid(wanted)


def make_script(variant: str, seed: int, stage: str) -> Script:
    """Search seeds from ``seed`` for a deal where the human is third to play in trick 4."""
    options = PRESETS[variant]
    classic = options.is_classic
    clockwise = options.direction == "clockwise"
    for s in range(seed, seed + 2000):
        rng = random.Random(s)
        match = Match(options, seed=s)
        deal = match.start_deal()
        first = deal.next_seat(deal.dealer)
        order = seat_order(first, clockwise)
        sizes = (3, 2) if classic else (3, 2, 3)
        packets = [(seat, n) for n in sizes for seat in order]
        first_hand = cards_of(deal.hands[SOUTH])
        up = deal.up_card
        _auction(deal, classic, rng)
        if deal.phase != "playing" or deal.contract is None:
            continue
        contract = deal.contract
        taker = contract.taker
        script = Script(deal.dealer, clockwise, sort_hand(first_hand), packets, up, list(deal.bids), taker,
                        contract.trump, None if classic else contract.value)
        if classic:
            script.rest_packets = [(seat, 2 if seat == taker else 3) for seat in order]
        script.full_hand = sort_hand(cards_of(deal.hands[SOUTH]), contract.trump)
        if stage == "bidding":
            return script
        while len(deal.tricks) < 3 or len(deal.trick) < 2:
            legal = deal.legal_cards()
            card = rng.choice(legal)
            script.plays.append((deal.turn, card))
            deal.play(card)
            if len(deal.trick) == 0:
                script.winners.append(deal.tricks[-1].winner)
        legal_mask = deal.legal
        if deal.turn == SOUTH and legal_mask != deal.hands[SOUTH]:
            script.legal = legal_mask
            script.hand_now = sort_hand(cards_of(deal.hands[SOUTH]), contract.trump)
            return script
    raise RuntimeError("no suitable deal found")


def play_script(scene: TableScene, script: Script, stage: str) -> None:
    scene.set_names(NAMES)
    scene.set_scores(312, 245)
    scene.set_dealer(script.dealer)
    scene.start_deal(script.dealer, SOUTH, script.first_hand, script.packets, script.up_card)
    if stage == "bidding":
        # Stop in the auction: the bids so far up, and the next bidder thinking.
        shown = script.bids[: max(1, len(script.bids) - 2)]
        for seat, bid in shown:
            text, suit = bid_text(bid)
            scene.show_bid(seat, text, suit)
        last = shown[-1][0]
        after = seat_order(last, script.clockwise)[1]
        scene.set_turn(after)
        if after != SOUTH:
            scene.set_thinking(after, True)
        scene.set_human_hand(script.first_hand)
        return
    for seat, bid in script.bids:
        text, suit = bid_text(bid)
        scene.show_bid(seat, text, suit)
    scene.clear_bids()
    if script.up_card is not None:
        scene.deal_rest(script.taker, script.rest_packets, script.full_hand, script.up_card)
    scene.set_human_hand(script.full_hand)
    scene.set_contract("", script.trump, script.value, 1, NAMES[script.taker], script.taker)
    for i, (seat, card) in enumerate(script.plays):
        scene.set_turn(seat)
        scene.play_card(seat, card)
        if i % 4 == 3:
            scene.gather_trick(script.winners[i // 4])
    scene.set_turn(SOUTH)
    scene.set_human_hand(script.hand_now, script.legal)
    scene.show_message(phrase("your_turn"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="preview_table", description="Render the table mid-deal to a PNG.")
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=800)
    parser.add_argument("--variant", choices=("classic", "coinche"), default="classic")
    parser.add_argument("--stage", choices=("play", "bidding"), default="play")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    scene = TableScene(speed="instant")
    scene.set_four_colour(args.four_colour)
    view = TableView(scene)
    view.resize(args.width, args.height)
    view.show()
    play_script(scene, make_script(args.variant, args.seed, args.stage), args.stage)
    app.processEvents()
    if not view.grab().save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
