# Report: https://github.com/jax-ml/jax/issues/9463
# As in the report: the flattened parameter vector's length and the column offsets `kvals` are computed
# with jnp from the (traced) smoothing factors, then used as a size and as slice bounds in the loop;
# fine eagerly, but under jit the size raises a TypeError (shapes must be concrete) and the slices
# an IndexError.
import jax
import jax.numpy as jnp


@jax.jit
def to_columns(smf, par_init, lb):
    num_rows, num_cols = smf.shape[0], 20
    par = jnp.broadcast_to(par_init[:, None], (num_rows, num_cols))
    kvals = jnp.where(jnp.isinf(smf), 1, num_cols)
    kvals = jnp.cumsum(jnp.insert(kvals, 0, 0))
    size = num_rows * num_cols - (num_cols - 1) * jnp.sum(jnp.isinf(smf))
    par0_col = jnp.zeros(size)  # error: JAX106
    lb_col = jnp.zeros(size)  # error: JAX106
    for i in range(num_rows):
        par0_col = par0_col.at[kvals[i]:kvals[i + 1]].set(par[i, : kvals[i + 1] - kvals[i]])  # error: JAX107
        lb_col = lb_col.at[kvals[i]:kvals[i + 1]].set(lb[i])  # error: JAX107
    return par0_col, lb_col


if __name__ == "__main__":
    smf = jnp.array([jnp.inf, 0.1, 0.1, 0.1, 0.1])
    print(to_columns(smf, jnp.arange(1.0, 6.0), jnp.full(5, 0.1)))
