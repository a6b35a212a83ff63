import jax


def log_stats(step, loss):
    jax.debug.print(f"step {step}: loss {loss}")  # error: JAX301
