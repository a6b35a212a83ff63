# Report: https://github.com/patrick-kidger/equinox/issues/1141
# `jax.jit` placed inside the loop: a helper advances a counter with `jax.jit(lambda v: loop_body(v))(i)`
# in its while loop. Every iteration builds a new lambda, a new cache key, so JAX traces and compiles
# the body on every iteration ("tracing loop_body" is printed once per step instead of once).
from counting.loops import count_up

if __name__ == "__main__":
    print("result:", int(count_up(10, 5)))
