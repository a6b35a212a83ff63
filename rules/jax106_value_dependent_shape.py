from __future__ import annotations

import libcst as cst

from jaxlint.rule import Rule, holds_tracers, source, static_hint, traced_element, traced_under

_SHAPE_ERROR = "TypeError"  # "Shapes must be 1D sequences of concrete values of integer type, got (JitTracer(...),)."
_CONCRETE_ERROR = "ConcretizationTypeError"

# Functions that take a size: qualified name -> (positions of the size arguments, their keywords, error).
_SIZED = {
    "jax.numpy.zeros": ((0,), ("shape",), _SHAPE_ERROR),
    "jax.numpy.ones": ((0,), ("shape",), _SHAPE_ERROR),
    "jax.numpy.empty": ((0,), ("shape",), _SHAPE_ERROR),
    "jax.numpy.full": ((0,), ("shape",), _SHAPE_ERROR),
    "jax.numpy.eye": ((0, 1), ("N", "M"), _SHAPE_ERROR),
    "jax.numpy.identity": ((0,), ("n",), _SHAPE_ERROR),
    "jax.numpy.broadcast_to": ((1,), ("shape",), _SHAPE_ERROR),
    "jax.numpy.reshape": ((1,), ("shape", "newshape"), _SHAPE_ERROR),
    "jax.numpy.tile": ((1,), ("reps",), "TypeError"),  # "parameters to jaxpr equations must have __hash__"
    "jax.numpy.arange": ((0, 1, 2), ("start", "stop", "step"), _CONCRETE_ERROR),
    "jax.numpy.linspace": ((2,), ("num",), _CONCRETE_ERROR),
    "jax.numpy.logspace": ((2,), ("num",), _CONCRETE_ERROR),
    "jax.numpy.geomspace": ((2,), ("num",), _CONCRETE_ERROR),
    "jax.numpy.repeat": ((1,), ("repeats",), _CONCRETE_ERROR),  # unless total_repeat_length= is given
    "jax.random.randint": ((1,), ("shape",), _SHAPE_ERROR),
    "jax.random.normal": ((1,), ("shape",), _SHAPE_ERROR),
    "jax.random.uniform": ((1,), ("shape",), _SHAPE_ERROR),
    "jax.random.bernoulli": ((2,), ("shape",), _SHAPE_ERROR),
}
# Functions whose output size depends on the values of their input, unless size= fixes it:
# qualified name -> position of the input whose values decide the size.
_VALUE_SIZED = {
    "jax.numpy.nonzero": 0, "jax.numpy.argwhere": 0, "jax.numpy.flatnonzero": 0, "jax.numpy.unique": 0,
    "jax.numpy.unique_values": 0, "jax.numpy.unique_counts": 0, "jax.numpy.unique_inverse": 0,
    "jax.numpy.unique_all": 0, "jax.numpy.where": 0, "jax.numpy.compress": 0, "jax.numpy.extract": 0,
}
# jnp.compress / extract without size= raise TracerBoolConversionError on JAX 0.10 and
# ConcretizationTypeError on 0.12.
_VALUE_SIZED_ERROR = {"jax.numpy.compress": "TracerBoolConversionError or ConcretizationTypeError",
                      "jax.numpy.extract": "TracerBoolConversionError or ConcretizationTypeError"}


