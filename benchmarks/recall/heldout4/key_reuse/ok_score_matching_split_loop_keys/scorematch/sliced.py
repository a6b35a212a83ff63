import jax
import optax
from jax import random, tree_util

from .networks import ScoreNetwork, create_train_state


class SlicedScoreMatching:
    """Sliced score matching (Song et al. 2019): a network learns the score of the data."""

    def __init__(self, random_key, num_random_vectors=1, learning_rate=1e-3, num_epochs=10,
                 batch_size=64, hidden_dim=32, optimiser=optax.adam):
        self.random_key = random_key
        self.num_random_vectors = num_random_vectors
        self.learning_rate = learning_rate
        self.num_epochs = num_epochs
        self.batch_size = batch_size
        self.hidden_dim = hidden_dim
        self.optimiser = optimiser
        self.batch_indices = []

    def tree_flatten(self):
        children = (self.random_key,)
        aux_data = {
            "num_random_vectors": self.num_random_vectors,
            "learning_rate": self.learning_rate,
            "num_epochs": self.num_epochs,
            "batch_size": self.batch_size,
            "hidden_dim": self.hidden_dim,
            "optimiser": self.optimiser,
        }
        return children, aux_data

    @classmethod
    def tree_unflatten(cls, aux_data, children):
        return cls(*children, **aux_data)

    def _loss(self, score_network):
        def element(x, v):
            s, u = jax.jvp(score_network, (x,), (v,))
            return v @ u + 0.5 * s @ s

        inner = jax.vmap(element, (None, 0), 0)
        return jax.vmap(inner, (0, 0), 0)

    @jax.jit
    def _train_step(self, state, x, random_vectors):
        def loss(params):
            return self._loss(lambda x_: state.apply_fn({"params": params}, x_))(x, random_vectors).mean()

        val, grads = jax.value_and_grad(loss)(state.params)
        return state.apply_gradients(grads=grads), val

    def match(self, x):
        num_points, data_dimension = x.shape
        score_network = ScoreNetwork(self.hidden_dim, data_dimension)

        generator_key, state_key, batch_key = random.split(self.random_key, 3)
        random_vectors = random.normal(generator_key, (num_points, self.num_random_vectors, data_dimension))
        state = create_train_state(state_key, score_network, self.learning_rate, data_dimension, self.optimiser)

        loop_keys = random.split(batch_key, self.num_epochs)

        for i in range(self.num_epochs):
            # sample some data points for this step
            idx = random.randint(loop_keys[i], (self.batch_size,), 0, num_points)
            self.batch_indices.append(idx)
            state, val = self._train_step(state, x[idx, :], random_vectors[idx, :])
            if i % 5 == 0:
                print(f"{i:>4}/{self.num_epochs}: loss {float(val):.4f}")

        return lambda x_: state.apply_fn({"params": state.params}, x_)


tree_util.register_pytree_node(SlicedScoreMatching, SlicedScoreMatching.tree_flatten, SlicedScoreMatching.tree_unflatten)
