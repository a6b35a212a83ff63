# Report: https://github.com/alonfnt/pcax/issues/3
# As in the report: the user jits a pipeline around the library's `pcax.fit`. Inside that jit the
# number of components is a tracer, and `fit` hands it on to `_fit_full`, whose `n_components` is a
# static argument: "ValueError: Non-hashable static arguments are not supported" (the tracer cannot
# be hashed).
import jax
import jax.numpy as jnp

import pcax


@jax.jit
def embed(x, n_components):
    state = pcax.fit(x, n_components)
    return pcax.transform(state, x)


if __name__ == "__main__":
    x = jax.random.normal(jax.random.key(0), (20, 5))
    print(pcax.transform(pcax.fit(x, 2), x).shape)  # eager: fine
    print(embed(x, 2).shape)
