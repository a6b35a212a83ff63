from onnx_ops.nonzero import onnx_nonzero
from onnx_ops.relu import onnx_relu

OPS = {"NonZero": onnx_nonzero, "Relu": onnx_relu}
