# Report: https://github.com/jax-ml/jax/issues/2783
# As in the report, float() of a value being differentiated fails even without jit; here an equinox
# module's `__call__` calls float() on its gain under eqx.filter_grad: ConcretizationTypeError.
import equinox as eqx
import jax
import jax.numpy as jnp


class Amplifier(eqx.Module):
    gain: jax.Array

    def __call__(self, x):
        factor = float(self.gain)  # error: JAX105
        return factor * x


@eqx.filter_grad
def loss(model, x):
    return jnp.sum(model(x) ** 2)


if __name__ == "__main__":
    print(loss(Amplifier(jnp.array(2.0)), jnp.ones(3)))
