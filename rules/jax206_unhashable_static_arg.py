from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model import Kind, apis
from jaxlint.model.classes import FIELDS_HASH
from jaxlint.model.contexts import Application, JitCall, vmap_axis
from jaxlint.model.index import ClassInfo, FunctionInfo
from jaxlint.rule import Rule, call_sites, remote_arguments, source, static_arguments

_ARRAY_FUNCTIONS = frozenset({
    "array", "asarray", "zeros", "ones", "full", "empty", "arange", "linspace", "eye", "identity",
    "zeros_like", "ones_like", "full_like", "empty_like", "stack", "concatenate",
})
_JAX_ARRAY_MODULES = ("jax.numpy.", "jax.random.", "jax.nn.")
_ARRAY_METHODS = frozenset({"astype", "reshape", "ravel", "flatten", "squeeze", "transpose", "round", "clip",
                            "sum", "mean", "max", "min", "prod", "cumsum", "copy"})
_KEY_FUNCTIONS = frozenset({"jax.random.PRNGKey", "jax.random.key", "jax.random.split", "jax.random.fold_in"})
_CONTAINER_BUILTINS = {"list": "list", "sorted": "list", "dict": "dict", "set": "set"}
_CONTAINER_FIX = {"list": "pass a tuple", "dict": "pass a tuple of its (key, value) pairs or a frozen dataclass",
                  "set": "pass a frozenset"}
_ARRAY_FIX = "pass it as a traced argument (leave it out of static_argnums / static_argnames)"
# Annotations that certainly mean an array (not ArrayLike / Numeric, which admit Python numbers).
_ARRAY_TYPES = frozenset({"numpy.ndarray", "jax.Array", "jax.numpy.ndarray", "jaxtyping.Array", "chex.Array"})
_JAXTYPING_DTYPES = frozenset({"Float", "Int", "Bool", "Num", "Real", "Shaped", "Inexact", "Integer", "UInt",
                               "Complex", "Key", "Float32", "Int8"})


