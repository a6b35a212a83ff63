"""Fuzz jaxlint: generated and mutated programs must never crash it, hang it or take it over 10 s.

    python benchmarks/fuzz.py [--count 30000] [--seed 0] [--jobs N] [--out DIR]

Programs come from four sources, in turn:

- line mutations of real JAX files (the shipped fixtures, the example, the recall cases, and the
  pinned corpus when `benchmarks/corpus.py` has unpacked it): lines deleted, duplicated, swapped,
  re-indented, truncated, or joined by a line from elsewhere;
- libcst node mutations of the same files: an expression replaced by another (from any seed, or a
  shape known to be hard: `zip(xs, ys)`, `enumerate(xs)`, a deep chain), a statement deleted,
  duplicated or wrapped in a loop, a branch or a nested function;
- `hypothesmith` programs (from Python's grammar and from libcst's nodes) with `import jax` prepended,
  when hypothesmith is installed (`pip install hypothesmith`);
- a JAX-aware generator of traced functions: jit / vmap / grad / scan / fori_loop bodies with loops
  over `range`, `zip` and `enumerate`, closures and nested defs, pytrees, PRNG keys split and reused,
  comprehensions, f-strings in `jax.debug.print`, static arguments, methods.

Each program is linted with every rule, and with `--fix` when a finding is fixable, in worker
processes (one file at a time, killed after `--timeout` seconds). Reported: internal errors (a
traceback caught in the engine, the model or a rule; grouped by where they were raised), files
jaxlint declares not lintable, crashed workers, hangs, files over 10 s of CPU, findings placed outside the
file, and fixes that turn a program Python compiles into one it does not. `--out DIR` keeps each
failing program. Exit 1 when any internal error, crash, hang, slow file, misplaced finding or broken
fix was seen.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import sys
import textwrap
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Optional

import libcst as cst

HERE = Path(__file__).resolve().parent
CHECKOUT = HERE.parent
CORPUS = Path.home() / ".cache" / "jaxlint-corpus" / "src"
SLOW_SECONDS = 10.0
CORPUS_SHARE = 0.2  # of mutations, the part that starts from a corpus file (large: slower to lint)


# --- seeds -----------------------------------------------------------------------------------------

def seed_files(corpus: bool = True) -> tuple:
    """(small seeds: fixtures, example, recall cases; corpus seeds), each a sorted list of paths."""
    small = sorted([*CHECKOUT.glob("fixtures/*/*.py"), *CHECKOUT.glob("examples/*.py"),
                    *CHECKOUT.glob("benchmarks/recall/cases/**/*.py")])
    large = sorted(p for p in CORPUS.rglob("*.py") if p.stat().st_size < 200_000) if corpus and CORPUS.is_dir() else []
    return small, large


def _read(path: Path) -> Optional[str]:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


# --- line mutations --------------------------------------------------------------------------------

_INSERTS = ["(", ")", ":", "]", "if x:", "for pair in zip(xs, ys):", "    jnp.sum(pair)", "return", "else:",
            "@jax.jit", "def f(x):", "    ", "\\", "'''", "lambda: (", "key, sub = jax.random.split(key)",
            "jax.debug.print(f'{x=} {{x}}')", "global x", "nonlocal x", "yield x", "async def g():", "x = "]


def mutate_lines(text: str, rng: random.Random) -> str:
    lines = text.splitlines() or [""]
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        op = rng.randrange(7)
        if op == 0 and len(lines) > 1:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2 and len(lines) > 1:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == 3:
            lines[i] = (" " * 4 + lines[i]) if rng.random() < 0.5 else lines[i][4:]
        elif op == 4:
            lines = lines[:max(1, i)]
        elif op == 5:
            lines.insert(i, lines[rng.randrange(len(lines))])
        else:
            indent = len(lines[i]) - len(lines[i].lstrip())
            lines.insert(i, " " * indent + rng.choice(_INSERTS))
    return "\n".join(lines) + "\n"


# --- libcst node mutations -------------------------------------------------------------------------

_HARD_EXPRESSIONS = ["zip(xs, ys)", "enumerate(xs)", "zip(*pairs)", "x.shape[0]", "len(x)", "x[x > 0]",
                     "jax.random.split(key)", "[a for a, b in zip(xs, ys) if a]", "{k: v for k, v in d.items()}",
                     "lambda y: y + x", "x if x > 0 else -x", "float(x)", "x.item()", "jnp.where(x > 0, x, 0)",
                     "f'{x=}'", "jax.tree.map(lambda a: a * 2, params)", "(yield x)", "await x", "*xs",
                     "not x", "x and y or z", " + ".join(["x"] * 40), "x" + ".T" * 60, "f" + "(x)" * 30,
                     "jax.jit(lambda q: q)(x)", "lax.scan(body, x, xs)", "np.asarray(x)", "None", "..."]
_WRAPPERS = ["for pair in zip(xs, ys):\n    {stmt}", "if x > 0:\n    {stmt}", "while x:\n    {stmt}",
             "def inner(x):\n    {stmt}\n    return x", "with jax.ensure_compile_time_eval():\n    {stmt}",
             "try:\n    {stmt}\nexcept Exception:\n    pass", "for i, v in enumerate(xs):\n    {stmt}"]


class _Collect(cst.CSTVisitor):
    def __init__(self) -> None:
        self.expressions: list = []
        self.statements: list = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        if isinstance(node, cst.BaseExpression) and not isinstance(node, (cst.Name, cst.Ellipsis)):
            self.expressions.append(node)
        elif isinstance(node, (cst.SimpleStatementLine, cst.BaseCompoundStatement)):
            self.statements.append(node)
        return True


def _parse(text: str) -> Optional[tuple]:
    try:
        module = cst.parse_module(text)
    except Exception:
        return None
    found = _Collect()
    module.visit(found)
    return module, found


def mutate_nodes(parsed: tuple, donor: Optional[tuple], rng: random.Random) -> Optional[str]:
    module, found = parsed
    op = rng.randrange(5)
    try:
        if op <= 1 and found.expressions:
            old = rng.choice(found.expressions)
            if op == 0 and donor is not None and donor[1].expressions:
                new = rng.choice(donor[1].expressions)
            else:
                new = cst.parse_expression(rng.choice(_HARD_EXPRESSIONS))
            return module.deep_replace(old, new).code
        if found.statements:
            old = rng.choice(found.statements)
            if op == 2:
                return module.deep_replace(old, cst.SimpleStatementLine([cst.Pass()])).code
            code = module.code_for_node(old).strip("\n")
            if op == 3:
                new = cst.parse_statement(code + "\n") if "\n" not in code else None
                return module.deep_replace(old, cst.FlattenSentinel([old, new])).code if new else None
            wrapped = rng.choice(_WRAPPERS).format(stmt=textwrap.indent(textwrap.dedent(code), "    ").lstrip())
            return module.deep_replace(old, cst.parse_statement(wrapped + "\n")).code
    except Exception:  # a replacement libcst refuses where it lands: try another program
        return None
    return None


# --- the JAX-aware generator -----------------------------------------------------------------------

class TracedProgram:
    """A random program of traced functions, syntactically valid by construction."""

    DECORATORS = ["@jax.jit", "@functools.partial(jax.jit, static_argnames=('n',))", "@jax.vmap", "@jax.grad",
                  "@jax.jit\n@jax.vmap", "@functools.partial(jax.jit, static_argnums=(1,))", "@eqx.filter_jit",
                  "@nnx.jit", "", "@jax.checkpoint", "@jax.custom_jvp"]
    ITERABLES = ["range(n)", "range(x.shape[0])", "zip(xs, ys)", "enumerate(xs)", "xs", "params.items()",
                 "jnp.arange(3)", "range(len(xs))", "zip(xs, range(3))", "reversed(xs)", "[x, y]", "x"]
    CONDITIONS = ["x > 0", "n > 2", "x.shape[0] > 1", "jnp.any(x)", "flag", "x is None", "len(xs) > 1",
                  "isinstance(x, jax.core.Tracer)", "x.sum() > y.sum()", "not flag", "flag and x > 0", "x in xs"]

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def expr(self, names: list, depth: int = 0) -> str:
        r = self.rng
        leaf = [*names, "x", "y", "n", "1.0", "(2)", "jnp.ones(3)", "key", "params['w']", "xs[0]"]
        if depth > 2 or r.random() < 0.35:
            return r.choice(leaf)
        a, b = self.expr(names, depth + 1), self.expr(names, depth + 1)
        return r.choice([
            f"{a} + {b}", f"{a} * {b}", f"jnp.sum({a})", f"{a}[0]", f"{a}[1:{b}]", f"{a}.shape[0]", f"len({a})",
            f"jnp.where({a} > 0, {a}, {b})", f"({a} if {b} else {a})", f"float({a})", f"int({a})", f"{a}.item()",
            f"np.asarray({a})", f"jnp.zeros({a})", f"jax.random.normal({a}, (3,))", f"[{a} for _ in range(3)]",
            f"{{'k': {a}}}", f"({a}, {b})", f"jax.tree.map(lambda t: t + {b}, {a})", f"lax.stop_gradient({a})",
            f"jnp.stack([{a}, {b}])", f"{a} @ {b}", f"-{a}", f"{a}.at[0].set({b})", f"helper({a})",
            f"jax.lax.cond({a} > 0, lambda: {a}, lambda: {b})", f"{a}[{a} > 0]", f"jnp.arange({a})",
        ])

    def block(self, names: list, indent: int, depth: int) -> list:
        r = self.rng
        out = []
        for _ in range(r.randint(1, 4)):
            pad = " " * indent
            kind = r.randrange(16) if depth < 3 else r.randrange(6)
            if kind == 0:
                target = r.choice(["z", "x", "acc", "w"])
                out.append(f"{pad}{target} = {self.expr(names)}")
                names = names + [target]
            elif kind == 1:
                text = r.choice(["", "{{", "v = ", "\\x7b "]) + "{" + r.choice(names or ["x"]) + \
                    r.choice(["", "=", "!r", ":.2f", "=!s"]) + "}" + r.choice(["", " {{done}}", " {n}"])
                out.append(f'{pad}jax.debug.print(f"{text}"{r.choice(["", ", ordered=True"])})')
            elif kind == 2:
                out.append(f"{pad}key, sub = jax.random.split(key)")
                out.append(f"{pad}noise = jax.random.normal({r.choice(['key', 'sub'])}, (3,))")
            elif kind == 3:
                out.append(f"{pad}print({self.expr(names)})")
            elif kind == 4:
                out.append(f"{pad}acc = acc + {self.expr(names)}" if "acc" in names else f"{pad}acc = 0")
                names = names + ["acc"]
            elif kind == 5:
                out.append(f"{pad}{r.choice(['return', 'z ='])} {self.expr(names)}")
            elif kind in (6, 7):
                var = r.choice(["v", "pair", "i, v", "(a, b)", "k"])
                out.append(f"{pad}for {var} in {r.choice(self.ITERABLES)}:")
                out += self.block(names + [v.strip("() ") for v in var.split(",")], indent + 4, depth + 1)
            elif kind == 8:
                out.append(f"{pad}if {r.choice(self.CONDITIONS)}:")
                out += self.block(names, indent + 4, depth + 1)
                if r.random() < 0.5:
                    out.append(f"{pad}else:")
                    out += self.block(names, indent + 4, depth + 1)
            elif kind == 9:
                out.append(f"{pad}while {r.choice(self.CONDITIONS)}:")
                out += self.block(names, indent + 4, depth + 1)
            elif kind == 10:
                out.append(f"{pad}def inner(c, t):")
                out += self.block(names + ["c", "t"], indent + 4, depth + 1)
                out.append(f"{pad}    return c, t")
                call = r.choice(["lax.scan(inner, x, xs)", "lax.fori_loop(0, n, inner, x)", "jax.vmap(inner)(x, y)",
                                 "inner(x, y)"])
                out.append(f"{pad}z = {call}")
            elif kind == 11:
                out.append(f"{pad}ws = [{self.expr(names)} for v in {r.choice(self.ITERABLES)} if {r.choice(self.CONDITIONS)}]")
            elif kind == 12:
                out.append(f"{pad}f = lambda q: q * {self.expr(names)}")
                out.append(f"{pad}z = jax.jit(f)(x)")
            elif kind == 13:
                out.append(f"{pad}cache.append({self.expr(names)})")
            elif kind == 14:
                out.append(f"{pad}try:")
                out += self.block(names, indent + 4, depth + 1)
                out.append(f"{pad}except Exception:")
                out.append(f"{pad}    pass")
            else:
                out.append(f"{pad}with jax.ensure_compile_time_eval():")
                out += self.block(names, indent + 4, depth + 1)
        return out

    def function(self, name: str) -> list:
        r = self.rng
        params = r.choice(["x, n", "x, y", "params, x, key", "x, xs, ys", "x, flag=True", "x, *rest", "self, x"])
        names = [p.strip().lstrip("*").split("=")[0].strip() for p in params.split(",")]
        lines = [d for d in r.choice(self.DECORATORS).split("\n") if d]
        lines.append(f"def {name}({params}):")
        lines += self.block(names, 4, 0)
        lines.append(f"    return {self.expr(names)}")
        return lines

    def source(self) -> str:
        r = self.rng
        lines = ["import functools", "import jax", "import jax.numpy as jnp", "import numpy as np",
                 "from jax import lax", "import equinox as eqx", "from flax import nnx", "",
                 "TABLE = jnp.arange(4.0)", "cache = []", "", "def helper(v):", "    return v * TABLE", ""]
        for i in range(r.randint(1, 3)):
            if r.random() < 0.25:
                lines += ["class Model:", *("    " + line for line in self.function(f"step{i}")), ""]
            else:
                lines += [*self.function(f"step{i}"), ""]
        lines += [f"out = step0({r.choice(['jnp.ones(3), 2', 'jnp.ones(3), jnp.ones(3)', 'x=1.0, n=3'])})",
                  r.choice(["for step in range(10):\n    out = step0(out, step)", "TABLE = TABLE.at[1].set(2.0)", ""])]
        return "\n".join(lines) + "\n"


# --- hypothesmith ----------------------------------------------------------------------------------

def hypothesmith_programs(count: int, seed: int) -> Iterator[str]:
    """`count` programs from hypothesmith (grammar and libcst-node strategies, alternating), each with
    `import jax` prepended; none when hypothesmith is not installed."""
    try:
        import hypothesmith
        from hypothesis import HealthCheck, given, settings
        from hypothesis import seed as hypothesis_seed
    except ImportError:
        return
    batch = 50
    for start in range(0, count, batch):
        found: list = []
        strategy = hypothesmith.from_grammar() if (start // batch) % 2 == 0 else hypothesmith.from_node()

        @hypothesis_seed(seed * 100_003 + start)
        @settings(max_examples=min(batch, count - start), database=None, deadline=None,
                  suppress_health_check=list(HealthCheck))
        @given(strategy)
        def collect(source: str) -> None:
            found.append(source)

        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            collect()
        for source in found[:min(batch, count - start)]:
            yield "import jax\n" + source


# --- the program stream ----------------------------------------------------------------------------

def programs(count: int, seed: int, corpus: bool = True) -> Iterator[tuple]:
    """(source kind, seed file or "", text) for `count` programs, the four kinds in turn."""
    rng = random.Random(seed)
    small, large = seed_files(corpus)
    texts: dict = {}
    parsed: dict = {}

    def pick() -> tuple:
        pool = large if large and rng.random() < CORPUS_SHARE else small
        path = rng.choice(pool)
        if path not in texts:
            texts[path] = _read(path)
        return path, texts[path]

    hypo = hypothesmith_programs(count // 4 + 1, seed)
    made = 0
    turn = 0
    while made < count:
        kind = ("lines", "nodes", "hypothesmith", "traced")[turn % 4]
        turn += 1
        text, origin = None, ""
        if kind == "lines":
            path, seed_text = pick()
            if seed_text is not None:
                text, origin = mutate_lines(seed_text, rng), str(path)
        elif kind == "nodes":
            path, seed_text = pick()
            if seed_text is not None:
                if path not in parsed:
                    parsed[path] = _parse(seed_text)
                donor_path, donor_text = pick()
                if donor_path not in parsed and donor_text is not None:
                    parsed[donor_path] = _parse(donor_text)
                if parsed[path] is not None:
                    text, origin = mutate_nodes(parsed[path], parsed.get(donor_path), rng), str(path)
        elif kind == "hypothesmith":
            text = next(hypo, None)
        else:
            text = TracedProgram(rng).source()
        if text is not None:
            made += 1
            yield kind, origin, text


# --- linting one program (in a worker) -------------------------------------------------------------

def _compiles(text: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(text, "fuzz.py", "exec", dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def lint_program(text: str) -> dict:
    """Lint `text` with every rule (and fix it when a finding is fixable); what went wrong, if anything."""
    from jaxlint.engine import lint_source
    from jaxlint.rule import all_rules

    rules = list(all_rules().values())
    start = time.process_time()  # CPU of this worker: a shared machine's load does not make a file slow
    result = lint_source(text, "fuzz.py", rules)
    out = {"errors": [], "not_lintable": [], "misplaced": 0, "broken_fix": False, "findings": len(result.findings)}
    for error in result.errors:
        (out["not_lintable"] if ": not lintable: " in error.splitlines()[0] else out["errors"]).append(error)
    lines = text.count("\n") + 1
    out["misplaced"] = sum(1 for f in result.findings if not (1 <= f.line <= f.end_line <= lines and f.column >= 1))
    if any(f.fixable for f in result.findings):
        fixed = lint_source(text, "fuzz.py", rules, fix=True)
        out["errors"] += [e for e in fixed.errors if ": not lintable: " not in e.splitlines()[0]]
        if fixed.fixed_source is not None and _compiles(text) and not _compiles(fixed.fixed_source):
            out["broken_fix"] = True
    out["seconds"] = time.process_time() - start
    return out


def _init() -> None:
    warnings.simplefilter("ignore")


def _task(task: tuple) -> dict:
    return lint_program(task[2])


# --- the run ---------------------------------------------------------------------------------------

@dataclass
class Report:
    programs: collections.Counter = field(default_factory=collections.Counter)
    internal: collections.Counter = field(default_factory=collections.Counter)  # signature -> count
    not_lintable: collections.Counter = field(default_factory=collections.Counter)
    crashed: int = 0
    hung: int = 0
    slow: int = 0
    misplaced: int = 0
    broken_fixes: int = 0
    seconds: list = field(default_factory=list)
    examples: dict = field(default_factory=dict)  # signature -> one program

    @property
    def failed(self) -> bool:
        return bool(self.internal or self.crashed or self.hung or self.slow or self.misplaced or self.broken_fixes)

    def summary(self) -> dict:
        seconds = sorted(self.seconds) or [0.0]
        return {"programs": sum(self.programs.values()), "by_source": dict(self.programs),
                "internal_errors": sum(self.internal.values()), "internal_error_kinds": len(self.internal),
                "not_lintable": sum(self.not_lintable.values()), "crashed": self.crashed, "hung": self.hung,
                "over_10_s": self.slow, "misplaced_findings": self.misplaced, "broken_fixes": self.broken_fixes,
                "max_seconds": round(seconds[-1], 2), "median_seconds": round(seconds[len(seconds) // 2], 3)}


def signature(error: str) -> str:
    """Where an internal error was raised: its kind, and the last frame of jaxlint's own code."""
    lines = [line.strip() for line in error.splitlines() if line.strip()]
    frames = [line for line in lines if line.startswith("File ") and ("jaxlint" in line or "rules" in line)]
    where = frames[-1].split(", in ")[-1] if frames else ""
    place = frames[-1].split('"')[1].rsplit("/", 2)[-2:] if frames else []
    return f"{lines[-1][:120]} @ {'/'.join(place)}:{where}" if lines else "?"


