"""The rules help: a dock with a table of contents and one section at a time.

The texts come from the rules document of the game's family as data
(``i18n.rules_documents``: belote's ``rules_text``, klaverjas's ``klaverjas_text``);
this module only turns them into HTML for a ``QTextBrowser``. With ``set_game`` the panel knows the rules
in effect: whatever belongs to another variant or option value stays visible
(a player may want to read about coinche during a classic match) but is
greyed and tagged "not in this game", and whatever depends on the current
choice is highlighted. On a language change everything is rebuilt from
the document's ``sections()``, which reads the installed translators. A game of
another family (klaverjas after belote) switches the document.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QUrl
from PySide6.QtGui import QColor, QFont, QPalette, QResizeEvent, QTextOption
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QSplitter, QTextBrowser, QWidget

from ...engine.cards import SUITS
from ...i18n.rules_documents import RulesDocument, rules_document
from ...i18n.rules_model import ResultExample, RoemExample
from ...i18n.rules_text import (
    ALL_VARIANTS,
    CardExample,
    DeclarationExample,
    OptionHelp,
    Paragraph,
    ScoreExample,
    Section,
    Table,
    arg,
    player_label,
    rank_label,
    seat_label,
    variant_name,
)
from ..common.inks import suit_ink
from ..common.words import SUIT_SYMBOLS

SECTION_ROLE = Qt.ItemDataRole.UserRole + 1
# The dock's width from which the contents list stands beside the page rather than above it.
SIDE_BY_SIDE = 640
OPENING_WIDTH = 480
# Internal links between sections: "section:play".
LINK_SCHEME = "section"


def _words() -> dict[str, str]:
    """The panel's own words, looked up at render time so a new language applies."""
    return {
        "title": QCoreApplication.translate("RulesPanel", "Rules"),
        "not_in_game_tip": QCoreApplication.translate("RulesPanel", "Not in this game"),
        "section_elsewhere": QCoreApplication.translate(
            "RulesPanel", "Not in this game: this section is about %1.", "variant names"),
        "in_game_values": QCoreApplication.translate(
            "RulesPanel", "In this game: %1", "option values, separated by dots"),
        "not_in_game": QCoreApplication.translate("RulesPanel", "not in this game"),
        "not_in_game_for": QCoreApplication.translate(
            "RulesPanel", "not in this game: %1", "the game the text is about, e.g. Coinche"),
        "in_game": QCoreApplication.translate("RulesPanel", "In this game"),
        "sans_atout": QCoreApplication.translate("RulesPanel", "sans atout (no trump)"),
        "tout_atout": QCoreApplication.translate("RulesPanel", "tout atout (all trumps)"),
        "trump": QCoreApplication.translate("RulesPanel", "Trump:"),
        "on_table": QCoreApplication.translate("RulesPanel", "On the table:"),
        "hand": QCoreApplication.translate("RulesPanel", "Your hand:"),
        "may_play": QCoreApplication.translate("RulesPanel", "You may play:"),
        "card_points": QCoreApplication.translate("RulesPanel", "Card points"),
        "last_trick": QCoreApplication.translate("RulesPanel", "Last trick"),
        "declarations": QCoreApplication.translate("RulesPanel", "Declarations"),
        "belote": QCoreApplication.translate("RulesPanel", "Belote"),
        "capot": QCoreApplication.translate("RulesPanel", "Capot bonus"),
        "declared": QCoreApplication.translate("RulesPanel", "Declared, in the order of play:"),
        "counted": QCoreApplication.translate("RulesPanel", "Counted"),
        "deal_score": QCoreApplication.translate("RulesPanel", "Deal score"),
        "takers": QCoreApplication.translate("RulesPanel", "Takers"),
        "defence": QCoreApplication.translate("RulesPanel", "Defence"),
        "contract_classic": QCoreApplication.translate("RulesPanel", "Contract: %1 trump", "trump symbol"),
        "contract_bid": QCoreApplication.translate("RulesPanel", "Contract: %1 %2", "bid value, trump symbol"),
        "option": QCoreApplication.translate("RulesPanel", "Option"),
        "trick": QCoreApplication.translate("RulesPanel", "The trick, in the order played:"),
        "winner": QCoreApplication.translate("RulesPanel", "Wins the trick: %1", "a seat, e.g. North"),
        "points_roem": QCoreApplication.translate("RulesPanel", "Card points: %1 · Roem: %2"),
        "makers": QCoreApplication.translate("RulesPanel", "Makers"),
        "defenders": QCoreApplication.translate("RulesPanel", "Defenders"),
        "roem": QCoreApplication.translate("RulesPanel", "Roem"),
        "pit": QCoreApplication.translate("RulesPanel", "Pit bonus"),
        "made": QCoreApplication.translate("RulesPanel", "Made"),
        "nat": QCoreApplication.translate("RulesPanel", "Nat"),
        "what": QCoreApplication.translate("RulesPanel", "What it does"),
    }


