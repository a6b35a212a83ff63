# Report: https://github.com/jax-ml/jax/pull/22098
# The example of this PR: `True and qiaoqiao` still converts the traced flag to a bool:
# TracerBoolConversionError.
import jax


@jax.jit
def f(qiaoqiao):
    if True and qiaoqiao:  # error: JAX101
        return 1
    return 0


if __name__ == "__main__":
    print(f(True))
