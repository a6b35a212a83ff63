"""The `jaxlint` command: lint paths, list and explain rules, verify rules against real JAX."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Optional

from jaxlint import __version__
from jaxlint.cache import DEFAULT_DIR as DEFAULT_CACHE_DIR
from jaxlint.config import ConfigError, Settings, check_codes, load
from jaxlint.discovery import iter_python_files
from jaxlint.engine import lint_bytes
from jaxlint.reporters import FORMATS, render_json, render_statistics, render_text
from jaxlint.rule import all_rules
from jaxlint.runner import lint_paths

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
SUBCOMMANDS = ("check", "rules", "rule", "verify")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="jaxlint",
        description="Find JAX tracing pitfalls before the code runs.",
        epilog="Subcommands: `jaxlint rules` lists the rules, `jaxlint rule CODE` explains one, "
               "`jaxlint verify` proves the rules against the installed JAX.",
    )
    p.add_argument("paths", nargs="*", help="files or folders to lint (default: .); - reads stdin")
    p.add_argument("--select", help="comma-separated codes or prefixes to run instead of the defaults "
                                    "and of the configured select, extend-select and ignore")
    p.add_argument("--extend-select", help="comma-separated codes or prefixes to run in addition")
    p.add_argument("--ignore", help="comma-separated codes or prefixes not to run")
    p.add_argument("--exclude", help="comma-separated folders or globs to skip, replacing the defaults")
    p.add_argument("--extend-exclude", help="comma-separated folders or globs to skip, in addition")
    p.add_argument("--output-format", choices=FORMATS, default="text")
    p.add_argument("--fix", action="store_true", help="apply the fixes rules offer")
    p.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are findings")
    p.add_argument("--statistics", action="store_true", help="print the number of findings per code")
    p.add_argument("-q", "--quiet", action="store_true", help="print findings only, no summary")
    p.add_argument("--no-color", action="store_true", help="never colour the output")
    p.add_argument("--jobs", "-j", type=int, default=0, help="processes to use (default: one per core)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    p.add_argument("--cache-dir", help="where the cache lives (default: .jaxlint_cache beside pyproject.toml)")
    p.add_argument("--stdin-filename", help="the path to report for stdin")
    p.add_argument("--config", help="the pyproject.toml to read instead of the nearest one")
    p.add_argument("--version", action="version", version=f"jaxlint {__version__}")
    return p


def _codes(arg: Optional[str], where: str) -> list:
    return check_codes(arg, where) if arg else []


def settings_from(args) -> Settings:
    start = args.config or (args.paths[0] if args.paths and args.paths[0] != "-" else
                            (args.stdin_filename or "."))
    if args.config and not os.path.isfile(args.config):
        raise ConfigError(f"{args.config}: no such file")
    settings = load(start)
    if args.select:  # the command line wins: a selection made there replaces the configured one
        settings.select = _codes(args.select, "--select")
        settings.extend_select, settings.ignore = [], []
    settings.extend_select += _codes(args.extend_select, "--extend-select")
    settings.ignore += _codes(args.ignore, "--ignore")
    if args.exclude:
        settings.exclude = [e.strip() for e in args.exclude.split(",") if e.strip()]
    if args.extend_exclude:
        settings.extend_exclude += [e.strip() for e in args.extend_exclude.split(",") if e.strip()]
    return settings


def _use_color(args) -> bool:
    return not args.no_color and "NO_COLOR" not in os.environ and sys.stdout.isatty()


def cmd_check(argv: list) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        settings = settings_from(args)
    except ConfigError as exc:
        print(f"jaxlint: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    paths = args.paths or ["."]
    missing = [p for p in paths if p != "-" and not os.path.exists(p)]
    for p in missing:
        print(f"jaxlint: error: {p}: no such file or directory", file=sys.stderr)
    rules = settings.rules()
    results = []
    if "-" in paths:
        name = args.stdin_filename or "-"
        results.append(lint_bytes(sys.stdin.buffer.read(), name, settings.rules_for(name, rules)))
    files = list(iter_python_files([p for p in paths if p != "-" and p not in missing], settings.excluded()))
    if not files and "-" not in paths:
        print("jaxlint: warning: no Python files found", file=sys.stderr)
    cache_dir = None if args.no_cache else (
        args.cache_dir or settings.cache_dir or os.path.join(settings.root, DEFAULT_CACHE_DIR))
    for result in lint_paths(files, settings, jobs=args.jobs, fix=args.fix, cache_dir=cache_dir):
        if args.fix and result.fixed_source is not None:
            with open(result.path, "w", encoding="utf-8", newline="") as fh:
                fh.write(result.fixed_source)
        results.append(result)
    findings = sorted((f for r in results for f in r.findings if settings.shows(f.code)), key=lambda f: f.sort_key())
    errors = [e for r in results for e in r.errors]
    if args.output_format == "json":
        print(render_json(findings))
    else:
        out = render_text(findings, len({f.path for f in findings}), _use_color(args), args.quiet)
        if out:
            print(out)
        if args.statistics and findings:
            print(render_statistics(findings, {c: r.name for c, r in all_rules().items()}))
    for err in errors:
        print(f"jaxlint: internal error: {err}", file=sys.stderr)
    if missing or errors:
        return EXIT_ERROR
    return EXIT_FINDINGS if findings and not args.exit_zero else EXIT_CLEAN


def cmd_rules(argv: list) -> int:
    registry = all_rules()
    width = max(len(r.name) for r in registry.values())
    for code, rule in registry.items():
        state = "" if rule.default_enabled else "  (off by default)"
        fix = "  [fix]" if rule.fixable() else ""
        print(f"{code}  {rule.name:<{width}}  {rule.summary}{fix}{state}")
    return EXIT_CLEAN


def cmd_rule(argv: list) -> int:
    if len(argv) != 1:
        print("usage: jaxlint rule CODE", file=sys.stderr)
        return EXIT_ERROR
    code = argv[0].upper()
    rule = all_rules().get(code)
    if rule is None:
        print(f"jaxlint: error: unknown rule {argv[0]!r}; `jaxlint rules` lists them", file=sys.stderr)
        return EXIT_ERROR
    print(f"# {rule.code} {rule.name}\n")
    print(f"{rule.summary}.\n")
    if not rule.default_enabled:
        print("Off by default: enable it with --extend-select or `extend-select` in [tool.jaxlint].\n")
    print(rule.documentation())
    return EXIT_CLEAN


def cmd_verify(argv: list) -> int:
    from jaxlint.verify.cli import main as verify_main

    return verify_main(argv)


def main(argv: Optional[list] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] in SUBCOMMANDS:
            command, rest = argv[0], argv[1:]
            if command == "rules":
                return cmd_rules(rest)
            if command == "rule":
                return cmd_rule(rest)
            if command == "verify":
                return cmd_verify(rest)
            return cmd_check(rest)
        return cmd_check(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `jaxlint rule X | head`: the reader left; not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_CLEAN
    except SystemExit as exc:  # argparse: usage errors exit 2
        return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    except Exception as exc:  # an internal error is a clear message and exit 2, never a traceback alone
        import traceback

        traceback.print_exc()
        print(f"jaxlint: internal error: {exc}", file=sys.stderr)
        return EXIT_ERROR
