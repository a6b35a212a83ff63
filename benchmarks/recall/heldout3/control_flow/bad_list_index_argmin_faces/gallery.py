import jax
import jax.numpy as jnp

_keys = jax.random.split(jax.random.key(7), 6)

# (identity, reference descriptors), as loaded from the enrolment step
DATABASE = [
    ("alice", [jax.random.normal(_keys[0], (16,)), jax.random.normal(_keys[1], (16,))]),
    ("bob", [jax.random.normal(_keys[2], (16,)), jax.random.normal(_keys[3], (16,))]),
    ("carol", [jax.random.normal(_keys[4], (16,)), jax.random.normal(_keys[5], (16,))]),
]


def cosine_distance(a, b):
    return 1.0 - jnp.dot(a, b) / (jnp.linalg.norm(a) * jnp.linalg.norm(b))
