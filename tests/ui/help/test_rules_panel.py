"""The rules help: its data agrees with RULES.md and the engine, the panel shows
every section, marks the game in effect, follows rule ids and retranslates.

The numbers (card points, legal cards of the examples, worked scores) are
checked against the engine's own tables and functions, so the help cannot
drift from the rules the game actually plays.
"""

from __future__ import annotations

import ast
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator, QUrl

from belote_desktop.engine.bidding import Contract
from belote_desktop.engine.cards import SANS_ATOUT, SUITS, TOUT_ATOUT, parse_card, parse_hand
from belote_desktop.engine.declarations import best_declarations, scoring_team
from belote_desktop.engine.options import PRESETS, Options
from belote_desktop.engine.scoring import score_deal
from belote_desktop.engine.tricks import POINTS, legal_mask, winning_index
from belote_desktop.i18n import RULE_SECTIONS, CardExample, Paragraph, ScoreExample, Table, sections
from belote_desktop.i18n.qt_tools import find_tool
from belote_desktop.i18n.rules_text import (
    CARD_POINTS,
    LAST_TRICK,
    POINT_COLUMNS,
    SUITS_PER_CONTRACT,
    DeclarationExample,
    applies,
    in_effect_text,
    variant_name,
)
from belote_desktop.ui.help.rules_panel import RulesPanel, _Colours

pytest.importorskip("pytestqt")

ROOT = Path(__file__).resolve().parents[3]
SOURCES = (ROOT / "belote_desktop/i18n/rules_text.py", ROOT / "belote_desktop/ui/help/rules_panel.py")
REQUIRED_IDS = {"aim", "cards", "points", "dealing", "classic-bidding", "coinche-bidding", "play", "declarations",
                "belote", "scoring", "match-end", "options"}
PLAY_TITLE = "Playing the cards"


def plain(html: str) -> str:
    return re.sub(r"<[^>]*>", "", html).replace("&nbsp;", " ")


@pytest.fixture
def panel(qtbot) -> RulesPanel:
    widget = RulesPanel()
    qtbot.addWidget(widget)
    widget.resize(820, 700)
    return widget


def page_text(panel: RulesPanel) -> str:
    return panel.browser.toPlainText()


# -- the data ---------------------------------------------------------------------
def test_every_section_has_a_title_and_a_body() -> None:
    all_sections = sections()
    ids = [s.id for s in all_sections]
    assert len(ids) == len(set(ids))
    assert set(ids) >= REQUIRED_IDS
    for section in all_sections:
        assert section.title.strip(), section.id
        assert section.blocks, section.id
        body = [b for b in section.blocks if not (isinstance(b, Paragraph) and b.heading)]
        assert body, section.id
        for block in section.blocks:
            if isinstance(block, Paragraph):
                assert block.text.strip(), section.id
            if isinstance(block, Table):
                assert all(len(row) == len(block.header) for row in block.rows), section.id


def test_every_rule_id_has_a_section() -> None:
    ids = {s.id for s in sections()}
    assert set(RULE_SECTIONS) == {f"R{n}" for n in range(1, 13)}
    for rule, section_id in RULE_SECTIONS.items():
        assert section_id in ids, rule
    # Each section names the rules it explains, and they agree with the mapping.
    for section in sections():
        for rule in section.rules:
            assert rule in RULE_SECTIONS


def _points_table() -> Table:
    section = next(s for s in sections() if s.id == "points")
    return next(b for b in section.blocks if isinstance(b, Table) and b.key == "points")


def test_card_points_sum_to_152_and_162_in_every_trump_mode() -> None:
    table = _points_table()
    *card_rows, total_row = table.rows
    assert len(card_rows) == 8
    columns = {name: [int(row[i + 1]) for row in card_rows] for i, name in enumerate(POINT_COLUMNS)}
    # The shown "whole suit" line is the sum of the shown cards.
    for i, name in enumerate(POINT_COLUMNS):
        assert int(total_row[i + 1]) == sum(columns[name])
    for contract, suits in SUITS_PER_CONTRACT.items():
        card_points = sum(count * sum(columns[name]) for name, count in suits.items())
        assert sum(suits.values()) == 4, contract
        assert card_points == 152, contract
        assert card_points + LAST_TRICK == 162, contract


def test_card_points_agree_with_the_engine() -> None:
    ranks = "789TJQKA"
    modes = {"trump": (0, 0), "plain": (0, 1), "sans_atout": (SANS_ATOUT, 0), "tout_atout": (TOUT_ATOUT, 2)}
    for column, (mode, suit) in modes.items():
        for rank, value in CARD_POINTS[column].items():
            assert POINTS[mode][suit * 8 + ranks.index(rank)] == value, (column, rank)


