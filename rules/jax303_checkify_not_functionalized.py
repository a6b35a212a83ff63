from __future__ import annotations

import libcst as cst

from jaxlint.rule import Rule

_CHECKS = frozenset({"jax.checkify.check", "jax.checkify.check_error"})
_CHECKIFY = "jax.checkify.checkify"
_FACT = "<checkify>"  # the name of the fact "this module wraps something with checkify"


class CheckifyNotFunctionalized(Rule):
    """
    ## What it does
    Flags `checkify.check(...)` or `checkify.check_error(...)` inside jitted (or otherwise staged)
    code that `checkify.checkify` does not wrap: no transformation that traces the function goes
    through checkify. It stays silent when the module hands checkify a function it cannot follow (a
    parameter, a partial), or when another module whose traced code reaches this one uses checkify (a
    test's `checkify.checkify(jax.jit(f))` of the library's `f` functionalizes the check).

    ## Why is this bad?
    A `check` has to be functionalized by `checkify.checkify` before it is staged out. Jitting it bare
    fails on every call, whether or not the condition holds, with
    `ValueError: Cannot abstractly evaluate a checkify.check which was not functionalized.`
    (JAX 0.10 and 0.12; the traceback points at the jit call site, not at the check).

    ## Example
    ```python
    @jax.jit
    def safe_log(x):
        checkify.check(x > 0, "x must be positive")
        return jnp.log(x)
    ```

    ## Use instead
    Checkify first, then jit; inspect or raise the error it returns:
    ```python
    def safe_log(x):
        checkify.check(x > 0, "x must be positive")
        return jnp.log(x)

    checked = jax.jit(checkify.checkify(safe_log))
    err, y = checked(x)
    err.throw()
    ```
    """

    code = "JAX303"
    name = "checkify-not-functionalized"
    summary = "checkify.check or check_error in jitted code that checkify.checkify does not wrap"

    def __init__(self, model) -> None:
        super().__init__(model)
        self._checks = []

    def visit_Call(self, site) -> None:
        if self.model.qualname(site.node.func) in _CHECKS and self.abstract_site(site):
            self._checks.append(site)

    def check_module(self) -> None:
        if not self._checks or _wraps_checkify(self.model) == _UNFOLLOWED or self._reached_from_checkify():
            return
        for site in self._checks:
            info = self.model.trace(site.func)
            if any("checkify" in c.transforms for c in info.contexts):
                continue
            name = self.model.qualname(site.node.func).rsplit(".", 1)[-1]
            self.report(
                site.node,
                f"checkify.{name} in code traced by {info.origin} that checkify.checkify does not wrap: "
                "staging it raises ValueError (not functionalized); use jax.jit(checkify.checkify(f))",
                stmt=site.stmt,
            )

    def _reached_from_checkify(self) -> bool:
        """Traced code of another module reaches this one, and that module wraps something with
        checkify.checkify (a test's `checkify.checkify(jax.jit(f))` of this file's `f`)."""
        link = self.model.link
        senders = {edge["site"].partition(":")[0] for edges in (link.incoming.values() if link else ())
                   for edge in edges}
        return any(self.remote_fact(f"{module}.{_FACT}") for module in sorted(senders) if module)

    @classmethod
    def project_facts(cls, model) -> dict:
        """`<module>.<checkify>`: true when the module wraps something with checkify.checkify."""
        name = model.index.name
        return {f"{name}.{_FACT}": True} if name and _wraps_checkify(model) else {}


_UNFOLLOWED = "unfollowed"


def _wraps_checkify(model) -> str:
    """"" when nothing references checkify.checkify; "followed" when every reference is a decorator or
    a call on a function of this module (its contexts then say what it wraps); else `_UNFOLLOWED`."""
    index = model.index
    found = ""
    for scope, calls in [(None, index.module_calls)] + [(f, f.calls) for f in index.functions]:
        for call in calls:
            if model.qualname(call.func) == _CHECKIFY:
                if not call.args or model.resolve_function(call.args[0].value, scope) is None:
                    return _UNFOLLOWED
                found = "followed"
            elif any(model.qualname(a.value) == _CHECKIFY for a in call.args):
                return _UNFOLLOWED  # `partial(checkify.checkify, errors=...)`
    if any(isinstance(f.node, cst.FunctionDef) and any(model.qualname(d.decorator) == _CHECKIFY
                                                      for d in f.node.decorators) for f in index.functions):
        found = "followed"
    return found
