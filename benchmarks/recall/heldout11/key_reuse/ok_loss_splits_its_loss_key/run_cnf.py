# Report: https://github.com/patrick-kidger/diffrax/pull/675
# "In the loss function you are splitting `key` defined before training instead of `train_key`
# split from the `loss_key` passed into the loss function": the loss ignores the per-step key it is
# given and splits the key of the enclosing training function, so every step draws the same noise.
import jax.numpy as jnp
import jax.random as jr

from cnf.train import main

if __name__ == "__main__":
    data = jr.normal(jr.PRNGKey(42), (16, 2))
    noise = main(data)
    print("first noise sample per step:", noise.tolist())
    print("same noise every step:", bool(jnp.all(noise == noise[0])))
