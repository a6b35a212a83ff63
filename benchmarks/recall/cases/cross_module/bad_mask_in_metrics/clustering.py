import jax.numpy as jnp


def update_centroids(X, labels, centroids):
    for j in range(centroids.shape[0]):
        centroids = centroids.at[j].set(X[labels == j].mean(axis=0))  # error: JAX103
    return centroids
