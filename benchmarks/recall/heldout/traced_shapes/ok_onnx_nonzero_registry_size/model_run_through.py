# Report: https://github.com/google/jaxonnxruntime/issues/29
# The fix: a static size (padded with -1), as the fixed handler does.
import jax.numpy as jnp

from call_onnx import Node, call_onnx_graph

if __name__ == "__main__":
    nodes = [Node("Relu", ("x",), ("h",)), Node("NonZero", ("h",), ("y",))]
    print(call_onnx_graph(nodes, {"x": jnp.array([[1.0, -1.0], [0.0, 2.0]])})["y"])
