import itertools

import jax.numpy as np
import numpy as onp
import optax
from jax import jit, value_and_grad

from fm.warp import loss


def initial_params(n_user_features, n_item_features, z, seed=0):
    rng = onp.random.RandomState(seed)
    return [
        np.array(rng.rand(n_user_features, z) - 0.5) / z,
        np.array(rng.rand(n_item_features, z) - 0.5) / z,
        np.zeros(n_user_features),
        np.zeros(n_item_features),
    ]


def fit(user_data, item_data, item_dataset, n_users, n_items, num_steps=5,
        batch_size=8, z=8, max_samples=10, step_size=0.1):
    user_data = np.array(user_data)
    item_data = np.array(item_data)
    item_dataset = np.array(item_dataset)
    opt = optax.adam(step_size)
    params = initial_params(n_users, n_items, z)
    opt_state = opt.init(params)

    @jit
    def update(params, opt_state, user_batch, item_batch):
        (value, neg_items), grads = value_and_grad(loss, has_aux=True)(
            params, z, max_samples, item_dataset, user_batch, item_batch)
        updates, opt_state = opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, neg_items

    sampled = []
    starts = itertools.cycle(range(0, user_data.shape[0], batch_size))
    for _ in range(num_steps):
        i = next(starts)
        params, opt_state, neg_items = update(params, opt_state,
                                              user_data[i:i + batch_size],
                                              item_data[i:i + batch_size])
        sampled.append(onp.asarray(neg_items))
    return params, sampled
