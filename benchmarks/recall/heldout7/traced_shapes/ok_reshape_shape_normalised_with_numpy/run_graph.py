# Report: https://github.com/aesara-devs/aesara/issues/43
# Near miss: the constant shape is normalised with NumPy at trace time, so jnp.reshape receives concrete
# integers.
import jax.numpy as jnp

from graph2jax.linker import compile_graph

if __name__ == "__main__":
    nodes = [
        ("reshape", ["x"], {"shape": (4, -1)}, "x2"),
        ("dot", ["x2", "w"], {}, "y"),
    ]
    fn = compile_graph(nodes)
    y = fn(jnp.arange(12.0), jnp.ones((3, 2)))
    print(y.shape, float(y.sum()))
