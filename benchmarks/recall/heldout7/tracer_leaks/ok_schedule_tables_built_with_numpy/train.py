# Report: https://github.com/google-deepmind/optax/issues/503
# Near miss: the tables are NumPy constants, so the closure made inside the jitted create function holds
# no tracer.
import jax
import jax.numpy as jnp

from training.state import create_train_state, train_step

if __name__ == "__main__":
    state = create_train_state(jax.random.key(0))
    x, y = jnp.ones((8, 3)), jnp.zeros((8, 1))
    for step in range(30):
        state = train_step(state, x, y)
    print("step", int(state.step), "w:", state.params["w"].ravel())
