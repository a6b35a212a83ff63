"""Every `--output-format`, run as the installed console script: what CI systems, code scanning and
people read. File names and source text are escaped in all of them."""

import json
import xml.etree.ElementTree as ET

import pytest

from jaxlint.finding import Finding, TraceStep
from jaxlint.reporters import FORMATS, Output, render
from jaxlint.rule import all_rules

# Two findings: JAX301 at 6:21 (fixable, safe) and JAX101 at 7:8.
SOURCE = '''import jax


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")
    if x > 0:
        x = -x
    return x
'''


def _run(project, fmt, *extra, name="bad.py", text=SOURCE):
    project.write(name, text)
    return project.run("--no-cache", "--output-format", fmt, *extra, name)


def test_concise_is_the_default_and_text_its_alias(project):
    default = _run(project, "concise")
    assert default.lines[:2] == [
        "bad.py:6:21: JAX301 f-string in debug.print interpolates traced `x` at trace time and prints the "
        'tracer, not its value; pass it as an argument: jax.debug.print("x = {x}", x=x)',
        "bad.py:7:8: JAX101 `x > 0` is a traced array under jax.jit; `if` needs a concrete bool "
        "(TracerBoolConversionError): use jnp.where(...) or lax.cond, or make `x` static (static_argnames)",
    ]
    assert default.lines[-1] == "Found 2 issues in 1 file. 1 fixable with --fix."
    assert project.run("--no-cache", "bad.py").stdout == default.stdout
    assert _run(project, "text").stdout == default.stdout


def test_full_shows_the_line_carets_under_the_span_and_the_fix_as_a_diff(project):
    run = _run(project, "full")
    assert run.returncode == 1
    blocks = run.stdout.split("\n\n")
    assert blocks[0].splitlines()[1:] == [
        "  |",
        '6 |     jax.debug.print(f"x = {x}")',
        "  |                     ^^^^^^^^^^ JAX301",
        "  |",
        "  = fix (safe):",
        '    -    jax.debug.print(f"x = {x}")',
        '    +    jax.debug.print("x = {x}", x=x)',
    ]
    assert blocks[0].startswith("bad.py:6:21: JAX301 [*] f-string")
    assert blocks[1].splitlines()[1:] == ["  |", "7 |     if x > 0:", "  |        ^^^^^ JAX101", "  |"]
    assert blocks[-1].strip() == "Found 2 issues in 1 file. 1 fixable with --fix."


def test_json_lines_holds_the_json_findings_one_per_line(project):
    whole = json.loads(_run(project, "json").stdout)
    lines = [json.loads(line) for line in _run(project, "json-lines").lines]
    assert lines == whole
    assert [(f["code"], f["line"], f["column"], f["end_column"]) for f in lines] == [
        ("JAX301", 6, 21, 31), ("JAX101", 7, 8, 13)]
    assert lines[0]["fix"] == {"applicability": "safe", "edits": [
        {"line": 6, "column": 5, "end_line": 6, "end_column": 32, "content": 'jax.debug.print("x = {x}", x=x)'}]}
    assert lines[1]["fix"] is None


def test_github_workflow_commands(project):
    run = _run(project, "github")
    assert run.returncode == 1
    assert run.lines == [
        "::error file=bad.py,line=6,col=21,endLine=6,endColumn=31,title=JAX301::f-string in debug.print "
        'interpolates traced `x` at trace time and prints the tracer, not its value; pass it as an argument: '
        'jax.debug.print("x = {x}", x=x)',
        "::error file=bad.py,line=7,col=8,endLine=7,endColumn=13,title=JAX101::`x > 0` is a traced array "
        "under jax.jit; `if` needs a concrete bool (TracerBoolConversionError): use jnp.where(...) or "
        "lax.cond, or make `x` static (static_argnames)",
    ]


def test_gitlab_code_quality_with_fingerprints_that_survive_moved_code(project):
    report = json.loads(_run(project, "gitlab", name="src/bad.py").stdout)
    assert [(i["check_name"], i["location"]["path"], i["location"]["positions"]["begin"]) for i in report] == [
        ("JAX301", "src/bad.py", {"line": 6, "column": 21}), ("JAX101", "src/bad.py", {"line": 7, "column": 8})]
    assert all(i["severity"] == "major" and i["description"].startswith(i["check_name"]) for i in report)
    moved = json.loads(_run(project, "gitlab", name="src/bad.py", text="# a new first line\n" + SOURCE).stdout)
    assert [i["location"]["positions"]["begin"]["line"] for i in moved] == [7, 8]
    assert [i["fingerprint"] for i in moved] == [i["fingerprint"] for i in report]


