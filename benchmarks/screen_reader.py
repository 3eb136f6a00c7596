"""What a blind player hears: the game's sentences through a real screen reader (issue 35).

``python3 benchmarks/screen_reader.py [--display :16] [--languages en,de] [--variants classic,coinche]
[--seed 16] [--speed normal] [--keep DIR] [--no-orca] [--no-listener]``

Run by hand on Linux (not in CI: it needs a desktop's accessibility stack). Set-up on Debian 12, as root:
``apt-get install xvfb openbox xdotool dbus-x11 at-spi2-core python3-pyatspi orca``. Orca runs under
another process name (``ORCA_ALONE``), so that other sessions' Orcas and this one do not stop each other; a
run where it did not start or stopped is reported as not measured, never as silence. For each language and
variant it starts a session of its own on ``--display`` (Xvfb, a session bus, the AT-SPI bus and registry,
openbox), then:

1. **Orca**: starts Orca with ``--debug-file`` (its ``SPEECH OUTPUT:`` lines are exactly what it hands the
   speech server: no sound device is needed), then the game (``screen_reader_game.py``: the real program with
   a recorder) with a fresh home and the default settings, and plays one seeded deal with the keyboard alone
   (xdotool: P to pass, the arrows and Enter to play, Enter at a declarations prompt). It counts how many of
   the game's sentences Orca spoke, each once, in order.
2. **A plain AT-SPI listener** (``screen_reader_listen.py``, the system Python's pyatspi) instead of Orca,
   twice: with the default setting (the listener asks for announcements, so the game sends those) and with
   "Speech for older screen readers" on (notices). It counts what arrived each way; a sentence that arrived
   both ways is a double.

Figures: sentences spoken / sentences the game said, in order, duplicates, for all sentences and for the ones
the issue names (bids, contract, cards, belote, tricks, declarations, results). ``--keep DIR`` keeps every
log. The parsing and matching below are pure and tested (tests/test_screen_reader_benchmark.py).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the registry is asked with the game's own few lines of D-Bus
GAME = ROOT / "benchmarks" / "screen_reader_game.py"
LISTENER = ROOT / "benchmarks" / "screen_reader_listen.py"
# The kinds the target counts ("bids, contract, cards, tricks, belote, declarations, results"); klaverjas's
# own (issue 38): "ik speel" / "ik pas" are bids, the trump chosen the contract, the roem and the stuk of a trick as
# it is gathered, a result nat or pit; with auto roem off (--roem-called) the turn to gather the last trick and a
# Roem! refused.
GAME_KINDS = ("bid", "contract", "card", "belote", "roem", "stuk", "trick", "declaration", "result", "nat", "pit",
              "gather", "refusal")
# The table's questions (issue 35's keys), answered as "query", and Page Up / Page Down's sentences said again.
QUERY_KINDS = ("query", "recall")
KLAVERJAS_PRESETS = ("amsterdams", "rotterdams", "utrechts")
# The keys of the table's questions (xdotool's names), asked at the player's first call, and again in the play:
# your hand, the contract, the score, whose turn, the auction, the up-card, the table, the last trick, Page Up
# twice and Page Down, the hearts (Ctrl+2) and the suit to their right (Ctrl+Right).
QUERY_KEYS = ("y", "b", "g", "w", "a", "u", "o", "l", "Prior", "Prior", "Next", "ctrl+2", "ctrl+Right")
QUERY_AT_PLAY = 4  # the player's fourth card: tricks (and their roem) behind, the score and last trick to ask
RUN_SECONDS = 420  # one deal at the normal speed takes one or two minutes
# Orca 43 runs once per user: it will not start while any process named "orca" of the user runs, on any
# display, and "orca --replace" kills them all. On a machine shared with other sessions the benchmark runs
# the same Orca under another process name, without that check, so neither Orca stops the other.
ORCA_ALONE = """
import sys
path = sys.argv[1]
source = open(path, encoding="utf-8").read()
for old, new in (("setProcessName('orca')", "setProcessName('orca-benchmark')"),
                 ("def otherOrcas():", "def otherOrcas():\\n    return []\\ndef _other_orcas_of_this_user():")):
    if old not in source:
        sys.exit(f"this Orca's launcher has no {old!r}: run the benchmark where no other Orca runs")
    source = source.replace(old, new)
