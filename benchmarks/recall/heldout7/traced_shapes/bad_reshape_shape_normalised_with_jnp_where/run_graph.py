# Report: https://github.com/aesara-devs/aesara/issues/43
# A graph-to-JAX translator normalises the -1 entry of a Reshape shape with jnp.where before calling jnp.reshape;
# inside the jitted graph function that makes the new shape a tracer, and jnp.reshape raises
# TypeError ("Shapes must be 1D sequences of concrete values") although every number is a graph constant.
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
