from typing import NamedTuple

import jax

from onnx_ops import OPS


class Node(NamedTuple):
    op_type: str
    inputs: tuple
    outputs: tuple


def call_onnx_graph(nodes, inputs):
    env = dict(inputs)
    for node in nodes:
        jit_func = jax.jit(OPS[node.op_type])
        env[node.outputs[0]] = jit_func(*[env[name] for name in node.inputs])
    return env
