"""``GameController``: owns one match, asks the seats in turn, tells the table what happened.

Each step is: ask the seat whose turn it is (``seats``: the player's or a bot's, one interface),
apply its answer to the engine, tell the table (the ``Table`` port, in the game's words) what it
changed, in order, then wait for the table's ``animations_done`` before asking again. An answer
that comes for a question withdrawn since (a new deal, a new match) is dropped; a bot that fails
or answers with an illegal move is replaced by a plain legal move, so the table never freezes.

The controller knows nothing of widgets, words or animations: the table port turns its events into
them (``ui.table.presenter``). Replaying a recorded match onto the table (resuming, the record
viewer) is ``controller.replay``; it drives the controller while it is ``paused``: what is applied
is shown, and nobody is asked to act.
"""

from __future__ import annotations

import logging
import zlib
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from ..bots import Bot, Decision, make_bot
from ..bots.coach import Coach
from ..bots.worker import BotHandle, BotRunner
from ..engine import BIDDING, PLAYING, SCORED, SOUTH, THROWN_IN, Deal, IllegalAction, Match, Options, cards_of
from ..engine.bidding import LAST_DOUBLE, LAST_RAISE, PASS_BID
from ..engine.deal_numbers import number_from_seed
from ..engine.families.klaverjas.deal import GATHERING
from .rewind import Rewind
from .seats import Ask, BotSeat, HumanSeat, Seat
from .table_port import Table

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Levels:
    """Who plays how well: the partner, the opponents, and (``human``) a bot in the player's own seat
    (the self-test, screenshots, the soak); ``None`` there means the player plays."""

    partner: str = "normal"
    opponents: str = "normal"
    human: str | None = None
    expert_seconds: float = 1.0  # the expert level's thinking time per decision

    def budget(self, level: str) -> float | None:
        """The thinking time to give a bot of ``level``: None for the level's own."""
        return self.expert_seconds if level == "expert" else None


