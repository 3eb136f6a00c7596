"""The rules help of klaverjas (issue 38; KLAVERJAS.md K1 to K11): the panel shows it for a klaverjas game, every
rule id has its section, every option is explained in the section where it applies, every section is there in
every language with the Dutch words of K10, and the worked examples' numbers are the engine's.
"""

from __future__ import annotations

import ast
import re
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import fields
from itertools import product
from pathlib import Path

import pytest

from belote_desktop.engine.cards import SUITS, parse_card, parse_hand
from belote_desktop.engine.families.klaverjas import FAMILY, duties
from belote_desktop.engine.families.klaverjas.options import PRESETS as KJ_PRESETS
from belote_desktop.engine.families.klaverjas.options import KlaverjasOptions
from belote_desktop.engine.families.klaverjas.result import DEAL_POINTS, PIT_BONUS, score_deal
from belote_desktop.engine.families.klaverjas.roem import (
    RUN_OF_FOUR,
    RUN_OF_THREE,
    STUK,
    four_of_a_kind_values,
    trick_roem,
)
from belote_desktop.engine.options import PRESETS as BELOTE_PRESETS
from belote_desktop.engine.tricks import POINTS, winning_index
from belote_desktop.i18n.klaverjas_options_text import OPTION_SECTIONS, option_helps
from belote_desktop.i18n.klaverjas_text import (
    BOOMPJE_TOTALS,
    DUTCH_WORDS,
    KJ_CARD_POINTS,
    KLAVERJAS_RULE_SECTIONS,
    ROEM_VALUES,
    klaverjas_sections,
)
from belote_desktop.i18n.language import LANGUAGES, LanguageManager
from belote_desktop.i18n.qt_tools import find_tool
from belote_desktop.i18n.rules_documents import rules_document
from belote_desktop.i18n.rules_model import (
    CardExample,
    OptionHelp,
    Paragraph,
    ResultExample,
    RoemExample,
    Table,
)
from belote_desktop.ui.help.rules_panel import RulesPanel, _Colours

pytest.importorskip("pytestqt")

ROOT = Path(__file__).resolve().parents[3]
SOURCES = (ROOT / "belote_desktop/i18n/klaverjas_text.py", ROOT / "belote_desktop/i18n/klaverjas_options_text.py")
DOCUMENT = rules_document(KlaverjasOptions())
SEATS = "NESW"
# The K11 options: every field of the options but the target, which belongs to "deals" (a boompje or a target).
OPTION_KEYS = {f.name for f in fields(KlaverjasOptions)} - {"target"}


def all_blocks(kind: type) -> list:
    return [b for s in klaverjas_sections() for b in s.blocks if isinstance(b, kind)]


def by_id() -> dict:
    return {s.id: s for s in klaverjas_sections()}


def plain(html: str) -> str:
    return re.sub(r"<[^>]*>", "", html).replace("&nbsp;", " ")


def options_for(when: tuple[str, object] | None, base: KlaverjasOptions) -> KlaverjasOptions:
    return base if when is None else base.with_(**{when[0]: when[1]})


@pytest.fixture
def panel(qtbot) -> RulesPanel:
    widget = RulesPanel()
    qtbot.addWidget(widget)
    widget.resize(820, 700)
    return widget


# -- the hook --------------------------------------------------------------------------
def test_the_document_follows_the_family_of_the_options() -> None:
    assert rules_document(None).family == "belote"
    assert {rules_document(o).family for o in BELOTE_PRESETS.values()} == {"belote"}
    assert {rules_document(o).family for o in KJ_PRESETS.values()} == {"klaverjas"}
    ids = [s.id for s in rules_document(KJ_PRESETS["rotterdams"]).sections()]
    assert ids == [s.id for s in klaverjas_sections()] and all(i.startswith("kj-") for i in ids)


def test_the_panel_switches_to_klaverjas_and_back(panel: RulesPanel) -> None:
    belote_ids = panel.section_ids()
    panel.set_game(KJ_PRESETS["amsterdams"])
    assert panel.family() == "klaverjas"
    assert panel.section_ids() == [s.id for s in klaverjas_sections()]
    assert panel.contents.count() == len(klaverjas_sections())
    for section in klaverjas_sections():
        panel.show_section(section.id)
        assert panel.browser.toPlainText().startswith(section.title)
        assert panel.contents.currentItem().text() == section.title
    panel.set_game(BELOTE_PRESETS["classic"])
    assert panel.family() == "belote" and panel.section_ids() == belote_ids


