"""A rule sees its nodes in source order across node types, as a libcst visitor would."""

from jaxlint.engine import lint_source
from jaxlint.rule import Rule

SOURCE = """\
import jax

@jax.jit
def f(x, i):
    a = x[0]
    b = g(x)
    c = x[i]
    return h(a, b, c)
"""


def test_a_rule_visits_calls_and_subscripts_in_source_order():
    seen = []

    class Recorder(Rule):
        code = "JAX999"
        name = "recorder"
        summary = "records what it visits"

        def visit_Call(self, site):
            seen.append(self.model.index.module.code_for_node(site.node))

        def visit_Subscript(self, site):
            seen.append(self.model.index.module.code_for_node(site.node))

    lint_source(SOURCE, "f.py", [Recorder])
    assert seen == ["x[0]", "g(x)", "x[i]", "h(a, b, c)"]
