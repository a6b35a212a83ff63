"""Run fixtures in harness subprocesses and judge what happened against what each fixture declares.

The parent never imports JAX: each fixture runs in `python -m jaxlint.verify.harness` (a fresh
interpreter, JAX_PLATFORMS=cpu, its own process group so a timeout kills everything it started), and
the static side is `lint_source` with every rule. A verdict is a PASS only when the run matches the
fixture's `# verify:` directive for that JAX version AND the linter agrees with the run: flagged
fixtures must go wrong, silent ones must not.
"""

from __future__ import annotations

import functools
import json
import os
import secrets
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from typing import Optional

from jaxlint.engine import lint_source
from jaxlint.finding import UNSAFE
from jaxlint.rule import all_rules
from jaxlint.verify import harness, process
from jaxlint.verify.fixture import Directive, Fixture, FixtureError, fixed_path, parse, rule_code_of

DEFAULT_TIMEOUT = 120.0
_DIED = ("timeout", "signal", "crashed")  # statuses of a run that never reported


@dataclass(frozen=True)
class Environment:
    """One interpreter the fixtures run in."""

    executable: str
    python: str
    jax: Optional[str]  # None: JAX cannot be imported there
    jaxlib: Optional[str]

    @property
    def label(self) -> str:
        return f"JAX {self.jax} (jaxlib {self.jaxlib}, Python {self.python})"


def environment(executable: str) -> Environment:
    """Versions in `executable`, found without importing JAX (in this process when it is ours)."""
    if os.path.abspath(executable) == os.path.abspath(sys.executable):  # not realpath: venvs symlink
        info = harness.describe()
    else:
        try:
            proc = process.describe(executable)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise RuntimeError(f"{executable}: cannot run it: {exc}") from None
        if proc.returncode != 0 or not proc.stdout.strip():
            last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            raise RuntimeError(f"{executable}: cannot run the jaxlint harness "
                               f"(is jaxlint installed there?): {last}")
        info = json.loads(proc.stdout.strip().splitlines()[-1])
    return Environment(executable, info["python"], info["jax"], info["jaxlib"])


@dataclass
class Outcome:
    """What one harness run observed (the harness's JSON line, or why there is none)."""

    status: str  # ok, raised, probe-raised; or timeout, signal, crashed when the run never reported
    exception: Optional[str] = None
    message: Optional[str] = None
    line: Optional[int] = None
    expected: Optional[bool] = None
    probe: Optional[dict] = None
    detail: str = ""  # for runs that never reported: the timeout, the signal, the last stderr line

    @property
    def went_wrong(self) -> bool:
        return self.status != "ok" or bool(self.probe and self.probe["truthy"])

    def describe(self) -> str:
        if self.status in _DIED:
            return self.detail
        if self.status in ("raised", "probe-raised"):
            where = f" at line {self.line}" if self.line else ""
            verb = "probe() raised" if self.status == "probe-raised" else "raises"
            return f"{verb} {self.exception}{where}"
        if self.probe is not None:
            return f"probe: {self.probe['value']}" if self.probe["truthy"] else "probe: falsy (behaves)"
        return "runs clean"


class Harness:
    """Starts harness subprocesses; `stop()` kills every one still running (on Ctrl-C)."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.timeout = timeout
        self._live: set = set()
        self._lock = threading.Lock()
        self._stopped = False

    def run(self, env: Environment, path: str, expect: Optional[str]) -> Outcome:
        args = [os.path.abspath(path)] + (["--expect", expect] if expect else [])
        nonce = secrets.token_hex(16)  # the report must repeat it: a line the fixture prints cannot
        with self._lock:
            if self._stopped:
                return Outcome("crashed", detail="not run: the verifier was interrupted")
            proc = process.start(env.executable, args, {"JAX_PLATFORMS": "cpu", "TF_CPP_MIN_LOG_LEVEL": "2"})
            self._live.add(proc)
        try:
            out = process.Drain(proc.stdout, head=process.REPORT_LIMIT)
            err = process.Drain(proc.stderr, tail=process.TAIL_LIMIT)
            process.send(proc, nonce)
            try:
                proc.wait(timeout=self.timeout)
            except subprocess.TimeoutExpired:
                _kill(proc)
                proc.wait()
                return Outcome("timeout", detail=f"timeout: still running after {self.timeout:g} s")
            finally:
                _kill(proc)  # whatever the fixture left running holds our pipes open
                out.join(timeout=10)
                err.join(timeout=10)
        finally:
            with self._lock:
                self._live.discard(proc)
        return _outcome_of(proc.returncode, out, err.text(), nonce)

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            for proc in self._live:
                _kill(proc)


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # the whole group: a fixture's own children too
    except (ProcessLookupError, PermissionError):
        pass


def _outcome_of(returncode: int, out: "process.Drain", err: str, nonce: str) -> Outcome:
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return Outcome("signal", detail=f"killed by {name}")
    lines = out.text().splitlines()
    if returncode == 0 and lines:
        report = _report(lines[-1], nonce)
        if report is not None and len(lines) == 1 and not out.truncated:
            return report
        if report is not None or any(nonce in line for line in lines):
            return Outcome("crashed", detail="the fixture wrote to the verifier's report channel: verdict not trusted")
    last = (err.strip().splitlines() or ["no output"])[-1]
    return Outcome("crashed", detail=f"interpreter exited {returncode} without a report: {last}")


def _report(line: str, nonce: str) -> Optional[Outcome]:
    """The harness's report in `line`, if it is one: JSON of the right shape carrying our nonce."""
    try:
        data = json.loads(line)
    except ValueError:
        return None
    if not isinstance(data, dict) or data.pop("nonce", None) != nonce:
        return None
    try:
        return Outcome(**data)
    except TypeError:
        return None