def test_gitlab_fingerprints_of_identical_findings_differ(project):
    twice = SOURCE.replace('    if x > 0:', '    jax.debug.print(f"x = {x}")\n    if x > 0:')
    report = json.loads(_run(project, "gitlab", text=twice).stdout)
    assert len(report) == 3 and len({i["fingerprint"] for i in report}) == 3


def test_junit_a_failing_case_per_finding(project):
    root = ET.fromstring(_run(project, "junit").stdout)
    assert (root.tag, root.get("tests"), root.get("failures")) == ("testsuites", "2", "2")
    suite = root.find("testsuite")
    assert suite.get("name") == "bad.py"
    cases = suite.findall("testcase")
    assert [(c.get("name"), c.get("line"), c.get("column")) for c in cases] == [
        ("jaxlint.JAX301", "6", "21"), ("jaxlint.JAX101", "7", "8")]
    assert cases[1].find("failure").get("message").startswith("`x > 0` is a traced array")


def test_junit_with_nothing_found_is_one_passing_case(project):
    root = ET.fromstring(_run(project, "junit", text=project.CLEAN).stdout)
    assert root.get("failures") == "0" and [c.get("name") for c in root.iter("testcase")] == ["No errors found"]


def test_sarif_is_valid_against_the_official_2_1_0_schema(project, sarif_validator):
    log = json.loads(_run(project, "sarif").stdout)
    errors = sorted(sarif_validator.iter_errors(log), key=str)
    assert not errors, "\n".join(e.message for e in errors[:5])
    run = log["runs"][0]
    assert log["version"] == "2.1.0" and run["columnKind"] == "unicodeCodePoints"
    results = run["results"]
    assert [(r["ruleId"], r["locations"][0]["physicalLocation"]["region"]) for r in results] == [
        ("JAX301", {"startLine": 6, "startColumn": 21, "endLine": 6, "endColumn": 31}),
        ("JAX101", {"startLine": 7, "startColumn": 8, "endLine": 7, "endColumn": 13})]
    assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "bad.py", "uriBaseId": "%SRCROOT%"}
    replacement = results[0]["fixes"][0]["artifactChanges"][0]["replacements"][0]
    assert replacement["insertedContent"]["text"] == 'jax.debug.print("x = {x}", x=x)'
    assert "fixes" not in results[1]
    steps = results[1]["codeFlows"][0]["threadFlows"][0]["locations"]
    assert [(s["location"]["physicalLocation"]["region"], s["location"]["message"]["text"]) for s in steps] == [
        ({"startLine": 4, "startColumn": 1}, "`step` is traced by jax.jit"),
        ({"startLine": 5, "startColumn": 10}, "`x` is a traced parameter of `step`"),
        ({"startLine": 7, "startColumn": 8}, "`x > 0` is computed from traced `x`")]


def test_sarif_rules_carry_their_metadata_and_documentation(project):
    driver = json.loads(_run(project, "sarif").stdout)["runs"][0]["tool"]["driver"]
    rules = {r["id"]: r for r in driver["rules"]}
    assert set(rules) == {"JAX000", *all_rules()}
    for code, rule in all_rules().items():
        assert rules[code]["name"] == rule.name
        assert rules[code]["shortDescription"]["text"] == rule.summary
        assert rules[code]["help"]["text"] == rule.documentation()
        assert rules[code]["defaultConfiguration"]["level"] == ("error" if rule.default_enabled else "warning")
    log = json.loads(project.run("--no-cache", "--output-format", "sarif", "bad.py").stdout)
    for result in log["runs"][0]["results"]:
        assert driver["rules"][result["ruleIndex"]]["id"] == result["ruleId"]


