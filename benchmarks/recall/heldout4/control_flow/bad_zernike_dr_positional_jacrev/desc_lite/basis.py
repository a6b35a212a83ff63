import numpy as np
import jax.numpy as jnp
from jax.scipy.special import gammaln

K_MAX = 8  # enough terms for radial degree l <= 16


def _coefficients(l, m, k):
    n_plus = (l + m) // 2 - k
    n_minus = (l - m) // 2 - k
    valid = (n_minus >= 0) & (n_plus >= 0)
    log_c = gammaln(l - k + 1.0) - gammaln(k + 1.0) - gammaln(jnp.maximum(n_plus, 0) + 1.0) - gammaln(
        jnp.maximum(n_minus, 0) + 1.0
    )
    sign = jnp.where(k % 2 == 0, 1.0, -1.0)
    return jnp.where(valid, sign * jnp.exp(log_c), 0.0)


def zernike_radial(r, l, m, dr=0):
    """Radial part of the Zernike polynomials R_l^m(r), or its dr-th derivative in r."""
    m = jnp.abs(m)
    k = jnp.arange(K_MAX)[:, None]
    c = _coefficients(l[None, :], m[None, :], k)
    p = l[None, :] - 2 * k
    if dr == 0:  # error: JAX101
        terms = c * jnp.where(p >= 0, r[..., None, None] ** jnp.maximum(p, 0), 0.0)
    elif dr == 1:  # error: JAX101
        terms = c * jnp.where(p >= 1, p * r[..., None, None] ** jnp.maximum(p - 1, 0), 0.0)
    else:
        raise NotImplementedError("dr > 1")
    return jnp.sum(terms, axis=-2)


def fringe_modes(L):
    return np.array([(l, m) for l in range(L + 1) for m in range(-l, l + 1, 2)])
