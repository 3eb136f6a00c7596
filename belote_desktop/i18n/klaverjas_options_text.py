"""The K11 options of klaverjas in words, and how the help judges a block against a klaverjas game.

Each option is explained once, in the section of the rule it changes (``OPTION_SECTIONS``); ``applies``,
``condition_text`` and ``in_effect_text`` are the klaverjas forms of ``rules_text``'s, which the help panel
calls through ``rules_documents.rules_document``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.families.klaverjas.options import KlaverjasOptions
from .rules_model import IS_SET, Block, OptionHelp, Section, arg
from .rules_text import on_off

# Where each option is explained: the section of the rule it changes.
OPTION_SECTIONS: dict[str, str] = {
    "deal_packets": "kj-dealing",
    "trump_choice": "kj-trump",
    "first_speaker": "kj-trump",
    "gedraaid_all_pass": "kj-trump",
    "first_lead": "kj-trump",
    "trump_rule": "kj-play",
    "undertrump": "kj-play",
    "four_low": "kj-roem",
    "four_jacks": "kj-roem",
    "auto_roem": "kj-roem",
    "half_is_made": "kj-result",
    "pit_any_team": "kj-result",
    "double_spades": "kj-result",
    "deals": "kj-match",
    "tie_extra_deal": "kj-match",
}


def option_section(key: str) -> str:
    return OPTION_SECTIONS[key]


def option_labels() -> dict[str, str]:
    """Each option's name, in the current language."""
    return {
        "deal_packets": QCoreApplication.translate("KlaverjasHelp", "Dealing in packets"),
        "trump_choice": QCoreApplication.translate("KlaverjasHelp", "Choosing trump"),
        "first_speaker": QCoreApplication.translate("KlaverjasHelp", "First to speak"),
        "gedraaid_all_pass": QCoreApplication.translate("KlaverjasHelp", "All pass on a proposed suit"),
        "first_lead": QCoreApplication.translate("KlaverjasHelp", "First lead"),
        "trump_rule": QCoreApplication.translate("KlaverjasHelp", "Trump rule"),
        "undertrump": QCoreApplication.translate("KlaverjasHelp", "Undertrumping"),
        "four_low": QCoreApplication.translate("KlaverjasHelp", "Four nines, eights or sevens"),
        "four_jacks": QCoreApplication.translate("KlaverjasHelp", "Four jacks"),
        "auto_roem": QCoreApplication.translate("KlaverjasHelp", "Count roem for me"),
        "half_is_made": QCoreApplication.translate("KlaverjasHelp", "Half is made"),
        "pit_any_team": QCoreApplication.translate("KlaverjasHelp", "Pit for either team"),
        "double_spades": QCoreApplication.translate("KlaverjasHelp", "Spades count twice"),
        "deals": QCoreApplication.translate("KlaverjasHelp", "End of the match"),
        "tie_extra_deal": QCoreApplication.translate("KlaverjasHelp", "Extra deal on a tie"),
    }