sys.argv = ["orca", *sys.argv[2:]]
exec(compile(source, path, "exec"), {"__name__": "__main__"})
"""
ORCA_LINE = re.compile(r"SPEECH OUTPUT: '(?P<text>.*)'(?: voice=\S+)?(?:\{.*\})?\s*$")


# ------------------------------------------------------------------------------------------- the logs
@dataclass(frozen=True)
class Said:
    kind: str
    text: str


@dataclass
class GameLog:
    said: list[Said] = field(default_factory=list)
    sent: list[tuple[str, str]] = field(default_factory=list)  # (notice|announcement, text)
    events: list[str] = field(default_factory=list)  # TURN ..., REFUSED, DEAL_END, QUIT ...


def parse_game_log(text: str) -> GameLog:
    log = GameLog()
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) < 2:
            continue
        what = parts[1]
        if what == "SAY" and len(parts) >= 4:
            log.said.append(Said(parts[2], parts[3]))
        elif what == "SENT" and len(parts) >= 4:
            log.sent.append((parts[2], parts[3]))
        else:
            log.events.append(" ".join(parts[1:]))
    return log


def parse_orca_log(text: str) -> list[str]:
    """Everything Orca said, in order, from its debug log's ``SPEECH OUTPUT: 'text'{voice}`` lines."""
    out = []
    for line in text.splitlines():
        match = ORCA_LINE.search(line)
        if match:
            out.append(match.group("text"))
    return out


def parse_listener_log(text: str) -> list[tuple[str, str]]:
    out = []
    for line in text.splitlines():
        parts = line.split("\t", 2)
        if len(parts) == 3 and parts[1] in ("announcement", "notice"):
            out.append((parts[1], parts[2]))
    return out


# ------------------------------------------------------------------------------------------- matching
@dataclass
class Figures:
    said: int  # sentences the game said
    heard: int  # of them, heard at all (each as often as the game said it)
    in_order: int  # of them, heard in the game's order
    duplicates: int  # hearings beyond what the game said
    missing: list[str] = field(default_factory=list)  # said, not heard in order

    @property
    def share(self) -> float:
        return self.in_order / self.said if self.said else 1.0

    def line(self) -> str:
        return (f"{self.in_order} of {self.said} in order ({100 * self.share:.1f}%), heard at all {self.heard}, "
                f"duplicates {self.duplicates}")


def match(said: Sequence[str], heard: Sequence[str]) -> Figures:
    """``said`` in order within ``heard`` (which holds other speech too: focus, dialogs, keys)."""
    position, in_order, missing = 0, 0, []
    for sentence in said:
        found = next((i for i in range(position, len(heard)) if heard[i] == sentence), None)
        if found is None:
            missing.append(sentence)
        else:
            in_order += 1
            position = found + 1
    wanted, got = Counter(said), Counter(text for text in heard if text in set(said))
    heard_at_all = sum(min(count, got[text]) for text, count in wanted.items())
    duplicates = sum(max(0, got[text] - count) for text, count in wanted.items())
    return Figures(len(said), heard_at_all, in_order, duplicates, missing)


def figures_by_kind(said: Sequence[Said], heard: Sequence[str], kinds: Iterable[str] = GAME_KINDS,
                    apart: Iterable[str] = QUERY_KINDS) -> dict[str, Figures]:
    """All sentences, the issue's kinds together ("game"), and each kind (``apart``'s too, which are not the
    game's events: the table's answers)."""
    kinds = tuple(kinds)
    out = {"all": match([s.text for s in said], heard),
           "game": match([s.text for s in said if s.kind in kinds], heard)}
    for kind in (*kinds, *apart):
        texts = [s.text for s in said if s.kind == kind]
        if texts:
            out[kind] = match(texts, heard)
    return out


def both_ways(received: Sequence[tuple[str, str]]) -> int:
    """Sentences that arrived as an announcement and as a notice: what a reader understanding both says twice."""
    ways: dict[str, set[str]] = {}
    for channel, text in received:
        ways.setdefault(text, set()).add(channel)
    return sum(1 for channels in ways.values() if len(channels) > 1)


