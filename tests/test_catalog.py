"""The rule catalog (jaxlint/catalog.py) says what the rules say, and answers without libcst."""

import subprocess
import sys

from jaxlint.catalog import RULES
from jaxlint.rule import all_rules


def test_the_catalog_is_generated_from_the_rules():
    live = {code: (rule.name, rule.default_enabled, rule.summary) for code, rule in all_rules().items()}
    assert {code: tuple(entry) for code, entry in RULES.items()} == live, "run `python -m jaxlint.catalog`"


def test_a_run_answered_from_the_cache_never_imports_libcst(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.jaxlint]\n")
    (tmp_path / "step.py").write_text("import jax\n\n\n@jax.jit\ndef step(x):\n    return x + 1\n")
    heavy = ("libcst", "multiprocessing", "tempfile", "difflib")  # what a warm one-file run does without
    probe = ("import runpy, sys\nsys.argv = ['jaxlint', 'step.py']\n"
             "try:\n    runpy.run_module('jaxlint', run_name='__main__')\n"
             f"except SystemExit as e:\n    print('exit', e.code, [m for m in {heavy!r} if m in sys.modules])\n")
    first = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True)
    warm = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True)
    assert first.stdout.splitlines()[-1].startswith("exit 0 ['libcst'")
    assert warm.stdout.splitlines()[-1] == "exit 0 []", warm.stderr
