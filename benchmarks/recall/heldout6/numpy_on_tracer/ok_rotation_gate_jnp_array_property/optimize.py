# Report: https://github.com/Quantinuum/qnlp_lorenz_etal_2021_resources/issues/2
# As the issue reports: jitting the cost of the parameterised QNLP circuits raises
# TracerArrayConversionError inside the gate's `array` property, which builds the rotation matrix
# with NumPy from the (traced) phase parameter.
import jax
import jax.numpy as jnp

from qnlp.circuit import sentence_probability


def get_cost(params, label):
    return (sentence_probability(params) - label) ** 2


if __name__ == "__main__":
    get_cost_jit = jax.jit(get_cost)
    params = jnp.array([0.1, 0.3])
    print("cost:", float(get_cost_jit(params, 1.0)))
    print("grad:", jax.jit(jax.grad(get_cost))(params, 1.0))
