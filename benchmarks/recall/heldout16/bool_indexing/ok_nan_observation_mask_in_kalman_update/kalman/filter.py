import jax
from jax import lax

from kalman.update import predict, update


@jax.jit
def kalman_filter(mean0, cov0, ys, A, Q, H, R):
    def step(carry, y):
        mean, cov = carry
        mean, cov = predict(mean, cov, A, Q)
        mean, cov = update(mean, cov, y, H, R)
        return (mean, cov), mean

    _, means = lax.scan(step, (mean0, cov0), ys)
    return means
