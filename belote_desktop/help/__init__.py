"""The rules help: the rules of RULES.md as translatable data for the help panel."""

from .rules_text import (
    RULE_SECTIONS,
    CardExample,
    OptionHelp,
    Paragraph,
    ScoreExample,
    Section,
    Table,
    section_for_rule,
    sections,
)

__all__ = [
    "RULE_SECTIONS",
    "CardExample",
    "OptionHelp",
    "Paragraph",
    "ScoreExample",
    "Section",
    "Table",
    "section_for_rule",
    "sections",
]
