# Report: https://github.com/jax-ml/jax/issues/4309
# As in the report: getFeature stacks windows `x[resMap[j, i + 1], st + dt:en + dt]` whose bounds come
# from the traced arguments `st` and `en`: IndexError under jit (slice indices must be static).
import jax
import jax.numpy as jnp


def get_feature(x, res_map, st, en, dn):
    res_map = res_map.conj().T
    store_stack = []
    for j in range(res_map.shape[0] - 1):
        for i in range(res_map.shape[1] - 1):
            for dt in (-dn, 0, dn):
                store_stack.append(x[res_map[j, i + 1], st + dt : en + dt])  # error: JAX107
    return jnp.stack(store_stack)


features = jax.jit(get_feature, static_argnums=(4,))

if __name__ == "__main__":
    x = jnp.arange(200.0).reshape(4, 50)
    res_map = jnp.array([[0, 1, 2], [1, 2, 3]])
    print(features(x, res_map, 10, 20, 2).shape)
