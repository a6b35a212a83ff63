"""Render verdicts: a text table with a per-rule summary, JSON for machines, a Markdown compatibility
table (rule x JAX version) for the README's `## Verified against` section."""

from __future__ import annotations

import json
import os
from collections import Counter

_WIDE = 58  # longest predicted/observed text shown in a table cell


def _short(text: str, width: int = _WIDE) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 3] + "..."


def _fixture(v) -> str:
    return os.path.basename(v.path)


def _counts(verdicts) -> dict:
    """(rule, env) -> Counter of PASS / FAIL."""
    counts: dict = {}
    for v in verdicts:
        counts.setdefault((v.rule, v.env), Counter())["PASS" if v.passed else "FAIL"] += 1
    return counts


def _tally(counter: Counter) -> str:
    return f"{counter['PASS']} pass, {counter['FAIL']} fail"


def _summary_line(label: str, env, counter: Counter, several: bool) -> str:
    return f"  {label:<8}{f'JAX {env.jax:<10}' if several else ''}{_tally(counter)}"


def render_text(verdicts, envs, messages: bool) -> str:
    several = len(envs) > 1
    header = ["RULE", "FIXTURE", *(["JAX"] if several else []), "STATIC", "PREDICTED", "OBSERVED",
              "RESULT"]
    rows = [[v.rule, _fixture(v)] + ([v.env.jax] if several else []) +
            [v.static, _short(v.predicted), _short(v.observed), "PASS" if v.passed else "FAIL"]
            for v in verdicts]
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    fixtures = len({v.path for v in verdicts})
    lines = [f"jaxlint verify: {fixtures} fixtures on"] + [f"  {env.label}" for env in envs] + [""]
    lines.append("  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip())
    for v, row in zip(verdicts, rows):
        lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip())
        if not v.passed:
            lines.append(f"    -> {v.failure}")
    lines += ["", "Per rule:"]
    totals = {env: Counter() for env in envs}
    for (rule, env), counter in _counts(verdicts).items():
        totals[env].update(counter)
        lines.append(_summary_line(rule, env, counter, several))
    lines += [_summary_line("total", env, counter, several) for env, counter in totals.items()]
    if messages:
        raised = [v for v in verdicts if v.outcome is not None and v.outcome.exception]
        lines += ["", "Messages (exception class and first message line observed):"]
        for v in raised:
            where = f" [JAX {v.env.jax}]" if several else ""
            lines.append(f"  {v.rule} {_fixture(v)}{where}: {v.outcome.exception}: {v.outcome.message}")
        if not raised:
            lines.append("  (no fixture raised)")
    return "\n".join(lines)


def render_json(verdicts, envs) -> str:
    runs = []
    for v in verdicts:
        o = v.outcome
        runs.append({"rule": v.rule, "fixture": _fixture(v), "path": v.path, "jax": v.env.jax,
                     "python": v.env.python, "static": v.static, "predicted": v.predicted,
                     "observed": v.observed, "passed": v.passed, "failure": v.failure,
                     "outcome": None if o is None else o.__dict__})
    summary = [{"rule": rule, "jax": env.jax, "python": env.python, "pass": c["PASS"], "fail": c["FAIL"]}
               for (rule, env), c in _counts(verdicts).items()]
    return json.dumps({"environments": [e.__dict__ for e in envs], "runs": runs, "summary": summary,
                       "passed": all(v.passed for v in verdicts)}, indent=2)


def render_markdown(verdicts, envs) -> str:
    counts = _counts(verdicts)
    rules = sorted({v.rule for v in verdicts})
    lines = ["| Rule | " + " | ".join(e.label for e in envs) + " |",
             "|------|" + "|".join("---" for _ in envs) + "|"]
    totals = {env: Counter() for env in envs}
    for rule in rules:
        for env in envs:
            totals[env].update(counts.get((rule, env), Counter()))
        cells = [_cell(counts.get((rule, env), Counter())) for env in envs]
        lines.append(f"| {rule} | " + " | ".join(cells) + " |")
    lines.append("| **all** | " + " | ".join(_cell(totals[env]) for env in envs) + " |")
    return "\n".join(lines)


def _cell(c: Counter) -> str:
    if c["FAIL"]:
        return f"{c['PASS']} PASS, **{c['FAIL']} FAIL**"
    return f"{c['PASS']}/{c['PASS']} PASS"
