"""The fixture format: one runnable program that carries its own expectations.

Static expectations: a line the linter must flag ends with `# error: JAX101` (several codes
comma-separated; `JAX101:12` also pins the 1-based column where the finding starts). Every other line
must stay clean: the linter's findings are exactly these.

Dynamic expectations, in header comments (`# verify: ...`), say what real JAX does when the program
runs as `__main__`:

    # verify: raises jax.errors.TracerBoolConversionError
        The run fails with exactly this exception class, raised from a line marked `# error:` or
        `# raises-here` (where JAX reports the error somewhere other than the flagged line).
    # verify: probe
        The program defines `probe()`; the run succeeds and `probe()` returns a truthy description of
        the misbehaviour it observed (a stale value, one compile per call, identical draws...). In a
        good fixture the same `probe()` must return a falsy value: the proof that the fix works.
    # verify: clean
        The run succeeds (good fixtures).

`jaxlint verify` also checks that the linter agrees with the run: a bad fixture must go wrong (raise,
or a truthy probe) and a good one must not, so a flagged fixture that runs clean fails verification.

A directive may be limited to JAX versions, for behaviour that changed between releases:
`# verify[jax<0.11]: raises TypeError` next to `# verify[jax>=0.11]: raises jax.errors.X`.

Fixes: a bad fixture whose rule offers a fix is also run fixed (`--fix --unsafe-fixes` of its own
rule; `bad_x.fixed.py` beside it holds the expected result). The fixed program must behave as a good
fixture: no finding of the rule, and a clean run (or a falsy `probe()` for a probe fixture), unless
`# verify-fixed: raises jax.errors.X` says the fix makes JAX report the bug instead (a typed key under
the key-reuse checker).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

ERROR_MARK = re.compile(r"(?:^|\s)#\s*error:(?P<body>[^#]*)")  # not "`# error:`" quoted in prose
_EXPECTATION = re.compile(r"^(?P<code>[A-Z]+\d+)(?::(?P<column>\d+))?$")
FIXED_DIRECTIVE = re.compile(r"^#\s*verify-fixed:\s*(?P<what>\w+)(?:\s+(?P<arg>\S+))?\s*$")
FIXED_SUFFIX = ".fixed.py"
RAISES_HERE = re.compile(r"#\s*raises-here\b")
DIRECTIVE = re.compile(r"^#\s*verify(?:\[(?P<cond>[^\]]+)\])?:\s*(?P<what>\w+)(?:\s+(?P<arg>\S+))?\s*$")
DIRECTIVE_START = re.compile(r"^#\s*verify[\[:]")
_VERSION_COND = re.compile(r"^jax\s*(?P<op><=|>=|==|<|>)\s*(?P<version>[\d.]+)$")


class FixtureError(ValueError):
    """A fixture whose header cannot be read."""


@dataclass
class Directive:
    what: str  # "raises", "probe" or "clean"
    exception: Optional[str] = None
    condition: Optional[str] = None

    def applies_to(self, jax_version: str) -> bool:
        if self.condition is None:
            return True
        m = _VERSION_COND.match(self.condition.strip())
        if m is None:
            raise FixtureError(f"unreadable version condition {self.condition!r}")
        have, want = _version_tuple(jax_version), _version_tuple(m.group("version"))
        return {"<": have < want, "<=": have <= want, ">": have > want, ">=": have >= want,
                "==": have == want}[m.group("op")]


@dataclass
class Fixture:
    path: str
    expected: dict = field(default_factory=dict)  # line -> set of codes
    columns: dict = field(default_factory=dict)  # (line, code) -> the pinned 1-based column
    raise_lines: set = field(default_factory=set)  # lines where JAX may report the error
    directives: list = field(default_factory=list)
    fixed_directive: Optional[Directive] = None  # `# verify-fixed:`, for the program once fixed

    @property
    def is_bad(self) -> bool:
        return bool(self.expected)

    def directive_for(self, jax_version: str) -> Directive:
        chosen = [d for d in self.directives if d.applies_to(jax_version)]
        if len(chosen) != 1:
            raise FixtureError(f"{self.path}: expected exactly one `# verify:` line for JAX {jax_version}, "
                               f"found {len(chosen)}")
        return chosen[0]


def _version_tuple(text: str) -> tuple:
    return tuple(int(p) for p in re.findall(r"\d+", text)[:3])


def error_marks(text: str, path: str = "<text>") -> dict:
    """The `# error: CODE[, CODE]` expectations of a source text: line -> set of codes."""
    return {line: {code for code, _ in marks} for line, marks in _marks(text, path).items()}


def _marks(text: str, path: str) -> dict:
    """line -> the (code, column or None) pairs its `# error:` mark names."""
    out = {}
    for lineno, line in enumerate(text.splitlines(), start=1):
        mark = ERROR_MARK.search(line)
        if mark is None:
            continue
        out[lineno] = []
        for item in mark.group("body").split(","):
            m = _EXPECTATION.match(item.strip())
            if m is None:
                raise FixtureError(f"{path}:{lineno}: `# error:` names {item.strip()!r}, which is not a rule "
                                   f"code (write `# error: JAX101`, or `JAX101:12` to pin the column)")
            out[lineno].append((m.group("code"), int(m.group("column")) if m.group("column") else None))
    return out


def _directive(m: re.Match, where: str, condition: Optional[str] = None) -> Directive:
    what = m.group("what")
    if what not in ("raises", "probe", "clean") or (what == "raises") != bool(m.group("arg")):
        raise FixtureError(f"{where}: unknown directive {m.group(0).strip()!r}")
    return Directive(what, m.group("arg"), condition)


def parse(path: str, text: Optional[str] = None) -> Fixture:
    if text is None:
        try:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
        except (OSError, UnicodeDecodeError) as exc:  # a dangling symlink, a file in another encoding
            raise FixtureError(f"{path}: cannot read it as UTF-8: {exc}") from None
    fixture = Fixture(path)
    for lineno, marks in _marks(text, path).items():
        fixture.expected[lineno] = {code for code, _ in marks}
        fixture.columns.update(((lineno, code), column) for code, column in marks if column)
    fixture.raise_lines = set(fixture.expected)
    for lineno, line in enumerate(text.splitlines(), start=1):
        fixed = FIXED_DIRECTIVE.match(line.strip())
        if fixed:
            fixture.fixed_directive = _directive(fixed, f"{path}:{lineno}")
        if RAISES_HERE.search(line):
            fixture.raise_lines.add(lineno)
        if DIRECTIVE_START.match(line):
            m = DIRECTIVE.match(line.strip())
            if m is None:
                raise FixtureError(f"{path}:{lineno}: unreadable directive {line.strip()!r}")
            fixture.directives.append(_directive(m, f"{path}:{lineno}", m.group("cond")))
    if not fixture.directives:
        raise FixtureError(f"{path}: no `# verify:` header")
    return fixture


def fixture_files(root: Optional[str] = None) -> list:
    """Every fixture under `root` (default: the installed jaxlint.fixtures), sorted."""
    import os

    if root is None:
        import jaxlint.fixtures

        root = os.path.dirname(jaxlint.fixtures.__file__)
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if name.endswith(".py") and name.startswith(("bad_", "good_")) and not name.endswith(FIXED_SUFFIX):
                out.append(os.path.join(dirpath, name))
    return out


def rule_code_of(path: str) -> str:
    """Fixtures live in a folder named after their rule: fixtures/JAX101/bad_if.py."""
    import os

    return os.path.basename(os.path.dirname(path))


def fixed_path(path: str) -> str:
    """Where a bad fixture's expected fixed program lives: bad_x.py -> bad_x.fixed.py."""
    return path[:-len(".py")] + FIXED_SUFFIX