@dataclass
class Static:
    """The linter's view of a fixture: the lines it flags, with their codes."""

    flagged: dict = field(default_factory=dict)  # line -> sorted codes
    columns: dict = field(default_factory=dict)  # (line, code) -> the columns flagged there
    errors: list = field(default_factory=list)  # internal errors of the linter

    def describe(self) -> str:
        if self.errors:
            return "linter error"
        return "flagged " + ",".join(map(str, sorted(self.flagged))) if self.flagged else "silent"


@functools.lru_cache(maxsize=None)  # the same for every environment
def lint(path: str) -> Static:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        return Static(errors=[f"{path}: cannot read: {exc}"])
    return lint_text(text, path)


def lint_text(text: str, path: str) -> Static:
    result = lint_source(text, path, all_rules().values())
    static = Static(errors=list(result.errors))
    for f in result.findings:
        static.flagged.setdefault(f.line, []).append(f.code)
        static.columns.setdefault((f.line, f.code), []).append(f.column)
    return static


def static_mismatch(fixture: Fixture, static: Static, expected: Optional[dict] = None) -> Optional[str]:
    """How the linter's findings differ from the `# error:` lines (codes, and columns where pinned)."""
    expected = fixture.expected if expected is None else expected
    want = {(line, code) for line, codes in expected.items() for code in codes}
    have = {(line, code) for line, codes in static.flagged.items() for code in codes}
    missing, extra = sorted(want - have), sorted(have - want)
    if missing or extra:
        parts = ([f"expected {', '.join(f'{c} at line {l}' for l, c in missing)}"] if missing else []) + \
                ([f"flagged {', '.join(f'{c} at line {l}' for l, c in extra)}"] if extra else [])
        return "static: " + "; ".join(parts) + " (not as the `# error:` lines say)"
    for (line, code), column in sorted(fixture.columns.items()):
        if (line, code) in want and column not in static.columns.get((line, code), []):
            found = ", ".join(map(str, static.columns.get((line, code), [])))
            return f"static: {code} at line {line} is flagged at column {found}, not {column} as `# error:` says"
    return None


@dataclass
class Verdict:
    rule: str
    path: str
    env: Environment
    predicted: str
    observed: str
    static: str
    failure: Optional[str]  # None: PASS; else why it failed
    outcome: Optional[Outcome] = None

    @property
    def passed(self) -> bool:
        return self.failure is None


def plan(path: str, env: Environment, text: Optional[str] = None) -> tuple:
    """(fixture, its directive for env's JAX) or (None, FixtureError) for an unreadable header or an
    `# error:` marker naming no rule."""
    try:
        fixture = parse(path, text)
        unknown = sorted({c for codes in fixture.expected.values() for c in codes} - set(all_rules()))
        if unknown:
            raise FixtureError(f"{path}: `# error:` names {', '.join(unknown)}, which "
                               f"{'is no rule' if len(unknown) == 1 else 'are no rules'}; `jaxlint rules` lists them")
        return fixture, fixture.directive_for(env.jax)
    except FixtureError as exc:
        return None, exc


def predicted(fixture: Fixture, directive) -> str:
    if directive.what == "raises":
        return f"raises {directive.exception}"
    if directive.what == "probe":
        return "probe: misbehaves" if fixture.is_bad else "probe: behaves"
    return "runs clean"


def judge(fixture: Fixture, directive, outcome: Outcome, static: Static) -> Optional[str]:
    """Why the run contradicts the fixture's prediction or the linter, or None when all agree."""
    if outcome.status in _DIED:
        return outcome.detail
    if static.errors:
        return f"linter error: {static.errors[0]}"
    failure = _dynamic_failure(fixture, directive, outcome)
    if failure:
        return failure
    if static.flagged and not outcome.went_wrong:
        return "static/dynamic disagreement: flagged but runs clean"
    if not static.flagged and outcome.went_wrong:
        return "static/dynamic disagreement: silent but fails"
    return static_mismatch(fixture, static)