class ValueDependentShape(Rule):
    """
    ## What it does
    Flags a traced value used where JAX needs a static size, in code that JAX traces abstractly
    (`jax.jit`, `vmap`, loop bodies, `lax.cond` branches...): the shape of `jnp.zeros` / `ones` /
    `full` / `empty` / `eye` / `broadcast_to` / `reshape` / `x.reshape(...)` / `jax.random.randint`
    (and `normal`, `uniform`, `bernoulli`), the bounds of `jnp.arange`, `num` of `jnp.linspace`, the
    counts of `jnp.tile` and `jnp.repeat`; and the functions whose output size depends on the values of
    a traced input, called without `size=`: `jnp.nonzero`, `x.nonzero()`, `argwhere`, `flatnonzero`,
    `unique`, `compress`, `extract` and one-argument `jnp.where`.

    Sizes computed from `x.shape`, `len(x)` and static arguments are concrete and not flagged, nor is
    `jnp.repeat(..., total_repeat_length=...)` or `jnp.nonzero(x, size=...)`.

    ## Why is this bad?
    Under `jit` every array has a shape known at trace time; a size that is a tracer has no value yet.
    Shape arguments raise `TypeError: Shapes must be 1D sequences of concrete values of integer type,
    got (JitTracer(int32[]),).`; `jnp.arange`, `linspace`, `repeat`, `nonzero`, `argwhere`,
    `flatnonzero`, `unique` and one-argument `where` raise `jax.errors.ConcretizationTypeError: Abstract
    tracer value encountered where concrete value is expected: traced array with shape int32[]`;
    `jnp.tile` raises `TypeError: As of JAX v0.7, parameters to jaxpr equations must have __hash__ and
    __eq__ methods.` (all the same on JAX 0.10.2 and 0.12). `jnp.compress` and `jnp.extract` raise
    `jax.errors.TracerBoolConversionError` on JAX 0.10.2 and `jax.errors.ConcretizationTypeError` on
    0.12.

    ## Example
    ```python
    @jax.jit
    def pad_to(x, n):
        return jnp.concatenate([x, jnp.zeros(n - x.shape[0])])

    @jax.jit
    def positive_indices(x):
        return jnp.nonzero(x > 0)[0]
    ```

    ## Use instead
    Make the size a static argument (each new value compiles once), or give value-dependent outputs a
    fixed upper bound with `size=` and a `fill_value=` for the padding:
    ```python
    @partial(jax.jit, static_argnames="n")
    def pad_to(x, n):
        return jnp.concatenate([x, jnp.zeros(n - x.shape[0])])

    @jax.jit
    def positive_indices(x):
        return jnp.nonzero(x > 0, size=x.shape[0], fill_value=-1)[0]
    ```
    """

    code = "JAX106"
    name = "value-dependent-shape"
    summary = "a traced value as a shape or size (jnp.zeros(n), jnp.arange(n), jnp.nonzero(x)) fails under jit"

    def visit_Call(self, site) -> None:
        call = site.node
        if any(a.star for a in call.args):
            return
        qual = self.model.qualname(call.func)
        func = call.func
        if qual in _SIZED:
            self._check_sizes(site, call, qual)
        elif qual in _VALUE_SIZED:
            self._check_value_sized(site, call, qual)
        elif isinstance(func, cst.Attribute) and qual is None and holds_tracers(self.model, func.value):
            if func.attr.value == "reshape":
                traced = next(filter(None, (traced_element(self.model, a.value) for a in call.args)), None)
                if traced is not None:
                    self._emit_size(site, traced, f"`{source(self.model, func)}` needs a static shape", _SHAPE_ERROR)
            elif func.attr.value == "nonzero" and not _keyword(call, "size"):
                self._emit_value_sized(site, call, _CONCRETE_ERROR)

    def _check_sizes(self, site, call: cst.Call, qual: str) -> None:
        positions, keywords, error = _SIZED[qual]
        if qual == "jax.numpy.repeat" and _keyword(call, "total_repeat_length"):
            return
        positional = [a.value for a in call.args if a.keyword is None]
        sizes = [positional[i] for i in positions if i < len(positional)]
        sizes += [a.value for a in call.args if a.keyword is not None and a.keyword.value in keywords]
        traced = next(filter(None, (traced_element(self.model, s) for s in sizes)), None)
        if traced is not None:
            what = f"`{source(self.model, call.func)}` needs a static " + \
                ("shape" if error == _SHAPE_ERROR else "size")
            self._emit_size(site, traced, what, error)

    def _check_value_sized(self, site, call: cst.Call, qual: str) -> None:
        positional = [a.value for a in call.args if a.keyword is None]
        position = _VALUE_SIZED[qual]
        if _keyword(call, "size") or len(positional) <= position:
            return
        if qual == "jax.numpy.where" and (len(positional) > 1 or _keyword(call, "x") or _keyword(call, "y")):
            return
        if holds_tracers(self.model, positional[position]):
            self._emit_value_sized(site, call, _VALUE_SIZED_ERROR.get(qual, _CONCRETE_ERROR))

    def _emit_size(self, site, traced: cst.BaseExpression, what: str, error: str) -> None:
        info = self.traced(site.func, abstract=True)
        if info is not None and not self.model.tracer_aware(site.func):  # not guarded by a tracer test
            self.report(traced, f"`{source(self.model, traced)}` is a traced value {traced_under(info)}; {what} "
                                f"({error}): use a static size (an array's .shape, or a static argument)"
                                f"{static_hint(self.model, site.func, traced, info)}", stmt=site.stmt)

    def _emit_value_sized(self, site, call: cst.Call, error: str) -> None:
        """The call is the mistake: its output size depends on the values of a traced input."""
        info = self.traced(site.func, abstract=True)
        if info is not None and not self.model.tracer_aware(site.func):  # not guarded by a tracer test
            self.report(call, f"`{source(self.model, call)}` has a value-dependent size {traced_under(info)} "
                              f"({error}): pass size= (and fill_value=) for a fixed, padded result", stmt=site.stmt)


def _keyword(call: cst.Call, name: str) -> bool:
    return any(a.keyword is not None and a.keyword.value == name for a in call.args)
