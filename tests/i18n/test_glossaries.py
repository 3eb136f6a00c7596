"""Each language's game words are used the same way everywhere (issue 15): table, dialogs, rules help.

``translations/glossary_<lang>.txt`` lists the game's terms with the word chosen for each; this test
reads the language's .ts file and checks, for every term, that each message whose English text uses
the term uses the chosen word, that the avoided words appear nowhere, and that no line of the glossary
is dead (matches no message).

Glossary lines: ``english = chosen | other form ... ~ avoided, avoided``. Words match whole and
case-insensitively; a ``*`` at either end of a word stands for any letters (an ending, a prefix).
Lines starting with ``#`` are comments.

A line ``! Context`` or ``! Context: English message`` under a term exempts that translation context, or
that one message (its English text as the .ts file has it, without the ``&`` of a shortcut), from the term
and its avoided words: the place where the English word is used in its everyday sense, not as the game's
word. The screen reader's "Say that again" and its "short announcements" are about speaking, not about
declaring, and the belote verb for declaring would tell a player something false there. An exemption
that matches no message using its term or an avoided word is an error, like a dead term.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("nl", "de", "sv", "pl", "fr")
# The terms every glossary names: the words a newcomer meets at the table and in the rules help.
REQUIRED_TERMS = {"trump*", "trick*", "takers", "defence", "declaration*", "tierce", "quarte", "quinte",
                  "contract*", "thrown in", "dealer*", "capot"}


@dataclass(frozen=True)
class Exemption:
    """A context, or one message of it (``message`` ``None``: the whole context), where a term is not the game's."""

    context: str
    message: str | None
    line: int

    def covers(self, context: str, source: str) -> bool:
        return context == self.context and (self.message is None or source.strip() == self.message)


@dataclass(frozen=True)
class Term:
    english: str
    chosen: tuple[str, ...]
    avoided: tuple[str, ...]
    line: int
    exemptions: tuple[Exemption, ...] = ()

    def exempts(self, context: str, source: str) -> bool:
        return any(e.covers(context, source) for e in self.exemptions)


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
    return parse_glossary((ROOT / "translations" / f"glossary_{lang}.txt").read_text(encoding="utf-8"),
                          f"glossary_{lang}.txt")


def parse_glossary(text: str, name: str = "glossary") -> list[Term]:
    terms: list[Term] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("!"):
            assert terms, f"{name}:{number}: an exemption ('! Context[: message]') belongs under a term"
            context, _, message = line[1:].partition(":")
            assert context.strip(), f"{name}:{number}: expected '! Context' or '! Context: English message'"
            exemption = Exemption(context.strip(), message.strip() or None, number)
            terms[-1] = replace(terms[-1], exemptions=(*terms[-1].exemptions, exemption))
            continue
        english, _, rest = line.partition("=")
        chosen, _, avoided = rest.partition("~")
        assert english.strip() and chosen.strip(), f"{name}:{number}: expected 'english = chosen [~ avoided]'"
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


Message = tuple[str, str, list[str]]


def chosen_word_problems(terms: list[Term], messages: list[Message]) -> list[str]:
    """Each message whose English uses a term, outside the term's exemptions, without the chosen word;
    terms and exemptions that match no message."""
    problems = []
    for term in terms:
        source = word_pattern(term.english)
        chosen = [word_pattern(w) for w in term.chosen]
        used = [(ctx, src, forms) for ctx, src, forms in messages if source.search(src)]
        if not used:
            problems.append(f"line {term.line}: {term.english!r} is in no English message")
        # An exemption serves where the English uses the term, or where a translation uses an avoided word.
        avoided = [word_pattern(w) for w in term.avoided]
        concerned = [(ctx, src) for ctx, src, forms in messages
                     if source.search(src) or any(p.search(f) for p in avoided for f in forms)]
        problems.extend(f"line {e.line}: the exemption {e.context}{': ' + e.message if e.message else ''} "
                        f"matches no message using {term.english!r} or an avoided word"
                        for e in term.exemptions if not any(e.covers(ctx, src) for ctx, src in concerned))
        for ctx, src, forms in used:
            if term.exempts(ctx, src):
                continue
            for form in forms:
                if not any(p.search(form) for p in chosen):
                    problems.append(f"line {term.line}: {term.english!r} -> {' | '.join(term.chosen)} "
                                    f"missing in {ctx}: {src[:70]!r} = {form[:70]!r}")
    return problems