def option_helps() -> tuple[OptionHelp, ...]:
    """Every K11 option with its values and what it does, in the order of the settings."""
    yes, no = on_off(True), on_off(False)
    label = option_labels()
    return (
        OptionHelp(
            "deal_packets",
            label["deal_packets"],
            (("3-2-3", "3-2-3"), ("4-4", "4-4")),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "How the eight cards are given out. Only the dealing you see changes; the "
                "Dutch card union allows only 3-2-3 in its competitions.",
            ),
        ),
        OptionHelp(
            "trump_choice",
            label["trump_choice"],
            (
                ("vrij", QCoreApplication.translate("KlaverjasHelp", "free (vrij)")),
                ("verplicht", QCoreApplication.translate("KlaverjasHelp", "forced (Utrechts)")),
                ("gedraaid", QCoreApplication.translate("KlaverjasHelp", "proposed suit (gedraaid)")),
                ("twents", "Twents"),
            ),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "How trump is chosen: freely with passing, by the first speaker without "
                "passing (Utrechts), or by accepting or passing a suit proposed by chance.",
            ),
        ),
        OptionHelp(
            "first_speaker",
            label["first_speaker"],
            (("voorhand", "voorhand"), ("dealer", QCoreApplication.translate("KlaverjasHelp", "dealer"))),
            QCoreApplication.translate("KlaverjasHelp", "Who speaks first, and so must play when all four pass."),
        ),
        OptionHelp(
            "gedraaid_all_pass",
            label["gedraaid_all_pass"],
            (
                ("choose_any", QCoreApplication.translate("KlaverjasHelp", "any suit")),
                ("choose_other", QCoreApplication.translate("KlaverjasHelp", "another suit")),
                ("next_card", QCoreApplication.translate("KlaverjasHelp", "the next proposed suit")),
            ),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "With gedraaid only: when all four pass, the first speaker must play in any "
                "suit, in any suit but the proposed one, or in the suit chance proposes next.",
            ),
        ),
        OptionHelp(
            "first_lead",
            label["first_lead"],
            (
                ("voorhand", "voorhand"),
                ("maker", QCoreApplication.translate("KlaverjasHelp", "the player who chose trump")),
            ),
            QCoreApplication.translate("KlaverjasHelp", "Who leads the first trick."),
        ),
        OptionHelp(
            "trump_rule",
            label["trump_rule"],
            (("amsterdams", "Amsterdams"), ("rotterdams", "Rotterdams")),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "Whether a player who cannot follow suit must trump the partner's winning "
                "trick too (Rotterdams) or not (Amsterdams).",
            ),
        ),
        OptionHelp(
            "undertrump",
            label["undertrump"],
            (
                ("by_trump_rule", QCoreApplication.translate("KlaverjasHelp", "as the trump rule says")),
                ("avoid", QCoreApplication.translate("KlaverjasHelp", "only if nothing else")),
                ("forced", QCoreApplication.translate("KlaverjasHelp", "forced")),
            ),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "What a player who must trump but cannot overtrump does. Amsterdams avoids "
                "undertrumping and Rotterdams forces it, unless you choose otherwise here.",
            ),
        ),
        OptionHelp(
            "four_low",
            label["four_low"],
            (("count", "100"), ("none", QCoreApplication.translate("KlaverjasHelp", "nothing"))),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "Whether four low cards of one rank are roem. The Dutch rules count 100; "
                "some online rooms count only aces, tens, kings and queens.",
            ),
        ),
        OptionHelp(
            "four_jacks",
            label["four_jacks"],
            ((200, "200"), (100, "100")),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "Four jacks are worth 200 in most rules; the union's own list gives every four of a kind 100.",
            ),
        ),
        OptionHelp(
            "auto_roem",
            label["auto_roem"],
            ((True, yes), (False, no)),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "On: the game counts all roem. Off: you call it with the Roem! button before "
                "the trick is gathered, or it is lost.",
            ),
        ),
        OptionHelp(
            "half_is_made",
            label["half_is_made"],
            ((False, no), (True, yes)),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "Off, the usual rule: exactly half is nat. On: the makers need only as much as the defenders.",
            ),
        ),
        OptionHelp(
            "pit_any_team",
            label["pit_any_team"],
            ((False, no), (True, yes)),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "Off: only the makers earn the pit bonus. On: defenders who take every trick earn it too.",
            ),
        ),
        OptionHelp(
            "double_spades",
            label["double_spades"],
            ((False, no), (True, yes)),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "On: a deal with spades as trump counts twice for both teams, as in some online rooms.",
            ),
        ),
        OptionHelp(
            "deals",
            label["deals"],
            (
                (16, QCoreApplication.translate("KlaverjasHelp", "a boompje of 16 deals")),
                (None, QCoreApplication.translate("KlaverjasHelp", "a points target")),
            ),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "The usual match is a boompje of 16 deals; another number of deals, or a "
                "target such as 1500 points, can be set.",
            ),
        ),
        OptionHelp(
            "tie_extra_deal",
            label["tie_extra_deal"],
            ((False, no), (True, yes)),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "With a fixed number of deals: off, equal totals are a draw; on, one more deal is played.",
            ),
        ),
    )


def effective(options: KlaverjasOptions, key: str) -> Any:
    """The value a block's condition is judged by: undertrumping as it is played ("avoid" or "forced"), whatever
    the option says (its default follows the trump rule)."""
    if key == "undertrump":
        return "forced" if options.undertrump_forced else "avoid"
    return getattr(options, key)


def applies(block: Block | Section, options: KlaverjasOptions) -> bool:
    """Whether a klaverjas section or block is part of the game these options describe."""
    when = getattr(block, "when", None)
    if when is None:
        return True
    value = effective(options, when[0])
    return value is not None if when[1] == IS_SET else value == when[1]


def _value_label(key: str, value: object) -> str:
    option = next(o for o in option_helps() if o.key == key)
    return next((text for v, text in option.values if v == value), str(value))


def condition_text(block: Block) -> str:
    """The game a conditional block is about, e.g. "Trump rule: Rotterdams"; "" for every klaverjas game."""
    when = getattr(block, "when", None)
    if when is None:
        return ""
    key, value = when
    if key == "deals":
        return (
            QCoreApplication.translate("KlaverjasHelp", "a fixed number of deals")
            if value == IS_SET
            else QCoreApplication.translate("KlaverjasHelp", "a points target")
        )
    return arg(
        QCoreApplication.translate("KlaverjasHelp", "%1: %2", "option name: value"),
        option_labels()[key],
        _value_label(key, value),
    )


def in_effect_text(options: KlaverjasOptions, key: str) -> str:
    """One option's value in this game, in words, e.g. "Trump rule: Amsterdams"."""
    if key == "deals":
        if options.deals is not None:
            return arg(QCoreApplication.translate("KlaverjasHelp", "number of deals: %1"), options.deals)
        return arg(QCoreApplication.translate("KlaverjasHelp", "target %1"), options.target)
    text = arg(
        QCoreApplication.translate("KlaverjasHelp", "%1: %2", "option name: value"),
        option_labels()[key],
        _value_label(key, getattr(options, key)),
    )
    if key == "undertrump" and options.undertrump == "by_trump_rule":
        # Say what the default comes to, so the player need not work it out.
        text += f" ({_value_label(key, effective(options, key))})"
    return text
