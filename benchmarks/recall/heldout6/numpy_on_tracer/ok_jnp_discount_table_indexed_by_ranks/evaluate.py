# Report: https://github.com/jax-ml/jax/issues/553
# As the issue shows: an arange built with plain NumPy inside a jitted function and then indexed
# with a traced integer array (`np.arange(n)[x]`) makes NumPy try to convert the tracer: the
# gather must happen on a jnp array (mattjj: "indexing an ndarray with one of our tracers").
import jax
import jax.numpy as jnp

from ranking.losses import listwise_loss

if __name__ == "__main__":
    key = jax.random.key(1)
    feats = jax.random.normal(key, (6, 3))
    relevance = jnp.array([3.0, 2.0, 0.0, 1.0, 0.0, 2.0])
    loss = jax.jit(listwise_loss)(jnp.ones(3), feats, relevance)
    print("listwise loss:", float(loss))
