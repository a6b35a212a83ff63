"""The `jaxlint` command: lint paths, list and explain rules, verify rules against real JAX."""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from typing import Optional

from jaxlint import __version__
from jaxlint.cache import DEFAULT_DIR as DEFAULT_CACHE_DIR, CacheRefused, open_cache
from jaxlint.config import ConfigError, Overrides, Resolver, Selection, codes_from_flags, patterns_from_flags
from jaxlint.discovery import discover, named_excluded
from jaxlint.finding import ADD_NOQA, UNSAFE
from jaxlint.outcome import EXIT_CLEAN, EXIT_ERROR, decoded, finish
from jaxlint.project import scope as project_scope
from jaxlint.reporters import FORMATS
from jaxlint.runner import lint_project

SUBCOMMANDS = ("check", "rules", "rule", "explain", "verify", "server")


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
               "`jaxlint explain FILE:LINE` says what each expression on a line is and why, "
               "`jaxlint verify` proves the rules against the installed JAX, `jaxlint server` is a "
               "language server for editors.",
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
    p.add_argument("--project-context", action=argparse.BooleanOptionalAction, default=None,
                   help="analyse the rest of the named files' project with them, unreported, for what its "
                        "traced code passes in (default: on, or the configured value)")
    p.add_argument("--output-format", choices=FORMATS, default="concise",
                   help="concise (alias text), full, json, json-lines, sarif, github, gitlab or junit")
    p.add_argument("--output-file", metavar="FILE", help="write the report to FILE instead of stdout")
    p.add_argument("--fix", action="store_true", help="apply the safe fixes rules offer")
    p.add_argument("--unsafe-fixes", action="store_true",
                   help="with --fix or --diff, apply unsafe fixes too (they may change what the code does)")
    p.add_argument("--diff", action="store_true",
                   help="print what --fix would change as a diff, change nothing; exit 1 if anything would")
    p.add_argument("--show-fixes", action="store_true", help="with --fix, list what was fixed")
    p.add_argument("--exit-non-zero-on-fix", action="store_true",
                   help="with --fix, exit 1 when anything was fixed, even if nothing remains")
    p.add_argument("--add-noqa", action="store_true",
                   help="add a `# noqa: CODE` for every finding (to adopt jaxlint on existing code)")
    p.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are findings")
    p.add_argument("--statistics", action="store_true", help="print the number of findings per code")
    p.add_argument("-q", "--quiet", action="store_true", help="print findings only, no summary")
    p.add_argument("--no-color", action="store_true", help="never colour the output")
    p.add_argument("--jobs", "-j", type=_jobs, default=0, help="processes to use (default 0: one per core)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    p.add_argument("--cache-dir", help="where the cache lives (default: .jaxlint_cache beside the configuration)")
    p.add_argument("--stdin-filename", help="read stdin (as -) and report it under this path")
    p.add_argument("--config", help="the configuration file (pyproject.toml, jaxlint.toml) to use for every file")
    p.add_argument("--isolated", action="store_true", help="read no configuration file: defaults and flags only")
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
                          patterns_from_flags(args.extend_exclude) or [], args.respect_gitignore,
                          args.project_context)
    return Resolver(overrides, args.config, isolated=args.isolated)


def _error(message: str, kind: str = "error") -> None:
    print(f"jaxlint: {kind}: {message}", file=sys.stderr)


def _show_settings(target: str, resolver: Resolver) -> int:
    """The settings of a file, or of a folder's own files."""
    settings = resolver.for_folder(os.path.abspath(target)) if os.path.isdir(target) else resolver.for_path(target)
    print(settings.describe(target, project_scope.describe(target, resolver) if settings.project_context else ""))
    return EXIT_CLEAN


def _paths(args) -> list:
    paths = list(args.paths)
    if args.stdin_filename is not None and "-" not in paths:  # as ruff: the flag alone reads stdin
        paths.append("-")
    return paths or ["."]


@dataclass
class LintRun:
    resolver: Resolver
    results: list  # FileResults; stdin's first when `stdin_text` is set
    stdin_text: Optional[str]
    missing: list  # paths that do not exist
    found: object  # what discovery found: files, errors (paths that cannot be walked), skipped
    unfixed: list  # "path: not fixed: why" for each file whose fixes could not be written
    notes: list  # warnings about the run (a project too large to read whole)

    def findings(self) -> list:
        """Every finding each file's settings show, sorted by path and position."""
        return sorted((f for r in self.results for f in r.findings if self.resolver.for_path(r.path).shows(f.code)),
                      key=lambda f: f.sort_key())


def _discover(args, resolver: Resolver) -> tuple:
    """(missing paths, what discovery found, whether stdin is linted, the name it is reported as)."""
    paths = _paths(args)
    missing = [p for p in paths if p != "-" and not os.path.lexists(p)]
    found = discover([p for p in paths if p != "-" and p not in missing], resolver, args.force_exclude)
    stdin_name = args.stdin_filename or "-"
    read_stdin = "-" in paths and not (args.force_exclude and args.stdin_filename
                                       and named_excluded(args.stdin_filename, resolver))
    return missing, found, read_stdin, stdin_name


