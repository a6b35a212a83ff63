import jax

from speedy.model import Model
from speedy.physics import VerticalDiffusion


@jax.jit
def mean_temperature(trvdi):
    # the documented way to vary a physics parameter: build a Model per parameter set, inside one jit
    model = Model(physics=[VerticalDiffusion(trvdi=trvdi)])
    return model.run(total_time=0.5).mean(axis=0)
