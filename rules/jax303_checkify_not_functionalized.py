from __future__ import annotations

import libcst as cst

from jaxlint.rule import Rule

_CHECK = "jax.checkify.check"
_CHECKIFY = "jax.checkify.checkify"
_FACT = "<checkify>"  # the name of the fact "this module wraps something with checkify"


class CheckifyNotFunctionalized(Rule):
    """
    ## What it does
    Flags `checkify.check(...)` inside jitted (or otherwise staged) code in a module that never wraps
    anything with `checkify.checkify`, nor does any module of the project whose traced code reaches it
    (a test's `checkify.checkify(jax.jit(f))` of the library's `f` functionalizes the check).

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
    summary = "checkify.check in jitted code that is never wrapped by checkify.checkify"

    def __init__(self, model) -> None:
        super().__init__(model)
        self._checks = []

    def visit_Call(self, site) -> None:
        if self.model.qualname(site.node.func) == _CHECK and self.abstract_site(site):
            self._checks.append(site)

    def check_module(self) -> None:
        if not self._checks or _wraps_checkify(self.model) or self._reached_from_checkify():
            return
        for site in self._checks:
            self.report(
                site.node,
                "checkify.check in traced code, but nothing in this module wraps it with checkify.checkify: "
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


def _wraps_checkify(model) -> bool:
    """Any call of checkify.checkify, or any reference to it as a decorator or partial argument."""
    index = model.index
    calls = list(index.module_calls) + [c for f in index.functions for c in f.calls]
    for call in calls:
        if any(model.qualname(e) == _CHECKIFY for e in [call.func] + [a.value for a in call.args]):
            return True
    return any(isinstance(f.node, cst.FunctionDef) and any(
        model.qualname(d.decorator) == _CHECKIFY for d in f.node.decorators)
        for f in index.functions)
