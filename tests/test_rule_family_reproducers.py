"""Bug shapes of the rule families (issue 12) that need a fact the semantic model does not have yet.

Each is a real CLI run on a few lines after a recall case, marked xfail(strict=True) with the model fact
it needs: the rules already report the bug once the model knows it, and the marker turns into a
failure the day it does, so the test is then kept as a regression test.
"""

import pytest


def findings(project, code: str, text: str) -> list:
    project.write("case.py", text)
    run = project.run("--no-cache", "--select", code, "case.py")
    assert run.stderr == ""
    return [line.split(": ")[0] + " " + line.split()[1] for line in run.lines if f": {code} " in line]


# benchmarks/recall/cases/traced_shapes/bad_shape_from_jnp_table
SHAPE_FROM_JNP_TABLE = '''import jax
import jax.numpy as jnp

SIZES = jnp.array([8, 16, 32])


@jax.jit
def pixel_coords(level, scale):
    n = SIZES[level]
    return jnp.arange(n) * scale
'''


@pytest.mark.xfail(strict=True, reason="model: a jnp array closed over and indexed with a tracer is a tracer "
                                       "(flow.subscript gives UNKNOWN for a concrete base and a traced index)")
def test_size_gathered_from_a_jnp_table(project):
    assert findings(project, "JAX106", SHAPE_FROM_JNP_TABLE) == ["case.py:10:23 JAX106"]
