# Report: https://github.com/ChipFlow/vajax/issues/17
# "TRACING CACHE MISS ... maybe the function is being re-defined repeatedly": the engine builds
# jax.jit(jax.vmap(split_fn, ...)) inside the helper it calls for every device model, so each call
# traces and compiles again although the shapes never change.
import jax.numpy as jnp

from vajax.devices import TRACES
from vajax.engine import Engine

if __name__ == "__main__":
    models = [
        {"params": {"is": jnp.float32(1e-12 * (i + 1)), "vt": jnp.float32(0.025)},
         "voltages": jnp.linspace(0.0, 0.6, 8)}
        for i in range(6)
    ]
    engine = Engine(models)
    for _ in range(3):
        engine.warmup_device_models()
    print("traces of split_fn:", TRACES[0], "for", 3 * len(models), "calls")
