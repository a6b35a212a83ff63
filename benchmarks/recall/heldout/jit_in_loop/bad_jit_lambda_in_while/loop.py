# Report: https://github.com/jax-ml/jax/issues/9288
# As the report shows: `jax.jit(lambda x: unjitted_loop_body(x))(i)` in the while loop wraps a new
# lambda each iteration, so "i am being jitted" is printed (and the body compiled) on every iteration.
import jax


def unjitted_loop_body(prev_i):
    print("i am being jitted")
    return prev_i + 1


def g_inner_jitted_poorly(x, n):
    i = 0
    while i < n:
        i = jax.jit(lambda x: unjitted_loop_body(x))(i)  # error: JAX205
    return x + i


if __name__ == "__main__":
    print(g_inner_jitted_poorly(10, 3))
