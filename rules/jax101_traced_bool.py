from __future__ import annotations

import libcst as cst

from jaxlint.model import Kind
from jaxlint.rule import Rule, source, static_hint, traced_under

_ORDERING = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)
_GENERIC_FIX = "use jnp.where(...) or lax.cond"


class TracedBool(Rule):
    """
    ## What it does
    Flags Python control flow that needs the truth value of a traced array in code that JAX traces
    abstractly (`jax.jit`, `vmap`, `lax.scan` / `fori_loop` / `while_loop` bodies, `lax.cond`
    branches...): `if` / `elif` / `while` tests, conditional expressions, `assert`, the operands of
    `and` / `or` / `not`, `bool(x)`, comprehension `if` filters, `min` / `max` / `sorted` comparing
    tracers, chained comparisons such as `0 < x < 1` (an implicit `and`), and `x in (a, b)` on a
    Python list or tuple (each element comparison is converted to bool).

    ## Why is this bad?
    While tracing, an array argument is an abstract tracer: it has a shape and a dtype but no value,
    so Python cannot decide which branch to take. JAX raises
    `jax.errors.TracerBoolConversionError: Attempted boolean conversion of traced array with shape
    bool[].` (for an array with more than one element, the plain NumPy `ValueError: The truth value of
    an array with more than one element is ambiguous`).

    Code differentiated with `jax.grad` alone is not flagged: grad's tracers carry concrete values, so
    `if x > 0:` works there and picks the branch per call. The same function fails as soon as it (or
    its gradient) is put under `jax.jit`, `vmap` or a loop body, and the rule flags it then.

    ## Example
    ```python
    @jax.jit
    def relu(x):
        if x > 0:
            return x
        return 0.0
    ```

    ## Use instead
    Select with `jnp.where` (both sides are computed), branch with `lax.cond`, loop with
    `lax.while_loop`, or, when the value really is a configuration constant, make the argument static:
    ```python
    @jax.jit
    def relu(x):
        return jnp.where(x > 0, x, 0.0)

    @partial(jax.jit, static_argnames="training")
    def apply(x, training):
        if training:
            x = x * 0.5
        return x
    ```
    """

    code = "JAX101"
    name = "traced-bool"
    summary = "Python control flow on a traced value raises TracerBoolConversionError under jit"

    def __init__(self, model) -> None:
        super().__init__(model)
        self._reported: set = set()  # an operand can be reached from its `if` and from its `and`
        self._operands: list = []  # (site, node, construct, fix) of and / or / not / chains, reported last

    # Bool contexts ------------------------------------------------------------------------------

    def visit_If(self, site) -> None:
        self._condition(site, site.node.test, "`if`", _GENERIC_FIX)

    def visit_While(self, site) -> None:
        self._condition(site, site.node.test, "`while`", "use lax.while_loop or lax.fori_loop")

    def visit_IfExp(self, site) -> None:
        self._condition(site, site.node.test, "`... if ... else ...`", _GENERIC_FIX)

    def visit_Assert(self, site) -> None:
        self._condition(site, site.node.test, "`assert`",
                        "use checkify.check (jax.experimental.checkify) or jax.debug.callback")

    def visit_CompIf(self, site) -> None:
        self._condition(site, site.node.test, "a comprehension `if` filter",
                        "use a mask (jnp.where, or reductions with where=mask)")

    def visit_BooleanOperation(self, site) -> None:
        # `a and b` converts `a` to bool to decide whether to evaluate `b`; `b` is converted only
        # when the whole expression is itself tested, which the enclosing context reports.
        self._operands.append((site, site.node.left, f"`{_keyword(site.node.operator)}`",
                               "use `&` / `|` / `~` or jnp.logical_and / jnp.logical_or on the arrays"))

    def visit_UnaryOperation(self, site) -> None:
        if isinstance(site.node.operator, cst.Not):
            self._operands.append((site, site.node.expression, "`not`", "use `~x` or jnp.logical_not(x)"))

    def visit_Comparison(self, site) -> None:
        """`a < b < c` is `(a < b) and (b < c)`: every link but the last is converted to bool.
        `x in (a, b)` compares `x` with each element and converts each result to bool."""
        node = site.node
        first = node.comparisons[0]
        if isinstance(first.operator, (cst.In, cst.NotIn)) and isinstance(first.comparator, (cst.List, cst.Tuple)) \
                and first.comparator.elements and self._kind(node.left) is Kind.TRACER and self._info(site) is not None:
            self._emit(site, node.left, "`in` on a Python sequence, which compares element by element,",
                       "use jnp.isin(x, jnp.asarray([...])) or jnp.any(x == jnp.asarray([...]))")
            return
        if len(node.comparisons) < 2 or self._info(site) is None:
            return
        left = node.left
        for link in node.comparisons[:-1]:
            if isinstance(link.operator, _ORDERING) and (self._kind(left).traced or self._kind(link.comparator).traced):
                self._operands.append((site, node, "a chained comparison (an implicit `and`)",
                                       "write `(a < x) & (x < b)` and use jnp.where(...) or lax.cond"))
                return
            left = link.comparator

    def visit_Call(self, site) -> None:
        call = site.node
        if not isinstance(call.func, cst.Name) or self.model.qualname(call.func) is not None:
            return
        name = call.func.value
        positional = [a.value for a in call.args if a.keyword is None and not a.star]
        if any(a.star for a in call.args):
            return
        if name == "bool" and len(positional) == 1 and len(call.args) == 1:
            self._condition(site, positional[0], "`bool()`", _GENERIC_FIX)
        elif name in ("min", "max", "sorted") and not any(a.keyword is not None and a.keyword.value == "key"
                                                          for a in call.args):
            compared = positional if name != "sorted" and len(positional) > 1 else _literal_items(positional)
            traced = [v for v in compared if self._kind(v) is Kind.TRACER]
            if len(compared) > 1 and traced and self._info(site) is not None:
                fix = {"min": "jnp.minimum", "max": "jnp.maximum", "sorted": "jnp.sort"}[name]
                self._emit(site, traced[0], f"builtin `{name}()`, which compares with Python bools,",
                           f"use {fix}")

    def check_module(self) -> None:
        """Operands last, so that `if a and b:` is reported as the `if` it is."""
        for site, node, construct, fix in self._operands:
            self._condition(site, node, construct, fix)

    # Shared ---------------------------------------------------------------------------------

    def _condition(self, site, test: cst.BaseExpression, construct: str, fix: str) -> None:
        """Report `test`, or the operands of an `and` / `or` / `not` it is made of, when traced."""
        if isinstance(test, cst.BooleanOperation):
            self._condition(site, test.left, construct, fix)
            self._condition(site, test.right, construct, fix)
        elif isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            self._condition(site, test.expression, construct, fix)
        elif self._kind(test) is Kind.TRACER and self._info(site) is not None:
            self._emit(site, test, construct, fix)

    def _emit(self, site, node: cst.BaseExpression, construct: str, fix: str) -> None:
        if id(node) in self._reported:
            return
        self._reported.add(id(node))
        info = self._info(site)
        static = static_hint(self.model, site.func, node, info)
        self.report(
            node,
            f"`{source(self.model, node)}` is a traced array {traced_under(info)}; {construct} needs a "
            f"concrete bool (TracerBoolConversionError): {fix}{static}",
            stmt=site.stmt,
        )

    def _kind(self, expr: cst.BaseExpression) -> Kind:
        return self.model.kind(expr)

    def _info(self, site):
        if self.model.tracer_aware(site.func):
            return None
        return self.traced(site.func, abstract=True)



def _keyword(operator: cst.BaseBooleanOp) -> str:
    return "and" if isinstance(operator, cst.And) else "or"


def _literal_items(values: list) -> list:
    """The elements of a single list / tuple literal argument (`sorted([a, b])`, `max((a, b))`)."""
    if len(values) == 1 and isinstance(values[0], (cst.List, cst.Tuple)):
        return [el.value for el in values[0].elements if not isinstance(el, cst.StarredElement)]
    return []
