# Report: https://github.com/genjax-community/genjax/issues/1179
# As in the report (`jfoo(genjax.Pytree.const([2]))`): a list of object ids is wrapped in a `Const`
# marker and passed as a static argument. The frozen dataclass hashes its field, the field is a list,
# and the call fails: "Non-hashable static arguments are not supported ... Const(const=[2])".
import jax
import jax.numpy as jnp

from scene import const


def render_objects(object_ids, poses):
    return jnp.stack([poses[i] * (i + 1) for i in object_ids.const])


render_objects_jit = jax.jit(render_objects, static_argnums=(0,))

if __name__ == "__main__":
    poses = jnp.ones((4, 3))
    print(render_objects(const([0, 2]), poses).shape)  # eager: fine
    print(render_objects_jit(const([0, 2]), poses).shape)  # error: JAX206
