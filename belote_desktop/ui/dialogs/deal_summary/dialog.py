"""The summary shown after each deal: both teams' counts side by side.

The lines are the engine's ``TeamScore`` fields as they are (card points, last
trick, capot bonus, declarations, belote, the deal's score); the dialog adds
nothing up except the "counted" line and the match totals, and those from
the same fields and from ``Match.history``, so it cannot disagree with the
score sheet. The player's own team is the first column.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....engine import Declaration
from ....engine.deal import Deal
from ....engine.deal_numbers import format_deal_number
from ....engine.families.klaverjas.result import KlaverjasScore, KlaverjasTeamScore
from ....engine.match import Match
from ....engine.scoring import DealScore
from ...common import klaverjas_words
from ...common.fonts import bold
from ...common.inks import result_colour
from ...common.review_scope import reviewable
from ...common.spoken import contract_words, declaration_said
from ...common.words import contract_text, declaration_words, default_team_names, fill
from .arithmetic import score_lines
from .breakdown import Breakdown

# The breakdown's lines, top to bottom; "collected" shows only when a litige paid out.
LINES = ("card_points", "last_trick", "capot_bonus", "declarations", "belote", "counted", "score", "collected",
         "total")
translate = QCoreApplication.translate
# Klaverjas's lines (K7): its points and roem, pit when a team took every trick.
KLAVERJAS_LINES = ("card_points", "last_trick", "roem", "pit", "counted", "score", "total")
# Lines drawn bold: what the deal is worth and where the match stands.
_BOLD = ("score", "total")
# A rule is drawn above these lines, as under a column of figures to add.
_RULED = ("counted", "total")


class DealSummaryDialog(QDialog):
    """After a scored deal: the breakdown, how the contract ended and the new totals.

    "Continue" accepts; "Score sheet" emits ``score_sheet_requested`` and
    leaves the summary open. At the end of the match (``match_over``: the result
    in words) it shows the final score above the deciding deal, and offers New
    match (``new_match_requested``), the score sheet and Close.
    """

    score_sheet_requested = Signal()
    review_requested = Signal()  # "Review this deal": the coach's look at every move (ui.dialogs.review)
    new_match_requested = Signal()
    deal_again_requested = Signal()  # "Play this deal again": the same cards, the same dealer (controller.replays)
    expert_requested = Signal()  # "Let the expert play my cards" (ui.dialogs.expert_comparison)

    def __init__(self, match: Match, deal_index: int, names: dict[int, str], human_seat: int,
                 parent: QWidget | None = None, four_colour: bool = False,
                 team_names: tuple[str, str] | None = None, match_over: str | None = None,
                 won: bool = False, replays: bool = False) -> None:
        super().__init__(parent)
        self.match_over = match_over
        self.won = won
        self.match = match
        self.deal_index = deal_index
        self.names = dict(names)
        self.human_seat = human_seat
        self.four_colour = four_colour
        self._team_names = team_names
        deal = match.deals[deal_index]
        self.deal: Deal = deal
        # Not ``result``: QDialog.result() is the dialog's exit code.
        self.deal_score: DealScore | KlaverjasScore | None = deal.result
        self.klaverjas = match.options.variant == "klaverjas"
        self.lines = KLAVERJAS_LINES if self.klaverjas else LINES
        # What the deal added (history) and the totals after it: the summary
        # may be opened again for an earlier deal, so not match.totals.
        self.added: tuple[int, int] = match.history[deal_index] if deal_index < len(match.history) else (0, 0)
        self.totals_after: tuple[int, int] = (
            sum(h[0] for h in match.history[:deal_index + 1]),
            sum(h[1] for h in match.history[:deal_index + 1]),
        )

        self._build_texts()
        self._build_breakdown()
        self._build_buttons()
        self._build_replays(replays)
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.setMinimumWidth(440)
        layout.addWidget(self.heading)
        layout.addWidget(self.number_label)
        layout.addWidget(self.final_label)
        layout.addWidget(self.contract_label)
        layout.addWidget(self.outcome_label)
        layout.addSpacing(6)
        layout.addWidget(self.breakdown)
        layout.addWidget(self.arithmetic_label)
        layout.addWidget(self.declarations_label)
        layout.addWidget(self.litige_label)
        layout.addStretch(1)
        layout.addLayout(self.replay_row)
        layout.addWidget(self.buttons)
        self.retranslate()
        # The keys start on the way on, Continue (New match at the end): the table of figures and the replay
        # buttons come first in the Tab order, and a focused button is the one Enter presses.
        (self.new_match_button if match_over is not None else self.continue_button).setFocus()

    # ------------------------------------------------------------------ building
    def _build_texts(self) -> None:
        """The heading, the contract in words, how it ended, and what a litige holds."""
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        font = bold(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.heading.setFont(font)
        self.contract_label = QLabel()
        self.contract_label.setObjectName("contract")
        self.contract_label.setTextFormat(Qt.TextFormat.RichText)
        self.outcome_label = QLabel()
        self.outcome_label.setObjectName("outcome")
        self.outcome_label.setWordWrap(True)
        self.litige_label = QLabel()
        self.litige_label.setObjectName("litige")
        self.litige_label.setWordWrap(True)
        # Who declared what (the cards, in words) and how the contract made the points: both can be checked.
        self.declarations_label = QLabel()
        self.declarations_label.setObjectName("declared")
        self.declarations_label.setWordWrap(True)
        self.arithmetic_label = QLabel()
        self.arithmetic_label.setObjectName("arithmetic")
        self.arithmetic_label.setWordWrap(True)
        # The end of the match: who won, and the final score. Made in the dialog: shown before the layout took it,
        # a label of its own was a window of its own for a moment, which closed the menu the player had open.
        self.final_label = QLabel(self)
        self.final_label.setObjectName("final")
        self.final_label.setWordWrap(True)
        self.final_label.setFont(bold(self.final_label.font()))
        self.final_label.setVisible(self.match_over is not None)

    def _build_breakdown(self) -> None:
        """The figures: a line per count, a column per team, the player's team first (a table a reader walks)."""
        us = self.human_seat & 1
        self.team_order: tuple[int, int] = (us, us ^ 1)
        self.breakdown = Breakdown(self.lines, self.team_order, _RULED, _BOLD)
        self.breakdown.setObjectName("breakdown")

    def _build_buttons(self) -> None:
        """Continue (the next deal) and the score sheet, which leaves the summary open."""
        self.buttons = QDialogButtonBox()
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.continue_button.setDefault(True)
        self.sheet_button = QPushButton()
        self.sheet_button.setObjectName("score_sheet")
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        # ActionRole: the button does not close the dialog, the summary stays.
        self.buttons.addButton(self.sheet_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button = QPushButton()
        self.review_button.setObjectName("review")
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.sheet_button.clicked.connect(self.score_sheet_requested)
        self.review_button.clicked.connect(self.review_requested)
        self.review_button.setVisible(reviewable(self.deal))
        self.new_match_button = QPushButton()
        self.new_match_button.setObjectName("new_match")
        self.close_button = QPushButton()
        self.close_button.setObjectName("close")
        if self.match_over is not None:  # the end of the match: no next deal to go on to
            self.continue_button.hide()
            self.buttons.addButton(self.new_match_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
            self.new_match_button.setDefault(True)
            self.new_match_button.clicked.connect(self._new_match)
            self.buttons.rejected.connect(self.reject)

    def _build_replays(self, offered: bool) -> None:
        """The deal's number, to play it again some day (selectable, to copy), and the two ways to play it again
        now: the player, or the expert in the player's seat (``offered``: the last deal of the match in play)."""
        self.deal_number = self.match.deal_number(self.deal_index)
        self.number_label = QLabel()
        self.number_label.setObjectName("deal_number")
        self.number_label.setWordWrap(True)
        self.number_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                  | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        # Parented at once: a button shown before its layout puts it in the dialog would open as a window of
        # its own for a moment (and close a menu the player has open).
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("deal_again")
        self.again_button.clicked.connect(self.deal_again_requested)
        self.expert_button = QPushButton(self)
        self.expert_button.setObjectName("expert_plays")
        self.expert_button.clicked.connect(self.expert_requested)
        self.replay_row = QHBoxLayout()
        self.replay_row.addWidget(self.again_button)
        self.replay_row.addWidget(self.expert_button)
        self.replay_row.addStretch(1)
        played = self.deal_score is not None
        for button in (self.again_button, self.expert_button):
            button.setVisible(offered and played)

    def _new_match(self) -> None:
        self.new_match_requested.emit()
        self.accept()

    # ------------------------------------------------------------------ queries
    def team_names(self) -> tuple[str, str]:
        """Own team first, as in the columns."""
        return self._team_names or default_team_names()

    def team_name(self, team: int) -> str:
        """The name of engine team ``team`` (0 NS, 1 EW)."""
        names = self.team_names()
        return names[0] if team == self.team_order[0] else names[1]

    def team_role(self, team: int) -> str:
        """Engine team ``team``'s part in the deal: "takers" or "defence" ("" with no contract)."""
        contract = self.deal.contract
        if contract is None:
            return ""
        if self.klaverjas:  # K4: the team that plays, and the others
            return (translate("Klaverjas", "makers", "spelers") if team == contract.takers
                    else translate("Klaverjas", "defenders"))
        return self.tr("takers") if team == contract.takers else self.tr("defence")

    def value_text(self, key: str, team: int) -> str:
        """What the line ``key`` shows for engine team ``team``."""
        return self.breakdown.value_text(key, team)

    def collected(self) -> tuple[int, int]:
        """Points a previous litige held that this deal paid to each team (NS, EW)."""
        if self.deal_score is None:
            return 0, 0
        scores = self.deal_score.scores()
        return self.added[0] - scores[0], self.added[1] - scores[1]

    def line_value(self, key: str, team: int) -> int | None:
        """The number the line ``key`` shows for engine team ``team``, from the engine's result."""
        r = self.deal_score
        if r is None:
            return None
        t = r.teams[team]
        if isinstance(t, KlaverjasTeamScore):
            return {"card_points": t.card_points, "last_trick": t.last_trick, "roem": t.roem, "pit": t.pit,
                    "counted": t.counted, "score": t.score, "total": self.totals_after[team]}[key]
        values = {
            "card_points": t.card_points,
            "last_trick": t.last_trick,
            "capot_bonus": t.capot_bonus,
            "declarations": t.declarations,
            "belote": t.belote,
            "counted": t.counted,
            "score": t.score,
            "collected": self.collected()[team],
            "total": self.totals_after[team],
        }
        return values[key]

    # ------------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        over = self.match_over is not None
        self.setWindowTitle(self.tr("Match over") if over else self.tr("Deal summary"))
        self.heading.setText(self.tr("Match over") if over else self.tr("Deal %1").replace(
            "%1", str(self.deal_index + 1)))
        if over:
            self.final_label.setText(f"{self.match_over}  " + self.tr("The deciding deal, deal %1:").replace(
                "%1", str(self.deal_index + 1)))
        self.continue_button.setText(self.tr("&Continue"))
        self.sheet_button.setText(self.tr("&Score sheet"))
        self.review_button.setText(self.tr("&Review this deal"))
        self.new_match_button.setText(self.tr("&New match"))
        self.close_button.setText(self.tr("Close"))
        self._retranslate_replays()
        captions = {
            "card_points": self.tr("Card points"),
            "last_trick": self.tr("Last trick (10 de der)"),
            "capot_bonus": self.tr("Capot bonus"),
            "declarations": self.tr("Declarations"),
            "belote": self.tr("Belote"),
            "counted": self.tr("Counted"),
            "score": self.tr("Points for the deal"),
            "collected": self.tr("From the litige"),
            "total": self.tr("Match total"),
        }
        if self.klaverjas:
            captions.update({"last_trick": translate("Klaverjas", "Last trick"),
                             "roem": translate("Klaverjas", "Roem"), "pit": translate("Klaverjas", "Pit"),
                             "counted": translate("Klaverjas", "Points and roem", "what decides made or nat")})
            captions = {key: caption for key, caption in captions.items() if key in self.lines}
        for key, caption in captions.items():
            self.breakdown.set_caption(key, caption)
        self.breakdown.setAccessibleName(self.tr("Points of deal %1").replace("%1", str(self.deal_index + 1)))
        self._fill()

    def _retranslate_replays(self) -> None:
        shown = format_deal_number(self.deal_number)
        self.number_label.setText(self.tr("Deal number: %1").replace("%1", shown))
        self.number_label.setToolTip(self.tr("Game > Play a deal by number deals these cards again, by the same "
                                             "dealer."))
        self.number_label.setAccessibleName(self.tr("Deal number: %1").replace("%1", shown))
        self.again_button.setText(self.tr("Play this deal &again"))
        self.again_button.setToolTip(self.tr("The same cards, the same dealer. The match then counts apart in your "
                                             "statistics."))
        self.expert_button.setText(self.tr("Let the expert &play my cards"))
        self.expert_button.setToolTip(self.tr("The same cards played again by the expert in your seat, set beside "
                                              "your play."))

    # ------------------------------------------------------------------ filling
    def _fill(self) -> None:
        result = self.deal_score
        contract = self.deal.contract
        dealer = self.names.get(self.deal.dealer, "")
        words = contract_text(contract, self.names, True, self.palette(), self.four_colour,
                              self.match.options.variant)
        template = escape(self.tr("Contract: %1 · dealt by %2"))
        self.contract_label.setText(template.replace("%1", words).replace("%2", escape(dealer)))
        if contract is not None:  # read aloud in words, not "black heart suit"
            self.contract_label.setAccessibleName(self.tr("Contract: %1 · dealt by %2").replace(
                "%1", contract_words(contract, self.names, self.match.options.variant)).replace("%2", dealer))
        for team in self.team_order:
            name, role = self.team_name(team), self.team_role(team)
            said = fill(self.tr("%1, %2", "a team's column: its name, and its part (takers or defence)"), name,
                        role) if role else name
            self.breakdown.set_team(team, name, role, said)
        if result is None:
            self.arithmetic_label.setVisible(False)
            self.declarations_label.setVisible(False)
            if self.deal.is_over:
                self.outcome_label.setText(self.tr("Everyone passed: the cards are dealt again, nothing is scored."))
            else:
                self.outcome_label.setText(self.tr("This deal is still being played."))
            self.breakdown.setVisible(False)
            self.litige_label.setVisible(False)
            return
        self.breakdown.setVisible(True)
        self.outcome_label.setText(self._outcome_text(result))
        lines = (klaverjas_words.score_lines(result, self.team_name) if isinstance(result, KlaverjasScore)
                 else score_lines(self.match.options, contract, result, self.team_name))
        self.arithmetic_label.setText("<br>".join(escape(line) for line in lines))
        self.arithmetic_label.setVisible(bool(lines))
        declared = self.deal.declarations_shown()
        def declarations(words: Callable[[Declaration], str]) -> str:
            return self.tr("Declarations: %1").replace("%1", "; ".join(
                self.tr("%1: %2").replace("%1", self.names.get(seat, "")).replace(
                    "%2", ", ".join(words(d) for d in decls)) for seat, decls in sorted(declared.items())))

        self.declarations_label.setText(escape(declarations(declaration_words)))
        self.declarations_label.setAccessibleName(declarations(declaration_said))  # read in words, not symbols
        self.declarations_label.setVisible(bool(declared))
        palette = self.outcome_label.palette()
        colour = result_colour(result, palette)
        if colour is not None:
            palette.setColor(QPalette.ColorRole.WindowText, colour)
        self.outcome_label.setPalette(palette)
        self.outcome_label.setFont(bold(self.outcome_label.font()))

        for key in self.lines:
            for team in self.team_order:
                value = self.line_value(key, team)
                self.breakdown.set_value(key, team, "" if value is None else str(value))
        show_collected = any(self.collected())
        # Capot and pit are rare: their line shows only when a team took every trick.
        sweep = "pit" if self.klaverjas else "capot_bonus"
        self.breakdown.show_line(sweep, any(self.line_value(sweep, team) for team in (0, 1)))
        if not self.klaverjas:
            self.breakdown.show_line("collected", show_collected)
        self.breakdown.fit()

        if result.litige:
            self.litige_label.setText(
                self.tr("Litige: the takers' %n points are held and go to the team that wins the next deal.",
                        "", result.held))
            self.litige_label.setVisible(True)
        elif show_collected:
            team = 0 if self.collected()[0] else 1
            self.litige_label.setText(self.tr("The %n points held by the litige go to %1, who won this deal.", "",
                                              self.collected()[team]).replace("%1", self.team_name(team)))
            self.litige_label.setVisible(True)
        else:
            self.litige_label.setVisible(False)

    def _outcome_text(self, result: DealScore | KlaverjasScore) -> str:
        if isinstance(result, KlaverjasScore):
            return klaverjas_words.outcome_text(result, self.team_name)
        takers = self.team_name(result.takers)
        if result.litige:
            text = self.tr("Litige: the takers (%1) and the defence counted the same.").replace("%1", takers)
        elif result.made:
            text = self.tr("Contract made by %1.").replace("%1", takers)
        else:
            text = self.tr("Contract failed by %1 (dedans).").replace("%1", takers)
        if result.capot is not None:
            text += " " + self.tr("Capot for %1: all eight tricks.").replace("%1", self.team_name(result.capot))
        contract = self.deal.contract
        if contract is not None and contract.value is not None and not contract.is_capot:
            # A value bid is judged on what the takers counted (R10): say how close it was.
            counted = result.teams[result.takers].counted
            text += " " + (self.tr("They counted %1 for a bid of %2.")
                           .replace("%1", str(counted)).replace("%2", str(contract.value)))
        return text
