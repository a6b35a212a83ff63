# Report: https://github.com/SharmaLlama/ticktack/issues/19
# `run` is jitted and equilibrates the box model to the target C-14 level with scipy.optimize.minimize.
# Under jit the target is a tracer, and scipy converts the starting point with np.asarray:
# "TracerArrayConversionError: The numpy.ndarray conversion method __array__() was called on the
# JAX Tracer object".
import jax.numpy as jnp

from ticktack_mini import CarbonBoxModel

if __name__ == "__main__":
    cbm = CarbonBoxModel()
    time_out = jnp.arange(760.0, 790.0)
    troposphere = cbm.run(time_out, 707.0)
    print("troposphere C-14:", troposphere[:3])
