# Report: https://github.com/google-deepmind/dm-haiku/issues/196
# An evolutionary search built on the haiku example's Updater (init/update jitted with
# static_argnums=0, i.e. self is static) creates a new Updater for every population member, so
# every init/update call compiles again and each "reproduction" phase crawls.
import jax
import jax.numpy as jnp

from evo.search import evolve
from evo.updater import TRACES

if __name__ == "__main__":
    x = jnp.linspace(-1.0, 1.0, 32)[:, None]
    data = (x, jnp.sin(3 * x))
    loss, _ = evolve(jax.random.PRNGKey(0), data)
    print("best loss", loss)
    print("traces", TRACES)