def _all_blocks(kind: type) -> list:
    return [b for s in sections() for b in s.blocks if isinstance(b, kind)]


@pytest.mark.parametrize("example", _all_blocks(CardExample), ids=lambda e: e.caption)
def test_card_examples_agree_with_the_engine(example: CardExample) -> None:
    mode = {"SA": SANS_ATOUT, "TA": TOUT_ATOUT}.get(example.trump) or SUITS.index(example.trump)
    cards = [parse_card(code) for code, _who in example.trick]
    win = winning_index(mode, cards)
    partner_winning = example.trick[win][1] == "partner"
    hand = parse_hand(" ".join(example.hand))
    undertrump = [example.when[1]] if example.when and example.when[0] == "undertrump" else ["forced", "optional"]
    for value in undertrump:
        mask = legal_mask(hand, mode, cards[0] >> 3, cards[win], partner_winning, value == "optional")
        assert mask == parse_hand(" ".join(example.allowed)), (example.caption, value)


@pytest.mark.parametrize("example", _all_blocks(ScoreExample), ids=lambda e: e.caption)
def test_worked_scores_agree_with_the_engine(example: ScoreExample) -> None:
    t, d = example.takers, example.defence
    assert t.card_points + d.card_points == 152
    assert t.last_trick + d.last_trick == LAST_TRICK
    assert sum(example.tricks) == 8
    options = PRESETS["classic" if example.variant == "classic" else "coinche"]
    if example.when is not None:
        options = options.with_(**{example.when[0]: example.when[1]})
    trump = SUITS.index(example.trump)
    contract = Contract(taker=0, trump=trump, value=example.bid, multiplier=example.multiplier)
    declaration_team = 0 if t.declarations else 1 if d.declarations else None
    result = score_deal(options, contract, [t.card_points, d.card_points], list(example.tricks),
                        0 if t.last_trick else 1, declaration_team, [t.declarations, d.declarations],
                        [t.belote, d.belote])
    assert result.scores() == example.scores
    assert result.held == example.held
    assert (result.teams[0].capot_bonus, result.teams[1].capot_bonus) == (t.capot, d.capot)
    # The explanation quotes the real numbers.
    for number in (*example.scores, *([example.held] if example.held else [])):
        assert str(number) in example.explanation


@pytest.mark.parametrize("example", _all_blocks(DeclarationExample), ids=lambda e: e.caption)
def test_declaration_examples_agree_with_the_engine(example: DeclarationExample) -> None:
    seats = "NESW"
    mode = SUITS.index(example.trump)
    announced = [(seats.index(seat), best_declarations(parse_hand(cards))) for seat, cards in example.declared]
    assert all(len(decls) == 1 for _seat, decls in announced), "each declares exactly the cards shown"
    assert scoring_team(announced, mode) == example.team
    points = sum(decls[0].value for seat, decls in announced if seat & 1 == example.team)
    assert points == example.points and str(points) in example.explanation
    # Without the trump rule the first to play would have won: the example shows what it claims.
    assert scoring_team(announced, SANS_ATOUT) == announced[0][0] & 1 != example.team


def test_every_kind_of_worked_example_is_in_the_help() -> None:
    captions = {e.caption for e in _all_blocks(ScoreExample)}
    assert {"Example: a capot", "Example: a litige"} <= captions
    assert any(e.tricks == (8, 0) for e in _all_blocks(ScoreExample))
    assert _all_blocks(DeclarationExample)


def test_the_worked_example_of_rules_md_is_shown() -> None:
    scoring = next(s for s in sections() if s.id == "scoring")
    made = next(b for b in scoring.blocks if isinstance(b, ScoreExample))
    assert (made.takers.card_points, made.takers.last_trick, made.defence.card_points) == (88, 10, 64)
    assert made.scores == (98, 64)


# -- translatable strings ---------------------------------------------------------
def _translate_calls(path: Path) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute) and node.func.attr == "translate"]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_every_translate_call_uses_literal_strings(path: Path) -> None:
    calls = _translate_calls(path)
    assert calls
    for call in calls:
        assert len(call.args) >= 2, ast.unparse(call)
        for arg in call.args[:3]:
            # A literal: lupdate can read it, and the runtime key equals the .ts source.
            assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), ast.unparse(call)
    contexts = {call.args[0].value for call in calls}  # type: ignore[attr-defined]
    assert contexts == ({"RulesHelp"} if path.name == "rules_text.py" else {"RulesPanel"})


