"""A bounded, seeded sample of benchmarks/fuzz.py: mutated fixtures, hypothesmith programs and generated
traced functions never crash jaxlint, hang it, take it over 10 s, misplace a finding or break a fix."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import fuzz  # noqa: E402


def test_a_fuzz_sample_finds_nothing(tmp_path):
    report = fuzz.run(count=400, seed=0, jobs=2, timeout=60, out=tmp_path, corpus=False)
    summary = report.summary()
    assert summary["programs"] == 400 and len(summary["by_source"]) >= 3, summary
    assert not report.failed, (summary, sorted(report.examples))


def test_the_generator_writes_programs_python_compiles():
    traced = [text for kind, _, text in fuzz.programs(200, 3, corpus=False) if kind == "traced"]
    # a quarter at least: the turns of sources that made nothing (hypothesmith's output varies by
    # version and machine) fall to the next kinds
    assert len(traced) >= 45 and all(fuzz._compiles(text) for text in traced)


def test_an_internal_error_is_caught_and_grouped(monkeypatch):
    import jaxlint.engine

    def crash(*args, **kwargs):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(jaxlint.engine.SemanticModel, "__init__", crash)
    out = fuzz.lint_program("import jax\n\n@jax.jit\ndef f(x):\n    return x\n")
    assert len(out["errors"]) == 1
    assert fuzz.signature(out["errors"][0]).startswith("ZeroDivisionError: boom @ ")
