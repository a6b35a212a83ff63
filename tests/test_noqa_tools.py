"""Keeping suppressions honest: JAX001 reports `# noqa` codes that silence nothing (and --fix drops
them); --add-noqa silences every current finding, to adopt jaxlint on existing code."""

# JAX301 on line 6 (silenced); lines 7-10 carry noqa codes that silence nothing.
SOURCE = '''import jax


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")  # noqa: JAX301, JAX101
    y = x + 1  # noqa: JAX101
    z = x  # keep this  # noqa: JAX102, E501
    w = x  # noqa: JAX201 because of the loader
    v = x  # noqa
    u = x  # noqa: JAX102, JAX001
    return x + y + z + w + v + u
'''
FIXED = '''import jax


@jax.jit
def step(x):
    jax.debug.print(f"x = {x}")  # noqa: JAX301
    y = x + 1
    z = x  # keep this  # noqa: E501
    w = x  # because of the loader
    v = x  # noqa
    u = x  # noqa: JAX102, JAX001
    return x + y + z + w + v + u
'''


def test_unused_noqa_is_off_by_default(project):
    project.write("step.py", SOURCE)
    run = project.run("--no-cache", "step.py")
    assert (run.returncode, run.lines) == (0, ["All clear."])


def test_unused_codes_are_reported_where_the_directive_is(project):
    project.write("step.py", SOURCE)
    run = project.run("--no-cache", "--extend-select", "JAX001", "step.py")
    assert run.returncode == 1
    assert run.lines[:4] == [
        "step.py:6:34: JAX001 unused `noqa` directive (silences no finding: `JAX101`); remove it",
        "step.py:7:16: JAX001 unused `noqa` directive (silences no finding: `JAX101`); remove it",
        "step.py:8:25: JAX001 unused `noqa` directive (silences no finding: `JAX102`); remove it",
        "step.py:9:12: JAX001 unused `noqa` directive (silences no finding: `JAX201`); remove it",
    ]
    # E501 is another tool's, a bare noqa may serve other linters, `# noqa: JAX001` keeps line 11's.
    assert run.lines[4:] == ["Found 4 issues in 1 file. 4 fixable with --fix."]


def test_codes_of_rules_that_did_not_run_are_not_judged(project):
    project.write("step.py", SOURCE)
    run = project.run("--no-cache", "--extend-select", "JAX001", "--ignore", "JAX1,JAX2", "step.py")
    assert run.returncode == 0, run.stdout


def test_fix_removes_the_unused_codes_and_keeps_other_comments(project):
    path = project.write("step.py", SOURCE)
    run = project.run("--no-cache", "--extend-select", "JAX001", "--fix", "step.py")
    assert path.read_text() == FIXED
    assert (run.returncode, run.lines[-1]) == (0, "Found 4 issues (4 fixed, 0 remaining).")


ADOPT = '''import jax


@jax.jit
def step(x, y):
    jax.debug.print(f"x = {x}")  # says hello
    if x > 0:  # noqa: E501
        x = -x
    jax.debug.print(
        f"""y = {y}
        """)
    return x
'''
ADOPTED = '''import jax


@jax.jit
def step(x, y):
    jax.debug.print(f"x = {x}")  # says hello  # noqa: JAX301
    if x > 0:  # noqa: E501, JAX101
        x = -x
    jax.debug.print(  # noqa: JAX301
        f"""y = {y}
        """)
    return x
'''


def test_add_noqa_silences_every_finding_keeping_comments(project):
    path = project.write("step.py", ADOPT)
    assert project.run("--no-cache", "step.py").returncode == 1
    run = project.run("--no-cache", "--add-noqa", "step.py")
    assert (run.returncode, run.stderr.strip()) == (0, "Added noqa directives to 1 file.")
    # The finding inside the triple-quoted string gets its directive on the statement's first line.
    assert path.read_text() == ADOPTED
    after = project.run("--no-cache", "--extend-select", "JAX001", "step.py")
    assert (after.returncode, after.lines) == (0, ["All clear."])
    project.run("--no-cache", "--add-noqa", "step.py")
    assert path.read_text() == ADOPTED, "running it again changes nothing"