# ------------------------------------------------------------------------------------------- the session
class Session:
    """Xvfb, a session bus, the AT-SPI bus and registry and openbox on ``display``; every process it starts is
    stopped by its own id (each is the leader of its own process group) when the session ends."""

    def __init__(self, display: str, home: Path) -> None:
        self.display, self.home = display, home
        self.env = {key: value for key, value in os.environ.items()
                    if not key.startswith(("DBUS_", "AT_SPI", "QT_", "XDG_"))}
        self.env.update(DISPLAY=display, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                        XDG_DATA_HOME=str(home / ".local/share"), XDG_CACHE_HOME=str(home / ".cache"),
                        XDG_RUNTIME_DIR=str(home / "runtime"), LANG="C.UTF-8",
                        # A fresh home is a very first start: the game would offer its lesson and wait.
                        BELOTE_DESKTOP_NO_LESSON_OFFER="1")
        self.processes: list[subprocess.Popen[bytes]] = []
        self.bus_pid: int | None = None

    def start(self, argv: Sequence[str], log: Path | None = None, extra_env: dict[str, str] | None = None,
              ) -> subprocess.Popen[bytes]:
        out = open(log, "ab") if log is not None else subprocess.DEVNULL  # noqa: SIM115 - closed with the run
        env = {**self.env, **(extra_env or {})}
        process = subprocess.Popen(list(argv), env=env, stdout=out, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        self.processes.append(process)
        return process

    def __enter__(self) -> Session:
        (self.home / "runtime").mkdir(parents=True, exist_ok=True)
        os.chmod(self.home / "runtime", 0o700)
        self.start(["Xvfb", self.display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"])
        time.sleep(1.5)
        launched = subprocess.run(["dbus-launch", "--sh-syntax"], env=self.env, capture_output=True, text=True,
                                  check=True).stdout
        address = re.search(r"DBUS_SESSION_BUS_ADDRESS='([^']+)'", launched)
        pid = re.search(r"DBUS_SESSION_BUS_PID=(\d+)", launched)
        if address is None or pid is None:
            raise RuntimeError(f"dbus-launch said: {launched!r}")
        self.env["DBUS_SESSION_BUS_ADDRESS"], self.bus_pid = address.group(1), int(pid.group(1))
        self.start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
        time.sleep(1)
        self.start(["/usr/libexec/at-spi2-registryd"])
        self.start(["openbox"])
        time.sleep(1)
        return self

    def reader_listening(self, seconds: float) -> bool:
        """Whether a client follows notifications within ``seconds``, asked of the AT-SPI registry (Orca's debug
        log is written in blocks, so its first lines may wait there)."""
        from belote_desktop.ui.access.dbus_wire import Connection  # plain Python, no Qt

        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                with Connection(self.env["DBUS_SESSION_BUS_ADDRESS"], 2) as bus:
                    address = str(bus.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress"))
                with Connection(address, 2) as bus:
                    events = bus.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                                      "org.a11y.atspi.Registry", "GetRegisteredEvents")
                if any(event.lower().startswith("object:statechanged:showing") for _client, event in events):
                    return True
            except OSError:
                pass
            time.sleep(0.5)
        return False

    def key(self, *keys: str) -> None:
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], env=self.env, check=False)

    def stop(self, process: subprocess.Popen[bytes], wait: float = 8.0) -> None:
        if process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(wait)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait()

    def __exit__(self, *_exc: object) -> None:
        for process in reversed(self.processes):
            self.stop(process)
        if self.bus_pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.bus_pid, signal.SIGTERM)


# ------------------------------------------------------------------------------------------- one run
class NotMeasured(RuntimeError):
    """A run that could not be made (the reader did not start): reported, never counted as silence."""


@dataclass
class Run:
    reader: str  # "Orca 43.1" or "listener (auto)" / "listener (on)"
    language: str
    variant: str
    figures: dict[str, Figures]
    channels: dict[str, int]  # what the game sent each way
    received: dict[str, int] = field(default_factory=dict)  # the listener: what arrived each way
    doubles: int = 0
    keys: int = 0
    finished: bool = False
    answers: list[tuple[str, bool]] = field(default_factory=list)  # the table's answers: text, spoken


