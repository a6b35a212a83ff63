"""Measure jaxlint against flake8, ruff, pyflakes and the libcst parse floor: every figure of issue 15.

    python benchmarks/bench.py [--repeat 3] [--only jax,flax] [--repos levanter,gymnax] [--no-wheels]

The corpus is the pinned wheels (`corpus.materialise()`, `--only` picks some) plus, with `--repos`,
repositories under ~/.cache/jaxlint-corpus/repos/ (named by folder or by the part after `+`), copied
into a temporary folder, so a run may edit a file and fill caches there; nothing is committed. Every
tool runs as a subprocess over the same .py files (those jaxlint discovers), from that folder, with
jaxlint's project model on (its default). CPU (user + system of the whole process tree, pool workers
included) and peak memory (the largest process's maxrss) come from wait4; each figure is the median of
--repeat runs. CPU is the primary figure: wall time swings with whatever else the machine runs.

Run it with the Python of the environment holding jaxlint, flake8, ruff and pyflakes (the checkout's
.venv with the test extra).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import DEFAULT_REPOS, materialise  # noqa: E402

from jaxlint.config import Resolver  # noqa: E402
from jaxlint.discovery import discover  # noqa: E402
from jaxlint import suppression  # noqa: E402
from jaxlint.engine import decode, might_use_jax  # noqa: E402

BIN = Path(sys.executable).parent
COPIED = (".py", ".pyi", "pyproject.toml", "setup.cfg", "tox.ini", ".flake8", "ruff.toml", ".ruff.toml")

# libcst.parse_module over the files named in argv[1], one per line: the cost no libcst linter avoids.
FLOOR = """
import sys, libcst
from jaxlint.engine import decode
for path in open(sys.argv[1]).read().splitlines():
    with open(path, "rb") as fh:
        try:
            libcst.parse_module(decode(fh.read()))
        except Exception:
            pass
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

# One block of a synthetic JAX module (20 lines, one JAX101 finding): the scale rows repeat it.
BLOCK = '''
@jax.jit
def step_{i}(params, x, key):
    key, sub = jax.random.split(key)
    y = jnp.tanh(params["w"] @ x + jax.random.normal(sub, x.shape))
    for j in range(3):
        y = y * 0.5 + j
    if y.mean() > 0:
        y = -y
    return y, key


def loop_{i}(params, xs, key):
    out = []
    for x in xs:
        y, key = step_{i}(params, x, key)
        out.append(float(y.mean()))
    return out

'''


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


# As users run the tools: Python writes and then reuses bytecode (an environment that turns that off
# would charge an editable install's compile of every module to every run).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def tool(name: str) -> str:
    path = BIN / name
    found = str(path) if path.exists() else shutil.which(name)
    if found is None:
        sys.exit(f"bench: {name} not found next to {sys.executable} or on PATH")
    return found


def run(cmd: list, cwd: Path, ok: tuple = (0, 1)) -> Sample:
    """One timed run; the rusage of the whole process tree comes from wait4."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err, env=ENV)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = code = os.waitstatus_to_exitcode(status)
        if code not in ok:
            err.seek(0)
            sys.exit(f"bench: {' '.join(map(str, cmd[:3]))} ... exited {code}:\n{err.read().decode()[-2000:]}")
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024)


def repeat(name: str, cmd: list, times: int, files: int, cwd: Path, before=None) -> Row:
    """`cmd` run `times` times (`before(i)` ahead of run i, untimed)."""
    print(f"  {name} ...", end="", flush=True, file=sys.stderr)
    samples = []
    for i in range(times):
        if before is not None:
            before(i)
        samples.append(run(cmd, cwd))
    row = Row(name, samples, files)
    print(f" {row.cpu:.2f} CPU s", file=sys.stderr)
    return row


def copy_corpus(sources: dict, dest: Path) -> list:
    """Copy each named folder's code and configuration to dest/<name>; the folders copied."""
    out = []
    for name, folder in sources.items():
        target = dest / name
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.name.endswith(COPIED) and ".git" not in path.parts:
                copy = target / path.relative_to(folder)
                copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, copy)
        out.append(target)
    return out


def repositories(names: list) -> dict:
    """The folders under the repos corpus named `owner+name` or `name`."""
    found = {}
    for name in names:
        hits = [d for d in sorted(DEFAULT_REPOS.iterdir()) if d.name == name or d.name.split("+", 1)[-1] == name]
        if not hits:
            sys.exit(f"bench: no repository {name!r} under {DEFAULT_REPOS}")
        found[hits[0].name] = hits[0]
    return found


