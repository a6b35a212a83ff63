"""The recall scorer: a marked bug jaxlint reports is a hit, an unreported one a miss, anything else a false
positive; every case is linted as a project from its own folder."""

import json
import subprocess
import sys
from pathlib import Path

SCORE = Path(__file__).resolve().parent.parent / "benchmarks" / "recall" / "score.py"

# A two-file project: the marked `if` is found in the helper file; the marked dict lookup (a rule that does
# not exist yet) is missed; the unmarked f-string print is a false positive.
STEP = '''# Report: https://example.org/issues/1
import jax

from helpers import pick


@jax.jit
def step(x, table):
    jax.debug.print(f"{x}")
    return pick(x, table)
'''
HELPERS = '''import jax


@jax.jit
def pick(x, table):
    if x > 0:  # error: JAX101
        return table[x]  # error: JAX109
    return x
'''
# A near miss that jaxlint flags anyway: every finding on an ok_ case is a false positive.
OK = '''# Report: https://example.org/issues/1
import jax


@jax.jit
def step(x):
    jax.debug.print(f"{x}")
    return x
'''


def score(cases: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCORE), "--cases", str(cases), "--jobs", "1", *args],
                          capture_output=True, text=True, timeout=120, check=False)


def write(root: Path, files: dict) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_hits_misses_and_false_positives(tmp_path):
    write(tmp_path, {"demo/bad_dict_key/step.py": STEP, "demo/bad_dict_key/helpers.py": HELPERS,
                     "demo/ok_format_args/step.py": OK})
    run = score(tmp_path, "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["misses"] == [{"category": "demo", "case": "bad_dict_key", "path": "helpers.py", "line": 7,
                               "code": "JAX109"}]
    assert data["false_positives"] == [
        {"category": "demo", "case": "bad_dict_key", "path": "step.py", "line": 9, "code": "JAX301"},
        {"category": "demo", "case": "ok_format_args", "path": "step.py", "line": 7, "code": "JAX301"}]
    assert data["by_category"]["demo"] == {"bad_cases": 1, "ok_cases": 1, "expected": 2, "found": 1,
                                           "recall": 0.5, "false_positives": 2}
    assert data["by_rule"]["JAX101"] == {"bad_cases": 1, "expected": 1, "found": 1, "recall": 1.0,
                                         "false_positives": 0}
    assert data["by_rule"]["JAX301"]["false_positives"] == 2

    table = score(tmp_path)
    assert table.returncode == 0, table.stderr
    assert "| demo | 1 | 1 | 2 | 1 | 50% | 2 |" in table.stdout.splitlines()
    assert "  demo/bad_dict_key  helpers.py:7  JAX109" in table.stdout.splitlines()


def test_a_case_that_breaks_the_conventions_is_an_error(tmp_path):
    write(tmp_path, {"demo/ok_marked/step.py": STEP.replace("return pick(x, table)",
                                                            "return pick(x, table)  # error: JAX101")})
    run = score(tmp_path)
    assert run.returncode == 2
    assert "ok_marked: an ok_ case carries no `# error:` markers" in run.stderr

    write(tmp_path, {"demo/ok_marked/step.py": HELPERS.replace("  # error: JAX101", "").replace("  # error: JAX109", "")})
    run = score(tmp_path)
    assert run.returncode == 2
    assert "ok_marked: no `# Report: <url>` line names the bug report the case follows" in run.stderr
