from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.model.classes import keywords
from jaxlint.model.contexts import JitCall
from jaxlint.rule import Rule, call_sites, static_arguments
from jaxlint.static_values import (Reads, covered, dataclass_flags, init_attributes, instance_class, own_fields,
                                   own_methods)


class StaticHashIgnoresData(Rule):
    """
    ## What it does
    Flags a class whose instances are passed as a static argument of a jitted function while its
    `__eq__` and `__hash__` leave out data the jitted function reads from that argument: a custom
    `__eq__` / `__hash__` that look only at a name or a shape (`hash(self.val.shape)`), or a dataclass
    field excluded with `field(compare=False)`. The data must be something each instance carries (a
    dataclass field, or an attribute `__init__` sets from its arguments) and the jitted function must
    read it (`rule.nodes`, `kernel.val`, or through a method it calls); a class whose equality is
    identity (no `__eq__`, `@dataclass(eq=False)`) is left alone.

    ## Why is this bad?
    JAX finds the compiled program for a call by the static arguments' hash and `==`. When both ignore
    the data the program was traced with, a new instance carrying new data is "equal" to the old one,
    and JAX silently runs the program compiled for the old data: no error, no recompile, a stale
    result (measured on JAX 0.10.2 and 0.12.0.1: a quadrature rule with new nodes returns the integral
    of the old ones). JAX's documentation asks static arguments to be hashable *and* to define equality
    over everything that affects the computation.

    ## Example
    ```python
    class Stencil:
        def __init__(self, order, weights):
            self.order = order
            self.weights = tuple(weights)

        def __hash__(self):
            return hash(self.order)

        def __eq__(self, other):
            return isinstance(other, Stencil) and self.order == other.order

    @partial(jax.jit, static_argnums=1)
    def smooth(u, stencil):
        return jnp.convolve(u, jnp.array(stencil.weights), mode="same")

    smooth(jnp.ones(8), Stencil(3, [0.25, 0.5, 0.25]))
    ```

    ## Use instead
    Compare and hash everything the compiled code reads (a frozen dataclass does it for every field):
    ```python
    import dataclasses

    @dataclasses.dataclass(frozen=True)
    class Stencil:
        order: int
        weights: tuple

    @partial(jax.jit, static_argnums=1)
    def smooth(u, stencil):
        return jnp.convolve(u, jnp.array(stencil.weights), mode="same")

    smooth(jnp.ones(8), Stencil(3, (0.25, 0.5, 0.25)))
    ```
    """

    code = "JAX207"
    name = "static-hash-ignores-data"
    summary = "a static argument whose __eq__ / __hash__ ignore data the jitted code reads: stale compiled results"

    def check_module(self) -> None:
        seen, reported = set(), set()
        for scope, call in call_sites(self.model):
            jit = self.model.compiled_call(call.func, scope)
            if jit is None or not jit.static or jit.app.spec.params != "jit":
                continue
            for arg, param in static_arguments(jit, call):
                facts = instance_class(self.model, arg.value, scope)
                key = (id(facts.info.node), id(jit.ref.info.node), param) if facts is not None else None
                if key is None or key in seen:
                    continue
                seen.add(key)
                found = _stale(self.model, facts.info, jit, param)
                if found is not None and id(found[0]) not in reported:
                    reported.add(id(found[0]))
                    self.report(found[0], found[1])


def _stale(model, info, jit: JitCall, param: str) -> Optional[tuple]:
    """(node to report, message) when `info`'s equality and hash both ignore data `jit` reads from `param`."""
    methods, flags = own_methods(info), dataclass_flags(model, info)
    fields = own_fields(info) if flags is not None else {}
    if "__eq__" in methods:
        eq = _compared(methods["__eq__"], methods)
    elif flags is not None and flags.get("eq", True):
        eq = {(n,) for n, f in fields.items() if _field_flag(model, f, "compare") is not False}
    else:
        return None  # identity equality: a new instance never hits the old program
    if "__hash__" in methods:
        hashed = _compared(methods["__hash__"], methods)
    elif flags is not None and flags.get("eq", True) and (flags.get("frozen") or flags.get("unsafe_hash")):
        hashed = {(n,) for n, f in fields.items() if _in_hash(model, f)}
    else:
        return None  # no hash (JAX206) or identity hash
    data = set(fields) | init_attributes(methods)
    reads = Reads(jit.ref.info.node.body, param, methods)
    ignored = sorted(r for r in reads.paths if r[0] in data and not covered(eq, r) and not covered(hashed, r))
    if not ignored:
        return None
    names = _listed(ignored)
    shown = _listed((param,) + r for r in ignored)
    consequence = (f"jitted {jit.ref.info.name} reads {shown} from its static argument `{param}`, so a new "
                   f"{info.name} with other {names} compares equal to the old one and JAX silently reuses the "
                   f"program compiled for the old values")
    if "__eq__" in methods:
        parts = sorted(p for p in (eq or set()) | (hashed or set()) if any(p[:len(r)] == r for r in ignored))
        only = f" (they look only at {_listed(parts)})" if parts else ""
        return methods["__eq__"].name, (f"{info.name}.__eq__ and __hash__ ignore {names}{only}, but {consequence}; "
                                        f"compare and hash {names} too")
    field = fields.get(ignored[0][0])
    if field is None or _field_flag(model, field, "compare") is not False:
        return None
    return field.target, (f"`{ignored[0][0]}` is left out of {info.name}'s == and hash (field(compare=False)), "
                          f"but {consequence}; drop compare=False")


def _compared(method: cst.FunctionDef, methods: dict) -> Optional[set]:
    """The attribute paths a `__eq__` / `__hash__` body reads from `self`; None when it may read all."""
    params = method.params.params
    if not params:
        return None
    reads = Reads(method.body, params[0].name.value, methods)
    return None if reads.opaque else reads.paths | reads.aliased


def _field_flag(model, field: cst.AnnAssign, flag: str) -> Optional[bool]:
    """A `dataclasses.field(...)` flag of a field: True, False, or None when not given."""
    value = field.value
    if not (isinstance(value, cst.Call) and model.qualname(value.func) == "dataclasses.field"):
        return None
    given = keywords(value).get(flag)
    return given.value == "True" if isinstance(given, cst.Name) and given.value in ("True", "False") else None


def _in_hash(model, field: cst.AnnAssign) -> bool:
    """Whether the generated __hash__ includes the field: `hash=` when given, else `compare=`."""
    flag = _field_flag(model, field, "hash")
    return flag if flag is not None else _field_flag(model, field, "compare") is not False


def _listed(paths) -> str:
    """`a.b`, `c` for attribute paths."""
    return ", ".join(f"`{'.'.join(p)}`" for p in paths)
