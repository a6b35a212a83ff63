# verify: probe
# A correct probe in a good fixture: a format argument prints each row's values, so probe() is falsy.
import jax
import jax.numpy as jnp

from jaxlint.verify import probes


@jax.vmap
def row_total(row):
    jax.debug.print("row {r}", r=row)
    return row.sum()


def probe():
    out = probes.printed(row_total, jnp.ones((2, 3)))
    return probes.shows_tracer(out) and f"printed {out.strip()!r}"


if __name__ == "__main__":
    row_total(jnp.ones((2, 3)))
