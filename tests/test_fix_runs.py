"""Every JAX301 fix, applied to its bad fixture, compiles, is no longer flagged, and prints the values
(not the tracers) under real JAX: the fixed program behaves as a good twin would."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "JAX301"
JAXLINT = os.path.join(os.path.dirname(sys.executable), "jaxlint")

# fixture -> what its fixed version prints when run (None: no fix is offered, the file stays as it is)
PRINTS = {
    "bad_decorated.py": "x = 3.0",
    "bad_fstring_label.py": "x=Array(3., dtype=float32)",
    "bad_fstring_constant.py": "None 3.0",
    "bad_fstring_braces.py": "x = 3.0 {} {done}",
    "bad_fstring_comment.py": "x = 3.0",
    "bad_fmt_keyword.py": "x = 3.0",
    "bad_str_format.py": "x = 3.0",
    "bad_percent_format.py": "x = 3.0",
    "bad_fstring_leading_braces.py": None,
}


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("jax") is None, reason="needs JAX")
@pytest.mark.parametrize("name", PRINTS)
def test_the_fixed_fixture_runs_like_its_good_twin(tmp_path, name):
    path = tmp_path / name
    shutil.copy(FIXTURES / name, path)
    before = path.read_text()
    fix = subprocess.run([JAXLINT, "--no-cache", "--fix", str(path)], capture_output=True, text=True)
    if PRINTS[name] is None:
        assert fix.returncode == 1 and path.read_text() == before and "JAX301" in fix.stdout
        return
    assert fix.returncode == 0, fix.stdout + fix.stderr
    fixed = path.read_text()
    compile(fixed, str(path), "exec")
    run = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, JAX_PLATFORMS="cpu"))
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == PRINTS[name] and "Tracer" not in run.stdout
