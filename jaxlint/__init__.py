"""jaxlint: a static linter for JAX tracing pitfalls, with a verifier that proves its rules on real JAX.

The Python API (`lint_paths`, `lint_source`, `fix_source`, `Finding`) is imported on first use, so
`import jaxlint` (the flake8 plugin, the console script) stays as light as this file.
"""

__version__ = "0.1.0"

_API = {"lint_paths": "jaxlint.api", "lint_source": "jaxlint.api", "fix_source": "jaxlint.api",
        "LintError": "jaxlint.api", "Finding": "jaxlint.finding", "Fix": "jaxlint.finding",
        "Edit": "jaxlint.finding", "TraceStep": "jaxlint.finding"}
__all__ = ["__version__", *_API]


def __getattr__(name: str):
    if name in _API:
        import importlib

        value = getattr(importlib.import_module(_API[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'jaxlint' has no attribute {name!r}")


def __dir__():
    return sorted(__all__)