class UnhashableStaticArg(Rule):
    """
    ## What it does
    Flags an unhashable value passed to a static argument of a jitted function (`static_argnums` /
    `static_argnames` of `jax.jit`, `partial(jax.jit, ...)`, `jax.jit(f, ...)` at a call site, `pmap`'s
    `static_broadcasted_argnums`): a list, dict or set (a literal, a comprehension, `list()` /
    `sorted()`...), a tuple holding one, a NumPy or JAX array (any `jnp` / `jax.random` result, also
    through `.astype(...)`-like methods), a PRNG key, a tracer of the traced function making the call (a
    jitted function handing its traced array argument on to an inner jit's static one), what `jax.vmap`
    maps into a static slot (`jax.vmap(partial(f, a, b))(rows)` binds `a` and `b` first, so each row
    lands in `f`'s third parameter), or an instance of a class of the project that has no hash (a
    `@dataclass` that is neither frozen nor `unsafe_hash`, a class that defines `__eq__` without
    `__hash__`, or a frozen / `unsafe_hash` dataclass or a flax linen Module built holding one of those,
    which its generated `__hash__` hashes; an equinox Module holding a list, dict or set field, or the static half
    `eqx.partition` makes of one), directly, through a name bound to one, or through a string-keyed item
    of a dict literal (`CONFIG["out_shape"]`); the jitted function may be in another file of the
    project, and the receiver of a method jitted with `self` static (`net.energy(x)` under
    `@partial(jax.jit, static_argnums=0)`; not under `with jax.disable_jit():`, where nothing is hashed,
    nor for flax linen's `nn.jit`, which fingerprints its module instead). It also flags a static field of a pytree
    (`flax.struct.field(pytree_node=False)`, `eqx.field(static=True)`, a `meta_fields` entry of
    `jax.tree_util.register_dataclass`) annotated as an array.

    ## Why is this bad?
    JAX looks compiled programs up by the values of the static arguments, so it hashes them on every
    call. An unhashable one fails at the call, on JAX 0.10.2 and 0.12.0.1 alike: `ValueError:
    Non-hashable static arguments are not supported. An error occurred while trying to hash an object
    of type <class 'list'>, [-2, 2]. The error was: TypeError: unhashable type: 'list'` (the same for
    dicts, sets, `numpy.ndarray`, `jaxlib._jax.ArrayImpl`, `PRNGKeyArray` and a non-frozen dataclass).
    A pytree's static fields are compared with `==` when a new instance meets the cached program, and
    an array's `==` is elementwise: the second call with a new instance fails with `ValueError:
    Exception raised while checking equality of metadata fields of pytree. ... (Note: arrays cannot be
    passed as metadata fields!)`.

    ## Example
    ```python
    @partial(jax.jit, static_argnums=(1,))
    def mesh(params, limits):
        return params * jnp.linspace(limits[0], limits[1], 5)

    mesh(1.0, [-2, 2])
    ```

    ## Use instead
    Pass hashable values (tuples, frozensets, frozen dataclasses) as static arguments, and arrays as
    traced ones:
    ```python
    @partial(jax.jit, static_argnums=(1,))
    def mesh(params, limits):
        return params * jnp.linspace(limits[0], limits[1], 5)

    mesh(1.0, (-2, 2))
    ```
    """

    code = "JAX206"
    name = "unhashable-static-arg"
    summary = "an unhashable value (list, dict, array, mutable dataclass) as a static argument fails when hashed"

    def check_module(self) -> None:
        for scope, call in call_sites(self.model):
            if id(call) in self.model.eager_calls:
                continue  # under jax.disable_jit the function runs eagerly: nothing hashes its statics
            self._check_callee(scope, call.func, call)
            app = self.model.application(call.func) if type(call.func) is cst.Call else None
            if app is not None and app.spec.params == "vmap" and len(app.targets) == 1:
                self._check_callee(scope, app.targets[0], call, app)  # `jax.vmap(partial(f, a, b))(rows)`
        for cls in self.model.index.classes:
            self._static_array_fields(cls)

    def _check_callee(self, scope: Optional[FunctionInfo], callee: cst.BaseExpression, call: cst.Call,
                      vmap: Optional[Application] = None) -> None:
        """The static arguments of `call` when `callee`, which it runs (under `vmap`, when given), is a
        jitted function of this file or another of the project."""
        jit = self.model.compiled_call(callee, scope)
        hashed = _hashed(jit) if jit is not None else set()
        if hashed and jit.app.spec.params == "jit":
            name = jit.ref.info.name
            statics = [(arg, param) for arg, param in static_arguments(jit, call) if param in hashed]
        elif jit is None and self.model.link is not None:
            ref = self.model.resolve_function(callee, scope, remote=True)
            facts = self.remote_fact(ref.remote) if ref is not None and ref.remote is not None else None
            if not facts:  # not a function another project file jits with static parameters
                return
            name, statics = facts["name"], (
                (arg, param) for arg, param in remote_arguments(ref, call, facts["params"]) if param in facts["static"])
        else:
            return
        if vmap is None:
            self._check_call(scope, name, statics)
            return
        positional = [id(a) for a in call.args if a.keyword is None and not a.star]
        self._check_call(scope, name, [(arg, param) for arg, param in statics if id(arg) in positional and
                                       vmap_axis(vmap, positional.index(id(arg))) == "mapped"], (
            f"mapped by {vmap.name}, which hands the function a tracer of each of its slices",
            "bind the other arguments by keyword (`partial(f, alpha=alpha)`) so that the mapped one lands "
            "in a traced parameter"))

    def _check_call(self, scope: Optional[FunctionInfo], name: str, statics, mapped: Optional[tuple] = None) -> None:
        """Report each static argument that has no hash; `mapped`: (what it is, the fix) for every one,
        the slices a vmap hands the function."""
        for arg, param in statics:
            found = mapped or self._tracer(arg.value, scope) or self._unhashable(arg.value, scope)
            if found is not None:
                what, fix = found
                self.report(arg.value, (
                    f"`{source(self.model, arg.value)}` is {what}, passed to static `{param}` of jitted "
                    f"{name}: JAX hashes static arguments on every call, and this one has no "
                    f"hash (ValueError: Non-hashable static arguments are not supported): {fix}"))

    @classmethod
    def project_facts(cls, model) -> dict:
        """Top-level functions, methods and functions a factory returns, jitted with static parameters ->
        {"name", "params": positional parameter names, "static": the static ones}."""
        out = {}
        for func in model.index.functions:
            jit = model.decorated_jit(func)
            qualname = model.fact_name(func) if jit is not None and _hashed(jit) and \
                jit.app.spec.params == "jit" else None
            if qualname is not None:
                out[qualname] = {"name": func.name, "params": [p.name for p in func.positional],
                                 "static": sorted(_hashed(jit))}
        return out

    def _tracer(self, expr: cst.BaseExpression, scope: Optional[FunctionInfo]) -> Optional[tuple]:
        """A tracer of the traced function making the call (pcax's jitted `embed` handing its traced
        `n_components` on to `_fit_full`'s static one): tracers have no hash. A traced argument that may
        be a container is not flagged: on the corpus, those were objects the outer jit itself rejects
        (a mesh) or arguments of a call that cannot bind."""
        info = self.traced(scope)
        if info is None or not info.hands_tracers or self.model.kind(expr) is not Kind.TRACER:
            return None
        return (f"a tracer of {scope.name} ({info.origin})",
                "make it static where it is first traced too, or keep it a traced argument here")

    def _unhashable(self, expr: cst.BaseExpression, scope: Optional[FunctionInfo], depth: int = 0) -> Optional[tuple]:
        """(what the value is, the fix) when `expr` certainly evaluates to an unhashable value."""
        if isinstance(expr, (cst.List, cst.ListComp)):
            return "a list", _CONTAINER_FIX["list"]
        if isinstance(expr, (cst.Dict, cst.DictComp)):
            return "a dict", _CONTAINER_FIX["dict"]
        if isinstance(expr, (cst.Set, cst.SetComp)):
            return "a set", _CONTAINER_FIX["set"]
        if isinstance(expr, cst.Tuple):
            for el in expr.elements:
                inner = self._unhashable(el.value, scope, depth + 1) if not isinstance(el, cst.StarredElement) else None
                if inner is not None:
                    return f"a tuple holding {inner[0]}", inner[1]
            return None
        if isinstance(expr, cst.Call):
            return self._unhashable_result(expr, scope)
        if isinstance(expr, cst.Name) and depth < 2:
            value, value_scope = self.model.bound_value(expr.value, scope)
            return self._unhashable(value, value_scope, depth + 1) if value is not None else \
                self._static_half(expr, scope, depth)
        if isinstance(expr, cst.Subscript) and depth < 2:
            item = self._dict_item(expr, scope)
            return self._unhashable(item[0], item[1], depth + 1) if item is not None else None
        return None

    def _static_half(self, name: cst.Name, scope: Optional[FunctionInfo], depth: int) -> Optional[tuple]:
        """`params, static = eqx.partition(model, eqx.is_array)`: the static half keeps every field
        but the arrays, so a list or dict field leaves it unhashable (equinox#1097)."""
        unpacked = self.model.unpacked_from(name, scope)
        call = unpacked[0] if unpacked is not None and unpacked[1] == 1 else None
        if type(call) is not cst.Call or self.model.qualname(call.func) != "equinox.partition" or not call.args:
            return None
        whole = call.args[0].value
        inner = self._unhashable(whole, scope, depth + 1)
        if inner is None or not inner[0].startswith("an instance of"):
            return None
        return f"the static half of `{source(self.model, whole)}`, {inner[0]}", inner[1]

    def _dict_item(self, expr: cst.Subscript, scope: Optional[FunctionInfo]) -> Optional[tuple]:
        """`CONFIG["out_shape"]`: (the value, its scope) a dict literal bound to the name holds under
        that string key."""
        index = expr.slice[0].slice if len(expr.slice) == 1 else None
        if not (isinstance(expr.value, cst.Name) and isinstance(index, cst.Index) and
                isinstance(index.value, cst.SimpleString)):
            return None
        value, value_scope = self.model.bound_value(expr.value.value, scope)
        if not isinstance(value, cst.Dict):
            return None
        key = index.value.evaluated_value
        return next(((el.value, value_scope) for el in value.elements if isinstance(el, cst.DictElement)
                     and isinstance(el.key, cst.SimpleString) and el.key.evaluated_value == key), None)

    def _unhashable_result(self, call: cst.Call, scope: Optional[FunctionInfo]) -> Optional[tuple]:
        qual = self.model.qualname(call.func)
        if qual in _KEY_FUNCTIONS:
            return "a PRNG key (a JAX array)", _ARRAY_FIX
        if qual is not None and qual.startswith(_JAX_ARRAY_MODULES) and qual not in apis.CONCRETE_RESULTS:
            return "a JAX array", _ARRAY_FIX  # every jnp / jax.random / jax.nn result is one
        if qual is None and isinstance(call.func, cst.Attribute) and call.func.attr.value in _ARRAY_METHODS:
            inner = self._unhashable(call.func.value, scope, 1)  # `jnp.round(x).astype(int)`: still an array
            if inner is not None and inner[0].endswith("array"):
                return inner
        if qual is not None and qual.rsplit(".", 1)[-1] in _ARRAY_FUNCTIONS:
            module = qual.rsplit(".", 1)[0]
            if module in ("numpy", "jax.numpy"):
                return ("a NumPy array" if module == "numpy" else "a JAX array"), _ARRAY_FIX
            return None
        if qual is None and isinstance(call.func, cst.Name) and call.func.value in _CONTAINER_BUILTINS and \
                self.model.resolve_function(call.func, scope) is None:
            kind = _CONTAINER_BUILTINS[call.func.value]
            return f"a {kind}", _CONTAINER_FIX[kind]
        facts = self.model.classes.of_expr(call.func)
        if facts is None:
            return None
        how, why, bases = self.model.classes.hashing_why(facts.info) if facts.info is not None else (*facts.hashing, ())
        if how == "none":
            reason = why
            for base in reversed(bases):  # inherited: "whose base B is whose base A is ..."
                reason = f"whose base {base} is {reason}"
            fix = _CLASS_FIX.get(why, "hold a tuple or a frozen mapping in that field")
            return f"an instance of {facts.name}, {reason}", f"make {facts.name} hashable ({fix})"
        if how == "value" and why == FIELDS_HASH:  # jax#7703: unsafe_hash=True over a field holding an array
            for arg in call.args:
                inner = self._unhashable(arg.value, scope, 1) if not arg.star else None
                if inner is not None:
                    return (f"an instance of {facts.name} holding {inner[0]} (`{source(self.model, arg.value)}`), "
                            f"and {FIELDS_HASH}"), inner[1]
        return None

    def _static_array_fields(self, cls: ClassInfo) -> None:
        facts = self.model.classes.facts(cls)
        if facts.framework not in ("pytree", "equinox"):
            return
        for line in cls.node.body.body:
            for stmt in line.body if isinstance(line, cst.SimpleStatementLine) else ():
                if isinstance(stmt, cst.AnnAssign) and isinstance(stmt.target, cst.Name) and \
                        self.model.classes.is_static_declaration(stmt, cls) and \
                        self._array_type(stmt.annotation.annotation):
                    name = stmt.target.value
                    self.report(stmt.target, (
                        f"`{name}` is a static field of pytree {cls.name} and holds an array: JAX compares static "
                        f"fields with == when a new {cls.name} meets a compiled program, and an array's == is "
                        f"elementwise (ValueError: arrays cannot be passed as metadata fields): make `{name}` a "
                        f"leaf, or store a tuple"))

    def _array_type(self, annotation: cst.BaseExpression) -> bool:
        if isinstance(annotation, cst.Subscript):  # jaxtyping: Float[np.ndarray, "n"]
            head = (self.model.qualname(annotation.value) or "").rsplit(".", 1)[-1]
            first = annotation.slice[0].slice if annotation.slice else None
            return head in _JAXTYPING_DTYPES and isinstance(first, cst.Index) and self._array_type(first.value)
        name = self.model.qualname(annotation)
        return name in _ARRAY_TYPES


def _hashed(jit: JitCall) -> set:
    """The static parameters the jit hashes: flax linen's `nn.jit` fingerprints the module it is a
    method of instead of hashing `self` (a list in its config is fine there)."""
    linen = jit.app.spec is apis.TRANSFORMS["flax.linen.jit"] and jit.ref.info.positional
    return set(jit.static or ()) - ({jit.ref.info.positional[0].name} if linen else set())


_CLASS_FIX = {
    "a @dataclass that is not frozen (its __hash__ is None)": "@dataclass(frozen=True)",
    "which defines __eq__ without __hash__": "define __hash__ over the fields __eq__ compares",
    "which sets __hash__ = None": "drop `__hash__ = None` and define __hash__",
}
