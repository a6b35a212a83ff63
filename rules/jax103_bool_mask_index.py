from __future__ import annotations

import libcst as cst

from jaxlint.rule import Rule, source, traced_under

_READ_FIX = "use jnp.where({mask}, {array}, 0), a reduction with where={mask}, or jnp.nonzero({mask}, size=k)"
_UPDATE_FIX = "use jnp.where({mask}, new_value, {array}) instead of .at[{mask}]"


class BoolMaskIndex(Rule):
    """
    ## What it does
    Flags indexing a traced array with a traced boolean mask in code that JAX traces abstractly
    (`jax.jit`, `vmap`, loop bodies, `lax.cond` branches...): `x[mask]`, `x[x > 0]`,
    `x.at[mask].set(v)` / `.add(v)` / ..., and the assignment `x[mask] = v`.

    A mask is boolean by how it is built (a comparison, `~`, `&`, `|`, `isnan`, a `bool` dtype, the
    product of two masks, a slice of one such as `valid[:, None]`, a name bound to one) or, for a
    parameter nothing in the function describes, because every call in the file passes a boolean
    array (`masked_scores(q, k, jnp.eye(3, dtype=bool))`); `~i` of integer
    positions reads from the end and is not flagged. A mask JAX can see the value of (a NumPy
    constant, `np.arange(3) > 0`) is not flagged: its result has a known shape.

    ## Why is this bad?
    The number of `True` entries decides the shape of `x[mask]`, and under a trace that number is
    unknown. JAX raises `jax.errors.NonConcreteBooleanIndexError: Array boolean indices must be
    concrete; got bool[3]`. The in-place form `x[mask] = v` fails earlier, with
    `TypeError: JAX arrays are immutable and do not support in-place item assignment`, and its
    `.at[mask].set(v)` translation still needs a concrete mask.

    ## Example
    ```python
    @jax.jit
    def positive_sum(x):
        return x[x > 0].sum()
    ```

    ## Use instead
    Keep the shape fixed: select with `jnp.where`, reduce with `where=`, or ask for a fixed number of
    indices with `jnp.nonzero(mask, size=k)`:
    ```python
    @jax.jit
    def positive_sum(x):
        return jnp.where(x > 0, x, 0).sum()   # or: x.sum(where=x > 0)
    ```
    """

    code = "JAX103"
    name = "bool-mask-index"
    summary = "indexing with a traced boolean mask raises NonConcreteBooleanIndexError under jit"

    def visit_Subscript(self, site) -> None:
        node = site.node
        if not self.model.kind(node.value).traced:
            return
        for element in node.slice:
            mask = element.slice.value if isinstance(element.slice, cst.Index) else None
            if mask is None or not self.model.is_bool(mask, site.func) or not self.model.kind(mask).traced:
                continue
            info = self.abstract_site(site)
            if info is None:
                return
            shown = source(self.model, mask)
            base = node.value
            updating = isinstance(base, cst.Attribute) and base.attr.value == "at"
            array = source(self.model, base.value if updating else base)
            fix = (_UPDATE_FIX if updating else _READ_FIX).format(mask=shown, array=array)
            if _assigned(site.stmt, node):
                problem = (f"`{source(self.model, node)} = ...` assigns in place into a JAX array through the "
                           f"traced boolean mask `{shown}` {traced_under(info)} (TypeError; and `.at[{shown}].set` "
                           f"raises NonConcreteBooleanIndexError): use {array} = jnp.where({shown}, value, {array})")
            else:
                problem = (f"`{shown}` is a traced boolean mask {traced_under(info)}; indexing with it gives an "
                           f"array whose size depends on the data (NonConcreteBooleanIndexError): {fix}")
            self.report(mask, problem, stmt=site.stmt)
            return


def _assigned(stmt, node: cst.Subscript) -> bool:
    """Whether `node` is the target of the assignment statement `stmt` (`x[mask] = v`, `x[mask] += v`)."""
    if isinstance(stmt, cst.Assign):
        return any(t.target is node for t in stmt.targets)
    return isinstance(stmt, (cst.AugAssign, cst.AnnAssign)) and stmt.target is node
