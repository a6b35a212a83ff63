# Report: https://github.com/jax-ml/jax/issues/5839
# Near miss: the nearest distance to each identity is taken with jnp.min over the stacked distances,
# and the Python list is only ever indexed with the concrete loop position.
import jax
import jax.numpy as jnp

from gallery import DATABASE, cosine_distance


@jax.jit
def match_faces(desc):
    distances = []
    for name, identity in DATABASE:
        dist = [cosine_distance(desc, id_desc) for id_desc in identity]
        distances.append(jnp.min(jnp.asarray(dist)))
    return jnp.stack(distances)


if __name__ == "__main__":
    query = DATABASE[1][1][0] + 0.01
    scores = match_faces(query)
    print("best match:", DATABASE[int(jnp.argmin(scores))][0])
