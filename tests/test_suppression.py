"""`# noqa` (flake8 semantics) and `# jaxlint: skip-file`."""

import pytest

from jaxlint.engine import lint_source
from jaxlint.rule import all_rules

HEADER = "import jax\n\n\n@jax.jit\ndef step(x):\n"


def _lines(body: str) -> list:
    """The lines with JAX301 findings in `step` whose body is `body` (one finding per line at most)."""
    result = lint_source(HEADER + body + "    return x\n", "t.py", [all_rules()["JAX301"]])
    assert not result.errors
    return [f.line - HEADER.count("\n") for f in result.findings]


PRINT = '    jax.debug.print(f"x = {x}")'


@pytest.mark.parametrize("comment", [
    "# noqa", "# NOQA", "#noqa", "# noqa: JAX301", "# noqa:JAX301", "# noqa: JAX101, JAX301",
    "# noqa: JAX101,JAX301", "# noqa: JAX3", "# noqa: E501 JAX301", "# explained here # noqa: JAX301",
    "# noqa: jax301",
])
def test_noqa_silences(comment):
    assert _lines(f"{PRINT}  {comment}\n") == []


@pytest.mark.parametrize("comment", [
    "# noqa: JAX101", "# noqa: E501", "# noqa: JAX30199", "# no qa", "# jaxlint: noqa-not",
])
def test_noqa_for_other_codes_does_not_silence(comment):
    assert _lines(f"{PRINT}  {comment}\n") == [1]


def test_noqa_in_a_string_is_not_a_comment():
    assert _lines('    jax.debug.print(f"x = {x} # noqa")\n') == [1]


def test_noqa_on_another_line_does_not_silence():
    assert _lines(f"    y = x  # noqa\n{PRINT}\n    z = x  # noqa\n") == [2]


def test_noqa_only_silences_its_own_line():
    assert _lines(f"{PRINT}  # noqa\n{PRINT}\n") == [2]


MULTI = '''    jax.debug.print(
        f"x = {x}",
        ordered=True,
    )LAST
'''


def test_multiline_statement_noqa_on_first_or_last_line():
    assert _lines(MULTI.replace("LAST", "")) == [2]
    assert _lines(MULTI.replace("LAST", "").replace("print(", "print(  # noqa: JAX301", 1)) == []
    assert _lines(MULTI.replace("LAST", "  # noqa: JAX301")) == []
    assert _lines(MULTI.replace("LAST", "").replace('{x}",', '{x}",  # noqa', 1)) == []
    assert _lines(MULTI.replace("LAST", "  # noqa: JAX101")) == [2]


def test_noqa_at_the_end_of_a_block_does_not_silence_its_header():
    body = "    with jax.named_scope(jax.debug.print(f'x = {x}')):\n        y = x\n        z = y  # noqa\n"
    assert _lines(body) == [1]
    assert _lines(body.replace(":\n", ":  # noqa\n", 1)) == []


def test_skip_file():
    assert _lines(f"{PRINT}\n") == [1]
    result = lint_source("# jaxlint: skip-file\n" + HEADER + PRINT + "\n", "t.py", all_rules().values())
    assert result.findings == []
    result = lint_source(HEADER + PRINT + "\n    #  jaxlint:skip-file\n", "t.py", all_rules().values())
    assert result.findings == []


def test_noqa_through_the_cli(project):
    project.write("a.py", project.BAD.replace('{x}")', '{x}")  # noqa: JAX301'))
    project.write("b.py", project.BAD.replace('{x}")', '{x}")  # noqa: JAX101'))
    project.write("c.py", "# jaxlint: skip-file\n" + project.BAD)
    assert project.run().located() == ["b.py:6:21: JAX301"]