def avoided_word_problems(terms: list[Term], messages: list[Message]) -> list[str]:
    """The avoided words wherever they appear, except in the term's exempted places."""
    problems = []
    for term in terms:
        for word in term.avoided:
            pattern = word_pattern(word)
            problems.extend(f"line {term.line}: avoided {word!r} in {ctx}: {form[:80]!r}"
                            for ctx, src, forms in messages if not term.exempts(ctx, src)
                            for form in forms if pattern.search(form))
    return problems


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_term_is_translated_with_its_chosen_word_everywhere(lang: str) -> None:
    problems = chosen_word_problems(read_glossary(lang), read_messages(lang))
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_avoided_words_are_nowhere(lang: str) -> None:
    problems = avoided_word_problems(read_glossary(lang), read_messages(lang))
    assert not problems, "\n".join(problems[:40])


SCREEN_READER = [("MainWindow", "Say that again", ["Powtórz ostatni komunikat"]),
                 ("Speech", "You say %1.", ["Zgłaszasz %1."]),
                 ("Speech", "Nothing has been said yet.", ["Nie było jeszcze żadnego komunikatu."])]


def test_an_exemption_lets_a_message_use_the_everyday_word() -> None:
    # "Say that again" repeats the screen reader's last sentence: "zgłoszenie" (a declaration) would be false.
    strict = parse_glossary("say = zgł* ~ mów*\nsaid = zgł*")
    assert len(chosen_word_problems(strict, SCREEN_READER)) == 2
    exempt = parse_glossary("say = zgł* ~ mów*\n! MainWindow: Say that again\nsaid = zgł*\n! Speech")
    assert chosen_word_problems(exempt, SCREEN_READER) == []
    # Only the message named: the same word elsewhere in the context is still the game's.
    assert exempt[0].exempts("MainWindow", "Say that again") and not exempt[0].exempts("Speech", "You say %1.")
    spoken = [("MainWindow", "Say that again", ["Mów jeszcze raz"])]
    assert avoided_word_problems(exempt, spoken) == []
    assert avoided_word_problems(strict, spoken) != []
    # A message with an avoided word in its right sense, though its English does not use the term.
    giving = [("Hints", "give points", ["schmier ihm Punkte"])]
    assert avoided_word_problems(parse_glossary("discard* = abwerf* ~ schmier*"), giving) != []
    kept = parse_glossary("discard* = abwerf* ~ schmier*\n! Hints: give points")
    assert avoided_word_problems(kept, giving) == []
    assert not any("matches no message" in p for p in chosen_word_problems(kept, giving))


def test_an_exemption_that_matches_nothing_is_an_error() -> None:
    dead = parse_glossary("say = zgł*\n! MainWindow: Say it once more\n! Hints")
    problems = chosen_word_problems(dead, SCREEN_READER[:2])
    assert sum("matches no message" in p for p in problems) == 2
    with pytest.raises(AssertionError):
        parse_glossary("! MainWindow: Say that again")


def test_the_word_patterns_match_as_described() -> None:
    assert word_pattern("trick*").search("Last tricks won")
    assert not word_pattern("trick").search("tricks")
    assert word_pattern("*troev*").search("je moet introeven")
    assert word_pattern("thrown in").search("the cards are thrown  in")
    assert not word_pattern("capot").search("capotes")
    assert plain("<i>Capot</i> &Deal") == " Capot  Deal"
