# Report: https://github.com/google-deepmind/optax/issues/503
# A piecewise schedule factory builds its tables with jnp when it is called; the train state (and with it
# the optimizer holding the schedule closure, a static field) is created inside a jitted function, so the
# closure keeps tracers of that trace. The first jitted update that evaluates the schedule raises
# UnexpectedTracerError (the optax fix: build the tables with NumPy).
import jax
import jax.numpy as jnp

from training.state import create_train_state, train_step

if __name__ == "__main__":
    state = create_train_state(jax.random.key(0))
    x, y = jnp.ones((8, 3)), jnp.zeros((8, 1))
    for step in range(30):
        state = train_step(state, x, y)
    print("step", int(state.step), "w:", state.params["w"].ravel())
