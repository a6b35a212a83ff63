# Report: https://github.com/secretflow/spu/issues/148
# As in the report, k-means indexes the points with a traced boolean mask under jit
# (NonConcreteBooleanIndexError); here the update lives in clustering.py.
import jax
import jax.numpy as jnp

from clustering import update_centroids


@jax.jit
def kmeans_step(X, centroids):
    labels = jnp.argmin(((X[:, None, :] - centroids[None]) ** 2).sum(-1), axis=1)
    return update_centroids(X, labels, centroids)


if __name__ == "__main__":
    X = jax.random.normal(jax.random.key(0), (20, 2))
    print(kmeans_step(X, X[:3]))