# -- rule ids ---------------------------------------------------------------------------
def test_every_rule_id_k1_to_k11_has_its_section() -> None:
    sections = by_id()
    assert set(KLAVERJAS_RULE_SECTIONS) == {f"K{n}" for n in range(1, 12)}
    named = {rule for s in sections.values() for rule in s.rules}
    assert named == set(KLAVERJAS_RULE_SECTIONS)
    for rule, section_id in KLAVERJAS_RULE_SECTIONS.items():
        assert rule in sections[section_id].rules


@pytest.mark.parametrize("rule", ["K5.1", "K5.2", "K5.3", "K5.4", "K5.5"])
def test_each_duty_of_k5_is_a_heading_of_its_own(rule: str) -> None:
    headings = [b.text for b in by_id()["kj-play"].blocks if isinstance(b, Paragraph) and b.heading]
    assert sum(1 for h in headings if h.startswith(rule + " ")) == 1


def test_every_refusal_of_the_engine_leads_to_the_duties(panel: RulesPanel) -> None:
    """Each rule id the engine refuses a card with (K5.1 to K5.4, found by trying every card of many hands)
    opens the section that explains it."""
    import random

    rng = random.Random(38)
    seen: set[str] = set()
    for _ in range(3000):
        cards = rng.sample(range(32), 9)
        hand, trick = sum(1 << c for c in cards[:6]), cards[6:6 + rng.randrange(1, 4)]
        trump, win = rng.randrange(4), winning_index(rng.randrange(4), trick)
        for card in cards[:6]:
            refusal = duties.why_illegal(card, hand, trump, trick[0] >> 3, trick[win], rng.random() < .5,
                                         rng.random() < .5, rng.random() < .5)
            if refusal:
                seen.add(refusal[0])
    assert seen == {"K5.1", "K5.2", "K5.3", "K5.4"}
    panel.set_game(KlaverjasOptions())
    for rule in sorted(seen):
        panel.show_section("kj-game")
        assert panel.show_rule(rule) == "kj-play"
        assert rule in panel.browser.toPlainText()


# -- options, each where it applies -------------------------------------------------------
def test_every_option_is_explained_once_in_the_section_where_it_applies() -> None:
    sections = by_id()
    found = [(s.id, b.key) for s in sections.values() for b in s.blocks if isinstance(b, OptionHelp)]
    assert sorted(key for _s, key in found) == sorted(OPTION_KEYS)
    for section_id, key in found:
        assert OPTION_SECTIONS[key] == section_id
        assert key in sections[section_id].options, "the banner names the value in this game"
    # Every block that holds only for some option value sits where that option is explained.
    for section in sections.values():
        for block in section.blocks:
            when = getattr(block, "when", None)
            if when is not None:
                assert OPTION_SECTIONS[when[0]] == section.id, (section.id, when)


@pytest.mark.parametrize("key", sorted(OPTION_KEYS))
def test_each_option_value_has_a_label_and_the_default_is_listed(key: str) -> None:
    option = next(o for o in option_helps() if o.key == key)
    assert getattr(KlaverjasOptions(), key) in {v for v, _ in option.values}
    assert all(label.strip() for _v, label in option.values) and option.text.strip()


@pytest.mark.parametrize("preset", sorted(KJ_PRESETS))
def test_the_panel_marks_the_values_of_the_game_where_they_apply(panel: RulesPanel, preset: str) -> None:
    options = KJ_PRESETS[preset]
    panel.set_game(options)
    colour = _Colours(panel.browser.palette()).in_game
    for section in klaverjas_sections():
        panel.show_section(section.id)
        text = panel.browser.toPlainText()
        highlighted = {plain(m).strip() for m in re.findall(rf'background-color:{colour};?"[^>]*>(.*?)</span>',
                                                            panel.browser.toHtml())}
        for key in OPTION_KEYS:
            option = next(o for o in option_helps() if o.key == key)
            label = next(lbl for v, lbl in option.values if v == getattr(options, key))
            in_banner = f"{option.label}: {label}" in text.splitlines()[2] or key == "deals"
            if OPTION_SECTIONS[key] == section.id:
                assert in_banner and label in highlighted, (section.id, key)
                assert option.text in text
            else:
                assert option.text not in text, (section.id, key)
        # Of two texts for two values of one option, the one of this game is marked "In this game".
        for block in section.blocks:
            if isinstance(block, Paragraph) and not block.heading and block.when is not None:
                start = plain(block.text)[:40]
                marked = "In this game (" if DOCUMENT.applies(block, options) else "[not in this game: "
                assert any(line.startswith(marked) and start in line for line in text.splitlines()), start


