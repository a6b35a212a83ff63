"""Settings: each file's nearest configuration, with the command line's flags on top.

A configuration is `.jaxlint.toml` or `jaxlint.toml` (top-level keys), or a `pyproject.toml` with a
`[tool.jaxlint]` table; in one folder they are tried in that order. A file uses the nearest one at or
above its folder (ruff's hierarchical rule), unless `--config FILE` names one for every file. Paths in a
configuration (`exclude` patterns, `per-file-ignores` globs, `cache-dir`, `extend`) are relative to the
folder it sits in; those of `--config` and of the flags are relative to the current directory.

Every key and every rule code is checked; a typo is an error naming it, never silently ignored.
"""

from __future__ import annotations

import fnmatch
import os
import re
import sys
from dataclasses import dataclass, field
from functools import cached_property
from typing import Optional

from jaxlint import catalog
from jaxlint.result import SYNTAX_ERROR  # the engine's own code: not a rule, shown unless ignored

CONFIG_FILES = (".jaxlint.toml", "jaxlint.toml", "pyproject.toml")  # in a folder, the first one wins
PYPROJECT = "pyproject.toml"
ALL = "ALL"

# What ruff skips by default, and jaxlint's own cache.
DEFAULT_EXCLUDE = (
    ".bzr", ".direnv", ".eggs", ".git", ".git-rewrite", ".hg", ".ipynb_checkpoints", ".jaxlint_cache",
    ".mypy_cache", ".nox", ".pants.d", ".pyenv", ".pytest_cache", ".pytype", ".ruff_cache", ".svn", ".tox",
    ".venv", ".vscode", "__pypackages__", "_build", "buck-out", "build", "dist", "node_modules",
    "site-packages", "venv",
)

KEYS = {
    "extend": "another configuration file whose settings this one starts from",
    "select": "codes or prefixes of the rules to run (replaces the default set)",
    "extend-select": "codes or prefixes to run on top of the default set",
    "ignore": "codes or prefixes not to run",
    "exclude": "folders and globs not to lint (replaces the defaults)",
    "extend-exclude": "folders and globs not to lint, on top of the defaults",
    "per-file-ignores": "glob -> codes to ignore in matching files",
    "respect-gitignore": "skip what .gitignore files ignore (default true)",
    "cache-dir": "where the cache lives (default .jaxlint_cache next to the configuration)",
    "project-context": "analyse the project's other files with the files named, unreported (default true)",
}


class ConfigError(Exception):
    """A broken configuration: the message names the file and the key."""


@dataclass(frozen=True)
class Selection:
    """One layer of rule selection (a configuration file's, or the command line's), applied in order:
    `select` starts over, `extend-select` adds, `ignore` removes."""

    select: Optional[tuple] = None
    extend_select: tuple = ()
    ignore: tuple = ()


def _enables(selectors, code: str, default: bool) -> bool:
    """Whether `select` / `extend-select` turn `code` on: ALL and the full code always do; a prefix
    only for a rule that is on by default (an opinionated rule runs only when its code is named)."""
    return any(s == ALL or s == code or (code.startswith(s) and default) for s in selectors)


def _covers(selectors, code: str) -> bool:
    """Whether `ignore` turns `code` off: ALL, the code or any prefix of it."""
    return any(s == ALL or code.startswith(s) for s in selectors)


