from __future__ import annotations

import libcst as cst

from jaxlint.model import apis
from jaxlint.rule import Rule, holds_tracers, shown_line, source, static_hint, traced_element, traced_under

_SHAPE_ERROR = "TypeError"  # what `x.reshape(...)` with a traced size raises: "Shapes must be 1D sequences ..."
_CONCRETE_ERROR = "ConcretizationTypeError"


class ValueDependentShape(Rule):
    """
    ## What it does
    Flags a traced value used where JAX needs a static size, in code that JAX traces abstractly
    (`jax.jit`, `vmap`, loop bodies, `lax.cond` branches...): the shape or size of the builders
    (`jnp.zeros` / `ones` / `full` / `empty` / `eye` / `tri`, `shape=` of `zeros_like` and friends,
    `broadcast_to`, `reshape`, `x.reshape(...)`, `lax.full`, `lax.iota`, `lax.broadcast`,
    `lax.broadcast_in_dim`, `lax.reshape`, `jax.image.resize`), the slice sizes of `lax.dynamic_slice`,
    `k` of `lax.top_k`, the widths of `jnp.pad` and `lax.pad`, the bounds of `jnp.arange`, `num` of
    `jnp.linspace`, the counts of `jnp.tile`, `jnp.repeat` and `jnp.split` (and `array_split`,
    `hsplit`...), `num_classes` of `jax.nn.one_hot`, `n` / `s` of `jnp.fft`, the size of
    `tril_indices` and of the window functions, the number of keys of `jax.random.split` and the shape
    of every `jax.random` sampler (`normal`, `uniform`, `randint`, `choice`, `categorical`, `gamma`,
    `truncated_normal`...), `num_segments` of `jax.ops.segment_sum` (`_prod`, `_max`, `_min`), `length`
    of `lax.scan`; and the
    functions whose output size depends on the values of a traced input, called without `size=`:
    `jnp.nonzero`, `x.nonzero()`, `argwhere`, `flatnonzero`, `unique`, `compress`, `extract` and
    one-argument `jnp.where`. A traced value anywhere in a nested shape
    counts (`jnp.pad(x, ((0, n), (0, 0)))`). Which argument of which API is a size is a table in
    `jaxlint/model/apis.py` (`SIZE_ARGUMENTS`).

    Sizes computed from `x.shape`, `len(x)` and static arguments are concrete and not flagged, nor is
    `jnp.repeat(..., total_repeat_length=...)` or `jnp.nonzero(x, size=...)`, nor the arguments that
    take an array as well as a size: `random.permutation(key, x)` and `random.choice(key, x)` shuffle
    and draw from a traced array without complaint. A traced *integer* there is a size and fails; the
    rule flags it when the argument is a parameter that every call in the file passes a Python int
    (`epoch_order(key, 8)`).

    ## Why is this bad?
    Under `jit` every array has a shape known at trace time; a size that is a tracer has no value yet.
    What JAX raises depends on the API, the same on JAX 0.10.2 and 0.12: shape arguments (`jnp.zeros`,
    `lax.full`, `lax.iota`, `lax.dynamic_slice`, `jax.random` samplers...) raise `TypeError: Shapes must
    be 1D sequences of concrete values of integer type, got (JitTracer(int32[]),).`; `jnp.arange`,
    `linspace`, `repeat`, `split`, `pad`, `one_hot`, `tril_indices`, `random.orthogonal`, `nonzero`,
    `argwhere`, `flatnonzero`, `unique`, one-argument `where`, and `random.permutation` /
    `random.choice` given a traced count raise
    `jax.errors.ConcretizationTypeError: Abstract tracer value encountered where concrete value is
    expected: traced array with shape int32[]`; `jnp.tile`, `lax.pad` and `random.split` raise
    `TypeError: As of JAX v0.7, parameters to jaxpr equations must have __hash__ and __eq__ methods.`;
    `lax.broadcast`, `lax.broadcast_in_dim`, `lax.top_k` and `random.choice`'s shape raise
    `jax.errors.TracerBoolConversionError`; `jnp.fft`'s `n` / `s` and `lax.dynamic_slice_in_dim`'s size
    raise `jax.errors.TracerIntegerConversionError`; `jnp.resize` and `jnp.vander` raise
    `ValueError: Non-hashable static arguments are not supported.` `jnp.compress` and `jnp.extract`
    raise `jax.errors.TracerBoolConversionError` on JAX 0.10.2 and `jax.errors.ConcretizationTypeError`
    on 0.12.

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
        if qual in apis.ARRAY_OR_SIZE:  # `random.choice(key, n, shape)` has a shape too
            self._check_array_or_size(site, call, qual)
        if qual in apis.SIZE_ARGUMENTS:
            self._check_sizes(site, call, qual)
        elif qual in apis.VALUE_SIZED:
            self._check_value_sized(site, call, qual)
        elif isinstance(func, cst.Attribute) and qual is None and holds_tracers(self.model, func.value):
            if func.attr.value == "reshape":
                traced = next(filter(None, (traced_element(self.model, a.value) for a in call.args)), None)
                if traced is not None:
                    self._emit_size(site, traced, f"`{source(self.model, func)}` needs a static shape", _SHAPE_ERROR)
            elif func.attr.value == "nonzero" and not _keyword(call, "size"):
                self._emit_value_sized(site, call, _CONCRETE_ERROR)

    def _check_sizes(self, site, call: cst.Call, qual: str) -> None:
        sizes = apis.SIZE_ARGUMENTS[qual]
        if qual == "jax.numpy.repeat" and _keyword(call, "total_repeat_length"):
            return
        given = [a.value for a in apis.size_arguments(qual, call)]
        traced = next(filter(None, (traced_element(self.model, s) for s in given)), None)
        if traced is not None:
            self._emit_size(site, traced, f"`{source(self.model, call.func)}` needs a static {sizes.noun}",
                            sizes.error)

    def _check_value_sized(self, site, call: cst.Call, qual: str) -> None:
        positional = [a.value for a in call.args if a.keyword is None]
        position = apis.VALUE_SIZED[qual]
        if _keyword(call, "size") or len(positional) <= position:
            return
        if qual == "jax.numpy.where" and (len(positional) > 1 or _keyword(call, "x") or _keyword(call, "y")):
            return
        if holds_tracers(self.model, positional[position]):
            self._emit_value_sized(site, call, apis.VALUE_SIZED_ERRORS.get(qual, _CONCRETE_ERROR))

    def _check_array_or_size(self, site, call: cst.Call, qual: str) -> None:
        """`random.permutation(key, n)` with `n` a traced parameter every call gives a Python int: a size."""
        position, name = apis.ARRAY_OR_SIZE[qual]
        positional = [a.value for a in call.args if a.keyword is None]
        given = positional[position] if len(positional) > position else next(
            (a.value for a in call.args if a.keyword is not None and a.keyword.value == name), None)
        if not isinstance(given, cst.Name) or site.func is None or not holds_tracers(self.model, given):
            return
        binding = self.model.scopes.reaching(given, site.func)
        passing = self.model.int_argument(site.func, given.value) if binding is not None and binding.how == "param" \
            and binding.owner.func is site.func else None
        if passing is not None:
            self._emit_size(site, given, f"`{source(self.model, call.func)}` takes it as a size, since every call "
                                         f"passes a Python int (line {shown_line(self.model, passing)})", _CONCRETE_ERROR)

    def _emit_size(self, site, traced: cst.BaseExpression, what: str, error: str) -> None:
        info = self.abstract_site(site)
        if info is not None:
            self.report(traced, f"`{source(self.model, traced)}` is a traced value {traced_under(info)}; {what} "
                                f"({error}): use a static size (an array's .shape, or a static argument)"
                                f"{static_hint(self.model, site.func, traced, info)}", stmt=site.stmt)

    def _emit_value_sized(self, site, call: cst.Call, error: str) -> None:
        """The call is the mistake: its output size depends on the values of a traced input."""
        info = self.abstract_site(site)
        if info is not None:
            self.report(call, f"`{source(self.model, call)}` has a value-dependent size {traced_under(info)} "
                              f"({error}): pass size= (and fill_value=) for a fixed, padded result", stmt=site.stmt)


def _keyword(call: cst.Call, name: str) -> bool:
    return any(a.keyword is not None and a.keyword.value == name for a in call.args)
