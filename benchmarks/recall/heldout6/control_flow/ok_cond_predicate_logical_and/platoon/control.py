import jax


def brake(v):
    return v - 2.0


def coast(v):
    return v + 0.5


def next_speed(v, gap):
    return jax.lax.cond((v > 0.0) & (gap < 5.0), brake, coast, v)
