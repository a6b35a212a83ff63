"""A stateless scope that collects the losses layers add during a (possibly traced) forward pass."""

_CURRENT = []


class LossScope:
    def __init__(self):
        self.losses = []

    def __enter__(self):
        _CURRENT.append(self)
        return self

    def __exit__(self, *exc):
        _CURRENT.pop()


def current_scope():
    return _CURRENT[-1] if _CURRENT else None
