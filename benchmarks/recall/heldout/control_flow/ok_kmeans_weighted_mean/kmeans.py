from functools import partial

import jax
import jax.numpy as jnp


def assign(X, centroids):
    d = ((X[:, None, :] - centroids[None, :, :]) ** 2).sum(-1)
    return jnp.argmin(d, axis=1)


def update_centroids(X, labels, centroids, n_clusters):
    for j in range(n_clusters):
        w = (labels == j)[:, None]
        centroids = centroids.at[j].set((X * w).sum(0) / jnp.maximum(w.sum(), 1))
    return centroids


class KMeans:
    def __init__(self, n_clusters, n_iter=10):
        self.n_clusters = n_clusters
        self.n_iter = n_iter

    @partial(jax.jit, static_argnums=(0,))
    def _step(self, X, centroids):
        labels = assign(X, centroids)
        return update_centroids(X, labels, centroids, self.n_clusters)

    def fit(self, X):
        centroids = X[: self.n_clusters]
        for _ in range(self.n_iter):
            centroids = self._step(X, centroids)
        return centroids