@dataclass
class Settings:
    selections: list = field(default_factory=list)
    exclude: list = field(default_factory=lambda: list(DEFAULT_EXCLUDE))
    extend_exclude: list = field(default_factory=list)
    per_file_ignores: dict = field(default_factory=dict)  # glob (absolute when it holds a '/') -> codes
    respect_gitignore: bool = True
    project_context: bool = True  # the project's other files are analysed with the named ones
    cache_dir: Optional[str] = None
    root: str = "."  # the configuration's folder: the project root
    source: Optional[str] = None  # the configuration file the settings came from
    extends: tuple = ()  # the files `extend` brought in, nearest first

    def excluded(self) -> list:
        """Every pattern not to lint: `exclude` (or the defaults) plus `extend-exclude`."""
        return self.exclude + self.extend_exclude

    def selected(self, code: str) -> bool:
        """Whether the layers of selection leave `code` on."""
        entry = catalog.RULES.get(code)
        default = entry is None or entry.default_enabled
        on = code == SYNTAX_ERROR or (entry is not None and entry.default_enabled)
        for layer in self.selections:
            if layer.select is not None and code != SYNTAX_ERROR:  # a selection never hides JAX000
                on = _enables(layer.select, code, default)
            if _enables(layer.extend_select, code, default):
                on = True
            if _covers(layer.ignore, code):
                on = False
        return on

    @cached_property
    def _codes(self) -> tuple:
        return tuple(code for code in sorted(catalog.RULES) if self.selected(code))

    def codes(self) -> list[str]:
        """The enabled rules' codes: the defaults, then each layer of selection in order."""
        return list(self._codes)

    def shows(self, code: str) -> bool:
        """Whether a finding the engine makes itself (JAX000: syntax, decoding, reading) is wanted."""
        return self.selected(code) if code == SYNTAX_ERROR else True

    def codes_for(self, path: str) -> list[str]:
        """The codes of the rules for one file: the enabled ones minus its `per-file-ignores`."""
        codes = self.codes()
        if not self.per_file_ignores:
            return codes
        full = os.path.abspath(path)
        name = os.path.basename(path)
        ignored = [code for pattern, codes in self.per_file_ignores.items()
                   if fnmatch.fnmatch(full if "/" in pattern else name, pattern) for code in codes]
        return [c for c in codes if not any(c.startswith(i) for i in ignored)] if ignored else codes

    def rules_for(self, path: str) -> list:
        """The rules for one file (`codes_for`), imported."""
        from jaxlint.rule import all_rules

        return [all_rules()[code] for code in self.codes_for(path)]

    def describe(self, path: str, project: str = "") -> str:
        """What `--show-settings` prints: where the settings come from and what they resolve to
        (`project`: which files a run naming `path` analyses with it)."""
        def listing(values) -> str:
            values = list(values)
            return ", ".join(values) if values else "(none)"

        lines = [f"Settings for {path}",
                 f"configuration: {self.source or '(none: the defaults)'}"]
        lines += [f"extends: {extended}" for extended in self.extends]
        lines += [f"project root: {os.path.abspath(self.root)}",
                  f"rules: {listing(self.codes_for(path))}",
                  f"exclude: {listing(self.exclude)}",
                  f"extend-exclude: {listing(self.extend_exclude)}",
                  f"per-file-ignores: {listing(f'{glob} = {listing(codes)}' for glob, codes in self.per_file_ignores.items())}",
                  f"respect-gitignore: {'true' if self.respect_gitignore else 'false'}",
                  f"project-context: {'true' if self.project_context else 'false'}{project}",
                  f"cache-dir: {self.cache_dir or os.path.join(os.path.abspath(self.root), '.jaxlint_cache')}"]
        return "\n".join(lines)


@dataclass
class Overrides:
    """What the command line (or flake8's options) puts on top of every configuration."""

    selection: Optional[Selection] = None
    exclude: Optional[list] = None
    extend_exclude: list = field(default_factory=list)
    respect_gitignore: Optional[bool] = None
    project_context: Optional[bool] = None

    def apply(self, settings: Settings) -> Settings:
        if self.selection is not None:
            settings.selections.append(self.selection)
        if self.exclude is not None:
            settings.exclude = anchored(self.exclude, os.getcwd())
        settings.extend_exclude += anchored(self.extend_exclude, os.getcwd())
        if self.respect_gitignore is not None:
            settings.respect_gitignore = self.respect_gitignore
        if self.project_context is not None:
            settings.project_context = self.project_context
        return settings


