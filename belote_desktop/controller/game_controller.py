"""``GameController``: owns one match, asks the human or a bot, tells the table.

Each step is: apply one action to the engine, enqueue what it changed on the
``TableScene`` (in order), then wait for the scene's ``animations_done``
before asking for the next action. A bot decides in a worker (a thread or
the worker process); the controller looks at its handle from its own timer
in the GUI thread, so the worker's threads never touch a Qt object: no
signal is emitted from them, no receiver can be dying while they run, and
quitting has no answer in flight to race with. An answer that belongs to an
earlier request (a new match, a new deal) is dropped.

The human's card clicks may come at any time: one arriving while the table
is still animating, or before the human's turn, is kept (the latest only)
and applied once when the human is asked to play.
"""

from __future__ import annotations

import logging
import zlib
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..bots import Bot, Decision, SeatView, make_bot
from ..bots.worker import BotHandle, BotRunner
from ..engine import (
    BIDDING,
    PLAYING,
    SCORED,
    SOUTH,
    THROWN_IN,
    Bid,
    Declaration,
    IllegalAction,
    Match,
    Options,
    cards_of,
)
from ..engine.bidding import CONTRACT, PASS_BID, TAKE
from ..engine.deal import ANNOUNCE, BID, Action
from ..engine.declarations import CARRE
from ..ui.common.words import declaration_words
from ..ui.table.hand_order import TrumpPosition, sort_hand
from ..ui.table.scene import TableScene, phrase, seats_in_order

log = logging.getLogger(__name__)

# How often the GUI thread looks whether the thinking bot has answered: far below what an eye sees
# on the table, and a wake-up that costs nothing next to the animations.
BOT_POLL_MS = 10

# What the human is being asked for, if anything.
ASK_NONE, ASK_BID, ASK_ANNOUNCE, ASK_PLAY = "", "bid", "announce", "play"


def recorded_actions(match: Match) -> list[tuple[int, Action]]:
    """Every action of ``match`` in order, with the index of its deal."""
    return [(number, action) for number, deal in enumerate(match.deals) for action in deal.actions]


def _decision_of(action: Action) -> Decision:
    if action.kind == BID:
        return Decision(bid=action.value)
    if action.kind == ANNOUNCE:
        return Decision(declarations=tuple(action.value))
    return Decision(card=action.value, belote=action.say == "belote")


def _apply_quietly(match: Match, action: Action) -> None:
    decision = _decision_of(action)
    if decision.bid is not None:
        match.bid(decision.bid, action.seat)
    elif decision.declarations is not None:
        match.announce(decision.declarations, action.seat)
    else:
        match.play(decision.card, action.seat, belote=decision.belote)


def declaration_phrase(decl: Declaration) -> str:
    """The table's word for one declaration (its bubble text)."""
    if decl.kind == CARRE:
        return phrase("four_of_a_kind")
    return phrase({3: "tierce", 4: "fifty"}.get(decl.length, "hundred"))


def bid_text(bid: Bid) -> tuple[str, int | None]:
    """A bid's bubble: its text and the suit whose symbol follows it (``None``: no symbol)."""
    if bid.kind == TAKE:
        return phrase("take"), bid.trump
    if bid.kind == CONTRACT:
        value = phrase("capot") if bid.is_capot else str(bid.value)
        if bid.trump < 4:
            return value, bid.trump
        return f"{value} {('SA', 'TA')[bid.trump - 4]}", None
    return phrase(bid.kind), None  # pass, coinche, surcoinche are phrase keys


