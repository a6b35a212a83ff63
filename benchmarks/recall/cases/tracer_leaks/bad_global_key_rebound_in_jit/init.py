# Report: https://github.com/jax-ml/jax/pull/4312
# The repro of this PR: a jitted init rebinds a global key with `global`; the global now holds a tracer,
# and the compiled function repeats the same draw on every call.
from jax import jit, random

key = random.PRNGKey(0)


def init():
    global key
    key, subkey = random.split(key)  # error: JAX108
    return random.normal(subkey, ())


init = jit(init)

if __name__ == "__main__":
    print(init(), init())
    print(key)
