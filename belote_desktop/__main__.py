"""``python -m belote_desktop`` and the ``belote-desktop`` command."""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

from . import __version__

SPEEDS = ("slow", "normal", "fast", "instant")
LANGUAGE_CODES = ("en", "nl", "de", "sv", "pl", "fr")  # as belote_desktop.i18n.language.LANGUAGES, without loading Qt
VARIANTS = ("classic", "coinche", "contree")
# As engine.families.klaverjas.options.PRESETS (K11), without loading the engine for --version.
KLAVERJAS_PRESETS = ("amsterdams", "rotterdams", "utrechts", "nku_toernooi")
GAMES = ("belote", "klaverjas")  # as session.settings.GAMES


MAX_WORD = 40  # characters of one value quoted in an error, at most
MAX_LINE = 300  # characters of the error line, at most


def shortened(message: str) -> str:
    """``message`` with every over-long value cut (``aaaa…`` and how long it was) and no more than
    ``MAX_LINE`` characters in all: a mistyped argument of 100,000 characters is not printed back whole."""

    def cut(match: re.Match[str]) -> str:
        word = match.group(0)
        return f"{word[:MAX_WORD]}… ({len(word):,} characters)"

    text = re.sub(rf"[^\s,']{{{MAX_WORD + 1},}}", cut, message)
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[:MAX_LINE + 1])
    return text if len(text) <= MAX_LINE else text[:MAX_LINE] + "…"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {shortened(message)}\n")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = _Parser(prog="belote-desktop", description="Belote and klaverjas against computer players.")
    parser.add_argument("--version", action="version", version=f"belote-desktop {__version__}")
    parser.add_argument("--speed", choices=SPEEDS, default=None, help="animation speed (default: as last set)")
    parser.add_argument("--game", choices=GAMES, default=None,
                        help="game to play, with its rules as last set (default: as last set)")
    parser.add_argument("--variant", choices=(*VARIANTS, *KLAVERJAS_PRESETS), default=None,
                        help="rules to play, with their preset options: a belote variant (classic, coinche, contree) "
                             "or a klaverjas preset (amsterdams, rotterdams, utrechts, nku_toernooi); it chooses "
                             "the game too (default: as last set)")
    parser.add_argument("--seed", type=int, default=None, help="deal the same cards every time")
    parser.add_argument("--lang", choices=LANGUAGE_CODES, default=None,
                        help="language of the interface (default: the last one chosen, else the system's)")
    parser.add_argument("--self-test", action="store_true",
                        help="open the window, play one deal with four computer players at instant speed, and exit "
                             "(0 when everything worked)")
    args = parser.parse_args(argv)  # a bad argument exits 2 with argparse's message
    if args.variant is not None:
        family = game_of(args.variant)
        if args.game not in (None, family):  # --game klaverjas --variant coinche: said in the player's words
            parser.error(wrong_rules_text(args.game, args.variant, args.lang))
        args.game = family
    return args


def game_of(variant: str) -> str:
    """The game a ``--variant`` value belongs to: a belote variant or a klaverjas preset."""
    return "klaverjas" if variant in KLAVERJAS_PRESETS else "belote"


def wrong_rules_text(game: str, variant: str, lang: str | None) -> str:
    """Why ``--game`` and ``--variant`` do not go together, in ``lang`` (else the system's language), with the
    rules that do."""
    from PySide6.QtCore import QCoreApplication  # only on this way out: --version stays without Qt

    from .i18n.language import LanguageManager, system_language

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    languages = LanguageManager(parent=app)
    try:
        languages.set_language(lang or system_language())
        if game == "klaverjas":
            text = QCoreApplication.translate(
                "CommandLine", "klaverjas is not played with the belote variant %1: choose one of %2, "
                "or leave out --game")
            choices = KLAVERJAS_PRESETS
        else:
            text = QCoreApplication.translate(
                "CommandLine", "belote is not played with the klaverjas preset %1: choose one of %2, "
                "or leave out --game")
            choices = VARIANTS
        return text.replace("%1", variant).replace("%2", ", ".join(choices))
    finally:
        languages.unload()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.self_test:
        from .self_test import run as self_test

        variant = args.variant or ("amsterdams" if args.game == "klaverjas" else "classic")
        return self_test(variant=variant, seed=args.seed if args.seed is not None else 1)
    from .app import main as run  # Qt is loaded only when a window is wanted (not for --version)

    return run([sys.argv[0]], speed=args.speed, game=args.game, variant=args.variant, seed=args.seed, lang=args.lang)


if __name__ == "__main__":
    raise SystemExit(main())
