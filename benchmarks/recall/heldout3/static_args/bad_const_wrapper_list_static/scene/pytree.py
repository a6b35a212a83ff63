import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class Const:
    """Marks a value as compile-time constant when it is handed to a jitted function."""

    const: Any


def const(value):
    return Const(value)
