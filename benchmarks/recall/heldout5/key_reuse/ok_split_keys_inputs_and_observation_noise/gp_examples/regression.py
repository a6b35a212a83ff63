import jax.numpy as jnp


def rbf(a, b, lengthscale=0.5, variance=1.0):
    return variance * jnp.exp(-0.5 * ((a - b.T) / lengthscale) ** 2)


def posterior_mean(x_train, y_train, x_test, noise=0.3):
    k = rbf(x_train, x_train) + noise**2 * jnp.eye(x_train.shape[0])
    return rbf(x_test, x_train) @ jnp.linalg.solve(k, y_train)
