from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import FunctionInfo
from jaxlint.rule import Rule, holds_tracers, source, traced_element, traced_under

# NumPy functions that convert a traced argument with __array__ and raise TracerArrayConversionError,
# measured on JAX 0.10.2 / NumPy 2.4 and JAX 0.12.0.1 / NumPy 2.5 by calling each one on a traced
# float32[3] under jit (probe: notes/probes/e2_numpy_every_function.py). Left out: the functions that
# hand the array back to its own method and so work on a tracer (np.sum, mean, max, min, prod, std,
# var, argmax, argmin, any, all, round, cumsum, squeeze, reshape, transpose, shape, ndim, size), and
# those whose behaviour depends on which argument is traced (np.compress, np.nonzero, np.take).
_CONVERTING = frozenset("""
abs absolute acos acosh add allclose angle append arange arccos arccosh arcsin arcsinh arctan arctan2
arctanh argpartition argwhere array array_repr array_str asanyarray asarray asarray_chkfinite
ascontiguousarray asin asinh atan atan2 atanh atleast_1d atleast_2d atleast_3d average bincount
bitwise_and bitwise_count bitwise_invert bitwise_left_shift bitwise_not bitwise_or bitwise_right_shift
bitwise_xor block bool_ broadcast_arrays broadcast_to cbrt ceil clip column_stack complex128 complex64
concat concatenate conj conjugate convolve copy copysign corrcoef correlate cos cosh count_nonzero cov
cross cumulative_prod cumulative_sum deg2rad degrees delete diag diagflat diagonal diff digitize divide
divmod dot dstack ediff1d einsum empty_like equal exp exp2 expand_dims expm1 extract fabs flatnonzero
fliplr flipud float16 float32 float64 float_power floor floor_divide fmax fmin fmod frexp full_like gcd
gradient greater greater_equal heaviside histogram histogram_bin_edges histogramdd hstack hypot i0 inner
int16 int32 int64 int8 int_ intersect1d invert isclose iscomplex isfinite isin isinf isnan isneginf
isposinf kron lcm ldexp left_shift less less_equal lexsort log log10 log1p log2 logaddexp logaddexp2
logical_and logical_not logical_or logical_xor matmul matrix_transpose matvec maximum median meshgrid
minimum mod modf multiply nan_to_num nanargmax nanargmin nancumprod nancumsum nanmax nanmean nanmedian
nanmin nanpercentile nanprod nanquantile nanstd nansum nanvar negative nextafter not_equal ones_like
outer packbits pad partition percentile polyadd polyder polydiv polyint polymul polysub polyval positive
pow power ptp quantile rad2deg radians ravel reciprocal remainder resize right_shift rint roll roots
rot90 setdiff1d setxor1d sign signbit sin sinc sinh sort sort_complex spacing sqrt square stack subtract
tan tanh tensordot trace trapezoid tril trim_zeros triu true_divide trunc uint16 uint32 uint64 uint8
union1d unique unique_all unique_counts unique_inverse unique_values unpackbits unwrap vander vdot vecdot
vecmat vstack where zeros_like
linalg.cholesky linalg.cond linalg.det linalg.eig linalg.eigh linalg.eigvals linalg.eigvalsh linalg.inv
linalg.lstsq linalg.matrix_norm linalg.matrix_power linalg.matrix_rank linalg.multi_dot linalg.norm
linalg.pinv linalg.qr linalg.slogdet linalg.solve linalg.svd linalg.svdvals linalg.tensorinv
linalg.tensorsolve linalg.vector_norm
fft.fft fft.fft2 fft.fftn fft.fftshift fft.hfft fft.ifft fft.ifft2 fft.ifftn fft.ifftshift fft.ihfft
fft.irfft fft.irfft2 fft.irfftn fft.rfft fft.rfft2 fft.rfftn
""".split())

# Functions whose other parameters are counts: a traced count raises another error (TracerIntegerConversionError
# for linspace's num, TracerBoolConversionError for tile's reps), so only these positions are read.
_ARRAY_POSITIONS = {"linspace": (0, 1), "logspace": (0, 1), "geomspace": (0, 1), "tile": (0,)}
_SCALAR_TYPES = frozenset({"float16", "float32", "float64", "int8", "int16", "int32", "int64", "int_",
                           "uint8", "uint16", "uint32", "uint64", "complex64", "complex128", "bool_"})
# NumPy calls that build an array, for names bound to one (`TABLE = np.arange(5)`).
_CONSTRUCTORS = frozenset({"array", "asarray", "arange", "zeros", "ones", "full", "empty", "eye",
                           "identity", "linspace", "logspace", "geomspace", "load", "stack", "concatenate",
                           "tril", "triu", "diag", "meshgrid", "tile", "repeat", "cumsum"})


