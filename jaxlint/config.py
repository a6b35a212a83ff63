"""Settings: `[tool.jaxlint]` in the nearest pyproject.toml, then command-line flags on top.

Every key and every rule code is checked; a typo is an error naming it, never silently ignored.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import Optional

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib

from jaxlint.discovery import DEFAULT_EXCLUDE
from jaxlint.rule import Rule, all_rules

KEYS = {
    "select": "codes or prefixes of the rules to run (replaces the default set)",
    "extend-select": "codes or prefixes to run on top of the default set",
    "ignore": "codes or prefixes not to run",
    "exclude": "folders and globs not to lint (replaces the defaults)",
    "extend-exclude": "folders and globs not to lint, on top of the defaults",
    "per-file-ignores": "glob -> codes to ignore in matching files",
    "cache-dir": "where the cache lives (default .jaxlint_cache next to pyproject.toml)",
}


class ConfigError(Exception):
    """A broken configuration: the message names the file and the key."""


@dataclass
class Settings:
    select: Optional[list] = None
    extend_select: list = field(default_factory=list)
    ignore: list = field(default_factory=list)
    exclude: list = field(default_factory=lambda: list(DEFAULT_EXCLUDE))
    extend_exclude: list = field(default_factory=list)
    per_file_ignores: dict = field(default_factory=dict)
    cache_dir: Optional[str] = None
    root: str = "."
    source: Optional[str] = None  # the pyproject.toml the settings came from

    def excluded(self) -> list:
        """Every pattern not to lint: `exclude` (or the defaults) plus `extend-exclude`."""
        return self.exclude + self.extend_exclude

    def rules(self) -> list[type[Rule]]:
        """The enabled rules: defaults (or `select`), plus `extend-select`, minus `ignore`.

        Prefixes enable only rules that are on by default; a rule that is off by default (an
        opinionated one) runs only when its full code is named.
        """
        registry = all_rules()
        chosen = {c for c, r in registry.items() if r.default_enabled} if self.select is None else set()
        for selector in (self.select or []) + self.extend_select:
            chosen |= {c for c, r in registry.items()
                       if c == selector or selector == "ALL" and r.default_enabled
                       or (c.startswith(selector) and r.default_enabled)}
        chosen = {c for c in chosen if not any(c.startswith(i) for i in self.ignore)}
        return [registry[c] for c in sorted(chosen)]

    def shows(self, code: str) -> bool:
        """Whether a finding the engine makes itself (JAX000, unreadable source) is wanted."""
        return not any(code.startswith(i) for i in self.ignore)

    def rules_for(self, path: str, rules: list[type[Rule]]) -> list[type[Rule]]:
        import fnmatch

        rel = os.path.relpath(path, self.root).replace(os.sep, "/") if self.root else path
        ignored = [code for pattern, codes in self.per_file_ignores.items()
                   if fnmatch.fnmatch(rel, pattern) or fnmatch.fnmatch(os.path.basename(path), pattern)
                   for code in codes]
        return [r for r in rules if not any(r.code.startswith(c) for c in ignored)] if ignored else rules


def find_pyproject(start: str) -> Optional[str]:
    path = os.path.abspath(start)
    if os.path.isfile(path):
        path = os.path.dirname(path)
    while True:
        candidate = os.path.join(path, "pyproject.toml")
        if os.path.isfile(candidate):
            return candidate
        parent = os.path.dirname(path)
        if parent == path:
            return None
        path = parent


def check_codes(codes, where: str) -> list:
    if isinstance(codes, str):
        codes = [c.strip() for c in codes.split(",") if c.strip()]
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        raise ConfigError(f"{where}: expected a list of rule codes")
    known = all_rules()
    for code in codes:
        code = code.strip()
        if code == "ALL" or code == "JAX000":
            continue
        if not code.startswith("JAX") or not any(k.startswith(code) for k in known):
            raise ConfigError(f"{where}: unknown rule code or prefix {code!r}")
    return [c.strip() for c in codes]


def load(start: str) -> Settings:
    """Settings from the nearest pyproject.toml above `start` (defaults when there is none)."""
    path = find_pyproject(start)
    settings = Settings()
    if path is None:
        return settings
    settings.root = os.path.dirname(path)
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read: {exc}") from exc
    table = data.get("tool", {}).get("jaxlint")
    if table is None:
        return settings
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.jaxlint] must be a table")
    settings.source = path
    for key, value in table.items():
        where = f"{path}: [tool.jaxlint] {key}"
        if key not in KEYS:
            raise ConfigError(f"{path}: unknown key {key!r} in [tool.jaxlint] (known: {', '.join(KEYS)})")
        if key == "select":
            settings.select = check_codes(value, where)
        elif key == "extend-select":
            settings.extend_select = check_codes(value, where)
        elif key == "ignore":
            settings.ignore = check_codes(value, where)
        elif key in ("exclude", "extend-exclude"):
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ConfigError(f"{where}: expected a list of strings")
            # Kept apart, so the order of the two keys in the table does not matter.
            if key == "exclude":
                settings.exclude = value
            else:
                settings.extend_exclude = value
        elif key == "per-file-ignores":
            if not isinstance(value, dict):
                raise ConfigError(f"{where}: expected a table of glob = [codes]")
            settings.per_file_ignores = {glob: check_codes(codes, f"{where}.{glob}") for glob, codes in value.items()}
        elif key == "cache-dir":
            if not isinstance(value, str):
                raise ConfigError(f"{where}: expected a string")
            settings.cache_dir = os.path.join(settings.root, value)
    return settings
