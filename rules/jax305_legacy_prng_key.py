from __future__ import annotations

from typing import Optional

import libcst as cst

from jaxlint.finding import UNSAFE
from jaxlint.model.index import bound_names, code_children
from jaxlint.rule import Rule, import_spelling

# jax.random functions that return keys made from the key they are given; any other jax.random
# function given a key consumes it. The constructors take seeds or raw bits, never a key.
_KEY_MAKERS = frozenset({"jax.random.split", "jax.random.fold_in", "jax.random.clone"})
_CONSTRUCTORS = frozenset({"jax.random.PRNGKey", "jax.random.key", "jax.random.wrap_key_data"})


class LegacyPRNGKey(Rule):
    """
    ## What it does
    Flags `jax.random.PRNGKey(...)`, which makes a raw `uint32[2]` key, where the typed
    `jax.random.key(...)` would do. Off by default: an opinionated modernisation, like ruff's preview
    rules; enable it with `--extend-select JAX305`.

    ## Why is this bad?
    Raw keys are plain integer arrays, so JAX cannot tell them from data: `jax.debug_key_reuse(True)`
    never checks them (measured on JAX 0.10 and 0.12: the same raw key used twice under the checker
    gives two identical draws and no error), and nothing stops arithmetic on them. Typed keys carry
    their PRNG implementation and are checked.

    ## Example
    ```python
    key = jax.random.PRNGKey(0)
    ```

    ## Use instead
    ```python
    key = jax.random.key(0)
    ```
    (`jax.random.key_data(key)` gives the raw bits when an API needs them.)

    ## Fix safety
    Unsafe: `--fix --unsafe-fixes` rewrites `PRNGKey(seed)` into `key(seed)` when the call is
    assigned to a name in a function and that key, and every key split or folded from it, is only
    ever passed to `jax.random` functions, so no code sees the key's type change. The draws stay
    the same, but the key-reuse checker now sees the key: reuse that passed silently raises
    `KeyReuseError` under `jax.debug_key_reuse(True)`.
    """

    code = "JAX305"
    name = "legacy-prng-key"
    summary = "jax.random.PRNGKey makes raw keys that jax.debug_key_reuse cannot check"
    default_enabled = False
    fix_applicability = UNSAFE

    def visit_Call(self, site) -> None:
        if self.model.qualname(site.node.func) == "jax.random.PRNGKey":
            self.report(site.node, "jax.random.PRNGKey makes a raw uint32 key that the key-reuse checker "
                                   "cannot see; use jax.random.key(...)", stmt=site.stmt, fix=self._typed(site))

    def _typed(self, site) -> Optional[tuple]:
        """(the call's function, `jax.random.key`) when the key only ever reaches jax.random."""
        call = site.node
        if site.func is None or not _KeyUses(self.model, site.func.node).only_random(call):
            return None
        func = import_spelling(self.model, "jax.random.key")
        if isinstance(call.func, cst.Attribute):  # jr.PRNGKey -> jr.key: the same module, as imported
            func = call.func.with_changes(attr=cst.Name("key"))
        return (call.func, func) if func is not None else None


class _KeyUses:
    """Where a key made in one function goes, read from every name in that function (nested code
    included, so a closure or a shadowing parameter of the same name makes the answer "no")."""

    def __init__(self, model, scope: cst.CSTNode) -> None:
        self.model = model
        self.parent: dict = {}
        self.names: dict = {}
        stack = [scope]
        while stack:
            node = stack.pop()
            for child in code_children(node):
                self.parent[id(child)] = node
                stack.append(child)
                if isinstance(child, cst.Name):
                    self.names.setdefault(child.value, []).append(child)

    def only_random(self, call: cst.Call) -> bool:
        tracked, todo = set(), [call]
        while todo:
            expr = todo.pop()
            names = self._key_flow(expr)
            if names is None:
                return False
            for name in names - tracked:
                tracked.add(name)
                todo.extend(n for n in self.names.get(name, []) if not self._bound_here(n))
        return True

    def _key_flow(self, expr: cst.CSTNode) -> Optional[set]:
        """The names a key expression is bound to, once it has passed through key makers and
        subscripts; None when it reaches anything but jax.random."""
        while True:
            parent = self.parent.get(id(expr))
            if isinstance(parent, cst.Arg):
                call = self.parent.get(id(parent))
                qual = self.model.qualname(call.func) if isinstance(call, cst.Call) else None
                if not _is_key_argument(call, parent) or qual is None or not qual.startswith("jax.random.") \
                        or qual in _CONSTRUCTORS:
                    return None
                if qual not in _KEY_MAKERS:
                    return set()  # consumed by a sampler
                expr = call
            elif isinstance(parent, cst.Subscript) and parent.value is expr:
                expr = parent
            elif isinstance(parent, cst.Assign) and parent.value is expr:
                return _target_names([t.target for t in parent.targets])
            elif isinstance(parent, cst.For) and parent.iter is expr:
                return _target_names([parent.target])
            else:
                return None

    def _bound_here(self, name: cst.Name) -> bool:
        """A name being assigned (its new value is judged where it comes from), not read."""
        parent = self.parent.get(id(name))
        while isinstance(parent, (cst.Tuple, cst.List, cst.Element, cst.StarredElement)):
            parent = self.parent.get(id(parent))
        return isinstance(parent, (cst.AssignTarget, cst.For))


def _is_key_argument(call, arg: cst.Arg) -> bool:
    if not isinstance(call, cst.Call) or arg.star:
        return False
    if arg.keyword is not None:
        return arg.keyword.value == "key"
    return next(a for a in call.args if a.keyword is None) is arg


def _target_names(targets: list) -> Optional[set]:
    """The names the targets bind; None when a target is an attribute or a subscript (the key
    escapes into an object)."""
    names = [name for t in targets for name in bound_names(t)]
    return None if None in names else set(names)
