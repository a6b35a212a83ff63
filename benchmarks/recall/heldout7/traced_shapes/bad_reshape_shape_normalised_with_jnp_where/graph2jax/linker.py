import jax

from .ops import OPS


def compile_graph(nodes):
    """nodes: list of (op_name, input_names, params, output_name); returns a jitted function of `x`."""

    def graph_fn(x, w):
        env = {"x": x, "w": w}
        for op, inputs, params, out in nodes:
            env[out] = OPS[op](*(env[i] for i in inputs), **params)
        return env[nodes[-1][3]]

    return jax.jit(graph_fn)
