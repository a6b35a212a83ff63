"""What `jaxlint check` makes of its results: the report in the chosen format, the diffs of
`--diff`, the fixed source of `--fix` on stdin, and the exit status."""

from __future__ import annotations

import os
import sys
from typing import Optional

from jaxlint import catalog
from jaxlint.result import decode
from jaxlint.reporters import HUMAN, Output, render
from jaxlint.reporters.escape import printable
from jaxlint.reporters.json import render_statistics_json
from jaxlint.reporters.text import render_statistics

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


def finish(args, run, failures: int) -> int:
    """Print what the run found (or would fix), and return the exit status; `failures`: paths that
    could not be linted (missing, unreadable folders), each already reported."""
    results, stdin_text = run.results, run.stdin_text
    findings = run.findings()
    fixed = [f for r in results for f in r.fixed]
    internal = [e for r in results for e in r.errors]
    errors = failures + len(internal)
    rewrote_stdin = stdin_text is not None and (args.fix or args.add_noqa) and not args.diff
    if rewrote_stdin:  # as ruff: the fixed source on stdout, the report on stderr
        sys.stdout.write(results[0].fixed_source if results[0].fixed_source is not None else stdin_text)
    changed = False
    if args.diff:
        changed = _print_diffs(results, stdin_text)
        print(f"Would fix {len(fixed)} {'issue' if len(fixed) == 1 else 'issues'}.", file=sys.stderr)
    elif args.add_noqa:
        added = sum(1 for r in results if r.fixed_source is not None)
        print(f"Added noqa directives to {added} {'file' if added == 1 else 'files'}.", file=sys.stderr)
    elif not _report(args, findings, fixed, errors, results, stdin_text,
                     sys.stderr if rewrote_stdin else sys.stdout):
        errors += 1
    for err in internal:
        print(f"jaxlint: internal error: {err}", file=sys.stderr)
    if errors:
        return EXIT_ERROR
    if args.diff:
        return EXIT_FINDINGS if changed else EXIT_CLEAN
    if args.add_noqa or args.exit_zero:
        return EXIT_CLEAN
    if args.exit_non_zero_on_fix and fixed:
        return EXIT_FINDINGS
    return EXIT_FINDINGS if findings else EXIT_CLEAN


def _report(args, findings: list, fixed: list, errors: int, results: list, stdin_text: Optional[str],
            stream) -> bool:
    """Render and print the report; False when the --output-file cannot be written. A failed run
    (`errors`) never prints an empty list in a data format."""
    sources = {r.path: r.fixed_source for r in results if r.fixed_source is not None}
    if stdin_text is not None:
        sources.setdefault(results[0].path, stdin_text)
    to_terminal = not args.output_file and stream is sys.stdout
    out = Output(findings, fixed, fixing=args.fix, unsafe_fixes=args.unsafe_fixes,
                 color=to_terminal and _use_color(args), quiet=args.quiet, show_fixes=args.show_fixes,
                 errors=errors, source=lambda path: sources[path] if path in sources else read(path))
    if args.output_format not in HUMAN and errors and not findings:
        report = ""
    elif args.statistics and args.output_format == "json":
        report = render_statistics_json(findings)
    else:
        report = render(args.output_format, out)
    if args.statistics and findings and args.output_format in HUMAN:
        report += "\n" + render_statistics(findings, {c: r.name for c, r in catalog.RULES.items()})
    if args.output_file:
        try:
            os.makedirs(os.path.dirname(os.path.abspath(args.output_file)), exist_ok=True)
            with open(args.output_file, "w", encoding="utf-8") as fh:
                fh.write(report + "\n" if report else "")
        except OSError as exc:
            print(f"jaxlint: error: cannot write {args.output_file}: {exc.strerror or exc}", file=sys.stderr)
            return False
    elif report:
        print(report, file=stream)
    return True


def _use_color(args) -> bool:
    return not args.no_color and "NO_COLOR" not in os.environ and sys.stdout.isatty()


def decoded(data: bytes) -> Optional[str]:
    try:
        return decode(data)
    except (UnicodeDecodeError, SyntaxError, LookupError):
        return None


def read(path: str) -> Optional[str]:
    """A file's text as linted, for reporters that show source lines and for diffs."""
    try:
        with open(path, "rb") as fh:
            return decoded(fh.read())
    except OSError:
        return None


def _print_diffs(results: list, stdin_text: Optional[str]) -> bool:
    """--diff: a unified diff for each file --fix would change; whether there was any."""
    changed = False
    for i, result in enumerate(results):
        if result.fixed_source is None:
            continue
        before = stdin_text if i == 0 and stdin_text is not None else read(result.path)
        if before is None:
            continue
        import difflib

        sys.stdout.writelines(difflib.unified_diff(
            before.splitlines(keepends=True), result.fixed_source.splitlines(keepends=True),
            fromfile=f"a/{printable(result.path)}", tofile=f"b/{printable(result.path)}"))
        changed = True
    return changed
