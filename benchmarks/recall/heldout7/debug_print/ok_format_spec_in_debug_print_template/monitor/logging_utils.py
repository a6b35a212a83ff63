import jax


def log_metrics(step, loss, grad_norm):
    jax.debug.print("step {step:4d} | loss {loss:.4f} | grad norm {grad_norm:.2e}", step=step, loss=loss, grad_norm=grad_norm)
