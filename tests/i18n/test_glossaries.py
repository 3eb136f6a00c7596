"""Each language's game words are used the same way everywhere (issue 15): table, dialogs, rules help.

``translations/glossary_<lang>.txt`` lists the game's terms with the word chosen for each; this test
reads the language's .ts file and checks, for every term, that each message whose English text uses
the term uses the chosen word, that the avoided words appear nowhere, and that no line of the glossary
is dead (matches no message).

Glossary lines: ``english = chosen | other form ... ~ avoided, avoided``. Words match whole and
case-insensitively; a ``*`` at either end of a word stands for any letters (an ending, a prefix).
Lines starting with ``#`` are comments.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("nl", "de", "sv", "pl", "fr")
# The terms every glossary names: the words a newcomer meets at the table and in the rules help.
REQUIRED_TERMS = {"trump*", "trick*", "takers", "defence", "declaration*", "tierce", "quarte", "quinte",
                  "contract*", "thrown in", "dealer*", "capot"}


@dataclass(frozen=True)
class Term:
    english: str
    chosen: tuple[str, ...]
    avoided: tuple[str, ...]
    line: int


def word_pattern(words: str) -> re.Pattern[str]:
    """``words`` as a case-insensitive whole-word pattern; ``*`` at a word's edge is any letters."""
    parts = []
    for word in words.split():
        body = re.escape(word.strip("*"))
        start = r"\w*" if word.startswith("*") else r"(?<!\w)"
        end = r"\w*" if word.endswith("*") else r"(?!\w)"
        parts.append(start + body + end)
    return re.compile(r"\s+".join(parts), re.IGNORECASE)


def read_glossary(lang: str) -> list[Term]:
    terms = []
    path = ROOT / "translations" / f"glossary_{lang}.txt"
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        english, _, rest = line.partition("=")
        chosen, _, avoided = rest.partition("~")
        assert english.strip() and chosen.strip(), f"{path.name}:{number}: expected 'english = chosen [~ avoided]'"
        terms.append(Term(english.strip(), tuple(w.strip() for w in chosen.split("|") if w.strip()),
                          tuple(w.strip() for w in avoided.split(",") if w.strip()), number))
    return terms


def plain(text: str) -> str:
    """Without rich-text tags and accelerator ampersands, so "<i>capot</i>" and "&Deal" read as words."""
    return re.sub(r"<[^>]+>", " ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def read_messages(lang: str) -> list[tuple[str, str, list[str]]]:
    """(context, English source, translations: one, or each plural form) of the .ts file."""
    tree = ET.parse(ROOT / "translations" / f"belote_{lang}.ts")
    messages = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            messages.append((name, plain(message.findtext("source") or ""), [plain(f) for f in forms]))
    return messages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glossary_names_the_games_words(lang: str) -> None:
    english = {t.english for t in read_glossary(lang)}
    assert english >= REQUIRED_TERMS, sorted(REQUIRED_TERMS - english)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_term_is_translated_with_its_chosen_word_everywhere(lang: str) -> None:
    messages = read_messages(lang)
    problems = []
    for term in read_glossary(lang):
        source = word_pattern(term.english)
        chosen = [word_pattern(w) for w in term.chosen]
        used = [(ctx, src, forms) for ctx, src, forms in messages if source.search(src)]
        if not used:
            problems.append(f"line {term.line}: {term.english!r} is in no English message")
        for ctx, src, forms in used:
            for form in forms:
                if not any(p.search(form) for p in chosen):
                    problems.append(f"line {term.line}: {term.english!r} -> {' | '.join(term.chosen)} "
                                    f"missing in {ctx}: {src[:70]!r} = {form[:70]!r}")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_avoided_words_are_nowhere(lang: str) -> None:
    messages = read_messages(lang)
    problems = []
    for term in read_glossary(lang):
        for word in term.avoided:
            pattern = word_pattern(word)
            problems.extend(f"line {term.line}: avoided {word!r} in {ctx}: {form[:80]!r}"
                            for ctx, _src, forms in messages for form in forms if pattern.search(form))
    assert not problems, "\n".join(problems[:40])


def test_the_word_patterns_match_as_described() -> None:
    assert word_pattern("trick*").search("Last tricks won")
    assert not word_pattern("trick").search("tricks")
    assert word_pattern("*troev*").search("je moet introeven")
    assert word_pattern("thrown in").search("the cards are thrown  in")
    assert not word_pattern("capot").search("capotes")
    assert plain("<i>Capot</i> &Deal") == " Capot  Deal"
