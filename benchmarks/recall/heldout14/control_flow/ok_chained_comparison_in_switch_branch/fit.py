# Report: https://m.17golang.com/article/456939.html
# Fixed: the branches combine the two comparisons with `&`, which works on traced arrays.
import jax

from piecewise.model import piecewise

if __name__ == "__main__":
    slope = jax.grad(piecewise, argnums=1)(1, 0.5)
    print("d piecewise / dx at 0.5:", slope)