def _literal_messages() -> set[tuple[str, str]]:
    return {(c.args[0].value, c.args[1].value) for p in SOURCES for c in _translate_calls(p)}  # type: ignore[attr-defined]


def test_lupdate_finds_every_string(tmp_path: Path) -> None:
    lupdate = find_tool("lupdate")  # PySide6's own, as packaging/translations.py finds it
    ts = tmp_path / "rules.ts"
    subprocess.run([lupdate, *map(str, SOURCES), "-ts", str(ts)], check=True, capture_output=True)
    found = {(ctx.findtext("name"), msg.findtext("source"))
             for ctx in ET.parse(ts).getroot().iter("context") for msg in ctx.iter("message")}
    assert found == _literal_messages()


# -- the panel --------------------------------------------------------------------
def test_panel_lists_every_section_and_shows_each(panel: RulesPanel) -> None:
    titles = {s.id: s.title for s in sections()}
    assert panel.section_ids() == [s.id for s in sections()]
    assert panel.contents.count() == len(titles)
    for section_id, title in titles.items():
        panel.show_section(section_id)
        assert panel.current_section() == section_id
        assert page_text(panel).startswith(title)
        assert panel.contents.currentItem().text() == title


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_panel_marks_the_variant_in_effect(panel: RulesPanel, variant: str) -> None:
    options = PRESETS[variant]
    panel.set_game(options)
    name = variant_name(variant)
    for i, section in enumerate(sections()):
        panel.show_section(section.id)
        text = page_text(panel)
        assert text.startswith(section.title)  # every section is shown, whatever the variant
        item = panel.contents.item(i)
        if applies(section, options):
            assert "Not in this game" not in text
            assert item.toolTip() == ""
        else:
            assert text.splitlines()[2].startswith("Not in this game")
            assert item.toolTip() == "Not in this game"
            assert item.font().italic()
    panel.show_section("options")
    assert f"In this game: {name}" in page_text(panel)
    # The variant's name is highlighted among the values of the variant option.
    colour = _Colours(panel.browser.palette()).in_game
    highlighted = [plain(m) for m in re.findall(rf'background-color:{colour};?"[^>]*>(.*?)</span>',
                                                 panel.browser.toHtml())]
    assert any(name in h for h in highlighted)
    bidding = {"classic": "classic-bidding", "coinche": "coinche-bidding", "contree": "coinche-bidding"}[variant]
    (other,) = {"classic-bidding", "coinche-bidding"} - {bidding}
    by_id = {s.id: s for s in sections()}
    assert applies(by_id[bidding], options)
    assert not applies(by_id[other], options)


def test_contree_shows_declarations_off_and_tags_them(panel: RulesPanel) -> None:
    panel.set_game(PRESETS["contree"])
    panel.show_section("declarations")
    text = page_text(panel)
    assert "In this game: Declarations: off" in text
    assert "[not in this game: Declarations: on] Only the team with the single best declaration" in text
    assert "In this game (Declarations: off) This game is played without declarations" in text


def test_every_option_value_in_effect_is_shown(panel: RulesPanel) -> None:
    options = Options(target=501, undertrump="optional", tie="litige", direction="counterclockwise",
                      shuffle=True, round_to_ten=True)
    panel.set_game(options)
    panel.show_section("play")
    text = page_text(panel)
    assert "Undertrumping: optional" in text.splitlines()[2]
    assert "[not in this game: Undertrumping: required] If you cannot beat that trump, you must still" in text
    assert "In this game (Undertrumping: optional) If you cannot beat that trump, you may play" in text
    panel.show_section("match-end")
    assert "In this game: target 501" in page_text(panel)
    panel.show_section("options")
    colour = _Colours(panel.browser.palette()).in_game
    highlighted = {plain(m).strip() for m in re.findall(rf'background-color:{colour};?"[^>]*>(.*?)</span>',
                                                        panel.browser.toHtml())}
    for expected in ("Classic belote", "counterclockwise", "501", "litige", "optional"):
        assert expected in highlighted
    panel.set_game(Options(deals=12))
    panel.show_section("match-end")
    assert "In this game: number of deals: 12" in page_text(panel)
    assert in_effect_text(Options(deals=12), "target") == "number of deals: 12"


@pytest.mark.parametrize("rule", [f"R{n}" for n in range(1, 13)])
def test_show_rule_jumps_to_its_section(panel: RulesPanel, rule: str) -> None:
    target = RULE_SECTIONS[rule]
    start = "options" if target != "options" else "table"
    panel.show_section(start)
    assert panel.show_rule(rule) == target
    assert panel.current_section() == target
    title = next(s.title for s in sections() if s.id == target)
    assert page_text(panel).startswith(title)
    assert panel.contents.currentItem().text() == title


