"""The bidding panel: the human's choices during the auction, only the legal ones enabled.

Classic: one "Take" button per suit (round 1 enables only the up-card's
suit, round 2 the others) and Pass. Coinche and contrée: a value, a trump,
Bid, Pass, Coinche and Surcoinche. The panel never decides what is legal: it
enables exactly the bids in the list the controller gives it.

Enter makes the call set up in the panel: the coach's call after a hint (any
call: a take, Pass, a bid, a coinche), marked in gold until the player sets
up another; otherwise the value and trump chosen.

With the rule ``last_raise`` (R5) the auction has two moments of its own, which
``set_moment`` shows: the last raise, where the highest bidder alone raises the
contract in its trump (the trump is chosen already: Enter raises) or keeps it
(Keep, key K); and the opponents' last chance to double.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import COINCHE_BID, KEEP_BID, PASS_BID, SURCOINCHE_BID, Bid
from ...engine.bidding import BID_VALUES, CAPOT_VALUE, CONTRACT, LAST_DOUBLE, LAST_RAISE, TAKE
from ...engine.families.klaverjas.choosing import FORCED
from ..common.focus import let_go_of_focus
from ..common.popups import keys_elsewhere
from ..common.spoken import bid_value_words, spoken_start, suit_word
from ..common.words import SUIT_SYMBOLS, fill, trump_plain

VALUES: tuple[int, ...] = (*BID_VALUES, CAPOT_VALUE)


class BiddingPanel(QWidget):
    """Emits ``bid_chosen(Bid)`` when the human bids; ``set_legal`` says what may be chosen."""

    bid_chosen = Signal(object)
    set_up = Signal()  # the player changed the value or the trump set up (said aloud: ``ui.window_access``)

    def __init__(self, variant: str = "classic", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._legal: list[Bid] = []
        self._proposed: int | None = None  # klaverjas: the proposed suit (gedraaid, twents)
        self._suggested: Bid | None = None  # the coach's call, set up: Enter makes it
        # Two rows keep the panel narrow enough to sit between the side players:
        # what to bid above, what to do with it below.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(4)
        layout = QHBoxLayout()
        actions = QHBoxLayout()
        outer.addLayout(layout)
        outer.addLayout(actions)
        self._prompt = QLabel(self.tr("Your bid:"))
        layout.addWidget(self._prompt)

        # Classic: take buttons.
        self.take_buttons: list[QPushButton] = []
        for suit in range(4):
            button = QPushButton(self.tr("Take %1").replace("%1", SUIT_SYMBOLS[suit]))
            button.setObjectName(f"take_{suit}")
            button.clicked.connect(lambda _=False, s=suit: self._choose(Bid.take(s)))
            layout.addWidget(button)
            self.take_buttons.append(button)

        # Coinche / contrée: value, trump, bid.
        self.value_box = QComboBox()
        for value in VALUES:
            self.value_box.addItem(self.tr("Capot") if value == CAPOT_VALUE else str(value), value)
        self.value_box.currentIndexChanged.connect(self._refresh_trumps)
        # The value box's label (issue 35, D9): a combo box's own name is its value ("120"); a reader takes
        # what it is from the label tied to it.
        self._prompt.setBuddy(self.value_box)
        self.value_box.currentIndexChanged.connect(lambda _index: self._drop_suggestion())
        layout.addWidget(self.value_box)
        self.trump_group = QButtonGroup(self)
        self.trump_group.setExclusive(True)
        # Tool buttons: a push button is never narrower than the style's 80 pixels, far too wide for a
        # suit symbol, and six of them would not fit beside the rules help in a small window.
        self.trump_buttons: list[QToolButton] = []
        for trump, label in enumerate((*SUIT_SYMBOLS, self.tr("SA", "sans atout"), self.tr("TA", "tout atout"))):
            button = QToolButton()
            button.setText(label)
            button.setObjectName(f"trump_{trump}")
            button.setCheckable(True)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
            button.setMinimumWidth(34)
            if trump in (1, 2):  # hearts and diamonds in red, as on the cards
                button.setStyleSheet("QPushButton:enabled { color: #c0392b; }")
            self.trump_group.addButton(button, trump)
            layout.addWidget(button)
            self.trump_buttons.append(button)
        self.trump_group.idClicked.connect(lambda _: self._refresh_bid_button())
        self.trump_group.idClicked.connect(lambda _: self._drop_suggestion())  # the player sets up a bid
        self.trump_group.idClicked.connect(lambda _: self.set_up.emit())
        self.value_box.activated.connect(lambda _index: self.set_up.emit())  # chosen from its list
        self.bid_button = QPushButton(self.tr("Bid"))
        self.bid_button.setObjectName("bid")
        self.bid_button.clicked.connect(self._choose_contract)
        actions.addWidget(self.bid_button)

        self.pass_button = QPushButton(self.tr("&Pass"))
        self.pass_button.setObjectName("pass")
        self.pass_button.clicked.connect(lambda: self._choose(PASS_BID))
        actions.addWidget(self.pass_button)
        self.coinche_button = QPushButton(self.tr("Coinche"))
        self.coinche_button.setObjectName("coinche")
        self.coinche_button.clicked.connect(lambda: self._choose(COINCHE_BID))
        actions.addWidget(self.coinche_button)
        self.surcoinche_button = QPushButton(self.tr("Surcoinche"))
        self.surcoinche_button.setObjectName("surcoinche")
        self.surcoinche_button.clicked.connect(lambda: self._choose(SURCOINCHE_BID))
        actions.addWidget(self.surcoinche_button)
        self._moment = ""  # the auction's moment (``set_moment``): "" or "open", LAST_RAISE, LAST_DOUBLE
        self._moment_bid: Bid | None = None  # the contract that moment is about
        self.keep_button = QPushButton(self.tr("Keep"))
        self.keep_button.setObjectName("keep")
        self.keep_button.clicked.connect(lambda: self._choose(KEEP_BID))
        self.keep_button.hide()  # only at the last raise
        actions.addWidget(self.keep_button)

        self._install_shortcuts()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setObjectName("bidding_panel")
        # A dark, rounded plate floating over the felt (the table view holds it over the table).
        # The coach's call in gold, like the table's announcements: seen at a glance, whatever the style.
        self.setStyleSheet("#bidding_panel { background: rgba(12, 32, 22, 230); border: 1px solid #c9a64a;"
                           " border-radius: 10px; } #bidding_panel QLabel { color: #f3ecd6; }"
                           " #bidding_panel QPushButton[suggested=\"true\"] { background: #f6e3a1; color: #1d1a10;"
                           " border: 2px solid #c9a64a; border-radius: 5px; padding: 4px 12px; font-weight: bold; }")
        self.set_variant(variant)
        self.set_legal([])
        self.retranslate()

    def _install_shortcuts(self) -> None:
        """Bids without the mouse. Shortcuts of a hidden panel are off, so they act only while you bid.

        P passes; T takes (classic round 1, or the first suit allowed); 1-4
        pick a suit (classic round 2: take it), 5 and 6 sans atout and tout
        atout; Up/Down or +/- raise and lower the value; Enter bids; C
        coinches; S surcoinches; K keeps the contract at the last raise.
        """
        def key(sequence: QKeySequence | Qt.Key, slot: object, repeats: bool = False) -> None:
            shortcut = QShortcut(QKeySequence(sequence), self)
            # A held key repeats by itself: only the value may run on; a call is made once per press.
            shortcut.setAutoRepeat(repeats)
            shortcut.activated.connect(slot)

        # P is a shortcut of its own, not the button's: a button's text with "&" replaces the button's
        # shortcut by its mnemonic, so after a language switch P would no longer pass.
        key(Qt.Key.Key_P, self.pass_button.click)
        key(Qt.Key.Key_T, self._take_first)
        for number in range(6):
            key(Qt.Key(Qt.Key.Key_1 + number), lambda n=number: self._pick_trump(n))
        for sequence, step in ((Qt.Key.Key_Up, 1), (Qt.Key.Key_Plus, 1), (Qt.Key.Key_Down, -1),
                               (Qt.Key.Key_Minus, -1)):
            key(sequence, lambda s=step: self._step_value(s), repeats=True)
        for sequence in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            key(sequence, self.make_call_set_up)
        key(Qt.Key.Key_C, self.coinche_button.click)
        key(Qt.Key.Key_S, self.surcoinche_button.click)
        key(Qt.Key.Key_K, self.keep_button.click)

    def retranslate(self) -> None:
        """Every text again (after a language change), with its key in the tooltip."""
        self._prompt.setText(self.prompt_text())
        self._retranslate_keep()
        self.setAccessibleName(self.tr("Bidding"))
        self.value_box.setAccessibleName(self.tr("Value of the bid"))
        klaverjas = getattr(self, "_variant", "") == "klaverjas"
        for suit, button in enumerate(self.take_buttons):
            if klaverjas:  # "ik speel" in the player's language (KLAVERJAS.md K10)
                button.setText(self.tr("I play %1", "klaverjas: ik speel").replace("%1", SUIT_SYMBOLS[suit]))
                button.setAccessibleName(spoken_start(self.tr("I play %1", "klaverjas: ik speel").replace(
                    "%1", suit_word(suit))))
                button.setToolTip(self.tr("Play with this suit as trump (key %1, or T)").replace("%1", str(suit + 1)))
                continue
            button.setText(self.tr("Take %1").replace("%1", SUIT_SYMBOLS[suit]))
            # Read aloud as words, not a symbol, with the suit as it is said in a sentence ("Take hearts").
            button.setAccessibleName(spoken_start(self.tr("Take %1").replace("%1", suit_word(suit))))
            button.setToolTip(self.tr("Take with this suit as trump (key %1, or T)").replace("%1", str(suit + 1)))
        for index, value in enumerate(VALUES):
            self.value_box.setItemText(index, self.tr("Capot") if value == CAPOT_VALUE else str(value))
        self.value_box.setToolTip(self.tr("The points you promise (Up and Down keys)"))
        labels = (*SUIT_SYMBOLS, self.tr("SA", "sans atout"), self.tr("TA", "tout atout"))
        tips = (self.tr("Spades as trump"), self.tr("Hearts as trump"), self.tr("Diamonds as trump"),
                self.tr("Clubs as trump"), self.tr("Sans atout: no trump"), self.tr("Tout atout: every suit is trump"))
        for trump, button in enumerate(self.trump_buttons):
            button.setText(labels[trump])
            button.setAccessibleName(tips[trump])  # read aloud: "Hearts as trump", not "black heart suit"
            button.setToolTip(self.tr("%1 (key %2)").replace("%1", tips[trump]).replace("%2", str(trump + 1)))
        self.bid_button.setText(self.tr("Bid"))
        self.bid_button.setToolTip(self.tr("Bid the value and trump chosen (Enter)"))
        self.pass_button.setText(self.tr("I &pass", "klaverjas: ik pas") if klaverjas else self.tr("&Pass"))
        self.pass_button.setToolTip(self.tr("Pass (P)"))
        if getattr(self, "_variant", "coinche") == "contree":  # the same calls, under contrée's own names
            self.coinche_button.setText(self.tr("Contre"))
            self.coinche_button.setToolTip(self.tr("Double the opponents' contract: contre (C)"))
            self.surcoinche_button.setText(self.tr("Surcontre"))
            self.surcoinche_button.setToolTip(self.tr("Double again after their contre (S)"))
        else:
            self.coinche_button.setText(self.tr("Coinche"))
            self.coinche_button.setToolTip(self.tr("Double the opponents' contract (C)"))
            self.surcoinche_button.setText(self.tr("Surcoinche"))
            self.surcoinche_button.setToolTip(self.tr("Double again after their coinche (S)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ the last raise (R5)
    def set_moment(self, moment: str, contract: Bid | None = None) -> None:
        """The auction's moment for the next ``set_legal``: at ``LAST_RAISE`` the prompt says what the choice
        is, Keep shows, and the contract's trump is chosen so that Enter raises; at ``LAST_DOUBLE`` the prompt
        says it is the last chance to double ``contract``. Any other moment is the ordinary bidding."""
        self._moment, self._moment_bid = moment, contract
        self.bid_button.setText(self.tr("Bid"))
        self.bid_button.setToolTip(self.tr("Bid the value and trump chosen (Enter)"))
        self.set_variant(self._variant)  # the variant's own controls, then what this moment leaves of them
        raising, doubling = moment == LAST_RAISE, moment == LAST_DOUBLE
        self.keep_button.setVisible(raising)
        self.pass_button.setVisible(not raising)
        if raising:  # only a raise or Keep
            self.coinche_button.setVisible(False)
            self.surcoinche_button.setVisible(False)
        if doubling:  # only a double (or a redouble after it) or a pass
            for widget in (self.value_box, self.bid_button, *self.trump_buttons):
                widget.setVisible(False)
        self._prompt.setText(self.prompt_text())
        self._retranslate_keep()

    @property
    def moment(self) -> str:
        return self._moment

    def prompt_text(self) -> str:
        """The panel's first words: "Your bid:", or what the last raise's moments ask."""
        bid = self._moment_bid
        if bid is not None and self._moment == LAST_RAISE:
            return fill(self.tr("Last raise of your %1:"), _contract_plain(bid))
        if bid is not None and self._moment == LAST_DOUBLE:
            return fill(self.tr("Last chance to double %1:"), _contract_plain(bid))
        if self._variant == "klaverjas":
            return self._klaverjas_prompt()
        return self.tr("Your bid:")

    def _klaverjas_prompt(self) -> str:
        """Klaverjas (K4): play or pass, the proposed suit named; forced, the player must play."""
        if self._proposed is not None and self._moment != FORCED:
            return fill(self.tr("Proposed: %1. Play or pass?", "klaverjas, gedraaid"), SUIT_SYMBOLS[self._proposed])
        if self._moment == FORCED:
            return self.tr("You must play: choose trump.", "klaverjas, all passed or Utrechts")
        return self.tr("Play or pass?", "klaverjas: ik speel / ik pas")

    def set_proposed(self, suit: int | None) -> None:
        """Klaverjas ``gedraaid`` and ``twents``: the proposed suit, named in the prompt (None: no proposal)."""
        self._proposed = suit
        self._prompt.setText(self.prompt_text())

    def status_text(self) -> str:
        """The status line while the player is asked to bid (the window shows it)."""
        if self._moment == LAST_RAISE:
            return self.tr("Your last raise: raise your contract once more, or keep it (K).")
        if self._moment == LAST_DOUBLE:
            return self.tr("Your last chance to double the opponents' contract, or pass.")
        if self._variant == "klaverjas":
            return self.tr("Your turn to choose trump: play or pass.", "klaverjas")
        return QCoreApplication.translate("MainWindow", "Your turn to bid.")

    def _retranslate_keep(self) -> None:
        bid = self._moment_bid
        # The prompt stays short (the panel sits between the side players); its tip says the whole choice.
        self._prompt.setToolTip(fill(self.tr("Raise your %1 once more, in the same trump, or keep it; then the "
                                             "opponents may double."), _contract_plain(bid))
                                if bid is not None and self._moment == LAST_RAISE else "")
        if self._moment == LAST_RAISE:  # the bid of this moment is a raise, and is called so
            self.bid_button.setText(self.tr("Raise"))
            self.bid_button.setToolTip(self.tr("Raise the contract to the value chosen (Enter)"))
        self.keep_button.setText(self.tr("Keep"))
        self.keep_button.setToolTip(self.tr("Keep the contract as it is, without a last raise (K)"))
        if bid is not None and bid.kind == CONTRACT:
            # Read aloud with the contract in words: "Keep 100 hearts".
            self.keep_button.setAccessibleName(fill(self.tr("Keep %1", "the last raise: %1 the contract in words"),
                                                    bid_value_words(bid)))
        else:
            self.keep_button.setAccessibleName(self.tr("Keep"))

    def _choose_the_raise_trump(self) -> None:
        """At the last raise only the contract's trump may be named: it is chosen at once, Enter raises."""
        trumps = {b.trump for b in self._legal if b.kind == CONTRACT}
        if self._moment == LAST_RAISE and len(trumps) == 1:
            button = self.trump_buttons[trumps.pop()]
            if button.isEnabled():
                button.setChecked(True)
                self._refresh_bid_button()

    # ------------------------------------------------------------------ public
    def set_variant(self, variant: str) -> None:
        changed = getattr(self, "_variant", None) != variant
        self._variant = variant
        classic = variant in ("classic", "klaverjas")  # one button a suit: take (belote), ik speel (klaverjas)
        for button in self.take_buttons:
            button.setVisible(classic)
        for widget in (self.value_box, self.bid_button, self.coinche_button, self.surcoinche_button):
            widget.setVisible(not classic)
        for trump, button in enumerate(self.trump_buttons):
            # Sans atout and tout atout exist in coinche only (R5.2).
            button.setVisible(not classic and (trump < 4 or variant == "coinche"))
        if changed and hasattr(self, "bid_button"):  # contrée and klaverjas name their calls their own way
            self.retranslate()

    def set_legal(self, bids: list[Bid]) -> None:
        """Enable exactly ``bids`` (an empty list disables everything)."""
        self._legal = list(bids)
        self._drop_suggestion()  # a new question: the last hint answered another
        legal = set(self._legal)
        for suit, button in enumerate(self.take_buttons):
            button.setEnabled(Bid.take(suit) in legal)
        self.pass_button.setEnabled(PASS_BID in legal)
        self.coinche_button.setEnabled(COINCHE_BID in legal)
        self.surcoinche_button.setEnabled(SURCOINCHE_BID in legal)
        contract_values = {b.value for b in legal if b.kind == CONTRACT}
        model = self.value_box.model()
        first = -1
        for index, value in enumerate(VALUES):
            item = model.item(index)  # type: ignore[attr-defined]
            item.setEnabled(value in contract_values)
            if value in contract_values and first < 0:
                first = index
        self.value_box.setEnabled(bool(contract_values))
        if first >= 0:
            self.value_box.setCurrentIndex(first)  # the lowest bid allowed
        self._refresh_trumps()
        self.keep_button.setEnabled(KEEP_BID in legal)
        self._choose_the_raise_trump()

    def legal(self) -> list[Bid]:
        return list(self._legal)

    @property
    def suggested(self) -> Bid | None:
        """The coach's call, still set up in the panel (Enter makes it); None when there is none."""
        return self._suggested

    def suggest(self, bid: Bid) -> QAbstractButton | None:
        """Set the panel up for ``bid`` (the coach's hint): its button marked and in focus, so Enter (or
        Space) makes it; the player still chooses. The button, or None for a bid not offered now."""
        if bid not in self._legal:
            return None
        self._drop_suggestion()
        if bid.kind == CONTRACT:
            self.value_box.setCurrentIndex(VALUES.index(bid.value))
            self.trump_buttons[bid.trump].setChecked(True)
            self._refresh_bid_button()
            button: QPushButton = self.bid_button
        elif bid.kind == TAKE:
            button = self.take_buttons[bid.trump]
        else:
            button = {PASS_BID: self.pass_button, COINCHE_BID: self.coinche_button,
                      SURCOINCHE_BID: self.surcoinche_button, KEEP_BID: self.keep_button}[bid]
        self._suggested = bid
        self._mark(button, True)
        if not keys_elsewhere(self):  # a menu opened while the coach thought keeps the keys
            button.setFocus(Qt.FocusReason.OtherFocusReason)
        return button

    def suggested_button(self) -> QPushButton | None:
        """The button marked as the coach's call, if any."""
        return next((b for b in self.findChildren(QPushButton) if b.property("suggested")), None)

    def make_call_set_up(self) -> None:
        """Enter: the coach's call if it is still set up, else the value and trump chosen."""
        if self._suggested is not None and self._suggested in self._legal:
            self._choose(self._suggested)
        else:
            self._choose_contract()

    # ------------------------------------------------------------------ inner
    def _drop_suggestion(self) -> None:
        self._suggested = None
        for button in self.findChildren(QPushButton):
            if button.property("suggested"):
                self._mark(button, False)

    @staticmethod
    def _mark(button: QPushButton, on: bool) -> None:
        button.setProperty("suggested", on)
        style = button.style()  # a dynamic property is read by the style sheet only on a new polish
        style.unpolish(button)
        style.polish(button)
        button.update()

    def _current_value(self) -> int:
        return int(self.value_box.currentData() or 0)

    def _refresh_trumps(self) -> None:
        value = self._current_value()
        legal = set(self._legal)
        for trump, button in enumerate(self.trump_buttons):
            ok = Bid.contract(value, trump) in legal
            button.setEnabled(ok)
            if not ok and button.isChecked():
                # An exclusive group will not uncheck its last button by itself.
                self.trump_group.setExclusive(False)
                button.setChecked(False)
                self.trump_group.setExclusive(True)
        self._refresh_bid_button()

    def _refresh_bid_button(self) -> None:
        trump = self.trump_group.checkedId()
        self.bid_button.setEnabled(trump >= 0 and Bid.contract(self._current_value(), trump) in self._legal)

    def _choose_contract(self) -> None:
        trump = self.trump_group.checkedId()
        if trump >= 0:
            self._choose(Bid.contract(self._current_value(), trump))

    def _pick_trump(self, trump: int) -> None:
        if self._variant in ("classic", "klaverjas"):
            if trump < 4 and self.take_buttons[trump].isEnabled():
                self.take_buttons[trump].click()
            return
        button = self.trump_buttons[trump]
        if button.isVisible() and button.isEnabled():
            button.click()

    def _step_value(self, step: int) -> None:
        """The next enabled value up or down (values below the auction's are disabled)."""
        model = self.value_box.model()
        index = self.value_box.currentIndex() + step
        while 0 <= index < len(VALUES):
            if model.item(index).isEnabled():  # type: ignore[attr-defined]
                self.value_box.setCurrentIndex(index)
                self.set_up.emit()
                return
            index += step

    def _take_first(self) -> None:
        for button in self.take_buttons:
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    def _choose(self, bid: Bid) -> None:
        if bid not in self._legal:
            return
        let_go_of_focus(self)
        self.set_legal([])  # one bid per turn: nothing more until asked again
        self.bid_chosen.emit(bid)


def _contract_plain(bid: Bid) -> str:
    """A contract as the panel shows it: "100 ♥", "Capot SA"."""
    value = QCoreApplication.translate("BiddingPanel", "Capot") if bid.is_capot else str(bid.value)
    return f"{value}\u00a0{trump_plain(bid.trump)}"  # one word: never broken between the value and its trump


__all__ = ["BiddingPanel"]
