"""Languages: the list, loading translators (``language``), and the rules help as translatable text (``rules_text``)."""

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