def _dynamic_failure(fixture: Fixture, directive, outcome: Outcome, fixed: bool = False) -> Optional[str]:
    """How the run contradicts the directive; a `fixed` program is judged as a good fixture."""
    bad = fixture.is_bad and not fixed
    if outcome.status == "probe-raised":
        return f"probe() raised {outcome.exception}: {outcome.message}"
    if directive.what == "raises":
        return _raise_failure(fixture, directive, outcome)
    if outcome.status == "raised":
        return f"expected a successful run, but it raised {outcome.exception}: {outcome.message}"
    if directive.what == "probe":
        if outcome.probe is None:
            return "`# verify: probe` but the fixture defines no probe()"
        if outcome.probe["truthy"] != bad:
            return ("probe() returned a falsy value: the misbehaviour did not show" if bad else
                    f"probe() in {'the fixed program' if fixed else 'a good fixture'} saw the misbehaviour: "
                    f"{outcome.probe['value']}")
    return None


def _raise_failure(fixture: Fixture, directive, outcome: Outcome) -> Optional[str]:
    if outcome.status != "raised":
        return f"expected {directive.exception}, but it {outcome.describe()}"
    if outcome.expected is None:
        return f"raised {outcome.exception}; {directive.exception} cannot be imported in this JAX"
    if not outcome.expected:
        return f"raised {outcome.exception} ({outcome.message}), not {directive.exception}"
    if outcome.line not in fixture.raise_lines:
        where = f"line {outcome.line}" if outcome.line else "outside the fixture"
        return f"raised from {where}, not from a line marked `# error:` or `# raises-here`"
    return None


def verify(path: str, env: Environment, harness_: Harness) -> Verdict:
    rule = rule_code_of(path)
    fixture, directive = plan(path, env)
    if fixture is None:
        return Verdict(rule, path, env, "?", "not run", lint(path).describe(), f"fixture error: {directive}")
    outcome = harness_.run(env, path, directive.exception)
    static = lint(path)  # after the run: the lint overlaps with other fixtures' subprocesses
    return Verdict(rule, path, env, predicted(fixture, directive), outcome.describe(), static.describe(),
                   judge(fixture, directive, outcome, static), outcome)


# --- fixes: a bad fixture, fixed, must behave as a good one ----------------------------------------

@functools.lru_cache(maxsize=None)
def fixed_source(path: str) -> Optional[str]:
    """The bad fixture after --fix --unsafe-fixes of its own rule; None when no fix applies."""
    rule = all_rules().get(rule_code_of(path))
    if rule is None or not rule.fixable() or not os.path.basename(path).startswith("bad_"):
        return None
    with open(path, encoding="utf-8") as fh:
        return lint_source(fh.read(), path, [rule], fix=UNSAFE).fixed_source


def fixed_directive(fixture: Fixture, directive) -> Directive:
    """What the fixed program must do: `# verify-fixed:` if given, else what a good twin does (run
    clean where the bad one raised; a falsy probe where it had a truthy one)."""
    if fixture.fixed_directive is not None:
        return fixture.fixed_directive
    return Directive("probe" if directive.what == "probe" else "clean")


def verify_fixed(path: str, env: Environment, harness_: Harness, workdir: str) -> Verdict:
    """Run `path` fixed, from `workdir`; judged against `bad_x.fixed.py` when it exists."""
    rule, label = rule_code_of(path), fixed_path(path)
    source = fixed_source(path)
    fixture, directive = plan(path, env)
    if fixture is None:
        return Verdict(rule, label, env, "?", "not run", "?", f"fixture error: {directive}")
    want = fixed_directive(fixture, directive)
    predicted_ = f"fixed: {'raises ' + want.exception if want.what == 'raises' else 'behaves'}"
    if os.path.exists(label):
        with open(label, encoding="utf-8") as fh:
            if fh.read() != source:
                return Verdict(rule, label, env, predicted_, "not run", "?",
                               f"the fix no longer gives {os.path.basename(label)}: run pytest "
                               f"tests/test_fix_expectations.py --update-snapshots and review the diff")
    program = os.path.join(workdir, rule, os.path.basename(label))
    os.makedirs(os.path.dirname(program), exist_ok=True)
    with open(program, "w", encoding="utf-8") as fh:
        fh.write(source)
    fixed = parse(program, source)
    outcome = harness_.run(env, program, want.exception)
    static = lint_text(source, program)
    others = {line: codes - {rule} for line, codes in fixed.expected.items() if codes - {rule}}
    failure = _fixed_failure(fixed, want, outcome, static, others, rule)
    return Verdict(rule, label, env, predicted_, outcome.describe(), static.describe(), failure, outcome)


def _fixed_failure(fixed: Fixture, want: Directive, outcome: Outcome, static: Static, others: dict,
                   rule: str) -> Optional[str]:
    if outcome.status in _DIED:
        return outcome.detail
    if static.errors:
        return f"linter error: {static.errors[0]}"
    still = sorted(line for line, codes in static.flagged.items() if rule in codes)
    if still:
        return f"the fixed program is still flagged {rule} at line {', '.join(map(str, still))}"
    return static_mismatch(fixed, static, others) or _dynamic_failure(fixed, want, outcome, fixed=True)
