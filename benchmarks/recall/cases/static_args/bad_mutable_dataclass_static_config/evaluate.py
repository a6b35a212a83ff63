# Report: https://github.com/jax-ml/jax/issues/3701
# As in the report, a plain @dataclasses.dataclass config is passed as a static argument; with eq=True
# and no frozen=True it has no __hash__, so the call fails (TypeError: unhashable type).
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Config:
    temperature: float
    top_k: int


@partial(jax.jit, static_argnums=1)
def do_stuff(logits, config):
    top = jax.lax.top_k(logits, config.top_k)[0]
    return jax.nn.softmax(top / config.temperature)


def evaluate():
    config = Config(temperature=0.7, top_k=2)
    return do_stuff(jnp.arange(5.0), config)  # error: JAX206


if __name__ == "__main__":
    print(evaluate())