def _mix(a: QColor, b: QColor, amount_of_b: float) -> str:
    """A colour between two palette colours, so the page suits light and dark themes."""
    t = amount_of_b
    return QColor(round(a.red() * (1 - t) + b.red() * t), round(a.green() * (1 - t) + b.green() * t),
                  round(a.blue() * (1 - t) + b.blue() * t)).name()


class _Colours:
    """The few colours of the page, taken from the widget's palette."""

    def __init__(self, palette: QPalette) -> None:
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        self.palette = palette
        self.text = text.name()
        self.dim = _mix(text, base, 0.5)
        self.rule = _mix(text, base, 0.65)
        self.header = _mix(base, text, 0.08)
        self.in_game = _mix(base, QColor("#f2c94c"), 0.28)
        self.in_game_edge = QColor("#b7791f").name() if base.lightness() >= 128 else "#f2c94c"
        self.allowed = _mix(base, QColor("#2e8b57"), 0.3)
        self.example = _mix(base, text, 0.04)


class _Splitter(QSplitter):
    """The dock's contents: the dock opens as wide as this asks (the main window reads it when it first lays the
    dock out), wide enough for the page's tables with the contents list above them."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), OPENING_WIDTH), hint.height())


class RulesPanel(QDockWidget):
    """The rules of the game, one section at a time, marked for the game in progress."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesPanel")
        self._options: Any = None
        self._doc: RulesDocument = rules_document(None)
        self._sections: list[Section] = []
        self._current = ""
        self.contents = QListWidget()
        self.contents.setObjectName("RulesContents")
        self.contents.currentItemChanged.connect(self._on_contents_changed)
        # Long titles wrap instead of hiding behind a horizontal scroll bar.
        self.contents.setWordWrap(True)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser = QTextBrowser()
        self.browser.setObjectName("RulesBrowser")
        # Section links are handled here; anything else must not replace the page.
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_anchor)
        self.browser.installEventFilter(self)
        # Lines break between words only. Qt's default also breaks anywhere when a table column is narrower
        # than its longest word ("counterclock wise", and worse in German and Dutch compounds); a page wider
        # than a narrow dock scrolls instead.
        self.browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.splitter = _Splitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("RulesSplitter")
        self.splitter.addWidget(self.contents)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([200, 520])
        self.splitter.setChildrenCollapsible(False)
        self.setWidget(self.splitter)
        self.retranslate()

    # ------------------------------------------------------------------ public
    def section_ids(self) -> list[str]:
        return [s.id for s in self._sections]

    def current_section(self) -> str:
        return self._current

    def family(self) -> str:
        """The game family whose rules are shown ("belote", "klaverjas")."""
        return self._doc.family

    def set_game(self, options: Any) -> None:
        """Mark what applies to a game with these options (belote's or klaverjas's, whose rules the panel then
        shows); ``None`` marks nothing and keeps the rules shown."""
        self._options = options
        if options is not None:
            document = rules_document(options)
            if document.family != self._doc.family:
                self._doc = document
                self._sections = document.sections()
                self._current = self._sections[0].id
        self._fill_contents()
        self._render()

    def show_section(self, section_id: str) -> None:
        if section_id not in self.section_ids():
            raise KeyError(f"no rules section {section_id!r}")
        self._current = section_id
        row = self.section_ids().index(section_id)
        if self.contents.currentRow() != row:
            # Setting the row calls back into _on_contents_changed, which renders.
            self.contents.setCurrentRow(row)
        else:
            self._render()

    def show_rule(self, rule_id: str) -> str:
        """Jump to the section of an engine rule id ("R6", "R6.3", "K5.3"); returns the section id."""
        section_id = self._doc.section_for_rule(rule_id)
        self.show_section(section_id)
        return section_id

    def retranslate(self) -> None:
        self.setWindowTitle(_words()["title"])
        # Named for a reader that reaches them with Tab (issue 35, D9).
        self.contents.setAccessibleName(QCoreApplication.translate("RulesPanel", "Rules topics"))
        self.browser.setAccessibleName(QCoreApplication.translate("RulesPanel", "Rules text"))
        self._sections = self._doc.sections()
        if self._current not in self.section_ids():
            self._current = self._sections[0].id
        self._fill_contents()
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """The contents beside the page in a wide dock, above it in a narrow one (the dock's usual width): side by
        side, a narrow dock left the page too little room for its tables' words."""
        wanted = Qt.Orientation.Horizontal if self.width() >= SIDE_BY_SIDE else Qt.Orientation.Vertical
        if self.splitter.orientation() == wanted:
            return
        self.splitter.setOrientation(wanted)
        if wanted == Qt.Orientation.Horizontal:
            self.splitter.setSizes([200, max(1, self.width() - 200)])
        else:
            self.splitter.setSizes([self.height() // 4, self.height() - self.height() // 4])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The page's colours come from the browser's palette, which changes
        # after the dock's (light/dark theme switch): redraw when it has.
        if watched is self.browser and event.type() == QEvent.Type.PaletteChange:
            self._render()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ contents
    def _fill_contents(self) -> None:
        words = _words()
        self.contents.blockSignals(True)
        try:
            self.contents.clear()
            for section in self._sections:
                item = QListWidgetItem(section.title)
                item.setData(SECTION_ROLE, section.id)
                if self._options is not None and not self._doc.applies(section, self._options):
                    font = QFont(self.contents.font())
                    font.setItalic(True)
                    item.setFont(font)
                    item.setForeground(self.contents.palette().color(
                        QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
                    item.setToolTip(words["not_in_game_tip"])
                self.contents.addItem(item)
            self.contents.setCurrentRow(self.section_ids().index(self._current))
        finally:
            self.contents.blockSignals(False)

    def _on_contents_changed(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is None:
            return
        self._current = str(item.data(SECTION_ROLE))
        self._render()

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == LINK_SCHEME and url.path() in self.section_ids():
            self.show_section(url.path())

    # ------------------------------------------------------------------ page
    def _render(self) -> None:
        if not self._sections:
            return
        section = next(s for s in self._sections if s.id == self._current)
        page = _SectionPage(self._options, _Colours(self.browser.palette()), self._doc)
        self.browser.setHtml(page.html(section, self._neighbours(section.id)))
        self.browser.verticalScrollBar().setValue(0)

    def _neighbours(self, section_id: str) -> tuple[Section | None, Section | None]:
        i = self.section_ids().index(section_id)
        before = self._sections[i - 1] if i > 0 else None
        after = self._sections[i + 1] if i + 1 < len(self._sections) else None
        return before, after


class _SectionPage:
    """The HTML of one section for one game (or for no game in particular)."""

    def __init__(self, options: Any, colours: _Colours, document: RulesDocument) -> None:
        self.options = options
        self.doc = document
        self.c = colours
        self.w = _words()
        self.section_applies = True

    def html(self, section: Section, neighbours: tuple[Section | None, Section | None]) -> str:
        c = self.c
        self.section_applies = self.options is None or self.doc.applies(section, self.options)
        parts = [
            f'<html><body style="color:{c.text}">',
            f'<h2 style="margin-bottom:2px">{escape(section.title)}</h2>',
            f'<p style="color:{c.dim}; margin-top:0"><small>{escape(", ".join(section.rules))}</small></p>',
        ]
        parts.append(self._game_banner(section))
        blocks = list(section.blocks)
        i = 0
        while i < len(blocks):
            block = blocks[i]
            if isinstance(block, OptionHelp):
                # Consecutive options make one table: easier to scan than paragraphs.
                group = []
                while i < len(blocks) and isinstance(blocks[i], OptionHelp):
                    group.append(blocks[i])
                    i += 1
                parts.append(self._options_table(group))  # type: ignore[arg-type]
                continue
            parts.append(self._block(block))
            i += 1
        parts.append(self._footer(neighbours))
        parts.append("</body></html>")
        return "".join(parts)

    # -- game marks -------------------------------------------------------------
    def _game_banner(self, section: Section) -> str:
        if self.options is None:
            return ""
        c = self.c
        if not self.doc.applies(section, self.options):
            variants = ", ".join(variant_name(v) for v in sorted(section.variants, key=_variant_order))
            text = arg(self.w["section_elsewhere"], variants)
            return (f'<table width="100%" cellpadding="6" cellspacing="0" style="background-color:{c.header}">'
                    f'<tr><td style="color:{c.dim}"><i>{escape(text)}</i></td></tr></table>')
        values = [self.doc.in_effect_text(self.options, key) for key in section.options]
        if not values:
            return ""
        text = arg(self.w["in_game_values"], " · ".join(values))
        return (f'<table width="100%" cellpadding="6" cellspacing="0" style="background-color:{c.in_game}; '
                f'border-left:4px solid {c.in_game_edge}"><tr><td><b>{escape(text)}</b></td></tr></table>')

    def _mark(self, block: Any) -> str:
        """"in" for a block that depends on this game's rules and applies, "out"
        for one that does not apply, "" for a rule of every game."""
        # In a section about another variant, "in this game" tags would be
        # wrong and "not in this game" on every block noise: the banner says it.
        if self.options is None or not self.section_applies:
            return ""
        if not self.doc.applies(block, self.options):
            return "out"
        # A worked example belongs to its section's variant: marking it too would only add noise.
        if isinstance(block, ScoreExample):
            return ""
        return "in" if block.variants != ALL_VARIANTS or block.when is not None else ""

    def _tag(self, mark: str, block: Any) -> str:
        """A small label before a block that holds only in some games, naming them."""
        condition = self.doc.condition_text(block)
        if not condition:
            return ""
        if mark == "out":
            text = escape(arg(self.w["not_in_game_for"], condition))
            return f'<span style="color:{self.c.dim}"><small>[{text}]</small></span> '
        if mark == "in":
            return (f'<span style="color:{self.c.in_game_edge}"><small><b>{escape(self.w["in_game"])}</b> '
                    f'({escape(condition)})</small></span> ')
        return f'<span style="color:{self.c.dim}"><small>[{escape(condition)}]</small></span> '

    def _wrap(self, mark: str, html: str) -> str:
        """A marked block inside a one-cell table: Qt's rich text can colour a
        cell's background and edge but not a paragraph's edge."""
        if not mark:
            return html
        if mark == "out":
            return (f'<table width="100%" cellpadding="4" cellspacing="0" style="margin-top:6px">'
                    f'<tr><td style="color:{self.c.dim}">{html}</td></tr></table>')
        if mark == "example":
            return (f'<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:6px; '
                    f'background-color:{self.c.example}; border-left:4px solid {self.c.rule}">'
                    f'<tr><td>{html}</td></tr></table>')
        return (f'<table width="100%" cellpadding="4" cellspacing="0" style="margin-top:6px; '
                f'background-color:{self.c.in_game}; border-left:4px solid {self.c.in_game_edge}">'
                f'<tr><td>{html}</td></tr></table>')

    # -- blocks ----------------------------------------------------------------
    def _block(self, block: Any) -> str:
        mark = self._mark(block)
        if isinstance(block, Paragraph):
            if block.heading:
                colour = f' style="color:{self.c.dim}"' if mark == "out" else ""
                return f"<h3{colour}>{self._tag(mark, block)}{block.text}</h3>"
            return self._wrap(mark, f"<p>{self._tag(mark, block)}{block.text}</p>")
        if isinstance(block, Table):
            return self._wrap(mark, self._tag(mark, block) + self._table(block.header, block.rows, block.caption))
        if isinstance(block, CardExample):
            return self._wrap(mark or "example", self._card_example(block, mark))
        if isinstance(block, DeclarationExample):
            return self._wrap(mark or "example", self._declaration_example(block, mark))
        if isinstance(block, RoemExample):
            return self._wrap(mark or "example", self._roem_example(block, mark))
        if isinstance(block, ResultExample):
            return self._wrap(mark or "example", self._result_example(block, mark))
        return self._wrap(mark or "example", self._score_example(block, mark))

    def _table(self, header: tuple[str, ...], rows: tuple[tuple[str, ...], ...], caption: str = "") -> str:
        c = self.c
        out = [f'<table border="1" cellspacing="0" cellpadding="4" style="border-color:{c.rule}; '
               f'margin-top:6px; margin-bottom:6px">']
        if caption:
            out.append(f"<caption>{caption}</caption>")
        out.append(f'<tr style="background-color:{c.header}">')
        out.extend(f"<th>{cell}</th>" for cell in header)
        out.append("</tr>")
        for row in rows:
            out.append("<tr>")
            # Numbers and card ranks centred under their heading; words read better from the left.
            out.extend(f'<td{" align=center" if n and _is_short(cell) else ""}>{cell}</td>'
                       for n, cell in enumerate(row))
            out.append("</tr>")
        out.append("</table>")
        return "".join(out)

    def card(self, code: str, allowed: bool = False) -> str:
        """A card as rank and coloured suit symbol, e.g. J♥ in red."""
        suit = SUITS.index(code[1])
        colour = suit_ink(suit, self.c.palette).name()
        text = f'<b>{escape(rank_label(code[0]))}<span style="color:{colour}">{SUIT_SYMBOLS[suit]}</span></b>'
        if allowed:
            return f'<span style="background-color:{self.c.allowed}">&nbsp;{text}&nbsp;</span>'
        return f"&nbsp;{text}&nbsp;"

    def _trump_html(self, trump: str) -> str:
        if trump == "SA":
            return escape(self.w["sans_atout"])
        if trump == "TA":
            return escape(self.w["tout_atout"])
        suit = SUITS.index(trump)
        colour = suit_ink(suit, self.c.palette).name()
        return f'<b><span style="color:{colour}">{SUIT_SYMBOLS[suit]}</span></b>'

    def _card_example(self, ex: CardExample, mark: str) -> str:
        trick = ", ".join(f"{self.card(code)} <small>({escape(player_label(who))})</small>" for code, who in ex.trick)
        hand = " ".join(self.card(code, code in ex.allowed) for code in ex.hand)
        allowed = " ".join(self.card(code) for code in ex.allowed)
        rows = [
            f"<p>{self._tag(mark, ex)}<b>{ex.caption}</b></p>",
            f"<p>{escape(self.w['trump'])} {self._trump_html(ex.trump)}<br/>",
            f"{escape(self.w['on_table'])} {trick}<br/>",
            f"{escape(self.w['hand'])} {hand}<br/>",
            f"{escape(self.w['may_play'])} {allowed}</p>",
            f"<p><i>{ex.explanation}</i></p>",
        ]
        return "".join(rows)

    def _declaration_example(self, ex: DeclarationExample, mark: str) -> str:
        declared = "<br/>".join(
            f"{escape(seat_label(seat))}: " + " ".join(self.card(code) for code in cards.split())
            for seat, cards in ex.declared)
        return (f"<p>{self._tag(mark, ex)}<b>{ex.caption}</b></p>"
                f"<p>{escape(self.w['trump'])} {self._trump_html(ex.trump)}<br/>"
                f"{escape(self.w['declared'])}<br/>{declared}</p>"
                f"<p><i>{ex.explanation}</i></p>")

    def _score_example(self, ex: ScoreExample, mark: str) -> str:
        t, d = ex.takers, ex.defence
        capot = ((escape(self.w["capot"]), str(t.capot), str(d.capot)),) if t.capot or d.capot else ()
        rows = (
            (escape(self.w["card_points"]), str(t.card_points), str(d.card_points)),
            (escape(self.w["last_trick"]), str(t.last_trick), str(d.last_trick)),
            *capot,
            (escape(self.w["declarations"]), str(t.declarations), str(d.declarations)),
            (escape(self.w["belote"]), str(t.belote), str(d.belote)),
            (f"<b>{escape(self.w['counted'])}</b>", f"<b>{t.counted}</b>", f"<b>{d.counted}</b>"),
            (f"<b>{escape(self.w['deal_score'])}</b>", f"<b>{ex.scores[0]}</b>", f"<b>{ex.scores[1]}</b>"),
        )
        header = ("", escape(self.w["takers"]), escape(self.w["defence"]))
        if ex.bid is None:
            contract = arg(escape(self.w["contract_classic"]), self._trump_html(ex.trump))
        else:
            multiplier = {1: "", 2: " ×2", 4: " ×4"}[ex.multiplier]
            contract = arg(escape(self.w["contract_bid"]), ex.bid, self._trump_html(ex.trump)) + multiplier
        return (f"<p>{self._tag(mark, ex)}<b>{ex.caption}</b><br/>{contract}</p>"
                + self._table(header, rows) + f"<p><i>{ex.explanation}</i></p>")

    def _roem_example(self, ex: RoemExample, mark: str) -> str:
        """Klaverjas K6: a finished trick, who played each card, who wins it, its points and roem."""
        trick = ", ".join(f"{self.card(code)} <small>({escape(seat_label(seat))})</small>" for code, seat in ex.trick)
        return (f"<p>{self._tag(mark, ex)}<b>{ex.caption}</b></p>"
                f"<p>{escape(self.w['trump'])} {self._trump_html(ex.trump)}<br/>"
                f"{escape(self.w['trick'])} {trick}<br/>"
                f"{escape(arg(self.w['winner'], seat_label(ex.winner)))}<br/>"
                f"<b>{escape(arg(self.w['points_roem'], ex.card_points, ex.roem))}</b></p>"
                f"<p><i>{ex.explanation}</i></p>")

    def _result_example(self, ex: ResultExample, mark: str) -> str:
        """Klaverjas K7: each team's points, roem and pit, what decides made or nat, and the deal's score."""
        m, d = ex.makers, ex.defenders
        pit = ((escape(self.w["pit"]), str(m.pit), str(d.pit)),) if m.pit or d.pit else ()
        verdict = escape(self.w["made"] if ex.made else self.w["nat"])
        rows = (
            (escape(self.w["card_points"]), str(m.card_points), str(d.card_points)),
            (escape(self.w["last_trick"]), str(m.last_trick), str(d.last_trick)),
            (escape(self.w["roem"]), str(m.roem), str(d.roem)),
            (f"<b>{escape(self.w['counted'])}</b>", f"<b>{m.counted}</b>", f"<b>{d.counted}</b>"),
            *pit,
            (f"<b>{escape(self.w['deal_score'])}</b>", f"<b>{ex.scores[0]}</b>", f"<b>{ex.scores[1]}</b>"),
        )
        header = ("", escape(self.w["makers"]), escape(self.w["defenders"]))
        return (f"<p>{self._tag(mark, ex)}<b>{ex.caption}</b> ({verdict})<br/>"
                f"{escape(self.w['trump'])} {self._trump_html(ex.trump)}</p>"
                + self._table(header, rows) + f"<p><i>{ex.explanation}</i></p>")

    def _options_table(self, group: list[OptionHelp]) -> str:
        # Two columns, each option's values under its name: a third column left too little room for the
        # words in a dock beside the table.
        rows = []
        for option in group:
            values = " / ".join(self._option_value(option, value, label) for value, label in option.values)
            if self.options is not None and self._value_unlisted(option):
                # A value typed in the settings (target 1200, 12 deals) is shown beside the common ones.
                values += " / " + self._highlight(escape(self.doc.in_effect_text(self.options, option.key)))
            label = f"<b>{escape(option.label)}</b>"
            if self.options is not None and not self.doc.applies(option, self.options):
                dim = self.c.dim
                tag = escape(self.w["not_in_game"])
                rows.append((f'<span style="color:{dim}">{label}<br/>{values}<br/><small>[{tag}]</small></span>',
                             f'<span style="color:{dim}">{escape(option.text)}</span>'))
                continue
            rows.append((f"{label}<br/>{values}", escape(option.text)))
        header = (escape(self.w["option"]), escape(self.w["what"]))
        return self._table(header, tuple(rows))

    def _value_unlisted(self, option: OptionHelp) -> bool:
        listed = {v for v, _ in option.values}
        if option.key == "target":
            return self.options.deals is not None or self.options.target not in listed
        return getattr(self.options, option.key) not in listed

    def _option_value(self, option: OptionHelp, value: object, label: str) -> str:
        if self.options is None:
            return escape(label)
        current = getattr(self.options, option.key)
        if option.key == "target" and self.options.deals is not None:
            current = None
        return self._highlight(escape(label)) if current == value else escape(label)

    def _highlight(self, html: str) -> str:
        return f'<span style="background-color:{self.c.in_game}"><b>&nbsp;{html}&nbsp;</b></span>'

    def _footer(self, neighbours: tuple[Section | None, Section | None]) -> str:
        before, after = neighbours
        links = []
        if before is not None:
            links.append(f'<a href="{LINK_SCHEME}:{before.id}">← {escape(before.title)}</a>')
        if after is not None:
            links.append(f'<a href="{LINK_SCHEME}:{after.id}">{escape(after.title)} →</a>')
        return f'<hr/><p style="color:{self.c.dim}">{" &nbsp;|&nbsp; ".join(links)}</p>'


def _is_short(cell: str) -> bool:
    return len(re.sub(r"<[^>]*>", "", cell)) <= 8


def _variant_order(variant: str) -> int:
    return ("classic", "coinche", "contree").index(variant)
