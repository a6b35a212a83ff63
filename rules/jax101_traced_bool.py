from __future__ import annotations

import libcst as cst

from jaxlint.model import Kind
from jaxlint.rule import Rule, python_sequence, source, static_hint, traced_under

_ORDERING = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual, cst.Equal, cst.NotEqual)
_GENERIC_FIX = "use jnp.where(...) or lax.cond"
# Sequence methods that compare their argument with each element (list.index / remove / count, tuple.index).
_SEARCHES = frozenset({"index", "remove", "count"})


class TracedBool(Rule):
    """
    ## What it does
    Flags Python control flow that needs the truth value of a traced array in code that JAX traces
    abstractly (`jax.jit`, `vmap`, `lax.scan` / `fori_loop` / `while_loop` bodies, `lax.cond`
    branches...): `if` / `elif` / `while` tests, conditional expressions, `assert`, the operands of
    `and` / `or` / `not` (also next to constants, `True and flag`, and in defaults such as
    `scale = scale or 1.0`), `bool(x)`, comprehension `if` filters, `min` / `max` / `sorted` comparing
    tracers, chained comparisons such as `0 < x < 1` (an implicit `and`), and searches of a Python list
    or tuple, written inline or bound to a name: `x in IDS`, `IDS.index(x)`, `pending.remove(x)`,
    `IDS.count(x)` (each element comparison is converted to bool).

    A traced argument that may be a container (a params dict) is flagged only where it is certainly
    compared as an array: searched for among numbers. A tracer searched for among strings is not
    flagged: it is simply unequal to text.

    ## Why is this bad?
    While tracing, an array argument is an abstract tracer: it has a shape and a dtype but no value,
    so Python cannot decide which branch to take. JAX raises
    `jax.errors.TracerBoolConversionError: Attempted boolean conversion of traced array with shape
    bool[].` (for an array with more than one element, the plain NumPy `ValueError: The truth value of
    an array with more than one element is ambiguous`). `x in IDS`, `IDS.index(x)`, `.remove(x)` and
    `.count(x)` raise the same TracerBoolConversionError, on JAX 0.10.2 and 0.12 alike.

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
        if isinstance(first.operator, (cst.In, cst.NotIn)):
            if self._compared_with_elements(site, node.left, first.comparator):
                seq, x = source(self.model, first.comparator), source(self.model, node.left)
                self._emit(site, node.left, "`in` on a Python sequence, which compares element by element,",
                           f"use jnp.isin({x}, jnp.asarray({seq}))")
            return
        if len(node.comparisons) < 2 or self.abstract_site(site) is None:
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
        func = call.func
        if isinstance(func, cst.Attribute) and func.attr.value in _SEARCHES and len(call.args) == 1 and \
                not call.args[0].star and call.args[0].keyword is None:
            value = call.args[0].value
            if self._compared_with_elements(site, value, func.value):
                method, equal = func.attr.value, f"jnp.asarray({source(self.model, func.value)}) == {source(self.model, value)}"
                fix = {"index": f"use jnp.argmax({equal})", "count": f"use jnp.sum({equal})",
                       "remove": f"keep a boolean mask, ~({equal}), instead of removing"}[method]
                self._emit(site, value, f"`{source(self.model, func)}()`, which compares it with each element,", fix)
            return
        if not isinstance(func, cst.Name) or self.model.qualname(func) is not None:
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
            if len(compared) > 1 and traced and self.abstract_site(site) is not None:
                fix = {"min": "jnp.minimum", "max": "jnp.maximum", "sorted": "jnp.sort"}[name]
                self._emit(site, traced[0], f"builtin `{name}()`, which compares with Python bools,",
                           f"use {fix}")

    def check_module(self) -> None:
        """Operands last, so that `if a and b:` is reported as the `if` it is."""
        for site, node, construct, fix in self._operands:
            self._condition(site, node, construct, fix)

    # Shared ---------------------------------------------------------------------------------

    def _condition(self, site, test: cst.BaseExpression, construct: str, fix: str) -> bool:
        """Report `test`, or the first operand of an `and` / `or` / `not` it is made of that is traced
        (converting it raises, so the operands after it never run); whether one was reported."""
        if isinstance(test, cst.BooleanOperation):
            return self._condition(site, test.left, construct, fix) or self._condition(site, test.right, construct, fix)
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            return self._condition(site, test.expression, construct, fix)
        if self._kind(test) is Kind.TRACER and self.abstract_site(site) is not None:
            self._emit(site, test, construct, fix)
            return True
        return False

    def _emit(self, site, node: cst.BaseExpression, construct: str, fix: str) -> None:
        if id(node) in self._reported:
            return
        self._reported.add(id(node))
        info = self.abstract_site(site)
        static = static_hint(self.model, site.func, node, info)
        self.report(
            node,
            f"`{source(self.model, node)}` is a traced array {traced_under(info)}; {construct} needs a "
            f"concrete bool (TracerBoolConversionError): {fix}{static}",
            stmt=site.stmt,
        )

    def _compared_with_elements(self, site, value: cst.BaseExpression, sequence: cst.BaseExpression) -> bool:
        """Whether searching the Python sequence `sequence` for `value` (`in`, `.index()`, `.remove()`,
        `.count()`) converts traced comparisons to bool: `value` is a tracer, or a traced value compared
        with numbers only (a container would compare unequal without converting anything). A tracer
        compared with text is just unequal (`tracer in ["a", "b"]` is False on both JAX versions)."""
        if isinstance(sequence, (cst.List, cst.Tuple)):  # a set hashes the tracer instead (TypeError)
            literal = sequence
        else:
            literal = python_sequence(self.model, sequence, site.func)
            if not isinstance(literal, (cst.List, cst.Tuple)):
                return False
        elements = [el.value for el in literal.elements]
        if not elements or any(isinstance(el, cst.StarredElement) for el in literal.elements) or \
                any(isinstance(el, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)) for el in elements) \
                or self.abstract_site(site) is None:
            return False
        kind = self._kind(value)
        return kind is Kind.TRACER or (kind is Kind.TREE and all(map(_is_number, elements)))

    def _kind(self, expr: cst.BaseExpression) -> Kind:
        return self.model.kind(expr)


def _is_number(e: cst.BaseExpression) -> bool:
    if isinstance(e, cst.UnaryOperation) and isinstance(e.operator, (cst.Minus, cst.Plus)):
        e = e.expression
    return isinstance(e, (cst.Integer, cst.Float))


def _keyword(operator: cst.BaseBooleanOp) -> str:
    return "and" if isinstance(operator, cst.And) else "or"


def _literal_items(values: list) -> list:
    """The elements of a single list / tuple literal argument (`sorted([a, b])`, `max((a, b))`)."""
    if len(values) == 1 and isinstance(values[0], (cst.List, cst.Tuple)):
        return [el.value for el in values[0].elements if not isinstance(el, cst.StarredElement)]
    return []
