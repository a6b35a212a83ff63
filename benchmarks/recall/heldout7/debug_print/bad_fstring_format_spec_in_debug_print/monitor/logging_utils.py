import jax


def log_metrics(step, loss, grad_norm):
    jax.debug.print(f"step {step:4d} | loss {loss:.4f} | grad norm {grad_norm:.2e}")  # error: JAX301
