"""The card table: the 32 cards, name plates, bubbles, panels, and the animation queue that shows them.

The controller calls the public methods in the order the game's events
happen; each call *enqueues* its change in one ``AnimationQueue``, so the
table shows events strictly in order, however fast they arrive, and
``animations_done`` says when it has caught up. A step does its work when
its turn comes, measuring the table as the steps before it left it: the
methods only record their arguments.

The scene never reads engine internals. It knows the human's cards (they are
given to it) and, of the other hands, only how many cards they hold; an
opponent's card gets its identity when ``play_card`` names it.

Clicks: the human's cards report ``card_clicked(card)`` on every click, legal
or not, animating or not; the scene never drops, delays or repeats one. The
controller decides: it queues a click that comes while the table is still
catching up (``busy``) and applies it once, when its turn to ask the human
comes, or refuses an illegal card with a reason.

Speeds: ``set_speed("instant")`` builds no animation at all; every change is
made as the step runs, synchronously inside the call that enqueued it, and
``animations_done`` follows on the next event-loop turn.

Where the cards are is ``model.TableCards`` (a ``Hand`` per seat, the deck,
the trick, the piles); how they move is ``dealing`` and ``tricks``; the felt
is ``felt``. The scene orchestrates: it turns each public call into steps.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QAbstractAnimation, QObject, QRectF, QSequentialAnimationGroup, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import SOUTH
from ...i18n.card_words import rank_word
from ..cards.faces import CardFaces, default_faces
from ..cards.item import CardItem
from . import dealing, layout, tricks
from .animation_queue import AnimationQueue, Pace
from .durations import SPEEDS
from .felt import CLOTHS, paint_felt
from .items import Bubble, ContractPanel, DeclaredCards, MessageBox, NamePlate, RefusalNote, ScorePanel
from .items.message import MIN_HEIGHT as MESSAGE_MIN_HEIGHT
from .layout import Place, relative
from .model import Z_BUBBLE, Z_MESSAGE, Z_PANEL, Z_PLATE, TableCards

log = logging.getLogger(__name__)

class TableScene(QGraphicsScene):
    """The table. Public methods (other than queries, ``select``, ``reset``,
    ``set_speed`` and ``set_four_colour``) enqueue; see the module docstring."""

    card_clicked = Signal(int)
    animations_done = Signal()
    rule_requested = Signal(str)  # the refusal note's link was clicked
    refusal_gone = Signal()  # the refusal note faded or was cleared

    def __init__(self, parent: QObject | None = None, speed: str = "normal", faces: CardFaces | None = None) -> None:
        super().__init__(layout.SCENE_RECT, parent)
        self._pace = Pace(speed)
        self._queue = AnimationQueue(speed, self)
        self._queue.idle.connect(self.animations_done)
        self._faces = faces if faces is not None else default_faces()
        self._faces.set_rank_labels(rank_word(rank) for rank in range(8))
        self._four_colour = False
        self._cloth = "green"
        self._cards = TableCards(self._faces)
        for item in self._cards.all:
            item.clicked.connect(self._on_card_clicked)
            self.addItem(item)
        self._build_items()
        # Absolute-seat facts, kept so the plates can be redrawn when the human's seat changes.
        self._human_seat = SOUTH
        self._names: dict[int, str] = {}
        self._contract_taker: int | None = None  # whose name the contract panel shows, renamed with the plates
        self._dealer: int | None = None
        self._turn: int | None = None
        self._thinking: set[int] = set()
        self._scores = (0, 0)
        self._reset_table()

    def _build_items(self) -> None:
        self._plates: dict[Place, NamePlate] = {}
        self._bids: dict[Place, Bubble] = {}
        self._announcements: dict[Place, Bubble] = {}
        for place in Place:
            plate = NamePlate()
            plate.setPos(layout.at(*layout.PLATES[place]))
            plate.setZValue(Z_PLATE)
            self.addItem(plate)
            self._plates[place] = plate
            for store, gold in ((self._bids, False), (self._announcements, True)):
                bubble = Bubble(place, gold=gold)
                bubble.setPos(layout.at(*layout.BUBBLES[place]))
                bubble.setZValue(Z_BUBBLE + (1 if gold else 0))
                self.addItem(bubble)
                store[place] = bubble
        self._score_panel = ScorePanel(layout.SCORE_PANEL)
        self._score_panel.setZValue(Z_PANEL)
        self.addItem(self._score_panel)
        self._contract_panel = ContractPanel(layout.CONTRACT_PANEL)
        self._contract_panel.setZValue(Z_PANEL)
        self.addItem(self._contract_panel)
        self._message = MessageBox(layout.MESSAGE_MAX_W)
        self._message.setPos(layout.above_hand(*layout.MESSAGE))
        self._message.setZValue(Z_MESSAGE)
        self.addItem(self._message)
        self._declared: dict[Place, DeclaredCards] = {}
        for place in Place:
            shown = DeclaredCards(self._faces)
            shown.setPos(layout.at(*layout.DECLARED[place]))
            shown.setZValue(Z_BUBBLE + 2)
            self.addItem(shown)
            self._declared[place] = shown
        self._note = RefusalNote(layout.MESSAGE_MAX_W)
        self._note.setZValue(Z_MESSAGE + 1)
        self._note.rule_requested.connect(self.rule_requested)
        self._note.gone.connect(self.refusal_gone)
        self.addItem(self._note)

    # =====================================================================
    # Queries (read the table as the steps run so far have left it)
    # =====================================================================
    @property
    def queue(self) -> AnimationQueue:
        return self._queue

    @property
    def busy(self) -> bool:
        """True until ``animations_done`` is emitted for what was enqueued."""
        return self._queue.busy

    @property
    def speed(self) -> str:
        return self._pace.speed

    @property
    def human_seat(self) -> int:
        return self._human_seat

    def card_items(self) -> list[CardItem]:
        return list(self._cards.all)

    def hand_items(self, seat: int) -> list[CardItem]:
        """The card items in ``seat``'s hand, left to right as its owner holds them."""
        return list(self._cards.hands[relative(seat, self._human_seat)].items)

    def deck_items(self) -> list[CardItem]:
        """The cards still in the deck, bottom first."""
        return list(self._cards.deck)

    def played_by(self, card: int) -> int | None:
        """The seat that played ``card`` in the deal on show (``None``: not played, or not yet shown played)."""
        place = self._cards.played_from.get(card)
        return None if place is None else layout.absolute(place, self._human_seat)

    def human_cards(self) -> list[int]:
        return self._cards.players.cards()

    def trick_items(self) -> list[CardItem]:
        return [item for _, item in self._cards.trick]

    def pile_count(self, team: int) -> int:
        """Cards in the pile of ``team`` (0 = NS, 1 = EW)."""
        return sum(len(trick) for trick in self._cards.piles[self._is_ours(team)])

    def deck_count(self) -> int:
        return len(self._cards.deck)

    def up_card_item(self) -> CardItem | None:
        return self._cards.up_item

    def card_item(self, card: int) -> CardItem | None:
        """The item showing ``card``, once the scene knows where that card is."""
        return self._cards.known.get(card)

    def plate(self, seat: int) -> NamePlate:
        return self._plates[relative(seat, self._human_seat)]

    def bid_bubble(self, seat: int) -> Bubble:
        return self._bids[relative(seat, self._human_seat)]

    def announcement_bubble(self, seat: int) -> Bubble:
        return self._announcements[relative(seat, self._human_seat)]

    @property
    def score_panel(self) -> ScorePanel:
        return self._score_panel

    @property
    def contract_panel(self) -> ContractPanel:
        return self._contract_panel

    def declared(self, seat: int) -> DeclaredCards:
        return self._declared[relative(seat, self._human_seat)]

    @property
    def refusal_note(self) -> RefusalNote:
        return self._note

    @property
    def message(self) -> MessageBox:
        return self._message

    # =====================================================================
    # Immediate settings
    # =====================================================================
    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}; expected one of {SPEEDS}")
        self._pace.speed = speed
        self._queue.set_speed(speed)

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        for item in self._cards.all:
            item.set_four_colour(four_colour)
        for bubble in (*self._bids.values(), *self._announcements.values()):
            bubble.set_four_colour(four_colour)
        self._contract_panel.set_four_colour(four_colour)

    def set_large_cards(self, large: bool) -> None:
        """The player's hand and the trick drawn bigger (a setting, for low vision), from the next step on."""
        if large != layout.large_cards():
            layout.set_large_cards(large)
            self._message.setPos(layout.above_hand(*layout.MESSAGE))  # the middle's text keeps clear of the hand
            self._queue.enqueue(lambda: tricks.resize(self._cards, self._pace))

    @property
    def card_back(self) -> str:
        return self._faces.back

    @property
    def cloth(self) -> str:
        return self._cloth

    def set_table_look(self, card_back: str, cloth: str) -> None:
        """The colour of the card backs and of the cloth (the player's settings), at once."""
        if cloth not in CLOTHS:
            raise ValueError(f"unknown table cloth {cloth!r}; expected one of {tuple(CLOTHS)}")
        self._faces.set_back(card_back)
        self._cloth = cloth
        for view in self.views():
            view.resetCachedContent()  # a view may keep the old cloth drawn
        self.update()

    def select(self, card: int | None) -> None:
        """Keyboard focus on one of the human's cards (``None``: none). Immediate, not queued:
        focus follows the keys even while cards move."""
        self._cards.players.select(card)

    def reset(self) -> None:
        """Drop whatever is still to be shown and lay the table bare: a new deal or match.

        Names, scores and the dealer stay; the controller sets them again
        for a new match. Call it when nothing of the old deal still needs
        showing (after ``animations_done``), since pending steps are dropped.
        """
        self._queue.clear()
        self._reset_table()

    def retranslate(self) -> None:
        """Redraw every text after a language change (the view forwards ``LanguageChange``),
        the cards' rank letters included."""
        self._faces.set_rank_labels(rank_word(rank) for rank in range(8))
        for plate in self._plates.values():
            plate.set_dealer(plate.dealer)
        for bubble in (*self._bids.values(), *self._announcements.values()):
            bubble.reword()  # a "Pass" said before the switch reads "Passen" after it
        for item in self.items():
            item.update()

    # =====================================================================
    # Queued: dealing
    # =====================================================================
    def start_deal(self, dealer: int, human_seat: int, human_cards_in_order: list[int],
                   packets: list[tuple[int, int]], up_card: int | None) -> None:
        """Gather the cards in front of ``dealer`` and deal ``packets`` (``[(seat, count), ...]``).

        ``human_cards_in_order`` are the human's cards of these packets in
        display order; they land in their final places, left to right. With
        an ``up_card`` (classic), the next card of the deck is turned face up
        in the middle.
        """
        human_cards, packets = list(human_cards_in_order), list(packets)  # the caller may reuse its lists
        self._queue.enqueue(lambda: self._step_collect(dealer, human_seat))
        self._queue.enqueue(self._cards.forget)
        self._queue.enqueue(lambda: self._step_prepare_hands(packets, human_cards, None, None))
        for seat, count in packets:
            self._queue.enqueue(lambda seat=seat, count=count: self._step_packet(seat, count))
        if up_card is not None:
            self._queue.enqueue(lambda: dealing.turn_up(self._cards, self._pace, up_card))

    def deal_rest(self, taker: int, packets: list[tuple[int, int]], human_cards: list[int], up_card: int) -> None:
        """Classic, after the bidding: the up-card goes to ``taker``, then ``packets`` from the deck.

        ``packets`` leave the up-card out (the taker's packet is one card
        smaller, R3); ``human_cards`` is the human's whole hand afterwards, in
        display order.
        """
        cards, packets = list(human_cards), list(packets)
        self._queue.enqueue(lambda: self._step_prepare_hands(packets, cards, taker, up_card))
        for seat, count in packets:
            self._queue.enqueue(lambda seat=seat, count=count: self._step_packet(seat, count))

    # =====================================================================
    # Queued: bidding, plates, panels
    # =====================================================================
    def open_hands(self, hands: Mapping[int, Sequence[int]]) -> None:
        """A game record's table: each seat's cards (in display order) face up. The player's own hand is
        shown as always; the game itself never calls this, as the other hands are hidden in play."""
        def step(seat: int, order: list[int]) -> QAbstractAnimation | None:
            place = relative(seat, self._human_seat)
            return None if place == Place.BOTTOM else dealing.reveal(self._cards, self._pace, place, order)
        for seat, order in hands.items():
            self._queue.enqueue(lambda s=seat, o=list(order): step(s, o))

    def show_bid(self, seat: int, text: str, suit: int | None = None, words: Callable[[], str] | None = None) -> None:
        """A speech bubble at ``seat`` until ``clear_bids``; ``suit`` (0..3) adds its symbol after the text;
        ``words`` gives the text again after a language switch."""
        self._queue.enqueue(lambda: self._step_bubble(self._bids, seat, text, suit, "bid_pause", None, words))

    def clear_bids(self) -> None:
        self._queue.enqueue(self._step_clear_bids)

    def when_shown(self, action: Callable[[], None]) -> None:
        """Run ``action`` once the table shows what it was told before (the screen reader's sentences)."""
        self._queue.enqueue(lambda: action())

    def show_announcement(self, seat: int, text: str, suit: int | None = None,
                          words: Callable[[], str] | None = None) -> None:
        """A gold bubble ("Belote!", "Tierce") that fades by itself after a reading time."""
        self._queue.enqueue(lambda: self._step_bubble(self._announcements, seat, text, suit, "announce_pause",
                                                      "announcement_time", words))

    def show_message(self, text: str, above: float | None = None) -> None:
        """A short text in the middle that fades by itself; ``""`` hides the current one. ``above``: a
        height of the scene the box must end above (the top of a panel floating over the table there,
        which would hide it)."""
        def step() -> None:
            point = layout.above_hand(*layout.MESSAGE)
            if above is not None:
                point.setY(max(MESSAGE_MIN_HEIGHT, min(point.y(), above - MESSAGE_MIN_HEIGHT / 2 - 12)))
            self._message.setPos(point)
            self._message.show_text(text, self._pace.ms("message_time"), self._pace.ms("fade_out"))
        self._queue.enqueue(step)

    def show_declared(self, shown: Mapping[int, tuple[Sequence[Sequence[int]], str]]) -> None:
        """By each seat's place, the cards of its declarations that score (one sequence per declaration)
        under a caption, for a reading time: shown as the second trick begins, as players do."""
        copy = {seat: ([list(group) for group in groups], caption) for seat, (groups, caption) in shown.items()}

        def step() -> None:
            for seat, (groups, caption) in copy.items():
                item = self._declared[relative(seat, self._human_seat)]
                item.set_four_colour(self._four_colour)
                item.show_cards(groups, caption, self._pace.ms("declared_time"), self._pace.ms("fade_out"))
        self._queue.enqueue(step)

    # =====================================================================
    # At once: a refused card (the player acts now, whatever the table still shows)
    # =====================================================================
    def show_refusal(self, card: int, reason: str, rule: str, link: str) -> None:
        """``reason`` and the rule's ``link`` in a note pointing at the player's ``card``."""
        item = self._cards.known.get(card)
        if item is None or item not in self._cards.players.items:
            return
        top = item.sceneBoundingRect().top()
        self._note.setPos(item.pos().x(), top - 6)  # its point on the card
        self._message.hide_now()  # the note takes the row over the hand: no text under it
        self._note.show_note(reason, rule, link, self._pace.ms("refusal_time"), self._pace.ms("fade_out"))
        self._note.keep_within(layout.NOTE_LEFT, layout.NOTE_RIGHT)  # clear of the hint button

    def clear_refusal(self) -> None:
        if self._note.isVisible():
            self._note.hide_now()

    def set_contract(self, text: str | None, trump_mode: int = 0, value: int | None = None, multiplier: int = 1,
                     taker_name: str = "", taker_seat: int | None = None, auction: bool = False) -> None:
        """Show the contract, or clear it with ``text=None``.

        ``text`` is the panel's caption (``""`` for the default "Contract"),
        ``value`` the bid (``None`` in classic), ``multiplier`` 2 or 4 after a
        coinche or surcoinche; ``taker_seat`` colours the taker's team. ``auction``: the highest bid
        so far, while the bidding goes on (titled so).
        """
        def step() -> None:
            ours = taker_seat is not None and self._is_ours(taker_seat & 1)
            self._contract_taker = taker_seat
            self._contract_panel.set_contract(text, trump_mode, value, multiplier, taker_name, ours, auction)
        self._queue.enqueue(step)

    def set_scores(self, ns: int, ew: int) -> None:
        def step() -> None:
            self._scores = (ns, ew)
            self._show_scores()
        self._queue.enqueue(step)

    def set_target(self, target: int | None) -> None:
        """The score the match is played to, shown in the score panel's title."""
        self._queue.enqueue(lambda: self._score_panel.set_target(target))

    def set_progress(self, deal: int, deals: int | None) -> None:
        """A match of a fixed number of ``deals``: the score panel says which ``deal`` this is."""
        self._queue.enqueue(lambda: self._score_panel.set_progress(deal, deals))

    def set_dealer(self, seat: int | None) -> None:
        def step() -> None:
            self._dealer = seat
            self._refresh_plates()
        self._queue.enqueue(step)

    def set_names(self, names: Mapping[int, str]) -> None:
        copy = dict(names)

        def step() -> None:
            self._names.update(copy)
            self._refresh_plates()
            # The taker's name under the contract too: "Links speelt", not the "Left" of before a language change.
            if self._contract_taker is not None and self._contract_panel.isVisible():
                self._contract_panel.set_taker(self._names.get(self._contract_taker, ""))
        self._queue.enqueue(step)

    def set_thinking(self, seat: int, on: bool) -> None:
        def step() -> None:
            if on:
                self._thinking.add(seat)
            else:
                self._thinking.discard(seat)
            self._refresh_plates()
        self._queue.enqueue(step)

    def set_turn(self, seat: int | None) -> None:
        def step() -> None:
            self._turn = seat
            self._refresh_plates(animate=True)
        self._queue.enqueue(step)

    # =====================================================================
    # Queued: the play
    # =====================================================================
    def set_human_hand(self, cards_in_order: list[int], legal_mask: int = 0) -> None:
        """Re-sort the human's hand to ``cards_in_order`` and mark the legal cards (0: no marks)."""
        order = list(cards_in_order)
        self._queue.enqueue(lambda: tricks.reorder(self._cards, self._pace, order, legal_mask))

    def set_legal(self, mask: int) -> None:
        """Light up the legal cards and dim the others; ``0`` when it is not the human's turn."""
        self._queue.enqueue(lambda: self._cards.players.mark_legal(mask))

    def play_card(self, seat: int, card: int) -> None:
        self._queue.enqueue(lambda: tricks.play(self._cards, self._pace, relative(seat, self._human_seat), card))

    def gather_trick(self, winner: int) -> None:
        """After a pause, the trick slides together towards ``winner`` and goes to that team's pile."""
        self._queue.enqueue(lambda: tricks.trick_pause(self._cards, self._pace))
        self._queue.enqueue(lambda: tricks.gather(self._cards, self._pace, relative(winner, self._human_seat)))
        self._queue.enqueue(lambda: tricks.to_pile(self._cards, self._pace, self._is_ours(winner & 1)))

    # =====================================================================
    # Steps
    # =====================================================================
    def _step_collect(self, dealer: int, human_seat: int) -> QAbstractAnimation | None:
        self._human_seat = human_seat
        self._refresh_plates()
        self._show_scores()
        for bubble in (*self._bids.values(), *self._announcements.values()):
            bubble.hide_now()
        self._message.show_text("", 0, 0)
        for shown in self._declared.values():
            shown.hide_now()
        self._contract_panel.set_contract(None, 0, None, 1, "")
        return dealing.collect(self._cards, self._pace, relative(dealer, human_seat))

    def _step_prepare_hands(self, packets: list[tuple[int, int]], human_cards: list[int],
                            taker: int | None, up_card: int | None) -> QAbstractAnimation | None:
        incoming = dict.fromkeys(Place, 0)
        for seat, count in packets:
            incoming[relative(seat, self._human_seat)] += count
        taker_place = None if taker is None else relative(taker, self._human_seat)
        return dealing.prepare_hands(self._cards, self._pace, incoming, human_cards, taker_place, up_card)

    def _step_packet(self, seat: int, count: int) -> QAbstractAnimation | None:
        return dealing.packet(self._cards, self._pace, relative(seat, self._human_seat), count)

    def _step_bubble(self, store: dict[Place, Bubble], seat: int, text: str, suit: int | None,
                     pause: str, reading: str | None, words: Callable[[], str] | None = None
                     ) -> QAbstractAnimation | None:
        place = relative(seat, self._human_seat)
        # A bid and an announcement share the spot: the newer one replaces the other.
        other = self._announcements if store is self._bids else self._bids
        other[place].hide_now()
        bubble = store[place]
        bubble.set_content(text, suit, words)
        bubble.set_four_colour(self._four_colour)
        pace = self._pace
        grow = bubble.pop_in(pace.ms("bubble_in"))
        if reading is not None:
            bubble.hide_after(pace.ms(reading), pace.ms("fade_out"))
        if pace.instant:
            return None
        sequence = QSequentialAnimationGroup()
        if grow is not None:
            sequence.addAnimation(grow)
        sequence.addPause(pace.ms(pause))
        return sequence

    def _step_clear_bids(self) -> None:
        for bubble in self._bids.values():
            if self._pace.instant:
                bubble.hide_now()
            else:
                bubble.fade_out(self._pace.ms("fade_out"))

    # =====================================================================
    # Helpers
    # =====================================================================
    def _reset_table(self) -> None:
        self._cards.lay_bare()
        self._turn = None
        self._thinking.clear()
        for bubble in (*self._bids.values(), *self._announcements.values()):
            bubble.hide_now()
        self._message.show_text("", 0, 0)
        for shown in self._declared.values():
            shown.hide_now()
        self.clear_refusal()
        self._contract_panel.set_contract(None, 0, None, 1, "")
        self._refresh_plates()
        self._show_scores()

    def _is_ours(self, team: int) -> bool:
        return (team & 1) == (self._human_seat & 1)

    def _show_scores(self) -> None:
        ns, ew = self._scores
        ours, theirs = (ns, ew) if self._human_seat & 1 == 0 else (ew, ns)
        self._score_panel.set_values(ours, theirs)

    def _refresh_plates(self, animate: bool = False) -> None:
        fade = self._pace.ms("turn_glow") if animate else 0
        for place, plate in self._plates.items():
            seat = layout.absolute(place, self._human_seat)
            plate.set_name(self._names.get(seat, ""))
            plate.set_ours(self._is_ours(seat & 1))
            plate.set_dealer(seat == self._dealer)
            plate.set_thinking(seat in self._thinking, self._pace.ms("thinking_cycle"))
            turn = seat == self._turn
            if turn != plate.turn or not animate:
                plate.set_turn(turn, fade)

    def _on_card_clicked(self, card: int) -> None:
        # Only the human's own cards count; the controller decides whether it may be played now.
        if any(item.card == card for item in self._cards.players.items):
            self.card_clicked.emit(card)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_felt(painter, self.sceneRect(), self._cloth)
