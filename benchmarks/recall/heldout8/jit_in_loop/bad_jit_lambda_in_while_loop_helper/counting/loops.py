import jax


def loop_body(prev_i):
    print("tracing loop_body")
    return prev_i + 1


def count_up(x, n):
    i = 0
    while i < n:
        i = jax.jit(lambda v: loop_body(v))(i)  # error: JAX205
    return x + i
