# Report: https://github.com/jax-ml/jax/issues/2332
# The fix from the thread: `value_and_grad` returns the loss from the (jitted) update, and the
# loop outside the trace records it as a number.
import jax
import jax.numpy as jnp

from fourier_fit.model import FourierRegressor

if __name__ == "__main__":
    x = jnp.linspace(-jnp.pi, jnp.pi, 64)
    y = jnp.sin(2 * x) + 0.5 * jnp.cos(3 * x)
    model = FourierRegressor()
    model.fit(x, y, n_iter=100)
    print("recorded losses for 100 iterations:", len(model.loss_list))
    print("entry type:", type(model.loss_list[0]).__name__)
    try:
        print("first loss:", float(model.loss_list[0]))
    except Exception as err:  # the recorded value is a leaked tracer
        print("cannot read the recorded loss:", type(err).__name__)
