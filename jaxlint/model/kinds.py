"""What a value is at trace time.

Rules see a `Kind` for every expression. The value flow works with slightly richer values, so that
facts survive assignments and calls: a `Lit` is a concrete Python literal whose value decides
branches (`if x is None`, `train=True`); a `Seq` is a tuple or list of known length (`a, b = x, 3`,
`zip(xs, ys)`, a function returning `loss, aux`); an `Obj` is an instance of a class the model knows,
whose attributes take their kinds from the class (`self.num_heads` is concrete, `self.w` of an
equinox module is a tracer). `kind_of` projects a value to its Kind.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Union


class Kind(enum.Enum):
    """The model's answer to "is this value a tracer?".

    TRACER: a traced array; Python control flow or conversions on it fail under an abstract trace.
    TREE: a traced argument that may be a container of tracers (a params dict) rather than one array:
        comparing or computing with it yields a tracer, but `if params:` or `len(params)` are fine.
    CONCRETE: a Python value at trace time (shapes, dtypes, static arguments, literals, closed-over data).
    UNKNOWN: not enough evidence either way; rules stay silent.
    """

    TRACER = "tracer"
    TREE = "traced value"
    CONCRETE = "concrete"
    UNKNOWN = "unknown"

    @property
    def traced(self) -> bool:
        return self is Kind.TRACER or self is Kind.TREE


@dataclass(frozen=True)
class Lit:
    """A Python literal (None, a bool, an int, a str): concrete, and its value is known."""

    value: object

    traced = False


@dataclass(frozen=True)
class Seq:
    """A tuple or list of known length, with a value per element."""

    items: tuple

    @property
    def traced(self) -> bool:
        return kind_of(self).traced


@dataclass(frozen=True)
class Obj:
    """An instance of a class the model has facts for (`classes.ClassFacts`, compared by identity).
    `traced`: it reached this code through a transformation (a jit argument, a module's `self` under
    the user's jit), so its array fields are tracers; otherwise every attribute is a Python value."""

    cls: object
    traced: bool
    local: bool = False  # built while tracing (`game = Game(state)` in a jitted step): dies with the trace
    passed: tuple = ()  # (field, value) a generated __init__ was passed, as its __post_init__ sees them


@dataclass(frozen=True)
class Namespace:
    """An array module held in a variable (`xp = jnp`, `xp = backend.xp()` returning jax.numpy or
    numpy): its functions are that module's. `modules` are the qualnames it may be."""

    modules: frozenset

    traced = False

    @property
    def module(self) -> str:
        """The module its calls act as: jax.numpy's when it may be that (numpy raises on a tracer)."""
        return min(self.modules, key=lambda m: (not m.startswith("jax"), m))


class _NotNone:
    """A Python value known not to be None: what a call passes for a parameter that defaults to
    None (`partial(f, max_n=cfg.max_n)`), so the parameter's `if max_n is None:` branch is not
    taken there."""

    traced = False

    def __repr__(self) -> str:
        return "NOT_NONE"


NOT_NONE = _NotNone()

Value = Union[Kind, Lit, Seq, Obj, Namespace, _NotNone]


def passed(default, value):
    """The value a parameter with this default (a cst node or None) takes from an argument. An array
    module passed on is a plain Python value there: what the callee returns joins over its call
    sites, so a numpy site would take on a jax.numpy site's tracers (equinox's tree_equal)."""
    if type(value) is Namespace:
        return Kind.CONCRETE
    if value is Kind.CONCRETE and getattr(default, "value", None) == "None":
        return NOT_NONE
    return value


def kind_of(value) -> Kind:
    """The Kind rules see for a value."""
    t = type(value)
    if t is Kind:
        return value
    if t is Lit or t is Namespace or value is NOT_NONE:
        return Kind.CONCRETE
    if t is Seq:
        return container(kind_of(v) for v in value.items)
    if t is Obj:
        if not value.traced:
            return Kind.CONCRETE
        return Kind.TREE if value.cls.holds_arrays else Kind.CONCRETE
    return Kind.UNKNOWN


def join(a, b):
    """The value of something that is `a` on one path and `b` on another."""
    if a is None:
        return b if b is not None else Kind.UNKNOWN
    if b is None or a == b:
        return a
    ta, tb = type(a), type(b)
    if ta is Seq and tb is Seq and len(a.items) == len(b.items):
        return Seq(tuple(join(x, y) for x, y in zip(a.items, b.items)))
    if ta is Obj and tb is Obj and a.cls is b.cls:
        passed = ()
        if a.passed and b.passed and [n for n, _ in a.passed] == [n for n, _ in b.passed]:
            passed = tuple((n, join(x, y)) for (n, x), (_, y) in zip(a.passed, b.passed))
        return Obj(a.cls, a.traced or b.traced, a.local and b.local, passed)
    if ta is Namespace and tb is Namespace:
        return Namespace(a.modules | b.modules)
    if (a is NOT_NONE or b is NOT_NONE) and all(v is NOT_NONE or (type(v) is Lit and v.value is not None)
                                                for v in (a, b)):
        return NOT_NONE
    return _join_kinds(kind_of(a), kind_of(b))


def _join_kinds(a: Kind, b: Kind) -> Kind:
    if a is b:
        return a
    if a.traced and b.traced:
        return Kind.TREE
    return Kind.UNKNOWN


def combine(*values) -> Kind:
    """The kind of an arithmetic or comparison result on operands of these values."""
    kinds = [kind_of(v) for v in values]
    if any(k.traced for k in kinds):
        return Kind.TRACER
    if all(k is Kind.CONCRETE for k in kinds):
        return Kind.CONCRETE
    return Kind.UNKNOWN


def container(values) -> Kind:
    """The kind of a list, tuple or dict holding values of these kinds."""
    kinds = [kind_of(v) for v in values]
    if any(k.traced for k in kinds):
        return Kind.TREE
    if all(k is Kind.CONCRETE for k in kinds):
        return Kind.CONCRETE
    return Kind.UNKNOWN


def element(value):
    """The value of an element of `value` (iteration, unpacking of unknown length)."""
    t = type(value)
    if t is Seq:
        out = None
        for item in value.items:
            out = join(out, item)
        return out if out is not None else Kind.UNKNOWN
    kind = kind_of(value)
    return Kind.TREE if kind is Kind.TREE else kind


def jit_output(value):
    """What a `jax.jit`-ed function returning `value` gives the traced code that calls it: every leaf
    is an output of the jit, so a tracer, even a Python number it computed (jax#35090); None stays."""
    t = type(value)
    if t is Lit and value.value is None:
        return value
    if t is Seq:
        return Seq(tuple(jit_output(v) for v in value.items))
    if t is Obj:
        return Obj(value.cls, True, value.local)
    kind = kind_of(value)
    return Kind.TRACER if kind in (Kind.CONCRETE, Kind.TRACER) else Kind.TREE


def truth(value):
    """True or False when a value's truth is known at trace time, else None."""
    if type(value) is Lit:
        return bool(value.value)
    if type(value) is Seq:
        return bool(value.items)
    return None
