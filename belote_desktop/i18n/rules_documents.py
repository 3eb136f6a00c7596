"""The rules help of each game family: ``rules_document(options)`` gives the document of the game on the table.

A document is the family's sections and the four questions the help panel asks about them: does a block
apply to this game, what game is a conditional block about, what is an option's value in this game, and
which section explains a rule id. Belote's are ``rules_text``'s (RULES.md, R1 to R12), klaverjas's
``klaverjas_text``'s (KLAVERJAS.md, K1 to K11); a third family adds one entry to ``_DOCUMENTS``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.families import family_of
from .rules_model import Block, Section


@dataclass(frozen=True, slots=True)
class RulesDocument:
    family: str  # "belote", "klaverjas": the engine's family name
    sections: Callable[[], list[Section]]  # in reading order, in the current language
    applies: Callable[[Block | Section, Any], bool]
    condition_text: Callable[[Block], str]
    in_effect_text: Callable[[Any, str], str]
    rule_sections: Mapping[str, str]  # rule id ("R6", "K5") -> section id

    def section_for_rule(self, rule_id: str) -> str:
        """The section of a rule id as the engine gives it: "R6", "K5.3", "k6" ..."""
        return self.rule_sections[rule_id.strip().upper().split(".")[0]]


def _belote() -> RulesDocument:
    from . import rules_text

    return RulesDocument("belote", rules_text.sections, rules_text.applies, rules_text.condition_text,
                         rules_text.in_effect_text, rules_text.RULE_SECTIONS)


def _klaverjas() -> RulesDocument:
    from . import klaverjas_options_text as opts
    from . import klaverjas_text

    return RulesDocument("klaverjas", klaverjas_text.klaverjas_sections, opts.applies, opts.condition_text,
                         opts.in_effect_text, klaverjas_text.KLAVERJAS_RULE_SECTIONS)


# Loaded when first asked for: the texts are only wanted once the help is opened.
_DOCUMENTS: dict[str, Callable[[], RulesDocument]] = {"belote": _belote, "klaverjas": _klaverjas}


def document_named(family: str) -> RulesDocument:
    return _DOCUMENTS[family]()


def rules_document(options: Any = None) -> RulesDocument:
    """The rules help of the family ``options`` belong to; belote's without options (no game yet)."""
    return document_named("belote" if options is None else family_of(options).name)
