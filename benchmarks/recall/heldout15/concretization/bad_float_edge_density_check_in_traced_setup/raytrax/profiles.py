import warnings


def check_edge_density(radial_profiles):
    ne_edge = float(radial_profiles["electron_density"][-1])  # error: JAX105
    if ne_edge > 1e-3:
        warnings.warn(
            f"Electron density at the LCFS (rho=1) is {ne_edge:.3g}, not zero; "
            "the extrapolator clamps ne=0 outside the LCFS.",
            UserWarning,
            stacklevel=2,
        )
