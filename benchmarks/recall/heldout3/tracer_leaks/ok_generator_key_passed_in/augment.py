# Report: https://github.com/google/objax/issues/208
# Near miss: the key is explicit state, passed into the jitted function and returned updated, so each
# call draws afresh and nothing is stored during the trace.
import jax

import myrandom


def jitter(key):
    return myrandom.uniform(key, (1,))


jitter_jit = jax.jit(jitter)

if __name__ == "__main__":
    key = jax.random.key(0)
    values = []
    for _ in range(3):
        key, d = jitter_jit(key)
        values.append(float(d[0]))
    print(values)
