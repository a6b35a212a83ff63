import numpy as np

# central finite-difference weights for the second derivative, accuracy orders 2, 4 and 6
SECOND_DERIVATIVE = np.array(
    [
        [0.0, 0.0, 1.0, -2.0, 1.0, 0.0, 0.0],
        [0.0, -1 / 12, 4 / 3, -5 / 2, 4 / 3, -1 / 12, 0.0],
        [1 / 90, -3 / 20, 3 / 2, -49 / 18, 3 / 2, -3 / 20, 1 / 90],
    ],
    dtype=np.float32,
)


def stencil_rows(order_index):
    """The weights of each requested accuracy order."""
    return SECOND_DERIVATIVE[order_index, :]  # error: JAX104
