# Report: https://github.com/blackjax-devs/blackjax/issues/400
# The fix the user made: `v_sigma` is drawn with its own key, `keys[7]`, so the two prior scales start
# independently.
import jax

from bmf.model import init_positions

if __name__ == "__main__":
    positions = jax.vmap(lambda k: init_positions(k, 5, 4, 2))(jax.random.split(jax.random.key(0), 4))
    print("u_sigma:", positions["u_sigma"])
    print("v_sigma:", positions["v_sigma"])
    print("u_sigma == v_sigma in every chain:", bool((positions["u_sigma"] == positions["v_sigma"]).all()))
