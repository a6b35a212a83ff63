# Report: https://github.com/dfm/tinygp/issues/85
# As in the report, NumPy functions meet a tracer under jit; np.argmax dispatches to the tracer's own
# method and returns a tracer, which then reaches np.take: TracerArrayConversionError.
import jax
import jax.numpy as jnp
import numpy as np

LABELS = np.array([10.0, 20.0, 30.0])


@jax.jit
def best_label(scores):
    best = np.argmax(scores)
    return np.take(LABELS, best)  # error: JAX104


if __name__ == "__main__":
    print(best_label(jnp.array([0.1, 0.7, 0.2])))
