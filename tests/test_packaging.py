"""A plain `pip install .` carries every package: each folder of jaxlint/ with an __init__.py is listed
in pyproject.toml (the pre-commit hook and the GitHub Action install non-editable)."""

import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

CHECKOUT = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_installed():
    listed = set(tomllib.loads((CHECKOUT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(CHECKOUT).parts) for p in (CHECKOUT / "jaxlint").rglob("__init__.py")}
    assert found <= listed, f"missing from [tool.setuptools] packages: {sorted(found - listed)}"
