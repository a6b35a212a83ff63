"""The `jaxlint` command: lint paths, list and explain rules, verify rules against real JAX."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Optional

from jaxlint import __version__, writeback
from jaxlint.cache import DEFAULT_DIR as DEFAULT_CACHE_DIR, CacheRefused, open_cache
from jaxlint.config import ConfigError, Overrides, Resolver, Selection, codes_from_flags, patterns_from_flags
from jaxlint.discovery import discover, named_excluded
from jaxlint.engine import lint_bytes
from jaxlint.reporters import FORMATS, render_json, render_statistics, render_statistics_json, render_text
from jaxlint.rule import all_rules
from jaxlint.runner import lint_project

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
SUBCOMMANDS = ("check", "rules", "rule", "verify")


def _jobs(value: str) -> int:
    try:
        jobs = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, not {value!r}") from None
    if jobs < 0:
        raise argparse.ArgumentTypeError(f"expected 0 (one per core) or more, not {jobs}")
    return jobs


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="jaxlint",
        description="Find JAX tracing pitfalls before the code runs.",
        epilog="Subcommands: `jaxlint rules` lists the rules, `jaxlint rule CODE` explains one, "
               "`jaxlint verify` proves the rules against the installed JAX.",
    )
    p.add_argument("paths", nargs="*", help="files or folders to lint (default: .); - reads stdin")
    many = "; may be repeated, the values add up"
    p.add_argument("--select", action="append", help="comma-separated codes or prefixes to run instead of the "
                   "configured selection (ALL: every rule, off-by-default ones too)" + many)
    p.add_argument("--extend-select", action="append", help="comma-separated codes or prefixes to run in addition" + many)
    p.add_argument("--ignore", action="append", help="comma-separated codes or prefixes not to run" + many)
    p.add_argument("--exclude", action="append", help="comma-separated folders or globs to skip, replacing the defaults" + many)
    p.add_argument("--extend-exclude", action="append", help="comma-separated folders or globs to skip, in addition" + many)
    p.add_argument("--force-exclude", action="store_true",
                   help="apply the excludes to paths named on the command line too (pre-commit, editors)")
    p.add_argument("--respect-gitignore", action=argparse.BooleanOptionalAction, default=None,
                   help="skip files that .gitignore files ignore (default: on, or the configured value)")
    p.add_argument("--output-format", choices=FORMATS, default="text")
    p.add_argument("--fix", action="store_true", help="apply the fixes rules offer")
    p.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are findings")
    p.add_argument("--statistics", action="store_true", help="print the number of findings per code")
    p.add_argument("-q", "--quiet", action="store_true", help="print findings only, no summary")
    p.add_argument("--no-color", action="store_true", help="never colour the output")
    p.add_argument("--jobs", "-j", type=_jobs, default=0, help="processes to use (default 0: one per core)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    p.add_argument("--cache-dir", help="where the cache lives (default: .jaxlint_cache beside the configuration)")
    p.add_argument("--stdin-filename", help="read stdin (as -) and report it under this path")
    p.add_argument("--config", help="the configuration file (pyproject.toml, jaxlint.toml) to use for every file")
    p.add_argument("--show-settings", action="store_true",
                   help="print the settings used for the one path given, and where they come from")
    p.add_argument("--show-files", action="store_true", help="print the files that would be linted")
    p.add_argument("--version", action="version", version=f"jaxlint {__version__}")
    return p


def resolver_from(args) -> Resolver:
    """The settings of every file: its nearest configuration (or --config's), the flags on top."""
    select = codes_from_flags(args.select, "--select")
    extend_select = codes_from_flags(args.extend_select, "--extend-select") or ()
    ignore = codes_from_flags(args.ignore, "--ignore") or ()
    selection = Selection(select, extend_select, ignore) if select or extend_select or ignore else None
    overrides = Overrides(selection, patterns_from_flags(args.exclude),
                          patterns_from_flags(args.extend_exclude) or [], args.respect_gitignore)
    return Resolver(overrides, args.config)


def _use_color(args) -> bool:
    return not args.no_color and "NO_COLOR" not in os.environ and sys.stdout.isatty()


def _error(message: str, kind: str = "error") -> None:
    print(f"jaxlint: {kind}: {message}", file=sys.stderr)


def _show_settings(target: str, resolver: Resolver) -> int:
    """The settings of a file, or of a folder's own files."""
    settings = resolver.for_folder(os.path.abspath(target)) if os.path.isdir(target) else resolver.for_path(target)
    print(settings.describe(target))
    return EXIT_CLEAN


def cmd_check(argv: list) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    paths = list(args.paths)
    if args.stdin_filename is not None and "-" not in paths:  # as ruff: the flag alone reads stdin
        paths.append("-")
    paths = paths or ["."]
    if args.show_settings and len(paths) != 1:
        parser.error("--show-settings takes exactly one path")
    try:
        resolver = resolver_from(args)
        if args.show_settings:
            return _show_settings((args.stdin_filename or "-") if paths == ["-"] else paths[0], resolver)
        missing = [p for p in paths if p != "-" and not os.path.lexists(p)]
        found = discover([p for p in paths if p != "-" and p not in missing], resolver, args.force_exclude)
        stdin_name = args.stdin_filename or "-"
        read_stdin = "-" in paths and not (args.force_exclude and args.stdin_filename
                                           and named_excluded(args.stdin_filename, resolver))
        if args.show_files:
            for path in sorted(found.files + ([stdin_name] if read_stdin else [])):
                print(path)
            return EXIT_CLEAN
        results = []
        unfixed = 0
        if read_stdin:
            results.append(lint_bytes(sys.stdin.buffer.read(), stdin_name, resolver.rules_for(stdin_name)))
        settings = resolver.for_path(paths[0] if paths[0] != "-" else stdin_name)
        cache = None
        if not args.no_cache and not args.fix:
            cache_dir = args.cache_dir or settings.cache_dir or os.path.join(settings.root, DEFAULT_CACHE_DIR)
            # Entries are keyed by each file's rules, so one run key serves every configuration.
            cache = open_cache(cache_dir, resolver.for_folder(os.getcwd()), found.files, settings.root)
        for result in lint_project(found.files, resolver, jobs=args.jobs, fix=args.fix, root=settings.root,
                                   cache=cache):
            if args.fix and result.fixed_source is not None:
                why = writeback.write_fixed(result.path, result.fixed_source, result.read_digest)
                if why is not None:  # the file stays as it was, and so do its findings
                    _error(f"{result.path}: not fixed: {why}")
                    unfixed += 1
                    result.findings += result.fixed
            results.append(result)
        findings = sorted((f for r in results for f in r.findings if resolver.for_path(r.path).shows(f.code)),
                          key=lambda f: f.sort_key())
    except ConfigError as exc:
        _error(str(exc))
        return EXIT_ERROR
    except CacheRefused as exc:
        _error(f"{exc}; choose another --cache-dir or pass --no-cache")
        return EXIT_ERROR
    for p in missing:
        _error(f"{p}: no such file or directory")
    for message in found.errors:
        _error(message)
    for message in found.skipped:
        _error(f"{message}; not linted", "warning")
    if not found.files and not read_stdin and not missing and not found.errors:
        _error("no Python files found", "warning")
    internal = [e for r in results for e in r.errors]
    errors = len(missing) + len(found.errors) + len(internal) + unfixed
    if args.output_format == "json":
        if findings or not errors:  # a failed run never prints an empty list
            print(render_statistics_json(findings) if args.statistics else render_json(findings))
    else:
        out = render_text(findings, len({f.path for f in findings}), _use_color(args), args.quiet, errors)
        if out:
            print(out)
        if args.statistics and findings:
            print(render_statistics(findings, {c: r.name for c, r in all_rules().items()}))
    for err in internal:
        _error(err, "internal error")
    if errors:
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
