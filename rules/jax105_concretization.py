from __future__ import annotations

import libcst as cst

from jaxlint.rule import Rule, holds_tracers, source, static_hint, traced_under

# Builtins that convert to a Python scalar. bool() is JAX101's, operator.index() JAX102's.
_CONVERSIONS = frozenset({"float", "int", "complex"})
# Array methods that return Python values.
_METHODS = frozenset({"item", "tolist"})
# math functions that convert their argument with __float__, measured on both versions (math.trunc and
# math.isclose raise TypeError instead; math.prod iterates and works).
_MATH = frozenset({
    "floor", "ceil", "sqrt", "exp", "expm1", "log", "log1p", "log2", "log10", "pow", "sin", "cos",
    "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs",
    "isnan", "isinf", "isfinite", "erf", "erfc", "gamma", "lgamma", "copysign", "fmod", "hypot", "degrees",
    "radians", "cbrt", "exp2",
})


class Concretization(Rule):
    """
    ## What it does
    Flags conversions of a traced array to a Python number in code that JAX traces abstractly
    (`jax.jit`, `vmap`, loop bodies, `lax.cond` branches...): `float(x)`, `int(x)`, `complex(x)`,
    `x.item()`, `x.tolist()`, and `math` functions such as `math.sqrt(x)` or `math.floor(x)`.

    `float(x.shape[0])`, `int(n)` on a static argument and other conversions of concrete values are
    not flagged. (`bool(x)` is JAX101's; `range(x)` and `operator.index(x)` are JAX102's;
    `np.asarray(x).item()` is JAX104's, where NumPy fails first.)

    ## Why is this bad?
    A tracer has no value while the function is traced, so Python cannot get a number out of it. JAX
    raises `jax.errors.ConcretizationTypeError: Abstract tracer value encountered where concrete value
    is expected: traced array with shape float32[]` (on both JAX 0.10.2 and 0.12). For a non-scalar
    array, `float(x)` raises `TypeError: Only scalar arrays can be converted to Python scalars`.

    Under `jax.grad` alone, `int(x)` and `x.item()` work (the tracer carries its value) while `float(x)`
    and `complex(x)` of the differentiated value raise the same error: there only those two are flagged.

    ## Example
    ```python
    @jax.jit
    def loss(pred, target):
        err = float(jnp.mean((pred - target) ** 2))
        return err * 0.5
    ```

    ## Use instead
    Keep the value an array: `jnp` functions and arithmetic accept it directly, `x.astype(jnp.float32)`
    changes the dtype, and `jax.debug.print("{}", x)` shows the value. Convert to a Python number
    outside the jitted function, on its result; when the number is really a configuration value, make
    the argument static:
    ```python
    @jax.jit
    def loss(pred, target):
        err = jnp.mean((pred - target) ** 2)
        return err * 0.5

    value = float(loss(pred, target))
    ```
    """

    code = "JAX105"
    name = "concretization"
    summary = "float() / int() / .item() on a traced array raises ConcretizationTypeError under jit"

    def visit_Call(self, site) -> None:
        call = site.node
        func = call.func
        args = [a.value for a in call.args if a.keyword is None and not a.star]
        qual = self.model.qualname(func)
        if isinstance(func, cst.Name) and qual is None and func.value in _CONVERSIONS and len(args) == 1:
            self._check(site, args[0], f"`{func.value}()`", "compute with the array itself",
                        differentiated=func.value in ("float", "complex"))
        elif qual is not None and qual.startswith("math.") and qual[len("math."):] in _MATH and args:
            name = qual[len("math."):]
            for arg in args:
                if self._check(site, arg, f"`{source(self.model, func)}()`", f"use jnp.{name}"):
                    return
        elif isinstance(func, cst.Attribute) and func.attr.value in _METHODS and not call.args:
            self._check(site, func.value, f"`.{func.attr.value}()`",
                        "keep it an array (jax.debug.print shows its value)")

    def _check(self, site, value: cst.BaseExpression, what: str, fix: str, differentiated: bool = False) -> bool:
        """`differentiated`: the conversion fails on a value being differentiated too (`float()`)."""
        info = self.abstract_site(site)
        if info is None and differentiated and not self.model.tracer_aware(site.func) and \
                not self.model.untaken(site.node, site.func):
            info = self.traced(site.func)
            info = info if info is not None and info.hands_tracers else None
        if info is None or not holds_tracers(self.model, value):
            return False
        self.report(
            value,
            f"`{source(self.model, value)}` is a traced array {traced_under(info)}; {what} needs a concrete "
            f"value (ConcretizationTypeError): {fix}{static_hint(self.model, site.func, value, info)}",
            stmt=site.stmt,
        )
        return True
