#!/usr/bin/python3
"""A plain AT-SPI client for ``benchmarks/screen_reader.py``: what reaches a reader from the game, both ways.

Run with the system Python, which has Debian's ``python3-pyatspi``: ``/usr/bin/python3
benchmarks/screen_reader_listen.py OUT`` (stop it with SIGTERM). One tab-separated line per sentence of the
game's ("Belote Desktop"):

- ``announcement text``: an ``object:announcement`` event (Qt's QAccessibleAnnouncementEvent);
- ``notice text``: an object of role notification shown (``object:state-changed:showing``), named by its
  sentence (the game's speech for older readers, ``ui.access.notices``).

It asks for both, by name, so the game's automatic choice takes it for a reader that understands
announcements (``ui.access.readers``); a sentence that came both ways would be a double.
"""

from __future__ import annotations

import signal
import sys
import time

import pyatspi  # type: ignore[import-not-found]  # Debian's python3-pyatspi, not in the project's venv

APPLICATION = "belote"


def belongs_to_the_game(accessible: object) -> bool:
    try:
        return APPLICATION in (accessible.getApplication().name or "").lower()  # type: ignore[attr-defined]
    except Exception:  # an object gone before we asked
        return False


def main() -> int:
    out = open(sys.argv[1], "a", buffering=1, encoding="utf-8")  # noqa: SIM115 - open for the whole run

    def write(channel: str, text: str) -> None:
        out.write(f"{time.time():.3f}\t{channel}\t{text.replace(chr(9), ' ').replace(chr(10), ' ')}\n")

    def on_event(event: object) -> None:
        try:
            source = event.source  # type: ignore[attr-defined]
            if not belongs_to_the_game(source):
                return
            if event.type.startswith("object:announcement"):  # type: ignore[attr-defined]
                write("announcement", str(event.any_data))  # type: ignore[attr-defined]
            elif event.detail1 and source.getRole() == pyatspi.ROLE_NOTIFICATION:  # type: ignore[attr-defined]
                write("notice", source.name or "")
        except Exception as error:  # a listener keeps listening
            write("error", str(error))

    for kind in ("object:announcement", "object:state-changed:showing"):
        pyatspi.Registry.registerEventListener(on_event, kind)
    write("listening", "")
    signal.signal(signal.SIGTERM, lambda *_args: pyatspi.Registry.stop())
    pyatspi.Registry.start()
    out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
