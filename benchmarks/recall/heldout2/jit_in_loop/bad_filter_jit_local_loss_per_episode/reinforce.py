# Report: https://github.com/patrick-kidger/equinox/issues/307
# As in the report, `eqx.filter_jit` on the loss function defined inside `train`, which the episode loop
# calls: each call of `train` makes a new function object, so filter_jit misses its cache and traces and
# compiles the loss again every episode ("slow :(", while filter_jit on `train` itself is fast).
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

TRACES = []


def get_future_rewards(rewards, gamma=0.99):
    def body(acc, r):
        acc = r + gamma * acc
        return acc, acc

    return jax.lax.scan(body, 0.0, rewards[::-1])[1][::-1]


def train(t_optim, t_opt_state, t_params, t_eps_obs, t_eps_actions, t_eps_rewards):
    @eqx.filter_jit  # error: JAX205
    def loss_fn(l_model, l_states, l_rewards, l_actions):
        TRACES.append(None)
        logits = jax.vmap(l_model)(l_states)
        advantages = get_future_rewards(l_rewards)
        logp = jax.nn.log_softmax(logits)[jnp.arange(l_actions.shape[0]), l_actions]
        return -jnp.mean(logp * advantages)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(t_params, t_eps_obs, t_eps_rewards, t_eps_actions)
    updates, t_opt_state = t_optim.update(grads, t_opt_state, eqx.filter(t_params, eqx.is_array))
    return eqx.apply_updates(t_params, updates), t_opt_state, loss


if __name__ == "__main__":
    policy = eqx.nn.MLP(4, 2, 16, 2, key=jax.random.key(0))
    optim = optax.adam(1e-2)
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for episode in range(4):
        obs = jax.random.normal(jax.random.key(episode), (8, 4))
        actions = jnp.arange(8) % 2
        rewards = jnp.ones(8)
        policy, opt_state, loss = train(optim, opt_state, policy, obs, actions, rewards)
    print(f"{len(TRACES)} traces of the loss for 4 episodes")