def test_sarif_code_flow_names_the_cell_of_each_notebook_step(sarif_validator):
    trace = (TraceStep("nb.ipynb", 3, 1, "`step` is traced by jax.jit", cell=1),
             TraceStep("nb.ipynb", 2, 8, "`x > 0` is computed from traced `x`", cell=2))
    finding = Finding("nb.ipynb", 2, 8, 2, 13, "JAX101", "traced-bool", "m", cell=2, trace=trace)
    log = json.loads(render("sarif", Output([finding])))
    assert not list(sarif_validator.iter_errors(log))
    steps = log["runs"][0]["results"][0]["codeFlows"][0]["threadFlows"][0]["locations"]
    assert [(s["location"]["physicalLocation"]["region"]["startLine"], s["location"]["message"]["text"])
            for s in steps] == [(3, "cell 1: `step` is traced by jax.jit"), (2, "cell 2: `x > 0` is computed from traced `x`")]


def test_output_file_gets_the_report_and_stdout_stays_empty(project):
    project.write("bad.py", SOURCE)
    run = project.run("--no-cache", "--output-format", "json", "--output-file", "out/report.json", "bad.py")
    assert run.returncode == 1 and run.stdout == ""
    assert [f["code"] for f in json.loads((project.root / "out" / "report.json").read_text())] == [
        "JAX301", "JAX101"]


# A file name holding a newline and a forged workflow command, and source holding terminal escapes.
EVIL_NAME = "evil\n::error file=x.py,line=1::forged\x1b[2J.py"
EVIL_SOURCE = SOURCE.replace("if x > 0:", 'if x > 0 and "\x1b[31m\u202e":')


@pytest.mark.parametrize("fmt", FORMATS)
def test_no_format_lets_a_file_name_or_source_forge_lines_or_drive_the_terminal(project, fmt):
    run = _run(project, fmt, "--no-color", name=EVIL_NAME, text=EVIL_SOURCE)
    assert run.returncode == 1, run.stderr
    assert "\x1b" not in run.stdout and "\u202e" not in run.stdout
    if fmt == "github":
        assert len(run.lines) == 2 and all(line.startswith("::error file=evil\\n%3A%3Aerror") for line in run.lines)
    elif fmt in ("concise", "text"):
        assert [line.split(": ")[0] for line in run.lines[:2]] == [
            "evil\\n::error file=x.py,line=1::forged\\x1b[2J.py:6:21", "evil\\n::error file=x.py,line=1::forged\\x1b[2J.py:7:8"]
    elif fmt == "full":
        assert "and \"\\x1b[31m\\u202e\":" in run.stdout
    elif fmt == "json":  # exact, and encoded by JSON
        assert [f["path"] for f in json.loads(run.stdout)] == [EVIL_NAME, EVIL_NAME]
    elif fmt == "gitlab":
        assert [i["location"]["path"] for i in json.loads(run.stdout)] == [EVIL_NAME, EVIL_NAME]
    elif fmt == "json-lines":
        assert len(run.lines) == 2 and json.loads(run.lines[0])["path"] == EVIL_NAME
    elif fmt == "sarif":
        uri = json.loads(run.stdout)["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
        assert uri["uri"] == "evil%0A%3A%3Aerror%20file%3Dx.py%2Cline%3D1%3A%3Aforged%1B%5B2J.py"
    elif fmt == "junit":
        assert ET.fromstring(run.stdout).find("testsuite").get("name") == "evil\\n::error file=x.py,line=1::forged\\x1b[2J.py"


def test_a_notebook_finding_names_its_cell_where_positions_cannot(sarif_validator):
    """Lines in a notebook count within a cell: formats without a cell field say it in the message."""
    finding = Finding("nb.ipynb", 3, 21, 3, 27, "JAX301", "debug-print-fstring", "m", cell=2)
    out = Output([finding])
    assert render("github", out).endswith("title=JAX301::cell 2: m")
    assert json.loads(render("gitlab", out))[0]["description"] == "JAX301 cell 2: m"
    assert ET.fromstring(render("junit", out)).find("testsuite/testcase/failure").get("message") == "cell 2: m"
    log = json.loads(render("sarif", out))
    assert log["runs"][0]["results"][0]["message"]["text"] == "cell 2: m"
    assert not list(sarif_validator.iter_errors(log))
    assert render("concise", out).splitlines()[0] == "nb.ipynb:cell 2:3:21: JAX301 m"
    assert json.loads(render("json", out))[0]["cell"] == 2
