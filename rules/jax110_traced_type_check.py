from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model.index import code_children, names_in, number_type, rebound_before
from jaxlint.rule import Rule, certainly_traced, source, static_hint, traced_under

# Python scalar types no tracer is an instance of, and the literals that are instances of each.
_SCALAR_TYPES = {
    "int": {"int", "bool"}, "float": {"float"}, "bool": {"bool"}, "complex": {"complex"},
    "numbers.Number": {"int", "bool", "float", "complex"}, "numbers.Real": {"int", "bool", "float"},
    "numbers.Integral": {"int", "bool"},
}
_EXACT = {"int": {"int"}, "float": {"float"}, "bool": {"bool"}, "complex": {"complex"}}  # type(x) is T


class TracedTypeCheck(Rule):
    """
    ## What it does
    Flags `isinstance(x, int)` / `isinstance(x, (int, float))`, `type(x) is float` and
    `type(x) == int` on a value that is a tracer in code JAX traces abstractly (`jax.jit`, `vmap`,
    `lax` loop bodies), where the answer is certainly False:

    - as an `assert` (or `if not ...: raise`), which then always fails;
    - as the test of an `if`, `while` or conditional expression, when a call in the project passes a
      Python number of the checked type for `x` (directly, or through the parameters of the
      functions that lead to the check): the branch written for that number never runs under jit.
      A branch that only raises (validating the number) or only makes the number an array
      (`x = jnp.array(x)`) is left alone: the tracer needs neither.

    ## Why is this bad?
    Under `jit` and `vmap` every non-static argument is a tracer, whatever Python type the caller
    gave: `isinstance(x, float)` is False and `type(x)` is `DynamicJaxprTracer`. Nothing reports it.
    The assert fails (`AssertionError`, with the tracer's type in its message, on JAX 0.10.2 and
    0.12.0.1 alike); a branch silently takes the other path, so the jitted function computes
    something else than the same call made eagerly: `type(total) is int` picks floor division
    eagerly and true division under jit (`[3 4]` against `[3.5 4.5]`), and a float limit meant to
    become a pair reaches `lo, hi = limit` as a 0-d tracer (`TypeError: iteration over a 0-d array`).

    ## Example
    ```python
    def share(counts, total):
        if type(total) is int:
            return counts // total
        return counts / total

    jax.jit(share)(jnp.array([7, 9]), 2)
    ```

    ## Use instead
    Make the value static when the code needs its Python type, or test what jit keeps, its dtype
    and shape:
    ```python
    @partial(jax.jit, static_argnames="total")
    def share(counts, total):
        if type(total) is int:
            return counts // total
        return counts / total

    @jax.jit
    def share_traced(counts, total):
        if jnp.issubdtype(jnp.result_type(total), jnp.integer):
            return counts // total
        return counts / total

    share(jnp.array([7, 9]), 2)
    share_traced(jnp.array([7, 9]), 2)
    ```
    """

    code = "JAX110"
    name = "traced-type-check"
    summary = "isinstance(x, int) / type(x) is float on a tracer is always False under jit: the other branch runs"

    def visit_Call(self, site) -> None:
        call = site.node
        if not (isinstance(call.func, cst.Name) and call.func.value == "isinstance" and len(call.args) == 2
                and self.model.resolve_function(call.func, site.func) is None):
            return
        classes = call.args[1].value
        elements = [e.value for e in classes.elements] if isinstance(classes, cst.Tuple) else [classes]
        instances = self._instances(elements, _SCALAR_TYPES)
        if instances:
            self._check(site, call, call.args[0].value, instances)

    def visit_Comparison(self, site) -> None:
        node = site.node
        if len(node.comparisons) != 1 or not _is_type_call(node.left):
            return
        link = node.comparisons[0]
        if isinstance(link.operator, (cst.Is, cst.Equal)):
            instances = self._instances([link.comparator], _EXACT)
        elif isinstance(link.operator, cst.In) and isinstance(link.comparator, (cst.Tuple, cst.List, cst.Set)):
            instances = self._instances([e.value for e in link.comparator.elements], _EXACT)
        else:
            return  # `is not` / `!=`: the check holds under jit, what differs is the eager run
        if instances:
            self._check(site, node, node.left.args[0].value, instances)

    def _instances(self, elements: list, table: dict) -> set:
        """The literal types that pass the check, when every class it names is a Python scalar type."""
        out: set = set()
        for e in elements:
            name = self.model.qualname(e) or (e.value if isinstance(e, cst.Name) else None)
            if name not in table:
                return set()
            out |= table[name]
        return out

    def _check(self, site, check: cst.BaseExpression, subject: cst.BaseExpression, instances: set) -> None:
        info = self.abstract_site(site)
        if info is None or not certainly_traced(self.model, subject, info):
            return
        role = _role(site.stmt, check)
        if role == "assert":
            effect = "the assert always fails (AssertionError)"
        elif role == "raise":
            effect = "its `if not ...: raise` always raises"
        elif role == "branch" and isinstance(site.stmt, cst.If) and (
                _raises(site.stmt.body) or _wraps(site.stmt.body, subject)):
            return  # validation of a Python number, or `x = jnp.array(x)`: the tracer needs neither
        elif role == "branch" and isinstance(subject, cst.Name) and not rebound_before(site.func, subject.value, check):
            passed = next((text for text in self.model.passed_numbers(site.func, subject.value)
                           if number_type(cst.parse_expression(text)) in instances), None)
            if passed is None:
                return
            effect = (f"the branch written for the Python number the caller passes (`{passed}`) never runs under "
                      f"jit, the other branch runs silently")
        else:
            return
        shown = source(self.model, subject)
        hint = static_hint(self.model, site.func, subject, info) or (
            ", or make it static where it enters jit" if "jit" in info.transforms else "")
        self.report(
            check,
            f"`{source(self.model, check)}` is always False {traced_under(info)}, where `{shown}` is a tracer: "
            f"{effect}; test what tracing keeps, its dtype or shape (jnp.issubdtype(jnp.result_type({shown}), "
            f"jnp.floating), jnp.ndim({shown}) == 0){hint}",
            stmt=site.stmt,
        )


