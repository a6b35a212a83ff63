# Report: https://m.17golang.com/article/456939.html
# A chained comparison `0. < x < 1.` in a lax.switch branch is `(0. < x) and (x < 1.)`: under
# jax.grad the branch is traced, and `and` converts a traced bool (TracerBoolConversionError).
import jax

from piecewise.model import piecewise

if __name__ == "__main__":
    slope = jax.grad(piecewise, argnums=1)(1, 0.5)
    print("d piecewise / dx at 0.5:", slope)
