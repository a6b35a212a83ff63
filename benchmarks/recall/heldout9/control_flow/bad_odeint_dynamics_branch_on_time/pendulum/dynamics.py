import jax.numpy as jnp


def analytical_fn(state, t=0.0, m1=1.0, m2=1.0, l1=1.0, l2=1.0, g=9.8):
    """Double pendulum, with a damping torque on the first joint switched on after 1.5 s."""
    t1, t2, w1, w2 = state
    a1 = (l2 / l1) * (m2 / (m1 + m2)) * jnp.cos(t1 - t2)
    a2 = (l1 / l2) * jnp.cos(t1 - t2)
    f1 = -(l2 / l1) * (m2 / (m1 + m2)) * (w2 ** 2) * jnp.sin(t1 - t2) - (g / l1) * jnp.sin(t1)
    f2 = (l1 / l2) * (w1 ** 2) * jnp.sin(t1 - t2) - (g / l2) * jnp.sin(t2)
    if t > 1.5:  # error: JAX101
        f1 = f1 - 2.0 * w1
    g1 = (f1 - a1 * f2) / (1 - a1 * a2)
    g2 = (f2 - a2 * f1) / (1 - a1 * a2)
    return jnp.stack([w1, w2, g1, g2])
