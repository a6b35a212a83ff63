"""`jaxlint verify`: run every rule's fixtures under real JAX and check each prediction.

Each fixture runs in its own interpreter (see harness.py); the verifier itself never imports JAX, so
`--python` can point it at other interpreters (one column each in the Markdown table). Exit 0 when
every prediction held, 1 when any failed, 2 when it cannot run (no JAX, no fixtures, bad arguments).

`--fixtures PATH` checks your own fixtures: PATH is laid out like the shipped `fixtures/` folder, one
folder per rule code (PATH/JAX101/bad_if.py, PATH/JAX101/good_where.py), or is one such fixture file.
Fixtures are programs: they run with the user's privileges (process.py says what they are kept from).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from typing import Optional

from jaxlint.rule import all_rules
from jaxlint.verify import report
from jaxlint.verify.fixture import fixture_files, rule_code_of
from jaxlint.verify.runner import DEFAULT_TIMEOUT, Harness, environment, fixed_source, verify, verify_fixed

EXIT_PASS, EXIT_FAIL, EXIT_ERROR = 0, 1, 2
_RULE_FOLDER = re.compile(r"^[A-Z]+\d+$")


class UsageError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="jaxlint verify",
                                description="Run every rule's fixtures under real JAX and check what "
                                            "each one predicts (the error, the probe, the clean run).")
    p.add_argument("--rule", action="append", default=[], metavar="CODE",
                   help="verify only this rule (repeat, or comma-separate)")
    p.add_argument("--output-format", choices=("text", "json", "markdown"), default="text",
                   help="markdown: the rule x JAX version table of the README's `Verified against`")
    p.add_argument("--jobs", "-j", type=int, default=0, help="fixtures run at once (default: one per core)")
    p.add_argument("--fixtures", metavar="PATH",
                   help="your own fixtures: a folder of rule-code folders (PATH/JAX101/bad_x.py) or one file. "
                        "They are programs and run with your privileges: use only fixtures you trust")
    p.add_argument("--messages", action="store_true",
                   help="print each observed exception class and first message line")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"a fixture still running after this fails (default: {DEFAULT_TIMEOUT:g})")
    p.add_argument("--python", action="append", default=[], metavar="EXECUTABLE",
                   help="run the fixtures with this interpreter (JAX and jaxlint installed there) "
                        "instead of the current one, as `EXECUTABLE -I -m jaxlint.verify.harness` from an "
                        "empty folder; repeat to compare JAX versions")
    return p


def _fixtures(path: Optional[str], wanted: set) -> list:
    if path is not None and not os.path.exists(path):
        raise UsageError(f"{path}: no such file or directory")
    files = [path] if path is not None and os.path.isfile(path) else fixture_files(path)
    stray = [f for f in files if not _RULE_FOLDER.match(rule_code_of(f))]
    if stray:
        raise UsageError(f"{stray[0]}: a fixture must sit in a folder named after its rule code "
                         f"(e.g. {os.path.join('PATH', 'JAX101', os.path.basename(stray[0]))})")
    if wanted:
        files = [f for f in files if rule_code_of(f) in wanted]
    if not files:
        raise UsageError("no fixtures to verify" + (f" for {', '.join(sorted(wanted))}" if wanted else ""))
    return files


def _rules(args) -> set:
    wanted = {c.strip().upper() for arg in args.rule for c in arg.split(",") if c.strip()}
    unknown = sorted(wanted - set(all_rules()))
    if unknown and args.fixtures is None:
        raise UsageError(f"unknown rule {', '.join(unknown)}; `jaxlint rules` lists them")
    return wanted


def _environments(executables: list) -> list:
    envs = [environment(exe) for exe in executables or [sys.executable]]
    for env in envs:
        if env.jax is None:
            raise UsageError(f"JAX cannot be imported in {env.executable}; the verifier runs fixtures "
                             f"under real JAX: pip install '.[verify]'")
    return envs


def main(argv: list) -> int:
    args = _parser().parse_args(argv)
    try:
        files = _fixtures(args.fixtures, _rules(args))
        envs = _environments(args.python)
    except (UsageError, RuntimeError) as exc:
        print(f"jaxlint verify: {exc}", file=sys.stderr)
        return EXIT_ERROR
    harness = Harness(args.timeout)
    # Each fixture, then (for a bad fixture whose rule's fix changes it) the fixed program.
    tasks = [(path, env, fixed) for path in files for fixed in (False, True) for env in envs
             if not fixed or fixed_source(path) is not None]
    workdir = tempfile.mkdtemp(prefix="jaxlint-verify-fixed-")
    try:
        with ThreadPoolExecutor(max_workers=args.jobs or os.cpu_count() or 1) as pool:
            try:
                verdicts = list(pool.map(lambda task: verify_fixed(task[0], task[1], harness, workdir)
                                         if task[2] else verify(task[0], task[1], harness), tasks))
            except KeyboardInterrupt:
                harness.stop()  # kill the running fixtures so the pool's shutdown does not wait on them
                pool.shutdown(cancel_futures=True)
                raise
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if args.output_format == "json":
        print(report.render_json(verdicts, envs))
    elif args.output_format == "markdown":
        print(report.render_markdown(verdicts, envs))
    else:
        print(report.render_text(verdicts, envs, args.messages))
    return EXIT_PASS if all(v.passed for v in verdicts) else EXIT_FAIL
