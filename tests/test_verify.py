"""`jaxlint verify`: the harness, the judging, and the CLI on deliberately wrong, hanging and right fixtures.

The harness and judging tests need no JAX (the harness imports none). The CLI tests run fixtures under
real JAX and skip when JAX is not importable here (the dev venv); CI installs it through the test extra.
`test_every_shipped_fixture_verifies` is the proof of every rule: each fixture is a JAX subprocess.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from jaxlint.verify import process
from jaxlint.verify.fixture import parse
from jaxlint.verify.runner import Environment, Harness, Outcome, Static, judge, verify

HERE = Path(__file__).parent / "verify_fixtures"
needs_jax = pytest.mark.skipif(importlib.util.find_spec("jax") is None,
                               reason="JAX is not importable here (pip install '.[verify]')")


def run(*args: str, cwd: Path, timeout: float = 900) -> subprocess.CompletedProcess:
    """`jaxlint ...` in a subprocess, outside the checkout so the installed package is the one imported."""
    return subprocess.run([sys.executable, "-m", "jaxlint", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)


def harness(tmp_path: Path, source: str, *args: str) -> dict:
    path = tmp_path / "prog.py"
    path.write_text(source)
    proc = subprocess.run([sys.executable, "-m", "jaxlint.verify.harness", str(path), *args], input="n0nce\n",
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout.splitlines()) == 1, "stdout carries only the JSON line"
    report = json.loads(proc.stdout)
    assert report.pop("nonce") == "n0nce"
    return report


ENV = Environment(sys.executable, "3", "0", "0")


def run_fixture(tmp_path: Path, source: str, expect=None, name: str = "prog.py") -> Outcome:
    """One fixture through the verifier's own harness process (no JAX needed for plain programs)."""
    path = tmp_path / name
    path.write_text(source)
    return Harness(60).run(ENV, str(path), expect)


# --- the harness (no JAX needed) ---

def test_harness_reports_exact_class_and_innermost_fixture_line(tmp_path):
    source = "print('noise')\n\ndef f():\n    raise KeyError('k')\n\nif __name__ == '__main__':\n    f()\n"
    out = harness(tmp_path, source, "--expect", "LookupError")
    assert out == {"status": "raised", "exception": "KeyError", "message": "'k'", "line": 4,
                   "expected": False, "probe": None}
    assert harness(tmp_path, source, "--expect", "KeyError")["expected"] is True
    assert harness(tmp_path, source, "--expect", "no.such.Error")["expected"] is None


def test_harness_calls_probe_after_a_clean_run(tmp_path):
    out = harness(tmp_path, "def probe():\n    return 'stale value 1.0'\n")
    assert out["status"] == "ok" and out["probe"] == {"truthy": True, "value": "stale value 1.0"}
    assert harness(tmp_path, "def probe():\n    return 0\n")["probe"] == {"truthy": False, "value": "0"}
    assert harness(tmp_path, "def probe():\n    1 / 0\n")["status"] == "probe-raised"


def test_harness_blocks_the_network(tmp_path):
    source = "import socket\nsocket.create_connection(('192.0.2.1', 80), timeout=5)\n"
    out = harness(tmp_path, source)
    assert out["exception"] == "PermissionError" and "network" in out["message"]


def test_the_network_is_blocked_for_udp_lookups_and_programs(tmp_path):
    cases = {
        "udp": "import socket\nsocket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'x', ('192.0.2.1', 53))\n",
        "lookup": "import socket\nsocket.getaddrinfo('example.com', 80)\n",
        "program": "import subprocess\nsubprocess.run(['curl', 'http://192.0.2.1'])\n",
        "shell": "import os\nos.system('true')\n",
    }
    for name, source in cases.items():
        outcome = run_fixture(tmp_path, source)
        assert (outcome.status, outcome.exception) == ("raised", "PermissionError"), (name, outcome)


@pytest.mark.skipif(not process.network_namespace(), reason="no unprivileged network namespaces here")
def test_where_linux_allows_it_the_fixture_has_no_network_interface_at_all(tmp_path):
    outcome = run_fixture(tmp_path, "import socket\n\ndef probe():\n    return str(socket.if_nameindex())\n")
    assert outcome.probe["value"] == "[(1, 'lo')]"


