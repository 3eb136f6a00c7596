"""The game as ``benchmarks/screen_reader.py`` runs it: the real program (``belote_desktop.app.main``) with a
recorder beside it. Not run by hand.

``python benchmarks/screen_reader_game.py --log FILE [--variant classic] [--seed 3] [--lang en] [--speed normal]
[--older auto|on|off]`` writes one tab-separated line per thing the benchmark needs, with the time:

- ``SAY kind text``: a sentence the game said (``Announcer.say``), with its kind (bid, contract, card, belote,
  trick, declaration, result, deal, turn, refusal, other; klaverjas's roem and stuk, a result nat or pit; query:
  an answer of the table's keys, recall: a sentence said again with Page Up or Page Down), told by which of
  ``ui.access.speech``'s functions (or the table's questions) worded it;
- ``SENT channel text``: the way it went to the reader (``notice`` or ``announcement``);
- ``TURN bid|bid-forced|play|announce|gather``, ``REFUSED``, ``DEAL_END``: what the keyboard driver reacts to
  (``bid-forced``: klaverjas, where the player may not pass and must play a suit).

The program quits by itself a few seconds after the result of the last deal (``--deals``) was said.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# Which of the speech module's functions words which kind of sentence.
KINDS = {
    "deal_sentence": "deal", "bid_sentence": "bid", "all_passed_sentence": "bid", "contract_sentence": "contract",
    "trick_sentence": "trick", "announce_sentence": "declaration", "declarations_sentence": "declaration",
    "result_sentence": "result", "match_sentence": "result", "turn_to_play": "turn", "turn_to_bid": "turn",
    "may_announce_sentence": "turn", "refusal_sentence": "refusal",
    "turn_to_gather": "gather",  # klaverjas, auto roem off: the player is asked to gather the last trick
}
KLAVERJAS_PRESETS = ("amsterdams", "rotterdams", "utrechts")  # --variant: a klaverjas game (issue 38)
# The table's questions (ui.access.queries.TableQuestions) and the suit keys (ui.window_queries.TableKeys).
QUESTIONS = ("trick", "contract", "score", "turn", "auction", "up_card", "last_trick", "hand")
SUIT_STEPS = ("go_to_suit", "step_suit")
QUIT_AFTER_RESULT_MS = 6000  # time for the reader to say the result before the program quits
QUIT_AFTER_DEAL_MS = 20000  # and at the latest


class Recorder:
    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.kinds: dict[str, str] = {}
        self.recalling = False  # Page Up or Page Down was pressed: the next sentence is one said again
        self.roem_kinds: dict[str, str] = {}  # a trick's roem words ("Roem 50", "Stuk"): roem or stuk

    def line(self, *fields: str) -> None:
        clean = [field.replace("\t", " ").replace("\n", " ") for field in fields]
        self.out.write("\t".join((f"{time.time():.3f}", *clean)) + "\n")
        self.out.flush()

    def worded(self, kind: str, function: Callable[..., str]) -> Callable[..., str]:
        @functools.wraps(function)
        def wrapper(*args: Any, **kwargs: Any) -> str:
            text = function(*args, **kwargs)
            self.kinds[text] = kind
            return text
        return wrapper

    def played(self, function: Callable[..., str]) -> Callable[..., str]:
        @functools.wraps(function)
        def wrapper(seat: int, card: int, say: str | None, *args: Any, **kwargs: Any) -> str:
            text = function(seat, card, say, *args, **kwargs)
            self.kinds[text] = "belote" if say else "card"
            return text
        return wrapper


    def roem_words(self, function: Callable[..., str]) -> Callable[..., str]:
        """The table's words of a trick's roem: a stuk alone is its own kind."""
        @functools.wraps(function)
        def wrapper(roem: Any) -> str:
            text = function(roem)
            self.roem_kinds[text] = "stuk" if roem.stuk and not (roem.run or roem.four) else "roem"
            return text
        return wrapper

    def roem(self, function: Callable[..., str]) -> Callable[..., str]:
        @functools.wraps(function)
        def wrapper(winner: int, words: str, *args: Any, **kwargs: Any) -> str:
            text = function(winner, words, *args, **kwargs)
            self.kinds[text] = self.roem_kinds.get(words, "roem")
            return text
        return wrapper

    def result(self, function: Callable[..., str]) -> Callable[..., str]:
        """A deal's result; klaverjas's nat and pit apart (K7)."""
        @functools.wraps(function)
        def wrapper(result: Any, *args: Any, **kwargs: Any) -> str:
            text = function(result, *args, **kwargs)
            klaverjas = hasattr(result, "pit")  # belote's score has no pit, and a contract that fails is no nat
            self.kinds[text] = ("result" if not klaverjas else "pit" if result.pit is not None
                                else "result" if result.made else "nat")
            return text
        return wrapper

    def recall(self, function: Callable[..., None]) -> Callable[..., None]:
        @functools.wraps(function)
        def wrapper(*args: Any, **kwargs: Any) -> None:
            self.recalling = True
            function(*args, **kwargs)
        return wrapper


def install(recorder: Recorder, older: str, deals: int, roem_called: bool = False) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from belote_desktop.engine.bidding import PASS
    from belote_desktop.ui import window_klaverjas, window_queries
    from belote_desktop.ui.access import announcer, narrated, queries, recall, speech
    from belote_desktop.ui.main_window import MainWindow

    for name, kind in KINDS.items():
        setattr(speech, name, recorder.worded(kind, getattr(speech, name)))
    speech.play_sentence = recorder.played(speech.play_sentence)
    speech.roem_sentence = recorder.roem(speech.roem_sentence)
    speech.result_sentence = recorder.result(speech.result_sentence)
    narrated.roem_text = recorder.roem_words(narrated.roem_text)
    for name in QUESTIONS:
        setattr(queries.TableQuestions, name, recorder.worded("query", getattr(queries.TableQuestions, name)))
    for name in SUIT_STEPS:
        setattr(window_queries.TableKeys, name, recorder.worded("query", getattr(window_queries.TableKeys, name)))
    window_klaverjas.refusal_text = recorder.worded("refusal", window_klaverjas.refusal_text)  # a Roem! refused
    recall.Recall.back = recorder.recall(recall.Recall.back)  # type: ignore[method-assign]
    recall.Recall.forward = recorder.recall(recall.Recall.forward)  # type: ignore[method-assign]

    say, deliver = announcer.Announcer.say, announcer.Announcer._deliver

    def recorded_say(self: announcer.Announcer, text: str, urgent: bool = False) -> None:
        if text:
            kind = "recall" if recorder.recalling else recorder.kinds.get(text, "other")
            recorder.recalling = False
            recorder.line("SAY", kind, text)
            if kind in ("result", "nat", "pit") and (scored[0] >= deals):
                QTimer.singleShot(QUIT_AFTER_RESULT_MS, QApplication.quit)
        say(self, text, urgent)

    def recorded_deliver(self: announcer.Announcer, text: str, urgent: bool) -> None:
        recorder.line("SENT", "notice" if self.uses_notices() else "announcement", text)
        deliver(self, text, urgent)

    announcer.Announcer.say = recorded_say  # type: ignore[method-assign]
    announcer.Announcer._deliver = recorded_deliver  # type: ignore[method-assign]

    if roem_called:  # klaverjas with auto roem off from the first match (the window is made with it): Roem! (R)
        from belote_desktop import app

        rules = app.with_command_line_rules

        def without_auto_roem(settings: Any, game: str | None, variant: str | None) -> Any:
            chosen = rules(settings, game, variant)
            return chosen.with_(klaverjas=chosen.klaverjas.with_(auto_roem=False))

        app.with_command_line_rules = without_auto_roem
    start = MainWindow.start
    scored = [0]  # deals played to their scores

    def recorded_start(window: MainWindow) -> None:
        if older != window.settings.older_reader_speech:
            window.apply_settings(window.settings.with_(older_reader_speech=older))
        human = window.controller.human
        # Klaverjas: no pass when the player must play (all passed, or Utrechts).
        human.to_bid.connect(lambda bids: recorder.line(
            "TURN", "bid" if any(bid.kind == PASS for bid in bids) else "bid-forced"))
        human.to_play.connect(lambda _mask: recorder.line("TURN", "play"))
        human.to_announce.connect(lambda _declarations: recorder.line("TURN", "announce"))
        human.to_gather.connect(lambda: recorder.line("TURN", "gather"))
        human.illegal_card.connect(lambda *_args: recorder.line("REFUSED"))

        def deal_end(*_args: object) -> None:
            scored[0] += 1
            recorder.line("DEAL_END", str(scored[0]))
            if scored[0] >= deals:
                QTimer.singleShot(QUIT_AFTER_DEAL_MS, QApplication.quit)

        window.controller.deal_scored.connect(deal_end)
        start(window)

    MainWindow.start = recorded_start  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--variant", default="classic", choices=("classic", "coinche", "contree", *KLAVERJAS_PRESETS))
    parser.add_argument("--deals", type=int, default=1, help="deals to play before the program quits")
    parser.add_argument("--roem-called", action="store_true", help="klaverjas: auto roem off, Roem! called with R")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--older", default="auto", choices=("auto", "on", "off"))
    args = parser.parse_args(argv)
    with args.log.open("w", encoding="utf-8") as out:
        recorder = Recorder(out)
        recorder.line("START", args.variant, args.lang, args.older)
        install(recorder, args.older, args.deals, args.roem_called)
        from belote_desktop.app import main as run

        status = run([sys.argv[0]], speed=args.speed, variant=args.variant, seed=args.seed, lang=args.lang)
        recorder.line("QUIT", str(status))
    return status


if __name__ == "__main__":
    raise SystemExit(main())
