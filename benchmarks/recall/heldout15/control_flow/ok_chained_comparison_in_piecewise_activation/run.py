# Report: https://github.com/jax-ml/jax/issues/7969
# A piecewise-linear function written with the chained comparison 0 < x < 1 in jnp.piecewise's
# condition list works on a Python float but fails once traced: the chain is `(0 < x) and (x < 1)`,
# which calls bool() on a tracer (TracerBoolConversionError).
import equinox as eqx
import jax
import jax.numpy as jnp

from acts.layers import RampLinear


@eqx.filter_jit
def forward(model, x):
    return model(x)


if __name__ == "__main__":
    model = RampLinear(3, 4, jax.random.PRNGKey(0))
    print(forward(model, jnp.array([0.2, -0.4, 0.9])))