def test_secrets_are_not_passed_to_fixtures(tmp_path, monkeypatch):
    for name in ("GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "AWS_PROFILE", "MY_API_KEY", "PYPI_PASSWORD", "HF_TOKEN"):
        monkeypatch.setenv(name, "hunter2")
    outcome = run_fixture(tmp_path, "import os\n\ndef probe():\n"
                                    "    return ' '.join(sorted(k for k, v in os.environ.items() if v == 'hunter2'))"
                                    " or 'PATH' in os.environ and 'none'\n")
    assert outcome.probe["value"] == "none"


def test_a_checkout_of_jaxlint_in_the_way_is_not_imported(tmp_path, monkeypatch):
    """`jaxlint verify --python PY` run inside a repository with its own jaxlint/ folder."""
    fake = tmp_path / "checkout"
    (fake / "jaxlint" / "verify").mkdir(parents=True)
    (fake / "jaxlint" / "__init__.py").write_text("")
    (fake / "jaxlint" / "verify" / "__init__.py").write_text("")
    (fake / "jaxlint" / "verify" / "harness.py").write_text("print('{\"status\": \"ok\"}')\n")
    monkeypatch.chdir(fake)
    monkeypatch.setenv("PYTHONPATH", str(fake))
    outcome = run_fixture(tmp_path, "raise KeyError('k')\n", "KeyError")
    assert (outcome.status, outcome.exception, outcome.expected) == ("raised", "KeyError", True)


FORGERIES = {
    "printed": "print('{\"status\": \"ok\", \"exception\": null, \"message\": null, \"line\": null, "
               "\"expected\": null, \"probe\": null}')\nraise KeyError('k')\n",
    "written to the report channel, then exit": (
        "import os, json\n"
        "fake = json.dumps({'status': 'ok', 'exception': None, 'message': None, 'line': None, 'expected': None,"
        " 'probe': None}) + '\\n'\n"
        "for fd in range(3, 64):\n"
        "    try:\n        os.write(fd, fake.encode())\n    except OSError:\n        pass\n"
        "os._exit(0)\n"),
    "written to the report channel, then raise": (
        "import os\n"
        "for fd in range(3, 64):\n"
        "    try:\n        os.write(fd, b'{}\\n')\n    except OSError:\n        pass\n"
        "raise KeyError('k')\n"),
}


@pytest.mark.parametrize("how", FORGERIES)
def test_a_fixture_cannot_forge_its_verdict(tmp_path, how):
    outcome = run_fixture(tmp_path, FORGERIES[how])
    assert outcome.status != "ok" and not (outcome.status == "raised" and outcome.exception != "KeyError"), outcome
    if outcome.status != "raised":
        assert outcome.status == "crashed"


# The peak from VmHWM: ru_maxrss survives exec on Linux, so it would count the forking pytest's memory.
FLOOD = """\
import re, sys
from jaxlint.verify.runner import Environment, Harness
outcome = Harness(120).run(Environment(sys.executable, "3", "0", "0"), sys.argv[1], "KeyError")
peak_kb = int(re.search(r"VmHWM:\\s*(\\d+)", open("/proc/self/status").read()).group(1))
print(outcome.status, outcome.expected, peak_kb // 1024)
"""


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads the peak from /proc")
def test_a_flood_of_output_is_read_in_bounded_memory(tmp_path):
    """300 MB printed (stdout and stderr alike): the verifier holds kilobytes of it, not all of it."""
    path = tmp_path / "prog.py"
    path.write_text("import os\nchunk = b'x' * (1 << 20)\nfor _ in range(150):\n"
                    "    os.write(1, chunk)\n    os.write(2, chunk)\nraise KeyError('k')\n")
    proc = subprocess.run([sys.executable, "-c", FLOOD, str(path)], capture_output=True, text=True, timeout=300)
    status, expected, peak_mb = proc.stdout.split()
    assert (status, expected) == ("raised", "True") and int(peak_mb) < 100, proc.stdout + proc.stderr


def test_drain_keeps_only_the_tail():
    read, write = os.pipe()
    drain = process.Drain(os.fdopen(read, "rb"), tail=1000)
    for _ in range(100):
        os.write(write, b"a" * 10_000)
    os.write(write, b"the end")
    os.close(write)
    drain.join()
    assert drain.total == 1_000_007 and len(drain.data) <= 2000 and drain.text().endswith("the end")


@pytest.mark.parametrize("make", ["latin-1", "dangling symlink"])
def test_an_unreadable_fixture_is_one_fail_verdict(tmp_path, make):
    folder = tmp_path / "JAX101"
    folder.mkdir()
    path = folder / "bad_x.py"
    if make == "latin-1":
        path.write_bytes(b"# verify: clean\nname = 'caf\xe9'\n")
    else:
        path.symlink_to(tmp_path / "nowhere.py")
    verdict = verify(str(path), ENV, Harness(60))
    assert not verdict.passed and verdict.failure.startswith("fixture error: ") and "cannot read" in verdict.failure


# --- judging (no JAX needed) ---

RAISES = "# verify: raises ValueError\nx = 1  # error: JAX101\n"


@pytest.mark.parametrize("outcome, static, failure", [
    (Outcome("raised", "ValueError", "m", 2, True), {2: ["JAX101"]}, None),
    (Outcome("raised", "KeyError", "m", 2, False), {2: ["JAX101"]}, "not ValueError"),
    (Outcome("raised", "ValueError", "m", 1, True), {2: ["JAX101"]}, "not from a line marked"),
    (Outcome("ok"), {2: ["JAX101"]}, "but it runs clean"),
    (Outcome("timeout", detail="timeout: still running after 5 s"), {2: ["JAX101"]}, "timeout"),
    (Outcome("raised", "ValueError", "m", 2, True), {}, "silent but fails"),
])
def test_judge(outcome, static, failure):
    fixture = parse("bad_x.py", RAISES)
    got = judge(fixture, fixture.directives[0], outcome, Static(static))
    assert (got is None) if failure is None else (failure in got)


# --- the CLI under real JAX ---

def test_without_jax_it_says_how_to_install(tmp_path):
    if importlib.util.find_spec("jax") is not None:
        pytest.skip("JAX is importable here")
    proc = run("verify", cwd=tmp_path)
    assert proc.returncode == 2
    assert "pip install '.[verify]'" in proc.stderr and len(proc.stderr.splitlines()) == 1


@needs_jax
def test_wrong_predictions_fail_loudly(tmp_path):
    proc = run("verify", "--fixtures", str(HERE / "wrong"), "--output-format", "json", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    report = json.loads(proc.stdout)
    failures = {r["fixture"]: r["failure"] for r in report["runs"]}
    right = {"bad_fix_still_misbehaves.py"}  # its own prediction holds; its fixed program's does not
    assert not report["passed"] and all(f for name, f in failures.items() if ".fixed" not in name
                                        and name not in right), failures
    assert "not TypeError" in failures["bad_parent_class.py"]
    assert "not from a line marked" in failures["bad_unmarked_line.py"]
    assert "silent but fails" in failures["good_fails.py"]
    assert "did not show" in failures["bad_probe_falsy.py"]
    assert "flagged but runs clean" in failures["bad_runs_clean.py"]
    # The exact lines and columns, and marks that name rules.
    assert failures["bad_marked_wrong_line.py"] == (
        "static: expected JAX101 at line 11; flagged JAX101 at line 10 (not as the `# error:` lines say)")
    assert failures["bad_marked_wrong_column.py"] == (
        "static: JAX101 at line 9 is flagged at column 8, not 4 as `# error:` says")
    assert "names JAX999, which is no rule" in failures["bad_marks_no_rule.py"]
    assert "names 'traced-bool', which is not a rule code" in failures["bad_marks_a_name.py"]
    # A fix is proven by running the fixed program: this one still misbehaves.
    assert failures["bad_fix_still_misbehaves.py"] is None
    assert failures["bad_fix_still_misbehaves.fixed.py"].startswith(
        "probe() in the fixed program saw the misbehaviour: printed 'x: [1. 1. 1.]'")


@needs_jax
def test_a_hang_or_a_killed_interpreter_fails_without_hanging(tmp_path):
    proc = run("verify", "--fixtures", str(HERE / "hang"), "--timeout", "5", cwd=tmp_path, timeout=120)
    assert proc.returncode == 1, proc.stderr
    rows = {line.split()[1]: line for line in proc.stdout.splitlines() if line.startswith("JAX101")}
    assert rows["good_sleeps.py"].endswith("FAIL") and "timeout" in rows["good_sleeps.py"]
    assert rows["good_killed.py"].endswith("FAIL") and "killed by SIGKILL" in rows["good_killed.py"]


@needs_jax
def test_right_predictions_pass(tmp_path):
    proc = run("verify", "--fixtures", str(HERE / "right"), "--messages", cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    assert "total   5 pass, 0 fail" in out and "FAIL" not in out  # bad_fstring.py fixed too
    assert "bad_fstring.fixed.py" in out
    assert "JAX101 bad_if.py: jax.errors.TracerBoolConversionError: Attempted boolean conversion" in out
    one = run("verify", "--fixtures", str(HERE / "right"), "--rule", "JAX301", "--output-format",
              "markdown", cwd=tmp_path)
    assert one.returncode == 0 and one.stdout.splitlines()[2] == "| JAX301 | 3/3 PASS |"


@needs_jax
@pytest.mark.slow
def test_every_shipped_fixture_verifies(tmp_path):
    """THE PROOF OF EVERY RULE: every shipped fixture's prediction holds on the installed JAX."""
    proc = run("verify", cwd=tmp_path, timeout=3600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