def run(count: int, seed: int, jobs: int, timeout: float, out: Optional[Path], corpus: bool = True,
        progress: Optional[Callable] = None) -> Report:
    from jaxlint import workers

    report = Report()
    tasks = list(programs(count, seed, corpus))
    for k, result in workers.run_unordered(tasks, _task, jobs, _init, (), timeout=timeout):
        kind, origin, text = tasks[k]
        report.programs[kind] += 1
        problems = []
        if isinstance(result, workers.Died):
            if result.how.startswith("still running"):
                report.hung += 1
                problems.append(("hang", result.how))
            else:
                report.crashed += 1
                problems.append(("crash", result.how))
        else:
            report.seconds.append(result["seconds"])
            for error in result["errors"]:
                sig = signature(error)
                report.internal[sig] += 1
                problems.append(("internal", sig))
            for error in result["not_lintable"]:
                report.not_lintable[error.splitlines()[0].split(": not lintable: ", 1)[1][:80]] += 1
            if result["seconds"] > SLOW_SECONDS:
                report.slow += 1
                problems.append(("slow", f"{result['seconds']:.1f} s"))
            if result["misplaced"]:
                report.misplaced += 1
                problems.append(("misplaced", "a finding outside the file"))
            if result["broken_fix"]:
                report.broken_fixes += 1
                problems.append(("broken-fix", "the fixed program no longer compiles"))
        for what, detail in problems:
            report.examples.setdefault(f"{what}: {detail}", (origin, text))
            if out is not None:
                out.mkdir(parents=True, exist_ok=True)
                (out / f"{what}-{k:06}.py").write_text(f"# {kind} {origin}\n# {detail}\n{text}", encoding="utf-8")
        if progress is not None:
            progress(report)
    return report


def main(argv: Optional[list] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--count", type=int, default=30_000, help="programs to lint (default 30,000)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    p.add_argument("--timeout", type=float, default=60.0, help="seconds before a program counts as a hang")
    p.add_argument("--out", type=Path, help="write each failing program here")
    p.add_argument("--no-corpus", action="store_true", help="mutate only the checkout's own files")
    args = p.parse_args(argv)
    started = time.time()

    def progress(report: Report) -> None:
        done = sum(report.programs.values())
        if done % 1000 == 0:
            print(f"{done} programs, {time.time() - started:.0f} s: {json.dumps(report.summary())}", file=sys.stderr)

    report = run(args.count, args.seed, args.jobs, args.timeout, args.out, not args.no_corpus, progress)
    print(json.dumps(report.summary(), indent=2))
    for what, (origin, text) in sorted(report.examples.items()):
        print(f"\n== {what}  ({origin or 'generated'})\n{text[:800]}")
    for why, n in report.not_lintable.most_common():
        print(f"not lintable x{n}: {why}")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
