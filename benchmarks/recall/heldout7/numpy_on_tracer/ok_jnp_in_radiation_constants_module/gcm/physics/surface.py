from . import mod_radcon


def surface_energy_balance(state, insolation):
    albedo = mod_radcon.surface_albedo(state["sea_ice"], state["snow"], state["land_frac"])
    absorbed = (1.0 - albedo) * insolation
    return absorbed - mod_radcon.longwave_emission(state["t_surface"])


def physics_step(state, insolation, dt=3600.0, heat_capacity=4.0e7):
    flux = surface_energy_balance(state, insolation)
    return dict(state, t_surface=state["t_surface"] + dt * flux / heat_capacity)
