"""Time jaxlint against flake8, ruff and the libcst parse floor, on the same files of the pinned corpus.

    python benchmarks/bench.py [--repeat 3] [--only jax,flax] [--skip flake8-jax]

Every run is a subprocess over the same file list (the .py files jaxlint discovers in the corpus that
`corpus.materialise()` unpacks; nothing is committed). Wall time is the median over --repeat runs;
CPU (user+sys) and peak memory (the largest process's maxrss) come from wait4 on that run's process
tree, so they cover pool workers too. Rows:

- jaxlint cold: `--no-cache`, every rule, default jobs; jaxlint warm: a cache filled by an untimed run;
- flake8 default: pycodestyle, pyflakes and mccabe, with the jaxlint plugin left out;
- flake8 --select=JAX: the jaxlint plugin (flake8 still runs its own checks and filters the output);
- ruff check: `--no-cache`, its default rules;
- floor: `libcst.parse_module` alone, one process, over the files jaxlint parses (after its cheap skip);
- pre-commit: `jaxlint --no-cache` on one median-sized file, interpreter start included.

Run it with the Python of the environment holding jaxlint, flake8 and ruff (e.g. /work/venvs/dev).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import materialise  # noqa: E402

from jaxlint import suppression  # noqa: E402
from jaxlint.config import Resolver  # noqa: E402
from jaxlint.discovery import discover  # noqa: E402
from jaxlint.engine import decode, might_use_jax  # noqa: E402

BIN = Path(sys.executable).parent

# libcst.parse_module over the files named in argv[1], one per line: the cost no libcst linter avoids.
FLOOR = """
import sys, libcst
from jaxlint.engine import decode
for path in open(sys.argv[1]).read().splitlines():
    with open(path, "rb") as fh:
        libcst.parse_module(decode(fh.read()))
"""

# flake8 as it ships, without the jaxlint plugin this environment registers.
FLAKE8_WITHOUT_JAXLINT = """
import sys
from flake8.plugins import finder
found = finder._find_importlib_plugins
finder._find_importlib_plugins = lambda: (p for p in found() if p.package != "jaxlint")
from flake8.main.cli import main
sys.exit(main())
"""


@dataclass
class Sample:
    wall: float
    cpu: float
    rss_mb: float


@dataclass
class Row:
    name: str
    samples: list
    files: int

    @property
    def wall(self) -> float:
        return statistics.median(s.wall for s in self.samples)

    @property
    def cpu(self) -> float:
        return statistics.median(s.cpu for s in self.samples)

    @property
    def rss_mb(self) -> float:
        return max(s.rss_mb for s in self.samples)


def tool(name: str) -> str:
    path = BIN / name
    found = str(path) if path.exists() else shutil.which(name)
    if found is None:
        sys.exit(f"bench: {name} not found next to {sys.executable} or on PATH")
    return found


def run(cmd: list, ok: tuple = (0, 1)) -> Sample:
    """One timed run; the rusage of the whole process tree comes from wait4."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = code = os.waitstatus_to_exitcode(status)
        if code not in ok:
            err.seek(0)
            sys.exit(f"bench: {' '.join(cmd[:3])} ... exited {code}:\n{err.read().decode()[-2000:]}")
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def repeat(name: str, cmd: list, times: int, files: int, **kw) -> Row:
    print(f"  {name} ...", end="", flush=True, file=sys.stderr)
    row = Row(name, [run(cmd, **kw) for _ in range(times)], files)
    print(f" {row.wall:.2f} s", file=sys.stderr)
    return row


def parsed_by_jaxlint(files: list) -> list:
    """The files that pass jaxlint's cheap skip, which it parses."""
    out = []
    for path in files:
        with open(path, "rb") as fh:
            try:
                text = decode(fh.read())
            except (UnicodeDecodeError, SyntaxError, LookupError):
                continue
        if might_use_jax(text) and not suppression.skip_file(text):
            out.append(path)
    return out


def imported_modules(cmd: list) -> tuple:
    """(total import time in seconds, imported module names) of a Python command under -X importtime."""
    proc = subprocess.run([sys.executable, "-X", "importtime", *cmd], capture_output=True, text=True)
    rows = re.findall(r"import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)", proc.stderr)
    total = sum(int(us) for us, indent, _ in rows if len(indent) == 1) / 1e6
    return total, {name for _, _, name in rows}


