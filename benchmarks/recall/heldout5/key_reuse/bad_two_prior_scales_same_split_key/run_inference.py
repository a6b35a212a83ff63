# Report: https://github.com/blackjax-devs/blackjax/issues/400
# As the user found while posting the example: the initial `v_sigma` was drawn with `keys[6]`, the key
# already used for `u_sigma` (it should have been `keys[7]`), so the two prior scales always started
# equal and the adapted step size and mass matrix came out wrong.
import jax

from bmf.model import init_positions

if __name__ == "__main__":
    positions = jax.vmap(lambda k: init_positions(k, 5, 4, 2))(jax.random.split(jax.random.key(0), 4))
    print("u_sigma:", positions["u_sigma"])
    print("v_sigma:", positions["v_sigma"])
    print("u_sigma == v_sigma in every chain:", bool((positions["u_sigma"] == positions["v_sigma"]).all()))
