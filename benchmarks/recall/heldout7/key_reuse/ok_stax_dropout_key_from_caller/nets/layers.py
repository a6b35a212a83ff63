import jax.numpy as jnp
from jax import random


def Dense(out_dim):
    def init_fun(rng, input_shape):
        w = random.normal(rng, (input_shape[-1], out_dim)) * 0.1
        return input_shape[:-1] + (out_dim,), (w, jnp.zeros(out_dim))

    def apply_fun(params, inputs, **kwargs):
        w, b = params
        return inputs @ w + b

    return init_fun, apply_fun


def Dropout(rate, mode="train"):
    def init_fun(rng, input_shape):
        return input_shape, ()

    def apply_fun(params, inputs, rng=None, **kwargs):
        if mode != "train":
            return inputs
        if rng is None:
            raise ValueError("Dropout in train mode needs an rng key")
        keep = random.bernoulli(rng, rate, inputs.shape)
        return jnp.where(keep, inputs / rate, 0)

    return init_fun, apply_fun


def serial(*layers):
    init_funs, apply_funs = zip(*layers)

    def init_fun(rng, input_shape):
        params = []
        for init in init_funs:
            rng, layer_rng = random.split(rng)
            input_shape, p = init(layer_rng, input_shape)
            params.append(p)
        return input_shape, params

    def apply_fun(params, inputs, rng=None, **kwargs):
        rngs = random.split(rng, len(apply_funs)) if rng is not None else [None] * len(apply_funs)
        for fun, p, r in zip(apply_funs, params, rngs):
            inputs = fun(p, inputs, rng=r, **kwargs)
        return inputs

    return init_fun, apply_fun
