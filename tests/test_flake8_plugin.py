"""`flake8 --select=JAX` (a real flake8 run) reports what `jaxlint` reports, at the same places."""

MULTI = '''import jax


@jax.jit
def step(x, y):
    jax.debug.print(
        f"x = {x}",
    )
    jax.debug.print(f"y = {y}"); jax.debug.print(f"x = {x}")
    return x
'''


def _write_corpus(project):
    project.write("bad.py")
    project.write("multi.py", MULTI)
    project.write("tabs.py", project.BAD.replace("    ", "\t"))
    project.write("crlf.py", project.BAD, newline="\r\n")
    project.write_bytes("bom.py", b"\xef\xbb\xbf" + project.BAD.encode())
    project.write("ok.py", project.CLEAN)
    project.write("sub/deep.py", project.BAD)


def test_flake8_reports_the_same_findings_as_the_cli(project):
    _write_corpus(project)
    flake8 = project.run("--select=JAX", ".", tool="flake8")
    jaxlint = project.run("--quiet", ".")
    assert flake8.returncode == 1 and jaxlint.returncode == 1, flake8.stderr
    # flake8's default format is jaxlint's: path:line:col: CODE message.
    assert sorted(line.removeprefix("./") for line in flake8.lines) == sorted(jaxlint.lines)
    assert len(jaxlint.lines) == 8


def test_flake8_noqa(project):
    project.write("a.py", project.BAD.replace('{x}")', '{x}")  # noqa: JAX301'))
    project.write("b.py", project.BAD.replace('{x}")', '{x}")  # noqa: E501'))
    project.write("c.py", project.BAD.replace('{x}")', '{x}")  # noqa'))
    run = project.run("--select=JAX", ".", tool="flake8")
    assert [line.split(" ")[0] for line in run.lines] == ["./b.py:6:21:"]


def test_flake8_uses_the_jaxlint_config(project):
    project.write("bad.py")
    project.write("tests/test_x.py")
    project.write("pyproject.toml", '[tool.jaxlint.per-file-ignores]\n"tests/*" = ["JAX301"]\n')
    run = project.run("--select=JAX", ".", tool="flake8")
    assert [line.split(" ")[0] for line in run.lines] == ["./bad.py:6:21:"]


def test_flake8_ignore_filters_jaxlint_codes(project):
    project.write("bad.py")
    assert project.run("--select=JAX", "--extend-ignore=JAX301", ".", tool="flake8").returncode == 0


def test_flake8_select_names_an_off_by_default_rule(project):
    project.write("keys.py", "import jax\nkey = jax.random.PRNGKey(0)\n")
    assert project.run("--select=JAX", ".", tool="flake8").lines == []
    run = project.run("--select=JAX305", ".", tool="flake8")
    assert [line.split(" ")[:2] for line in run.lines] == [["./keys.py:2:7:", "JAX305"]]
    run = project.run("--select=E", "--extend-select=JAX305", ".", tool="flake8")
    assert [line.split(" ")[1] for line in run.lines] == ["JAX305"]


def test_flake8_disable_noqa_reports_silenced_findings(project):
    project.write("a.py", project.BAD.replace('{x}")', '{x}")  # noqa: JAX301'))
    multi = MULTI.replace('    )\n', '    )  # noqa: JAX301\n', 1)  # the statement's last line
    project.write("multi.py", multi)
    assert [line.split(" ")[0] for line in project.run("--select=JAX", ".", tool="flake8").lines] == [
        "./multi.py:9:21:", "./multi.py:9:50:"]
    run = project.run("--select=JAX", "--disable-noqa", ".", tool="flake8")
    assert [line.split(" ")[0] for line in run.lines] == [
        "./a.py:6:21:", "./multi.py:7:9:", "./multi.py:9:21:", "./multi.py:9:50:"]


def test_a_selection_without_jax_codes_runs_nothing(project):
    """`flake8 --select=E` reports no JAX code, so the plugin neither lints nor opens a cache."""
    project.write_two_files()
    run = project.run("--select=E", "losses.py", tool="flake8")
    assert run.returncode == 0 and not (project.root / ".jaxlint_cache").exists(), run.stdout + run.stderr
    assert project.run("--select=E,J", "losses.py", tool="flake8").lines == [project.CROSS_FILE]
    assert project.run("--select=E", "--extend-select=JAX1", "losses.py", tool="flake8").lines == [project.CROSS_FILE]
