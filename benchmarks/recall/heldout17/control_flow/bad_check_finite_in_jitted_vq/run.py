# Report: https://github.com/scipy/scipy/pull/22219
# scipy.cluster.vq called under jax.jit with its default check_finite=True: _asarray's
# `if not xp.all(xp.isfinite(array))` converts a traced boolean to a Python bool and fails
# (TracerBoolConversionError since that PR; before it, a misleading "must not contain infs or NaNs").
import jax
import jax.numpy as jnp

from scipy_mini.cluster.vq import vq


@jax.jit
def assign_clusters(obs, centroids):
    code, dist = vq(obs, centroids)
    return code, jnp.mean(dist)


if __name__ == "__main__":
    obs = jnp.array([[0.0, 0.1], [0.2, 0.0], [5.0, 5.1], [4.9, 5.2], [0.1, 0.2]])
    centroids = jnp.array([[0.0, 0.0], [5.0, 5.0]])
    code, mean_dist = assign_clusters(obs, centroids)
    print("codes:", code, "mean distance:", float(mean_dist))
