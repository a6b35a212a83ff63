from .handlers import apply_stack


def sample(name, dist):
    msg = apply_stack({"name": name, "fn": dist, "rng": None})
    return dist.sample(msg["rng"])
