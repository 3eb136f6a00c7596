"""``python -m belote_desktop`` and the ``belote-desktop`` command."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="belote-desktop", description="Belote against computer players.")
    parser.add_argument("--version", action="version", version=f"belote-desktop {__version__}")
    parser.parse_args(argv)
    # The table window arrives with the GUI issue; until then say so plainly
    # rather than open an empty window.
    print("Belote Desktop: the rules engine is in place; the game window is not built yet.\n"
          "Replay a game record with: python -m belote_desktop.engine.replay FILE", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