def parsed_by_jaxlint(files: list) -> list:
    """The files that pass jaxlint's cheap skip (a jax import, no skip-file comment): the ones it parses."""
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


def synthetic_project(folder: Path, files: int, lines: int) -> list:
    """`files` modules of about `lines` lines each in a project of their own; their paths."""
    folder.mkdir(parents=True)
    (folder / "pyproject.toml").write_text("[tool.jaxlint]\n")
    blocks = lines // BLOCK.count("\n")
    out = []
    for f in range(files):
        path = folder / f"m{f}.py"
        path.write_text("import jax\nimport jax.numpy as jnp\n" + "".join(BLOCK.format(i=i) for i in range(blocks)))
        out.append(str(path))
    return out


def verdict(met: bool, text: str, target: str) -> str:
    return f"- {text} (target {target}): {'met' if met else 'NOT met'}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per row (the median is reported)")
    ap.add_argument("--only", help="pinned wheels to use, comma-separated (default: all)")
    ap.add_argument("--no-wheels", action="store_true", help="leave the pinned wheels out (use --repos)")
    ap.add_argument("--repos", default="", help="repositories under ~/.cache/jaxlint-corpus/repos/ to add")
    args = ap.parse_args(argv)
    only = [n.strip() for n in args.only.split(",")] if args.only else None
    sources = {}
    if not args.no_wheels:
        root = materialise(only=only, quiet=True)
        sources.update((d.name, d) for d in sorted(root.iterdir()) if d.is_dir() and (only is None or d.name in only))
    sources.update(repositories([n.strip() for n in args.repos.split(",") if n.strip()]))
    if not sources:
        sys.exit("bench: an empty corpus (--no-wheels without --repos)")
    jaxlint, flake8, ruff, pyflakes = tool("jaxlint"), tool("flake8"), tool("ruff"), tool("pyflakes")
    times = args.repeat

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        corpus = tmp / "corpus"
        named = copy_corpus(sources, corpus)
        files = sorted(f for f in discover([str(d) for d in named], Resolver()).files if f.endswith(".py"))
        parsed = parsed_by_jaxlint(files)
        n = len(files)
        lines = sum(Path(f).read_bytes().count(b"\n") for f in files)
        print(f"{n} files, {lines:,} lines ({len(parsed)} parsed by jaxlint) in {', '.join(sources)}; "
              f"{os.cpu_count()} cores, median of {times}", file=sys.stderr)
        all_list, parsed_list = tmp / "all.txt", tmp / "parsed.txt"
        all_list.write_text("\n".join(files) + "\n")
        parsed_list.write_text("\n".join(parsed) + "\n")
        at = {"cwd": corpus}

        cold = repeat("jaxlint cold (--no-cache)", [jaxlint, "--no-cache", "--exit-zero", "-q", *files], times, n, **at)
        flake8_row = repeat("flake8 default (no jaxlint plugin)",
                            [sys.executable, "-c", FLAKE8_WITHOUT_JAXLINT, "--exit-zero", *files], times, n, **at)
        ruff_row = repeat("ruff check (--no-cache)", [ruff, "check", "--no-cache", "--exit-zero", "-q", *files],
                          times, n, **at)
        pyflakes_row = repeat("pyflakes", [pyflakes, *files], times, n, **at)
        floor_all = repeat("floor: libcst.parse_module, every file",
                           [sys.executable, "-c", FLOOR, str(all_list)], times, n, **at)
        floor_parsed = repeat("floor: libcst.parse_module, the files jaxlint parses",
                              [sys.executable, "-c", FLOOR, str(parsed_list)], times, len(parsed), **at)

        warm_cmd = [jaxlint, "--exit-zero", "-q", *files]
        run(warm_cmd, corpus)  # fill the cache, untimed
        warm = repeat("jaxlint warm (nothing changed)", warm_cmd, times, n, **at)
        edited = sorted(parsed, key=os.path.getsize)[len(parsed) // 2]  # a median-sized file jaxlint parses
        original = Path(edited).read_text(encoding="utf-8", errors="surrogateescape")

        def edit(i: int) -> None:  # a new function at the end: new bytes, new symbols for the project
            Path(edited).write_text(original + f"\n\ndef _bench_edit_{i}(x):\n    return x + {i}\n",
                                    encoding="utf-8", errors="surrogateescape")

        after_edit = repeat("jaxlint after editing one file", warm_cmd, times, n, before=edit, **at)
        Path(edited).write_text(original, encoding="utf-8", errors="surrogateescape")

        def warmed(cmd: list):
            return lambda i: run(cmd, corpus) if i == 0 else None

        hook_cmd = [jaxlint, "--force-exclude", "--exit-zero", "-q", edited]  # as the pre-commit hook runs it
        hook = repeat("one staged file: jaxlint --force-exclude FILE (warm)", hook_cmd, times, 1,
                      before=warmed(hook_cmd), **at)
        plugin_cmd = [flake8, "--select=JAX", "--exit-zero", edited]
        plugin = repeat("one file: flake8 --select=JAX FILE (warm)", plugin_cmd, times, 1,
                        before=warmed(plugin_cmd), **at)
        e_with = repeat("flake8 --select=E FILE, jaxlint installed", [flake8, "--select=E", "--exit-zero", edited],
                        times, 1, **at)
        e_without = repeat("flake8 --select=E FILE, without jaxlint",
                           [sys.executable, "-c", FLAKE8_WITHOUT_JAXLINT, "--select=E", "--exit-zero", edited],
                           times, 1, **at)

        big = synthetic_project(tmp / "big", 1, 50_000)
        small = synthetic_project(tmp / "small", 5, 10_000)
        one_big = repeat("one 50k-line file (-j 1, --no-cache)", [jaxlint, "--no-cache", "-j", "1", "--exit-zero", "-q",
                                                                  *big], times, 1, cwd=tmp / "big")
        five_small = repeat("five 10k-line files (-j 1, --no-cache)", [jaxlint, "--no-cache", "-j", "1", "--exit-zero",
                                                                       "-q", *small], times, 5, cwd=tmp / "small")

    rows = [cold, warm, after_edit, flake8_row, ruff_row, pyflakes_row, floor_all, floor_parsed, hook, plugin,
            e_with, e_without, one_big, five_small]
    print(f"{n} files, {lines:,} lines ({len(parsed)} parsed by jaxlint): {', '.join(sources)}; "
          f"{os.cpu_count()} cores; medians of {times}\n")
    print("| run | files | CPU s | wall s | peak RSS MB |\n|---|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r.name} | {r.files} | {r.cpu:.2f} | {r.wall:.2f} | {r.rss_mb:.0f} |")
    print()
    vs_flake8, vs_floor = cold.cpu / flake8_row.cpu, cold.cpu / floor_all.cpu
    print(verdict(vs_flake8 <= 0.5, f"cold CPU {vs_flake8:.2f}x flake8 default's", "<= 0.5x"))
    print(verdict(vs_floor <= 1.2, f"cold CPU {vs_floor:.2f}x the libcst parse floor of every file "
                  f"({cold.cpu / floor_parsed.cpu:.2f}x that of the files jaxlint parses)", "<= 1.2x"))
    print(f"- cold CPU {cold.cpu / ruff_row.cpu:.1f}x ruff's, {cold.cpu / pyflakes_row.cpu:.2f}x pyflakes'")
    print(verdict(warm.cpu <= 0.05 * cold.cpu, f"warm run {100 * warm.cpu / cold.cpu:.1f}% of cold", "<= 5%"))
    print(verdict(after_edit.cpu <= 2 * warm.cpu, f"after editing one file {after_edit.cpu / warm.cpu:.2f}x warm",
                  "<= 2x"))
    print(verdict(hook.cpu <= 0.1, f"one staged file through the CLI, warm cache: {hook.cpu:.2f} CPU s", "<= 0.1 s"))
    # flake8's own start-up on one file (without jaxlint) is most of the plugin row: say what is jaxlint's
    print(verdict(plugin.cpu <= 0.1, f"one file through the flake8 plugin, warm cache: {plugin.cpu:.2f} CPU s "
                  f"({plugin.cpu - e_without.cpu:+.2f} s over flake8 --select=E without jaxlint)", "<= 0.1 s"))
    e_ratio = e_with.cpu / e_without.cpu
    print(verdict(e_ratio <= 1.1, f"flake8 --select=E on one file with jaxlint installed {e_ratio:.2f}x without",
                  "<= 1.1x"))
    scale = one_big.cpu / five_small.cpu
    print(verdict(scale <= 3, f"a 50k-line file {scale:.2f}x the CPU of five 10k-line files", "<= 3x"))
    peak = max(cold.rss_mb, warm.rss_mb, after_edit.rss_mb)
    print(verdict(peak < 300, f"peak RSS of jaxlint on the corpus {peak:.0f} MB", "< 300 MB"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
