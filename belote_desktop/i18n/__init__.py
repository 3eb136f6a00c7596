"""Languages: the list, loading translators (``language``), and the rules help as translatable text (``rules_text``).

The rules text is loaded when first asked for, not with the package: the
language list is needed at start-up, the rules help only when opened.
"""

from __future__ import annotations

from typing import Any

_RULES_NAMES = ("RULE_SECTIONS", "CardExample", "OptionHelp", "Paragraph", "ScoreExample", "Section", "Table",
                "section_for_rule", "sections")

__all__ = list(_RULES_NAMES)


def __getattr__(name: str) -> Any:
    if name in _RULES_NAMES:
        from . import rules_text

        return getattr(rules_text, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
