# Report: https://github.com/jax-ml/jax/pull/5853
# As in this PR's example, a tracer indexes a Python sequence; here a multi-task model picks its head
# with `self.heads[task_id]` where task_id is a traced argument of the jitted apply:
# TracerIntegerConversionError.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MultiTask(nn.Module):
    n_tasks: int = 3

    def setup(self):
        self.trunk = nn.Dense(8)
        self.heads = [nn.Dense(1) for _ in range(self.n_tasks)]

    def __call__(self, x, task_id):
        h = nn.relu(self.trunk(x))
        return self.heads[task_id](h)  # error: JAX102


model = MultiTask()


@jax.jit
def predict(params, x, task_id):
    return model.apply(params, x, task_id)


if __name__ == "__main__":
    x = jnp.ones((2, 3))
    params = model.init(jax.random.key(0), x, 0)
    print(predict(params, x, 1))
