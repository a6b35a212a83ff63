# Report: https://github.com/SharmaLlama/ticktack/issues/19
# Fixed twin: the steady state is linear in the production rate, so it is solved with jnp inside jit.
import jax.numpy as jnp

from ticktack_mini import CarbonBoxModel

if __name__ == "__main__":
    cbm = CarbonBoxModel()
    time_out = jnp.arange(760.0, 790.0)
    troposphere = cbm.run(time_out, 707.0)
    print("troposphere C-14:", troposphere[:3])
