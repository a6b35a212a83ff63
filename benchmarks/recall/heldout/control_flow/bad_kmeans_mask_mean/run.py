# Report: https://github.com/secretflow/secretflow/issues/406
# As in the report (k-means run as a jitted JAX function), `X[labels == j].mean(axis=0)` indexes with a
# traced boolean mask: NonConcreteBooleanIndexError ("Array boolean indices must be concrete").
import jax

from kmeans import KMeans

if __name__ == "__main__":
    X = jax.random.normal(jax.random.key(0), (100, 2))
    print(KMeans(3).fit(X))
