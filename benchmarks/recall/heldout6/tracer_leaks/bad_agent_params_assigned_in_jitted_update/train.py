# Report: https://github.com/world-modelz/dreamax/issues/14
# As the issue reports: train.py ends with "UnexpectedTracerError ... A function transformed by JAX
# had a side effect ... The function being traced when the value leaked was update ... traced for jit",
# raised where the script copies `train_agent.params` to the CPU: the jitted update stored traced
# values on the agent.
import jax

from dreamer.agent import Dreamer

if __name__ == "__main__":
    agent = Dreamer(obs_dim=4, latent_dim=2)
    key = jax.random.key(0)
    for step in range(5):
        key, sub = jax.random.split(key)
        params, loss = agent.train_step(jax.random.normal(sub, (16, 4)))
        print("step", step, "loss", float(loss))
    cpu = jax.devices("cpu")[0]
    master_params = jax.tree.map(lambda x: jax.device_put(x, cpu), agent.params)
    print("saved encoder sum:", float(master_params["enc"].sum()))
