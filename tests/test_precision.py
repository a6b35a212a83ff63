"""The precision pass (benchmarks/precision.py): verdicts join findings, and what changed is reported.

A tiny git mirror stands in for the fetched repositories; no network.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHECKOUT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(CHECKOUT / "benchmarks"))

import corpus  # noqa: E402
import precision  # noqa: E402
from precision import Finding, Verdict  # noqa: E402

JAXLINT = Path(sys.executable).parent / "jaxlint"


def _verdict(line, code="JAX203", verdict="TP", path="a.py"):
    return Verdict("o/r", path, line, code, verdict, f"why {line}")


def _finding(line, code="JAX203", path="a.py", column=1):
    return Finding("o/r", path, line, code, column)


def test_join_pairs_by_key_and_reports_the_rest():
    findings = [_finding(10), _finding(10, column=30), _finding(20), _finding(33), _finding(5, "JAX305")]
    verdicts = [_verdict(10), _verdict(10, verdict="FP"), _verdict(20, verdict="UNSURE"),
                _verdict(30), _verdict(40, "JAX101")]
    result = precision.join(findings, verdicts)
    assert [(f.line, f.column, v.verdict) for f, v in result.judged] == [(10, 1, "TP"), (10, 30, "FP"),
                                                                         (20, 1, "UNSURE")]
    assert [f.line for f in result.unjudged] == [33]
    # Line 30's JAX203 probably moved to 33; line 40's JAX101 has nothing left in that file.
    assert [(v.line, moved.line if moved else None) for v, moved in result.stale] == [(30, 33), (40, None)]
    assert [f.code for f in result.uncounted] == ["JAX305"]


def test_rule_table_counts_and_precision():
    findings = [_finding(1), _finding(2), _finding(3), _finding(4, "JAX101"), _finding(5, "JAX101")]
    verdicts = [_verdict(1), _verdict(2), _verdict(3, verdict="FP"), _verdict(4, "JAX101", "UNSURE")]
    rows = precision.rule_table(precision.join(findings, verdicts))
    assert rows[2:] == ["| JAX101 | 2 | 0 | 0 | 1 | 1 | - |",
                        "| JAX203 | 3 | 2 | 1 | 0 | 0 | 67% |",
                        "| **all** | 5 | 2 | 1 | 1 | 1 | 67% |"]


def test_a_malformed_verdict_line_is_an_error(tmp_path):
    tsv = tmp_path / "fresh.tsv"
    tsv.write_text("# comment\no/r\ta.py\t3\tJAX203\tTP\tfine\no/r\ta.py\tx\tJAX203\tTP\tbad line\n")
    with pytest.raises(precision.VerdictFileError, match=r"fresh.tsv:3:"):
        precision.load_verdicts(tsv)


def _git(*args, cwd):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_a_mirrored_repo_is_extracted_at_its_commit_and_linted(tmp_path, project):
    src = tmp_path / "src"
    src.mkdir()
    (src / "pkg").mkdir()
    (src / "pkg" / "step.py").write_text(project.BAD)
    (src / "README.md").write_text("not code\n")
    _git("init", "-q", cwd=src)
    _git("add", ".", cwd=src)
    _git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "bad", cwd=src)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=src, check=True, capture_output=True,
                            text=True).stdout.strip()
    _git("clone", "-q", "--bare", str(src), str(tmp_path / "mirror" / "acme+demo" / "repo"), cwd=tmp_path)

    folders, skipped = corpus.materialise_repos([("acme/demo", commit), ("acme/gone", commit)],
                                                mirror=tmp_path / "mirror", dest=tmp_path / "repos", quiet=True)
    assert skipped == ["acme/gone"]
    folder = folders["acme/demo"]
    assert sorted(p.name for p in folder.rglob("*") if p.is_file()) == [".pinned", "step.py"]

    findings, crash = precision.lint("acme/demo", folder, JAXLINT)
    assert crash is None
    assert [(f.path, f.line, f.code) for f in findings] == [("pkg/step.py", 6, "JAX301")]
    result = precision.join(findings, [Verdict("acme/demo", "pkg/step.py", 6, "JAX301", "TP", "f-string")])
    assert len(result.judged) == 1 and not result.unjudged and not result.stale
