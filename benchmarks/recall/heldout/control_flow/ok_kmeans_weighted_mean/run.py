# Report: https://github.com/secretflow/secretflow/issues/406
# The fix: a weighted mean with the mask as weights, which has a static shape.
import jax

from kmeans import KMeans

if __name__ == "__main__":
    X = jax.random.normal(jax.random.key(0), (100, 2))
    print(KMeans(3).fit(X))
