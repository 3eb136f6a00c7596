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
    parser = _Parser(prog="belote-desktop", description="Belote against computer players.")
    parser.add_argument("--version", action="version", version=f"belote-desktop {__version__}")
    parser.add_argument("--speed", choices=SPEEDS, default=None, help="animation speed (default: as last set)")
    parser.add_argument("--variant", choices=VARIANTS, default=None,
                        help="rules to play, with the variant's preset options (default: as last set)")
    parser.add_argument("--seed", type=int, default=None, help="deal the same cards every time")
    parser.add_argument("--lang", choices=LANGUAGE_CODES, default=None,
                        help="language of the interface (default: the last one chosen, else the system's)")
    parser.add_argument("--self-test", action="store_true",
                        help="open the window, play one deal with four computer players at instant speed, and exit "
                             "(0 when everything worked)")
    return parser.parse_args(argv)  # a bad argument exits 2 with argparse's message


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.self_test:
        from .self_test import run as self_test

        return self_test(variant=args.variant or "classic", seed=args.seed if args.seed is not None else 1)
    from .app import main as run  # Qt is loaded only when a window is wanted (not for --version)

    return run([sys.argv[0]], speed=args.speed, variant=args.variant, seed=args.seed, lang=args.lang)


if __name__ == "__main__":
    raise SystemExit(main())
