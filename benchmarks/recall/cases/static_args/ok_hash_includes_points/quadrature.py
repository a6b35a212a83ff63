# Report: https://github.com/jax-ml/jax/issues/9024
# Near miss: the static rule hashes and compares its name and its nodes, so new nodes compile a new program.
from functools import partial

import jax
import jax.numpy as jnp


class Rule:
    def __init__(self, name, nodes):
        self.name = name
        self.nodes = tuple(nodes)

    def __hash__(self):
        return hash((self.name, self.nodes))

    def __eq__(self, other):
        return isinstance(other, Rule) and (self.name, self.nodes) == (other.name, other.nodes)


@partial(jax.jit, static_argnums=1)
def integrate(f_values, rule):
    return jnp.dot(f_values, jnp.array(rule.nodes))


if __name__ == "__main__":
    f = jnp.array([1.0, 0.0, 0.0])
    print(integrate(f, Rule("simpson", [1 / 6, 4 / 6, 1 / 6])))
    print(integrate(f, Rule("simpson", [0.25, 0.5, 0.25])))