def test_engine_sub_rule_ids_lead_to_their_section(panel: RulesPanel) -> None:
    engine_ids = (("R6.3", "play"), ("R6.1", "play"), ("R5.2", "coinche-bidding"), ("R4.1", "classic-bidding"))
    for rule, section_id in engine_ids:
        panel.show_section("table")
        panel.show_rule(rule)
        assert panel.current_section() == section_id
    with pytest.raises(KeyError):
        panel.show_section("no-such-section")


def test_contents_and_links_navigate(panel: RulesPanel) -> None:
    panel.contents.setCurrentRow(panel.section_ids().index("belote"))
    assert panel.current_section() == "belote"
    panel.browser.anchorClicked.emit(QUrl("section:scoring"))
    assert panel.current_section() == "scoring"
    assert "Playing the cards" not in page_text(panel).splitlines()[0]


def test_without_a_game_conditions_are_named_not_judged(panel: RulesPanel) -> None:
    panel.show_section("scoring")
    text = page_text(panel)
    assert "In this game" not in text and "not in this game" not in text
    assert "[Equal counts: made] When both teams counted the same" in text
    assert "[Equal counts: litige] When both teams counted the same" in text
    # A section about another variant is flagged once, not block by block.
    panel.set_game(PRESETS["coinche"])
    text = page_text(panel)
    assert text.splitlines()[2] == "Not in this game: this section is about Classic belote."
    assert "In this game (" not in text and "[not in this game:" not in text


def test_card_examples_show_coloured_suit_symbols(panel: RulesPanel) -> None:
    panel.set_game(PRESETS["classic"])
    panel.show_section("play")
    html = panel.browser.toHtml()
    assert "♥" in page_text(panel) and "♠" in page_text(panel)
    red = set(re.findall(r'(?<!background-)color:(#[0-9a-f]{6});?">♥', html))
    black = set(re.findall(r'(?<!background-)color:(#[0-9a-f]{6});?">♠', html))
    # One ink per suit, hearts and spades told apart.
    assert len(red) == 1 and len(black) == 1
    assert red != black


# -- language change --------------------------------------------------------------
def _build_qm(tmp_path: Path, messages: dict[tuple[str, str], str]) -> Path:
    lrelease = find_tool("lrelease")  # PySide6's own, as packaging/translations.py finds it
    root = ET.Element("TS", version="2.1", language="nl")
    for (context, source), translation in messages.items():
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = context
        message = ET.SubElement(ctx, "message")
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "translation").text = translation
    ts, qm = tmp_path / "rules_nl.ts", tmp_path / "rules_nl.qm"
    ET.ElementTree(root).write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def test_language_change_retranslates(panel: RulesPanel, tmp_path: Path) -> None:
    assert next(s.title for s in sections() if s.id == "play") == PLAY_TITLE
    qm = _build_qm(tmp_path, {("RulesHelp", PLAY_TITLE): "Kaarten spelen", ("RulesPanel", "Rules"): "Regels"})
    panel.show_section("play")
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    try:
        assert panel.windowTitle() == "Regels"
        assert panel.current_section() == "play"
        assert page_text(panel).startswith("Kaarten spelen")
        assert panel.contents.currentItem().text() == "Kaarten spelen"
    finally:
        QCoreApplication.removeTranslator(translator)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert page_text(panel).startswith(PLAY_TITLE)
    assert panel.windowTitle() == "Rules"


def test_the_last_raise_and_the_dealers_choice_are_marked_for_the_game(panel: RulesPanel) -> None:
    """Issue 36: the option's text is marked "in this game" where the option is on, and "not in this game"
    where it is off; the rule options list names both."""
    panel.set_game(PRESETS["contree_last_raise"])
    panel.show_section("coinche-bidding")
    text = page_text(panel)
    assert "In this game (Last raise: on) When a bid has been followed by three passes" in text
    assert "[not in this game: Last raise: off] The bidding also ends when a bid is followed by three" in text
    panel.set_game(PRESETS["contree"])
    panel.show_section("coinche-bidding")
    assert "[not in this game: Last raise: on] When a bid has been followed" in page_text(panel)
    panel.set_game(PRESETS["polish_classic"])
    panel.show_section("classic-bidding")
    text = page_text(panel)
    assert "In this game (The dealer's free choice in round two: on) The dealer speaks last" in text
    panel.show_section("options")
    text = page_text(panel)
    assert "Polish classic" in text and "Contrée with a last raise" in text and "Last raise" in text
