"""Resolve names to qualified dotted names through a module's imports.

A light replacement for libcst's QualifiedNameProvider, which costs several times the parse on real
code: it reads only import statements (at any depth, since `import jax` inside a function is common in
scripts) and simple module-level aliases such as `jit = jax.jit`.
"""

from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.project.names import resolve_relative


def dotted(node: cst.BaseExpression) -> Optional[str]:
    """`a.b.c` as a string, or None when the expression is not a plain dotted name."""
    parts = []
    while type(node) is cst.Attribute:  # exact types: libcst's isinstance goes through ABCMeta, slowly
        parts.append(node.attr.value)
        node = node.value
    if type(node) is not cst.Name:
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


# Modules re-exported under another path: one canonical spelling per API keeps the tables small.
_CANONICAL_PREFIXES = (
    ("jax.experimental.pjit.pjit", "jax.jit"),
    ("jax.experimental.shard_map.shard_map", "jax.shard_map"),
    ("jax._src.", "jax."),
    ("jax.tree_util.tree_map", "jax.tree.map"),
    ("jax.tree_map", "jax.tree.map"),
    ("jax.experimental.checkify", "jax.checkify"),
    ("jax.experimental.io_callback", "jax.io_callback"),
    ("numpyro.util.io_callback", "jax.io_callback"),  # numpyro's own import of it, used by its progress bars
    ("jax.experimental.host_callback", "jax.host_callback"),
    ("flax.linen.", "flax.linen."),
    ("jax.numpy.", "jax.numpy."),
    ("numpy.", "numpy."),
)


def canonical(name: str) -> str:
    for prefix, replacement in _CANONICAL_PREFIXES:
        if name == prefix or name.startswith(prefix):
            return replacement + name[len(prefix):]
    return name


class ImportMap:
    """Local name -> qualified name, for the names a module imports. Relative imports resolve
    against the module's own name (`from .losses import loss` in `pkg.train` is `pkg.losses.loss`)
    when it is known."""

    def __init__(self, module: str = "", is_package: bool = False) -> None:
        self.names: dict[str, str] = {}
        # Names imported as two different things (`import jax.numpy as np`, later `import numpy as np`):
        # which one a function reads depends on when it runs, so neither is assumed.
        self.ambiguous: set = set()
        self.module = module
        self.is_package = is_package
        # id(node) -> (node, its qualified name): rules and the model ask about the same calls again and
        # again; the node is held so its id is not reused. Emptied when an import adds a name.
        self._resolved: dict = {}
        self._local: dict = {}  # id(name node) -> (node, the API a local alias holds): see resolve_local

    def add_import(self, node: cst.Import) -> None:
        self._resolved.clear()
        for alias in node.names:
            full = dotted(alias.name)
            if full is None:
                continue
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self._bind(alias.asname.name.value, full)
            else:
                # `import jax.numpy` binds `jax`; the attribute chain resolves the rest.
                head = full.split(".")[0]
                self._bind(head, head)

    def add_import_from(self, node: cst.ImportFrom) -> None:
        self._resolved.clear()
        if isinstance(node.names, cst.ImportStar):
            return
        module = dotted(node.module) if node.module is not None else None
        if node.relative:
            if not self.module:
                return
            module = resolve_relative(self.module, self.is_package, len(node.relative), module)
        if module is None:
            return
        for alias in node.names:
            if not isinstance(alias.name, cst.Name):
                continue
            local = alias.name.value
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                local = alias.asname.name.value
            self._bind(local, f"{module}.{alias.name.value}")

    def _bind(self, local: str, target: str) -> None:
        if local in self.ambiguous:
            return
        if local in self.names and canonical(self.names[local]) != canonical(target):
            del self.names[local]
            self.ambiguous.add(local)
            return
        self.names[local] = target

    def add_alias(self, local: str, value: cst.BaseExpression) -> None:
        """`jit = jax.jit` at module level makes `jit` mean `jax.jit`."""
        target = self.qualname(value)
        if target is not None and local not in self.names and local not in self.ambiguous:
            self.names[local] = target
            self._resolved.clear()

    def qualname(self, node: cst.BaseExpression) -> Optional[str]:
        """The canonical qualified name of `node`, or None for names the module did not import."""
        hit = self._local.get(id(node)) or self._resolved.get(id(node))
        if hit is not None and hit[0] is node:
            return hit[1]
        qualname = None
        name = dotted(node)
        if name is not None:
            head, _, rest = name.partition(".")
            base = self.names.get(head)
            if base is not None:
                qualname = canonical(f"{base}.{rest}" if rest else base)
        self._resolved[id(node)] = (node, qualname)
        return qualname

    def resolve_local(self, node: cst.Name, qualname: str) -> None:
        """`node` reads a function's local alias of an API (`normal = jax.random.normal`)."""
        self._local[id(node)] = (node, canonical(qualname))

    def mentions(self, prefix: str) -> bool:
        return any(q == prefix or q.startswith(prefix + ".") for q in self.names.values())