class GameController(QObject):
    """Drives a match between the player (``human_seat``) and three bots."""

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
    declarations_shown = Signal(object)  # after trick 1: {seat: declarations} of the team that scores them
    rewound = Signal()  # an undo or redo laid the deal out again (the save follows it)
    hinted = Signal(object)  # bots.coach.Advice for the question the player is being asked now
    # Klaverjas (K6): a finished trick's roem, as the table shows it: the trick's winner, its ``Roem`` and whether
    # it counts (with ``auto_roem`` off only a claimed roem counts: ``roem_claimed`` follows a claim).
    roem_shown = Signal(int, object)
    roem_claimed = Signal(int, int, object)  # who called "Roem!", the trick's number, its Roem
    roem_refused = Signal(str, str)  # the rule id and reason of a "Roem!" the rules refuse (K6)

    def __init__(self, table: Table, options: Options | None = None, seed: int | str = 0,
                 human_seat: int = SOUTH, levels: Levels | None = None, auto_announce: bool = True,
                 bot_mode: str = "thread", numbered: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.options = options or Options()
        self.seed = seed
        # New matches are dealt from deal numbers (the window's): the first drawn from the seed unless chosen.
        # False (tests of the controller alone): from the seed's generator, as before deal numbers.
        self.numbered = numbered
        self.human_seat = human_seat
        self.levels = levels or Levels()
        # The game runs its bots in a "process" (app.py): in a thread a hard bot's search holds the GIL and the
        # event loop stalls up to ~260 ms (benchmarks/gui_responsiveness.py). "thread" stays the default here for
        # tests, whose bots may hold unpicklable things.
        self.runner = BotRunner(mode=bot_mode)
        self.match = Match(self.options, seed)
        self.generation = 0  # bumped by each new match: its bots get seeds of their own
        self.human = HumanSeat(human_seat, table, auto_announce, parent=self)
        self._bot_seats = {seat: BotSeat(seat, self.runner, parent=self) for seat in range(4)}
        # The coach thinks in the same worker as the bots, from the player's own view only.
        self._coach = BotSeat(human_seat, self.runner, parent=self)
        self.seats: dict[int, Seat] = {}
        self._stand_ins: dict[int, Seat] = {}  # seats played by others than the levels' bots (``stand_in``)
        self._asked: int | None = None  # the seat whose answer is awaited
        self._question = 0  # bumped for every question and every withdrawal: older answers are dropped
        self._waiting = False  # an action's animations are playing; the next step waits for them
        self._started = False
        self._paused = False  # a record is being laid out (controller.replay): nobody is asked to act
        self.rewind = Rewind(self)
        table.animations_done.connect(self._on_animations_done)
        table.card_clicked.connect(self.human.play)

    # ------------------------------------------------------------------ queries
    @property
    def deal(self) -> Deal:
        return self.match.deal

    @property
    def asking(self) -> Ask:
        """What the player is asked for now."""
        return self.human.asking

    @property
    def queued_click(self) -> int | None:
        """A card clicked before the player's turn, waiting to be tried."""
        return self.human.queued_click

    @property
    def thinking_handle(self) -> BotHandle | None:
        """The running bot request, if a bot is thinking."""
        seat = self.seats.get(self._asked) if self._asked is not None else None
        return seat.handle if isinstance(seat, BotSeat) else None

    @property
    def bots(self) -> dict[int, Bot]:
        return {seat: s.bot for seat, s in self.seats.items() if isinstance(s, BotSeat) and s.bot is not None}

    def bot_seats(self) -> list[int]:
        return sorted(self.bots)

    def set_bot(self, seat: int, bot: Bot) -> None:
        """Seat ``bot`` at ``seat`` for the rest of the match (levels change with a new match)."""
        player = self.seats.get(seat)
        if not isinstance(player, BotSeat):
            raise ValueError("the player's seat is played by the player")
        player.bot = bot

    def legal_cards(self) -> list[int]:
        deal = self.match.deal
        if deal.phase != PLAYING or deal.turn != self.human_seat:
            return []
        return deal.legal_cards()

    # ------------------------------------------------------------------ match and deals
    def start(self) -> None:
        """Begin the first match (the options and seed given to the constructor)."""
        self.new_match()

    def new_match(self, options: Options | None = None, seed: int | str | None = None,
                  number: int | None = None) -> None:
        """Stop any thinking bot and start afresh (the same options unless given); ``number``: the first deal's
        number (engine.deal_numbers), else one drawn from the seed when the controller is ``numbered``."""
        self.rewind.forget()
        if number is None and self.numbered:
            number = number_from_seed(self.seed if seed is None else seed)
        self.begin_match(options, seed, number=number)
        self.begin_deal()

    def next_deal(self) -> None:
        """After a scored deal's summary: deal the next hand (unless the match is over)."""
        deal = self.match.deal
        if not deal.is_over or self.match.is_over or self._waiting or self._paused:
            return
        self.begin_deal()

    def shutdown(self) -> None:
        """For good (the window closes): the thinking bot is stopped, the worker process and its thread end,
        and nobody is asked to act again, whatever the event loop still delivers."""
        self._started = False
        self._withdraw()
        self.runner.close()

    def begin_match(self, options: Options | None = None, seed: int | str | None = None,
                    first_dealer: int | None = None, number: int | None = None) -> None:
        """A new match on a bare table, nothing dealt yet (``new_match`` deals too; the replay deals its own)."""
        self._withdraw()
        self.generation += 1
        if options is not None:
            self.options = options
        if seed is not None:
            self.seed = seed
        self.match = Match(self.options, self.seed, first_dealer, number)
        self._seat_players()
        self._waiting = False
        self._started = True
        self.table.match_started(self.options, self.human_seat)

    def stand_in(self, players: Mapping[int, Seat]) -> None:
        """Seats played by ``players`` instead of the levels' bots (a lesson's scripted players, ``ui.lesson``),
        from the next match on and through its undos, until called with none."""
        self._stand_ins = dict(players)

    def _seat_players(self) -> None:
        h, levels = self.human_seat, self.levels
        self.seats = {}
        for seat, bot_seat in self._bot_seats.items():
            if seat in self._stand_ins:
                self.seats[seat] = self._stand_ins[seat]
                continue
            if seat == h and levels.human is None:
                self.seats[seat] = self.human
                continue
            level = levels.human if seat == h and levels.human is not None else self._level(seat)
            bot_seat.bot = self._new_bot(seat, level)
            self.seats[seat] = bot_seat

    def _level(self, seat: int) -> str:
        return self.levels.partner if seat == self.human_seat ^ 2 else self.levels.opponents

    def _new_bot(self, seat: int, level: str) -> Bot:
        # Distinct, repeatable seeds per seat and match (crc32: str hashes vary per process); a bot in the
        # player's own seat (the self-test's) keeps one seed for every match.
        key = f"{self.seed}/{seat}" if seat == self.human_seat else f"{self.seed}/{seat}/{self.generation}"
        return make_bot(level, seed=zlib.crc32(key.encode()), budget=self.levels.budget(level))

    def replay_bots(self, level: str) -> dict[int, Bot]:
        """Fresh bots to play this match's deal again (``expert_replay``): a bot of ``level`` in the player's seat
        and, elsewhere, the match's own levels and seeds, so they choose as they did wherever nothing differs."""
        return {seat: self._new_bot(seat, level if seat == self.human_seat else self._level(seat))
                for seat in range(4)}

    def begin_deal(self, deck: tuple[int, ...] | None = None) -> None:
        """Deal (``deck``: the recorded cards, else shuffled or cut as the rules say) and show it."""
        self._withdraw()  # nothing asked in the last deal is still wanted
        deal = self.match.start_deal(deck)
        human_cards = cards_of(deal.hands[self.human_seat])
        self.table.progress(self.match.deals_played + 1, self.match.options.deals)
        self.table.deal_started(deal.dealer, human_cards, deal.up_card)
        self.dealt.emit({"number": len(self.match.deals), "dealer": deal.dealer, "human_cards": human_cards,
                         "up_card": deal.up_card})
        self._wait_for_table()

    # ------------------------------------------------------------------ the coach's hint
    def ask_hint(self) -> bool:
        """Ask the coach what to do about the player's question now (a bid or a card); ``hinted`` brings the
        advice, unless the question has changed meanwhile. False when the player is asked nothing to hint."""
        if self._paused or self.human.asking not in (Ask.BID, Ask.PLAY):
            return False
        question = self._question
        self._coach.cancel()
        self._coach.bot = Coach()  # its seed is the review's: both look at the same layouts (bots.coach)
        self.match.assisted = True
        self._coach.ask(self.match.deal, lambda decision: self._on_hint(question, decision))
        return True

    @property
    def hint_pending(self) -> bool:
        return self._coach.handle is not None

    def _on_hint(self, question: int, decision: Decision | None) -> None:
        if question == self._question and decision is not None and decision.advice is not None:
            self.hinted.emit(decision.advice)

    # ------------------------------------------------------------------ pausing (controller.replay)
    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def started(self) -> bool:
        """A match is on (from ``begin_match`` until ``shutdown``)."""
        return self._started

    def pause(self) -> None:
        """From now on what is applied is only shown: nobody is asked to act, no deal follows by itself."""
        self._withdraw()
        self._paused = True
        self._waiting = False

    def play_on(self) -> None:
        """End a pause: whoever is to act is asked, once the table has shown everything."""
        self._paused = False
        if not self.match.deals:
            self.begin_deal()  # nothing was dealt yet: the match simply begins
        else:
            self._wait_for_table()

    def show(self, seat: int, decision: Decision) -> None:
        """Apply a recorded action and show it (the replay's door; live play goes through the seats)."""
        self._apply(seat, decision)

    # ------------------------------------------------------------------ the step loop
    def _wait_for_table(self) -> None:
        if self._paused:
            return
        self._waiting = True
        if not self.table.busy:  # nothing was told: no animations_done will come
            QTimer.singleShot(0, self, self._on_animations_done)  # with itself as context: not after its end

    def _on_animations_done(self) -> None:
        if self._waiting:
            self._waiting = False
            self._advance()
        else:
            self.human.table_idle()

    def _advance(self) -> None:
        """Ask whoever is to act next; the table has shown everything so far."""
        if not self._started or self._paused:
            return
        deal = self.match.deal
        if deal.phase == SCORED:
            self.table.turn(None)
            self.deal_scored.emit(deal.result, tuple(self.match.totals))
            if self.match.is_over:
                self.match_over.emit(self.match.winner, tuple(self.match.totals))
            return
        if deal.phase == THROWN_IN:
            self.thrown_in.emit()
            self.begin_deal()
            return
        if deal.phase == GATHERING and self._player_gathers():
            return
        seat = deal.turn
        self.table.turn(seat)
        self._ask(seat)

    def _ask(self, seat: int) -> None:
        self._question += 1
        question = self._question
        player = self.seats[seat]
        self._asked = seat
        if player.shows_thinking:
            self.table.thinking(seat, True)
        player.ask(self.match.deal, lambda decision: self._on_answer(question, seat, decision))

    def _withdraw(self) -> None:
        """No question is open any more; an answer to one that was is dropped."""
        self._question += 1
        seat, self._asked = self._asked, None
        if seat is not None:
            player = self.seats[seat]
            player.cancel()
            if player.shows_thinking:
                self.table.thinking(seat, False)
        self.human.cancel()  # an early click belongs to the deal it was made in
        self._coach.cancel()  # a hint for a question no longer asked is no one's

    def _on_answer(self, question: int, seat: int, decision: Decision | None) -> None:
        if question != self._question:
            log.debug("ignoring a late answer from seat %s", seat)
            return
        self._asked = None
        if self.seats[seat].shows_thinking:
            self.table.thinking(seat, False)
        if decision is None:
            decision = self._fallback()
        try:
            self._apply(seat, decision)
        except IllegalAction as error:
            log.error("seat %s chose an illegal action: %s", seat, error)
            self._apply(seat, self._fallback())

    def _fallback(self) -> Decision:
        deal = self.match.deal
        if deal.phase == BIDDING:
            legal = deal.legal_bids()
            return Decision(bid=PASS_BID if PASS_BID in legal else legal[-1])  # at the last raise: keep
        if deal.phase == GATHERING:
            return Decision(gather=True)
        if deal.can_announce():
            return Decision(declarations=())
        return Decision(card=deal.legal_cards()[0])

    # ------------------------------------------------------------------ applying and telling the table
    def _apply(self, seat: int, decision: Decision) -> None:
        """Carry one action out on the match, tell the table, then wait for it."""
        match = self.match
        deal = match.deal
        table = self.table
        # Klaverjas: "Roem!" for the trick on the table, before the seat's card or gathering; a claim the player
        # made first (the button) leaves nothing to claim, and the seat's move still stands.
        if decision.claim_roem and deal.can_claim_roem():
            self._claim(seat)
        if decision.gather:
            self._gather(seat)
            return
        if decision.card < 0 and decision.bid is None and decision.declarations is None:
            self._wait_for_table()  # a recorded claim alone (a replay)
            return
        if decision.bid is not None:
            moment = deal.auction_moment
            match.bid(decision.bid, seat)
            table.bid(seat, decision.bid)
            self.bid_made.emit(seat, decision.bid)
            if deal.auction_moment in (LAST_RAISE, LAST_DOUBLE) and deal.auction_moment != moment:
                bidder, highest = deal.highest_bid  # type: ignore[misc]
                table.last_chance(deal.auction_moment, bidder, highest)
            if deal.phase == PLAYING:
                contract = deal.contract
                assert contract is not None
                table.contract(contract, deal.first_seat, cards_of(deal.hands[self.human_seat]), deal.up_card)
                self.contract_set.emit(contract)
            elif deal.phase == THROWN_IN:
                table.all_passed()
                self.contract_set.emit(None)
        elif decision.declarations is not None:
            match.announce(decision.declarations, seat)
            table.announced(seat, tuple(decision.declarations))
            self.announced.emit(seat, tuple(decision.declarations))
        else:
            tricks_before = len(deal.tricks)
            says_before = len(deal.says)
            lying_before = getattr(deal, "lying_trick", 0)  # klaverjas: the next card turns the last trick over
            match.play(decision.card, seat, belote=decision.belote)
            if lying_before and len(deal.tricks) == tricks_before:
                table.roem_lying(False)
            say = list(deal.says.values())[-1] if len(deal.says) > says_before else None
            table.card_played(seat, decision.card, say)
            self.card_played.emit(seat, decision.card)
            if len(deal.tricks) > tricks_before:
                trick = deal.tricks[-1]
                table.trick_won(trick.winner)
                self.trick_won.emit(trick.winner, tuple(trick.cards))
                self._trick_roem(deal, trick.winner)
                shown = deal.declarations_shown() if len(deal.tricks) == 1 else {}
                if shown:  # after the first trick the team whose declarations score shows them (R7)
                    table.declarations_shown(shown)
                    self.declarations_shown.emit(shown)
            if deal.phase == SCORED:
                table.scores(*match.totals)
        self._wait_for_table()

    # ------------------------------------------------------------------ klaverjas: roem and the last trick (K6)
    def _trick_roem(self, deal: Deal, winner: int) -> None:
        """After a klaverjas trick: its roem shown when it counts by itself (``auto_roem``). With ``auto_roem`` off
        the trick lies on the table: the player may call "Roem!" (the button), and a bot calls with its next action
        (``Decision.claim_roem``; bots call the roem of their own team's tricks, KLAVERJAS.md K6)."""
        roems = getattr(deal, "roem", None)  # the family's roem of each trick: klaverjas's only
        if roems is None:
            return
        roem = roems[-1]
        if deal.options.auto_roem and roem.total:
            self.table.roem(winner, roem, None)
            self.roem_shown.emit(winner, roem)
        self.table.roem_lying(self._human_may_claim())

    def _human_may_claim(self) -> bool:
        """Whether the player's "Roem!" could be pressed now: a finished trick lies unclaimed (``auto_roem``
        off); the button is there whatever the trick holds, so that it gives nothing away."""
        deal = self.match.deal
        lying = getattr(deal, "lying_trick", 0)
        return bool(lying) and not deal.options.auto_roem and lying - 1 not in deal.claims

    def _claim(self, seat: int) -> None:
        deal = self.match.deal
        number = deal.lying_trick
        self.match.claim_roem(seat)
        roem = deal.roem[number - 1]
        self.table.roem(deal.tricks[number - 1].winner, roem, seat)
        self.table.roem_lying(self._human_may_claim())
        self.roem_claimed.emit(seat, number, roem)

    def claim_roem(self) -> bool:
        """The player's "Roem!" (``auto_roem`` off, K6): the roem of the trick lying on the table, for the team
        that won it. A claim the rules refuse (no roem in it, claimed already) is told through ``roem_refused``."""
        if self._paused or not self._human_may_claim():
            return False
        try:
            self._claim(self.human_seat)
        except IllegalAction as error:
            self.roem_refused.emit(error.rule, error.reason)
            return False
        if self.human.asking == Ask.GATHER:
            self.gather()
        return True

    def gather(self) -> None:
        """The player gathers the last trick they won (``auto_roem`` off): the deal is scored."""
        if self.human.asking != Ask.GATHER:
            return
        self.human.cancel()
        self._gather(self.human_seat)

    def _player_gathers(self) -> bool:
        """The eighth trick lies (``auto_roem`` off) and the player won it: they are asked to gather it when they
        may still call its roem, else it is gathered for them at once. False: a bot's, asked as for a card."""
        deal = self.match.deal
        winner = deal.turn
        if self.seats.get(winner) is not self.human:
            return False
        if self._human_may_claim():
            self.table.turn(winner)
            self.human.ask_to_gather(deal)
        else:
            self._gather(winner)
        return True

    def _gather(self, seat: int) -> None:
        self.match.gather(seat)
        self.table.roem_lying(False)
        self.table.scores(*self.match.totals)
        self._wait_for_table()


__all__ = ["GameController", "Levels"]