def check_codes(codes, where: str) -> list:
    if isinstance(codes, str):
        codes = [c.strip() for c in codes.split(",") if c.strip()]
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        raise ConfigError(f"{where}: expected a list of rule codes")
    known = catalog.RULES
    codes = [c.strip() for c in codes]
    for code in codes:
        if code in (ALL, SYNTAX_ERROR):
            continue
        if not code.startswith("JAX") or not any(k.startswith(code) for k in known):
            raise ConfigError(f"{where}: unknown rule code or prefix {code!r}")
    return codes


def anchor(pattern: str, folder: str) -> str:
    """A pattern with a '/' becomes absolute, from `folder`; a bare name matches at any depth."""
    pattern = pattern.strip().rstrip("/")
    if pattern.startswith("./"):
        pattern = pattern[2:]
    return os.path.normpath(os.path.join(folder, pattern)) if "/" in pattern else pattern


def anchored(patterns: list, folder: str) -> list:
    return [p for p in (anchor(p, folder) for p in patterns) if p]


def _read_toml(path: str) -> dict:
    if sys.version_info >= (3, 11):  # imported here: a project without a configuration file never needs it
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise ConfigError(f"{path}: cannot read: {reason}") from exc
    except RecursionError as exc:
        raise ConfigError(f"{path}: cannot read: values nested too deeply") from exc


def _table(path: str, data: dict) -> Optional[dict]:
    """The jaxlint table of a parsed configuration file (None: a pyproject.toml without one)."""
    if os.path.basename(path) != PYPROJECT:
        return data
    tool = data.get("tool", {})
    table = tool.get("jaxlint") if isinstance(tool, dict) else None
    if table is not None and not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.jaxlint] must be a table")
    return table


def find_config(folder: str) -> Optional[str]:
    """The configuration file of `folder` itself, if it has one."""
    for name in CONFIG_FILES:
        candidate = os.path.join(folder, name)
        if os.path.isfile(candidate) and (name != PYPROJECT or _table(candidate, _read_toml(candidate)) is not None):
            return candidate
    return None


def load_file(path: str, anchor: Optional[str] = None, _chain: tuple = ()) -> Settings:
    """Settings from one configuration file (and the files it extends). Relative paths in it are
    resolved from `anchor` (default: the file's folder)."""
    path = os.path.abspath(path)
    real = os.path.realpath(path)
    if real in _chain:
        cycle = " -> ".join((*_chain, real)[list(_chain).index(real):])
        raise ConfigError(f"{path}: `extend` makes a cycle: {cycle}")
    table = _table(path, _read_toml(path))
    if table is None:
        raise ConfigError(f"{path}: no [tool.jaxlint] table")
    folder = anchor or os.path.dirname(path)
    where = f"{path}: [tool.jaxlint]" if os.path.basename(path) == PYPROJECT else path
    for key in table:
        if key not in KEYS:
            raise ConfigError(f"{where}: unknown key {key!r} (known: {', '.join(KEYS)})")
    if "extend" in table:
        base_path = table["extend"]
        if not isinstance(base_path, str):
            raise ConfigError(f"{where} extend: expected a path")
        base_path = os.path.join(os.path.dirname(path), os.path.expanduser(base_path))
        if not os.path.isfile(base_path):
            raise ConfigError(f"{where} extend: {base_path}: no such file")
        settings = load_file(base_path, None, (*_chain, real))
        settings.extends = (settings.source, *settings.extends)
    else:
        settings = Settings()
    settings.root, settings.source = folder, path
    _apply_table(settings, table, where, folder)
    return settings


def _strings(value, where: str) -> list:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: expected a list of strings")
    return value


