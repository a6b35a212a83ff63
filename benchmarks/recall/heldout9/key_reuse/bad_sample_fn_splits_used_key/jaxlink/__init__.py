from jaxlink.random import jax_sample_fn

__all__ = ["jax_sample_fn"]