def test_amsterdams_and_rotterdams_are_told_apart_in_the_duties(panel: RulesPanel) -> None:
    panel.set_game(KJ_PRESETS["rotterdams"])
    panel.show_section("kj-play")
    text = panel.browser.toPlainText()
    assert "Trump rule: Rotterdams · Undertrumping: as the trump rule says (forced)" in text.splitlines()[2]
    assert "In this game (Trump rule: Rotterdams) Rotterdams: your partner's winning card is no excuse" in text
    assert "[not in this game: Trump rule: Amsterdams] Amsterdams: you need not trump" in text
    assert "In this game (Undertrumping: forced) If you cannot overtrump, you must still play" in text
    panel.set_game(KJ_PRESETS["amsterdams"].with_(undertrump="forced"))
    text = panel.browser.toPlainText()
    assert "In this game (Trump rule: Amsterdams) Amsterdams: you need not trump" in text
    assert "In this game (Undertrumping: forced)" in text
    panel.set_game(KJ_PRESETS["utrechts"])
    panel.show_section("kj-trump")
    assert "In this game (Choosing trump: forced (Utrechts)) Nobody passes" in panel.browser.toPlainText()


def test_the_presets_are_described() -> None:
    texts = " ".join(b.text for b in by_id()["kj-options"].blocks if isinstance(b, Paragraph))
    for name in ("<b>Amsterdams</b>", "<b>Rotterdams</b>", "<b>Utrechts</b>", "<b>NKU toernooi</b>"):
        assert name in texts
    assert len(KJ_PRESETS) == 4
    places = next(b for b in by_id()["kj-options"].blocks if isinstance(b, Table))
    assert len(places.rows) == len(OPTION_KEYS)


# -- numbers against the engine ------------------------------------------------------------
def test_card_points_agree_with_the_engine() -> None:
    ranks = "789TJQKA"
    for column, suit in (("trump", 0), ("plain", 1)):
        for rank, value in KJ_CARD_POINTS[column].items():
            assert POINTS[0][suit * 8 + ranks.index(rank)] == value
    assert sum(KJ_CARD_POINTS["trump"].values()) + 3 * sum(KJ_CARD_POINTS["plain"].values()) + 10 == DEAL_POINTS


def test_the_roem_table_agrees_with_the_engine() -> None:
    fours = four_of_a_kind_values(KlaverjasOptions())
    engine = {"run3": RUN_OF_THREE, "run4": RUN_OF_FOUR, "stuk": STUK, "stuk_run3": RUN_OF_THREE + STUK,
              "stuk_run4": RUN_OF_FOUR + STUK, "four_high": fours[7], "four_low": fours[0], "four_jacks": fours[4]}
    assert dict(ROEM_VALUES) == engine
    hearts = SUITS.index("H")
    assert trick_roem([parse_card(c) for c in ("JH", "QH", "KH", "AH")], hearts, fours).total == 70
    assert trick_roem([parse_card(c) for c in ("JH", "QH", "KH", "7S")], hearts, fours).total == 40


@pytest.mark.parametrize("example", all_blocks(RoemExample), ids=lambda e: e.caption)
def test_roem_examples_agree_with_the_engine(example: RoemExample) -> None:
    trump = SUITS.index(example.trump)
    cards = [parse_card(code) for code, _seat in example.trick]
    win = winning_index(trump, cards)
    assert example.trick[win][1] == example.winner
    assert sum(POINTS[trump][c] for c in cards) == example.card_points
    fours = four_of_a_kind_values(KlaverjasOptions())
    assert tuple(trick_roem(cards, trump, fours)) == (example.run, example.stuk, example.four)
    assert str(example.card_points) in example.explanation and str(example.roem) in example.explanation