class NumpyOnTracer(Rule):
    """
    ## What it does
    Flags NumPy functions called on a traced array in code that JAX traces abstractly (`jax.jit`,
    `vmap`, `lax.scan` / `fori_loop` / `while_loop` bodies, `lax.cond` branches...): `np.sin(x)`,
    `np.asarray(x)`, `np.dot(w, x)`, `np.stack([x, y])`, `np.linalg.norm(x)`, `np.float32(x)`..., and
    indexing a NumPy array with a traced index (`TABLE[i]`).

    Only functions that fail on both supported JAX versions are flagged. `np.sum`, `np.mean`,
    `np.max`, `np.reshape`, `np.transpose` and the other NumPy functions that hand the array back to
    its own method work on a tracer (the result is a tracer) and are not flagged, nor are NumPy calls
    on shapes, dtypes and constants (`np.prod(x.shape)`, `np.sqrt(d)` with a static `d`), nor the
    bodies of host callbacks (`jax.pure_callback`, `jax.debug.callback`), which run on concrete values.

    ## Why is this bad?
    A tracer has no value while the function is traced; NumPy tries to convert it to an
    `np.ndarray` and JAX raises
    `jax.errors.TracerArrayConversionError: The numpy.ndarray conversion method __array__() was called
    on traced array with shape float32[3]` (the same on JAX 0.10.2 and 0.12).

    ## Example
    ```python
    @jax.jit
    def features(x):
        return np.sin(x) * 2
    ```

    ## Use instead
    Use the `jax.numpy` function of the same name, and `jnp.asarray(TABLE)` for tables indexed with
    traced indices; for code that must run in NumPy or another host library, use `jax.pure_callback`
    with the output's shape and dtype:
    ```python
    @jax.jit
    def features(x):
        return jnp.sin(x) * 2

    @jax.jit
    def features_on_host(x):
        out = jax.ShapeDtypeStruct(x.shape, x.dtype)
        return jax.pure_callback(lambda v: (np.sin(v) * 2).astype(v.dtype), out, x)
    ```
    """

    code = "JAX104"
    name = "numpy-on-tracer"
    summary = "a NumPy function on a traced array raises TracerArrayConversionError under jit"

    def visit_Call(self, site) -> None:
        call = site.node
        qual = self.model.qualname(call.func) or ""
        name = qual[len("numpy."):] if qual.startswith("numpy.") else ""
        if name not in _CONVERTING or any(a.star for a in call.args):
            return
        positions = _ARRAY_POSITIONS.get(name)
        for i, arg in enumerate(a for a in call.args if a.keyword is None):
            if positions is not None and i not in positions:
                continue
            traced = traced_element(self.model, arg.value)
            if traced is not None:
                spelled = source(self.model, call.func)
                fix = f"`{source(self.model, traced)}.astype(jnp.{name})`" if name in _SCALAR_TYPES \
                    else f"`jnp.{name}`"
                self._emit(site, call, traced, f"`{spelled}` converts it to a NumPy array", f"use {fix}")
                return

    def visit_Subscript(self, site) -> None:
        node = site.node
        if not self._is_numpy_array(node.value, site.func):
            return
        for element in node.slice:
            if isinstance(element.slice, cst.Index) and holds_tracers(self.model, element.slice.value):
                shown = source(self.model, node.value)
                self._emit(site, node, element.slice.value, f"indexing the NumPy array `{shown}` converts it",
                           f"use jnp.asarray({shown})[...]")
                return

    def _emit(self, site, node: cst.CSTNode, traced: cst.BaseExpression, what: str, fix: str) -> None:
        info = self.traced(site.func, abstract=True)
        if info is None or self.model.tracer_aware(site.func):  # guarded by a tracer test
            return
        self.report(
            node,
            f"`{source(self.model, traced)}` is a traced array {traced_under(info)}; {what} "
            f"(TracerArrayConversionError): {fix}, or jax.pure_callback for host code",
            stmt=site.stmt,
        )

    def _is_numpy_array(self, base: cst.BaseExpression, func: Optional[FunctionInfo]) -> bool:
        """Whether `base` is a name bound only to a NumPy array constructor call, where it is read."""
        if not isinstance(base, cst.Name):
            return False
        value, _ = self.model.bound_value(base.value, func)
        qual = self.model.qualname(value.func) if isinstance(value, cst.Call) else None
        return qual is not None and (qual.startswith("numpy.random.") or
                                     qual.startswith("numpy.") and qual[len("numpy."):] in _CONSTRUCTORS)