def _is_type_call(expr: cst.BaseExpression) -> bool:
    return isinstance(expr, cst.Call) and isinstance(expr.func, cst.Name) and expr.func.value == "type" and \
        len(expr.args) == 1 and expr.args[0].keyword is None and not expr.args[0].star


def _role(stmt: Optional[cst.CSTNode], check: cst.BaseExpression) -> Optional[str]:
    """How the statement uses the check: "assert" (an assert that needs it True), "raise" (an `if not`
    whose body raises), "branch" (the test of an if / while / conditional expression), or None."""
    if isinstance(stmt, cst.Assert):
        return "assert" if _polarity(stmt.test, check, True, and_only=True) is True else None
    if isinstance(stmt, (cst.If, cst.While)):
        polarity = _polarity(stmt.test, check, True)
        if polarity is False and isinstance(stmt, cst.If) and _raises(stmt.body):
            return "raise"
        if polarity is not None:
            return "branch"
    return "branch" if _in_ifexp_test(stmt, check) else None


def _polarity(test: cst.BaseExpression, check: cst.BaseExpression, positive: bool,
              and_only: bool = False) -> Optional[bool]:
    """Whether `check` is `test` itself or one of its `and` / `or` operands (True), sits under a `not`
    (False), or is elsewhere (None)."""
    if test is check:
        return positive
    if isinstance(test, cst.BooleanOperation) and (not and_only or isinstance(test.operator, cst.And)):
        for side in (test.left, test.right):
            found = _polarity(side, check, positive, and_only)
            if found is not None:
                return found
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not) and not and_only:
        return _polarity(test.expression, check, not positive)
    return None


def _raises(body: cst.BaseSuite) -> bool:
    stmts = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
    first = stmts[0] if stmts else None
    if isinstance(first, cst.SimpleStatementLine):
        first = first.body[0]
    return isinstance(first, cst.Raise)


def _wraps(body: cst.BaseSuite, subject: cst.BaseExpression) -> bool:
    """The branch only makes the number an array (`eos_id = jnp.array([eos_id])`), as the tracer is."""
    stmts = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) else []
    first = stmts[0].body[0] if len(stmts) == 1 and isinstance(stmts[0], cst.SimpleStatementLine) else None
    if not (isinstance(first, cst.Assign) and len(first.targets) == 1 and isinstance(subject, cst.Name) and
            isinstance(first.targets[0].target, cst.Name) and first.targets[0].target.value == subject.value):
        return False
    value = first.value
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and \
        value.func.attr.value in ("array", "asarray") and subject.value in names_in(value)


def _in_ifexp_test(stmt: Optional[cst.CSTNode], check: cst.BaseExpression) -> bool:
    """Whether `check` is the test (or an operand of the test) of a conditional expression in `stmt`."""
    stack = [stmt] if stmt is not None else []
    while stack:
        node = stack.pop()
        if isinstance(node, cst.IfExp) and _polarity(node.test, check, True) is not None:
            return True
        if not isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.IndentedBlock)):
            stack.extend(code_children(node))
    return False
