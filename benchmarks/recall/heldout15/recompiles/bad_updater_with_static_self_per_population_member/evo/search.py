import jax

from .net import loss_fn, net
from .updater import Updater


def evolve(key, data, generations=3, population=4):
    best = None
    for _ in range(generations):
        scored = []
        for _ in range(population):
            key, sub = jax.random.split(key)
            updater = Updater(net.init, loss_fn, learning_rate=1e-2)
            params = updater.init(sub, data[0])  # error: JAX202
            params = updater.update(params, data)  # error: JAX202
            scored.append((float(loss_fn(params, data)), params))
        best = min(scored, key=lambda s: s[0])
    return best
