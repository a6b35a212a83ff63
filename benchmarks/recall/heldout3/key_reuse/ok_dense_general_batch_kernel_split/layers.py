from typing import Callable

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np


class BatchedDense(nn.Module):
    """A DenseGeneral with leading batch dimensions: one independent kernel per ensemble member."""

    features: int
    n_members: int
    kernel_init: Callable = nn.initializers.lecun_normal()

    @nn.compact
    def __call__(self, x):
        in_features = x.shape[-1]

        def kernel_init_wrap(rng, shape, dtype=jnp.float32):
            size_batch_dims = np.prod(shape[:1], dtype=np.int32)
            flat_shape = (np.prod(shape[1:2]), np.prod(shape[2:]))
            keys = jax.random.split(rng, size_batch_dims)
            kernel = jnp.stack([self.kernel_init(k, flat_shape, dtype) for k in keys])
            return jnp.reshape(kernel, shape)

        kernel = self.param("kernel", kernel_init_wrap, (self.n_members, in_features, self.features))
        return jnp.einsum("...i,mio->m...o", x, kernel)
