from __future__ import annotations

from jaxlint.finding import SAFE
from jaxlint.rule import Rule


class UnusedNoqa(Rule):
    """
    ## What it does
    Flags a `# noqa: JAX...` directive, or one of its codes, that silences no finding (ruff's
    RUF100). Off by default, as in ruff: turn it on with `--extend-select JAX001` (in CI, say) once
    the codebase's directives are settled. The engine checks it after every other rule has run.

    Only jaxlint's own codes are judged, and only those whose rules ran on the file: `# noqa: E501`
    belongs to another tool, a code switched off by `ignore` or `per-file-ignores` may be needed when
    it is switched back on, and a bare `# noqa` may silence other linters, so it is never reported.
    Files that import neither jax, flax nor equinox are not read, so their directives are not checked.

    ## Why is this bad?
    A directive outlives the finding it silenced: after a fix or a rule change it silences nothing,
    yet it would hide the next real finding on that line.

    ## Example
    ```python
    x = jax.numpy.ones(3)  # noqa: JAX101
    ```

    ## Use instead
    ```python
    x = jax.numpy.ones(3)
    ```

    ## Fix safety
    Safe: `--fix` removes the unused codes, or the whole directive when none is left (keeping any
    other comment on the line).
    """

    code = "JAX001"
    name = "unused-noqa"
    summary = "a `# noqa` directive that silences no finding"
    default_enabled = False
    fix_applicability = SAFE
    proven_by_fixtures = False  # not a JAX behaviour: tests/test_noqa_tools.py proves it