class GameController(QObject):
    """Drives a match between the human (``human_seat``) and three bots."""

    # Events, with plain Python payloads.
    dealt = Signal(object)  # {"number", "dealer", "human_cards": [int], "up_card": int | None}
    bid_made = Signal(int, object)  # seat, Bid
    announced = Signal(int, object)  # seat, tuple[Declaration, ...]
    contract_set = Signal(object)  # Contract, or None when all passed
    card_played = Signal(int, int)  # seat, card
    trick_won = Signal(int, object)  # winner seat, tuple of the four cards
    deal_scored = Signal(object, object)  # DealScore, (NS total, EW total)
    thrown_in = Signal()
    match_over = Signal(int, object)  # winning team (0 NS, 1 EW), totals
    declarations_shown = Signal(str)  # after trick 1: the scoring team's declarations, in words
    # Requests to the window.
    human_to_bid = Signal(object)  # list[Bid]
    human_to_announce = Signal(object)  # tuple[Declaration, ...]
    human_to_play = Signal(object)  # legal mask (32 bits: too wide for a C int)
    illegal_card = Signal(str, str)  # rule id, reason code

    def __init__(self, scene: TableScene, options: Options | None = None, seed: int | str = 0,
                 human_seat: int = SOUTH, partner_level: str = "normal", opponent_level: str = "normal",
                 auto_announce: bool = True, human_level: str | None = None, bot_mode: str = "thread",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.options = options or Options()
        self.seed = seed
        self.human_seat = human_seat
        self.partner_level = partner_level
        self.opponent_level = opponent_level
        self.auto_announce = auto_announce
        # A level here lets a bot play the human's seat too (the self-test, screenshots, a demo).
        self.human_level = human_level
        self._custom_names: dict[int, str] = {}
        self.trump_position: TrumpPosition = "last"  # where the human's trumps go in the hand
        # The game runs its bots in a "process" (app.py): in a thread a hard bot's search holds
        # the GIL and the event loop stalls up to ~260 ms (benchmarks/gui_responsiveness.py).
        # "thread" stays the default here for tests, whose bots may hold unpicklable things.
        self.runner = BotRunner(mode=bot_mode)
        self.match = Match(self.options, seed)
        self.bots: dict[int, Bot] = {}
        self.generation = 0  # bumped by new_match: answers of older matches are ignored
        self._handle: BotHandle | None = None
        self._thinking_seat: int | None = None
        self._waiting = False  # an action's animations are playing; the next step waits for them
        self._asking = ASK_NONE
        self._queued_click: int | None = None
        self._started = False
        self._restoring = False  # replaying recorded actions onto the table (restore, show_next)
        self._viewing = False  # the record viewer: nobody plays on
        self._recorded: Match | None = None
        self._steps: list[tuple[int, Action]] = []
        self._position = 0
        scene.animations_done.connect(self._on_animations_done)
        scene.card_clicked.connect(self.human_play)
        # Looks at the thinking bot's handle: a child of the controller, so it stops and dies with it.
        self._bot_poll = QTimer(self)
        self._bot_poll.setInterval(BOT_POLL_MS)
        self._bot_poll.timeout.connect(self._poll_bot)

    # ------------------------------------------------------------------ queries
    @property
    def deal(self) -> Any:
        return self.match.deal

    @property
    def asking(self) -> str:
        """What the human is asked for now: ``""``, ``"bid"``, ``"announce"`` or ``"play"``."""
        return self._asking

    def names(self) -> dict[int, str]:
        """Each seat's name at the table: the player's own choice, or the table's words."""
        h = self.human_seat
        words = {h: self.tr("You"), h ^ 2: self.tr("Partner"), (h + 1) & 3: self.tr("Left"),
                 (h + 3) & 3: self.tr("Right")}
        return {seat: self._custom_names.get(seat) or word for seat, word in words.items()}

    def set_names(self, names: dict[int, str]) -> None:
        """Chosen names by seat; an empty name falls back to the table's word."""
        self._custom_names = {seat: name.strip() for seat, name in names.items() if name.strip()}
        if self._started:
            self.scene.set_names(self.names())

    def set_bot(self, seat: int, bot: Bot) -> None:
        """Seat ``bot`` at ``seat`` for the rest of the match (levels change with a new match)."""
        if seat == self.human_seat and self.human_level is None:
            raise ValueError("the human's seat is played by the human")
        self.bots[seat] = bot

    def bot_seats(self) -> list[int]:
        return sorted(self.bots)

    @property
    def thinking_handle(self) -> BotHandle | None:
        """The running bot request, if a bot is thinking."""
        return self._handle

    @property
    def queued_click(self) -> int | None:
        """A card clicked before the human's turn, waiting to be tried."""
        return self._queued_click

    def legal_cards(self) -> list[int]:
        deal = self.match.deal
        if deal.phase != PLAYING or deal.turn != self.human_seat:
            return []
        return deal.legal_cards()

    # ------------------------------------------------------------------ match and deals
    def new_match(self, options: Options | None = None, seed: int | str | None = None) -> None:
        """Stop any thinking bot and start afresh (the same options unless given)."""
        self._fresh_match(options, seed)
        self._begin_deal()

    def _fresh_match(self, options: Options | None, seed: int | str | None, first_dealer: int | None = None) -> None:
        self._cancel_bot()
        self.generation += 1
        if options is not None:
            self.options = options
        if seed is not None:
            self.seed = seed
        self.match = Match(self.options, self.seed, first_dealer)
        self.bots = {}
        for seat in range(4):
            if seat == self.human_seat and self.human_level is not None:
                self.bots[seat] = make_bot(self.human_level, seed=zlib.crc32(f"{self.seed}/{seat}".encode()))
            elif seat != self.human_seat:
                level = self.partner_level if seat == self.human_seat ^ 2 else self.opponent_level
                # Distinct, repeatable seeds per seat and match (crc32: str hashes vary per process).
                bot_seed = zlib.crc32(f"{self.seed}/{seat}/{self.generation}".encode())
                self.bots[seat] = make_bot(level, seed=bot_seed)
        self._waiting = False
        self._asking = ASK_NONE
        self._queued_click = None
        self._started = True
        self.scene.reset()
        self.scene.set_names(self.names())
        self.scene.set_scores(0, 0)
        self.scene.set_target(self.options.target if self.options.deals is None else None)

    def restore(self, recorded: Match, upto: int | None = None, resume: bool = True) -> None:
        """Lay ``recorded`` (a match read back from a game record) on the table as it stood after
        its first ``upto`` actions (all of them by default), without animations.

        The deals before the current one are replayed in the engine only; the
        current one goes through the same steps as live play at instant
        speed, so the table shows exactly what a player would have seen.
        With ``resume`` play then goes on (a resumed match); without, nobody
        is asked to act (the record viewer steps with ``show_next``).
        """
        steps = recorded_actions(recorded)
        upto = len(steps) if upto is None else max(0, min(upto, len(steps)))
        self._fresh_match(recorded.options, recorded.seed, recorded.first_dealer)
        if not recorded.deals:  # nothing was dealt yet: the match simply begins
            self._recorded, self._steps, self._position, self._viewing = recorded, [], 0, not resume
            if resume:
                self._begin_deal()
            return
        current = steps[upto - 1][0] if upto else 0
        for number, action in steps:  # the finished deals: the engine only
            if number >= current:
                break
            if number == len(self.match.deals):
                self.match.start_deal(recorded.deals[number].deck)
            _apply_quietly(self.match, action)
        self.scene.set_scores(*self.match.totals)
        self._recorded = recorded
        self._steps = steps
        self._position = sum(1 for number, _ in steps if number < current)
        speed = self.scene.speed
        self._restoring = True
        try:
            self.scene.set_speed("instant")
            self._begin_deal(recorded.deals[current].deck)
            while self._position < upto:
                self._show_step()
        finally:
            self.scene.set_speed(speed)
            self._restoring = False
        self._viewing = not resume
        if resume:
            self._wait_for_scene()

    @property
    def position(self) -> int:
        """How many of the restored record's actions the table shows (the record viewer)."""
        return self._position

    def show_next(self) -> bool:
        """The record viewer: play the record's next action on the table, animated; False at the end."""
        if not self._viewing or self._position >= len(self._steps):
            return False
        self._restoring = True  # shown, but nobody is asked to act afterwards
        try:
            self._show_step()
        finally:
            self._restoring = False
        return True

    def _show_step(self) -> None:
        number, action = self._steps[self._position]
        if number >= len(self.match.deals):
            self._begin_deal(self._recorded.deals[number].deck)
        self._position += 1
        self._apply(action.seat, _decision_of(action))

    def start(self) -> None:
        """Begin the first match (the options and seed given to the constructor)."""
        self.new_match()

    def next_deal(self) -> None:
        """After a scored deal's summary: deal the next hand (unless the match is over)."""
        deal = self.match.deal
        if not deal.is_over or self.match.is_over or self._waiting or self._viewing:
            return
        self._begin_deal()

    def shutdown(self) -> None:
        """For good (the window closes): the thinking bot is stopped, the worker process and its thread end,
        and nobody is asked to act again, whatever the event loop still delivers."""
        self._started = False
        self._cancel_bot()
        self.runner.close()

    def _begin_deal(self, deck: tuple[int, ...] | None = None) -> None:
        self._cancel_bot()  # nothing asked in the last deal is still wanted
        self._asking = ASK_NONE
        self._queued_click = None
        deal = self.match.start_deal(deck)
        clockwise = self.options.direction == "clockwise"
        order = seats_in_order(deal.next_seat(deal.dealer), clockwise)
        sizes = (3, 2) if self.options.is_classic else (3, 2, 3)
        packets = [(seat, n) for n in sizes for seat in order]
        human_cards = sort_hand(cards_of(deal.hands[self.human_seat]))
        scene = self.scene
        scene.clear_bids()
        scene.set_contract(None)
        scene.set_dealer(deal.dealer)
        scene.set_turn(None)
        scene.start_deal(deal.dealer, self.human_seat, human_cards, packets, deal.up_card)
        self.dealt.emit({"number": len(self.match.deals), "dealer": deal.dealer,
                         "human_cards": human_cards, "up_card": deal.up_card})
        self._wait_for_scene()

    # ------------------------------------------------------------------ the step loop
    def _wait_for_scene(self) -> None:
        if self._restoring:
            return  # laying out a recorded position: nobody acts until it is all shown
        self._waiting = True
        if not self.scene.busy:  # nothing was enqueued: no animations_done will come
            QTimer.singleShot(0, self, self._on_animations_done)  # with itself as context: not after its end

    def _on_animations_done(self) -> None:
        if self._waiting:
            self._waiting = False
            self._advance()
        elif self._asking == ASK_PLAY and self._queued_click is not None:
            self._take_queued_click()

    def _advance(self) -> None:
        """Ask whoever is to act next; the scene has shown everything so far."""
        if not self._started:
            return
        deal = self.match.deal
        if deal.phase == SCORED:
            self.scene.set_turn(None)
            self.deal_scored.emit(deal.result, tuple(self.match.totals))
            if self.match.is_over:
                self.match_over.emit(self.match.winner, tuple(self.match.totals))
            return
        if deal.phase == THROWN_IN:
            self.thrown_in.emit()
            self._begin_deal()
            return
        seat = deal.turn
        self.scene.set_turn(seat)
        if seat == self.human_seat and seat not in self.bots:
            self._ask_human()
        else:
            self._start_bot(seat)

    def _ask_human(self) -> None:
        deal = self.match.deal
        if deal.phase == BIDDING:
            self._asking = ASK_BID
            self.human_to_bid.emit(deal.legal_bids())
            return
        if deal.can_announce():
            decls = deal.declarations_of(self.human_seat)
            if self.auto_announce or not decls:
                self._apply(self.human_seat, Decision(declarations=decls))
                return
            self._asking = ASK_ANNOUNCE
            self.human_to_announce.emit(decls)
            return
        self._asking = ASK_PLAY
        self.scene.set_legal(deal.legal)
        self.human_to_play.emit(deal.legal)
        if self._queued_click is not None and not self.scene.busy:
            self._take_queued_click()

    # ------------------------------------------------------------------ bots
    def _start_bot(self, seat: int) -> None:
        view = SeatView.of(self.match.deal, seat)
        self._thinking_seat = seat
        self.scene.set_thinking(seat, True)
        self._handle = self.runner.start(self.bots[seat], view)
        self._bot_poll.start()

    def _cancel_bot(self) -> None:
        self._bot_poll.stop()
        if self._handle is not None:
            self._handle.cancel()  # its answer, when it comes, is no one's: the handle is dropped here
            self._handle = None
        if self._thinking_seat is not None:
            self.scene.set_thinking(self._thinking_seat, False)
            self._thinking_seat = None

    def _poll_bot(self) -> None:
        handle = self._handle
        if handle is None:
            self._bot_poll.stop()
        elif handle.done():
            self._bot_poll.stop()
            self._on_bot_answer(handle)

    def _on_bot_answer(self, handle: BotHandle) -> None:
        self._handle = None
        seat = self.match.deal.turn
        self._thinking_seat = None
        self.scene.set_thinking(seat, False)
        try:
            decision = handle.result(0)
        except Exception:  # a bot bug must not freeze the table: fall back to a plain move
            log.exception("bot at seat %s failed", seat)
            decision = self._fallback(seat)
        try:
            self._apply(seat, decision)
        except IllegalAction as error:
            log.error("bot at seat %s chose an illegal action: %s", seat, error)
            self._apply(seat, self._fallback(seat))

    def _fallback(self, seat: int) -> Decision:
        deal = self.match.deal
        if deal.phase == BIDDING:
            return Decision(bid=PASS_BID)
        if deal.can_announce():
            return Decision(declarations=())
        return Decision(card=deal.legal_cards()[0])

    # ------------------------------------------------------------------ the human
    def human_bid(self, bid: Bid) -> None:
        if self._asking != ASK_BID or self._waiting:
            return
        if bid not in self.match.deal.legal_bids():
            return
        self._asking = ASK_NONE
        self._apply(self.human_seat, Decision(bid=bid))

    def human_announce(self, declarations: tuple[Declaration, ...]) -> None:
        if self._asking != ASK_ANNOUNCE:
            return
        self._asking = ASK_NONE
        self._apply(self.human_seat, Decision(declarations=tuple(declarations)))

    def human_play(self, card: int) -> None:
        """A click on one of the human's cards: play it now, keep it for the human's turn, or refuse it."""
        if self._asking != ASK_PLAY or self.scene.busy:
            self._queued_click = card
            return
        self._try_play(card)

    def _take_queued_click(self) -> None:
        card, self._queued_click = self._queued_click, None
        if card is not None:
            self._try_play(card)

    def _try_play(self, card: int) -> None:
        deal = self.match.deal
        why = deal.why_illegal(card)
        if why is not None:
            self.illegal_card.emit(*why)
            return
        self._asking = ASK_NONE
        self._queued_click = None
        self.scene.set_legal(0)
        self._apply(self.human_seat, Decision(card=card, belote=deal.can_say_belote(card)))

    # ------------------------------------------------------------------ applying and showing
    def _apply(self, seat: int, decision: Decision) -> None:
        """Carry one action out on the match, show it, then wait for the table."""
        match = self.match
        deal = match.deal
        scene = self.scene
        if decision.bid is not None:
            match.bid(decision.bid, seat)
            text, suit = bid_text(decision.bid)
            scene.show_bid(seat, text, suit)
            self.bid_made.emit(seat, decision.bid)
            if deal.phase == PLAYING:
                self._show_contract()
            elif deal.phase == THROWN_IN:
                scene.clear_bids()
                scene.show_message(phrase("all_passed"))
                self.contract_set.emit(None)
        elif decision.declarations is not None:
            match.announce(decision.declarations, seat)
            for decl in decision.declarations:
                scene.show_announcement(seat, declaration_phrase(decl), decl.suit if decl.suit >= 0 else None)
            self.announced.emit(seat, tuple(decision.declarations))
        else:
            tricks_before = len(deal.tricks)
            says_before = len(deal.says)
            match.play(decision.card, seat, belote=decision.belote)
            if len(deal.says) > says_before:  # "belote" or "rebelote" came with this card
                scene.show_announcement(seat, phrase(list(deal.says.values())[-1]))
            scene.play_card(seat, decision.card)
            self.card_played.emit(seat, decision.card)
            if len(deal.tricks) > tricks_before:
                trick = deal.tricks[-1]
                scene.gather_trick(trick.winner)
                self.trick_won.emit(trick.winner, tuple(trick.cards))
                if len(deal.tricks) == 1:
                    self._show_declarations()
            if deal.phase == SCORED:
                scene.set_scores(*match.totals)
        self._wait_for_scene()

    def _show_declarations(self) -> None:
        """After the first trick, the team whose declarations score shows them (R7)."""
        shown = self.match.deal.declarations_shown()
        if not shown:
            return
        names = self.names()
        parts = [self.tr("%1: %2").replace("%1", names[seat]).replace(
                 "%2", ", ".join(declaration_words(d) for d in decls)) for seat, decls in sorted(shown.items())]
        text = self.tr("Declarations that score: %1").replace("%1", "; ".join(parts))
        self.scene.show_message(text)
        self.declarations_shown.emit(text)

    def _show_contract(self) -> None:
        deal = self.match.deal
        contract = deal.contract
        scene = self.scene
        scene.clear_bids()
        taker_name = self.names()[contract.taker]
        scene.set_contract("", contract.trump, contract.value, contract.multiplier, taker_name, contract.taker)
        hand = sort_hand(cards_of(deal.hands[self.human_seat]), contract.trump, self.trump_position)
        if self.options.is_classic:
            clockwise = self.options.direction == "clockwise"
            order = seats_in_order(deal.first_seat, clockwise)
            packets = [(seat, 2 if seat == contract.taker else 3) for seat in order]
            scene.deal_rest(contract.taker, packets, hand, deal.up_card)
        else:
            scene.set_human_hand(hand)
        self.contract_set.emit(contract)
