# Report: https://github.com/jax-ml/jax/issues/9288
# The report's other observation: jitting the module-level function itself in the loop hits jit's cache
# (keyed on the function object), so it is traced once.
import jax


def unjitted_loop_body(prev_i):
    print("i am being jitted")
    return prev_i + 1


def g_inner_jitted_poorly(x, n):
    i = 0
    while i < n:
        i = jax.jit(unjitted_loop_body)(i)
    return x + i


if __name__ == "__main__":
    print(g_inner_jitted_poorly(10, 3))