def table(rows: list, flake8: Row, floor: Row) -> str:
    lines = ["| run | files | wall s (median) | files/s | CPU s | peak RSS MB | wall vs flake8 | wall vs floor |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r.name} | {r.files} | {r.wall:.2f} | {r.files / r.wall:,.0f} | {r.cpu:.2f} | "
                     f"{r.rss_mb:.0f} | {r.wall / flake8.wall:.2f}x | {r.wall / floor.wall:.2f}x |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per row (median reported)")
    ap.add_argument("--only", help="corpus packages to use, comma-separated (default: all)")
    ap.add_argument("--skip", default="", help="rows to leave out: flake8, flake8-jax, ruff")
    args = ap.parse_args(argv)
    skip = {s.strip() for s in args.skip.split(",") if s.strip()}
    only = [n.strip() for n in args.only.split(",")] if args.only else None
    root = materialise(only=only, quiet=True)
    named = [str(root / n) for n in only] if only else [str(root)]
    files = sorted(f for f in discover(named, Resolver()).files if f.endswith(".py"))
    parsed = parsed_by_jaxlint(files)
    n = len(files)
    jaxlint, flake8, ruff = tool("jaxlint"), tool("flake8"), tool("ruff")
    rule_count = subprocess.run([jaxlint, "rules"], capture_output=True, text=True).stdout.count("\n")
    print(f"{n} files ({len(parsed)} parsed by jaxlint), {os.cpu_count()} cores, {rule_count} rules, "
          f"median of {args.repeat}", file=sys.stderr)

    with tempfile.TemporaryDirectory() as tmp:
        parsed_list = Path(tmp, "parsed.txt")
        parsed_list.write_text("\n".join(parsed) + "\n")
        cache = str(Path(tmp, "cache"))
        rows = [repeat("jaxlint cold (no cache)", [jaxlint, "--no-cache", "--exit-zero", "-q", *files],
                       args.repeat, n)]
        run([jaxlint, "--cache-dir", cache, "--exit-zero", "-q", *files])  # fill the cache, untimed
        rows.append(repeat("jaxlint warm (cache)", [jaxlint, "--cache-dir", cache, "--exit-zero", "-q", *files],
                           args.repeat, n))
        floor = repeat("floor: libcst.parse_module, 1 process", [sys.executable, "-c", FLOOR, str(parsed_list)],
                       args.repeat, len(parsed))
        flake8_row = None
        if "flake8" not in skip:
            flake8_row = repeat("flake8 default", [sys.executable, "-c", FLAKE8_WITHOUT_JAXLINT, "--exit-zero",
                                                   *files], args.repeat, n)
            rows.append(flake8_row)
        if "flake8-jax" not in skip:
            rows.append(repeat("flake8 --select=JAX (plugin)", [flake8, "--select=JAX", "--exit-zero", *files],
                               args.repeat, n))
        if "ruff" not in skip:
            rows.append(repeat("ruff check (no cache)", [ruff, "check", "--no-cache", "--exit-zero", "-q", *files],
                               args.repeat, n))
        rows.append(floor)

    one = sorted(parsed, key=os.path.getsize)[len(parsed) // 2]
    hook = repeat("pre-commit: 1 file", [jaxlint, "--no-cache", "--exit-zero", "-q", one], args.repeat, 1)
    import_s, modules = imported_modules(["-m", "jaxlint", "--no-cache", "--exit-zero", "-q", one])
    imports_jax = any(m == "jax" or m.startswith("jax.") for m in modules)

    cold, warm = rows[0], rows[1]
    print(table(rows, flake8_row or cold, floor))
    print()
    print(f"- jaxlint cold CPU {cold.cpu:.2f} s = {cold.cpu / floor.cpu:.2f}x the parse floor's "
          f"{floor.cpu:.2f} s (target <= 2.5x)")
    if flake8_row is not None:
        print(f"- jaxlint cold wall {cold.wall:.2f} s = {cold.wall / flake8_row.wall:.2f}x flake8 default's "
              f"{flake8_row.wall:.2f} s (target < 1x)")
    print(f"- warm run {warm.wall:.2f} s = {100 * warm.wall / cold.wall:.1f}% of cold (target < 10%)")
    print(f"- one file ({os.path.getsize(one) // 1024} KB) through jaxlint: {hook.wall:.2f} s wall "
          f"(target < 0.4 s); imports {import_s:.2f} s under -X importtime; imports jax: "
          f"{'YES' if imports_jax else 'no'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
