from __future__ import annotations

from jaxlint.rule import Rule


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
    """

    code = "JAX305"
    name = "legacy-prng-key"
    summary = "jax.random.PRNGKey makes raw keys that jax.debug_key_reuse cannot check"
    default_enabled = False

    def visit_Call(self, site) -> None:
        if self.model.qualname(site.node.func) == "jax.random.PRNGKey":
            self.report(site.node, "jax.random.PRNGKey makes a raw uint32 key that the key-reuse checker "
                                   "cannot see; use jax.random.key(...)", stmt=site.stmt)