def _apply_table(settings: Settings, table: dict, where: str, folder: str) -> None:
    codes = {key: tuple(check_codes(table[key], f"{where} {key}"))
             for key in ("select", "extend-select", "ignore") if key in table}
    if codes:
        settings.selections.append(Selection(codes.get("select"), codes.get("extend-select", ()),
                                             codes.get("ignore", ())))
    if "exclude" in table:
        settings.exclude = anchored(_strings(table["exclude"], f"{where} exclude"), folder)
    if "extend-exclude" in table:  # extended files' extend-exclude patterns are kept too, as in ruff
        settings.extend_exclude += anchored(_strings(table["extend-exclude"], f"{where} extend-exclude"), folder)
    if "per-file-ignores" in table:
        value = table["per-file-ignores"]
        if not isinstance(value, dict):
            raise ConfigError(f"{where} per-file-ignores: expected a table of glob = [codes]")
        settings.per_file_ignores = {
            anchor(glob, folder): check_codes(codes, f"{where} per-file-ignores.{glob}") for glob, codes in value.items()}
    for key in ("respect-gitignore", "project-context"):
        if key in table:
            if not isinstance(table[key], bool):
                raise ConfigError(f"{where} {key}: expected true or false")
            setattr(settings, key.replace("-", "_"), table[key])
    if "cache-dir" in table:
        if not isinstance(table["cache-dir"], str):
            raise ConfigError(f"{where} cache-dir: expected a string")
        settings.cache_dir = os.path.join(folder, table["cache-dir"])


class Resolver:
    """The settings of every folder: its nearest configuration's (or `config_file`'s for all), with
    `overrides` on top. Each configuration file is read once; each folder is looked up once."""

    def __init__(self, overrides: Optional[Overrides] = None, config_file: Optional[str] = None,
                 isolated: bool = False) -> None:
        self.overrides = overrides or Overrides()
        self._by_file: dict = {}
        self._by_folder: dict = {}
        self.fixed: Optional[Settings] = None
        if isolated:  # --isolated: no configuration file at all
            self.fixed = self.overrides.apply(Settings(root=os.getcwd()))
        elif config_file is not None:
            if not os.path.isfile(config_file):
                raise ConfigError(f"{config_file}: no such file")
            self.fixed = self.overrides.apply(load_file(config_file, anchor=os.getcwd()))

    def _settings_of(self, config: Optional[str]) -> Settings:
        if config not in self._by_file:
            if config is None:
                settings = Settings(root=os.getcwd())
            else:
                settings = load_file(config)
            self._by_file[config] = self.overrides.apply(settings)
        return self._by_file[config]

    def for_folder(self, folder: str) -> Settings:
        """The settings for files in `folder` (an absolute, normalised path)."""
        if self.fixed is not None:
            return self.fixed
        found = self._by_folder.get(folder)
        if found is not None:
            return found
        walked = []
        current, config = folder, None
        while True:
            found = self._by_folder.get(current)
            if found is not None:
                break
            walked.append(current)
            config = find_config(current)
            if config is not None:
                found = self._settings_of(config)
                break
            parent = os.path.dirname(current)
            if parent == current:
                found = self._settings_of(None)
                break
            current = parent
        for seen in walked:
            self._by_folder[seen] = found
        return found

    def for_path(self, path: str) -> Settings:
        """The settings for a file (or, for a folder, the settings of the folder it sits in)."""
        return self.for_folder(os.path.dirname(os.path.abspath(path)))

    def codes_for(self, path: str) -> list[str]:
        return self.for_path(path).codes_for(path)

    def rules_for(self, path: str) -> list:
        return self.for_path(path).rules_for(path)


def codes_from_flags(values: Optional[list], flag: str) -> Optional[tuple]:
    """A repeated comma-separated flag's codes, accumulated (as in ruff); None when not given."""
    if not values:
        return None
    return tuple(code for value in values for code in check_codes(value, flag))


def patterns_from_flags(values: Optional[list]) -> Optional[list]:
    if not values:
        return None
    return [p for value in values for p in re.split(r"\s*,\s*", value.strip()) if p]


def load(start: str) -> Settings:
    """Settings for `start` (a file or folder) from its nearest configuration (defaults when none)."""
    path = os.path.abspath(start)
    folder = path if os.path.isdir(path) else os.path.dirname(path)
    return Resolver().for_folder(folder)