@pytest.mark.parametrize("example", all_blocks(ResultExample), ids=lambda e: e.caption)
def test_result_examples_agree_with_the_engine(example: ResultExample) -> None:
    m, d = example.makers, example.defenders
    assert m.card_points + d.card_points == 152 and m.last_trick + d.last_trick == 10
    assert sum(example.tricks) == 8
    options = options_for(example.when, KlaverjasOptions())
    result = score_deal(options, 0, SUITS.index(example.trump), [m.card_points, d.card_points],
                        list(example.tricks), 0 if m.last_trick else 1, [m.roem, d.roem])
    assert result.scores() == example.scores
    assert result.made == example.made
    assert (result.teams[0].pit, result.teams[1].pit) == (m.pit, d.pit)
    assert (result.teams[0].counted, result.teams[1].counted) == (m.counted, d.counted)
    for number in example.scores:
        assert not number or str(number) in example.explanation


def test_the_examples_show_made_nat_half_and_pit() -> None:
    examples = all_blocks(ResultExample)
    assert {e.made for e in examples} == {True, False}
    assert any(e.makers.counted == e.defenders.counted and not e.made for e in examples)
    assert any(e.makers.pit == PIT_BONUS for e in examples)
    assert any(e.makers.points > e.defenders.points and not e.made for e in examples), "nat by roem"


def _duties_cases(example: CardExample) -> list[KlaverjasOptions]:
    cases = [KlaverjasOptions(trump_rule=r, undertrump=u) for r, u in product(("amsterdams", "rotterdams"),
                                                                             ("avoid", "forced"))]
    return [o for o in cases if DOCUMENT.applies(example, o)]


@pytest.mark.parametrize("example", all_blocks(CardExample), ids=lambda e: e.caption + e.explanation[:20])
def test_card_examples_agree_with_the_engine(example: CardExample) -> None:
    trump = SUITS.index(example.trump)
    cards = [parse_card(code) for code, _who in example.trick]
    win = winning_index(trump, cards)
    hand = parse_hand(" ".join(example.hand))
    cases = _duties_cases(example)
    assert cases
    for options in cases:
        mask = duties.legal_mask(hand, trump, cards[0] >> 3, cards[win], example.trick[win][1] == "partner",
                                 options.rotterdams, options.undertrump_forced)
        assert mask == parse_hand(" ".join(example.allowed)), (example.caption, options)


def test_the_boompje_example_is_how_the_engine_ends_a_match() -> None:
    options = KlaverjasOptions()
    assert options.deals == 16
    assert FAMILY.match_end(options, BOOMPJE_TOTALS, 15).over is False
    assert FAMILY.match_end(options, BOOMPJE_TOTALS, 16) == (True, 0)
    text = next(b.text for b in by_id()["kj-match"].blocks if isinstance(b, Paragraph) and "Example" in b.text)
    assert all(str(n) in text for n in BOOMPJE_TOTALS)


# -- six languages --------------------------------------------------------------------------
def _texts(sections) -> list[str]:
    out = []
    for s in sections:
        out.append(s.title)
        for b in s.blocks:
            if isinstance(b, Paragraph):
                out.append(b.text)
            elif isinstance(b, Table):
                out.extend(cell for row in (b.header, *b.rows) for cell in row)
            elif isinstance(b, OptionHelp):
                out.extend((b.label, b.text))
            else:
                out.extend((b.caption, b.explanation))
    return out


# Names, and words some languages share with English.
SAME_IN_EVERY_LANGUAGE = {"Amsterdams", "Rotterdams", "Roem", "Klaverjas", "Belote", "Option", "Twents", "partner",
                          "Partner", "3-2-3", "4-4", "capot: 252", "pit: 162 + 100"}
# The names Dutch players use, kept in every language (K10).
KEPT_WORDS = ("roem", "stuk", "nat", "pit", "boompje", "verzaakt", "voorhand", "Amsterdams", "Rotterdams",
              "Utrechts")
