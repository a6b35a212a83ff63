import jax.numpy as jnp

_enable_numeric_checks = False


def enable_numeric_checks(enabled=True):
    global _enable_numeric_checks
    _enable_numeric_checks = enabled


def check_numerics(x, msg_fmt="", **msg_kwargs):
    """Checks that all elements in `x` are finite."""
    if _enable_numeric_checks:
        assert bool(jnp.isfinite(x).all()), f"Check numerics {msg_fmt.format(**msg_kwargs)}: {x}"
    return x
