"""Soak: play the real program for a long time with a storm of player input, and count what kills it.

    python benchmarks/soak.py --minutes 60 --jobs 2 --displays offscreen,xvfb,xvfb-wm
    python benchmarks/soak.py --actions 2000 --cycles 20           # a bounded run (the test suite's)
    python benchmarks/soak.py --replay 123456                      # one case again, from its seed

A *case* is one seeded story: a fresh home folder (settings and data folder
of their own), a variant, a speed, a display, and a few *lives*. The variant
is a belote variant or a klaverjas preset (issue 38), half the cases each; a
klaverjas table is played with "ik speel" / "ik pas", the suit and the cards,
and in half its cases the player turns auto roem off (``soak_klaverjas.py``)
and calls the roem with Roem! and gathers the last trick. The summary counts
starts, actions, quits and failures for each game apart. Each life
starts the program as the player does (``benchmarks/soak_storm.py`` calls
its entry point in a child process), plays a seeded storm of clicks, keys,
bursts, menus, dialogs, settings, languages, resizes, New match at bad
moments, export and open of records, then quits it (Ctrl+Q or the close
button). The next life starts again in the same home, so it resumes the
saved match.

What counts as a failure, with the case seed, the life and its action list:
- a death: the child ended by a signal (a segfault, an abort), or with an exit status other than 0;
- an exception: a report in the data folder's errors.log (the program's exception hook writes one for every
  uncaught exception), or a Python traceback on the child's stderr;
- a hang: no heartbeat from the event loop for 10 s, no exit 20 s after the quit, or a life still running after
  300 s (stuck though the loop beats: a lone dialog); the stacks of all threads
  are taken (faulthandler, SIGUSR1) before the child is killed.
Each failure keeps its folder (actions.jsonl, faults.txt, stderr.txt, errors.log). The summary gives
failures per 10,000 actions. Displays: ``offscreen`` (Qt's own), ``xvfb`` (the xcb platform on an X server)
and ``xvfb-wm`` (the same with a window manager, openbox or xfwm4, so dialogs behave as on a desktop).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
STORM = Path(__file__).resolve().parent / "soak_storm.py"
BELOTE_VARIANTS = ("classic", "coinche", "contree")
KLAVERJAS_PRESETS = ("amsterdams", "rotterdams", "utrechts")  # klaverjas (issue 38): --variant starts it
VARIANTS = (*BELOTE_VARIANTS, *KLAVERJAS_PRESETS)  # half the cases belote, half klaverjas
GAMES = ("belote", "klaverjas")
SPEEDS = ("normal", "instant", "fast")
DISPLAYS = ("offscreen", "xvfb", "xvfb-wm")
HANG_S = 10.0  # no heartbeat this long: the event loop is stuck
LIFE_S = 300.0  # no life of the storm lasts near this long: one that does is stuck (found once: 700 s)
EXIT_S = 20.0  # asked to quit this long ago and still running
START_S = 60.0  # the first heartbeat may take this long (imports, a busy machine)
ERROR_MARK = "Error at "  # how each report in errors.log begins (crash_log.format_report)
STDERR_MARKS = ("Traceback (most recent call last)", "Exception ignored", "Fatal Python error")


@dataclass
class Life:
    """One start of the program, its storm and its quit."""

    case: int
    number: int
    actions: int
    seed: int
    done: int = 0
    rc: int | None = None
    death: str = ""  # "signal 11", "exit status 1", ...
    exceptions: int = 0
    hang: str = ""
    storm_errors: int = 0
    folder: str = ""
    seconds: float = 0.0

    @property
    def failed(self) -> bool:
        return bool(self.death or self.exceptions or self.hang or self.storm_errors)


@dataclass
class Case:
    seed: int
    variant: str
    speed: str
    display: str
    input: str = "qt"  # on an X server, half the cases send real X events (xdotool) instead of Qt's
    called_roem: bool = False  # klaverjas: half the cases turn auto roem off, and call it with Roem!
    lives: list[Life] = field(default_factory=list)
    played: tuple[int, int] = (0, 0)  # deals and matches played to their ends (the statistics)

    @property
    def game(self) -> str:
        return game_of(self.variant)


def game_of(variant: str) -> str:
    return "klaverjas" if variant in KLAVERJAS_PRESETS else "belote"


def plan_case(seed: int, displays: tuple[str, ...], variants: tuple[str, ...], speeds: tuple[str, ...],
              mean_actions: int) -> Case:
    """Everything about a case follows from its seed: ``--replay SEED`` plays it again."""
    rng = random.Random(seed)
    case = Case(seed, rng.choice(variants), rng.choice(speeds), rng.choice(displays))
    if case.display != "offscreen" and shutil.which("xdotool") and rng.random() < 0.5:
        case.input = "x11"
    # From a generator of its own: the rest of the plan follows from the seed whatever this draw is.
    called_roem = random.Random(seed + 1).random() < 0.5
    case.called_roem = case.game == "klaverjas" and called_roem
    for number in range(rng.randint(1, 5)):
        # Short lives too: a quit during the first deal's animations, or before the resumed match is shown.
        actions = rng.choice((rng.randint(0, 8), rng.randint(5, 2 * mean_actions)))
        case.lives.append(Life(seed, number, actions, rng.randrange(1 << 31)))
    return case


# ----------------------------------------------------------------------------- displays
class Display:
    """An X server (and a window manager) of one job's own, or nothing for the offscreen platform."""

    def __init__(self, kind: str, number: int) -> None:
        self.kind = kind
        self.name = ""
        self._processes: list[subprocess.Popen[bytes]] = []
        if kind == "offscreen":
            return
        if shutil.which("Xvfb") is None:
            raise SystemExit("soak: Xvfb is not installed (apt install xvfb), needed for --displays " + kind)
        self.name = f":{number}"
        self._processes.append(subprocess.Popen(
            ["Xvfb", self.name, "-screen", "0", f"{1920}x{1080}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(1.0)
        if kind == "xvfb-wm":
            manager = shutil.which("openbox") or shutil.which("xfwm4")
            if manager is None:
                raise SystemExit("soak: no window manager (apt install openbox), needed for --displays xvfb-wm")
            self._processes.append(subprocess.Popen([manager], env={**os.environ, "DISPLAY": self.name},
                                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(0.5)

    def env(self) -> dict[str, str]:
        if self.kind == "offscreen":
            return {"QT_QPA_PLATFORM": "offscreen"}
        return {"QT_QPA_PLATFORM": "xcb", "DISPLAY": self.name}

    def close(self) -> None:
        for process in reversed(self._processes):
            process.terminate()
            process.wait(timeout=5)


# ----------------------------------------------------------------------------- one life
def child_env(home: Path, display: dict[str, str]) -> dict[str, str]:
    """The environment of a program run in ``home``: its settings, data folder and runtime folder there,
    this checkout's code first on the path, ``display`` (the platform) as given."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "XDG_"))}
    env.update(display)
    env.update({"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local"),
                "XDG_CACHE_HOME": str(home / ".cache"), "XDG_RUNTIME_DIR": str(home / ".run"),
                "PYTHONPATH": os.pathsep.join(filter(None, (str(ROOT), env.get("PYTHONPATH")))),
                "PYTHONUNBUFFERED": "1"})
    (home / ".run").mkdir(mode=0o700, parents=True, exist_ok=True)
    return env


def run_life(case: Case, life: Life, home: Path, display: Display, keep: Path, pace: float,
             gdb: bool = False) -> Life:
    out = Path(tempfile.mkdtemp(prefix=f"life-{case.seed}-{life.number}-", dir=home.parent))
    records = home / "records"
    records.mkdir(exist_ok=True)
    env = child_env(home, display.env())
    app_args = ["--seed", str(life.seed)]
    if life.number == 0:  # the first start chooses the rules and speed; later ones resume as the player left it
        app_args += ["--variant", case.variant, "--speed", case.speed]
    command = [sys.executable, str(STORM), "--seed", str(life.seed), "--actions", str(life.actions), "--out", str(out),
               "--records", str(records), "--pace", str(pace), "--input", case.input,
               *(["--called-roem"] if case.called_roem else []), "--", *app_args]
    if gdb:  # the native stack of a crash too (slower): gdb's report goes to stdout.txt
        command = ["gdb", "-q", "-batch", "-ex", "set pagination off", "-ex", "handle SIGUSR1 nostop noprint pass",
                   "-ex", "run", "-ex", "bt 60", "-ex", "info threads", "--args", *command]
    errors_before = _count_reports(home)
    started = time.monotonic()
    with (out / "stderr.txt").open("wb") as stderr:
        child = subprocess.Popen(command, env=env, cwd=str(home), stdout=subprocess.PIPE, stderr=stderr,
                                 start_new_session=True)
        with (out / "stdout.txt").open("w", encoding="utf-8") as other:
            watch = _Watch(child, other)
            life.hang = watch.wait()
    life.seconds = round(time.monotonic() - started, 2)
    life.rc = child.returncode
    life.done = watch.done
    life.storm_errors = watch.storm_errors
    if life.hang:
        pass
    elif watch.signal:  # seen by gdb, which itself exits 0
        life.death = watch.signal
    elif child.returncode is not None and child.returncode < 0:
        life.death = f"signal {-child.returncode}"
    elif child.returncode:
        life.death = f"exit status {child.returncode}"
    life.exceptions = _count_reports(home) - errors_before + _stderr_tracebacks(out / "stderr.txt")
    if life.failed:
        target = keep / f"{case.seed}-{life.number}"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(out, target)
        errors = _errors_log(home)
        if errors is not None:
            shutil.copy2(errors, target / "errors.log")
        (target / "life.json").write_text(json.dumps({"case": asdict(case) | {"lives": None}, "life": asdict(life)},
                                                     indent=1))
        life.folder = str(target)
    shutil.rmtree(out, ignore_errors=True)
    return life


class _Watch:
    """Reads the child's heartbeat; on silence takes every thread's stack and kills it."""

    def __init__(self, child: subprocess.Popen[bytes], other: Any) -> None:
        self.child = child
        self.other = other  # where lines that are not the heartbeat go (gdb's report)
        self.signal = ""
        self.done = 0
        self.last_beat = 0.0
        self.quit_at = 0.0
        self.returned = False
        self.storm_errors = 0  # faults of soak_storm.py itself (storm-errors.txt)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.child.stdout is not None
        for raw in self.child.stdout:
            line = raw.decode(errors="replace").split()
            if not line:
                continue
            if line[0] == "beat":
                self.last_beat = time.monotonic()
                self.done = int(line[1])
            elif line[0] == "quitting":
                self.quit_at = time.monotonic()
            elif line[0] == "returned":
                self.returned = True
                self.done = int(line[3])  # "returned RC after N actions"
            elif line[0] == "storm-error":
                self.storm_errors += 1
            else:
                text = " ".join(line)
                self.other.write(text + "\n")
                if "received signal SIG" in text:
                    self.signal = text.split("received signal ")[1].split(",")[0]

    def wait(self) -> str:
        """Until the child ends; returns what hung ("" if nothing)."""
        begun = time.monotonic()
        while True:
            try:
                self.child.wait(timeout=0.25)
                self._reader.join(timeout=5)
                return ""
            except subprocess.TimeoutExpired:
                pass
            now = time.monotonic()
            if self.quit_at and now - self.quit_at > EXIT_S:
                return self._kill(f"still running {EXIT_S:.0f} s after the quit"
                                  + (" (main had returned)" if self.returned else ""))
            if now - begun > LIFE_S:  # the event loop beats, but the life got nowhere (a lone dialog, a wait)
                return self._kill(f"stuck: still running after {LIFE_S:.0f} s")
            if not self.quit_at and not self.returned:
                if self.last_beat and now - self.last_beat > HANG_S:
                    return self._kill(f"no event-loop heartbeat for {HANG_S:.0f} s")
                if not self.last_beat and now - begun > START_S:
                    return self._kill(f"no heartbeat {START_S:.0f} s after the start")

    def _kill(self, why: str) -> str:
        import signal

        try:
            os.kill(self.child.pid, signal.SIGUSR1)  # faulthandler writes every thread's stack to faults.txt
            time.sleep(1.0)
            os.killpg(self.child.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.child.wait()
        return why


def _errors_log(home: Path) -> Path | None:
    found = sorted(home.glob(".local/**/errors.log"))
    return found[0] if found else None


def _count_reports(home: Path) -> int:
    path = _errors_log(home)
    if path is None:
        return 0
    return sum(1 for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
               if line.startswith(ERROR_MARK))


def _stderr_tracebacks(path: Path) -> int:
    text = path.read_text(encoding="utf-8", errors="replace")
    return sum(text.count(mark) for mark in STDERR_MARKS)


# ----------------------------------------------------------------------------- a run
GAME_COUNTS = ("starts", "actions", "quits", "deaths", "exceptions", "hangs", "called_roem_starts")


@dataclass
class Totals:
    cases: int = 0
    lives: int = 0
    actions: int = 0
    quits: int = 0  # lives that ended by their own quit with status 0
    resumes: int = 0  # lives that started on a home where an earlier life had played
    deaths: int = 0
    exceptions: int = 0
    hangs: int = 0
    storm_errors: int = 0
    deals: int = 0  # played to their scores
    matches: int = 0  # played to their ends
    seconds: float = 0.0
    plan: str = ""  # the options a case's plan depends on: --replay needs the same ones
    by_display: dict[str, int] = field(default_factory=dict)  # actions per display
    by_variant: dict[str, int] = field(default_factory=dict)  # actions per variant
    # Per game the case started with (a case may switch game in the settings later): starts, actions, quits,
    # deaths, exceptions, hangs, cases that turned auto roem off.
    by_game: dict[str, dict[str, int]] = field(default_factory=lambda: {game: dict.fromkeys(GAME_COUNTS, 0)
                                                                       for game in GAMES})
    failures: list[dict[str, object]] = field(default_factory=list)

    def add(self, case: Case, life: Life) -> None:
        self.lives += 1
        self.actions += life.done
        self.by_display[case.display] = self.by_display.get(case.display, 0) + life.done
        self.by_variant[case.variant] = self.by_variant.get(case.variant, 0) + life.done
        game = self.by_game[case.game]
        for key, value in (("starts", 1), ("actions", life.done), ("quits", not life.failed),
                           ("deaths", bool(life.death)), ("exceptions", life.exceptions), ("hangs", bool(life.hang)),
                           ("called_roem_starts", case.called_roem)):
            game[key] += int(value)
        self.resumes += life.number > 0
        self.quits += not life.failed
        self.deaths += bool(life.death)
        self.exceptions += life.exceptions
        self.hangs += bool(life.hang)
        self.storm_errors += life.storm_errors
        if life.failed:
            self.failures.append({"seed": case.seed, "life": life.number, "display": case.display,
                                  "variant": case.variant, "speed": case.speed, "input": case.input,
                                  "death": life.death, "exceptions": life.exceptions, "hang": life.hang,
                                  "storm_errors": life.storm_errors, "actions": life.done,
                                  "folder": life.folder})

    def rate(self) -> float:
        failures = self.deaths + self.exceptions + self.hangs
        return 10_000 * failures / self.actions if self.actions else 0.0


def _played(home: Path) -> tuple[int, int]:
    """Deals and matches played to their ends in ``home`` (the program's statistics file)."""
    deals = matches = 0
    for path in home.glob(".local/**/statistics.json"):
        try:
            entries = json.loads(path.read_text(encoding="utf-8")).get("entries", [])
        except (OSError, ValueError, AttributeError):
            continue
        deals += sum(int(entry.get("deals_played", 0)) for entry in entries)
        matches += sum(int(entry.get("matches_played", 0)) for entry in entries)
    return deals, matches


def run_case(case: Case, display: Display, scratch: Path, keep: Path, pace: float, gdb: bool = False,
             report: Any = print) -> list[Life]:
    home = Path(tempfile.mkdtemp(prefix=f"home-{case.seed}-", dir=scratch))
    try:
        for life in case.lives:
            run_life(case, life, home, display, keep, pace, gdb)
            status = "ok" if not life.failed else " ".join(filter(None, (
                life.death, f"{life.exceptions} exception(s)" if life.exceptions else "", life.hang,
                f"{life.storm_errors} storm error(s)" if life.storm_errors else "")))
            roem = ", roem called" if case.called_roem else ""
            report(f"case {case.seed} life {life.number} ({case.variant}{roem}, {case.speed}, {case.display}, "
                   f"{case.input}): "
                   f"{life.done}/{life.actions} actions, {life.seconds:.1f} s: {status}")
            if life.death or life.hang:
                break  # the story is cut where the program died
        case.played = _played(home)
        return case.lives
    finally:
        shutil.rmtree(home, ignore_errors=True)


def soak(*, seed: int, actions: int | None, cycles: int, minutes: float | None, jobs: int,
         displays: tuple[str, ...], variants: tuple[str, ...], speeds: tuple[str, ...], keep: Path,
         mean_actions: int = 100, pace: float = 1.0, replay: int | None = None, gdb: bool = False,
         display_base: int = 90, report: Any = print) -> Totals:
    """Run cases until ``actions`` actions and ``cycles`` quits are done, or until ``minutes`` have passed."""
    keep.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="belote-soak-"))
    totals = Totals(plan=f"--displays {','.join(displays)} --variants {','.join(variants)} "
                         f"--speeds {','.join(speeds)} --mean-actions {mean_actions}")
    lock = threading.Lock()
    seeds = random.Random(seed)
    started = time.monotonic()
    deadline = started + minutes * 60 if minutes else None
    replaying = [replay] if replay is not None else None

    def next_case() -> Case | None:
        with lock:
            if replaying is not None:
                return plan_case(replaying.pop(), displays, variants, speeds, mean_actions) if replaying else None
            if deadline is not None and time.monotonic() > deadline:
                return None
            # Either bound ends the run: the time, or the actions together with the quits.
            if (actions is not None or deadline is None) and totals.actions >= (actions or 0) \
                    and totals.quits >= cycles:
                return None
            return plan_case(seeds.randrange(1 << 31), displays, variants, speeds, mean_actions)

    def job(number: int) -> None:
        shown: dict[str, Display] = {}
        try:
            while (case := next_case()) is not None:
                if case.display not in shown:
                    shown[case.display] = Display(case.display,
                                                  display_base + number * 4 + DISPLAYS.index(case.display))
                lives = run_case(case, shown[case.display], scratch, keep, pace, gdb, report)
                with lock:
                    totals.cases += 1
                    totals.deals += case.played[0]
                    totals.matches += case.played[1]
                    for life in lives:
                        if life.rc is not None or life.failed:
                            totals.add(case, life)
        finally:
            for display in shown.values():
                display.close()

    threads = [threading.Thread(target=job, args=(n,)) for n in range(max(1, jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    totals.seconds = round(time.monotonic() - started, 1)
    shutil.rmtree(scratch, ignore_errors=True)
    return totals


def summary(totals: Totals) -> str:
    lines = [f"{totals.cases} cases, {totals.lives} starts ({totals.resumes} resuming a saved match), "
             f"{totals.quits} clean quits, {totals.actions} actions in {totals.seconds:.0f} s; "
             f"{totals.deals} deals and {totals.matches} matches played to their ends",
             "actions per display: " + ", ".join(f"{k} {v}" for k, v in sorted(totals.by_display.items()))
             + "; per variant: " + ", ".join(f"{k} {v}" for k, v in sorted(totals.by_variant.items())),
             *(f"{game}: {counts['starts']} starts"
               + (f" ({counts['called_roem_starts']} with the roem called)" if game == "klaverjas" else "") + ", "
               f"{counts['actions']} actions, {counts['quits']} clean quits, deaths {counts['deaths']}, "
               f"exceptions {counts['exceptions']}, hangs {counts['hangs']}"
               for game, counts in totals.by_game.items() if counts["starts"]),
             f"deaths {totals.deaths}, exceptions {totals.exceptions}, hangs {totals.hangs}: "
             f"{totals.rate():.2f} failures per 10,000 actions"
             + (f"; {totals.storm_errors} errors of the storm itself" if totals.storm_errors else "")]
    for failure in totals.failures:
        what = " ".join(str(failure[k]) for k in ("death", "exceptions", "hang", "storm_errors") if failure[k])
        lines.append(f"  FAILED case {failure['seed']} life {failure['life']} ({failure['display']}, "
                     f"{failure['variant']}, {failure['speed']}): {what} -> {failure['folder']}\n"
                     f"    replay: python benchmarks/soak.py --replay {failure['seed']} {totals.plan}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Soak the real program with a storm of player input.")
    parser.add_argument("--minutes", type=float, default=None, help="stop starting new cases after this long")
    parser.add_argument("--actions", type=int, default=None, help="stop once this many actions are done")
    parser.add_argument("--cycles", type=int, default=0, help="and at least this many quits and restarts")
    parser.add_argument("--seed", type=int, default=1, help="seed of the run (each case gets its own from it)")
    parser.add_argument("--replay", type=int, default=None, metavar="SEED", help="run one case again")
    parser.add_argument("--jobs", type=int, default=1, help="cases at once (each with its own display)")
    parser.add_argument("--displays", default="offscreen", help=f"comma-separated, of {', '.join(DISPLAYS)}")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--speeds", default="normal,instant")
    parser.add_argument("--mean-actions", type=int, default=100, help="actions in a life, on average")
    parser.add_argument("--pace", type=float, default=1.0, help="scale of the pauses between actions")
    parser.add_argument("--keep", type=Path, default=Path("soak-failures"), help="where failed lives are kept")
    parser.add_argument("--json", type=Path, default=None, help="write the totals here")
    parser.add_argument("--gdb", action="store_true", help="run each life under gdb: native stacks of a crash")
    parser.add_argument("--display-base", type=int, default=90,
                        help="first X display number (each job takes four from here): two runs at once need two")
    args = parser.parse_args(argv)
    displays = tuple(args.displays.split(","))
    for name, values, allowed in (("displays", displays, DISPLAYS), ("variants", args.variants.split(","), VARIANTS),
                                  ("speeds", args.speeds.split(","), SPEEDS)):
        wrong = [v for v in values if v not in allowed]
        if wrong:
            parser.error(f"--{name}: unknown {', '.join(wrong)} (choose from {', '.join(allowed)})")
    if args.minutes is None and args.actions is None and args.replay is None:
        args.minutes = 5.0
    totals = soak(seed=args.seed, actions=args.actions, cycles=args.cycles, minutes=args.minutes, jobs=args.jobs,
                  displays=displays, variants=tuple(args.variants.split(",")), speeds=tuple(args.speeds.split(",")),
                  keep=args.keep, mean_actions=args.mean_actions, pace=args.pace, replay=args.replay,
                  gdb=args.gdb, display_base=args.display_base)
    text = summary(totals)
    print(text)
    if args.json is not None:
        args.json.write_text(json.dumps(asdict(totals), indent=1) + "\n")
    return 1 if totals.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
