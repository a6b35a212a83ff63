"""What a value is at trace time."""

from __future__ import annotations

import enum


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


def join(a: "Kind | None", b: "Kind | None") -> Kind:
    """The kind of a value that is `a` on one path and `b` on another."""
    if a is None:
        return b or Kind.UNKNOWN
    if b is None or a is b:
        return a
    if a.traced and b.traced:
        return Kind.TREE
    return Kind.UNKNOWN


def combine(*kinds: Kind) -> Kind:
    """The kind of an arithmetic or comparison result on operands of these kinds."""
    if any(k.traced for k in kinds):
        return Kind.TRACER
    if all(k is Kind.CONCRETE for k in kinds):
        return Kind.CONCRETE
    return Kind.UNKNOWN


def container(kinds) -> Kind:
    """The kind of a list, tuple or dict literal holding values of these kinds."""
    kinds = list(kinds)
    if any(k.traced for k in kinds):
        return Kind.TREE
    if all(k is Kind.CONCRETE for k in kinds):
        return Kind.CONCRETE
    return Kind.UNKNOWN


def element(kind: Kind) -> Kind:
    """The kind of an element of a value of this kind (iteration, unpacking)."""
    return Kind.TREE if kind is Kind.TREE else kind
