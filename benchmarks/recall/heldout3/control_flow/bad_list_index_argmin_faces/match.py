# Report: https://github.com/jax-ml/jax/issues/5839
# The report's jitted face matcher keeps the distances to one identity's descriptors in a Python list
# and picks the nearest with `dist[jnp.argmin(jnp.asarray(dist))]`: the argmin is a tracer, and a
# Python list cannot be indexed with it ("list indices must be integers or slices, not
# DynamicJaxprTracer"; now TracerIntegerConversionError).
import jax
import jax.numpy as jnp

from gallery import DATABASE, cosine_distance


@jax.jit
def match_faces(desc):
    distances = []
    for name, identity in DATABASE:
        dist = []
        for id_desc in identity:
            dist.append(cosine_distance(desc, id_desc))
        distances.append(dist[jnp.argmin(jnp.asarray(dist))])  # error: JAX102
    return jnp.stack(distances)


if __name__ == "__main__":
    query = DATABASE[1][1][0] + 0.01
    scores = match_faces(query)
    print("best match:", DATABASE[int(jnp.argmin(scores))][0])
