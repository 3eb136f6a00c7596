"""What each part of a change adds to the bundle and to the start-up, all parts measured in one run.

    python benchmarks/parts_cost.py sound=bd34acc..5f6d011 numbers=e43d01b..5e08c4f [--runs 15]

Each part is a range of commits: the tree before it and the tree after it (``git archive``, with their
translations compiled and this checkout's compiled search copied in, since neither is in git).

- **The bundle**: what a frozen app carries of the project itself is its modules' bytecode, compressed
  into PyInstaller's archive (``zlib`` of the marshalled code object, as the archive stores each entry),
  its resources (font, icons, sounds) and its compiled translations (.qm). Those are summed for each tree;
  the libraries (Qt, Python) are the same for every tree, so the difference is the part's own cost. The
  bundle's total size for the ratio is given with ``--bundle-mb`` (from ``packaging/build.py``'s report).
- **The start-up**: seconds from starting the interpreter to the window shown, as
  ``start_up_ratio.launch`` measures it; every tree takes its turn in each round, so the machine's load
  falls on all alike; the medians and each part's ratio after / before are printed.
"""

from __future__ import annotations

import argparse
import marshal
import shutil
import statistics
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE / "benchmarks"))
sys.path.insert(0, str(HERE / "packaging"))

from start_up_ratio import launch  # noqa: E402

ARCHIVE_LEVEL = 6  # PyInstaller's zlib level for its PYZ archive's entries


def export(commit: str, into: Path) -> Path:
    """The source tree of ``commit`` in ``into``, with its .qm files and this checkout's compiled search."""
    tree = into / commit
    if tree.exists():
        return tree
    tree.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", commit], cwd=HERE, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    subprocess.run([sys.executable, str(tree / "packaging" / "translations.py"), "build"], cwd=tree, check=True,
                   capture_output=True)
    for built in (HERE / "belote_desktop" / "bots").glob("_native_search*.so"):
        shutil.copy2(built, tree / "belote_desktop" / "bots" / built.name)
    return tree


def carried_bytes(tree: Path) -> dict[str, int]:
    """What a bundle of ``tree`` carries of the project: compressed bytecode, resources, translations."""
    code = 0
    for source in sorted((tree / "belote_desktop").rglob("*.py")):
        compiled = compile(source.read_bytes(), str(source.relative_to(tree)), "exec", dont_inherit=True,
                           optimize=0)
        code += len(zlib.compress(marshal.dumps(compiled), ARCHIVE_LEVEL))
    resources = sum(p.stat().st_size for p in (tree / "resources").rglob("*") if p.is_file())
    translations = sum(p.stat().st_size for p in (tree / "belote_desktop" / "translations").glob("*.qm"))
    return {"code": code, "resources": resources, "translations": translations}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("parts", nargs="+", help="name=BEFORE..AFTER")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--bundle-mb", type=float, default=None, help="the Linux bundle's size, for the ratio")
    args = parser.parse_args()
    parts = {}
    for spec in args.parts:
        name, commits = spec.split("=", 1)
        before, after = commits.split("..", 1)
        parts[name] = (before, after)
    with tempfile.TemporaryDirectory(prefix="parts_cost-") as work:
        trees = {c: export(c, Path(work)) for pair in parts.values() for c in pair}
        print("what the bundle carries of the project (bytes: compressed code + resources + .qm):")
        for name, (before, after) in parts.items():
            b, a = carried_bytes(trees[before]), carried_bytes(trees[after])
            added = {k: a[k] - b[k] for k in a}
            total = sum(added.values())
            ratio = f", {total / (args.bundle_mb * 1e6):.2%} of the {args.bundle_mb} MB bundle" if args.bundle_mb \
                else ""
            print(f"  {name}: +{total / 1000:.1f} kB (code {added['code'] / 1000:+.1f}, resources "
                  f"{added['resources'] / 1000:+.1f}, translations {added['translations'] / 1000:+.1f}){ratio}")
        for tree in trees.values():
            launch(tree)  # a first, colder start of each, writing its bytecode: not counted
        times: dict[str, list[float]] = {c: [] for c in trees}
        for _ in range(args.runs):
            for commit, tree in trees.items():
                times[commit].append(launch(tree))
        print(f"start to window shown, median of {args.runs} runs, all trees in turn:")
        for name, (before, after) in parts.items():
            b, a = statistics.median(times[before]), statistics.median(times[after])
            print(f"  {name}: before ({before}) {b * 1000:.0f} ms, after ({after}) {a * 1000:.0f} ms, "
                  f"ratio {a / b:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
