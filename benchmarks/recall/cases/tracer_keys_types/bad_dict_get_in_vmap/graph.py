# Report: https://github.com/nglaze00/SCoNe_GCN/issues/3
# As in the report (`nbrhoods_dict[n] for n in last_nodes` on a JAX array: unhashable type), node ids
# that are array elements are used as dict keys; under vmap each id is a tracer and dict.get fails.
import jax
import jax.numpy as jnp

DEGREE = {0: 2.0, 1: 3.0, 2: 1.0}


def normalise(feature, node):
    return feature / DEGREE.get(node, 1.0)  # error: JAX109


if __name__ == "__main__":
    print(jax.vmap(normalise)(jnp.ones(3), jnp.arange(3)))
