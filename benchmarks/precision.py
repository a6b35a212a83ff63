"""The precision pass: run jaxlint on a pinned corpus and join its findings with recorded verdicts.

    python benchmarks/precision.py [--corpus fresh|wheels|all] [--only NAME,...] [--mirror DIR]
                                   [--template FILE] [--details]

Corpora (benchmarks/corpus.py): `fresh`, the public repositories of FRESH_REPOS at their pinned
commits, extracted from local git mirrors (a repository whose mirror is missing is listed and
skipped); `wheels`, the pinned PyPI wheels, one "repository" per package name. Each repository is
linted as its own project root (jaxlint runs in its folder) with every rule: `--select ALL` (the
rules on by default, overriding any configuration the repository has) `--extend-select JAX305
--no-cache`. JAX305 (legacy-prng-key, off by default) names every `jax.random.PRNGKey` call: its
findings are counted in their own row, left out of the totals, and need no verdict.

Verdicts live in benchmarks/verdicts/<corpus>.tsv, one finding a line, tab-separated:

    repo  path (relative to the repo)  line  code  verdict (TP, FP or UNSURE)  reason

(`#` starts a comment line). A finding and a verdict match on (repo, path, line, code); two
findings of one code on one line take two verdict lines. The script prints a per-rule table
(findings, TP, FP, unsure, unjudged, precision = TP / (TP + FP)), then the findings that have no
verdict and the verdicts whose finding no longer appears: "moved" when an unjudged finding of the
same code is left in that file (the nearest is named), "gone" otherwise. So a change to jaxlint
shows exactly which verdicts it moved. `--template FILE` writes the unjudged findings as verdict
lines with the verdict left empty and the message as the reason, to fill in.

Exit status: 0 whatever the verdicts say; 1 when jaxlint crashed (an internal error, or output
that is not its JSON), naming the repository and what it printed; 2 on a usage error or a
malformed verdict file.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import DEFAULT_DEST, FRESH_REPOS, PINNED, CorpusError, materialise, materialise_repos  # noqa: E402

VERDICTS_DIR = Path(__file__).resolve().parent / "verdicts"
JAXLINT = Path(sys.executable).parent / "jaxlint"
VERDICTS = ("TP", "FP", "UNSURE")
UNJUDGED_CODES = {"JAX305"}  # a name match, counted but never judged


@dataclass(frozen=True)
class Finding:
    repo: str
    path: str
    line: int
    code: str
    column: int = 0
    message: str = ""

    @property
    def key(self) -> tuple:
        return self.repo, self.path, self.line, self.code


@dataclass(frozen=True)
class Verdict:
    repo: str
    path: str
    line: int
    code: str
    verdict: str
    reason: str

    @property
    def key(self) -> tuple:
        return self.repo, self.path, self.line, self.code


@dataclass
class Join:
    judged: list      # (Finding, Verdict) pairs
    unjudged: list    # Findings with no verdict (JAX305 left out)
    stale: list       # (Verdict, the unjudged Finding it probably moved to, or None when gone)
    uncounted: list   # JAX305 findings


class VerdictFileError(ValueError):
    pass


def load_verdicts(path: Path) -> list[Verdict]:
    """The verdict lines of a TSV file; a missing file holds none."""
    if not path.is_file():
        return []
    verdicts = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        fields = raw.split("\t")
        if len(fields) != 6 or not fields[2].isdigit() or fields[4] not in VERDICTS:
            raise VerdictFileError(f"{path}:{number}: want repo, path, line, code, {'|'.join(VERDICTS)}, "
                                   f"reason, tab-separated; got {raw!r}")
        repo, rel, line, code, verdict, reason = fields
        verdicts.append(Verdict(repo, rel, int(line), code, verdict, reason))
    return verdicts


def join(findings: list[Finding], verdicts: list[Verdict]) -> Join:
    """Pair findings with verdicts by key, in order; what is left over on either side is reported."""
    waiting = defaultdict(list)
    for verdict in verdicts:
        waiting[verdict.key].append(verdict)
    judged, unjudged, uncounted = [], [], []
    for finding in sorted(findings, key=lambda f: (f.key, f.column)):
        if finding.code in UNJUDGED_CODES:
            uncounted.append(finding)
        elif waiting[finding.key]:
            judged.append((finding, waiting[finding.key].pop(0)))
        else:
            unjudged.append(finding)
    stale = []
    for verdict in (v for left in waiting.values() for v in left):
        same_file = [f for f in unjudged if (f.repo, f.path, f.code) == (verdict.repo, verdict.path, verdict.code)]
        nearest = min(same_file, key=lambda f: abs(f.line - verdict.line), default=None)
        stale.append((verdict, nearest))
    return Join(judged, unjudged, sorted(stale, key=lambda s: s[0].key), uncounted)


def rule_table(result: Join) -> list[str]:
    """A markdown table: per rule, findings, TP, FP, unsure, unjudged and precision; then the total."""
    counts = defaultdict(Counter)
    for finding, verdict in result.judged:
        counts[finding.code][verdict.verdict] += 1
    for finding in result.unjudged:
        counts[finding.code]["unjudged"] += 1
    rows = ["| Rule | Findings | TP | FP | Unsure | Unjudged | Precision |", "|---|---:|---:|---:|---:|---:|---:|"]
    total = Counter()
    for code in sorted(counts):
        total.update(counts[code])
        rows.append(_row(code, counts[code]))
    rows.append(_row("**all**", total))
    if result.uncounted:
        rows.append(f"| {', '.join(sorted(UNJUDGED_CODES))} (not judged) | {len(result.uncounted)} | | | | | |")
    return rows


def _row(label: str, c: Counter) -> str:
    judged = c["TP"] + c["FP"]
    precision = f"{c['TP'] / judged:.0%}" if judged else "-"
    findings = sum(c.values())
    return f"| {label} | {findings} | {c['TP']} | {c['FP']} | {c['UNSURE']} | {c['unjudged']} | {precision} |"


def lint(repo: str, folder: Path, jaxlint: Path = JAXLINT) -> tuple[list[Finding], str | None]:
    """Every finding jaxlint reports on `folder` as its own project root, and what it printed if it crashed."""
    proc = subprocess.run([str(jaxlint), "--output-format", "json", "--no-cache", "--select", "ALL",
                           "--extend-select", "JAX305", "--exit-zero", "."],
                          cwd=folder, capture_output=True, text=True, check=False)
    try:
        raw = json.loads(proc.stdout)
    except json.JSONDecodeError:
        return [], f"exit {proc.returncode}, output is not JSON: {(proc.stderr or proc.stdout).strip()[:2000]}"
    findings = [Finding(repo, f["path"].removeprefix("./"), f["line"], f["code"], f["column"], f["message"])
                for f in raw]
    if proc.returncode == 0 and "internal error" not in proc.stderr:
        return findings, None
    # The error lines and each traceback's last line, without its frames.
    said = [line for line in proc.stderr.splitlines() if line[:1].strip() and not line.startswith("Traceback")]
    return findings, f"exit {proc.returncode}: " + "\n  ".join(said)


def corpus_folders(corpus: str, only: set | None, mirror: str | None) -> tuple[dict[str, Path], list[str]]:
    """The folder of each repository of `corpus` (materialised if needed), and those skipped."""
    if corpus == "fresh":
        return materialise_repos([(r, c) for r, c in FRESH_REPOS if not only or r in only], mirror=mirror,
                                 quiet=True)
    names = [pin.split("==")[0] for pin in PINNED if not only or pin.split("==")[0] in only]
    try:
        materialise(DEFAULT_DEST, only=names, quiet=True)
    except CorpusError as exc:  # the packages that did unpack are still measured
        print(f"wheels: {exc}", file=sys.stderr)
    present = {n: DEFAULT_DEST / n for n in names if (DEFAULT_DEST / n).is_dir()}
    return present, [n for n in names if n not in present]


def report(corpus: str, result: Join, skipped: list[str], crashes: dict[str, str], details: bool) -> list[str]:
    out = [f"## {corpus}", ""]
    if skipped:
        out += [f"skipped (not materialised): {', '.join(skipped)}", ""]
    out += rule_table(result) + [""]
    out.append(f"findings without a verdict: {len(result.unjudged)}")
    out += [f"  {f.repo} {f.path}:{f.line}:{f.column} {f.code} {f.message}" for f in result.unjudged]
    out.append(f"verdicts whose finding no longer appears: {len(result.stale)}")
    for verdict, moved_to in result.stale:
        where = f"moved? nearest {verdict.code} now at line {moved_to.line}" if moved_to else "gone"
        out.append(f"  {verdict.repo} {verdict.path}:{verdict.line} {verdict.code} {verdict.verdict} ({where}): "
                   f"{verdict.reason}")
    if details:
        out.append("judged findings:")
        out += [f"  {v.verdict:<6} {f.repo} {f.path}:{f.line} {f.code}: {v.reason}" for f, v in result.judged]
    for repo, what in crashes.items():
        out.append(f"JAXLINT CRASHED on {repo}: {what}")
    return out + [""]


def template_lines(findings: list[Finding]) -> list[str]:
    return [f"{f.repo}\t{f.path}\t{f.line}\t{f.code}\t\t{f.message}" for f in findings]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", choices=("fresh", "wheels", "all"), default="all")
    ap.add_argument("--only", help="comma-separated repositories (owner/name) or package names")
    ap.add_argument("--mirror", help="where the git mirrors of the fresh repositories are")
    ap.add_argument("--verdicts", type=Path, default=VERDICTS_DIR, help="folder of <corpus>.tsv verdict files")
    ap.add_argument("--jaxlint", type=Path, default=JAXLINT, help="the jaxlint executable (default: beside this Python)")
    ap.add_argument("--template", type=Path, help="write the unjudged findings here as verdict lines to fill in")
    ap.add_argument("--details", action="store_true", help="list every judged finding with its verdict too")
    args = ap.parse_args(argv)
    only = {n.strip() for n in args.only.split(",") if n.strip()} if args.only else None
    crashed, template = False, []
    for corpus in ("fresh", "wheels") if args.corpus == "all" else (args.corpus,):
        try:
            verdicts = load_verdicts(args.verdicts / f"{corpus}.tsv")
        except VerdictFileError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        folders, skipped = corpus_folders(corpus, only, args.mirror)
        findings, crashes = [], {}
        for repo, folder in folders.items():
            found, crash = lint(repo, folder, args.jaxlint)
            findings += found
            if crash:
                crashes[repo] = crash
        if only:  # verdicts of repositories not run say nothing about this run
            verdicts = [v for v in verdicts if v.repo in folders]
        result = join(findings, verdicts)
        print("\n".join(report(corpus, result, skipped, crashes, args.details)), flush=True)
        template += template_lines(result.unjudged)
        crashed |= bool(crashes)
    if args.template:
        args.template.write_text("".join(line + "\n" for line in template), encoding="utf-8")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
