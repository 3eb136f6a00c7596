"""The card table: felt, the 32 cards, name plates, bubbles, panels, and the animation queue.

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
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ...engine.cards import SOUTH
from ...i18n.card_words import rank_word
from ..cards.faces import CardFaces, default_faces
from ..cards.item import CardItem
from . import layout
from .animation_queue import AnimationQueue, Motion
from .durations import SPEEDS, duration, is_instant
from .items import Bubble, ContractPanel, MessageBox, NamePlate, ScorePanel
from .layout import Place, Spot, relative

log = logging.getLogger(__name__)

# Stacking order, low to high. Cards in flight are raised above everything
# they cross; bubbles and the message stay above the cards.
Z_PILE, Z_DECK, Z_PLATE, Z_HAND, Z_UP_CARD, Z_TRICK, Z_FLYING = 10, 100, 150, 200, 300, 320, 400
Z_BUBBLE, Z_PANEL, Z_MESSAGE = 500, 600, 700


def phrase(key: str) -> str:
    """The table's stock words, translated (context ``"TableScene"``), for the controller's bubbles.

    Keys: pass, take, coinche, surcoinche, belote, rebelote, capot, all_passed,
    your_turn, tierce, fifty, hundred, four_of_a_kind, dealer.
    """
    words = {
        "pass": QCoreApplication.translate("TableScene", "Pass", "a bid"),
        "take": QCoreApplication.translate("TableScene", "Take", "classic bid: take the up-card's suit"),
        "coinche": QCoreApplication.translate("TableScene", "Coinche!", "a bid: double"),
        "surcoinche": QCoreApplication.translate("TableScene", "Surcoinche!", "a bid: redouble"),
        "belote": QCoreApplication.translate("TableScene", "Belote!"),
        "rebelote": QCoreApplication.translate("TableScene", "Rebelote!"),
        "capot": QCoreApplication.translate("TableScene", "Capot", "all eight tricks"),
        "all_passed": QCoreApplication.translate("TableScene", "All passed: new deal"),
        "your_turn": QCoreApplication.translate("TableScene", "Your turn"),
        "tierce": QCoreApplication.translate("TableScene", "Tierce", "a declaration: three in sequence"),
        "fifty": QCoreApplication.translate("TableScene", "Fifty", "a declaration: four in sequence"),
        "hundred": QCoreApplication.translate("TableScene", "Hundred", "a declaration: five in sequence"),
        "four_of_a_kind": QCoreApplication.translate("TableScene", "Four of a kind", "a declaration"),
        "dealer": QCoreApplication.translate("TableScene", "Dealer"),
    }
    return words[key]


class TableScene(QGraphicsScene):
    """The table. Public methods (other than queries, ``select``, ``reset``,
    ``set_speed`` and ``set_four_colour``) enqueue; see the module docstring."""

    card_clicked = Signal(int)
    animations_done = Signal()

    def __init__(self, parent: QObject | None = None, speed: str = "normal", faces: CardFaces | None = None) -> None:
        super().__init__(layout.SCENE_RECT, parent)
        self._speed = speed
        self._queue = AnimationQueue(speed, self)
        self._queue.idle.connect(self.animations_done)
        self._faces = faces if faces is not None else default_faces()
        self._faces.set_rank_labels(rank_word(rank) for rank in range(8))
        self._four_colour = False

        self._cards: list[CardItem] = []
        for _ in range(32):
            item = CardItem(None, layout.DECK_CARD_W, faces=self._faces)
            item.clicked.connect(self._on_card_clicked)
            self.addItem(item)
            self._cards.append(item)

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
        self._message.setPos(layout.at(*layout.MESSAGE))
        self._message.setZValue(Z_MESSAGE)
        self.addItem(self._message)

        # Absolute-seat facts, kept so the plates can be redrawn when the human's seat changes.
        self._human_seat = SOUTH
        self._names: dict[int, str] = {}
        self._dealer: int | None = None
        self._turn: int | None = None
        self._thinking: set[int] = set()
        self._scores = (0, 0)
        self._reset_table()

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
        return self._speed

    @property
    def human_seat(self) -> int:
        return self._human_seat

    def card_items(self) -> list[CardItem]:
        return list(self._cards)

    def hand_items(self, seat: int) -> list[CardItem]:
        """The card items in ``seat``'s hand, left to right as its owner holds them."""
        return list(self._hands[relative(seat, self._human_seat)])

    def human_cards(self) -> list[int]:
        return [item.card for item in self._hands[Place.BOTTOM] if item.card is not None]

    def trick_items(self) -> list[CardItem]:
        return [item for _, item in self._trick]

    def pile_count(self, team: int) -> int:
        """Cards in the pile of ``team`` (0 = NS, 1 = EW)."""
        return sum(len(trick) for trick in self._piles[self._is_ours(team)])

    def deck_count(self) -> int:
        return len(self._deck)

    def up_card_item(self) -> CardItem | None:
        return self._up_item

    def card_item(self, card: int) -> CardItem | None:
        """The item showing ``card``, once the scene knows where that card is."""
        return self._known.get(card)

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

    @property
    def message(self) -> MessageBox:
        return self._message

    # =====================================================================
    # Immediate settings
    # =====================================================================
    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}; expected one of {SPEEDS}")
        self._speed = speed
        self._queue.set_speed(speed)

    def set_four_colour(self, four_colour: bool) -> None:
        self._four_colour = four_colour
        for item in self._cards:
            item.set_four_colour(four_colour)
        for bubble in (*self._bids.values(), *self._announcements.values()):
            bubble.set_four_colour(four_colour)
        self._contract_panel.set_four_colour(four_colour)

    def select(self, card: int | None) -> None:
        """Keyboard focus on one of the human's cards (``None``: none). Immediate, not queued:
        focus follows the keys even while cards move."""
        for item in self._hands[Place.BOTTOM]:
            item.selected = item.card == card and card is not None

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
        self._queue.enqueue(self._step_forget)
        self._queue.enqueue(lambda: self._step_prepare_hands(packets, human_cards, None, None))
        for seat, count in packets:
            self._queue.enqueue(lambda seat=seat, count=count: self._step_packet(seat, count))
        if up_card is not None:
            self._queue.enqueue(lambda: self._step_turn_up(up_card))

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
    def show_bid(self, seat: int, text: str, suit: int | None = None) -> None:
        """A speech bubble at ``seat`` until ``clear_bids``; ``suit`` (0..3) adds its symbol after the text."""
        self._queue.enqueue(lambda: self._step_bubble(self._bids, seat, text, suit, "bid_pause", None))

    def clear_bids(self) -> None:
        self._queue.enqueue(self._step_clear_bids)

    def show_announcement(self, seat: int, text: str, suit: int | None = None) -> None:
        """A gold bubble ("Belote!", "Tierce") that fades by itself after a reading time."""
        self._queue.enqueue(
            lambda: self._step_bubble(self._announcements, seat, text, suit, "announce_pause", "announcement_time"))

    def show_message(self, text: str) -> None:
        """A short text in the middle that fades by itself; ``""`` hides the current one."""
        def step() -> None:
            self._message.show_text(text, duration("message_time", self._speed), duration("fade_out", self._speed))
        self._queue.enqueue(step)

    def set_contract(self, text: str | None, trump_mode: int = 0, value: int | None = None, multiplier: int = 1,
                     taker_name: str = "", taker_seat: int | None = None) -> None:
        """Show the contract, or clear it with ``text=None``.

        ``text`` is the panel's caption (``""`` for the default "Contract"),
        ``value`` the bid (``None`` in classic), ``multiplier`` 2 or 4 after a
        coinche or surcoinche; ``taker_seat`` colours the taker's team.
        """
        def step() -> None:
            ours = taker_seat is not None and self._is_ours(taker_seat & 1)
            self._contract_panel.set_contract(text, trump_mode, value, multiplier, taker_name, ours)
        self._queue.enqueue(step)

    def set_scores(self, ns: int, ew: int) -> None:
        def step() -> None:
            self._scores = (ns, ew)
            self._show_scores()
        self._queue.enqueue(step)

    def set_target(self, target: int | None) -> None:
        """The score the match is played to, shown in the score panel's title."""
        self._queue.enqueue(lambda: self._score_panel.set_target(target))

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
        self._queue.enqueue(lambda: self._step_reorder(order, legal_mask))

    def set_legal(self, mask: int) -> None:
        """Light up the legal cards and dim the others; ``0`` when it is not the human's turn."""
        self._queue.enqueue(lambda: self._apply_legal(mask))

    def play_card(self, seat: int, card: int) -> None:
        self._queue.enqueue(lambda: self._step_play(seat, card))

    def gather_trick(self, winner: int) -> None:
        """After a pause, the trick slides together towards ``winner`` and goes to that team's pile."""
        self._queue.enqueue(self._step_trick_pause)
        self._queue.enqueue(lambda: self._step_gather(winner))
        self._queue.enqueue(lambda: self._step_to_pile(winner))

    # =====================================================================
    # Steps
    # =====================================================================
    def _instant(self) -> bool:
        return is_instant(self._speed)

    def _ms(self, name: str) -> int:
        return duration(name, self._speed)

    def _motion(self) -> Motion:
        return Motion(self._instant())

    def _step_collect(self, dealer: int, human_seat: int) -> QAbstractAnimation | None:
        self._human_seat = human_seat
        self._refresh_plates()
        self._show_scores()
        self._deck_place = relative(dealer, human_seat)
        for bubble in (*self._bids.values(), *self._announcements.values()):
            bubble.hide_now()
        self._message.show_text("", 0, 0)
        self._contract_panel.set_contract(None, 0, None, 1, "")
        motion = self._motion()
        # Cards still face up (a thrown-in hand, the up-card) turn over on their way.
        deck = self._deck_order()
        for k, item in enumerate(deck):
            self._make_idle(item)
            item.setZValue(Z_DECK + k)
            motion.card(item, layout.deck_slot(self._deck_place, k), layout.DECK_CARD_W, self._ms("collect"),
                        flip=0.0, easing=QEasingCurve.Type.InOutCubic)
        self._deck = deck
        self._hands = {place: [] for place in Place}
        self._hand_size = dict.fromkeys(Place, 0)
        self._human_order = []
        self._trick = []
        self._piles = {True: [], False: []}
        self._up_item = None
        self._apply_legal(0)
        return motion.result()

    def _deck_order(self) -> list[CardItem]:
        # Piles first, hands, then the trick on top: roughly how a real table is swept up.
        ordered: list[CardItem] = []
        for ours in (True, False):
            for trick in self._piles.get(ours, []):
                ordered.extend(trick)
        for place in Place:
            ordered.extend(self._hands.get(place, []))
        ordered.extend(item for _, item in self._trick)
        ordered.extend(self._deck)
        if self._up_item is not None:
            ordered.append(self._up_item)
        seen: set[int] = set()
        out = []
        for item in ordered + self._cards:
            if id(item) not in seen:
                seen.add(id(item))
                out.append(item)
        return out

    def _step_forget(self) -> None:
        # Once face down in the deck, nobody knows which card is which.
        for item in self._cards:
            item.set_card(None)
        self._known = {}

    def _step_prepare_hands(self, packets: list[tuple[int, int]], human_cards: list[int],
                            taker: int | None, up_card: int | None) -> QAbstractAnimation | None:
        """Open room in every hand for what is coming, and send the up-card to the taker."""
        incoming = dict.fromkeys(Place, 0)
        for seat, count in packets:
            incoming[relative(seat, self._human_seat)] += count
        taker_place = None if taker is None else relative(taker, self._human_seat)
        if taker_place is not None:
            incoming[taker_place] += 1
        held = {item.card for item in self._hands[Place.BOTTOM]}
        # The human's cards still to come, in the order the packets bring them.
        self._human_incoming = [c for c in human_cards if c not in held and c != up_card]
        self._human_order = list(human_cards)
        for item in self._hands[Place.BOTTOM]:
            if item.card not in self._human_order:  # a controller slip: keep the card, at the end
                self._human_order.append(item.card)  # type: ignore[arg-type]
        for place in Place:
            self._hand_size[place] = len(self._hands[place]) + incoming[place]
        self._hand_size[Place.BOTTOM] = len(self._human_order)

        motion = self._motion()
        flying: CardItem | None = None
        if taker_place is not None and self._up_item is not None:
            item = flying = self._up_item
            self._up_item = None
            if up_card is not None:
                item.set_card(up_card)
                self._known[up_card] = item
            self._add_to_hand(taker_place, item)
            item.setZValue(Z_FLYING)
            face = 1.0 if taker_place == Place.BOTTOM else 0.0
            spot = self._hand_spots(taker_place)[id(item)]
            motion.card(item, spot, layout.FANS[taker_place].card_width, self._ms("up_card"), flip=face)
            motion.then(self._restack_hands)
        for place in Place:
            self._refan(motion, place, skip=flying)
        return motion.result()

    def _step_packet(self, seat: int, count: int) -> QAbstractAnimation | None:
        place = relative(seat, self._human_seat)
        spec = layout.FANS[place]
        motion = self._motion()
        for j in range(count):
            if not self._deck:
                log.warning("deal: the deck ran out (packet of %d for seat %d)", count, seat)
                break
            item = self._deck.pop()
            if place == Place.BOTTOM:
                if self._human_incoming:
                    card = self._human_incoming.pop(0)
                    item.set_card(card)
                    self._known[card] = item
                else:
                    log.warning("deal: more cards for the human than human cards given")
            self._add_to_hand(place, item)
            item.setZValue(Z_FLYING + j)
            spot = self._hand_spots(place)[id(item)]
            motion.card(item, spot, spec.card_width, self._ms("deal_packet"), delay=j * self._ms("deal_stagger"),
                        flip=1.0 if spec.face_up and item.card is not None else 0.0)
        motion.then(self._restack_hands)
        return motion.result()

    def _step_turn_up(self, up_card: int) -> QAbstractAnimation | None:
        if not self._deck:
            log.warning("deal: no card left to turn up")
            return None
        item = self._deck.pop()
        item.set_card(up_card)
        self._known[up_card] = item
        self._up_item = item
        item.setZValue(Z_UP_CARD)
        motion = self._motion()
        centre = Spot(layout.at(*layout.UP_CARD), 0.0)
        motion.card(item, centre, layout.TRICK_CARD_W, self._ms("up_card"), flip=1.0)
        return motion.result()

    def _step_bubble(self, store: dict[Place, Bubble], seat: int, text: str, suit: int | None,
                     pause: str, reading: str | None) -> QAbstractAnimation | None:
        place = relative(seat, self._human_seat)
        # A bid and an announcement share the spot: the newer one replaces the other.
        other = self._announcements if store is self._bids else self._bids
        other[place].hide_now()
        bubble = store[place]
        bubble.set_content(text, suit)
        bubble.set_four_colour(self._four_colour)
        grow = bubble.pop_in(self._ms("bubble_in"))
        if reading is not None:
            bubble.hide_after(self._ms(reading), self._ms("fade_out"))
        if self._instant():
            return None
        sequence = QSequentialAnimationGroup()
        if grow is not None:
            sequence.addAnimation(grow)
        sequence.addPause(self._ms(pause))
        return sequence

    def _step_clear_bids(self) -> None:
        for bubble in self._bids.values():
            if self._instant():
                bubble.hide_now()
            else:
                bubble.fade_out(self._ms("fade_out"))

    def _step_reorder(self, order: list[int], legal_mask: int) -> QAbstractAnimation | None:
        held = [item.card for item in self._hands[Place.BOTTOM]]
        self._human_order = [c for c in order if c in held] + [c for c in held if c not in order]  # type: ignore[misc]
        self._hand_size[Place.BOTTOM] = len(self._human_order)
        self._hands[Place.BOTTOM].sort(key=lambda it: self._human_order.index(it.card))  # type: ignore[arg-type]
        motion = self._motion()
        self._refan(motion, Place.BOTTOM)
        motion.then(self._restack_hands)
        self._apply_legal(legal_mask)
        return motion.result()

    def _step_play(self, seat: int, card: int) -> QAbstractAnimation | None:
        place = relative(seat, self._human_seat)
        hand = self._hands[place]
        item = self._known.get(card)
        if item is None or item not in hand:
            # An opponent's card: any face-down card of that hand will do;
            # the middle one, so the fan closes up evenly.
            unknown = [it for it in hand if it.card is None] or hand
            if not unknown:
                log.warning("play: seat %d has no card left to play %d", seat, card)
                return None
            item = unknown[len(unknown) // 2]
        hand.remove(item)
        if place == Place.BOTTOM:
            if card in self._human_order:
                self._human_order.remove(card)
            self._hand_size[Place.BOTTOM] = len(self._human_order)
            self._apply_legal(0)  # the human's turn is over
        else:
            self._hand_size[place] = len(hand)
        item.set_card(card)
        self._known[card] = item
        self._make_idle(item)
        self._trick.append((place, item))
        item.setZValue(Z_FLYING)
        motion = self._motion()
        motion.card(item, layout.trick_spot(place, card), layout.TRICK_CARD_W, self._ms("card_flight"), flip=1.0)
        self._refan(motion, place)
        z = Z_TRICK + len(self._trick)
        motion.then(lambda: item.setZValue(z))
        motion.then(self._restack_hands)
        return motion.result()

    def _step_trick_pause(self) -> QAbstractAnimation | None:
        if self._instant() or not self._trick:
            return None
        return QPauseAnimation(self._ms("trick_pause"))

    def _step_gather(self, winner: int) -> QAbstractAnimation | None:
        # The cards close up on the winner's spot: who took the trick, shown
        # before it leaves.
        spot = layout.trick_spot(relative(winner, self._human_seat))
        motion = self._motion()
        for i, (_, item) in enumerate(self._trick):
            offset = QPointF(i * 1.5 - 2.25, -i * 1.5 + 2.25)
            motion.card(item, Spot(spot.pos + offset, spot.rotation), layout.TRICK_CARD_W, self._ms("trick_gather"),
                        easing=QEasingCurve.Type.InOutQuad)
        return motion.result()

    def _step_to_pile(self, winner: int) -> QAbstractAnimation | None:
        if not self._trick:
            return None
        ours = self._is_ours(winner & 1)
        index = len(self._piles[ours])
        items = [item for _, item in self._trick]
        self._trick = []
        self._piles[ours].append(items)
        motion = self._motion()
        for i, item in enumerate(items):
            item.setZValue(Z_PILE + index * 4 + i)
            motion.card(item, layout.pile_slot(ours, index, i), layout.PILE_CARD_W, self._ms("trick_to_pile"),
                        flip=0.0, easing=QEasingCurve.Type.InOutCubic)
        return motion.result()

    # =====================================================================
    # Helpers
    # =====================================================================
    def _reset_table(self) -> None:
        self._deck_place: Place | None = None
        self._hands: dict[Place, list[CardItem]] = {place: [] for place in Place}
        self._hand_size: dict[Place, int] = dict.fromkeys(Place, 0)
        self._human_order: list[int] = []
        self._human_incoming: list[int] = []
        self._known: dict[int, CardItem] = {}
        self._trick: list[tuple[Place, CardItem]] = []
        self._piles: dict[bool, list[list[CardItem]]] = {True: [], False: []}
        self._up_item: CardItem | None = None
        self._deck = list(self._cards)
        self._turn = None
        self._thinking.clear()
        for k, item in enumerate(self._deck):
            self._make_idle(item)
            item.set_card(None)
            item.flip = 0.0
            item.card_width = layout.DECK_CARD_W
            spot = layout.deck_slot(None, k)
            item.setPos(spot.pos)
            item.setRotation(spot.rotation)
            item.setZValue(Z_DECK + k)
        for bubble in (*self._bids.values(), *self._announcements.values()):
            bubble.hide_now()
        self._message.show_text("", 0, 0)
        self._contract_panel.set_contract(None, 0, None, 1, "")
        self._refresh_plates()
        self._show_scores()

    @staticmethod
    def _make_idle(item: CardItem) -> None:
        item.set_clickable(False)
        item.highlighted = False
        item.dimmed = False
        item.selected = False

    def _is_ours(self, team: int) -> bool:
        return (team & 1) == (self._human_seat & 1)

    def _show_scores(self) -> None:
        ns, ew = self._scores
        ours, theirs = (ns, ew) if self._human_seat & 1 == 0 else (ew, ns)
        self._score_panel.set_values(ours, theirs)

    def _refresh_plates(self, animate: bool = False) -> None:
        fade = self._ms("turn_glow") if animate else 0
        for place, plate in self._plates.items():
            seat = layout.absolute(place, self._human_seat)
            plate.set_name(self._names.get(seat, ""))
            plate.set_ours(self._is_ours(seat & 1))
            plate.set_dealer(seat == self._dealer)
            plate.set_thinking(seat in self._thinking, duration("thinking_cycle", self._speed))
            turn = seat == self._turn
            if turn != plate.turn or not animate:
                plate.set_turn(turn, fade)

    def _add_to_hand(self, place: Place, item: CardItem) -> None:
        hand = self._hands[place]
        hand.append(item)
        if place == Place.BOTTOM:
            order = self._human_order
            hand.sort(key=lambda it: order.index(it.card) if it.card in order else len(order))
            item.set_clickable(item.card is not None)

    def _hand_spots(self, place: Place) -> dict[int, Spot]:
        """Where each card of the hand belongs (keyed by ``id(item)``)."""
        hand = self._hands[place]
        if place == Place.BOTTOM:
            order = self._human_order
            slots = layout.fan(place, max(len(order), len(hand)))
            spots, extra = {}, len(order)
            for item in hand:
                if item.card in order:
                    spots[id(item)] = slots[order.index(item.card)]
                else:
                    spots[id(item)] = slots[min(extra, len(slots) - 1)]
                    extra += 1
            return spots
        slots = layout.fan(place, max(self._hand_size[place], len(hand)))
        return {id(item): slots[i] for i, item in enumerate(hand)}

    def _refan(self, motion: Motion, place: Place, skip: CardItem | None = None) -> None:
        spots = self._hand_spots(place)
        width = layout.FANS[place].card_width
        for item in self._hands[place]:
            if item is not skip:
                motion.card(item, spots[id(item)], width, self._ms("refan"), easing=QEasingCurve.Type.InOutCubic)

    def _restack_hands(self) -> None:
        # Left to right, each card over the one before, as in a held fan.
        for place in Place:
            for i, item in enumerate(self._hands[place]):
                item.setZValue(Z_HAND + i)

    def _apply_legal(self, mask: int) -> None:
        self._legal_mask = mask
        for item in self._hands[Place.BOTTOM]:
            legal = item.card is not None and bool(mask >> item.card & 1)
            item.highlighted = bool(mask) and legal
            item.dimmed = bool(mask) and not legal

    def _on_card_clicked(self, card: int) -> None:
        # Only the human's own cards count; the controller decides whether it may be played now.
        if any(item.card == card for item in self._hands[Place.BOTTOM]):
            self.card_clicked.emit(card)

    # =====================================================================
    # The felt
    # =====================================================================
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        table = self.sceneRect()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rim = 22.0
        corner = 70.0
        # The rail: dark polished wood, lighter along its top edge.
        outer = QPainterPath()
        outer.addRoundedRect(table, corner, corner)
        wood = QRadialGradient(table.center(), table.width() * 0.62)
        wood.setColorAt(0.0, QColor("#5a3a22"))
        wood.setColorAt(0.85, QColor("#3b2414"))
        wood.setColorAt(1.0, QColor("#24150b"))
        painter.fillPath(outer, QBrush(wood))
        # The felt: a lamp over the middle of the table, falling off to the rail.
        felt_rect = table.adjusted(rim, rim, -rim, -rim)
        felt = QPainterPath()
        felt.addRoundedRect(felt_rect, corner - rim * 0.7, corner - rim * 0.7)
        light = QRadialGradient(layout.at(*layout.CENTRE), table.width() * 0.6)
        light.setColorAt(0.0, QColor("#2f8a55"))
        light.setColorAt(0.45, QColor("#237445"))
        light.setColorAt(0.8, QColor("#195a35"))
        light.setColorAt(1.0, QColor("#114428"))
        painter.fillPath(felt, QBrush(light))
        # The felt's edge where it meets the rail: a shadow, then a thin highlight.
        painter.setBrush(QBrush())
        painter.setPen(QPen(QColor(0, 0, 0, 90), 6.0))
        painter.drawPath(felt)
        painter.setPen(QPen(QColor(255, 235, 190, 40), 1.5))
        painter.drawRoundedRect(table.adjusted(3, 3, -3, -3), corner - 3, corner - 3)
        # A faint printed line round the playing area, as on a card-room cloth.
        painter.setPen(QPen(QColor(255, 255, 255, 22), 2.0))
        centre = layout.at(*layout.CENTRE)
        painter.drawEllipse(centre, table.width() * 0.17, table.height() * 0.235)
        painter.restore()