def wait_for(path: Path, needle: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and needle in path.read_text(encoding="utf-8", errors="replace"):
            return True
        time.sleep(0.25)
    return False


def ask(session: Session) -> int:
    """The table's questions, one key at a time, each answer given time to be said."""
    for key in QUERY_KEYS:
        session.key(key)
        time.sleep(2.0)
    return len(QUERY_KEYS)


def play(session: Session, game: subprocess.Popen[bytes], game_log: Path, seconds: float, deals: int = 1,
         queries: bool = False) -> int:
    """Answer the game's turns with keys, as a player would, until it quits; returns the keys pressed. With
    ``queries`` the table's questions are asked at the player's first call and at their ``QUERY_AT_PLAY``th card;
    a deal's summary is closed with Enter until ``deals`` deals are played."""
    done, keys, plays, asked_at_bid = 0, 0, 0, False
    deadline = time.monotonic() + seconds
    while game.poll() is None and time.monotonic() < deadline:
        events = parse_game_log(game_log.read_text(encoding="utf-8", errors="replace")).events
        for event in events[done:]:
            time.sleep(1.0)  # the reader says the turn first
            if event.startswith("TURN bid") and queries and not asked_at_bid:
                asked_at_bid = True
                keys += ask(session)
            if event.startswith("TURN play"):
                plays += 1
                if queries and plays == QUERY_AT_PLAY:
                    keys += ask(session)
            if event == "TURN bid":
                session.key("p")
                keys += 1
            elif event == "TURN bid-forced":  # klaverjas: all passed, the player must play: the first suit offered
                session.key("t")
                keys += 1
            elif event == "TURN gather":  # klaverjas, auto roem off: Roem! (R) for the last trick, then gather it
                session.key("r")
                time.sleep(2.5)
                session.key("Return")
                keys += 2
            elif event.startswith("DEAL_END") and int(event.split()[1]) < deals:
                time.sleep(8.0)  # the result said, the summary read; then Enter: the next deal
                session.key("Return")
                keys += 1
            elif event == "TURN play":
                for key in ("Right", "Left", "Return"):  # the ring away and back to the card the game offered
                    session.key(key)
                    keys += 1
                    time.sleep(0.4)
            elif event == "TURN announce":
                session.key("Return")
                keys += 1
            elif event == "REFUSED":
                session.key("Right", "Return")
                keys += 2
        done = len(events)
        time.sleep(0.2)
    return keys


def run_once(display: str, python: str, atspi_python: str, language: str, variant: str, seed: int, speed: str,
             reader: str, keep: Path, deals: int = 1, queries: bool = False, roem_called: bool = False) -> Run:
    name = f"{reader}-{language}-{variant}" + ("-roem-called" if roem_called else "")
    home = Path(tempfile.mkdtemp(prefix=f"belote-sr-{name}-"))
    game_log, reader_log = keep / f"{name}.game.tsv", keep / f"{name}.{'orca' if reader == 'orca' else 'heard'}.log"
    for path in (game_log, reader_log):
        path.unlink(missing_ok=True)
    older = "on" if reader == "listener-on" else "auto"
    try:
        with Session(display, home) as session:
            orca = None
            if reader == "orca":
                said = keep / f"{name}.orca.out"
                orca = session.start([atspi_python, "-c", ORCA_ALONE, shutil.which("orca") or "/usr/bin/orca",
                                      f"--debug-file={reader_log}"], log=said)
                if not session.reader_listening(30):
                    # Orca 43 refuses to start while any Orca of the same user runs, on any display.
                    raise NotMeasured("Orca did not start: " + said.read_text(errors="replace").strip()[-200:])
            else:
                session.start([atspi_python, str(LISTENER), str(reader_log)])
                wait_for(reader_log, "listening", 15)
            time.sleep(2)
            game = session.start([python, str(GAME), "--log", str(game_log), "--variant", variant, "--seed",
                                  str(seed), "--lang", language, "--speed", speed, "--older", older,
                                  "--deals", str(deals), *(["--roem-called"] if roem_called else [])],
                                 log=keep / f"{name}.game.out",
                                 extra_env={"QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"})
            wait_for(game_log, "START", 30)
            keys = play(session, game, game_log, RUN_SECONDS * deals, deals, queries)
            session.stop(game, wait=30)
            time.sleep(2)  # the reader's last events
            if orca is not None and orca.poll() is not None:
                # "orca --replace" started elsewhere for the same user ends every other Orca.
                raise NotMeasured("Orca stopped during the run: " + said.read_text(errors="replace").strip()[-200:])
    finally:
        shutil.rmtree(home, ignore_errors=True)
    log = parse_game_log(game_log.read_text(encoding="utf-8"))
    variant += ", auto roem off" if roem_called else ""
    channels = dict(Counter(channel for channel, _ in log.sent))
    text = reader_log.read_text(encoding="utf-8", errors="replace") if reader_log.exists() else ""
    if reader == "orca":
        heard = parse_orca_log(text)
        return Run("Orca " + orca_version(), language, variant, figures_by_kind(log.said, heard),
                   channels, keys=keys, finished=finished(log, deals), answers=answers(log.said, heard))
    received = parse_listener_log(text)
    heard = [sentence for _channel, sentence in received]
    return Run(f"AT-SPI listener ({'older readers on' if older == 'on' else 'automatic'})", language, variant,
               figures_by_kind(log.said, heard), channels, dict(Counter(c for c, _ in received)),
               both_ways(received), keys, finished(log, deals), answers(log.said, heard))


ALL_KINDS = (*GAME_KINDS, *QUERY_KINDS)


def finished(log: GameLog, deals: int) -> bool:
    """Whether the game played its ``deals`` deals to their scores."""
    return any(event.split()[:2] == ["DEAL_END", str(deals)] or event == "DEAL_END" for event in log.events)


def answers(said: Sequence[Said], heard: Sequence[str]) -> list[tuple[str, bool]]:
    """Each answer of the table's questions and each sentence said again, and whether the reader said it."""
    return [(s.text, s.text in heard) for s in said if s.kind in QUERY_KINDS]


def orca_version() -> str:
    try:
        said = subprocess.run(["orca", "--version"], capture_output=True, text=True, check=False).stdout
    except OSError:
        return "?"
    found = re.search(r"(\d+(?:\.\d+)+)", said)
    return found.group(1) if found else said.strip()


def report(run: Run) -> str:
    lines = [f"{run.reader}, {run.language}, {run.variant}: sent as {run.channels}"
             + (f", arrived as {run.received}, both ways {run.doubles}" if run.received else "")
             + ("" if run.finished else " (the deal did not finish)")]
    for name in ("game", "all", *ALL_KINDS):
        if name in run.figures:
            label = {"game": "the issue's kinds", "all": "every sentence", "query": "table's answers",
                     "recall": "said again (PgUp/Dn)"}.get(name, name)
            lines.append(f"    {label:18} {run.figures[name].line()}")
    for text, spoken in run.answers:
        lines.append(f"      {'spoken ' if spoken else 'SILENT '} {text}")
    misses = run.figures["all"].missing[:6]
    if misses:
        lines.append("    not heard in order: " + " | ".join(misses))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", default=":16")
    parser.add_argument("--languages", default="en,de")
    parser.add_argument("--variants", default="classic,coinche")
    # Seed 16: in both variants a deal with declarations and a belote and rebelote (for a keyboard player who passes).
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"), help="the game's Python")
    parser.add_argument("--atspi-python", default="/usr/bin/python3", help="a Python with pyatspi")
    parser.add_argument("--keep", type=Path, default=None, help="keep the logs here")
    parser.add_argument("--no-orca", action="store_true")
    parser.add_argument("--no-listener", action="store_true")
    parser.add_argument("--json", type=Path, default=None, help="write the figures here")
    parser.add_argument("--deals", type=int, default=1, help="deals to play in each run")
    parser.add_argument("--roem-called", action="store_true",
                        help="klaverjas: auto roem off; the player calls Roem! (R) and gathers the last trick (Enter)")
    parser.add_argument("--queries", action="store_true",
                        help="ask the table's questions (at the first call and in the play) and check the answers")
    args = parser.parse_args(argv)
    for tool in ("Xvfb", "dbus-launch", "openbox", "xdotool", *(() if args.no_orca else ("orca",))):
        if shutil.which(tool) is None:
            print(f"{tool} is missing: see the set-up in this script's docstring", file=sys.stderr)
            return 2
    keep = args.keep or Path(tempfile.mkdtemp(prefix="belote-screen-reader-"))
    keep.mkdir(parents=True, exist_ok=True)
    readers = [*(() if args.no_orca else ("orca",)), *(() if args.no_listener else ("listener", "listener-on"))]
    runs = []
    for language in args.languages.split(","):
        for variant in args.variants.split(","):
            for reader in readers:
                try:
                    run = run_once(args.display, args.python, args.atspi_python, language, variant, args.seed,
                                   args.speed, reader, keep, args.deals, args.queries, args.roem_called)
                except NotMeasured as reason:
                    print(f"{reader}, {language}, {variant}: not measured: {reason}", flush=True)
                    continue
                print(report(run), flush=True)
                runs.append(run)
    print(f"logs: {keep}")
    if args.json is not None:
        args.json.write_text(json.dumps([asdict(run) for run in runs], indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
