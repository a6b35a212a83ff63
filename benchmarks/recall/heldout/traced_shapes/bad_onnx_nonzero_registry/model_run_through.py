# Report: https://github.com/google/jaxonnxruntime/issues/29
# As in the report: every ONNX node's handler is looked up and run under jax.jit; the NonZero handler
# calls jnp.nonzero without `size`: ConcretizationTypeError ("The size argument of jnp.nonzero must be
# statically specified").
import jax.numpy as jnp

from call_onnx import Node, call_onnx_graph

if __name__ == "__main__":
    nodes = [Node("Relu", ("x",), ("h",)), Node("NonZero", ("h",), ("y",))]
    print(call_onnx_graph(nodes, {"x": jnp.array([[1.0, -1.0], [0.0, 2.0]])})["y"])
