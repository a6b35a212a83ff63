"""Score jaxlint's recall on the bug-report cases: which marked bugs it finds, and what else it reports.

    python benchmarks/recall/score.py [--cases DIR] [--jaxlint PATH] [--jobs N] [--json]

Each case is a folder `cases/<category>/<case>/` holding one file or a small project. It is linted as
a project, the way a user runs jaxlint on their checkout: `jaxlint --output-format json --no-cache
--no-project-context --select ALL --ignore JAX305 .` (JAX305 only names `PRNGKey` calls) with the case folder
as the working directory (`--no-project-context`: the case is the whole project, not this checkout it
sits in). A marked line (`# error: JAX101`, the
fixtures' syntax, read by jaxlint's own marker parser) is a bug the report shows; a finding with the
same file, line and code is a hit. Any other finding is a false positive: on an `ok_` case (a near-miss
twin that is correct, so it carries no markers) or an unmarked finding in a bad case.

Standard library only, apart from the installed jaxlint being measured.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from jaxlint.verify.fixture import FixtureError, error_marks

CASES = Path(__file__).resolve().parent / "cases"
OK_PREFIX = "ok_"
REPORT = re.compile(r"^# Report: \S+", re.MULTILINE)


class CaseError(ValueError):
    """A case folder that breaks the benchmark's conventions, or that jaxlint could not lint."""


@dataclass(frozen=True)
class Mark:
    """One (file, line, code) triple: an expected bug or a finding."""

    path: str
    line: int
    code: str


@dataclass
class Result:
    category: str
    name: str
    expected: set = field(default_factory=set)
    found: set = field(default_factory=set)

    @property
    def is_ok(self) -> bool:
        return self.name.startswith(OK_PREFIX)

    @property
    def hits(self) -> set:
        return self.expected & self.found

    @property
    def misses(self) -> set:
        return self.expected - self.found

    @property
    def false_positives(self) -> set:
        return self.found - self.expected


def discover(root: Path) -> list:
    """(category, case folder) for every case under root, sorted."""
    return [(category.name, case) for category in sorted(p for p in root.iterdir() if p.is_dir())
            for case in sorted(p for p in category.iterdir() if p.is_dir())]


def read_case(case: Path) -> set:
    """The case's expected marks, after checking its conventions."""
    marks, texts = set(), []
    for path in sorted(case.rglob("*.py")):
        rel = path.relative_to(case).as_posix()
        texts.append(path.read_text(encoding="utf-8"))
        try:
            marked = error_marks(texts[-1], str(path))
        except FixtureError as err:  # a mark naming no rule code
            raise CaseError(str(err)) from None
        for line, codes in marked.items():
            marks |= {Mark(rel, line, code) for code in codes}
    if not any(REPORT.search(text) for text in texts):
        raise CaseError(f"{case}: no `# Report: <url>` line names the bug report the case follows")
    is_ok = case.name.startswith(OK_PREFIX)
    if is_ok and marks:
        raise CaseError(f"{case}: an {OK_PREFIX} case carries no `# error:` markers")
    if not is_ok and not marks:
        raise CaseError(f"{case}: a bad case marks at least one line (or is named {OK_PREFIX}...)")
    return marks


def lint(case: Path, jaxlint: str) -> set:
    """jaxlint's findings on the case folder linted as a project."""
    proc = subprocess.run([jaxlint, "--output-format", "json", "--no-cache", "--no-project-context", "--select", "ALL",
                           "--ignore", "JAX305", "-j", "1", "."],
                          cwd=case, capture_output=True, text=True, check=False)
    if proc.returncode not in (0, 1):
        raise CaseError(f"{case}: jaxlint exited {proc.returncode}: {proc.stderr.strip()}")
    return {Mark(Path(f["path"]).as_posix(), f["line"], f["code"]) for f in json.loads(proc.stdout)}


def score(root: Path, jaxlint: str, jobs: int) -> list:
    cases = discover(root)
    expected = [read_case(case) for _, case in cases]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        found = list(pool.map(lambda c: lint(c[1], jaxlint), cases))
    return [Result(category, case.name, exp, fnd) for (category, case), exp, fnd in zip(cases, expected, found)]


def _row(results: list, keep=lambda marks: marks) -> dict:
    """Counts over some cases; `keep` narrows every set of marks (to one rule's code, for the rule table)."""
    expected = sum(len(keep(r.expected)) for r in results)
    found = sum(len(keep(r.hits)) for r in results)
    return {"bad_cases": sum(bool(keep(r.expected)) for r in results), "ok_cases": sum(r.is_ok for r in results),
            "expected": expected, "found": found, "recall": found / expected if expected else None,
            "false_positives": sum(len(keep(r.false_positives)) for r in results)}


def by_category(results: list) -> dict:
    return {category: _row([r for r in results if r.category == category])
            for category in sorted({r.category for r in results})}


def by_rule(results: list) -> dict:
    """Per code: the bad cases that mark it, its marks and hits, and the false positives of that code."""
    rows = {}
    for code in sorted({m.code for r in results for m in r.expected | r.found}):
        rows[code] = _row(results, lambda marks, code=code: {m for m in marks if m.code == code})
        del rows[code]["ok_cases"]
    return rows


def totals(results: list) -> dict:
    return _row(results)


def report(results: list) -> dict:
    def listing(attr):
        return [{"category": r.category, "case": r.name, "path": m.path, "line": m.line, "code": m.code}
                for r in results for m in sorted(getattr(r, attr), key=lambda m: (m.path, m.line, m.code))]
    return {"by_category": by_category(results), "by_rule": by_rule(results), "totals": totals(results),
            "misses": listing("misses"), "false_positives": listing("false_positives")}


def _table(title: str, rows: dict, total: dict) -> list:
    columns = [c for c in ("bad_cases", "ok_cases", "expected", "found", "recall", "false_positives")
               if c in next(iter(rows.values()), total)]
    lines = [f"| {title} | " + " | ".join(c.replace("_", " ") for c in columns) + " |",
             "|---|" + "---:|" * len(columns)]
    for name, row in list(rows.items()) + [("**total**", total)]:
        cells = ["-" if row[c] is None else f"{row[c]:.0%}" if c == "recall" else str(row[c]) for c in columns]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return lines


def render(data: dict) -> str:
    lines = _table("category", data["by_category"], data["totals"]) + [""]
    lines += _table("rule", data["by_rule"], data["totals"]) + [""]
    for title, key in (("Misses", "misses"), ("False positives", "false_positives")):
        lines.append(f"{title} ({len(data[key])}):")
        lines += [f"  {m['category']}/{m['case']}  {m['path']}:{m['line']}  {m['code']}" for m in data[key]]
        lines.append("")
    return "\n".join(lines)


def default_jaxlint() -> str:
    beside = Path(sys.executable).parent / "jaxlint"
    return str(beside) if beside.exists() else (shutil.which("jaxlint") or "jaxlint")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=CASES, help="folder of <category>/<case>/ folders")
    parser.add_argument("--jaxlint", default=default_jaxlint(), help="the jaxlint executable to measure")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="cases linted at once")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    args = parser.parse_args(argv)
    try:
        data = report(score(args.cases, args.jaxlint, args.jobs))
    except CaseError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(json.dumps(data, indent=2) if args.json else render(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
