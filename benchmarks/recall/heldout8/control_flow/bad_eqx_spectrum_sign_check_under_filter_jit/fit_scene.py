# Report: https://github.com/pmelchior/scarlet2/issues/98
# A source's spectrum module refuses negative fluxes with a Python `if jnp.any(self.data < 0):` in its
# `__call__`. The scene is fitted by an `eqx.filter_jit` step, where the spectrum's array leaf is
# traced, so the check raises TracerBoolConversionError.
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from scarlet_mini import Source, Spectrum

optim = optax.adam(0.05)


def loss_fn(source, image):
    return jnp.sum((source() - image) ** 2)


@eqx.filter_jit
def make_step(source, opt_state, image):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(source, image)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(source, updates), opt_state, loss


if __name__ == "__main__":
    morph = jnp.exp(-0.5 * (jnp.arange(-3.0, 4.0) ** 2))
    morph = morph[:, None] * morph[None, :]
    image = jnp.array([1.0, 2.0, 0.5])[:, None, None] * morph[None]
    source = Source(Spectrum(jnp.ones(3)), morph)
    opt_state = optim.init(eqx.filter(source, eqx.is_array))
    for step in range(100):
        source, opt_state, loss = make_step(source, opt_state, image)
    print("spectrum:", source.spectrum.data, "loss:", float(loss))