def lint_run(args, stdin: Optional[bytes] = None, buffers: Optional[dict] = None) -> LintRun:
    """Lint what `args` names (`stdin`: the text of `-`, else read from stdin), writing fixes as they
    come (--fix); `buffers` maps real paths to texts that replace those files in the project (an
    editor's unsaved buffers). Raises ConfigError, and CacheRefused for an unsafe cache directory.
    The CLI, the Python API and the language server share it."""
    resolver = resolver_from(args)
    missing, found, read_stdin, stdin_name = _discover(args, resolver)
    fix = ADD_NOQA if args.add_noqa else (UNSAFE if args.unsafe_fixes else True) if args.fix or args.diff else False
    results, stdin_text, files, sources = [], None, list(found.files), dict(buffers or {})
    stdin_joins = read_stdin and _stdin_in_project(args, found.files)
    if read_stdin:
        data = sys.stdin.buffer.read() if stdin is None else stdin
        stdin_text = decoded(data)
        if stdin_joins:  # the buffer replaces its file in the project, and is reported first
            files.insert(0, stdin_name)
            sources[os.path.realpath(stdin_name)] = data
        else:
            from jaxlint.engine import lint_bytes

            results.append(lint_bytes(data, stdin_name, resolver.rules_for(stdin_name), fix=fix))
    paths = _paths(args)
    scope = project_scope.scope(files, resolver, [p for p in paths if p != "-" and os.path.isdir(p)])
    notes = [f"the project holds more than {project_scope.MAX_FILES} Python files: only the first "
             f"{project_scope.MAX_FILES} are read with the named ones (--no-project-context reads none)"
             ] if scope.truncated else []
    settings = resolver.for_path(paths[0] if paths[0] != "-" else stdin_name)
    cache = None
    if not args.no_cache:
        cache_dir = args.cache_dir or settings.cache_dir or os.path.join(settings.root, DEFAULT_CACHE_DIR)
        # Entries are keyed by each file's rules, so one run key serves every configuration.
        cache = open_cache(cache_dir, resolver.for_folder(os.getcwd()), files, settings.root)
    unfixed = []
    for i, result in enumerate(lint_project(files, resolver, scope, jobs=args.jobs, fix=fix, cache=cache,
                                            sources=sources)):
        if result.fixed_source is not None and not args.diff and not (stdin_joins and i == 0):
            from jaxlint import writeback  # tempfile and tokenize: only when a fix is written

            why = writeback.write_fixed(result.path, result.fixed_source, result.read_digest)
            if why is not None:  # the file stays as it was, and so do its findings
                unfixed.append(f"{result.path}: not fixed: {why}")
                result.findings += result.fixed
                result.fixed_source, result.fixed = None, []
        results.append(result)
    return LintRun(resolver, results, stdin_text, missing, found, unfixed, notes)


def _stdin_in_project(args, files: list) -> bool:
    """Whether stdin joins its project: it is named as a Python module (`--stdin-filename x.py`) that
    the run does not also lint from disk."""
    name = args.stdin_filename
    return bool(name) and name.endswith((".py", ".pyi")) and \
        os.path.realpath(name) not in {os.path.realpath(f) for f in files}


def cmd_check(argv: list) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    paths = _paths(args)
    if args.show_settings and len(paths) != 1:
        parser.error("--show-settings takes exactly one path")
    try:
        if args.show_settings:
            return _show_settings((args.stdin_filename or "-") if paths == ["-"] else paths[0], resolver_from(args))
        if args.show_files:
            _, found, read_stdin, stdin_name = _discover(args, resolver_from(args))
            for path in sorted(found.files + ([stdin_name] if read_stdin else [])):
                print(path)
            return EXIT_CLEAN
        run = lint_run(args)
    except ConfigError as exc:
        _error(str(exc))
        return EXIT_ERROR
    except CacheRefused as exc:
        _error(f"{exc}; choose another --cache-dir or pass --no-cache")
        return EXIT_ERROR
    for p in run.missing:
        _error(f"{p}: no such file or directory")
    for message in run.found.errors:
        _error(message)
    for message in run.found.skipped:
        _error(f"{message}; not linted", "warning")
    for message in run.notes:
        _error(message, "warning")
    if not run.results and not run.missing and not run.found.errors:
        _error("no Python files found", "warning")
    for message in run.unfixed:
        _error(message)
    return finish(args, run, len(run.missing) + len(run.found.errors) + len(run.unfixed))


def cmd_rules(argv: list) -> int:
    from jaxlint.rule import all_rules

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
    from jaxlint.docs import rule_page
    from jaxlint.rule import all_rules

    code = argv[0].upper()
    rule = all_rules().get(code)
    if rule is None:
        print(f"jaxlint: error: unknown rule {argv[0]!r}; `jaxlint rules` lists them", file=sys.stderr)
        return EXIT_ERROR
    print(rule_page(rule))
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
            if command == "explain":
                from jaxlint.explain import main as explain_main

                return explain_main(rest)
            if command == "verify":
                return cmd_verify(rest)
            if command == "server":
                from jaxlint.server import main as server_main

                return server_main(rest)
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
