import jax


def loop_body(prev_i):
    print("tracing loop_body")
    return prev_i + 1


_jitted_body = jax.jit(loop_body)


def count_up(x, n):
    i = 0
    while i < n:
        i = _jitted_body(i)
    return x + i
