# Report: https://github.com/google/objax/issues/208
# As in the report ("If user won't add random generator to VarCollection of jitted code then same
# number always return by random generator"): a function drawing from a module-level stateful
# generator is jitted. The generator's key update runs once, while tracing, so every jitted call
# returns the same number, and the generator is left holding a tracer.
import jax

import myrandom


def jitter():
    return myrandom.uniform((1,))


jitter_jit = jax.jit(jitter)

if __name__ == "__main__":
    print([float(jitter()[0]) for _ in range(3)])
    print([float(jitter_jit()[0]) for _ in range(3)])  # the same value three times
    print(jitter())  # UnexpectedTracerError: the generator now holds the leaked key