# Dutch first: the help in Dutch speaks the words of K10.
DUTCH_TERMS = ("klaverjassen", "troef", "jas", "nel", "ik speel", "ik pas", "verplicht", "voorhand", "deler",
               "uitkomen", "bekennen", "introeven", "overtroeven", "ondertroeven", "troefplicht", "slag",
               "laatste slag", "roem", "stuk", "nat", "beet", "pit", "verzaakt", "maat", "boompje", "wij", "zij")


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_every_section_is_there_in_every_language(qapp, code: str, qm_dir: Path) -> None:
    english = klaverjas_sections()
    english_texts = _texts(english)
    manager = LanguageManager(qm_dir=qm_dir)
    try:
        assert manager.set_language(code)
        translated = klaverjas_sections()
        assert [s.id for s in translated] == [s.id for s in english]
        assert [s.rules for s in translated] == [s.rules for s in english]
        texts = _texts(translated)
        assert len(texts) == len(english_texts)
        assert all(t.strip() for e, t in zip(english_texts, texts, strict=True) if e.strip())
        # Translated, not left in English: only names and numbers may stay the same.
        same = {plain(e) for e, t in zip(english_texts, texts, strict=True) if e == t and re.search(r"[a-z]{4}", e)
                and plain(e) not in DUTCH_WORDS}
        assert same <= SAME_IN_EVERY_LANGUAGE, same - SAME_IN_EVERY_LANGUAGE
        words = " ".join(plain(t) for t in texts).lower()
        for word in KEPT_WORDS:
            assert re.search(rf"\b{word.lower()}\b", words), (code, word)
        if code == "nl":
            body = " ".join(plain(t) for t in texts if t not in DUTCH_WORDS).lower()
            missing = [w for w in DUTCH_TERMS if not re.search(rf"\b{w}\b", body)]
            assert not missing, missing
    finally:
        manager.unload()


def test_the_dutch_glossary_column_stays_dutch(qapp, qm_dir: Path) -> None:
    manager = LanguageManager(qm_dir=qm_dir)
    try:
        assert manager.set_language("de")
        table = next(b for b in by_id()["kj-words"].blocks if isinstance(b, Table))
        assert [plain(row[0]) for row in table.rows] == list(DUTCH_WORDS)
        assert table.rows[0][1] != "the game; to play it"
    finally:
        manager.unload()


# -- translatable strings ------------------------------------------------------------------
def _translate_calls(path: Path) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and ((isinstance(node.func, ast.Attribute) and node.func.attr == "translate")
                 or (isinstance(node.func, ast.Name) and node.func.id == "tr"))]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_every_translate_call_uses_literal_strings(path: Path) -> None:
    calls = _translate_calls(path)
    assert calls
    for call in calls:
        for arg in call.args[:3]:
            assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), ast.unparse(call)
    assert {call.args[0].value for call in calls} == {"KlaverjasHelp"}  # type: ignore[attr-defined]


def test_lupdate_finds_every_string(tmp_path: Path) -> None:
    lupdate = find_tool("lupdate")  # PySide6's own, as packaging/translations.py finds it
    ts = tmp_path / "klaverjas.ts"
    subprocess.run([lupdate, *map(str, SOURCES), "-ts", str(ts)], check=True, capture_output=True)
    found = {(ctx.findtext("name"), msg.findtext("source"))
             for ctx in ET.parse(ts).getroot().iter("context") for msg in ctx.iter("message")}
    literal = {(c.args[0].value, c.args[1].value) for p in SOURCES for c in _translate_calls(p)}  # type: ignore[attr-defined]
    assert found == literal


def test_amsterdams_with_forced_undertrumping_frees_every_card_under_the_partner() -> None:
    """K5.3 with ``undertrump = forced``: the help's sentence, and the engine lets a lower trump go under the
    partner's trump even when the hand holds other cards (UTRECHT's club game)."""
    play = by_id()["kj-play"]
    said = [b for b in play.blocks if isinstance(b, Paragraph) and b.text.startswith("Amsterdams with undertrumping")]
    assert len(said) == 1 and said[0].when == ("undertrump", "forced")
    clubs = SUITS.index("C")
    trick = [parse_card("AD"), parse_card("TC")]  # an opponent led, the partner trumped with the ten
    hand = parse_hand("8C 7C KS 7H")
    free = duties.legal_mask(hand, clubs, trick[0] >> 3, trick[1], True, False, True)
    kept = duties.legal_mask(hand, clubs, trick[0] >> 3, trick[1], True, False, False)
    assert free == hand and kept == parse_hand("KS 7H")
